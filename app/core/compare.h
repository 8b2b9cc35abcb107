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

namespace accel::ui {

struct ComparedOption {
  QString name;
  Scenario scenario;
  Evaluation evaluation;
};

/// Evaluates every option (with evaluateOptions(): the stream simulation included).
std::vector<ComparedOption> evaluateDesignOptions(const std::vector<DesignOption>& options);

/// {"options": [{"name": ..., "results": {the results document}}, ...]}, the base first.
QJsonObject compareJson(const std::vector<ComparedOption>& options);

/// The options in columns: requirements met, every headline number and every requirement's
/// value, one row each (a "-" where an option has no such figure).
QString compareText(const std::vector<ComparedOption>& options);

}  // namespace accel::ui
