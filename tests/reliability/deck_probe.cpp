// deck_probe: looks into a deck file with SQLite alone (none of NoteDeck's code), for the crash
// tests. Commands:
//   deck_probe integrity DECK     PRAGMA integrity_check ("ok")
//   deck_probe ids DECK           the ids of the active cards, one a line
//   deck_probe reviews DECK       "CARD_ID REVIEWED_AT_MS" of every answer in the review log
//   deck_probe mismatches DECK    cards whose schedule disagrees with their latest answer (0 expected)
//   deck_probe fingerprint DECK   a hash of the cards, note files and import count, without times
#include <sqlite3.h>

#include <cstdint>
#include <cstdio>
#include <string>

namespace {

int usage()
{
    std::fprintf(stderr, "usage: deck_probe integrity|ids|reviews|mismatches|fingerprint DECK\n");
    return 2;
}

// Calls `row` for each result row; false on an SQL error.
template <typename Row>
bool each(sqlite3* db, const char* sql, Row row)
{
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "deck_probe: %s\n", sqlite3_errmsg(db));
        return false;
    }
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        row(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) {
        std::fprintf(stderr, "deck_probe: %s\n", sqlite3_errmsg(db));
        return false;
    }
    return true;
}

std::string text(sqlite3_stmt* st, int column)
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(st, column));
    return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(st, column))) : std::string("<null>");
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3)
        return usage();
    const std::string command = argv[1];
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        std::fprintf(stderr, "deck_probe: cannot open %s: %s\n", argv[2], sqlite3_errmsg(db));
        return 2;
    }
    sqlite3_busy_timeout(db, 5000);
    bool ok = true;
    if (command == "integrity") {
        ok = each(db, "PRAGMA integrity_check", [](sqlite3_stmt* st) { std::printf("%s\n", text(st, 0).c_str()); });
    } else if (command == "ids") {
        ok = each(db, "SELECT id FROM cards WHERE retired = 0 ORDER BY id",
                  [](sqlite3_stmt* st) { std::printf("%lld\n", static_cast<long long>(sqlite3_column_int64(st, 0))); });
    } else if (command == "reviews") {
        ok = each(db, "SELECT card_id, reviewed_at FROM review_log WHERE kind = 0 ORDER BY reviewed_at, id", [](sqlite3_stmt* st) {
            std::printf("%lld %lld\n", static_cast<long long>(sqlite3_column_int64(st, 0)),
                        static_cast<long long>(sqlite3_column_int64(st, 1)));
        });
    } else if (command == "mismatches") {
        // An answer writes the card's new schedule and its log row in one transaction: the latest
        // row of every answered card must describe the card as it is.
        long long count = -1;
        ok = each(db,
                  "SELECT COUNT(*) FROM cards c JOIN review_log r ON r.id = "
                  "(SELECT id FROM review_log WHERE card_id = c.id AND kind = 0 ORDER BY id DESC LIMIT 1) "
                  "WHERE r.due_after IS NOT c.due OR r.state_after IS NOT c.state OR r.stability IS NOT c.stability",
                  [&](sqlite3_stmt* st) { count = sqlite3_column_int64(st, 0); });
        std::printf("%lld\n", count);
    } else if (command == "fingerprint") {
        std::uint64_t hash = 1469598103934665603ull;   // FNV-1a over the content, times left out
        auto feed = [&](const std::string& s) {
            for (unsigned char c : s + '\x1e') {
                hash ^= c;
                hash *= 1099511628211ull;
            }
        };
        ok = each(db,
                  "SELECT c.id, d.path_key, c.question, c.answer, c.source_file, c.source_line, c.ordinal, c.retired "
                  "FROM cards c JOIN decks d ON d.id = c.deck_id ORDER BY c.id",
                  [&](sqlite3_stmt* st) {
                      for (int i = 0; i < 8; ++i)
                          feed(text(st, i));
                  }) &&
             each(db, "SELECT path, content_hash FROM note_files ORDER BY path",
                  [&](sqlite3_stmt* st) { feed(text(st, 0) + '\x1f' + text(st, 1)); }) &&
             each(db, "SELECT COUNT(*) FROM import_runs", [&](sqlite3_stmt* st) { feed(text(st, 0)); });
        std::printf("%016llx\n", static_cast<unsigned long long>(hash));
    } else {
        sqlite3_close(db);
        return usage();
    }
    sqlite3_close(db);
    return ok ? 0 : 1;
}
