#pragma once
/// \file resultsjson.h
/// The results document of `accelsizer-cli evaluate --json` (contract: accelsizer-results v1).
/// Numbers are rounded to ui::kSignificantDigits significant digits, the same rounding every
/// other face shows. A time that never comes is null with a boolean beside it.

#include <QJsonObject>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

QJsonObject resultsToJson(const Scenario& s, const Evaluation& e);

/// A number as the results document writes it (rounded; non-finite values become null).
QJsonValue resultNumber(double v);

}  // namespace accel::ui
