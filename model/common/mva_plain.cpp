// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Exact MVA of a product-form chain, the textbook recursion without the kernel's extensions
// (model/common/queueing.h, solveMva).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "model/common/mva_kernel.h"

namespace accel::detail {

namespace {

/// The station as the kernel would load it is the textbook one: exponential service, no open
/// background, no work held by others, on the common path, visited once per response by an
/// arrival that removes itself only. Demands beyond 1e150 us (whose square overflows, where the
/// kernel's products with zero give NaN) are left to the kernel too.
bool plainStation(const QueueStation& s)
{
  return std::abs(s.demand_us) <= 1e150 && (s.residual_us < 0 || s.residual_us == s.demand_us) &&
         s.background_utilization <= 0 && s.background_wait_us <= 0 && s.branch <= 0 &&
         !s.cut_through && s.visits == 1 && (s.residual_visits < 0 || s.residual_visits == 1) &&
         s.removed_customers == 1;
}

}  // namespace

bool solvePlainMva(const ClosedChain& chain, int outstanding, MvaResult& r, bool with_curve)
{
  if (!std::isfinite(chain.think_us) || chain.branch_delay_us.size() > 1 ||
      (chain.branch_delay_us.size() == 1 && !std::isfinite(chain.branch_delay_us[0])))
    return false;
  // The kernel's population grid (ExpectedMax) is not exact MVA.
  if (chain.join == ClosedChain::Join::ExpectedMax && chain.max_population_steps > 0 &&
      outstanding > chain.max_population_steps && !with_curve)
    return false;
  if (!std::all_of(chain.stations.begin(), chain.stations.end(), plainStation))
    return false;

  const std::size_t K = chain.stations.size();
  const double z = std::max(chain.think_us, 0.0);
  const double delay =
      chain.branch_delay_us.empty() ? 0.0 : std::max(chain.branch_delay_us[0], 0.0);
  clearMvaResult(r, K, 1, z);
  if (outstanding < 1)
    return true;
  if (with_curve)
    r.curve.reserve(static_cast<std::size_t>(outstanding));
  // The bottleneck: the first station of the largest demand.
  std::size_t k_max = K;
  double d_max = 0;
  for (std::size_t k = 0; k < K; ++k) {
    if (chain.stations[k].demand_us > d_max) {
      d_max = chain.stations[k].demand_us;
      k_max = k;
    }
  }
  // The own work held at each station at the population before, X D (W + D): what an
  // arriving customer finds there (the arrival theorem); the thread's buffer, kept.
  thread_local std::vector<double> held;
  held.assign(K, 0.0);
  std::vector<double>& res = r.residence_us;
  double x = 0;
  double resp = 0;
  double branch_last = 0;
  for (int i = 1; i <= outstanding; ++i) {
    const double m = static_cast<double>(i);
    double branch = delay;
    for (std::size_t k = 0; k < K; ++k) {
      const double d = std::max(chain.stations[k].demand_us, 0.0);
      res[k] = 0;
      if (d > 0) {
        res[k] = d + held[k];
        branch += res[k];
      }
    }
    resp = branch + 0.0;  // the kernel's join: the common path plus no parallel branch
    // The operational bound R(n) >= n D_max - Z, taken as the kernel takes it (its extra
    // counted as waiting at the bottleneck): exponential service meets the bound exactly, so
    // only rounding can fall short of it.
    double extra = 0;
    if (k_max < K) {
      const double bound = m * d_max - z;
      if (resp < bound && bound - resp > 0) {
        extra = bound - resp;
        res[k_max] += extra;
        branch += extra;
        resp = chain.join == ClosedChain::Join::ExpectedMax ? bound : branch + 0.0;
      }
    }
    const double cycle = z + resp;
    x = cycle > 0 ? m / cycle : 0.0;
    for (std::size_t k = 0; k < K; ++k) {
      const double d = std::max(chain.stations[k].demand_us, 0.0);
      const double wait = k == k_max ? held[k] + extra : held[k];
      held[k] = d > 0 ? x * (d * wait + d * d) : 0.0;
    }
    branch_last = branch;
    if (with_curve)
      r.curve.push_back({i, x, resp});
  }
  r.outstanding = outstanding;
  r.throughput_per_us = x;
  r.response_us = resp;
  r.branch_us[0] = branch_last;
  for (std::size_t k = 0; k < K; ++k) {
    const double d = std::max(chain.stations[k].demand_us, 0.0);
    r.queue[k] = x * res[k];
    r.utilization[k] = std::min(x * d + 0.0, 1.0);  // no open background
  }
  return true;
}

}  // namespace accel::detail
