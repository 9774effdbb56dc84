#pragma once
// Serves the notes folder's images to card pages through NoteDeck's own read-only URL scheme
// (core::kImageScheme). Each request is checked again by the image library (inside the notes
// folder by name and once links are followed, an image type, within the size limit) and read on
// a pool thread, so a large or slow file never holds up the window; the reply comes back on the
// GUI thread, unless the page has dropped the request meanwhile.
//
// Every file served is watched: when it changes on disk, imageChanged() names its URL, so the card
// views showing it load it again.
//
// registerImageScheme() must run before the QApplication is made (QtWebEngine's rule for custom
// schemes). Owned by the CardProfile it is installed on; lives on the GUI thread.
#include "core/image_resolver.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QSet>
#include <QTimer>
#include <QWebEngineUrlSchemeHandler>

#include <memory>

namespace notedeck::gui {

void registerImageScheme();
QByteArray imageSchemeName();

class ImageSchemeHandler final : public QWebEngineUrlSchemeHandler {
    Q_OBJECT
public:
    explicit ImageSchemeHandler(QObject* parent = nullptr);

    // The folder's images; none (every request fails) until set.
    void setLibrary(std::shared_ptr<core::ImageLibrary> library);
    const std::shared_ptr<core::ImageLibrary>& library() const { return m_library; }

    void requestStarted(QWebEngineUrlRequestJob* job) override;

    // Requests answered with an image since construction.
    int servedCount() const { return m_served; }

signals:
    // `url` (without query) names a file that changed on disk since it was served.
    void imageChanged(const QString& url);

private:
    void watch(const QString& file, const QString& url);
    void onFileChanged(const QString& file);
    void tellChanges();

    std::shared_ptr<core::ImageLibrary> m_library;
    QFileSystemWatcher m_watcher;
    QHash<QString, QSet<QString>> m_urlsOfFile;   // watched file → the URLs that served it
    QSet<QString> m_changedFiles;                 // since the last tellChanges()
    QTimer m_settle;                              // an editor's save is often several writes
    int m_served = 0;
};

} // namespace notedeck::gui
