#include "deck_fixture.h"

#include "core/text.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <atomic>
#include <fstream>
#include <sstream>

#include <sys/wait.h>
#include <unistd.h>

namespace notedeck::testing {

namespace fs = std::filesystem;

TempDir::TempDir()
{
    static std::atomic<int> counter{0};
    m_path = fs::temp_directory_path() / ("notedeck-storage-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(m_path);
    fs::create_directories(m_path);
    fs::permissions(m_path, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                fs::perms::others_read | fs::perms::others_exec);
}

TempDir::~TempDir()
{
    std::error_code ec;
    fs::permissions(m_path, fs::perms::owner_all, fs::perm_options::add, ec);
    for (auto it = fs::recursive_directory_iterator(m_path, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(m_path, ec);
}

void makeDeck(const fs::path& dir, const fs::path& deckFile, int cards, int answers)
{
    constexpr core::Timestamp kImportedAt = 1'764'403'200;   // 2025-11-29T08:00:00Z
    std::ostringstream notes;
    notes << "# 基础\n\n## 数学\n\n";
    int line = 5;
    core::ImportChanges changes;
    auto deck = core::DeckPath::parse("基础::数学");
    for (int i = 0; i < cards; ++i) {
        if (i == cards / 2) {
            notes << "## Python\n\n";
            line += 2;
            deck = core::DeckPath::parse("基础::Python");
        }
        const std::string n = std::to_string(i);
        core::CardRecord card;
        card.deck = deck;
        card.question = "问题 " + n + "：$x_{" + n + "}^2$ 是多少？";
        card.answer = "- 答案 $\\frac{" + n + "}{2}$";
        card.sourceFile = "cards.md";
        card.sourceLine = line;
        card.ordinal = i;
        notes << "- " << card.question << "\n  " << card.answer << "\n";
        line += 2;
        changes.added.push_back(std::move(card));
    }
    fs::create_directories(dir / "notes");
    std::ofstream(dir / "notes" / "cards.md", std::ios::binary) << notes.str();
    changes.files.push_back({"cards.md", core::contentHash(notes.str()), "[]"});
    changes.run.startedAt = kImportedAt;
    changes.run.notesDir = (dir / "notes").string();
    changes.run.added = cards;
    changes.run.reportJson = "{}";

    auto store = storage::DeckStore::open(deckFile);
    if (!store)
        FAIL(store.error().toString());
    auto ids = (*store)->imports().apply(changes, kImportedAt);
    REQUIRE(ids);
    for (int i = 0; i < answers && i < static_cast<int>(ids->size()); ++i)
        REQUIRE(answerGood(**store, (*ids)[static_cast<size_t>(i)], kImportedAt + i * 60, 4000));
}

core::Result<std::int64_t> answerGood(storage::DeckStore& deck, core::CardId id, core::Timestamp at, int durationMs)
{
    auto row = deck.cards().find(id);
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return std::unexpected(core::Error{"no card " + std::to_string(id), "", 0});
    const core::ScheduleState before = (*row)->schedule;
    core::ScheduleState after = before;
    after.state = core::CardState::Review;
    after.stability = before.stability > 0 ? before.stability * 2 : 2.3065;
    after.difficulty = before.difficulty > 0 ? before.difficulty : 5.0;
    after.reps = before.reps + 1;
    after.scheduled_days = 2;
    after.due = at + 2 * 86400;
    after.last_review = at;

    core::ReviewRecord review;
    review.card = id;
    review.reviewedAtMs = at * 1000;
    review.rating = core::Rating::Good;
    review.stateBefore = before.state;
    review.stateAfter = after.state;
    review.stability = after.stability;
    review.difficulty = after.difficulty;
    review.dueAfter = after.due;
    review.durationMs = durationMs;
    return deck.reviewLog().recordAnswer(review, before, after);
}

namespace {
struct Raw {
    sqlite3* db = nullptr;
    explicit Raw(const fs::path& file, int flags = SQLITE_OPEN_READWRITE)
    {
        REQUIRE(sqlite3_open_v2(file.c_str(), &db, flags, nullptr) == SQLITE_OK);
    }
    ~Raw() { sqlite3_close(db); }
};
} // namespace

std::string sqlValue(const fs::path& file, const std::string& sql)
{
    Raw raw(file, SQLITE_OPEN_READONLY);
    sqlite3_stmt* st = nullptr;
    INFO(sql);
    REQUIRE(sqlite3_prepare_v2(raw.db, sql.c_str(), -1, &st, nullptr) == SQLITE_OK);
    std::string out;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
        out += (out.empty() ? "" : "\n") + std::string(text ? text : "");
    }
    sqlite3_finalize(st);
    return out;
}

void sqlExec(const fs::path& file, const std::string& sql)
{
    Raw raw(file, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    char* error = nullptr;
    const int rc = sqlite3_exec(raw.db, sql.c_str(), nullptr, nullptr, &error);
    const std::string message = error ? error : "";
    sqlite3_free(error);
    INFO(message);
    REQUIRE(rc == SQLITE_OK);
}

std::string integrityCheck(const fs::path& file) { return sqlValue(file, "PRAGMA integrity_check"); }

int importRunCount(const fs::path& deckFile) { return std::stoi(sqlValue(deckFile, "SELECT COUNT(*) FROM import_runs")); }

std::string readBytes(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeBytes(const fs::path& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

int inChild(const std::function<int()>& check, bool unprivileged)
{
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        int code = 0;
        if (unprivileged && ::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0))
            code = 100;
        if (code == 0)
            code = check();
        std::fflush(nullptr);
        ::_exit(code);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 200;
}

} // namespace notedeck::testing
