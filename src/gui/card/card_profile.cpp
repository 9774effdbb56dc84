#include "gui/card/card_profile.h"

#include "gui/card/image_scheme_handler.h"
#include "gui/card/request_blocker.h"
#include "service/import/note_images.h"

#include <QWebEngineSettings>

namespace notedeck::gui {

CardProfile::CardProfile(QObject* parent)
    : QWebEngineProfile(parent)   // no storage name: off the record
    , m_blocker(new RequestBlocker(this))
    , m_images(new ImageSchemeHandler(this))
{
    setUrlRequestInterceptor(m_blocker);
    installUrlSchemeHandler(imageSchemeName(), m_images);
    setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    setSpellCheckEnabled(false);

    QWebEngineSettings* s = settings();
    s->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanAccessClipboard, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanPaste, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    s->setAttribute(QWebEngineSettings::LocalStorageEnabled, false);
    s->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    s->setAttribute(QWebEngineSettings::PdfViewerEnabled, false);
    s->setAttribute(QWebEngineSettings::FullScreenSupportEnabled, false);
    s->setAttribute(QWebEngineSettings::ScreenCaptureEnabled, false);
    s->setAttribute(QWebEngineSettings::WebGLEnabled, false);
    s->setAttribute(QWebEngineSettings::Accelerated2dCanvasEnabled, false);
    s->setAttribute(QWebEngineSettings::AllowRunningInsecureContent, false);
    s->setAttribute(QWebEngineSettings::AllowGeolocationOnInsecureOrigins, false);
    s->setAttribute(QWebEngineSettings::DnsPrefetchEnabled, false);
    s->setAttribute(QWebEngineSettings::NavigateOnDropEnabled, false);
    s->setAttribute(QWebEngineSettings::ErrorPageEnabled, false);
    s->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);
}

void CardProfile::setNotesFolder(const std::filesystem::path& folder)
{
    m_images->setLibrary(service::openNoteImages(folder));
}

std::shared_ptr<core::ImageLibrary> CardProfile::images() const
{
    return m_images->library();
}

} // namespace notedeck::gui
