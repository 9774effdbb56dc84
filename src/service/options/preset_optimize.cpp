#include "service/options/preset_optimize.h"

#include "service/deck/detail/deck_internals.h"
#include "service/options/detail/optimize_reviews.h"
#include "service/options/presets.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <unordered_set>

namespace notedeck::service {

namespace {
core::Result<Preset> presetById(Deck& deck, core::PresetId id)
{
    auto presets = listPresets(deck);
    if (!presets)
        return std::unexpected(presets.error());
    for (Preset& p : *presets) {
        if (p.id == id)
            return std::move(p);
    }
    return core::fail("there is no preset " + std::to_string(id) + " in the deck");
}
} // namespace

core::Result<core::OptimizeReport> optimizePresetParameters(Deck& deck, core::PresetId id,
                                                            const core::OptimizeProgressCallback& progress,
                                                            const std::atomic<bool>* cancel, int timeSeriesSplits)
{
    auto preset = presetById(deck, id);
    if (!preset)
        return std::unexpected(preset.error());
    // The cards the preset covers, retired ones included: their answers are history all the same.
    auto cards = storeOf(deck).cards().list(core::DeckPath(), true);
    if (!cards)
        return std::unexpected(cards.error());
    std::unordered_set<core::CardId> covered;
    for (const core::CardRow& row : *cards) {
        if (presetsOf(deck).presetOf(row.card.deck) == id)
            covered.insert(row.card.id);
    }
    auto reviews = storeOf(deck).reviewLog().all();
    if (!reviews)
        return std::unexpected(reviews.error());
    std::erase_if(*reviews, [&](const core::ReviewRecord& r) { return !covered.contains(r.card); });
    return optimizeReviews(deck, preset->options, *reviews, progress, cancel, timeSeriesSplits);
}

core::Result<void> adoptPresetParameters(Deck& deck, core::PresetId id, const core::OptimizeReport& report)
{
    return transactVoid(deck, [&](Deck& d) -> core::Result<void> {
        // Read inside the transaction, so options saved meanwhile are kept.
        auto preset = presetById(d, id);
        if (!preset)
            return std::unexpected(preset.error());
        preset->options.parameters.assign(report.parameters.begin(), report.parameters.end());
        d.changes().settings = true;
        return writePresetSettings(storeOf(d), id, preset->options);
    });
}

core::Result<std::vector<PresetFit>> optimizeAllPresets(Deck& deck, bool adopt, const std::atomic<bool>* cancel)
{
    auto presets = listPresets(deck);
    if (!presets)
        return std::unexpected(presets.error());
    std::vector<PresetFit> fits;
    for (const Preset& preset : *presets) {
        auto report = optimizePresetParameters(deck, preset.id, {}, cancel);
        if (!report)
            return std::unexpected(report.error());
        PresetFit fit{preset.id, preset.name, std::move(*report), OptimizeVerdict::TooLittleData, false};
        fit.verdict = judgeOptimization(fit.report);
        if (adopt && fit.verdict == OptimizeVerdict::Better) {
            if (auto adopted = adoptPresetParameters(deck, preset.id, fit.report); !adopted)
                return std::unexpected(adopted.error());
            fit.adopted = true;
        }
        fits.push_back(std::move(fit));
    }
    return fits;
}

} // namespace notedeck::service
