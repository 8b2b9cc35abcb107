// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sweep.h
/// Sweeps: one or two numeric inputs (JSON pointers into the scenario) over a range or a
/// list, every point evaluated, and the chosen results (JSON pointers into the results
/// document) read back at full precision. Runs on every core; CSV for slides and spreadsheets.

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "app/core/fieldbinding.h"
#include "app/core/resultsjson.h"

namespace accel::ui {

/// One varied input and its values.
struct SweepAxis {
  QString pointer;  ///< "/vm_groups/0/write/mbps"
  QString path;     ///< "vm_groups[0].write.mbps"
  const ParamInfo* info = nullptr;
  std::vector<double> values;
};

/// Reads "POINTER=FROM:TO:N" (N evenly spaced values), "POINTER=FROM:TO:N:log" (geometric)
/// or "POINTER=V1,V2,..." (a list, e.g. link speeds) for a numeric input of `s`. Integer
/// inputs are rounded and repeated values dropped. False with a message on a bad axis.
bool parseSweepAxis(const Scenario& s, const QString& text, SweepAxis* out, QString* problem);

struct SweepSpec {
  std::vector<SweepAxis> axes;  ///< one or two
  QStringList metrics;          ///< result pointers, e.g. "/replica/max_tx_utilization"
  /// Simulate the sequential streams at every point (only when a metric is under /streams).
  bool simulate_streams = false;
};

struct SweepPoint {
  std::vector<double> inputs;                  ///< one per axis
  std::vector<std::optional<double>> metrics;  ///< one per metric; +inf: never
  /// The scenario at this point is invalid (e.g. an odd RAID10 disk count): its first problem.
  QString problem;
};

struct SweepResult {
  /// Row-major: the first axis varies slowest (points[i * n2 + j]).
  std::vector<SweepPoint> points;
  bool cancelled = false;
};

/// Called from the worker threads as points complete (done of total); returning false
/// cancels. Must be thread-safe.
using SweepProgress = std::function<bool(int done, int total)>;

/// Evaluates every point of the grid, on `threads` threads (0: every core). Points whose
/// scenario is invalid carry their problem and no metrics.
SweepResult runSweep(const Scenario& s, const SweepSpec& spec, int threads = 0,
                     const SweepProgress& progress = {});

/// CSV: a header naming each varied input and metric with its unit ("vm_groups[0].write.mbps
/// (MB/s)"), then one row per point with the numbers at full precision (empty for a metric
/// that does not exist there, "inf" never appears: a time that never comes is empty and a
/// last column "problem" says why a point is invalid).
QString sweepCsv(const SweepSpec& spec, const SweepResult& r);

}  // namespace accel::ui
