// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file latencycharts.h
/// The write latency charts as functions of (scenario, evaluation, series), so the latency
/// tab and the PDF report draw the same charts. `tips` may be null (no hover texts).

#include <vector>

#include "app/charts/chartutil.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// The curves that re-solve the whole system per point, for one VM group: the loaded latency
/// against write size and the hockey stick. The latency tab computes them off the GUI thread,
/// the report before it draws; both draw them with the functions below.
struct LatencyCurves {
  std::vector<PolicyCurve> sizes;  ///< latencyVsIoSize with the load
  LoadCurve offered;               ///< latencyVsOfferedIops
  /// The group writes through to a saturated datastore: no latency under load exists, so
  /// there is no load curve (and no write-through curve under load in `sizes`).
  bool unbounded = false;
};
/// With `datastore_saturated` (Evaluation::datastore_saturated) write-through has no latency
/// under load: its loaded curve is left out; a group with `group_unbounded`
/// (loadedUnbounded) gets no load curve.
LatencyCurves latencyCurves(const Scenario& s, const LatencyOptions& opt, int group,
                            bool datastore_saturated = false, bool group_unbounded = false);

/// The legs of each group's commit: the local write beside the stacked replica leg
/// (serialisation, stack/switches/cable, peer's device, ack; the datastore for WT), idle or
/// at the group's load (a write-through group on a saturated datastore is marked unbounded).
void drawLegsChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   bool loaded);

/// Idle commit latency against write size for WT, WB+0, WB+1 and WB+2 on the scenario's
/// hardware (log-log), with the group's operating point (none when it has no finite latency
/// under load).
void drawSizeChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                   int group);

/// Adds the loaded-latency curves (latencyVsIoSize with load) to a size chart, dashed.
void addLoadedSizeCurves(QCustomPlot* plot, HoverTips* tips,
                         const std::vector<PolicyCurve>& curves);

/// The hockey stick: latency against achieved writes per VM as the group's demanded rate
/// sweeps past capacity (latencyVsOfferedIops), the open-model curve, the operating point and
/// the plateau; a sentence instead when the group has no latency under load.
void drawLoadChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, int group,
                   const LatencyCurves& curves);

}  // namespace accel::ui
