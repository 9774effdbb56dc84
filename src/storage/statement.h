#pragma once
// RAII prepared statement over the SQLite C API, and Query, the scoped use of a cached one.
// Private to the storage module: sqlite3.h never reaches a public header.
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace notedeck::storage {

class Statement {
public:
    Statement(sqlite3* db, std::string_view sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return m_stmt != nullptr; }
    const std::string& error() const { return m_error; }

    // Binding is 1-based, as in SQLite; returns *this so calls chain.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, int value) { return bind(index, std::int64_t(value)); }
    Statement& bind(int index, double value);
    Statement& bind(int index, std::string_view value);
    Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
    Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
    Statement& bindNull(int index);
    template <typename T>
    Statement& bind(int index, const std::optional<T>& value) { return value ? bind(index, *value) : bindNull(index); }

    // Steps once: true while a row is available. Errors are kept in error()/failed().
    bool step();
    // Runs to completion; false on error (see error()).
    bool run();
    // Makes a used statement ready again: bindings and the error cleared.
    void reset();
    bool failed() const { return m_failed; }

    std::int64_t int64(int column) const { return sqlite3_column_int64(m_stmt, column); }
    int int32(int column) const { return sqlite3_column_int(m_stmt, column); }
    double real(int column) const { return sqlite3_column_double(m_stmt, column); }
    bool isNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
    std::string text(int column) const;

private:
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    std::string m_error;
    bool m_failed = false;
};

// One use of a cached statement (Database::query): reset when it goes out of scope. A statement
// left on a row keeps its connection's read transaction open; in WAL mode a long-lived connection
// (the app's worker) would then go on seeing the deck as it was, and schema changes would fail
// with "table is locked". Handing statements out only through this makes that impossible to forget.
class Query {
public:
    explicit Query(Statement& statement) : m_statement(&statement) {}
    ~Query()
    {
        if (m_statement)
            m_statement->reset();
    }
    Query(Query&& other) noexcept : m_statement(std::exchange(other.m_statement, nullptr)) {}
    Query(const Query&) = delete;
    Query& operator=(const Query&) = delete;
    Query& operator=(Query&&) = delete;

    Statement* operator->() const { return m_statement; }
    Statement& operator*() const { return *m_statement; }

private:
    Statement* m_statement;
};

} // namespace notedeck::storage
