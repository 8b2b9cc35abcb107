// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file resultsjson.h
/// The results document of `accelsizer-cli evaluate --json` (contract: accelsizer-results v1).
/// Numbers are rounded to ui::kSignificantDigits significant digits, the same rounding every
/// other face shows. A time that never comes is null with a boolean beside it.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// How the document's numbers are written: rounded as every face shows them (the contract),
/// or at full precision for searches that read results back (goal seek, sweeps).
enum class ResultsPrecision { Rounded, Full };

QJsonObject resultsToJson(const Scenario& s, const Evaluation& e,
                          ResultsPrecision precision = ResultsPrecision::Rounded);

/// The unit of a results-document value by its key's suffix (the document's conventions):
/// "MB/s" for _mbps, "fraction" for _utilization, _fraction and _efficiency, "us", "ms", "s",
/// "IOPS", "factor" for margins and factors, ...; empty when the key has none. `pointer` may
/// be a JSON pointer or a bare key.
QString resultUnitKey(const QString& pointer);

/// The requirement rows of the results document (`requirements[]`: id, kind, subject, metric,
/// unit, sense, limit, value, met, margin...).
QJsonArray requirementsJson(const Scenario& s, const RequirementsResult& r);

/// A number as the results document writes it (rounded; non-finite values become null).
QJsonValue resultNumber(double v);

}  // namespace accel::ui
