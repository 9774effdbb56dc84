#include "ts_file.h"

#include <QFile>
#include <QXmlStreamReader>

namespace notedeck::test {

std::optional<TsFile> readTsFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    TsFile ts;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessageKey key;
    TsMessage message;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("TS")) {
                ts.language = xml.attributes().value(QLatin1String("language")).toString();
            } else if (name == QLatin1String("name") && !inTranslation) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                key = TsMessageKey{context, {}, {}};
                message = TsMessage{};
                message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                key.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                key.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (message.numerus)
                    inTranslation = true;
                else
                    message.forms = QStringList{xml.readElementText()};
            } else if (name == QLatin1String("numerusform")) {
                message.forms << xml.readElementText();
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("translation"))
                inTranslation = false;
            else if (xml.name() == QLatin1String("message"))
                ts.messages[key] = message;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
        return std::nullopt;
    }
    if (ts.language.isEmpty()) {
        *error = QStringLiteral("%1 is not a Qt Linguist file").arg(path);
        return std::nullopt;
    }
    return ts;
}

QString describe(const TsMessageKey& key)
{
    return QStringLiteral("%1: \"%2\"%3")
        .arg(key.context, key.source, key.comment.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(key.comment));
}

} // namespace notedeck::test
