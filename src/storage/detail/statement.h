#pragma once
// RAII prepared statement over the SQLite C API, and Query, the scoped use of a cached one.
// Private to the storage module. The SQLite handles are only declared here: SQLite's header is
// included by storage's .cpp files alone. A Statement belongs to one connection (Database) and is
// used on the thread that uses that connection.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

struct sqlite3;
struct sqlite3_stmt;

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
    // Text that is not copied (a million rows of a merge would each copy it): it must stay as it
    // is until the statement has run and is reset.
    Statement& bindView(int index, std::string_view value);
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

    // The current row's columns, 0-based.
    std::int64_t int64(int column) const;
    int int32(int column) const;
    double real(int column) const;
    bool isNull(int column) const;
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
