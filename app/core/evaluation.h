// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file evaluation.h
/// The evaluation every face shows: evaluate() with the application's catalogues.

#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// Options for evaluate(): the device catalogue and the models' default assumptions.
EvaluateOptions evaluateOptions();

/// evaluate(s, evaluateOptions()): what the GUI, the command line and the report show.
Evaluation evaluateScenario(const Scenario& s);

}  // namespace accel::ui
