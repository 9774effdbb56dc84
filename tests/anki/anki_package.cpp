#include "anki_package.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>
#include <zip.h>

#include <fstream>
#include <memory>

namespace notedeck::testing {

AnkiPackage::AnkiPackage(const std::filesystem::path& apkg)
{
    int code = 0;
    zip_t* archive = zip_open(apkg.c_str(), ZIP_RDONLY, &code);
    REQUIRE(archive);
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        REQUIRE(zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) == 0);
        zip_file_t* file = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
        REQUIRE(file);
        std::string bytes(stat.size, '\0');
        REQUIRE(zip_fread(file, bytes.data(), stat.size) == static_cast<zip_int64_t>(stat.size));
        zip_fclose(file);
        m_entries[stat.name] = std::move(bytes);
    }
    zip_close(archive);
    REQUIRE(m_entries.contains("collection.anki21"));
    m_collection = apkg;
    m_collection += ".anki21";
    std::ofstream(m_collection, std::ios::binary) << m_entries.at("collection.anki21");
}

AnkiPackage::~AnkiPackage()
{
    std::error_code ignored;
    std::filesystem::remove(m_collection, ignored);
}

std::vector<std::vector<std::string>> AnkiPackage::rows(const std::string& sql) const
{
    sqlite3* raw = nullptr;
    REQUIRE(sqlite3_open_v2(m_collection.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
    std::unique_ptr<sqlite3, decltype(&sqlite3_close)> db(raw, sqlite3_close);
    sqlite3_stmt* statement = nullptr;
    INFO(sql);
    REQUIRE(sqlite3_prepare_v2(db.get(), sql.c_str(), -1, &statement, nullptr) == SQLITE_OK);
    std::vector<std::vector<std::string>> out;
    while (sqlite3_step(statement) == SQLITE_ROW) {
        std::vector<std::string> row;
        for (int c = 0; c < sqlite3_column_count(statement); ++c) {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, c));
            row.emplace_back(text ? std::string(text, static_cast<size_t>(sqlite3_column_bytes(statement, c))) : "");
        }
        out.push_back(std::move(row));
    }
    sqlite3_finalize(statement);
    return out;
}

std::string AnkiPackage::value(const std::string& sql) const
{
    const auto all = rows(sql);
    REQUIRE(!all.empty());
    return all.front().front();
}

std::vector<std::string> fieldsOf(const std::string& flds)
{
    std::vector<std::string> out(1);
    for (const char c : flds) {
        if (c == '\x1f')
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

service::AnkiExportReport exportTo(TempNotes& t, const std::filesystem::path& apkg, bool history)
{
    service::AnkiExportOptions options;
    options.file = apkg;
    options.history = history;
    options.notesDir = t.notes();
    auto report = service::exportToAnki(t.deck(), options);
    INFO((report ? std::string() : report.error().toString()));
    REQUIRE(report);
    return *report;
}

} // namespace notedeck::testing
