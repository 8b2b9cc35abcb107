// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file studycharts.h
/// The charts of what-if studies: a swept result against one input with the requirement
/// limits and their crossings, a heatmap of a result over two inputs with the contour where a
/// requirement is just met, and the tornado of a sensitivity study. Missing results (an invalid
/// point) and times that never come are gaps, never zeros.

#include <QString>

#include <optional>
#include <vector>

#include "app/charts/qcp.h"
#include "app/core/sensitivity.h"
#include "app/core/studies.h"

namespace accel::ui {

class HoverTips;

/// How an axis shows values of a unit: shown = stored * scale, labelled `label` (times in the
/// unit that reads best for the largest value, fractions as percentages).
struct AxisUnit {
  double scale = 1.0;
  QString label;
};
AxisUnit axisUnit(Unit u, double maxStored);

/// One varied input as the charts name it.
struct StudyInput {
  QString name;  ///< "build VMs: Write rate"
  Unit unit = Unit::None;
  std::vector<double> values;  ///< stored unit
};

/// Draws `y` (stored unit, one per x; empty: invalid point; +inf: never) against the input:
/// the curve with gaps, each limit of `metric` as a dashed line, and every crossing of a limit
/// marked with its words (crossingText). Returns the crossings' words.
QStringList drawSweepChart(QCustomPlot* plot, HoverTips* tips, const StudyInput& input,
                           const StudyMetric& metric, const std::vector<std::optional<double>>& y);

/// The heatmap of `values` (row-major, values[i * n2 + j], first input along x; empty
/// optional: not computed yet or invalid; +inf: never), drawn as gaps where there is no
/// number, with the contour of `metric`'s first limit (the boundary of the region where the
/// requirement is met). Hover shows both inputs and the value with its unit. The colour map is
/// the plot's first plottable, named "heatmap"; the contour's segments are a curve named
/// "contour".
void drawSweepHeatmap(QCustomPlot* plot, HoverTips* tips, const StudyInput& first,
                      const StudyInput& second, const StudyMetric& metric,
                      const std::vector<std::optional<double>>& values);

/// The tornado of a sensitivity study of `metric`: per input that moves the result (at most
/// `maxBars`, largest swing on top), a bar from the result now to the result at the low end
/// and one to the result at the high end (an end that never comes runs to the edge of the
/// plot, lighter: the plottable named "never"). `names` are the inputs' names by row. The bars
/// are the plottables named "low" and "high", the k-th row of tornadoRows() (from 0) at key
/// n - k (the top bar has the highest key), the low end 0.2 below it and the high end above;
/// as QCPBars have it, a bar's value is the result there less the result now (its base).
void drawTornadoChart(QCustomPlot* plot, HoverTips* tips, const StudyMetric& metric,
                      const SensitivitySpec& spec, const SensitivityResult& r,
                      const QStringList& names, int maxBars = 12);

/// The rows drawn by drawTornadoChart(), in the order drawn (top first): those with a swing.
std::vector<const SensitivityRow*> tornadoRows(const SensitivityResult& r, int maxBars = 12);

}  // namespace accel::ui
