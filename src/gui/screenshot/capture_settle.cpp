#include "gui/screenshot/capture_settle.h"

#include <QDeadlineTimer>
#include <QPointer>
#include <QTimer>
#include <QWebEnginePage>
#include <QWebEngineView>

#include <memory>

namespace notedeck::gui {

namespace {

constexpr int kPollMs = 25;

// An image that failed is complete too: the page then shows its frame instead.
const QString kAllComplete = QStringLiteral("Array.from(document.images).every(i => i.complete)");

struct Wait {
    QList<QPointer<QWebEngineView>> views;
    QDeadlineTimer deadline;
    QPointer<QObject> context;
    std::function<void()> then;
};

void poll(const std::shared_ptr<Wait>& wait, int index)
{
    if (!wait->context)
        return;
    if (index == wait->views.size() || wait->deadline.hasExpired()) {
        QTimer::singleShot(0, wait->context, wait->then);
        return;
    }
    QWebEngineView* view = wait->views[index];
    if (!view)
        return poll(wait, index + 1);
    view->page()->runJavaScript(kAllComplete, [wait, index](const QVariant& done) {
        if (done.toBool())
            return poll(wait, index + 1);
        QTimer::singleShot(kPollMs, wait->context, [wait, index] { poll(wait, index); });
    });
}

struct Still {
    QPointer<QWidget> target;
    QPointer<QObject> context;
    std::function<void(const QImage&)> then;
    QDeadlineTimer deadline;
    int stepMs = 0;
    QImage last;
    int same = 0;   // how many grabs in a row equalled the one before
};

void grabAgain(const std::shared_ptr<Still>& still)
{
    if (!still->target || !still->context)
        return;
    const QImage image = still->target->grab().toImage();
    still->same = !still->last.isNull() && image == still->last ? still->same + 1 : 0;
    still->last = image;
    if (still->same >= 2 || still->deadline.hasExpired())
        return still->then(image);
    QTimer::singleShot(still->stepMs, still->context, [still] { grabAgain(still); });
}

} // namespace

void grabWhenStill(QWidget* target, QObject* context, std::function<void(const QImage&)> then, int stepMs, int limitMs)
{
    auto still = std::make_shared<Still>();
    still->target = target;
    still->context = context;
    still->then = std::move(then);
    still->deadline = QDeadlineTimer(limitMs);
    still->stepMs = stepMs;
    QTimer::singleShot(stepMs, context, [still] { grabAgain(still); });
}

void whenImagesLoaded(QWidget* root, QObject* context, std::function<void()> then, int limitMs)
{
    auto wait = std::make_shared<Wait>();
    wait->deadline = QDeadlineTimer(limitMs);
    wait->context = context;
    wait->then = std::move(then);
    QList<QWebEngineView*> views = root->findChildren<QWebEngineView*>();
    if (auto* self = qobject_cast<QWebEngineView*>(root))
        views.prepend(self);
    for (QWebEngineView* view : views)
        if (view->isVisible())
            wait->views.append(view);
    poll(wait, 0);
}

} // namespace notedeck::gui
