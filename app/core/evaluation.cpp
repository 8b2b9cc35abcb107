// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/evaluation.h"

#include "app/core/presets.h"

namespace accel::ui {

EvaluateOptions evaluateOptions()
{
  EvaluateOptions opt;
  opt.devices = devicePresets();
  return opt;
}

Evaluation evaluateScenario(const Scenario& s)
{
  return evaluate(s, evaluateOptions());
}

}  // namespace accel::ui
