#include "gui/card/image_scheme_handler.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPointer>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>
#include <QtConcurrent/QtConcurrentRun>

#include <string>

namespace notedeck::gui {

namespace {

constexpr int kSettleMs = 150;

// A request's outcome, made on a pool thread.
struct ImageReply {
    QByteArray bytes;
    QByteArray mimeType;
    QString file;   // canonical path, for watching
    QWebEngineUrlRequestJob::Error error = QWebEngineUrlRequestJob::NoError;
};

ImageReply readImage(const std::shared_ptr<core::ImageLibrary>& library, const std::string& url)
{
    ImageReply reply;
    if (!library) {
        reply.error = QWebEngineUrlRequestJob::UrlNotFound;
        return reply;
    }
    auto file = library->fileForUrl(url);
    if (!file) {
        reply.error = file.error() == core::ImageProblem::NotFound ? QWebEngineUrlRequestJob::UrlNotFound
                                                                   : QWebEngineUrlRequestJob::RequestDenied;
        return reply;
    }
    reply.file = QString::fromStdString(file->path.string());
    QFile in(reply.file);
    if (!in.open(QIODevice::ReadOnly)) {
        reply.error = QWebEngineUrlRequestJob::UrlNotFound;
        return reply;
    }
    // One byte more than was checked: a file that grew past its checked size since is refused.
    reply.bytes = in.read(static_cast<qint64>(file->size) + 1);
    if (static_cast<std::uintmax_t>(reply.bytes.size()) > file->size) {
        reply.bytes.clear();
        reply.error = QWebEngineUrlRequestJob::RequestDenied;
        return reply;
    }
    reply.mimeType = QByteArray(file->mimeType.data(), static_cast<qsizetype>(file->mimeType.size()));
    return reply;
}

} // namespace

QByteArray imageSchemeName()
{
    return QByteArray(core::kImageScheme.data(), static_cast<qsizetype>(core::kImageScheme.size()));
}

void registerImageScheme()
{
    if (QWebEngineUrlScheme::schemeByName(imageSchemeName()).name() == imageSchemeName())
        return;
    QWebEngineUrlScheme scheme(imageSchemeName());
    scheme.setSyntax(QWebEngineUrlScheme::Syntax::Path);
    // Secure, so the card page (qrc:) may show it without mixed-content rules. Not "local": a
    // local scheme's content is refused to a qrc: page. Only the card profile has a handler for
    // it, and the handler serves nothing but checked image files.
    scheme.setFlags(QWebEngineUrlScheme::SecureScheme);
    QWebEngineUrlScheme::registerScheme(scheme);
}

ImageSchemeHandler::ImageSchemeHandler(QObject* parent) : QWebEngineUrlSchemeHandler(parent)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &ImageSchemeHandler::tellChanges);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &ImageSchemeHandler::onFileChanged);
}

void ImageSchemeHandler::setLibrary(std::shared_ptr<core::ImageLibrary> library)
{
    m_library = std::move(library);
}

void ImageSchemeHandler::requestStarted(QWebEngineUrlRequestJob* job)
{
    if (job->requestMethod() != "GET") {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
        return;
    }
    // The page may add "?v=N" to load a changed file again; the file is named by the rest.
    const QString url = job->requestUrl().toString(QUrl::FullyEncoded | QUrl::RemoveQuery | QUrl::RemoveFragment);
    QPointer<QWebEngineUrlRequestJob> pending(job);
    auto* watcher = new QFutureWatcher<ImageReply>(this);
    connect(watcher, &QFutureWatcher<ImageReply>::finished, this, [this, watcher, pending, url] {
        watcher->deleteLater();
        const ImageReply reply = watcher->result();
        if (!reply.file.isEmpty())
            watch(reply.file, url);
        if (!pending)
            return;   // the page no longer wants it
        if (reply.error != QWebEngineUrlRequestJob::NoError) {
            pending->fail(reply.error);
            return;
        }
        auto* buffer = new QBuffer;
        buffer->setData(reply.bytes);
        connect(pending, &QObject::destroyed, buffer, &QObject::deleteLater);
        ++m_served;
        pending->reply(reply.mimeType, buffer);
    });
    watcher->setFuture(QtConcurrent::run(readImage, m_library, url.toStdString()));
}

void ImageSchemeHandler::watch(const QString& file, const QString& url)
{
    m_urlsOfFile[file].insert(url);
    if (!m_watcher.files().contains(file))
        m_watcher.addPath(file);
}

void ImageSchemeHandler::onFileChanged(const QString& file)
{
    // An editor that saves by writing a new file and renaming it over the old one ends the watch:
    // the path is watched again once the new file is there.
    if (!m_watcher.files().contains(file) && QFileInfo::exists(file))
        m_watcher.addPath(file);
    m_changedFiles.insert(file);
    m_settle.start();
}

void ImageSchemeHandler::tellChanges()
{
    const QSet<QString> files = std::exchange(m_changedFiles, {});
    for (const QString& file : files) {
        if (!m_watcher.files().contains(file) && QFileInfo::exists(file))
            m_watcher.addPath(file);
        for (const QString& url : m_urlsOfFile.value(file))
            emit imageChanged(url);
    }
}

} // namespace notedeck::gui
