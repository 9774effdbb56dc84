#include "storage/anki/collection_reader.h"

#include "storage/anki/proto_fields.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <string_view>

namespace notedeck::storage::anki {

namespace {

using json = nlohmann::json;

// Anki's own collation for names: case-insensitive. Plain SQLite cannot even read `ORDER BY name`
// of a schema-18 table without one of this name.
int unicaseCompare(void*, int lengthA, const void* a, int lengthB, const void* b)
{
    const auto* x = static_cast<const unsigned char*>(a);
    const auto* y = static_cast<const unsigned char*>(b);
    const int n = std::min(lengthA, lengthB);
    for (int i = 0; i < n; ++i) {
        const int cx = (x[i] >= 'A' && x[i] <= 'Z') ? x[i] + 32 : x[i];
        const int cy = (y[i] >= 'A' && y[i] <= 'Z') ? y[i] + 32 : y[i];
        if (cx != cy)
            return cx < cy ? -1 : 1;
    }
    return lengthA == lengthB ? 0 : (lengthA < lengthB ? -1 : 1);
}

struct Connection {
    sqlite3* db = nullptr;
    std::string source;
    ~Connection() { sqlite3_close(db); }

    std::string error(const std::string& what) const
    {
        return "the collection in the package " + what + ": " + sqlite3_errmsg(db);
    }

    // Runs `sql`, calling `row` for each result row.
    core::Result<void> each(const char* sql, const std::function<void(sqlite3_stmt*)>& row)
    {
        sqlite3_stmt* raw = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &raw, nullptr) != SQLITE_OK)
            return core::fail(error("cannot be read (is it damaged, or not an Anki collection?)"), source);
        std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> stmt(raw, sqlite3_finalize);
        for (;;) {
            const int rc = sqlite3_step(stmt.get());
            if (rc == SQLITE_DONE)
                return {};
            if (rc != SQLITE_ROW)
                return core::fail(error("is damaged"), source);
            row(stmt.get());
        }
    }
};

std::string text(sqlite3_stmt* stmt, int column)
{
    const void* data = sqlite3_column_blob(stmt, column);
    const int size = sqlite3_column_bytes(stmt, column);
    return data ? std::string(static_cast<const char*>(data), static_cast<size_t>(size)) : std::string();
}

int smallInt(sqlite3_stmt* stmt, int column)
{
    return static_cast<int>(std::clamp<sqlite3_int64>(sqlite3_column_int64(stmt, column), -1'000'000'000, 1'000'000'000));
}

std::vector<std::string> split(std::string_view s, char separator)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == separator) {
            out.emplace_back(s.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

// Levels are joined by "::" in schema 11 and by \x1f in schema 18.
std::vector<std::string> deckLevels(const std::string& name)
{
    std::string joined = name;
    for (size_t at = joined.find("::"); at != std::string::npos; at = joined.find("::", at + 1))
        joined.replace(at, 2, "\x1f");
    auto levels = split(joined, '\x1f');
    std::erase_if(levels, [](const std::string& l) { return l.empty(); });
    return levels;
}

std::int64_t jsonId(const json& j, const std::string& key)
{
    if (j.contains("id") && j["id"].is_number_integer())
        return j["id"].get<std::int64_t>();
    try {
        return std::stoll(key);
    } catch (...) {
        return 0;
    }
}

std::string jsonString(const json& j, const char* key)
{
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

core::Result<void> readSchema11(Connection& c, AnkiCollection& out)
{
    std::string models, decks;
    auto done = c.each("SELECT models, decks FROM col LIMIT 1", [&](sqlite3_stmt* s) {
        models = text(s, 0);
        decks = text(s, 1);
    });
    if (!done)
        return done;
    const json m = json::parse(models, nullptr, false);
    const json d = json::parse(decks, nullptr, false);
    if (!m.is_object() || !d.is_object())
        return core::fail("the collection's note types or decks are not JSON; is the package damaged?", c.source);
    for (const auto& [key, type] : m.items()) {
        if (!type.is_object())
            continue;
        AnkiNoteType t;
        t.id = jsonId(type, key);
        t.name = jsonString(type, "name");
        t.cloze = type.contains("type") && type["type"].is_number_integer() && type["type"].get<int>() == 1;
        std::vector<std::pair<int, std::string>> fields;
        if (type.contains("flds") && type["flds"].is_array())
            for (const auto& f : type["flds"])
                if (f.is_object())
                    fields.emplace_back(f.value("ord", static_cast<int>(fields.size())), jsonString(f, "name"));
        std::stable_sort(fields.begin(), fields.end(), [](auto& a, auto& b) { return a.first < b.first; });
        for (auto& f : fields)
            t.fields.push_back(std::move(f.second));
        if (type.contains("tmpls") && type["tmpls"].is_array())
            for (const auto& tm : type["tmpls"])
                if (tm.is_object())
                    t.templates.push_back({jsonString(tm, "name"), jsonString(tm, "qfmt"), jsonString(tm, "afmt")});
        out.noteTypes.push_back(std::move(t));
    }
    for (const auto& [key, deck] : d.items())
        if (deck.is_object())
            out.decks.push_back({jsonId(deck, key), deckLevels(jsonString(deck, "name"))});
    return {};
}

core::Result<void> readSchema18(Connection& c, AnkiCollection& out)
{
    auto done = c.each("SELECT id, name, config FROM notetypes ORDER BY id", [&](sqlite3_stmt* s) {
        AnkiNoteType t;
        t.id = sqlite3_column_int64(s, 0);
        t.name = text(s, 1);
        t.cloze = protoVarint(text(s, 2), 1).value_or(0) == 1;   // Config.kind
        out.noteTypes.push_back(std::move(t));
    });
    if (!done)
        return done;
    auto typeOf = [&](std::int64_t id) -> AnkiNoteType* {
        auto it = std::lower_bound(out.noteTypes.begin(), out.noteTypes.end(), id,
                                   [](const AnkiNoteType& t, std::int64_t v) { return t.id < v; });
        return it != out.noteTypes.end() && it->id == id ? &*it : nullptr;
    };
    done = c.each("SELECT ntid, name FROM fields ORDER BY ntid, ord", [&](sqlite3_stmt* s) {
        if (auto* t = typeOf(sqlite3_column_int64(s, 0)))
            t->fields.push_back(text(s, 1));
    });
    if (!done)
        return done;
    done = c.each("SELECT ntid, name, config FROM templates ORDER BY ntid, ord", [&](sqlite3_stmt* s) {
        if (auto* t = typeOf(sqlite3_column_int64(s, 0))) {
            const std::string config = text(s, 2);
            t->templates.push_back({text(s, 1), std::string(protoBytes(config, 1).value_or("")),
                                    std::string(protoBytes(config, 2).value_or(""))});
        }
    });
    if (!done)
        return done;
    return c.each("SELECT id, name FROM decks ORDER BY name", [&](sqlite3_stmt* s) {
        out.decks.push_back({sqlite3_column_int64(s, 0), deckLevels(text(s, 1))});
    });
}

} // namespace

core::Result<AnkiCollection> readCollection(std::string bytes, const std::string& source)
{
    static constexpr char kHeader[] = "SQLite format 3";
    if (bytes.size() < 100 || std::memcmp(bytes.data(), kHeader, sizeof kHeader) != 0)
        return core::fail("the collection in the package is not an SQLite database; is the package damaged?", source);
    // A collection saved in WAL mode reads from memory only as a rollback-journal file.
    if (bytes[18] == 2 && bytes[19] == 2)
        bytes[18] = bytes[19] = 1;
    Connection c;
    c.source = source;
    if (sqlite3_open_v2(":memory:", &c.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
        return core::fail("cannot open an in-memory database", source);
    sqlite3_db_config(c.db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(c.db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(c.db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_db_config(c.db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
    if (sqlite3_deserialize(c.db, "main", reinterpret_cast<unsigned char*>(bytes.data()),
                            static_cast<sqlite3_int64>(bytes.size()), static_cast<sqlite3_int64>(bytes.size()),
                            SQLITE_DESERIALIZE_READONLY) != SQLITE_OK)
        return core::fail(c.error("cannot be opened"), source);
    sqlite3_create_collation(c.db, "unicase", SQLITE_UTF8, nullptr, unicaseCompare);
    if (sqlite3_exec(c.db, "PRAGMA query_only = 1", nullptr, nullptr, nullptr) != SQLITE_OK)
        return core::fail(c.error("cannot be opened"), source);

    std::vector<std::string> odd;
    bool notetypes = false;
    auto done = c.each("SELECT type, name FROM sqlite_master", [&](sqlite3_stmt* s) {
        const std::string type = text(s, 0);
        if (type == "trigger" || type == "view")
            odd.push_back(type + " " + text(s, 1).substr(0, 60));
        if (type == "table" && text(s, 1) == "notetypes")
            notetypes = true;
    });
    if (!done)
        return std::unexpected(done.error());
    if (!odd.empty())
        return core::fail("the collection in the package holds " + odd.front() +
                              (odd.size() > 1 ? " and " + std::to_string(odd.size() - 1) + " more" : std::string()) +
                              ": an Anki collection has no triggers or views, so it is not read",
                          source);
    AnkiCollection out;
    out.schema = notetypes ? 18 : 11;
    if (auto read = notetypes ? readSchema18(c, out) : readSchema11(c, out); !read)
        return std::unexpected(read.error());
    std::sort(out.noteTypes.begin(), out.noteTypes.end(), [](auto& a, auto& b) { return a.id < b.id; });
    std::sort(out.decks.begin(), out.decks.end(), [](auto& a, auto& b) { return a.id < b.id; });
    done = c.each("SELECT id, guid, mid, flds, tags FROM notes ORDER BY id", [&](sqlite3_stmt* s) {
        out.notes.push_back(
            {sqlite3_column_int64(s, 0), text(s, 1), sqlite3_column_int64(s, 2), split(text(s, 3), '\x1f'), text(s, 4)});
    });
    if (!done)
        return std::unexpected(done.error());
    done = c.each("SELECT id, nid, did, ord, type, queue FROM cards ORDER BY id", [&](sqlite3_stmt* s) {
        out.cards.push_back({sqlite3_column_int64(s, 0), sqlite3_column_int64(s, 1), sqlite3_column_int64(s, 2),
                             smallInt(s, 3), smallInt(s, 4), smallInt(s, 5)});
    });
    if (!done)
        return std::unexpected(done.error());
    done = c.each("SELECT id, cid, ease, type, time FROM revlog ORDER BY id", [&](sqlite3_stmt* s) {
        out.reviews.push_back(
            {sqlite3_column_int64(s, 0), sqlite3_column_int64(s, 1), smallInt(s, 2), smallInt(s, 3), smallInt(s, 4)});
    });
    if (!done)
        return std::unexpected(done.error());
    return out;
}

} // namespace notedeck::storage::anki
