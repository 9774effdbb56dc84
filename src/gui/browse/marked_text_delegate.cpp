#include "gui/browse/marked_text_delegate.h"

#include "core/card_search.h"
#include "render/card_html.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace notedeck::gui {

namespace {
constexpr int kMargin = 4;
}

QString MarkedTextDelegate::toHtml(const QString& marked, const QColor& highlight, const QColor& highlightText)
{
    QString html;
    QString run;
    bool inMatch = false;
    bool inCode = false;
    auto flush = [&] {
        if (run.isEmpty())
            return;
        QString piece = run.toHtmlEscaped();
        if (inMatch)
            piece = QStringLiteral("<span style=\"background-color:%1;color:%2\">%3</span>")
                        .arg(highlight.name(), highlightText.name(), piece);
        if (inCode)
            piece = QStringLiteral("<code>%1</code>").arg(piece);
        html += piece;
        run.clear();
    };
    for (const QChar c : marked) {
        if (c == QLatin1Char(core::kMatchStart) || c == QLatin1Char(core::kMatchEnd)) {
            flush();
            inMatch = c == QLatin1Char(core::kMatchStart);
        } else if (c == QLatin1Char(render::kCodeStart) || c == QLatin1Char(render::kCodeEnd)) {
            flush();
            inCode = c == QLatin1Char(render::kCodeStart);
        } else {
            run += c;
        }
    }
    flush();
    return html;
}

QString MarkedTextDelegate::documentHtml(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QColor highlight(0xf3, 0xd2, 0x5c);
    const QColor onHighlight(0x1b, 0x1d, 0x21);
    QString html = toHtml(index.data(Qt::DisplayRole).toString(), highlight, onHighlight);
    const QString second = index.data(kSecondLineRole).toString();
    if (!second.isEmpty()) {
        QColor muted = option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
        muted.setAlphaF(0.65);
        html += QStringLiteral("<br><span style=\"color:%1;font-size:small\">%2</span>")
                    .arg(muted.name(QColor::HexArgb), toHtml(second, highlight, onHighlight));
    }
    return html;
}

void MarkedTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    QTextDocument doc;
    doc.setDefaultFont(option.font);
    doc.setDocumentMargin(kMargin);
    doc.setTextWidth(option.rect.width());
    const QColor text = option.palette.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text);
    doc.setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(text.name()));
    doc.setHtml(QStringLiteral("<body>%1</body>").arg(documentHtml(option, index)));
    painter->save();
    painter->translate(option.rect.topLeft());
    painter->setClipRect(QRect(QPoint(0, 0), option.rect.size()));
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, text);
    doc.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize MarkedTextDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QTextDocument doc;
    doc.setDefaultFont(option.font);
    doc.setDocumentMargin(kMargin);
    const int width = option.rect.width() > 0 ? option.rect.width() : 480;
    doc.setTextWidth(width);
    doc.setHtml(documentHtml(option, index));
    return QSize(width, static_cast<int>(doc.size().height()));
}

} // namespace notedeck::gui
