#include "gui/widgets/card_names.h"

#include "service/deck/deck_names.h"

#include <QCoreApplication>

namespace notedeck::gui {

namespace {
// Translation context of the names' words.
class CardNames {
    Q_DECLARE_TR_FUNCTIONS(CardNames)
};
} // namespace

service::CardKindWords cardKindWords()
{
    return {CardNames::tr("Basic").toStdString(), CardNames::tr("Reverse").toStdString(),
            CardNames::tr("Cloze %1", "the cloze number").toStdString(),
            CardNames::tr("%1 (reverse)", "the reverse card of a pair, named by the side it asks").toStdString(),
            CardNames::tr("Occlusion %1", "the number of an image occlusion card").toStdString()};
}

QString cardKindLabel(const core::CardRecord& card)
{
    return QString::fromStdString(core::kindLabel(card.kind, cardKindWords()));
}

QString cardName(const core::CardRecord& card)
{
    return QString::fromStdString(service::cardName(card, cardKindWords()));
}

QString withKindMark(const QString& name, const core::CardRecord& card)
{
    return QString::fromStdString(service::withKindMark(name.toStdString(), card, cardKindWords()));
}

QString chapterName(const std::string& heading)
{
    return QString::fromStdString(service::chapterName(heading));
}

QString deckName(const core::DeckPath& path)
{
    return QString::fromStdString(service::deckName(path));
}

} // namespace notedeck::gui
