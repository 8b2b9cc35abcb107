// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file compare.h
/// Options side by side: the base design and its variants (or several scenario files), each
/// evaluated, as the results documents of `accelsizer-cli compare` and as a table.

#include <QJsonObject>
#include <QString>

#include <vector>

#include "app/core/variants.h"
#include "model/evaluate/evaluate.h"
#include "model/failure/failure.h"

namespace accel::ui {

struct ComparedOption {
  QString name;
  Scenario scenario;
  Evaluation evaluation;
  /// A failure what-if of the option before it (its degraded design); empty for a design.
  std::optional<FailureSpec> failure;
  QString healthy_name;  ///< the design the failure was applied to
};

/// Evaluates every option (with evaluateOptions(): the stream simulation included).
std::vector<ComparedOption> evaluateDesignOptions(const std::vector<DesignOption>& options);

/// After each design of `options`, one option per failure of `failures` applied to it (its
/// degraded design in its lasting state, model/failure), named "<design>: <failure title>".
/// Failures that do not apply to a design are left out with a warning in *problems.
std::vector<ComparedOption> withFailures(const std::vector<ComparedOption>& options,
                                         const std::vector<FailureSpec>& failures,
                                         Problems* problems = nullptr);

/// {"options": [{"name": ..., "results": {the results document}}, ...]}, the base first; a
/// failure option also has "failure" ({"kind": ..., "host": ...}) and "of" (its design's name).
QJsonObject compareJson(const std::vector<ComparedOption>& options);

/// The options in columns: requirements met, every headline number and every requirement's
/// value, one row each (a "-" where an option has no such figure).
QString compareText(const std::vector<ComparedOption>& options);

}  // namespace accel::ui
