#pragma once
// The file work that backups share: a raw SQLite connection for short-lived copies, copying a
// database into a checked, self-contained file, fresh backup names and flushing files to disk.
// Private to the storage module; plain functions, safe on any thread (each call uses its own
// connections, or the one it is given on that connection's thread).
#include "core/backup_info.h"
#include "core/result.h"

#include <filesystem>
#include <string>

struct sqlite3;

namespace notedeck::storage {

// Owns a raw connection for the short-lived copies made here.
struct Connection {
    sqlite3* db = nullptr;
    ~Connection();
};

// The first column of the first row of `sql` as text (empty when there is none); `rc` gets
// SQLite's result.
std::string singleText(sqlite3* db, const char* sql, int& rc);

// Copies the database behind `source` into a new file `dest` with the online backup API, turns the
// copy into a single self-contained file (rollback journal), checks it whole and syncs it. Removes
// the half-made file on failure.
core::Result<void> copyDatabase(sqlite3* source, const std::filesystem::path& dest);

// A name in the backup folder of `deckFile` that no file has yet:
// "<deck>-YYYYMMDD-HHMMSS-<kind>[-N].sqlite", the moment in UTC.
std::filesystem::path freshName(const std::filesystem::path& deckFile, core::Timestamp now, core::BackupKind kind);

// fsync of a file or a folder; false when it could not be done.
bool syncPath(const std::filesystem::path& path, bool directory);

inline std::filesystem::path withSuffix(std::filesystem::path path, const char* suffix) { return path += suffix; }

} // namespace notedeck::storage
