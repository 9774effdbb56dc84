#include "scheduler/alea.h"

#include <cmath>

namespace notedeck::scheduler {

namespace {

constexpr double kTwoPow32 = 4294967296.0;
constexpr double kTwoPowMinus32 = 2.3283064365386963e-10;

// JavaScript's `x >>> 0` for the non-negative finite values Mash produces.
double toUint32(double x)
{
    return std::fmod(std::trunc(x), kTwoPow32);
}

// The string hash that turns a seed into the generator's three initial states. Its state
// `n` carries over between calls, as in the original.
class Mash {
public:
    double operator()(std::string_view data)
    {
        // The original iterates over UTF-16 code units; seeds here are ASCII digits and
        // separators, for which bytes and code units coincide.
        for (unsigned char ch : data) {
            m_n += ch;
            double h = 0.02519603282416938 * m_n;
            m_n = toUint32(h);
            h -= m_n;
            h *= m_n;
            m_n = toUint32(h);
            h -= m_n;
            m_n += h * kTwoPow32;
        }
        return toUint32(m_n) * kTwoPowMinus32;
    }

private:
    double m_n = 4022871197.0;
};

} // namespace

Alea::Alea(std::string_view seed)
{
    Mash mash;
    m_s0 = mash(" ");
    m_s1 = mash(" ");
    m_s2 = mash(" ");
    m_s0 -= mash(seed);
    if (m_s0 < 0)
        m_s0 += 1;
    m_s1 -= mash(seed);
    if (m_s1 < 0)
        m_s1 += 1;
    m_s2 -= mash(seed);
    if (m_s2 < 0)
        m_s2 += 1;
}

double Alea::next()
{
    const double t = 2091639.0 * m_s0 + m_c * kTwoPowMinus32;
    m_s0 = m_s1;
    m_s1 = m_s2;
    m_c = std::trunc(t); // `t | 0`; t is positive and far below 2^31
    m_s2 = t - m_c;
    return m_s2;
}

} // namespace notedeck::scheduler
