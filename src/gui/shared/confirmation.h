#pragma once
// Asking the reader to confirm something that replaces the deck, without a nested event loop: a
// window-modal message box opened with open(), its answer delivered to a callback. The dialogs
// that ask hold a Confirmation, so a test can answer in the message box's place. GUI thread.
#include <QString>

#include <functional>

class QWidget;

namespace notedeck::gui {

struct ConfirmRequest {
    QString title;
    QString question;
    QString yes;      // the label of the button that goes ahead
    QString cancel;   // the label of the one that does not (the default button)
};

// Asks `request` over `parent` and calls `answer(true)` when the reader went ahead, else
// `answer(false)` (Cancel, Esc, the box closed).
using Confirmation =
    std::function<void(QWidget* parent, const ConfirmRequest& request, std::function<void(bool)> answer)>;

// The app's Confirmation: a QMessageBox with the request's buttons, deleted when it closes.
void confirmInMessageBox(QWidget* parent, const ConfirmRequest& request, std::function<void(bool)> answer);

} // namespace notedeck::gui
