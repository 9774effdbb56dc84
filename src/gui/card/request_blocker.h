#pragma once
// Blocks every request the card page makes except for the app's own qrc: resources, inline data
// and the notes folder's images (whose scheme handler checks each file), so a note can never reach
// the network or the rest of the file system (a remote image, a stylesheet, a tracking pixel).
// Owned by the CardProfile it is installed on. interceptRequest() may be called by QtWebEngine on
// another thread than the GUI thread: it touches only an atomic counter and emits a signal.
#include <QAtomicInt>
#include <QWebEngineUrlRequestInterceptor>

namespace notedeck::gui {

class RequestBlocker final : public QWebEngineUrlRequestInterceptor {
    Q_OBJECT
public:
    explicit RequestBlocker(QObject* parent = nullptr);

    void interceptRequest(QWebEngineUrlRequestInfo& info) override;

    // Requests refused since construction.
    int blockedCount() const { return m_blocked.loadRelaxed(); }

    // The schemes the page may load: its own resources, inline image data and note images.
    static bool isAllowed(const QUrl& url);

signals:
    void blocked(const QUrl& url);

private:
    QAtomicInt m_blocked;
};

} // namespace notedeck::gui
