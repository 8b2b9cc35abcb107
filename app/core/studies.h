// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file studies.h
/// What the faces of sweeps and sensitivity need beyond running them (sweep.h, sensitivity.h):
/// the results a user can study, each with its name, unit and the requirement limits on it;
/// where a swept result crosses a limit (interpolated between sweep points) and the words for
/// it; the boundary of the feasible region of a two-input sweep; and what the main verdict
/// depends on, in words for the report's executive summary.

#include <QList>
#include <QString>

#include <optional>
#include <vector>

#include "app/core/goalseek.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// A requirement's limit on a result, in the result's stored unit.
struct StudyLimit {
  double value = 0;
  bool atLeast = false;  ///< the result must stay at least the limit (else at most)
  QString what;          ///< "at most 80 %"
};

/// A result a sweep or a sensitivity study can read: a headline number or a requirement's
/// value, by its JSON pointer into the results document.
struct StudyMetric {
  /// Metric pointer, title ("Replica network: Busiest peer link"), stored unit, value now.
  GoalTarget target;
  QString note;  ///< where and on what basis ("host 1 transmit, at peak writes")
  QString area;  ///< the area key it belongs to ("replica", ...); empty when none
  std::vector<StudyLimit> limits;
};

/// Every headline with a number (each area's, in report order) and every requirement's value,
/// each with the limits the scenario's requirements put on it: a requirement's row has its own
/// limit; a headline has the limits of the requirements on the same figure of the same VM
/// group (in the same unit).
std::vector<StudyMetric> studyMetrics(const Scenario& s, const Evaluation& e);

/// The headline of an area (AreaVerdict::headlineKey) as a study metric; empty when the area
/// has no headline number (a word, or not evaluated).
std::optional<StudyMetric> areaHeadlineMetric(const Scenario& s, const Evaluation& e,
                                              const QString& area);

/// Where a swept result crosses a limit.
struct Crossing {
  double x = 0;         ///< the input there (stored unit)
  bool rising = false;  ///< the result grows through the limit as the input grows
};

/// The crossings of y(x) through `limit`, by linear interpolation between consecutive sweep
/// points that both have a finite result (or between their logarithms of x with `logX`, for a
/// geometric sweep); a missing or "never" result breaks the curve and no crossing is read
/// across it. A point exactly at the limit counts once, where the curve arrives at it.
std::vector<Crossing> sweepCrossings(const std::vector<double>& x,
                                     const std::vector<std::optional<double>>& y, double limit,
                                     bool logX = false);

/// "Busiest peer link reaches 80 % at 8.4 MB/s" (rising) or "... falls to 30 MB/s at 12" .
QString crossingText(const QString& metricTitle, double limit, Unit metricUnit, double x,
                     Unit inputUnit, bool rising);

/// How a sweep axis's values are spaced: evenly (a linear range), in geometric progression (a
/// logarithmic range) or neither (a list).
enum class AxisSpacing { Linear, Log, Irregular };
AxisSpacing axisSpacing(const std::vector<double>& values);

/// One segment of a contour, in grid index coordinates (i along the first axis, j along the
/// second; fractional between points).
struct ContourSegment {
  double i1 = 0, j1 = 0, i2 = 0, j2 = 0;
};

/// The contour where a two-input sweep's result equals `level` (marching squares, linear
/// interpolation along each cell edge): the boundary of the region where a requirement is
/// met. `values` is row-major, n1 x n2 (values[i * n2 + j]); a cell with a missing or "never"
/// corner is left out.
std::vector<ContourSegment> contourSegments(const std::vector<std::optional<double>>& values,
                                            std::size_t n1, std::size_t n2, double level);

/// The inputs the main verdict depends on: the area with the most severe light (the first in
/// report order among equals), the sensitivity of its headline number to every input moved by
/// +-20 %, and the inputs with the largest swing (none when that area is the streams': the
/// stream simulation is not repeated twice per input for a report).
struct VerdictDependence {
  QString area;        ///< the area's key; empty when no area has a headline number
  QString areaTitle;   ///< "Destager"
  QString metric;      ///< the headline's JSON pointer
  QStringList inputs;  ///< the top inputs' names, largest swing first ("destage pattern")
  QStringList pointers;
};

VerdictDependence verdictDependence(const Scenario& s, const Evaluation& e, int top = 3);

/// "What the destager verdict depends on most: destage pattern, disks and write rate (each
/// moved by 20 %, largest swing of its headline first)." Empty when nothing moves it.
QString verdictDependenceText(const VerdictDependence& d);

/// The name of an input as the faces show it: "build VMs: Write rate", "RAID group 2: Disks",
/// or the parameter's label.
QString studyInputName(const Scenario& s, const QString& path, const ParamInfo& info);

}  // namespace accel::ui
