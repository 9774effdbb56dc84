#pragma once
// The browser profile card pages run in: off the record (no cookies, cache or history on disk),
// no plugins, no pop-ups, no access to files or remote URLs, and every non-qrc: request blocked.
// One profile can serve every CardView of the app. Lives on the GUI thread; must outlive the
// pages that use it.
#include <QWebEngineProfile>

namespace notedeck::gui {

class RequestBlocker;

class CardProfile final : public QWebEngineProfile {
    Q_OBJECT
public:
    explicit CardProfile(QObject* parent = nullptr);

    RequestBlocker* requestBlocker() const { return m_blocker; }

private:
    RequestBlocker* m_blocker;   // owned through QObject parenting
};

} // namespace notedeck::gui
