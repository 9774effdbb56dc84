// main() of test_gui_full_disk: the app on a real full disk (small_disk.h). Where no small disk can
// be made (no root to mount it), none of its tests runs and CTest reports them skipped.
#include "gui_test_run.h"
#include "small_disk.h"

int main(int argc, char* argv[])
{
    return notedeck::gui::test::runGuiTests(argc, argv, notedeck::testing::SmallDisk::unavailable);
}
