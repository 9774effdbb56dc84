#pragma once
// The Alea pseudo-random generator (Johannes Baagøe's design), seeded from a string.
// The FSRS reference fuzzes intervals with it, so using the same generator and seed
// reproduces its fuzzed intervals exactly.
#include <cstdint>
#include <string_view>

namespace notedeck::scheduler {

class Alea {
public:
    explicit Alea(std::string_view seed);
    // Uniform in [0, 1).
    double next();
    // Alea(seed).next() at a third of the cost: the first draw depends only on the first
    // of the three seed hashes. Interval fuzz needs just this one draw per review.
    static double firstDraw(std::string_view seed);

private:
    double m_c = 1.0;
    double m_s0 = 0.0;
    double m_s1 = 0.0;
    double m_s2 = 0.0;
};

} // namespace notedeck::scheduler
