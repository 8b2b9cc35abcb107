#pragma once
/// \file summary.h
/// The readable summary `accelsizer-cli evaluate FILE` prints.

#include <QString>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

QString textSummary(const Scenario& s, const Evaluation& e);

}  // namespace accel::ui
