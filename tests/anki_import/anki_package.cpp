#include "anki_package.h"

#include <sqlite3.h>
#include <zip.h>
#include <zstd.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <stdexcept>
#include <cstring>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace notedeck::testing {

namespace fs = std::filesystem;

namespace {

// Usable outside Catch (the benchmark builds its packages here too): a failure throws.
void require(bool ok, const std::string& what)
{
    if (!ok)
        throw std::runtime_error("making the test package: " + what);
}

int unicase(void*, int n1, const void* a, int n2, const void* b)
{
    const int c = strncasecmp(static_cast<const char*>(a), static_cast<const char*>(b), static_cast<size_t>(std::min(n1, n2)));
    return c != 0 ? c : n1 - n2;
}

} // namespace

struct AnkiPackageBuilder::Db {
    sqlite3* db = nullptr;
    explicit Db(const fs::path& file)
    {
        require(sqlite3_open(file.c_str(), &db) == SQLITE_OK, "open " + file.string());
        sqlite3_create_collation(db, "unicase", SQLITE_UTF8, nullptr, unicase);
        exec("PRAGMA synchronous = OFF");
    }
    ~Db() { sqlite3_close(db); }
    void exec(const std::string& sql)
    {
        char* error = nullptr;
        const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
        const std::string why = error ? error : "";
        sqlite3_free(error);
        require(rc == SQLITE_OK, sql.substr(0, 200) + ": " + why);
    }
    void bind(const std::string& sql, const std::vector<std::string>& texts, const std::vector<std::int64_t>& ints)
    {
        sqlite3_stmt* s = nullptr;
        require(sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr) == SQLITE_OK, sql);
        int i = 1;
        for (const auto& t : texts)
            sqlite3_bind_text(s, i++, t.data(), static_cast<int>(t.size()), SQLITE_TRANSIENT);
        for (auto v : ints)
            sqlite3_bind_int64(s, i++, v);
        const int rc = sqlite3_step(s);
        sqlite3_finalize(s);
        require(rc == SQLITE_DONE, sql + ": " + sqlite3_errmsg(db));
    }
};

namespace {

std::string protoString(int field, const std::string& s)
{
    std::string out(1, static_cast<char>((field << 3) | 2));
    size_t n = s.size();
    do {
        out += static_cast<char>((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
        n >>= 7;
    } while (n);
    return out + s;
}

std::string fileBytes(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

const char* kSchema11 = R"(
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
)";

const char* kSchema18 = R"(
CREATE TABLE notetypes (id integer not null primary key, name text not null collate unicase,
  mtime_secs integer not null, usn integer not null, config blob not null);
CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
CREATE TABLE fields (ntid integer not null, ord integer not null, name text not null collate unicase,
  config blob not null, primary key (ntid, ord)) without rowid;
CREATE TABLE templates (ntid integer not null, ord integer not null, name text not null collate unicase,
  mtime_secs integer not null, usn integer not null, config blob not null, primary key (ntid, ord)) without rowid;
CREATE TABLE decks (id integer primary key not null, name text not null collate unicase, mtime_secs integer not null,
  usn integer not null, common blob not null, kind blob not null);
CREATE UNIQUE INDEX idx_decks_name ON decks (name);
)";

struct TypeSpec {
    std::int64_t id;
    const char* name;
    bool cloze;
    std::vector<std::string> fields;
    std::vector<std::string> templates;
};
const std::vector<TypeSpec> kTypes = {
    {kBasicType, "Basic", false, {"Front", "Back"}, {"Card 1"}},
    {kReversedType, "Basic (and reversed card)", false, {"Front", "Back"}, {"Card 1", "Card 2"}},
    {kClozeType, "Cloze", true, {"Text", "Back Extra"}, {"Cloze"}},
    {kOcclusionType, "Image Occlusion", false, {"Image", "Header", "Back Extra"}, {"Occlusion"}},
    {kAnkiOcclusionType, "Image Occlusion+", true, {"Occlusion", "Image", "Header", "Back Extra", "Comments"}, {"Image Occlusion"}},
};

} // namespace

AnkiPackageBuilder::AnkiPackageBuilder(int schema) : m_schema(schema)
{
    static std::atomic<int> counter{0};
    m_file = fs::temp_directory_path() /
             ("notedeck-anki-" + std::to_string(getpid()) + "-" + std::to_string(counter++) + ".anki2");
    fs::remove(m_file);
    m_db = std::make_unique<Db>(m_file);
    Db& db = *m_db;
    db.exec(kSchema11);
    nlohmann::json models = nlohmann::json::object();
    for (const auto& t : kTypes) {
        nlohmann::json flds = nlohmann::json::array(), tmpls = nlohmann::json::array();
        for (size_t i = 0; i < t.fields.size(); ++i)
            flds.push_back({{"name", t.fields[i]}, {"ord", i}});
        for (size_t i = 0; i < t.templates.size(); ++i)
            tmpls.push_back({{"name", t.templates[i]}, {"ord", i}, {"qfmt", "{{Front}}"}, {"afmt", "{{Back}}"}});
        models[std::to_string(t.id)] = {{"id", t.id}, {"name", t.name}, {"type", t.cloze ? 1 : 0}, {"flds", flds},
                                        {"tmpls", tmpls}};
    }
    nlohmann::json decks = {{"1", {{"id", 1}, {"name", "Default"}}}};
    db.bind("INSERT INTO col VALUES (1, 1600000000, 0, 0, ?, 0, 0, 0, '{\"schedVer\": 2}', ?, ?, '{}', '{}')",
            {schema == 11 ? "11" : "18", schema == 11 ? models.dump() : "", schema == 11 ? decks.dump() : ""}, {});
    if (schema != 11) {
        db.exec(kSchema18);
        for (const auto& t : kTypes) {
            db.bind("INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)", {std::to_string(t.id), t.name, t.cloze ? "\x08\x01" : ""}, {});
            for (size_t i = 0; i < t.fields.size(); ++i)
                db.bind("INSERT INTO fields VALUES (?, ?, ?, '')", {std::to_string(t.id), std::to_string(i), t.fields[i]}, {});
            for (size_t i = 0; i < t.templates.size(); ++i)
                db.bind("INSERT INTO templates VALUES (?, ?, ?, 0, 0, ?)",
                        {std::to_string(t.id), std::to_string(i), t.templates[i],
                         protoString(1, "{{Front}}") + protoString(2, "{{Back}}")},
                        {});
        }
        db.exec("INSERT INTO decks VALUES (1, 'Default', 0, 0, '', '')");
    }
}

AnkiPackageBuilder::~AnkiPackageBuilder()
{
    m_db.reset();
    fs::remove(m_file);
}

std::int64_t AnkiPackageBuilder::addNote(const std::string& guid, std::int64_t noteType,
                                         const std::vector<std::string>& fields, std::int64_t deck,
                                         const std::vector<int>& ords)
{
    Db& db = *m_db;
    std::string flds;
    for (size_t i = 0; i < fields.size(); ++i)
        flds += (i ? "\x1f" : "") + fields[i];
    const std::int64_t id = 1'650'000'000'000 + m_notes++;
    db.bind("INSERT INTO notes VALUES (?, ?, ?, 0, -1, '', ?, '', 0, 0, '')", {std::to_string(id), guid, std::to_string(noteType), flds}, {});
    for (int ord : ords)
        db.exec("INSERT INTO cards VALUES (" + std::to_string(id * 10 + ord) + ", " + std::to_string(id) + ", " +
                std::to_string(deck) + ", " + std::to_string(ord) + ", 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    return id;
}

void AnkiPackageBuilder::addDeck(std::int64_t id, const std::string& name)
{
    Db& db = *m_db;
    if (m_schema == 11) {
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db.db, "SELECT decks FROM col", -1, &s, nullptr);
        sqlite3_step(s);
        auto decks = nlohmann::json::parse(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
        sqlite3_finalize(s);
        decks[std::to_string(id)] = {{"id", id}, {"name", name}};
        db.bind("UPDATE col SET decks = ?", {decks.dump()}, {});
    } else {
        std::string joined = name;
        for (size_t at = joined.find("::"); at != std::string::npos; at = joined.find("::"))
            joined.replace(at, 2, "\x1f");
        db.bind("INSERT INTO decks VALUES (?, ?, 0, 0, '', '')", {std::to_string(id), joined}, {});
    }
}

void AnkiPackageBuilder::addReview(std::int64_t card, std::int64_t atMs, int ease, int type, int timeMs)
{
    Db& db = *m_db;
    db.exec("INSERT INTO revlog VALUES (" + std::to_string(atMs) + ", " + std::to_string(card) + ", -1, " +
            std::to_string(ease) + ", 3, 1, 2500, " + std::to_string(timeMs) + ", " + std::to_string(type) + ")");
}

void AnkiPackageBuilder::addMedia(const std::string& name, const std::string& bytes) { m_media.emplace_back(name, bytes); }

void AnkiPackageBuilder::sql(const std::string& statement) { m_db->exec(statement); }

std::string AnkiPackageBuilder::collectionBytes() const { return fileBytes(m_file); }

void AnkiPackageBuilder::writeLegacy(const fs::path& file, const std::string& entry) const
{
    std::vector<std::pair<std::string, std::string>> entries{{entry, collectionBytes()}};
    nlohmann::json map = nlohmann::json::object();
    for (size_t i = 0; i < m_media.size(); ++i) {
        map[std::to_string(i)] = m_media[i].first;
        entries.emplace_back(std::to_string(i), m_media[i].second);
    }
    entries.emplace_back("media", map.dump());
    writeZip(file, entries);
}

void AnkiPackageBuilder::writeCurrent(const fs::path& file, int metaVersion) const
{
    std::vector<std::pair<std::string, std::string>> entries{
        {"meta", std::string{0x08, static_cast<char>(metaVersion)}},
        {"collection.anki21b", zstdCompress(collectionBytes())},
        {"collection.anki2", "a dummy: please update Anki"}};
    std::string map;
    for (size_t i = 0; i < m_media.size(); ++i) {
        map += protoString(1, protoString(1, m_media[i].first));
        entries.emplace_back(std::to_string(i), zstdCompress(m_media[i].second));
    }
    entries.emplace_back("media", zstdCompress(map));
    writeZip(file, entries, true);
}

void writeZip(const fs::path& file, const std::vector<std::pair<std::string, std::string>>& entries, bool stored)
{
    fs::remove(file);
    int error = 0;
    zip_t* zip = zip_open(file.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    require(zip != nullptr, "zip " + file.string());
    for (const auto& [name, bytes] : entries) {
        zip_source_t* source = zip_source_buffer(zip, bytes.data(), bytes.size(), 0);
        require(source != nullptr, name);
        const zip_int64_t index = zip_file_add(zip, name.c_str(), source, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
        require(index >= 0, name);
        zip_set_file_compression(zip, static_cast<zip_uint64_t>(index), stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 0);
    }
    require(zip_close(zip) == 0, "zip " + file.string());   // the buffers are read here, while `entries` still holds them
}

std::string zstdCompress(const std::string& bytes)
{
    std::string out(ZSTD_compressBound(bytes.size()), '\0');
    const size_t n = ZSTD_compress(out.data(), out.size(), bytes.data(), bytes.size(), 3);
    require(!ZSTD_isError(n), "zstd");
    out.resize(n);
    return out;
}

} // namespace notedeck::testing
