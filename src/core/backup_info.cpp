#include "core/backup_info.h"

namespace notedeck::core {

const char* toString(BackupKind kind)
{
    switch (kind) {
    case BackupKind::Daily: return "daily";
    case BackupKind::Manual: return "manual";
    case BackupKind::BeforeRestore: return "before-restore";
    }
    return "daily";
}

} // namespace notedeck::core
