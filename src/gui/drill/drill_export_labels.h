#pragma once
// The words of a drill's Markdown export in the interface language (the service layer writes the
// document; it has no translations of its own).
#include "service/drill/drill_summary.h"

namespace notedeck::gui {

service::DrillMarkdownLabels drillExportLabels();

} // namespace notedeck::gui
