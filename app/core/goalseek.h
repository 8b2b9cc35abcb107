// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file goalseek.h
/// Goal seek on a scenario: the value of one input (named by a JSON pointer into the scenario
/// file) at which one result (a JSON pointer into the results document) reaches a target.
/// The search itself is model/sizing/goal_seek.h; this binds it to the file and the document.

#include <QJsonObject>
#include <QString>

#include <optional>

#include "app/core/fieldbinding.h"
#include "app/core/headlines.h"
#include "app/core/units.h"
#include "model/sizing/goal_seek.h"

namespace accel::ui {

struct GoalSeekSpec {
  QString vary;    ///< "/vm_groups/0/write/mbps"
  QString metric;  ///< "/replica/hosts/0/tx_utilization"
  double target = 0;
  /// Integer inputs: the largest value before the result reaches the target (default: the
  /// smallest at which it has).
  bool largest = false;
  /// The range searched; empty ends default to the parameter's range around its value
  /// (goalSeekRange).
  std::optional<double> lo;
  std::optional<double> hi;
};

struct GoalSeekAnswer {
  /// Empty when the request is valid; else what is wrong, and which option it is about
  /// ("--vary", "--metric", "--target", "--range").
  QString problem;
  QString problem_option;
  const ParamInfo* input = nullptr;  ///< the parameter varied
  QString input_path;                ///< "vm_groups[0].write.mbps"
  double current = 0;                ///< its value in the scenario
  std::optional<double> current_metric;
  GoalSeekResult result;
  bool valid() const { return problem.isEmpty(); }
};

/// A result the user asks goal seek about, from a headline or a requirement the faces show.
struct GoalTarget {
  QString metric;  ///< JSON pointer into the results document ("/latency/groups/0/loaded_us")
  QString title;   ///< what it is, as shown ("Write latency under load, build VMs")
  Unit unit = Unit::None;         ///< the unit the document stores it in
  std::optional<double> current;  ///< its value now (stored unit)
  std::optional<double> target;   ///< a limit to reach (a requirement's), when there is one
};

/// Whether goal seek can vary an input of this kind (a number or an integer).
bool goalSeekable(const ParamInfo& info);

/// What goal seek is asked about a headline: its number at its key in the results document
/// (pathToPointer), in the unit the document stores it in (a headline shown in µs whose key
/// ends in `_ms` is stored in milliseconds). Empty when the headline has no finite number.
std::optional<GoalTarget> goalTargetFor(const Headline& h);

/// The default range: the parameter's own range, narrowed for continuous values to 1/100 to
/// 100 times the current value (when positive) and for integers to at most 64 times it or
/// 256 more, whichever is larger.
std::pair<double, double> goalSeekRange(const ParamInfo& info, double current);

/// A number at a JSON pointer of a results document: the number, +infinity for a time that
/// never comes (null with its boolean `fills` or `drains` false beside it), or empty.
std::optional<double> resultAt(const QJsonObject& results, const QString& pointer);

/// Runs goal seek on a validated scenario. Each trial value is set on a copy of the scenario
/// and validated (an invalid one, e.g. a disk count the RAID level cannot use, is skipped),
/// then evaluated without findings (with the stream simulation only when the metric is under
/// /streams) and read back at full precision.
GoalSeekAnswer goalSeekScenario(const Scenario& s, const GoalSeekSpec& spec);

/// {"reachable", "value", "metric_value", "range": [lo, hi], ...} (docs/results-format.md).
QJsonObject goalSeekJson(const GoalSeekSpec& spec, const GoalSeekAnswer& a);

/// A readable answer with units.
QString goalSeekText(const GoalSeekSpec& spec, const GoalSeekAnswer& a);

}  // namespace accel::ui
