#include "deck_fixture.h"

#include "core/clock.h"
#include "scheduler/day_boundary.h"
#include "service/import_notes.h"
#include "service/study.h"

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
    const fs::path notes = dir / "notes";
    fs::create_directories(notes);
    std::ofstream out(notes / "cards.md", std::ios::binary);
    out << "# 基础\n\n## 数学\n\n";
    for (int i = 0; i < cards; ++i) {
        if (i == cards / 2)
            out << "## Python\n\n";
        out << "- 问题 " << i << "：$x_{" << i << "}^2$ 是多少？\n  - 答案 $\\frac{" << i << "}{2}$\n";
    }
    out.close();
    auto deck = storage::DeckStore::open(deckFile);
    if (!deck)
        FAIL(deck.error().toString());
    core::FixedClock clock(1'764'403'200);   // 2025-11-29T08:00:00Z
    auto report = service::importNotes(**deck, notes, clock);
    REQUIRE(report);
    auto sched = service::loadScheduler(**deck, std::make_shared<scheduler::FixedOffsetZone>(0));
    REQUIRE(sched);
    auto all = (*deck)->cards().all();
    REQUIRE(all);
    for (int i = 0; i < answers && i < static_cast<int>(all->size()); ++i)
        REQUIRE(service::answerCard(**deck, *sched, (*all)[static_cast<size_t>(i)].id, core::Rating::Good,
                                    clock.now() + i * 60, 4000));
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
