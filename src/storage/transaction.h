#pragma once
// One unit of work on the deck file: BEGIN IMMEDIATE … COMMIT. It rolls back when it ends without
// commit(), so an error anywhere in a user action leaves the deck as it was. On a read-only deck
// it does not begin, and commit() says why.
//
// Transactions nest: one begun while another is open on the same connection is a savepoint inside
// it, so a storage call that is one transaction on its own (an answer, an import) becomes a part of
// the caller's unit of work, and only the outermost commit() reaches the disk.
//
// Outside storage, DeckStore::transaction() makes one. A Transaction belongs to its DeckStore's
// connection and thread, and must end before the DeckStore does.
#include "core/result.h"

namespace notedeck::storage {

class Database;

class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(Transaction&& other) noexcept;
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    Transaction& operator=(Transaction&&) = delete;

    // Whether it began: false on a read-only deck, or when another program holds the write lock.
    bool begun() const { return m_level > 0; }
    // The error why it did not begin, naming the deck file, as "cannot write to the deck: …".
    core::Error notBegun() const;
    core::Result<void> commit();

private:
    void end();

    Database* m_db;
    int m_level = 0;      // 1: the outermost (BEGIN … COMMIT); more: a savepoint inside it; 0: none
    bool m_done = false;
};

} // namespace notedeck::storage
