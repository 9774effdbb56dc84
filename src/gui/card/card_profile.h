#pragma once
// The browser profile card pages run in: off the record (no cookies, cache or history on disk),
// no plugins, no pop-ups, no access to files or remote URLs, every request blocked but the app's
// own resources (qrc:), inline image data and the notes folder's images, which come through
// NoteDeck's own scheme (ImageSchemeHandler). One profile can serve every CardView of the app.
// Lives on the GUI thread; must outlive the pages that use it.
#include "core/image_resolver.h"

#include <QWebEngineProfile>

#include <filesystem>
#include <memory>

namespace notedeck::gui {

class ImageSchemeHandler;
class RequestBlocker;

class CardProfile final : public QWebEngineProfile {
    Q_OBJECT
public:
    explicit CardProfile(QObject* parent = nullptr);

    RequestBlocker* requestBlocker() const { return m_blocker; }
    ImageSchemeHandler* imageHandler() const { return m_images; }

    // Card pages show the images of `folder` from now on (none until it is set).
    void setNotesFolder(const std::filesystem::path& folder);
    // Where cards rendered for these pages look their images up; null before setNotesFolder().
    std::shared_ptr<core::ImageLibrary> images() const;

private:
    RequestBlocker* m_blocker;       // owned through QObject parenting
    ImageSchemeHandler* m_images;    // likewise
};

} // namespace notedeck::gui
