#include "storage/database.h"

#include "storage/migrations.h"

namespace notedeck::storage {

core::Result<std::unique_ptr<Database>> Database::open(const std::filesystem::path& path)
{
    std::error_code ec;
    if (path.has_parent_path())
        std::filesystem::create_directories(path.parent_path(), ec);
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc);
        sqlite3_close(raw);
        return core::fail("cannot open the deck: " + message, path.string());
    }
    std::unique_ptr<Database> db(new Database(raw, path));
    sqlite3_busy_timeout(raw, 5000);
    // WAL keeps readers and the writer apart; FULL sync makes every commit survive a power cut.
    if (!db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;"))
        return core::fail("cannot use the deck: " + db->error(), path.string());
    if (auto migrated = migrate(*db); !migrated)
        return std::unexpected(migrated.error());
    return db;
}

Database::~Database()
{
    m_statements.clear();   // finalize before closing
    sqlite3_close(m_db);
}

Statement& Database::query(const std::string& sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end())
        it = m_statements.emplace(sql, std::make_unique<Statement>(m_db, sql)).first;
    it->second->reset();
    return *it->second;
}

bool Database::exec(const std::string& sql)
{
    return sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
}

std::string Database::error() const { return sqlite3_errmsg(m_db); }

Transaction::Transaction(Database& db) : m_db(db)
{
    m_begun = m_db.exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction()
{
    if (m_begun && !m_done)
        m_db.exec("ROLLBACK");
}

core::Result<void> Transaction::commit()
{
    if (!m_begun)
        return core::fail("cannot write to the deck: " + m_db.error(), m_db.path().string());
    if (!m_db.exec("COMMIT"))
        return core::fail("cannot save to the deck: " + m_db.error(), m_db.path().string());
    m_done = true;
    return {};
}

} // namespace notedeck::storage
