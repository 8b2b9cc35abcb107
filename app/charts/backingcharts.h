// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file backingcharts.h
/// The backing array charts as functions of (scenario, evaluation), so the backing tab and
/// the PDF report draw the same charts. `tips` may be null.

#include "app/charts/chartutil.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// IOPS against read percentage for each RAID level the group's disks can form, the
/// configured level bold, the background load's mix marked.
void drawIopsChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   int group);

/// Per-disk utilisation of a RAID group under the background random load, with the planning
/// limit and 100 %.
void drawMemberChart(QCustomPlot* plot, HoverTips* tips, const Evaluation& e, int group);

/// A hyperconverged backing's resources (storage network port, cache devices, capacity disks):
/// each one's utilisation by the background load and by the VMs' writes, stacked, with the
/// planning limit and 100 %. Empty without a hyperconverged result.
void drawHyperconvergedChart(QCustomPlot* plot, HoverTips* tips, const Evaluation& e);

}  // namespace accel::ui
