#pragma once
// "The latest request wins": a view asks for something that comes back later (a read on the
// worker, a card rendered on a pool thread or in the page), may ask again before the answer is
// back, and wants only the answer to its latest question. Each request takes a ticket; an answer
// is used only while its ticket is still the latest. Owned by the view that asks; GUI thread.
namespace notedeck::gui {

class LatestRequest {
public:
    // A plain number, so it can travel with the request (to the card page and back).
    using Ticket = int;

    // A new request: every ticket taken before is out of date from now on.
    Ticket next() { return ++m_latest; }
    // Nothing asked so far is wanted any more (the scope changed, the deck is being replaced).
    void dropAll() { ++m_latest; }
    bool isLatest(Ticket ticket) const { return ticket == m_latest; }
    // The ticket of the latest request.
    Ticket latest() const { return m_latest; }

private:
    Ticket m_latest = 0;
};

} // namespace notedeck::gui
