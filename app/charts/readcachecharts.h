// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file readcachecharts.h
/// The read cache's chart: a group's hit ratio against the cache size per VM, with the
/// group's operating point and the knee (the cache that gives 80 % hits). Shared by the
/// results tab and the report.

#include <cstddef>

#include "app/charts/chartutil.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// Draws group `g`'s hit ratio curve (hitRatioSeries) on `plot`; `tips` may be null. Draws
/// nothing when the group's reads are not modelled.
void drawHitRatioChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                       std::size_t g);

}  // namespace accel::ui
