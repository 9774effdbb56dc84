#pragma once
// Anki packages made for the tests, with SQLite and libzip alone (no NoteDeck code): a schema-11
// collection (legacy layouts) or a schema-18 one (the current layout: `meta`, zstd, a protobuf
// media map), with notes, cards and review rows as Anki and AnkiDroid write them.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace notedeck::testing {

// kOcclusionType: the Image Occlusion Enhanced add-on's kind of note; kAnkiOcclusionType: Anki's own
// (23.10+), a cloze type with the fields Occlusion, Image, Header, Back Extra, Comments.
inline constexpr std::int64_t kBasicType = 1001, kReversedType = 1002, kClozeType = 1003, kOcclusionType = 1004,
                              kAnkiOcclusionType = 1005, kDefaultDeck = 1;

class AnkiPackageBuilder {
public:
    explicit AnkiPackageBuilder(int schema = 11);
    ~AnkiPackageBuilder();

    // A note with a card for each of `ords` (card ids: note id × 10 + ord); returns the note's id.
    std::int64_t addNote(const std::string& guid, std::int64_t noteType, const std::vector<std::string>& fields,
                         std::int64_t deck, const std::vector<int>& ords);
    void addDeck(std::int64_t id, const std::string& name);   // levels joined by "::"
    void addReview(std::int64_t card, std::int64_t atMs, int ease, int type = 1, int timeMs = 6000);
    void addMedia(const std::string& name, const std::string& bytes);
    void sql(const std::string& statement);   // anything more, on the collection

    // The collection's bytes as a file would hold them.
    std::string collectionBytes() const;
    // legacy: the collection as `entry` (collection.anki2 or collection.anki21), a JSON media map.
    void writeLegacy(const std::filesystem::path& file, const std::string& entry = "collection.anki21") const;
    // current: `meta` (version `metaVersion`), zstd collection.anki21b and media, a protobuf map.
    void writeCurrent(const std::filesystem::path& file, int metaVersion = 3) const;

    struct Db;

private:
    int m_schema;
    std::unique_ptr<Db> m_db;
    std::int64_t m_notes = 0;
    std::filesystem::path m_file;
    std::vector<std::pair<std::string, std::string>> m_media;
};

// A zip of the entries given (deflated), as a package of any content.
void writeZip(const std::filesystem::path& file, const std::vector<std::pair<std::string, std::string>>& entries,
              bool stored = false);
std::string zstdCompress(const std::string& bytes);

} // namespace notedeck::testing
