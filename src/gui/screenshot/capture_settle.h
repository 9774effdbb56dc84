#pragma once
// A screenshot must show a card's pictures, and the notes folder's images reach the page
// asynchronously (read on a pool thread, decoded by the page): on a busy machine the page's
// "painted" comes well before them. whenImagesLoaded() waits for them. On such a machine the
// compositor also hands a web view's new frame to the widget late, so grabWhenStill() grabs until
// the pixels stop changing. GUI thread.
#include <QImage>
#include <QObject>
#include <QWidget>

#include <functional>

namespace notedeck::gui {

// Calls `then` (in `context`) once every <img> of every visible web view in `root` has loaded or
// failed, or after `limitMs` in any case, so that a page that never settles still gets captured.
void whenImagesLoaded(QWidget* root, QObject* context, std::function<void()> then, int limitMs = 10000);

// Grabs `target` every `stepMs` and calls `then` (in `context`) with the first grab that equals the
// two before it, or with the last grab after `limitMs`.
void grabWhenStill(QWidget* target, QObject* context, std::function<void(const QImage&)> then, int stepMs = 80,
                   int limitMs = 10000);

} // namespace notedeck::gui
