#pragma once
// One SQLite connection with NoteDeck's settings (WAL, foreign keys, full sync) and a cache of
// prepared statements. Private to the storage module. Used from one thread at a time.
#include "core/result.h"
#include "storage/statement.h"

#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>

namespace notedeck::storage {

class Database {
public:
    static core::Result<std::unique_ptr<Database>> open(const std::filesystem::path& path);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // A cached prepared statement, reset and ready to bind. Returns a failed statement (ok() false)
    // when the SQL does not compile.
    Statement& query(const std::string& sql);
    // Runs SQL without results (schema, pragmas); false with error() on failure.
    bool exec(const std::string& sql);
    std::string error() const;
    const std::filesystem::path& path() const { return m_path; }
    sqlite3* handle() const { return m_db; }

private:
    Database(sqlite3* db, std::filesystem::path path) : m_db(db), m_path(std::move(path)) {}
    sqlite3* m_db;
    std::filesystem::path m_path;
    std::unordered_map<std::string, std::unique_ptr<Statement>> m_statements;
};

// BEGIN IMMEDIATE … COMMIT; rolls back when destroyed uncommitted, so an error anywhere in a user
// action leaves the deck as it was.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool begun() const { return m_begun; }
    core::Result<void> commit();

private:
    Database& m_db;
    bool m_begun = false;
    bool m_done = false;
};

} // namespace notedeck::storage
