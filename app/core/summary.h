// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file summary.h
/// The readable summary `accelsizer-cli evaluate FILE` prints.

#include <QString>

#include "model/evaluate/evaluate.h"

namespace accel::ui {

QString textSummary(const Scenario& s, const Evaluation& e);

}  // namespace accel::ui
