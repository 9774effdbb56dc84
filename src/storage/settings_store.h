#pragma once
// The deck's settings: text values by key (the scheduler's options and parameters, the app's
// preferences, notes about the deck), read and written as they are; their meaning belongs to the
// service layer.
//
// Made by DeckStore::settings(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/result.h"

#include <optional>
#include <string>

namespace notedeck::storage {

class Database;

class SettingsStore {
public:
    explicit SettingsStore(Database& db) : m_db(db) {}

    core::Result<std::optional<std::string>> get(const std::string& key);
    core::Result<void> set(const std::string& key, const std::string& value);

private:
    Database& m_db;
};

} // namespace notedeck::storage
