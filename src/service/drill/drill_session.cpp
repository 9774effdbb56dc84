#include "service/drill/drill_session.h"

#include "scheduler/drill_draw.h"
#include "service/deck/deck_names.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

namespace {

std::string scopeText(const std::vector<core::DeckPath>& scope)
{
    std::string text;
    for (const core::DeckPath& deck : scope)
        text += (text.empty() ? "" : ", ") + deckName(deck);
    return text.empty() ? std::string("the deck") : text;
}

} // namespace

DrillSession::DrillSession(Deck& deck, const core::Clock& clock)
    : m_deck(deck), m_clock(clock)
{
}

core::Result<DrillPlan> DrillSession::prepare(Deck& deck, DrillOptions options, core::Timestamp now)
{
    if (options.count < 1)
        return core::fail("a drill needs at least one question (asked for " + std::to_string(options.count) + ")");
    if (options.secondsPerQuestion < 0)
        return core::fail("the time per question cannot be negative");
    if (!options.seed)
        options.seed = static_cast<std::uint64_t>(now);

    auto draw = drawDrillQuestions(deck, options.scope,
                                   scheduler::DrawOptions{options.count, options.order, *options.seed}, now);
    if (!draw)
        return std::unexpected(draw.error());
    if (draw->questions.empty())
        return core::fail("no cards in " + scopeText(options.scope) + " to drill");
    return DrillPlan{std::move(options), std::move(draw->questions)};
}

core::Result<std::unique_ptr<DrillSession>> DrillSession::start(Deck& deck,
                                                                const core::Clock& clock, DrillOptions options)
{
    auto plan = prepare(deck, std::move(options), clock.now());
    if (!plan)
        return std::unexpected(plan.error());
    return start(deck, clock, std::move(*plan));
}

core::Result<std::unique_ptr<DrillSession>> DrillSession::start(Deck& deck, const core::Clock& clock, DrillPlan plan)
{
    if (plan.questions.empty() || !plan.options.seed)
        return core::fail("a drill needs questions drawn with a seed");
    // The drill starts now, when its first question is shown (the draw may have read a moment
    // earlier, on another thread).
    const core::Timestamp now = clock.now();
    core::NewDrill stored;
    stored.startedAt = now;
    stored.scope = plan.options.scope;
    stored.order = std::string(scheduler::toString(plan.options.order));
    stored.secondsPerQuestion = plan.options.secondsPerQuestion;
    stored.updatesSchedule = plan.options.updatesSchedule;
    stored.seed = *plan.options.seed;
    for (const DrillQuestion& q : plan.questions)
        stored.cards.push_back(q.card);
    auto id = transactFor(deck, [&stored](Deck& d) {
        d.changes().drills = true;
        return storeOf(d).drills().create(stored);
    });
    if (!id)
        return std::unexpected(id.error());

    std::unique_ptr<DrillSession> session(new DrillSession(deck, clock));
    session->m_options = std::move(plan.options);
    session->m_id = *id;
    session->m_questions = std::move(plan.questions);
    session->m_shownAt = now;
    return session;
}

const DrillQuestion* DrillSession::current() const
{
    return m_finished ? nullptr : &m_questions[static_cast<std::size_t>(m_position)];
}

long long DrillSession::elapsed() const
{
    const core::Timestamp end = m_revealedAt.value_or(m_clock.now());
    long long seconds = std::max<long long>(0, end - m_shownAt);
    if (m_options.secondsPerQuestion > 0)
        seconds = std::min<long long>(seconds, m_options.secondsPerQuestion);
    return seconds;
}

DrillTimer DrillSession::timer() const
{
    DrillTimer t;
    if (m_finished)
        return t;
    t.enabled = m_options.secondsPerQuestion > 0;
    t.limitSeconds = m_options.secondsPerQuestion;
    t.elapsedSeconds = elapsed();
    if (t.enabled) {
        t.remainingSeconds = t.limitSeconds - t.elapsedSeconds;
        t.timeUp = t.remainingSeconds <= 0;
    }
    return t;
}

DrillPhase DrillSession::phase() const
{
    if (m_finished)
        return DrillPhase::Finished;
    if (m_revealedAt || timer().timeUp)
        return DrillPhase::Revealed;
    return DrillPhase::Asking;
}

void DrillSession::reveal()
{
    if (m_finished || m_revealedAt)
        return;
    // Once the time is up the reveal happened at the limit, whenever the view gets here.
    m_revealedAt = std::min(m_clock.now(), m_options.secondsPerQuestion > 0
                                               ? m_shownAt + m_options.secondsPerQuestion
                                               : m_clock.now());
}

core::Result<DrillGraded> DrillSession::grade(DrillGrade grade, std::string notes)
{
    if (m_finished)
        return core::fail("the drill is over");
    if (phase() != DrillPhase::Revealed)
        return core::fail("reveal the answer before grading it");

    const DrillQuestion& question = m_questions[static_cast<std::size_t>(m_position)];
    const core::Timestamp now = m_clock.now();
    DrillGraded graded;
    graded.position = m_position;
    graded.grade = grade;
    graded.seconds = static_cast<double>(elapsed());
    graded.finished = m_position + 1 == questionCount();

    // One transaction: the answer through the review use case (so it is logged and can be undone
    // like any other) when the schedule is updated, and the drill's record; the grade either fully
    // happens or not at all.
    auto done = m_deck.transact([&](Deck& deck) -> core::Result<void> {
        if (m_options.updatesSchedule) {
            auto answered = answerCard(deck, question.card, ratingForGrade(grade), now,
                                       static_cast<int>(graded.seconds * 1000));
            if (!answered)
                return std::unexpected(answered.error());
            graded.scheduled = *answered;
        }
        deck.changes().drills = true;
        return storeOf(deck).drills().recordAnswer(m_id, m_position, grade, graded.seconds, notes,
                                                   graded.finished ? std::optional<core::Timestamp>(now) : std::nullopt);
    });
    if (!done)
        return std::unexpected(done.error());

    ++m_position;
    m_finished = graded.finished;
    m_shownAt = now;
    m_revealedAt.reset();
    return graded;
}

core::Result<void> DrillSession::stop()
{
    if (m_finished)
        return {};
    auto done = transactVoid(m_deck, [this](Deck& deck) {
        deck.changes().drills = true;
        return storeOf(deck).drills().finish(m_id, m_clock.now());
    });
    if (!done)
        return done;
    m_finished = true;
    m_revealedAt.reset();
    return {};
}

core::Result<DrillSummary> DrillSession::summary() const { return loadDrillSummary(m_deck, m_id); }

core::Result<MissedToday> DrillSession::reviewMissedToday()
{
    return service::reviewMissedToday(m_deck, m_id, m_clock.now());
}

} // namespace notedeck::service
