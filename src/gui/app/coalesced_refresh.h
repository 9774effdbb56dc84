#pragma once
// A refresh that takes a while (counts computed in the worker) asked for more often than it can
// run: at most one run is in flight, and any number of requests while it runs make exactly one
// more run after it, so requests never queue up on the worker. The owner starts the work in
// `start` and calls finished() when its result is back. GUI thread.
#include <functional>

namespace notedeck::gui {

class CoalescedRefresh {
public:
    // `start` posts one run and returns false when it could not (nothing is in flight then).
    explicit CoalescedRefresh(std::function<bool()> start) : m_start(std::move(start)) {}

    // Starts a run now, or, while one is in flight, marks that another is wanted after it.
    void request();
    // The run in flight has delivered its result: starts the one more that was asked for
    // meanwhile. True when it did, i.e. the result just delivered is already out of date.
    bool finished();

    bool isRunning() const { return m_running; }
    bool isDirty() const { return m_dirty; }
    int runs() const { return m_runs; }   // started so far

private:
    void launch();

    std::function<bool()> m_start;
    bool m_running = false;
    bool m_dirty = false;
    int m_runs = 0;
};

} // namespace notedeck::gui
