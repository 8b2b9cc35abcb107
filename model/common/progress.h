// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file progress.h
/// Progress and cancellation of the long model runs (the simulations).

#include <functional>

namespace accel {

/// Progress and cancellation for long runs: called now and then with the fraction done
/// (0..1); return false to stop. The result then holds what was simulated so far.
using ProgressFn = std::function<bool(double fraction_done)>;

}  // namespace accel
