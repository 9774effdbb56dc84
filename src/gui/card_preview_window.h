#pragma once
// A plain window to page through the deck's cards in note order until the full app's windows
// exist: Space shows the answer, then the next card; Left/Right step back and forth; the View
// menu switches theme and font size. Owns the deck and the card list it reads. GUI thread.
#include "storage/deck_store.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QLabel;
class QPushButton;

namespace notedeck::gui {

class CardView;
enum class CardTheme;

class CardPreviewWindow final : public QMainWindow {
    Q_OBJECT
public:
    CardPreviewWindow(std::unique_ptr<storage::DeckStore> deck, std::vector<storage::CardRow> cards, CardTheme theme,
                      QWidget* parent = nullptr);
    ~CardPreviewWindow() override;

private:
    void showAt(size_t index);
    void advance();
    void buildMenus();

    std::unique_ptr<storage::DeckStore> m_deck;
    std::vector<storage::CardRow> m_cards;
    size_t m_index = 0;
    CardView* m_view = nullptr;
    QPushButton* m_button = nullptr;
    QLabel* m_position = nullptr;
};

} // namespace notedeck::gui
