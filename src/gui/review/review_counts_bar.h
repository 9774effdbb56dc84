#pragma once
// The remaining new · learning · review counts under the card, always visible while reviewing;
// the count the card on screen belongs to is underlined. GUI thread.
#include "gui/card/card_theme.h"
#include "service/study/review_session.h"

#include <QLabel>

#include <optional>

namespace notedeck::gui {

class ReviewCountsBar final : public QLabel {
    Q_OBJECT
public:
    explicit ReviewCountsBar(QWidget* parent = nullptr);

    void setCounts(const service::SessionCounts& counts, std::optional<service::QueueKind> current);
    void setTheme(CardTheme resolved);

    const service::SessionCounts& counts() const { return m_counts; }

private:
    void refresh();

    service::SessionCounts m_counts;
    std::optional<service::QueueKind> m_current;
    CardTheme m_theme = CardTheme::Light;
};

} // namespace notedeck::gui
