#pragma once
// One view of the deck brought on screen for `notedeck --screenshot`: start() builds the view and
// opens what the request asks for; captured() then hands over the window's pixels once everything
// in it is drawn, or failed() says why it cannot be shown. What happens to the pixels (the PNG,
// the exit code, the time limit) is ScreenshotRun's. Owns the view it builds. GUI thread.
#include <QImage>
#include <QObject>
#include <QString>

namespace notedeck::gui {

class Capture : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void start() = 0;

signals:
    void captured(const QImage& image);
    void failed(const QString& message);
};

} // namespace notedeck::gui
