#pragma once
// What the app benchmarks share (bench_review, bench_drill, bench_search): the bundled notes
// imported into a deck, a generated deck of 100,000 cards with a mid-life schedule, waiting while
// the event loop runs, and the GUI thread's heartbeat. A benchmark fixture, not NoteDeck code.
#include "core/card.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <QElapsedTimer>
#include <QTimer>

#include <functional>
#include <memory>
#include <string>
#include <vector>


namespace notedeck::bench {

inline constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z
inline constexpr int kBigDeck = 100'000;

// The bundled notes, imported as the app does on first start (a day before kNow).
bool bundledDeck(const std::string& file);

// 100,000 cards in 100 sections, their content taken in turn from `model` (so a card costs the
// page what a real one does); then a mid-life schedule: 80% review cards, due over the past 60
// and the next 140 days, 3% learning, 17% new.
bool bigDeck(const std::string& file, const std::vector<core::CardRecord>& model);

// bigDeck() at `file`, its content taken from the bundled notes (imported at `bundledFile` first).
bool bigDeckOfBundledNotes(const std::string& bundledFile, const std::string& file);

// bigDeckOfBundledNotes() in `folder`, opened with `options`; null after saying on stderr (as
// `program`) what failed.
std::unique_ptr<service::Deck> openBigDeck(const QString& folder, const char* program,
                                           service::DeckOpenOptions options = {});

// Runs the event loop until `done` (true) or the timeout (false).
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 10000);
// Runs the event loop for `ms`.
void settle(int ms);

double percentile(std::vector<double> values, double p);
double msSince(const QElapsedTimer& t);

// The GUI thread's heartbeat: a 5 ms timer that records the longest gap between its ticks since
// the last restart(), in wall time and in the GUI thread's own CPU time (a gap the thread spent
// waiting for a core, the machine being shared, costs wall time but none of that).
class Heartbeat {
public:
    Heartbeat();
    void restart();
    // Ends the measurement, counting the gap still open.
    void stop();
    double longest() const { return m_longest; }
    double longestCpu() const { return m_longestCpu; }

private:
    void tick();

    QTimer m_timer;
    QElapsedTimer m_beat;
    double m_cpu = 0;
    double m_longest = 0;
    double m_longestCpu = 0;
};

} // namespace notedeck::bench
