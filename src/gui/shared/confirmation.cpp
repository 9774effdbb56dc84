#include "gui/shared/confirmation.h"

#include <QMessageBox>
#include <QPushButton>

namespace notedeck::gui {

void confirmInMessageBox(QWidget* parent, const ConfirmRequest& request, std::function<void(bool)> answer)
{
    auto* box = new QMessageBox(QMessageBox::Question, request.title, QString(), QMessageBox::NoButton, parent);
    box->setTextFormat(Qt::PlainText);   // the question names files and chapters
    box->setText(request.question);
    QPushButton* yes = box->addButton(request.yes, QMessageBox::AcceptRole);
    QPushButton* cancel = box->addButton(request.cancel, QMessageBox::RejectRole);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box,
                     [box, yes, answer = std::move(answer)] { answer(box->clickedButton() == yes); });
    box->open();
}

} // namespace notedeck::gui
