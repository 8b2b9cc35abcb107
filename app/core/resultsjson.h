#pragma once
/// \file resultsjson.h
/// The results document of `accelsizer-cli evaluate --json` (contract: accelsizer-results v1).
/// Numbers are rounded to ui::kSignificantDigits significant digits, the same rounding every
/// other face shows. A time that never comes is null with a boolean beside it.

#include <QJsonObject>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// How the document's numbers are written: rounded as every face shows them (the contract),
/// or at full precision for searches that read results back (goal seek, sweeps).
enum class ResultsPrecision { Rounded, Full };

QJsonObject resultsToJson(const Scenario& s, const Evaluation& e,
                          ResultsPrecision precision = ResultsPrecision::Rounded);

/// A number as the results document writes it (rounded; non-finite values become null).
QJsonValue resultNumber(double v);

}  // namespace accel::ui
