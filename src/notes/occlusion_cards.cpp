#include "notes/occlusion_cards.h"

#include <set>

namespace notedeck::notes {

namespace {

// What an occlusion card of `note` asks (see occlusion_cards.h).
std::string occlusionQuestion(const CardDraft& note, const PictureMasks& masks)
{
    const bool ownQuestion = note.form != NoteForm::Cloze && !note.question.empty() &&
                             masks.picturesOf(note.question, note.file).empty();
    if (ownQuestion)
        return note.question;
    const auto& headings = note.deck.components();
    return headings.empty() ? std::string() : headings.back();
}

void warnOnce(const MaskedPicture& picture, std::set<std::string>& warned, std::vector<NoteIssue>& issues)
{
    if (!warned.insert(picture.maskFile).second)
        return;
    const core::Error& error = picture.reading->masks.error();
    issues.push_back({Severity::Warning, picture.maskFile, error.line,
                      error.message + "; its picture gives no occlusion cards until the file is fixed", IssueKind::Other, {}});
}

// The occlusion cards of the note `note` is the first card of.
std::vector<CardDraft> noteOcclusions(const CardDraft& note, const PictureMasks& masks, std::set<std::string>& warned,
                                      std::vector<NoteIssue>& issues)
{
    std::vector<CardDraft> cards;
    // A cloze note is its question; a reversed pair's second card shows the same two texts.
    const std::string shown = note.form == NoteForm::Cloze ? note.question : note.question + "\n\n" + note.answer;
    const std::vector<MaskedPicture> pictures = masks.picturesOf(shown, note.file);
    if (pictures.empty())
        return cards;
    const std::string question = occlusionQuestion(note, masks);
    for (const MaskedPicture& picture : pictures) {
        if (!picture.reading->masks) {
            warnOnce(picture, warned, issues);
            continue;
        }
        const core::OcclusionMasks& read = *picture.reading->masks;
        for (const int number : read.cardNumbers()) {
            CardDraft card = note;
            card.question = question;
            card.answer = core::occlusionCardAnswer({picture.target, picture.embed, number, read});
            card.kind = core::CardKind::occlusion(number);
            cards.push_back(std::move(card));
        }
    }
    return cards;
}

} // namespace

void addOcclusionCards(std::vector<CardDraft>& cards, const PictureMasks& masks, std::vector<NoteIssue>& issues)
{
    if (masks.empty() || cards.empty())
        return;
    std::vector<CardDraft> out;
    out.reserve(cards.size());
    std::set<std::string> warned;
    for (size_t first = 0; first < cards.size();) {
        size_t end = first + 1;
        while (end < cards.size() && cards[end].ordinal == cards[first].ordinal)
            ++end;
        std::vector<CardDraft> extra = noteOcclusions(cards[first], masks, warned, issues);
        for (size_t i = first; i < end; ++i)
            out.push_back(std::move(cards[i]));
        for (CardDraft& card : extra)
            out.push_back(std::move(card));
        first = end;
    }
    cards = std::move(out);
}

} // namespace notedeck::notes
