#pragma once
// GUI tests need a QApplication for QtWebEngine; Catch2 runs inside it. The main() of a GUI test
// program calls this (gui_test_main.cpp, or its own when its tests need something a machine may
// lack: see run_or_skip.h).
#include <functional>
#include <string>

namespace notedeck::gui::test {

// Runs the tests of the command line inside a QApplication, as the app sets itself up. With
// `whyMissing`, when it says why the tests cannot run here, runs none and exits kSkipped
// (run_or_skip.h). `<test program> --hold-deck FILE` is another NoteDeck holding a deck instead.
int runGuiTests(int argc, char* argv[], const std::function<std::string()>& whyMissing = {});

} // namespace notedeck::gui::test
