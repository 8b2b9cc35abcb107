#include "model/queueing.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace accel {

std::optional<double> mm1ResponseUs(double service_us, double arrival_per_us)
{
  return mg1ResponseUs(service_us, 1.0, arrival_per_us);
}

std::optional<double> mg1ResponseUs(double service_us, double cs2, double arrival_per_us)
{
  const double s = std::max(service_us, 0.0);
  const double rho = std::max(arrival_per_us, 0.0) * s;
  if (!(rho < 1.0))
    return std::nullopt;
  return s + rho * s * (1.0 + std::max(cs2, 0.0)) / (2.0 * (1.0 - rho));
}

double erlangC(int servers, double offered_erlangs)
{
  const int c = std::max(servers, 1);
  const double a = std::max(offered_erlangs, 0.0);
  if (a >= c)
    return 1.0;
  double b = 1.0;  // Erlang B with 0 servers
  for (int k = 1; k <= c; ++k)
    b = a * b / (k + a * b);
  const double rho = a / c;
  return b / (1.0 - rho * (1.0 - b));
}

std::optional<double> mmcResponseUs(int servers, double service_us, double arrival_per_us)
{
  const int c = std::max(servers, 1);
  const double s = std::max(service_us, 0.0);
  const double a = std::max(arrival_per_us, 0.0) * s;
  if (!(a < c))
    return std::nullopt;
  return s + erlangC(c, a) * s / (c - a);
}

double expectedMaxOfExponentialsUs(const std::vector<double>& means_us)
{
  std::vector<double> rates;
  double largest = 0;
  for (double m : means_us) {
    if (m > 0) {
      rates.push_back(1.0 / m);
      largest = std::max(largest, m);
    }
  }
  const std::size_t n = rates.size();
  if (n == 0)
    return 0.0;
  if (n > 20)
    return largest;
  double sum = 0;
  for (unsigned long mask = 1; mask < (1UL << n); ++mask) {
    double rate = 0;
    int bits = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (mask & (1UL << i)) {
        rate += rates[i];
        ++bits;
      }
    }
    sum += (bits % 2 == 1 ? 1.0 : -1.0) / rate;
  }
  return std::max(sum, largest);
}

namespace {

int branchCount(const ClosedChain& chain)
{
  int b = static_cast<int>(chain.branch_delay_us.size());
  for (const auto& s : chain.stations)
    b = std::max(b, s.branch + 1);
  return std::max(b, 1);
}

}  // namespace

MvaResult solveMva(const ClosedChain& chain, int outstanding, bool with_curve)
{
  MvaResult r;
  const std::size_t K = chain.stations.size();
  const int B = branchCount(chain);
  r.think_us = std::max(chain.think_us, 0.0);
  r.residence_us.assign(K, 0.0);
  r.queue.assign(K, 0.0);
  r.utilization.assign(K, 0.0);
  r.branch_us.assign(static_cast<std::size_t>(B), 0.0);
  if (outstanding < 1)
    return r;

  // Per-station constants.
  std::vector<double> demand(K), residual(K), bg(K), stretch(K), held(K);
  for (std::size_t k = 0; k < K; ++k) {
    const QueueStation& s = chain.stations[k];
    demand[k] = std::max(s.demand_us, 0.0);
    residual[k] = s.residual_us < 0 ? demand[k] : s.residual_us;
    bg[k] = std::clamp(s.background_utilization, 0.0, kMaxBackgroundUtilisation);
    stretch[k] = 1.0 / (1.0 - bg[k]);
    held[k] = std::max(s.background_wait_us, 0.0);
  }
  // The bottleneck: the largest demand stretched by the background, D_k / (1 - U_b,k).
  std::size_t k_max = K;
  double d_max = 0;
  for (std::size_t k = 0; k < K; ++k) {
    if (demand[k] * stretch[k] > d_max) {
      d_max = demand[k] * stretch[k];
      k_max = k;
    }
  }
  std::vector<double> delay(static_cast<std::size_t>(B), 0.0);
  for (std::size_t b = 0; b < chain.branch_delay_us.size(); ++b)
    delay[b] = std::max(chain.branch_delay_us[b], 0.0);

  std::vector<double> q(K, 0.0), u(K, 0.0), res(K, 0.0), branch(static_cast<std::size_t>(B));
  if (with_curve)
    r.curve.reserve(static_cast<std::size_t>(outstanding));
  double x = 0, resp = 0;
  int critical = 0;
  for (int n = 1; n <= outstanding; ++n) {
    branch = delay;
    for (std::size_t k = 0; k < K; ++k) {
      if (demand[k] <= 0) {
        res[k] = 0;
        continue;
      }
      const double wait =
          ((q[k] - u[k]) * demand[k] + (u[k] + bg[k]) * residual[k] + held[k]) * stretch[k];
      res[k] = demand[k] + std::max(wait, 0.0);
      branch[static_cast<std::size_t>(chain.stations[k].branch)] += res[k];
    }
    auto longestBranch = [&]() {
      double longest = 0;
      critical = 0;
      for (int b = 1; b < B; ++b) {
        if (branch[static_cast<std::size_t>(b)] > longest) {
          longest = branch[static_cast<std::size_t>(b)];
          critical = b;
        }
      }
      return branch[0] + longest;
    };
    resp = longestBranch();
    // Operational bound R(n) >= n D_max - Z (D_max stretched by the background): the
    // residual-time correction for service less variable than exponential can overshoot the
    // bottleneck's capacity by O(1/n); the shortfall is queueing at the bottleneck.
    if (k_max < K) {
      const double bound = n * d_max - r.think_us;
      if (resp < bound) {
        const std::size_t b = static_cast<std::size_t>(chain.stations[k_max].branch);
        const double extra = b == 0 ? bound - resp : bound - branch[0] - branch[b];
        if (extra > 0) {
          res[k_max] += extra;
          branch[b] += extra;
        }
        resp = longestBranch();
      }
    }
    const double cycle = r.think_us + resp;
    x = cycle > 0 ? n / cycle : 0.0;
    for (std::size_t k = 0; k < K; ++k) {
      q[k] = x * res[k];
      u[k] = x * demand[k];
    }
    if (with_curve)
      r.curve.push_back({n, x, resp});
  }
  r.outstanding = outstanding;
  r.throughput_per_us = x;
  r.response_us = resp;
  r.residence_us = res;
  r.queue = q;
  for (std::size_t k = 0; k < K; ++k)
    r.utilization[k] = std::min(u[k] + bg[k], 1.0);
  r.branch_us = branch;
  r.critical_branch = critical;
  return r;
}

double thinkTimeForThroughputUs(const ClosedChain& chain, int outstanding, double target_per_us)
{
  if (outstanding < 1 || !(target_per_us > 0))
    return 0.0;
  ClosedChain c = chain;
  c.think_us = 0;
  const double x0 = solveMva(c, outstanding).throughput_per_us;
  if (x0 <= target_per_us)
    return 0.0;
  // At Z = N / target the throughput N / (Z + R) is below the target since R > 0.
  const double z_hi = outstanding / target_per_us;
  auto excess = [&](double z) {
    c.think_us = z;
    return solveMva(c, outstanding).throughput_per_us / target_per_us - 1.0;
  };
  return illinoisDecreasingRoot(excess, 0.0, z_hi, 1e-14);
}

}  // namespace accel
