#pragma once
// Where the ticks of a chart's axis go, so that every label is distinct and the labels are evenly
// spaced: a step of 1, 2 or 5 × a power of ten for numbers (whole numbers for days), a whole
// number of days for dates. Pure functions, no widgets; the charts of the card info and the drill
// history use them.
#include <QString>
#include <QStringList>

namespace notedeck::gui {

// Ticks from 0 every `step` up to `top` (the first multiple of the step at or above the data's
// maximum), labelled with `decimals` decimals: enough for the step, so no two labels read alike.
struct NumberTicks {
    double step = 1;
    double top = 1;
    int decimals = 0;
};

// At most `maxIntervals` steps (at least 1) over 0 … `max`; `whole`: the step is a whole number
// (days, cards), however small `max` is.
NumberTicks numberTicks(double max, int maxIntervals, bool whole);

// The labels of `ticks`, from 0 to the top, as the axis shows them ("%.Nf").
QStringList numberTickLabels(const NumberTicks& ticks);

// Every how many days a date axis from day 0 to day `days` names one (day 0, step, 2 × step …), for
// at most `maxLabels` labels (2 at least):
// 1, 2, 7, 14, 28, then multiples of 28. At least 1.
int dayTickStep(int days, int maxLabels);

} // namespace notedeck::gui
