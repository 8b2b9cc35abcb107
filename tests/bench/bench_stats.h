// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// What the GUI benchmarks share: their settings from the environment and the percentiles
// they report.

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace accel::test {

/// A positive whole number from the environment variable `name`, else `fallback`.
inline int envInt(const char* name, int fallback)
{
  bool ok = false;
  const int v = qEnvironmentVariableIntValue(name, &ok);
  return ok && v > 0 ? v : fallback;
}

/// The p-quantile (0..1) of `v` (not empty), the nearest rank.
inline double percentile(std::vector<double> v, double p)
{
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

}  // namespace accel::test
