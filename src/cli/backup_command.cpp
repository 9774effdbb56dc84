// backup, restore: copies of the deck in the backups/ folder next to it, and putting one back.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/study_access.h"
#include "core/iso_time.h"
#include "service/backups/backups.h"
#include "service/deck/deck_location.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace notedeck::cli {

namespace {

const char* kBackupHelp = R"(usage: notedeck-cli backup [--list] [--now ISO8601] [--json] [--db PATH]

Makes a backup of the deck now, checks it, and prints its path. Backups live in the backups/ folder
next to the deck: the app makes one a day by itself (the last 7 daily and 4 weekly are kept);
backups made with this command are kept until you delete them.
  --list          list the backups instead, newest first: date, kind, cards, reviews, file
  --now ISO8601   the moment to name the backup by (default: now)
)";
const char* kRestoreHelp = R"(usage: notedeck-cli restore BACKUP_FILE [--now ISO8601] [--json] [--db PATH]

Replaces the deck with a backup. The backup is checked first, and the deck as it is now is kept as
a "before-restore" backup before anything is replaced. NoteDeck must not be using the deck.
)";

std::filesystem::path deckFileOf(const Arguments& args)
{
    return args.value("--db").value_or(service::defaultDeckFile().string());
}

int listBackups(const Arguments& args)
{
    const auto deckFile = deckFileOf(args);
    const auto entries = service::listBackups(deckFile);
    nlohmann::json list = nlohmann::json::array();
    for (const service::BackupEntry& e : entries) {
        const auto& c = e.contents;
        if (args.flag("--json")) {
            nlohmann::json j = {{"file", e.backup.file.string()}, {"made", core::formatIsoTime(e.backup.madeAt)},
                                {"kind", core::toString(e.backup.kind)}, {"bytes", e.bytes}, {"ok", c.ok}};
            if (c.ok)
                j.update({{"cards", c.cards}, {"reviews", c.reviews}, {"schema_version", c.schemaVersion}});
            else
                j["problem"] = c.problem;
            list.push_back(std::move(j));
        } else {
            std::cout << core::formatIsoTime(e.backup.madeAt) << "\t" << core::toString(e.backup.kind) << "\t";
            if (c.ok)
                std::cout << c.cards << " cards\t" << c.reviews << " reviews\t";
            else
                std::cout << "unusable: " << c.problem << "\t";
            std::cout << e.backup.file.string() << "\n";
        }
    }
    if (args.flag("--json"))
        printJson(list);
    else if (entries.empty())
        std::cout << "no backups in " << service::backupFolder(deckFile).string() << "\n";
    return kOk;
}

} // namespace

int runBackup(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kBackupHelp, {"--list", "--now", "--json"}); code >= 0)
        return code;
    if (!args.positional().empty()) {
        std::cerr << "notedeck-cli backup: unexpected \"" << args.positional().front() << "\"\n\n" << kBackupHelp;
        return kFatal;
    }
    if (args.flag("--list"))
        return listBackups(args);
    auto now = nowFrom(args);
    if (!now)
        return kFatal;
    std::error_code ec;
    if (!std::filesystem::exists(deckFileOf(args), ec)) {
        std::cerr << "notedeck-cli backup: there is no deck at " << deckFileOf(args).string() << "\n";
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::NotNeeded);
    if (!deck)
        return kFatal;
    auto made = service::backupNow(*deck, *now);
    if (!made)
        return fatal(args, made.error());
    if (args.flag("--json"))
        printJson({{"file", made->file.string()}, {"made", core::formatIsoTime(made->madeAt)}, {"kind", core::toString(made->kind)}});
    else
        std::cout << made->file.string() << "\n";
    return kOk;
}

int runRestore(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kRestoreHelp, {"--now", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1) {
        std::cerr << "notedeck-cli restore: give the backup file to restore (see: notedeck-cli backup --list)\n\n"
                  << kRestoreHelp;
        return kFatal;
    }
    auto now = nowFrom(args);
    if (!now)
        return kFatal;
    const auto deckFile = deckFileOf(args);
    auto restored = service::restoreBackup(deckFile, args.positional().front(), *now);
    if (!restored)
        return fatal(args, restored.error());
    // Opening it brings an older backup up to this version's schema, and proves it opens.
    auto deck = openDeck(args, Scheduling::NotNeeded);
    if (!deck)
        return kFatal;
    const auto& r = *restored;
    if (args.flag("--json")) {
        printJson({{"restored", args.positional().front()}, {"deck", deckFile.string()},
                   {"previous_deck", r.previousDeck.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.previousDeck.string())},
                   {"cards", r.restored.cards}, {"reviews", r.restored.reviews}});
    } else {
        std::cout << "restored " << args.positional().front() << " (" << r.restored.cards << " cards, "
                  << r.restored.reviews << " reviews) into " << deckFile.string() << "\n";
        if (!r.previousDeck.empty())
            std::cout << "the deck as it was is kept in " << r.previousDeck.string() << "\n";
    }
    return kOk;
}

} // namespace notedeck::cli
