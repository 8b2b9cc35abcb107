// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sensitivity.h
/// Sensitivity: which input matters most for one result. Every numeric input of the
/// scenario is moved down and up by a share of its value (20 % by default), one at a time,
/// and the result's swing between the two is measured: the tornado chart's bars, largest
/// first (docs/studies.md, "Sensitivity").

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

#include "app/core/fieldbinding.h"

namespace accel::ui {

struct SensitivitySpec {
  QString metric;         ///< a JSON pointer into the results document
  double fraction = 0.2;  ///< each input moved by +- this share of its value
  /// Only these inputs (JSON pointers); empty: every numeric input that applies.
  QStringList only;
};

struct SensitivityRow {
  QString pointer;  ///< "/peer_network/link_gbps"
  const ParamInfo* info = nullptr;
  double value = 0;                  ///< the input as the scenario has it
  std::optional<double> low, high;   ///< the inputs tried (empty: that side cannot move)
  std::optional<double> low_metric;  ///< the result there (+inf: never; empty: invalid)
  std::optional<double> high_metric;
  /// |result(high) - result(low)|, or against the base where one side cannot move; empty when
  /// it cannot be said (no side moved) or is unbounded (`unbounded`: "never" on one side).
  std::optional<double> swing;
  bool unbounded = false;
  /// Why a side did not move as asked: "a count of 1 cannot go lower", "20 % of 3 is less
  /// than one: moved by one", "0 cannot move by a share of itself", "the high end is out of
  /// range: moved to 1000", or the problem that made a trial invalid.
  QString note;
};

struct SensitivityResult {
  QString problem;  ///< empty when the request is valid
  std::optional<double> base_metric;
  std::vector<SensitivityRow> rows;  ///< largest swing first; unbounded first of all
  int evaluations = 0;
};

/// Runs the study on a validated scenario (evaluations without findings, the stream
/// simulation only for a metric under /streams).
SensitivityResult sensitivity(const Scenario& s, const SensitivitySpec& spec);

/// {"metric", "fraction", "base_value", "rows": [{"input", "label", "unit", "value", "low",
///  "high", "low_metric", "high_metric", "swing", "swing_unbounded", "note"}...]}
QJsonObject sensitivityJson(const SensitivitySpec& spec, const SensitivityResult& r);

/// A readable table, largest swing first.
QString sensitivityText(const SensitivitySpec& spec, const SensitivityResult& r);

}  // namespace accel::ui
