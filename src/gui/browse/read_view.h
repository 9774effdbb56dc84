#pragma once
// Reading a node of the deck: every question and answer in note order in one card page, each
// with its state and next due date and a link that studies just that card (and one that unsuspends
// or unburies it when it is suspended — a leech too — or buried, and one that opens its card info;
// I opens the card info of the first card in view). The document is built
// in the worker and pushed into a CardView (the same page, sanitizer and security rules as every
// card). Esc goes back to the overview. GUI thread.
#include "core/deck_path.h"
#include "core/types.h"
#include "gui/app/latest_request.h"
#include "gui/card/card_view.h"
#include "service/study/study.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace notedeck::gui {

class AppContext;
struct RenderReport;

class ReadView final : public QWidget {
    Q_OBJECT
public:
    explicit ReadView(AppContext& context, QWidget* parent = nullptr);

    // Builds and shows the document of `scope` from its top; rendered() follows once it is on screen.
    void showScope(const core::DeckPath& scope);
    const core::DeckPath& scope() const { return m_scope; }
    // Builds the document again (the deck changed, a card was brought back), keeping the scope and
    // the place the reader has scrolled to.
    void reload();
    CardView* cardView() const { return m_view; }

signals:
    void studyCardRequested(notedeck::core::CardId id);
    // A suspended or buried card was brought back from its link (stored; the document reloads).
    void cardBroughtBack(notedeck::core::CardId id);
    void studyRequested(const notedeck::core::DeckPath& scope);
    void backRequested();
    // Card info of a card was asked for (its link, or I: the first card at the top of the view).
    void cardInfoRequested(notedeck::core::CardId id);
    // The document is rendered and painted (`cards` shown).
    void rendered(int cards);

private:
    void onPainted(const RenderReport& report);
    void bringBack(core::CardId card, service::CardAction action);
    void load(CardScroll scroll);
    // Asks the page which card's info link is the first one in view, and asks for its info.
    void requestCardInfo();

    AppContext& m_context;
    core::DeckPath m_scope;
    std::optional<core::DeckPath> m_shownScope;   // the scope of the document on screen
    LatestRequest m_request;   // the worker's latest read; older ones are dropped
    int m_shown = 0;
    bool m_waiting = false;
    QLabel* m_title = nullptr;
    QPushButton* m_study = nullptr;
    CardView* m_view = nullptr;
};

} // namespace notedeck::gui
