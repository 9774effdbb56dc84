#include "gui/widgets/plain_text.h"

#include <QFontMetrics>
#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

namespace notedeck::gui {

QLabel* plainLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel* plainLabel(const QString& text, QWidget* parent)
{
    QLabel* label = plainLabel(parent);
    label->setText(text);
    return label;
}

QLabel* selectablePlainLabel(QWidget* parent)
{
    QLabel* label = plainLabel(parent);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString plainTip(const QString& text)
{
    // QToolTip decides with Qt::mightBeRichText too: what it takes for plain text shows as written.
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

QMessageBox* openPlainWarning(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, QString(), QMessageBox::Ok, parent);
    box->setTextFormat(Qt::PlainText);
    box->setText(text);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

QString elidedName(const QString& name, const QFontMetrics& metrics, int characters)
{
    QString line = name;
    for (QChar& c : line)
        if (c == QLatin1Char('\n') || c == QLatin1Char('\t') || c == QLatin1Char('\r'))
            c = QLatin1Char(' ');
    return metrics.elidedText(line, Qt::ElideMiddle, characters * metrics.averageCharWidth());
}

} // namespace notedeck::gui
