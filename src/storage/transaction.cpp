#include "storage/transaction.h"

#include "storage/detail/database.h"

#include <string>
#include <utility>

namespace notedeck::storage {

namespace {
std::string savepoint(int level) { return "tx" + std::to_string(level); }
} // namespace

Transaction::Transaction(Database& db) : m_db(&db)
{
    if (db.m_readOnly) {
        db.m_refusal = "the deck is open read-only because " + db.m_readOnlyReason;
        return;
    }
    const int level = db.m_transactions + 1;
    if (db.exec(level == 1 ? std::string("BEGIN IMMEDIATE") : "SAVEPOINT " + savepoint(level))) {
        m_level = level;
        db.m_transactions = level;
    }
}

Transaction::Transaction(Transaction&& other) noexcept
    : m_db(other.m_db), m_level(std::exchange(other.m_level, 0)), m_done(other.m_done)
{
}

Transaction::~Transaction()
{
    if (m_level > 0 && !m_done) {
        if (m_level == 1)
            m_db->exec("ROLLBACK");
        else
            m_db->exec("ROLLBACK TO " + savepoint(m_level) + "; RELEASE " + savepoint(m_level));
        end();
    }
}

void Transaction::end()
{
    m_db->m_transactions = m_level - 1;
    m_level = 0;
}

core::Error Transaction::notBegun() const
{
    return core::Error{"cannot write to the deck: " + m_db->error(), m_db->path().string()};
}

core::Result<void> Transaction::commit()
{
    if (m_level == 0)
        return std::unexpected(notBegun());
    if (m_level > 1) {
        if (!m_db->exec("RELEASE " + savepoint(m_level)))
            return core::fail("cannot save to the deck: " + m_db->error(), m_db->path().string());
        m_done = true;
        end();
        return {};
    }
    if (!m_db->exec("COMMIT")) {
        // A full disk's words say so already.
        return core::fail("cannot save to the deck: " + m_db->error() +
                              (m_db->lastFailureWasFull() ? "" : "; nothing of this change was saved"),
                          m_db->path().string());
    }
    m_done = true;
    end();
    return {};
}

} // namespace notedeck::storage
