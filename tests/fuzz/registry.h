// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// The targets registered with ACCELSIZER_FUZZ_TARGET (replay builds only).

#include <vector>

#include "fuzz/fuzz_target.h"

namespace accel::fuzz {

struct Target {
  const char* name;
  TargetFn fn;
};

/// Every registered target, in registration order.
std::vector<Target>& targets();

}  // namespace accel::fuzz
