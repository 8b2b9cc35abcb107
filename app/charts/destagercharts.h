// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file destagercharts.h
/// The destager charts as functions of one group's simulation, shared by the destager tab and
/// the PDF report: the write profile against the destage rate over time, and the backlog
/// against the buffer, throttled periods shaded, the fill and drain annotated. `tips` may be
/// null.

#include "app/charts/chartutil.h"
#include "model/destager/destager.h"

namespace accel::ui {

/// A time axis scale: seconds divided by `factor`, labelled `unit`.
struct TimeScale {
  double factor = 1.0;
  QString unit;  ///< "s", "min", "h" or "days"
};

/// The scale that shows times up to `max_s` with readable numbers.
TimeScale timeScale(double max_s);

/// W(t) (what the VM asks), what it may write (W, or D while throttled), what leaves the
/// buffer, and the destage rate D; throttled periods shaded.
void drawRatesChart(QCustomPlot* plot, HoverTips* tips, const DestagerGroupResult& g);

/// The backlog X(t) against the buffer B, throttled periods shaded, the first fill and the
/// drain time annotated.
void drawBacklogChart(QCustomPlot* plot, HoverTips* tips, const DestagerGroupResult& g);

/// True when the two charts of `a` are those of `b`: every field the draw functions above read
/// is equal (keep in step with them). An edit that leaves a group's simulation alone need not
/// draw its charts again.
bool sameDestagerCharts(const DestagerGroupResult& a, const DestagerGroupResult& b);

}  // namespace accel::ui
