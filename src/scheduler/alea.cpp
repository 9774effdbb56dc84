#include "scheduler/alea.h"

#include <array>
#include <cmath>

namespace notedeck::scheduler {

namespace {

constexpr double kTwoPow32 = 4294967296.0;
constexpr double kTwoPowMinus32 = 2.3283064365386963e-10;

// JavaScript's `x >>> 0` for the non-negative values Mash produces (below 2^34):
// truncation, then modulo 2^32, both exact in 64-bit integers (signed conversions are
// single instructions, and this runs for every character of every fuzz seed).
double toUint32(double x)
{
    return static_cast<double>(static_cast<std::int64_t>(x) & 0xffffffffLL);
}

// The string hash that turns a seed into the generator's three initial states. Its state
// `n` carries over between calls, as in the original.
class Mash {
public:
    double operator()(std::string_view data)
    {
        feed(data);
        return value();
    }

    void feed(std::string_view data)
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
    }

    double value() const { return toUint32(m_n) * kTwoPowMinus32; }

private:
    double m_n = 4022871197.0;
};

// The generator's state after hashing its three fixed " " strings; the same for every
// seed, so computed once.
struct Start {
    Mash mash;
    double s0;
    double s1;
    double s2;
};

const Start& start()
{
    static const Start s = [] {
        Start x;
        x.s0 = x.mash(" ");
        x.s1 = x.mash(" ");
        x.s2 = x.mash(" ");
        return x;
    }();
    return s;
}

} // namespace

Alea::Alea(std::string_view seed)
{
    Mash mash = start().mash;
    m_s0 = start().s0;
    m_s1 = start().s1;
    m_s2 = start().s2;
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

namespace {

// Fuzz seeds are decimal numbers, and Mash's state after a prefix depends only on that
// prefix. The states after every three-digit prefix (from the fixed start) are computed
// once, which skips three of the usually six or seven characters hashed per review.
struct PrefixTable {
    static constexpr std::size_t kDigits = 3;
    std::array<Mash, 1000> states;

    PrefixTable()
    {
        for (int i = 0; i < 1000; ++i) {
            const char text[kDigits] = {static_cast<char>('0' + i / 100),
                                        static_cast<char>('0' + i / 10 % 10),
                                        static_cast<char>('0' + i % 10)};
            states[static_cast<std::size_t>(i)] = start().mash;
            states[static_cast<std::size_t>(i)].feed(std::string_view(text, kDigits));
        }
    }
};

bool digits(std::string_view text)
{
    for (char ch : text) {
        if (ch < '0' || ch > '9')
            return false;
    }
    return true;
}

} // namespace

double Alea::firstDraw(std::string_view seed)
{
    // Only the first of the three seed hashes reaches the first draw.
    Mash mash = start().mash;
    std::string_view rest = seed;
    constexpr std::size_t k = PrefixTable::kDigits;
    if (seed.size() >= k && digits(seed.substr(0, k))) {
        static const PrefixTable table;
        const int index = (seed[0] - '0') * 100 + (seed[1] - '0') * 10 + (seed[2] - '0');
        mash = table.states[static_cast<std::size_t>(index)];
        rest = seed.substr(k);
    }
    mash.feed(rest);
    double s0 = start().s0 - mash.value();
    if (s0 < 0)
        s0 += 1;
    const double t = 2091639.0 * s0 + 1.0 * kTwoPowMinus32;
    return t - std::trunc(t);
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
