// The card kind read from and written to its stored text (the deck's `variant` column, the
// journal's fingerprint suffix), which must come back byte for byte, and said as a label.
#include "core/card_kind.h"

#include <catch2/catch.hpp>

#include <string>

using namespace notedeck::core;

TEST_CASE("every kind's stored text reads back to the same kind and the same text", "[card_kind]")
{
    for (const char* text : {"", "r", "c1", "c2", "c17", "h1", "h3", "c9999", "h10099", "c99999"}) {
        INFO(text);
        const CardKind kind = CardKind::fromStored(text);
        CHECK(kind.isKnown());
        CHECK(kind.stored() == text);
        CHECK(CardKind::fromStored(kind.stored()) == kind);
    }
    CHECK(CardKind::fromStored("") == CardKind::basic());
    CHECK(CardKind::basic() == CardKind());
    CHECK(CardKind::fromStored("r") == CardKind::reverse());
    CHECK(CardKind::fromStored("c4") == CardKind::cloze(4));
    CHECK(CardKind::fromStored("h4") == CardKind::cloze(4, true));
    CHECK(CardKind::cloze(4) != CardKind::cloze(4, true));
    CHECK(CardKind::cloze(4) != CardKind::cloze(5));
}

TEST_CASE("what each kind is", "[card_kind]")
{
    CHECK(CardKind::basic().isBasic());
    CHECK_FALSE(CardKind::basic().isCloze());
    CHECK(CardKind::reverse().isReverse());
    CHECK(CardKind::reverse().traits().sides == KindSides::AnswerThenQuestion);
    const CardKind cloze = CardKind::fromStored("c3");
    CHECK(cloze.isCloze());
    CHECK(cloze.number() == 3);
    CHECK_FALSE(cloze.highlightsAreClozes());
    const CardKind highlight = CardKind::fromStored("h3");
    CHECK(highlight.isCloze());
    CHECK(highlight.number() == 3);
    CHECK(highlight.highlightsAreClozes());
    // A cloze is matched with the same number read with highlights or without.
    CHECK(cloze.matchingClass() == highlight.matchingClass());
    CHECK(cloze.matchingClass() != CardKind::fromStored("c4").matchingClass());
    CHECK(CardKind::basic().matchingClass() != CardKind::reverse().matchingClass());
}

TEST_CASE("each kind's Anki ord and note type", "[card_kind]")
{
    CHECK(CardKind::basic().ankiOrd() == 0);
    CHECK(CardKind::reverse().ankiOrd() == 1);
    CHECK(CardKind::cloze(1).ankiOrd() == 0);
    CHECK(CardKind::cloze(5, true).ankiOrd() == 4);
    CHECK(CardKind::basic().traits().ankiNote == AnkiNoteType::Basic);
    CHECK(CardKind::reverse().traits().ankiNote == AnkiNoteType::BasicAndReversed);
    CHECK(CardKind::cloze(2).traits().ankiNote == AnkiNoteType::Cloze);
}

TEST_CASE("a stored text that is no kind acts as a basic card and keeps its text", "[card_kind]")
{
    // From a damaged deck, or a device that knows more kinds: never trusted, never lost.
    for (const char* text : {"c0", "c-1", "c+1", "c01", "c99999999999", "c100000", "x", "rr", "r1", "c", "h",
                             "c1x", "c 1", " ", "C1", "h0", "\xff"}) {
        INFO(text);
        const CardKind kind = CardKind::fromStored(text);
        CHECK_FALSE(kind.isKnown());
        CHECK_FALSE(kind.isBasic());
        CHECK_FALSE(kind.isReverse());
        CHECK_FALSE(kind.isCloze());
        CHECK(kind.number() == 0);
        CHECK(kind.stored() == text);
        CHECK(kind.traits().sides == KindSides::QuestionThenAnswer);
        CHECK(kind.ankiOrd() == 0);
        CHECK(kind.matchingClass() == text);   // matched only with cards of the same text
        CHECK(kindLabel(kind) == "basic");
        CHECK(kind != CardKind::basic());
    }
    CHECK(CardKind::fromStored("x") == CardKind::fromStored("x"));
    CHECK(CardKind::fromStored("x") != CardKind::fromStored("y"));
    // A number out of range is not made a cloze either, and keeps its text.
    CHECK(CardKind::cloze(0).stored() == "c0");
    CHECK_FALSE(CardKind::cloze(0).isCloze());
    CHECK_FALSE(CardKind::cloze(CardKind::kMaxNumber + 1, true).isKnown());
}

TEST_CASE("a kind's label and its name mark, in the words given", "[card_kind]")
{
    CHECK(kindLabel(CardKind::basic()) == "basic");
    CHECK(kindLabel(CardKind::reverse()) == "reverse");
    CHECK(kindLabel(CardKind::cloze(2)) == "cloze 2");
    CHECK(kindLabel(CardKind::cloze(12, true)) == "cloze 12");
    const CardKindWords chinese{"问答", "反向", "填空 %1", "%1（反向）"};
    CHECK(kindLabel(CardKind::basic(), chinese) == "问答");
    CHECK(kindLabel(CardKind::reverse(), chinese) == "反向");
    CHECK(kindLabel(CardKind::cloze(3), chinese) == "填空 3");
    CHECK(withKindMark("batch", CardKind::reverse()) == "batch (reverse)");
    CHECK(withKindMark("batch", CardKind::reverse(), chinese) == "batch（反向）");
    CHECK(withKindMark("batch", CardKind::basic()) == "batch");
    CHECK(withKindMark("[...] and b", CardKind::cloze(1)) == "[...] and b");
    // Only the kinds a note shows several of say their kind on its state lines.
    CHECK_FALSE(CardKind::basic().traits().labelledInNote);
    CHECK(CardKind::reverse().traits().labelledInNote);
    CHECK(CardKind::cloze(1).traits().labelledInNote);
    CHECK(CardKind::cloze(1, true).traits().labelledInNote);
}

TEST_CASE("the occlusion kind: stored as oN, matched by its number, an Anki occlusion note's card", "[card_kind]")
{
    const CardKind kind = CardKind::fromStored("o3");
    CHECK(kind == CardKind::occlusion(3));
    CHECK(kind.isKnown());
    CHECK(kind.isOcclusion());
    CHECK_FALSE(kind.isCloze());
    CHECK(kind.number() == 3);
    CHECK(kind.stored() == "o3");
    CHECK(kind.traits().sides == KindSides::PictureWithMasks);
    CHECK(kind.matchingClass() == "o3");
    CHECK(kind.matchingClass() != CardKind::cloze(3).matchingClass());
    CHECK(kind.ankiOrd() == 2);
    CHECK(kind.traits().ankiNote == AnkiNoteType::ImageOcclusion);
    CHECK(kindLabel(kind) == "occlusion 3");
    CHECK_FALSE(CardKind::fromStored("o0").isKnown());
    CHECK_FALSE(CardKind::fromStored("o").isKnown());
    CHECK(CardKind::occlusion(0).stored() == "o0");
}
