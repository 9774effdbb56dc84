#pragma once
// What the deck benchmarks share: a small deterministic generator, SQLite for filling a deck file
// directly (a fixture, not NoteDeck code), and timing of several runs (median and range of the
// thread's CPU time and of the wall time).
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

namespace notedeck::bench {

struct Rng {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    std::uint64_t next()
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

inline bool exec(sqlite3* db, const char* sql)
{
    char* error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        std::fprintf(stderr, "sqlite: %s\n", error ? error : "?");
        sqlite3_free(error);
        return false;
    }
    return true;
}

inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Timing {
    std::vector<double> cpu, wall;   // milliseconds, one per run
};

// Runs `work` once to warm the page cache (a deck in use is in the OS cache), then `runs` times.
inline Timing measure(int runs, const std::function<void()>& work)
{
    work();
    Timing t;
    for (int i = 0; i < runs; ++i) {
        const double c0 = threadCpuMs();
        const auto w0 = std::chrono::steady_clock::now();
        work();
        t.wall.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
        t.cpu.push_back(threadCpuMs() - c0);
    }
    return t;
}

// "median ms (min–max)".
inline std::string summary(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    char buf[96];
    std::snprintf(buf, sizeof buf, "%.1f ms (%.1f–%.1f)", v[v.size() / 2], v.front(), v.back());
    return buf;
}

inline void report(const std::string& what, const Timing& t)
{
    std::printf("%-62s CPU %-24s wall %s\n", what.c_str(), summary(t.cpu).c_str(), summary(t.wall).c_str());
    std::fflush(stdout);
}

} // namespace notedeck::bench
