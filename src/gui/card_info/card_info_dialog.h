#pragma once
// Card info: one card's memory in a window of its own — its question, deck, source file:line,
// state, due date, lapses and preset; its stability, difficulty and retrievability now; the
// forgetting curve from its last review with the due day marked; and every answer with the date,
// grade, interval, time taken, R before it and S and D after it, all as the deck's scheduler
// works them out (service::cardInfo). The figures are read on the deck worker, so a long history
// never blocks the GUI thread; the window reads them again when the deck's schedules change.
// Deletes itself when closed. GUI thread.
#include "core/types.h"
#include "gui/app/latest_request.h"
#include "service/cards/card_info.h"

#include <QDialog>

#include <optional>

class QChartView;
class QLabel;
class QTreeWidget;

namespace notedeck::gui {

class AppContext;

class CardInfoDialog final : public QDialog {
    Q_OBJECT
public:
    CardInfoDialog(AppContext& context, core::CardId card, QWidget* parent = nullptr);

    core::CardId card() const { return m_card; }
    // The figures shown; empty until the worker has read them.
    const std::optional<service::CardInfo>& info() const { return m_info; }
    // The facts as shown, in order, label and value ("Stability", "12.3 days").
    QList<QPair<QString, QString>> facts() const;
    QTreeWidget* historyTable() const { return m_history; }
    QChartView* chartView() const { return m_chart; }
    QString historyNote() const;
    // The card's name at the top (the side it asks, as a reader sees it).
    QString title() const;

    // "Default" for the deck's default preset, in the interface language.
    static QString presetText(const service::CardPreset& preset);

signals:
    // The figures are read and shown (or the reason they could not be).
    void loaded();

private:
    void load();
    void showInfo(const service::CardInfo& info);
    void addFact(const QString& label, const QString& value);
    void fillHistory(const service::CardInfo& info);

    AppContext& m_context;
    core::CardId m_card;
    LatestRequest m_request;
    std::optional<service::CardInfo> m_info;
    QLabel* m_title = nullptr;
    QWidget* m_facts = nullptr;
    QChartView* m_chart = nullptr;
    QLabel* m_note = nullptr;
    QTreeWidget* m_history = nullptr;
};

} // namespace notedeck::gui
