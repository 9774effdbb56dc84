#include "core/optimize_report.h"

#include <algorithm>

namespace notedeck::core {

double OptimizeProgress::fraction() const
{
    const double epochPart = itemsTotal == 0 ? 1.0 : static_cast<double>(itemsDone) / static_cast<double>(itemsTotal);
    const double fitPart = epochCount <= 0 ? 1.0 : (std::max(0, epoch - 1) + epochPart) / epochCount;
    return std::clamp((fold + fitPart) / std::max(1, foldCount), 0.0, 1.0);
}

const char* toString(OptimizeStatus status)
{
    switch (status) {
    case OptimizeStatus::Fitted:
        return "fitted";
    case OptimizeStatus::PretrainedOnly:
        return "pretrained-only";
    case OptimizeStatus::NotEnoughData:
        return "not-enough-data";
    case OptimizeStatus::Cancelled:
        return "cancelled";
    }
    return "unknown";
}

const char* toString(HealthWarningKind kind)
{
    switch (kind) {
    case HealthWarningKind::TooFewReviews:
        return "too_few_reviews";
    case HealthWarningKind::HardAsFailing:
        return "hard_as_failing";
    }
    return "unknown";
}

} // namespace notedeck::core
