#pragma once
// Full-text search over questions and answers (service::searchCards: Chinese substrings too),
// filtered by chapter and card state. Results list the question with the match highlighted and
// an excerpt of the answer; opening one (Enter, double click, or moving to it) shows the card with
// its answer beside the list. The query runs on the GUI thread's deck a moment after typing stops
// (the index is brought up to date by the worker after each import). GUI thread.
#include "core/deck_path.h"
#include "core/types.h"
#include "storage/search_index.h"

#include <QTimer>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace notedeck::gui {

class AppContext;
class CardView;
class DeckTreeModel;

class SearchView final : public QWidget {
    Q_OBJECT
public:
    SearchView(AppContext& context, DeckTreeModel& model, QWidget* parent = nullptr);

    // Puts the cursor in the query field, text selected.
    void focusQuery();
    void setQuery(const QString& text);
    void setChapterFilter(const core::DeckPath& scope);
    // Runs the query now instead of after the typing pause.
    void search();
    const std::vector<storage::SearchHit>& hits() const { return m_hits; }
    // Shows result `row` in the card view beside the list.
    void openResult(int row);
    CardView* cardView() const { return m_view; }

signals:
    void searched(int results);
    void studyCardRequested(notedeck::core::CardId id);
    void backRequested();
    // The opened result is on screen.
    void resultShown(notedeck::core::CardId id);

private:
    void fillChapters();

    AppContext& m_context;
    DeckTreeModel& m_model;
    std::vector<storage::SearchHit> m_hits;
    QTimer m_pause;
    QLineEdit* m_query = nullptr;
    QComboBox* m_chapter = nullptr;
    QComboBox* m_state = nullptr;
    QLabel* m_status = nullptr;
    QListWidget* m_results = nullptr;
    CardView* m_view = nullptr;
    QPushButton* m_studyCard = nullptr;
};

} // namespace notedeck::gui
