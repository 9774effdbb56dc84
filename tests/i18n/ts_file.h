#pragma once
// A Qt Linguist .ts file read into its messages, for the translation tests.
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <tuple>

namespace notedeck::test {

struct TsMessageKey {
    QString context;
    QString source;
    QString comment;   // the disambiguation
    bool operator<(const TsMessageKey& other) const
    {
        return std::tie(context, source, comment) < std::tie(other.context, other.source, other.comment);
    }
};

struct TsMessage {
    bool numerus = false;
    QString type;          // "unfinished", "vanished", "obsolete" or empty (finished)
    QStringList forms;     // the translation, or its plural forms
};

struct TsFile {
    QString language;
    std::map<TsMessageKey, TsMessage> messages;
};

// nullopt, with `error` set, when the file cannot be read or is not a .ts file.
std::optional<TsFile> readTsFile(const QString& path, QString* error);

// "Context: source [comment]" for failure messages.
QString describe(const TsMessageKey& key);

} // namespace notedeck::test
