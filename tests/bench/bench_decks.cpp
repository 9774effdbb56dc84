#include "bench_decks.h"
#include "bench_support.h"

#include "core/clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "storage/deck_store.h"

// The big deck's schedules are set with one SQL statement.
#include <sqlite3.h>

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace notedeck::bench {

double msSince(const QElapsedTimer& t)
{
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

Heartbeat::Heartbeat()
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(5);
    QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
}

void Heartbeat::restart()
{
    m_longest = m_longestCpu = 0;
    m_beat.start();
    m_cpu = threadCpuMs();
    m_timer.start();
}

void Heartbeat::stop()
{
    tick();
    m_timer.stop();
}

void Heartbeat::tick()
{
    const double cpu = threadCpuMs();
    m_longest = std::max(m_longest, msSince(m_beat));
    m_longestCpu = std::max(m_longestCpu, cpu - m_cpu);
    m_beat.restart();
    m_cpu = cpu;
}

bool bundledDeck(const std::string& file)
{
    auto deck = service::Deck::open(file);
    if (!deck)
        return false;
    const core::FixedClock clock(kNow - 86400);
    return service::importNotes(**deck, NOTEDECK_CONTENT_DIR, clock).has_value();
}

bool bigDeckOfBundledNotes(const std::string& bundledFile, const std::string& file)
{
    if (!bundledDeck(bundledFile))
        return false;
    std::vector<core::CardRecord> model;
    {
        auto deck = service::Deck::open(bundledFile);
        if (!deck)
            return false;
        auto rows = service::storeOf(**deck).cards().list({}, false);
        if (!rows)
            return false;
        for (auto& row : *rows)
            model.push_back(std::move(row.card));
    }
    return bigDeck(file, model);
}

std::unique_ptr<service::Deck> openBigDeck(const QString& folder, const char* program, service::DeckOpenOptions options)
{
    const std::string big = (folder + QStringLiteral("/big.sqlite")).toStdString();
    if (!bigDeckOfBundledNotes((folder + QStringLiteral("/bundled.sqlite")).toStdString(), big)) {
        std::fprintf(stderr, "%s: cannot build the 100,000-card deck from %s\n", program, NOTEDECK_CONTENT_DIR);
        return nullptr;
    }
    auto deck = service::Deck::open(big, std::move(options));
    if (!deck) {
        std::fprintf(stderr, "%s: %s\n", program, deck.error().toString().c_str());
        return nullptr;
    }
    return std::move(*deck);
}

bool bigDeck(const std::string& file, const std::vector<core::CardRecord>& model)
{
    {
        auto deck = service::Deck::open(file);
        if (!deck)
            return false;
        core::ImportChanges changes;
        changes.added.reserve(kBigDeck);
        for (int i = 0; i < kBigDeck; ++i) {
            core::CardRecord card = model[static_cast<size_t>(i) % model.size()];
            card.id = 0;
            card.deck = core::DeckPath({"第 " + std::to_string(i / 25'000) + " 部分", "章节 " + std::to_string(i / 5000),
                                        "小节 " + std::to_string(i / 1000)});
            card.question = "（" + std::to_string(i) + "）" + card.question;
            card.sourceFile = "part" + std::to_string(i / 25'000) + "/notes" + std::to_string(i / 500) + ".md";
            card.sourceLine = 1 + (i % 500) * 6;
            card.ordinal = i % 500;
            changes.added.push_back(std::move(card));
        }
        changes.run.startedAt = kNow - 86400;
        if (!service::storeOf(**deck).imports().apply(changes, kNow - 86400))
            return false;
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(file.c_str(), &db) != SQLITE_OK)
        return false;
    const std::string sql =
        "UPDATE cards SET "
        " state = CASE WHEN (id * 7919) % 100 < 17 THEN 0 WHEN (id * 7919) % 100 < 20 THEN 1 ELSE 2 END,"
        " due = CASE WHEN (id * 7919) % 100 < 17 THEN 0"
        "            WHEN (id * 7919) % 100 < 20 THEN " + std::to_string(kNow) + " + (id % 3600)"
        "            ELSE " + std::to_string(kNow) + " + ((id * 104729) % 200 - 60) * 86400 END,"
        " stability = CASE WHEN (id * 7919) % 100 < 17 THEN 0 ELSE 0.5 + (id * 31) % 300 END,"
        " difficulty = CASE WHEN (id * 7919) % 100 < 17 THEN 0 ELSE 1 + (id * 17) % 9 END,"
        " reps = CASE WHEN (id * 7919) % 100 < 17 THEN 0 ELSE 1 + id % 12 END,"
        " scheduled_days = CASE WHEN (id * 7919) % 100 < 20 THEN 0 ELSE 1 + id % 200 END,"
        " last_review = CASE WHEN (id * 7919) % 100 < 17 THEN NULL"
        "                    ELSE " + std::to_string(kNow) + " - (1 + (id * 13) % 300) * 86400 END";
    char* error = nullptr;
    const bool ok = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error) == SQLITE_OK;
    if (!ok)
        std::fprintf(stderr, "bench: %s\n", error ? error : "?");
    sqlite3_free(error);
    sqlite3_close(db);
    return ok;
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    QTimer wakeUp;
    wakeUp.start(20);
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void settle(int ms)
{
    waitUntil([] { return false; }, ms);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p * static_cast<double>(values.size() - 1);
    const auto low = static_cast<size_t>(rank);
    const size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - static_cast<double>(low));
}

} // namespace notedeck::bench
