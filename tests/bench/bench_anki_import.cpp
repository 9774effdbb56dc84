// The Anki import (docs/performance.md): a package of 10,000 notes (Basic, in 10 decks with
// subdecks, some bold and some math) and 100,000 review rows, imported into a deck whose notes
// folder has a note of its own: the package read, the Markdown written, the notes imported and
// every answer written to the study journal with its card replayed. Each run on a fresh deck.
// Usage: bench_anki_import [NOTES [REVIEWS [RUNS]]]
#include "../anki_import/anki_package.h"
#include "bench_support.h"
#include "service/anki/anki_import.h"
#include "service/deck/deck.h"
#include "service/import/import_notes.h"
#include "service/sync/sync.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace notedeck;
namespace fs = std::filesystem;

int main(int argc, char** argv)
{
    const int notes = argc > 1 ? std::atoi(argv[1]) : 10'000;
    const int reviews = argc > 2 ? std::atoi(argv[2]) : 100'000;
    const int runs = argc > 3 ? std::atoi(argv[3]) : 3;
    const fs::path root = fs::temp_directory_path() / ("notedeck-bench-anki-" + std::to_string(getpid()));
    fs::create_directories(root);
    const fs::path package = root / "shared.apkg";
    {
        testing::AnkiPackageBuilder anki;
        anki.sql("BEGIN");
        for (int d = 0; d < 10; ++d)
            anki.addDeck(100 + d, "Deck " + std::to_string(d) + "::Part " + std::to_string(d % 3));
        const std::int64_t nowMs = static_cast<std::int64_t>(std::time(nullptr)) * 1000;
        bench::Rng rng;
        std::vector<std::int64_t> cards;
        for (int i = 0; i < notes; ++i) {
            const std::string front = i % 7 == 0 ? "What is \\(x_{" + std::to_string(i) + "}^2\\)?"
                                                 : "Question <b>" + std::to_string(i) + "</b> of the deck";
            const auto id = anki.addNote("bench" + std::to_string(i), testing::kBasicType,
                                         {front, "Answer " + std::to_string(i) + "<br>on two lines"}, 100 + i % 10, {0});
            cards.push_back(id * 10);
        }
        const int perCard = std::max(1, reviews / std::max(1, notes));
        for (size_t c = 0; c < cards.size(); ++c)
            for (int k = 0; k < perCard; ++k) {
                const std::int64_t at = nowMs - (400LL - 35 * k) * 86'400'000 + static_cast<std::int64_t>(c) * 1000;
                anki.addReview(cards[c], at, 1 + (rng.below(10) == 0 ? 0 : 2), k == 0 ? 0 : 1);
            }
        anki.sql("COMMIT");
        anki.writeLegacy(package);
    }
    std::printf("%d notes, %d review rows\n", notes, reviews);
    std::vector<double> wall, cpu;
    for (int run = 0; run <= runs; ++run) {
        const fs::path dir = root / ("run" + std::to_string(run));
        fs::create_directories(dir / "notes");
        std::ofstream(dir / "notes" / "own.md") << "# Own\n\n- A question of my own?\n  - Its answer\n";
        auto deck = service::Deck::open(dir / "deck.sqlite");
        if (!deck || !service::importNotes(**deck, dir / "notes", (*deck)->clock()) ||
            !service::followNotes(**deck, dir / "notes", false)) {
            std::fprintf(stderr, "cannot make the deck\n");
            return 1;
        }
        const double c0 = bench::threadCpuMs();
        const auto w0 = std::chrono::steady_clock::now();
        auto report = service::importAnkiPackage(**deck, {package, dir / "notes" / "Anki", dir / "notes"});
        const double w = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count();
        const double c = bench::threadCpuMs() - c0;
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().toString().c_str());
            return 1;
        }
        if (run == 0) {
            std::printf("%s", report->toText().c_str());
            continue;   // the first run warms the page cache
        }
        wall.push_back(w);
        cpu.push_back(c);
    }
    bench::report("import " + std::to_string(notes) + " notes, " + std::to_string(reviews) + " reviews",
                  {cpu, wall});
    fs::remove_all(root);
    return 0;
}
