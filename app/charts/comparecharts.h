// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file comparecharts.h
/// The main charts with the options overlaid, one colour per option and a legend with their
/// names: the Compare Options window and the report's "Options compared" draw them.

#include "app/charts/chartutil.h"
#include "app/core/compare.h"

namespace accel::ui {

/// The first VM group that writes back in the first option (0 when none does): the group
/// the latency and backlog charts follow.
int compareChartGroup(const std::vector<ComparedOption>& options);

/// Write latency under load against the write size of group `group`, in each option's own
/// write policy (log-log).
void drawCompareSizeChart(QCustomPlot* plot, HoverTips* tips,
                          const std::vector<ComparedOption>& options, int group);

/// The write-back backlog of group `group` over time in each option, with each option's
/// buffer size dashed.
void drawCompareBacklogChart(QCustomPlot* plot, HoverTips* tips,
                             const std::vector<ComparedOption>& options, int group);

/// Peer link utilisation per host (the busier of transmit and receive), bars grouped by host,
/// with the first option's planning limit.
void drawCompareLinkChart(QCustomPlot* plot, HoverTips* tips,
                          const std::vector<ComparedOption>& options);

}  // namespace accel::ui
