// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file headroomchart.h
/// The headroom ladder as bars against one axis: for each requirement, the factor on today's
/// write load (or VM count) at which it breaks, first to break on top, on a logarithmic axis
/// with today (1×) and the requirements' growth factor marked. The Size panel and the report
/// draw the same chart.

#include "app/charts/qcp.h"
#include "model/sizing/headroom.h"

namespace accel::ui {

class HoverTips;

/// Draws `h` (computed for `s`) into `plot`; `tips` may be null. Requirements that hold over
/// the whole range searched reach the end of the axis in a lighter colour; those broken
/// throughout start below its beginning in red.
void drawHeadroomChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s,
                       const HeadroomResult& h);

}  // namespace accel::ui
