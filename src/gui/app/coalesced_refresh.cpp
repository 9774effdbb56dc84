#include "gui/app/coalesced_refresh.h"

namespace notedeck::gui {

void CoalescedRefresh::request()
{
    if (m_running) {
        m_dirty = true;
        return;
    }
    launch();
}

bool CoalescedRefresh::finished()
{
    m_running = false;
    if (!m_dirty)
        return false;
    launch();
    return m_running;
}

void CoalescedRefresh::launch()
{
    m_dirty = false;
    m_running = m_start();
    if (m_running)
        ++m_runs;
}

} // namespace notedeck::gui
