// main() of the GUI test programs whose tests run on any machine.
#include "gui_test_run.h"

int main(int argc, char* argv[]) { return notedeck::gui::test::runGuiTests(argc, argv); }
