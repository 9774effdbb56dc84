#pragma once
// A card's kind: which card of its note it is (basic, reverse, cloze N, highlight-cloze N,
// occlusion N).
// Each kind is described once, in its own file under core/card_kinds/ (its CardKindTraits), and
// listed in card_kinds/kind_list.cpp; the layers above read what they need from the traits
// (docs/architecture.md, "Card kinds"). The deck and the journals hold a kind as its stored text
// (the `variant` column, the `content_hash:variant` fingerprint), which this type reads and writes
// byte for byte. That text comes from deck files and other devices: it is read without trusting it.
#include <cstdint>
#include <string>
#include <string_view>

namespace notedeck::core {

// How a card's two sides read (render::cardSides): the side it asks, then the side that answers.
enum class KindSides : std::uint8_t {
    QuestionThenAnswer,   // the question, then the answer
    AnswerThenQuestion,   // the answer, then the question: the other direction of a pair
    NoteWithGaps,         // the note with its number's deletions hidden, then revealed; the back
                          // replaces the front, and the note can be shown once with every gap marked
    PictureWithMasks,     // a picture with its number's masks hidden, then revealed and marked
                          // (core/occlusion.h): the answer text holds the picture and its masks
};

// The Anki note type of a note holding cards of this kind (service/anki). Ordered: a note is of
// the last type any of its cards asks for (a basic card and its reverse make a reversed note).
enum class AnkiNoteType : std::uint8_t { Basic, BasicAndReversed, Cloze, ImageOcclusion };

// The word a kind is said in (CardKindWords).
enum class KindWord : std::uint8_t { Basic, Reverse, Cloze, Occlusion };

// Everything one kind does differently. One constant per kind, in core/card_kinds/<kind>.cpp.
struct CardKindTraits {
    std::string_view prefix;         // its stored text: this prefix, then the number when numbered
    bool numbered = false;           // one card per number of its note (cloze N)
    KindSides sides = KindSides::QuestionThenAnswer;
    bool highlightsAreClozes = false;   // its note reads ==highlights== as clozes too
    // The prefix of the class a card is matched within when its note is read again (its number
    // follows): kinds that share one are the same card written another way.
    std::string_view matchedAs;
    KindWord word = KindWord::Basic;
    bool nameMarked = false;         // its name carries its kind: it would read like a sibling's
    bool labelledInNote = false;     // where its note is shown once, its state line says its kind
    AnkiNoteType ankiNote = AnkiNoteType::Basic;
    int ankiOrd = 0;                 // its `ord` in its Anki note; numbered: plus the number − 1
};

class CardKind {
public:
    // The numbers a numbered kind may carry: cloze numbers are 1 … 9999 (markdown/cloze_scanner),
    // highlights are numbered after them. Anything beyond is not a kind this version knows.
    static constexpr int kMaxNumber = 99999;

    CardKind();   // basic
    static CardKind basic();
    static CardKind reverse();
    // Cloze number `number` (1 … kMaxNumber), of a note that reads highlights as clozes or not.
    static CardKind cloze(int number, bool highlightsAreClozes = false);
    // The kind stored as `text`. Never fails: text that is no kind this version knows (a damaged
    // deck, a newer device) is an unknown kind that acts as a basic card and keeps its text.
    static CardKind fromStored(std::string_view text);
    // Occlusion card `number` (1 … kMaxNumber) of a note embedding a picture with masks.
    static CardKind occlusion(int number);

    std::string stored() const;      // the text fromStored reads back to this kind
    const CardKindTraits& traits() const { return *m_traits; }
    int number() const { return m_number; }   // a numbered kind's number, else 0
    bool isKnown() const;

    bool isBasic() const;
    bool isReverse() const;
    bool isCloze() const { return m_traits->sides == KindSides::NoteWithGaps; }   // either reading
    bool highlightsAreClozes() const { return m_traits->highlightsAreClozes; }
    bool isOcclusion() const { return m_traits->sides == KindSides::PictureWithMasks; }

    // The class a card is matched within among a note's old cards (notes/card_matcher).
    std::string matchingClass() const;
    // Its `ord` in its Anki note: the convention both sides of the bridge follow.
    int ankiOrd() const;

    bool operator==(const CardKind& other) const
    {
        return m_traits == other.m_traits && m_number == other.m_number && m_unknown == other.m_unknown;
    }
    // In the order of the stored texts. (No <=>: Qt's moc, which reads this header, cannot parse
    // the standard <compare>.)
    bool operator<(const CardKind& other) const { return stored() < other.stored(); }

private:
    CardKind(const CardKindTraits& traits, int number, std::string unknown = {});
    const CardKindTraits* m_traits;
    int m_number = 0;
    std::string m_unknown;   // the text of an unknown kind, kept as it was
};

// The words a card's kind is said in. The defaults are the command line's (for scripts too); the
// app passes its translated ones. "%1" is filled in.
struct CardKindWords {
    std::string basic = "basic";
    std::string reverse = "reverse";
    std::string cloze = "cloze %1";             // the cloze number
    std::string reverseName = "%1 (reverse)";   // the name of a card whose kind marks its name
    std::string occlusion = "occlusion %1";     // the occlusion card's number
};

// The kind as a reader sees it: "basic", "reverse", "cloze N" (in `words`). The one place a kind
// is said.
std::string kindLabel(const CardKind& kind, const CardKindWords& words = {});
// `name` with the mark of its kind, for a kind whose name would read like a sibling's (the
// reverse of a pair: "name (reverse)"); other names as they are.
std::string withKindMark(const std::string& name, const CardKind& kind, const CardKindWords& words = {});

} // namespace notedeck::core
