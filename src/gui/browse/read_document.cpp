#include "gui/browse/read_document.h"

#include "gui/widgets/card_names.h"
#include "render/card_names.h"
#include "render/html_escape.h"
#include "service/cards/cards.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace notedeck::gui {

namespace {

constexpr const char* kLinkHost = "notedeck.invalid";

// Translation context of the document's texts.
class ReadDocumentText {
    Q_DECLARE_TR_FUNCTIONS(ReadDocumentText)
};

std::string stateLine(const core::ScheduleState& s, const service::CardOutlook& outlook, core::Timestamp now)
{
    const QLocale locale;
    QString state;
    switch (s.state) {
    case core::CardState::New:
        state = ReadDocumentText::tr("New");
        break;
    case core::CardState::Learning:
        state = ReadDocumentText::tr("Learning");
        break;
    case core::CardState::Review:
        state = ReadDocumentText::tr("Review");
        break;
    case core::CardState::Relearning:
        state = ReadDocumentText::tr("Relearning");
        break;
    }
    QString due;
    if (s.suspended) {
        due = ReadDocumentText::tr("suspended");
    } else if (service::isBuried(s, now)) {
        due = ReadDocumentText::tr("buried until tomorrow");
    } else if (s.state != core::CardState::New) {
        const std::int64_t days = outlook.daysUntilDue;
        const QString date = locale.toString(QDateTime::fromSecsSinceEpoch(s.due).date(), QLocale::ShortFormat);
        due = s.due <= now ? ReadDocumentText::tr("due now") : days <= 0 ? ReadDocumentText::tr("due today") : ReadDocumentText::tr("next due %1").arg(date);
    }
    QString line = state;
    if (!due.isEmpty())
        line += QStringLiteral(" · ") + due;
    if (s.leech)
        line += QStringLiteral(" · ") + ReadDocumentText::tr("leech");
    if (auto r = outlook.recall)
        line += QStringLiteral(" · ") + ReadDocumentText::tr("recall %1%").arg(locale.toString(*r * 100, 'f', 0));
    return line.toStdString();
}

// A question that is one paragraph becomes a heading; anything longer keeps its blocks.
void appendQuestion(std::string& out, const std::string& html)
{
    const std::string open = "<p>", close = "</p>";
    const bool onePara = html.starts_with(open) && html.find(open, open.size()) == std::string::npos;
    if (onePara) {
        std::string inner = html.substr(open.size());
        while (!inner.empty() && (inner.back() == '\n' || inner.back() == ' '))
            inner.pop_back();
        if (inner.ends_with(close)) {
            inner.resize(inner.size() - close.size());
            out += "<h4>" + inner + "</h4>\n";
            return;
        }
    }
    out += html;
}

// Cards of one note: the clozes of a sentence, the two directions of a reversed pair.
bool sameNote(const core::CardRecord& a, const core::CardRecord& b)
{
    return a.sourceFile == b.sourceFile && a.ordinal == b.ordinal;
}

// Which card of its note a state line is about, for a kind whose note has several: its kind, said
// as everywhere else (cardKindLabel).
std::string cardLabel(const core::CardRecord& card)
{
    if (!card.kind.traits().labelledInNote)
        return {};
    return ReadDocumentText::tr("%1: ", "a card's kind before its state").arg(cardKindLabel(card)).toStdString();
}

} // namespace

namespace {
struct LinkPath {
    ReadLinkAction action;
    const char* path;
};
constexpr LinkPath kLinkPaths[] = {
    {ReadLinkAction::Study, "/card/"},
    {ReadLinkAction::Unsuspend, "/unsuspend/"},
    {ReadLinkAction::Unbury, "/unbury/"},
    {ReadLinkAction::Info, "/info/"},
};

// "<a href=…>text</a>", the text escaped.
std::string anchor(const QUrl& url, const QString& text)
{
    return "<a href=\"" + url.toString().toStdString() + "\">" + render::escapeHtml(text.toStdString()) + "</a>";
}
} // namespace

QUrl readLink(ReadLinkAction action, core::CardId id)
{
    const char* path = kLinkPaths[0].path;
    for (const LinkPath& p : kLinkPaths)
        if (p.action == action)
            path = p.path;
    return QUrl(QStringLiteral("https://%1%2%3").arg(QLatin1String(kLinkHost), QLatin1String(path)).arg(id));
}

std::optional<ReadLink> readLinkOf(const QUrl& url)
{
    if (url.host() != QLatin1String(kLinkHost))
        return std::nullopt;
    for (const LinkPath& p : kLinkPaths) {
        const QLatin1String path(p.path);
        if (!url.path().startsWith(path))
            continue;
        bool ok = false;
        const qint64 id = url.path().mid(path.size()).toLongLong(&ok);
        if (!ok || id <= 0)
            return std::nullopt;
        return ReadLink{p.action, id};
    }
    return std::nullopt;
}

QUrl studyLink(core::CardId id)
{
    return readLink(ReadLinkAction::Study, id);
}

std::optional<core::CardId> studyLinkCard(const QUrl& url)
{
    const auto link = readLinkOf(url);
    return link && link->action == ReadLinkAction::Study ? std::optional<core::CardId>(link->card) : std::nullopt;
}

core::Result<ReadDocument> buildReadDocument(service::Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                             const core::ImageResolver* images, int limit)
{
    auto rows = service::listCards(deck, scope);
    if (!rows)
        return std::unexpected(rows.error());
    ReadDocument doc;
    doc.cards = static_cast<int>(rows->size());
    doc.shown = std::min(doc.cards, limit);
    doc.html.id = 0;
    doc.html.deckPath = render::deckPathNames(scope.parent());
    const std::string title = scope.empty() ? ReadDocumentText::tr("All cards").toStdString()
                                            : render::headingName(scope.components().back());
    doc.html.question = "<p>" + render::escapeHtml(title) + "</p>";

    std::string& out = doc.html.answer;
    const size_t base = scope.components().size();
    std::vector<std::string> current = scope.components();
    for (int i = 0; i < doc.shown; ++i) {
        const core::CardRow& row = (*rows)[static_cast<size_t>(i)];
        const auto& parts = row.card.deck.components();
        // Headings for the sections entered since the previous card (h2 below the node, then h3).
        size_t common = 0;
        while (common < parts.size() && common < current.size() && parts[common] == current[common])
            ++common;
        for (size_t level = std::max(common, base); level < parts.size(); ++level) {
            const int h = std::min<int>(static_cast<int>(level - base) + 2, 3);
            out += "<h" + std::to_string(h) + ">" + render::escapeHtml(render::headingName(parts[level])) + "</h" +
                   std::to_string(h) + ">\n";
        }
        current = parts;

        // A note with several cards (clozes, a reversed pair) is shown once, with each card's state.
        const bool sibling = i > 0 && sameNote((*rows)[static_cast<size_t>(i - 1)].card, row.card);
        const bool lastOfNote = i + 1 >= doc.shown || !sameNote((*rows)[static_cast<size_t>(i + 1)].card, row.card);
        if (!sibling) {
            const render::CardHtml card = render::renderNote(row.card, images);
            appendQuestion(out, card.question);
            out += card.answer;
        }
        const core::CardId id = row.card.id;
        out += "<p><em>" + render::escapeHtml(cardLabel(row.card) + stateLine(row.schedule, service::cardOutlook(deck, row.schedule, now), now)) + "</em> · " +
               anchor(studyLink(id), ReadDocumentText::tr("Study this card")) + " · " +
               anchor(readLink(ReadLinkAction::Info, id), ReadDocumentText::tr("Card info"));
        if (row.schedule.suspended)
            out += " · " + anchor(readLink(ReadLinkAction::Unsuspend, id), ReadDocumentText::tr("Unsuspend"));
        if (service::isBuried(row.schedule, now))
            out += " · " + anchor(readLink(ReadLinkAction::Unbury, id), ReadDocumentText::tr("Unbury"));
        out += lastOfNote ? "</p>\n<hr>\n" : "</p>\n";
    }
    if (doc.shown < doc.cards) {
        out += "<p><em>" +
               render::escapeHtml(ReadDocumentText::tr("Showing the first %1 of %2 cards. Choose a chapter or section in the tree to read the rest.")
                                      .arg(doc.shown)
                                      .arg(doc.cards)
                                      .toStdString()) +
               "</em></p>\n";
    }
    if (doc.cards == 0)
        out = "<p><em>" + render::escapeHtml(ReadDocumentText::tr("No cards here.").toStdString()) + "</em></p>";
    return doc;
}

} // namespace notedeck::gui
