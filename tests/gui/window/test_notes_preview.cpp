// Opening a notes folder for the first time: the preview of what its import would make (cards by
// file and kind, the rule, a few questions, the warnings), the reader's choice of how questions
// are found and of files left out, previewed again and saved to .notedeck.toml on Import, and the
// folder taken only then. File names and questions are plain text. The dialog at 640 × 480,
// 800 × 600 and its default size: nothing cut off (with NOTEDECK_LAYOUT_SHOTS=DIR, written to DIR
// as notes-preview-WxH.png to look at).
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "deck_files.h"
#include "layout_check.h"

#include "gui/app/app_startup.h"
#include "gui/window/notes_preview_dialog.h"
#include "service/cards/cards.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

// Notes as they come from elsewhere: a README with steps, an outline of names, interview notes
// with bold question headings, and a file whose name and question look like HTML.
QString otherPeoplesNotes(const QDir& dir)
{
    REQUIRE(dir.mkpath(QStringLiteral("theirs/outline/companies")));
    const QString root = dir.filePath(QStringLiteral("theirs"));
    writeFile(root + QStringLiteral("/README.md"),
              QStringLiteral("# Study notes\n\n## Contributing\n\n- Fork the project\n  - on its web page\n"
                             "- Make changes\n  - in a branch of yours\n- Please respect the authors' rights\n  - always\n"));
    writeFile(root + QStringLiteral("/outline/companies/us.md"),
              QStringLiteral("- Uber\n  - rides\n- Lyft\n  - rides too\n- Stripe\n  - payments\n"));
    writeFile(root + QStringLiteral("/outline/ml.md"),
              QStringLiteral("- Feature selection\n  - pick the columns\n- 上线运行\n  - deploy\n"));
    writeFile(root + QStringLiteral("/attention.md"),
              QStringLiteral("# 第三章 注意力机制\n\n#### **3.1 讲讲对注意力的理解？**\n\n加权平均。\n\n- 优点：\n  - 并行\n\n"
                             "**3.2 注意力的计算步骤是什么？**\n\n打分、归一化、加权求和。\n\n## 术语\n\n"
                             "- softmax 把分数变成{{c1::权重}}。\n\n## 3.3 还有什么？\n"));
    writeFile(root + QStringLiteral("/<img src=x onerror=alert(1)>.md"),
              QStringLiteral("- <b>not bold</b> &amp; <img src=\"/dev/zero\"> what?\n  - an answer\n"));
    return root;
}

struct PreviewFixture {
    AppWindowFixture app;
    QTemporaryDir tmp;
    QString folder;
    std::unique_ptr<NotesPreviewDialog> dialog;

    PreviewFixture()
    {
        folder = otherPeoplesNotes(QDir(tmp.path()));
        auto preview = service::previewImport(app.context().deck(), folder.toStdString());
        REQUIRE(preview);
        dialog = std::make_unique<NotesPreviewDialog>(app.context(), folder, std::move(*preview));
        dialog->show();
    }

    bool previewAgain()
    {
        return waitUntil([&] { return !dialog->isPreviewing(); }, 20000);
    }
};

QString fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The preview the window opened (window-modal, so visible), once it is there.
NotesPreviewDialog* shownPreview(MainWindow& window)
{
    NotesPreviewDialog* preview = nullptr;
    waitUntil(
        [&] {
            for (NotesPreviewDialog* shown : window.findChildren<NotesPreviewDialog*>())
                if (shown->isVisible())
                    preview = shown;
            return preview != nullptr;
        },
        20000);
    return preview;
}

int cardsShown(NotesPreviewDialog& dialog, const QString& path)
{
    return dialog.itemOf(path)->text(1).toInt();
}

} // namespace

TEST_CASE("the preview shows each file's cards and kinds, its rule, its first questions and its warnings",
          "[notes-preview]")
{
    PreviewFixture f;
    NotesPreviewDialog& d = *f.dialog;
    CHECK(cardsShown(d, QStringLiteral("README.md")) == 3);
    CHECK(d.itemOf(QStringLiteral("README.md"))->text(2) == QStringLiteral("3 list items"));
    CHECK(d.itemOf(QStringLiteral("README.md"))->text(3) == QStringLiteral("lists and headings"));
    CHECK(cardsShown(d, QStringLiteral("outline/")) == 5);   // a folder: its files' cards
    CHECK(d.itemOf(QStringLiteral("attention.md"))->text(2) == QStringLiteral("2 question headings, 1 cloze"));
    CHECK(d.summaryLabel()->text().contains(QStringLiteral("gives 12 cards from 5 of 5 files")));
    CHECK(d.summaryLabel()->text().contains(QStringLiteral("1 problem in the notes")));

    d.files()->setCurrentItem(d.itemOf(QStringLiteral("attention.md")));
    const QString details = d.detailsView()->toPlainText();
    // Named as every list names a card: as a reader sees it, without the bold marks.
    CHECK(details.contains(QStringLiteral("  • 3.1 讲讲对注意力的理解？")));
    CHECK(details.contains(QStringLiteral("  • 3.2 注意力的计算步骤是什么？")));
    CHECK(details.contains(QStringLiteral("Warning, attention.md:18: ")));

    // Names and questions from the notes are plain text, whatever they look like.
    const QString hostile = QStringLiteral("<img src=x onerror=alert(1)>.md");
    REQUIRE(d.itemOf(hostile));
    CHECK(d.itemOf(hostile)->text(0) == hostile);
    d.files()->setCurrentItem(d.itemOf(hostile));
    // Its question is named as a reader sees it (the HTML's text), in a plain-text view.
    CHECK(d.detailsView()->toPlainText().contains(QStringLiteral("  • not bold & what?")));
    CHECK(d.summaryLabel()->textFormat() == Qt::PlainText);
}

TEST_CASE("a choice of rule and of files left out is previewed, and saved to .notedeck.toml on Import",
          "[notes-preview]")
{
    PreviewFixture f;
    NotesPreviewDialog& d = *f.dialog;
    const QString rulesFile = f.folder + QStringLiteral("/.notedeck.toml");

    d.itemOf(QStringLiteral("README.md"))->setCheckState(0, Qt::Unchecked);
    d.itemOf(QStringLiteral("outline/"))->setCheckState(0, Qt::Unchecked);
    REQUIRE(waitUntil([&] { return d.isPreviewing(); }, 2000));
    REQUIRE(f.previewAgain());
    CHECK(d.itemOf(QStringLiteral("README.md"))->text(1) == QStringLiteral("left out"));
    CHECK(d.itemOf(QStringLiteral("outline/companies/us.md"))->text(1) == QStringLiteral("left out"));
    CHECK(d.summaryLabel()->text().contains(QStringLiteral("gives 4 cards from 2 of 5 files")));

    d.chooseQuestions(service::QuestionsChoice::ExplicitOnly);
    REQUIRE(f.previewAgain());
    CHECK(cardsShown(d, QStringLiteral("attention.md")) == 1);   // the cloze only
    CHECK(d.itemOf(QStringLiteral("attention.md"))->text(3) == QStringLiteral("explicit cards only (.notedeck.toml)"));
    CHECK_FALSE(QFileInfo::exists(rulesFile));   // nothing written before Import

    const service::NotesChoice choice = d.choice();
    CHECK(choice.questions == service::QuestionsChoice::ExplicitOnly);
    CHECK(choice.leaveOut == std::vector<std::string>{"README.md", "outline/"});
    d.importButton()->click();
    CHECK(d.result() == QDialog::Accepted);
    const QString saved = fileText(rulesFile);
    CHECK(saved.contains(QStringLiteral("questions = \"explicit\"")));
    CHECK(saved.contains(QStringLiteral("[\"README.md\"]\nimport = false")));
    CHECK(saved.contains(QStringLiteral("[\"outline/\"]\nimport = false")));
    auto again = service::previewNotes(f.folder.toStdString());
    REQUIRE(again);
    CHECK(again->cardsInNotes() == 1);   // explicit: the cloze only
}

TEST_CASE("the first folder the app opens is previewed and taken only on Import, with the choice saved",
          "[notes-preview][app]")
{
    QTemporaryDir tmp;
    const QString folder = otherPeoplesNotes(QDir(tmp.path()));
    const QString deckFile = QDir(tmp.path()).filePath(QStringLiteral("D.sqlite"));

    // --notes on a new deck: the window previews it before any import.
    LaunchOptions options;
    options.deckFile = deckFile;
    options.notesDir = folder;
    auto start = startApp(options, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    CHECK(start->previewNotesFirst);
    MainWindow window(*start->context, QString());
    window.show();
    // Cancel: nothing imported, no rules file.
    window.setNotesDir(start->notesDir);
    NotesPreviewDialog* shown = shownPreview(window);
    REQUIRE(shown);
    shown->reject();
    settle(200);
    CHECK(window.notesDir().isEmpty());
    CHECK_FALSE(service::hasCards(start->context->deck()).value());
    CHECK_FALSE(QFileInfo::exists(folder + QStringLiteral("/.notedeck.toml")));

    // Question headings only, the README left out: Import saves it and imports by it.
    window.setNotesDir(start->notesDir);
    shown = shownPreview(window);
    REQUIRE(shown);
    shown->chooseQuestions(service::QuestionsChoice::HeadingsOnly);
    shown->itemOf(QStringLiteral("README.md"))->setCheckState(0, Qt::Unchecked);
    shown->importButton()->click();
    const ImportOutcome imported = nextImport(window);
    REQUIRE(imported.report);
    CHECK(imported.report->added.size() == 3);   // two bold question headings and the cloze
    CHECK(window.notesDir() == folder);
    CHECK(fileText(folder + QStringLiteral("/.notedeck.toml")).contains(QStringLiteral("questions = \"question-headings\"")));

    // The bundled notes on a first start are not previewed.
    LaunchOptions bundled;
    bundled.deckFile = QDir(tmp.path()).filePath(QStringLiteral("B.sqlite"));
    auto first = startApp(bundled, QCoreApplication::applicationFilePath());
    REQUIRE(first);
    CHECK_FALSE(first->previewNotesFirst);
}

TEST_CASE("the notes preview at 640x480, 800x600 and its default size cuts nothing off", "[notes-preview][layout]")
{
    PreviewFixture f;
    NotesPreviewDialog& d = *f.dialog;
    d.files()->setCurrentItem(d.itemOf(QStringLiteral("attention.md")));
    const QSize defaultSize = d.size();
    for (const QSize size : {QSize(640, 480), QSize(800, 600), defaultSize}) {
        d.resize(size);
        settle(150);
        INFO(size.width() << "x" << size.height());
        CHECK(d.size() == size);
        const QStringList problems = clippedWidgets(&d);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        CHECK(d.files()->viewport()->height() >= 3 * d.files()->sizeHintForRow(0));   // room for a few files
        const QString shots = qEnvironmentVariable("NOTEDECK_LAYOUT_SHOTS");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            CHECK(d.grab().save(QDir(shots).filePath(
                QStringLiteral("notes-preview-%1x%2.png").arg(size.width()).arg(size.height()))));
        }
    }
}
