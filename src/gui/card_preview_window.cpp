#include "gui/card_preview_window.h"

#include "gui/card_view.h"

#include <QActionGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace notedeck::gui {

CardPreviewWindow::CardPreviewWindow(std::unique_ptr<storage::DeckStore> deck, std::vector<storage::CardRow> cards,
                                     CardTheme theme, QWidget* parent)
    : QMainWindow(parent), m_deck(std::move(deck)), m_cards(std::move(cards))
{
    setWindowTitle(QStringLiteral("NoteDeck"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_view = new CardView(nullptr, central);
    m_view->setTheme(theme);
    layout->addWidget(m_view, 1);

    auto* bar = new QHBoxLayout();
    bar->setContentsMargins(12, 8, 12, 8);
    m_position = new QLabel(central);
    m_button = new QPushButton(central);
    m_button->setDefault(true);
    bar->addWidget(m_position);
    bar->addStretch(1);
    bar->addWidget(m_button);
    layout->addLayout(bar);
    setCentralWidget(central);

    connect(m_button, &QPushButton::clicked, this, &CardPreviewWindow::advance);
    // Window-wide keys: the web view would otherwise take Space to scroll.
    auto shortcut = [this](QKeySequence key, auto slot) {
        auto* s = new QShortcut(key, this);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence(Qt::Key_Space), [this] { advance(); });
    shortcut(QKeySequence(Qt::Key_Right), [this] { showAt(m_index + 1); });
    shortcut(QKeySequence(Qt::Key_Left), [this] { showAt(m_index == 0 ? 0 : m_index - 1); });
    buildMenus();
    resize(960, 760);

    if (m_cards.empty()) {
        m_position->setText(tr("The deck has no cards."));
        m_button->setEnabled(false);
    } else {
        showAt(0);
    }
    m_view->setFocus();
}

CardPreviewWindow::~CardPreviewWindow() = default;

void CardPreviewWindow::showAt(size_t index)
{
    if (index >= m_cards.size())
        return;
    m_index = index;
    m_view->showCard(m_cards[index].card);
    m_position->setText(tr("Card %1 of %2").arg(index + 1).arg(m_cards.size()));
    m_button->setText(tr("Show answer"));
}

void CardPreviewWindow::advance()
{
    if (m_cards.empty())
        return;
    if (!m_view->isAnswerShown()) {
        m_view->revealAnswer();
        m_button->setText(m_index + 1 < m_cards.size() ? tr("Next card") : tr("Last card"));
    } else {
        showAt(m_index + 1);
    }
}

void CardPreviewWindow::buildMenus()
{
    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* themes = new QActionGroup(this);
    for (auto [label, theme] : {std::pair{tr("Follow the desktop"), CardTheme::System},
                                std::pair{tr("Light"), CardTheme::Light}, std::pair{tr("Dark"), CardTheme::Dark}}) {
        QAction* action = view->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == m_view->theme());
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme = theme] { m_view->setTheme(theme); });
    }
    view->addSeparator();
    // The keys (Ctrl+= / Ctrl+- / Ctrl+0) belong to the card view itself; repeating them here
    // would make them ambiguous.
    view->addAction(tr("Larger text\tCtrl+="), m_view, &CardView::zoomIn);
    view->addAction(tr("Smaller text\tCtrl+-"), m_view, &CardView::zoomOut);
    view->addAction(tr("Default text size\tCtrl+0"), m_view, &CardView::resetZoom);
}

} // namespace notedeck::gui
