// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file goal_seek.h
/// Goal seek: the value of one input at which one result reaches a target (docs/models/
/// sizing.md, "Goal seek"). The input and the result are functions here; the application
/// names them by JSON pointers into the scenario and the results document.
///
/// The range is scanned (log-spaced when it spans more than two decades of positive values,
/// else evenly) for the first change of side of the target, then the crossing is narrowed by
/// root finding (bracket.h) to a relative 1e-10 (continuous inputs) or to neighbouring whole
/// numbers (integer inputs). A target the scan does not cross is unreachable: the answer says
/// so, with the range searched and the closest value found, never a made-up number.

#include <functional>
#include <optional>

namespace accel {

/// The result at input x: a finite number, +infinity for a time that never comes (above any
/// target), or empty when x is not a valid input (a RAID geometry the level cannot form) or
/// the result does not exist there.
using GoalMetric = std::function<std::optional<double>(double x)>;

struct GoalSeekRequest {
  double lo = 0;  ///< the input's range
  double hi = 1;
  double target = 0;
  bool integer = false;  ///< whole numbers only (hosts, disks, VMs)
  /// Integers: the smallest input at which the result has reached the target, scanning up
  /// from lo (default); with `largest`, the largest input before it does.
  bool largest = false;
  int scan_points = 48;  ///< points of the first scan (integers: at most the range's count)
  double tolerance = 1e-10;
  int max_evaluations = 400;
};

struct GoalSeekResult {
  bool reachable = false;
  std::optional<double> value;         ///< the input found
  std::optional<double> metric_value;  ///< the result there
  double lo = 0;                       ///< the range searched
  double hi = 0;
  /// Unreachable: the input whose result came closest to the target, and that result.
  std::optional<double> closest_value;
  std::optional<double> closest_metric;
  /// Every valid input of the scan gave a result on the same side of the target: "below"
  /// (-1) or "above" (+1); 0 when reachable or when nothing could be evaluated.
  int side = 0;
  int evaluations = 0;
};

GoalSeekResult goalSeek(const GoalMetric& metric, const GoalSeekRequest& request);

}  // namespace accel
