#pragma once
// Full-text search over questions and answers (service::searchCards: Chinese substrings too),
// filtered by chapter and card state. Results list the question with the match highlighted and
// an excerpt of the answer; opening one (Enter, double click, or moving to it) shows the card with
// its answer beside the list; new results keep the card shown if they list it, else show the
// first (none without results). The query runs on the deck worker a moment after typing stops, so a
// large deck never blocks the GUI thread; at most one search runs at a time, and what was typed
// meanwhile is searched when it ends (only the latest query's results are shown). GUI thread.
#include "core/card_search.h"
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "gui/app/coalesced_refresh.h"
#include "gui/app/latest_request.h"

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
    // Starts the search now instead of after the typing pause; searched() tells when its results
    // are listed.
    void search();
    // A search is running or waiting for the one that runs.
    bool isSearching() const { return m_searches.isRunning(); }
    const std::vector<core::SearchHit>& hits() const { return m_hits; }
    // The query whose results are listed (trimmed; empty before the first results).
    const QString& listedQuery() const { return m_listedQuery; }
    // Shows result `row` in the card view beside the list.
    void openResult(int row);
    CardView* cardView() const { return m_view; }

signals:
    // The results of the latest query are listed (`results` of them).
    void searched(int results);
    void studyCardRequested(notedeck::core::CardId id);
    void backRequested();
    // The opened result is on screen.
    void resultShown(notedeck::core::CardId id);
    // Card info of the opened result was asked for (I, its button, the results' context menu).
    void cardInfoRequested(notedeck::core::CardId id);

private:
    void fillChapters();
    // Posts the current query to the worker; false when there is nothing to search.
    bool startSearch();
    void showHits(const QString& text, core::Result<std::vector<core::SearchHit>> hits);
    // No card beside the list, and nothing to study.
    void clearPreview();
    void enableCardActions(bool enable);
    void requestCardInfo();
    void showResultMenu(const QPoint& pos);

    AppContext& m_context;
    DeckTreeModel& m_model;
    std::vector<core::SearchHit> m_hits;
    QString m_listedQuery;
    QTimer m_pause;
    LatestRequest m_request;   // the latest query; the results of older ones are dropped
    bool m_toResults = false; // Enter was pressed: move to the first result once they are listed
    // One search on the worker at a time; queries asked for meanwhile make one more after it.
    CoalescedRefresh m_searches{[this] { return startSearch(); }};
    QLineEdit* m_query = nullptr;
    QComboBox* m_chapter = nullptr;
    QComboBox* m_state = nullptr;
    QLabel* m_status = nullptr;
    QListWidget* m_results = nullptr;
    CardView* m_view = nullptr;
    QPushButton* m_studyCard = nullptr;
    QPushButton* m_cardInfo = nullptr;
};

} // namespace notedeck::gui
