// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// A measured write trace for the benchmarks: a week at one-second resolution.

#include <cmath>
#include <memory>
#include <random>

#include "model/common/scenario.h"

namespace accel::test {

/// A week of one build VM's writes at one-second resolution (604,800 samples): bursts of
/// exponential length (mean 10 min) at 60-120 MB/s, quiet gaps (mean 30 min) at 2-8 MB/s,
/// +-20% noise from second to second.
inline WriteProfile weekTrace()
{
  auto t = std::make_shared<Trace>();
  t->reserve(604800);
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> u(0, 1);
  bool on = false;
  double left = 0, level = 0;
  for (int i = 0; i < 604800; ++i) {
    if (left <= 0) {
      on = !on;
      left = -std::log(1 - u(rng)) * (on ? 600 : 1800);
      level = on ? 60 + 60 * u(rng) : 2 + 6 * u(rng);
    }
    left -= 1;
    t->push_back({static_cast<double>(i), level * (0.8 + 0.4 * u(rng))});
  }
  WriteProfile w;
  w.kind = ProfileKind::Trace;
  w.samples = std::move(t);
  return w;
}

}  // namespace accel::test
