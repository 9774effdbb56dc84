#pragma once
// The commands of notedeck-cli. Each returns an ExitCode and prints its own output.
#include "cli/arguments.h"

namespace notedeck::cli {

int runImport(const Arguments& args);
int runList(const Arguments& args);
int runShow(const Arguments& args);
int runStats(const Arguments& args);
int runNext(const Arguments& args);
int runAnswer(const Arguments& args);
int runPreview(const Arguments& args);
int runUndo(const Arguments& args);
int runSuspend(const Arguments& args);
int runUnsuspend(const Arguments& args);
int runBury(const Arguments& args);
int runUnbury(const Arguments& args);
int runFlag(const Arguments& args);
int runFsrs(const Arguments& args);
int runPreset(const Arguments& args);
int runFsrsReschedule(const Arguments& args);   // fsrs reschedule, called by runFsrs
int runBackup(const Arguments& args);
int runRestore(const Arguments& args);
int runDrill(const Arguments& args);
int runDemoHistory(const Arguments& args);
int runSync(const Arguments& args);
int runAnki(const Arguments& args);         // anki export|import …
int runAnkiExport(const Arguments& args);   // anki export, called by runAnki
int runAnkiImport(const Arguments& args);   // anki import, called by runAnki

} // namespace notedeck::cli
