// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/common/queueing.h"

#include <algorithm>
#include <array>
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

double stationVarianceUs2(double wait_us, double demand_us, double residual_us,
                          double service_var_us2)
{
  const double w = std::max(wait_us, 0.0);
  const double g = std::max(4.0 * residual_us - demand_us, 0.0);
  return std::max(service_var_us2, 0.0) + w * w + 2.0 / 3.0 * w * g;
}

namespace {

constexpr std::size_t kMaxRandomLegs = 16;

/// expectedMaxShiftedExponentialsUs on arrays, without allocating (the MVA recursion calls it
/// once per population); da and db (size n) may be null.
double emaxShifted(const double* a, const double* b, std::size_t n, double* da, double* db)
{
  if (da)
    std::fill(da, da + n, 0.0);
  if (db)
    std::fill(db, db + n, 0.0);
  if (n == 0)
    return 0.0;
  std::size_t top = 0;
  for (std::size_t i = 1; i < n; ++i)
    if (a[i] > a[top])
      top = i;
  const double a_max = a[top];
  std::array<std::size_t, kMaxRandomLegs> legs{};
  std::size_t m = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!(b[i] > 0))
      continue;
    if (m == kMaxRandomLegs) {
      // Too many legs for 2^n terms: the largest a_i + b_i, a lower bound.
      std::size_t best = 0;
      for (std::size_t k = 1; k < n; ++k)
        if (a[k] + std::max(b[k], 0.0) > a[best] + std::max(b[best], 0.0))
          best = k;
      if (da)
        da[best] = 1;
      if (db)
        db[best] = b[best] > 0 ? 1 : 0;
      return a[best] + std::max(b[best], 0.0);
    }
    legs[m++] = i;
  }
  std::array<double, kMaxRandomLegs> rate{}, c{}, delta{};
  for (std::size_t j = 0; j < m; ++j) {
    const std::size_t i = legs[j];
    rate[j] = 1.0 / b[i];
    delta[j] = a_max - a[i];
    c[j] = std::exp(-delta[j] * rate[j]);
  }
  double sum = 0;
  double da_top = 1;
  const bool grad = da || db;
  for (unsigned long mask = 1; mask < (1UL << m); ++mask) {
    double prod = 1, r = 0;
    int bits = 0;
    for (std::size_t j = 0; j < m; ++j) {
      if (mask & (1UL << j)) {
        prod *= c[j];
        r += rate[j];
        ++bits;
      }
    }
    const double term = (bits % 2 == 1 ? 1.0 : -1.0) * prod / r;
    sum += term;
    if (!grad)
      continue;
    for (std::size_t j = 0; j < m; ++j) {
      if (!(mask & (1UL << j)))
        continue;
      const std::size_t i = legs[j];
      if (i != top) {
        // c_j = exp(-(a* - a_j) / b_j): dc_j/da_j = c_j / b_j = -dc_j/da*.
        if (da)
          da[i] += term * rate[j];
        da_top -= term * rate[j];
      }
      // ln term = sum ln c - ln r: d/db_j = (delta_j + 1 / r) / b_j^2.
      if (db)
        db[i] += term * (delta[j] + 1.0 / r) * rate[j] * rate[j];
    }
  }
  if (da)
    da[top] += da_top;
  return a_max + sum;
}

}  // namespace

double expectedMaxShiftedExponentialsUs(const std::vector<double>& a_us,
                                        const std::vector<double>& b_us, std::vector<double>* da,
                                        std::vector<double>* db)
{
  const std::size_t n = std::min(a_us.size(), b_us.size());
  if (da)
    da->assign(n, 0.0);
  if (db)
    db->assign(n, 0.0);
  return emaxShifted(a_us.data(), b_us.data(), n, da ? da->data() : nullptr,
                     db ? db->data() : nullptr);
}

namespace {

/// Think-time root: a relative bracket below this stops Newton.
constexpr double kThinkTolerance = 1e-15;
/// |target / X - 1| below which Newton's next step is taken without another MVA pass (its
/// error is of the order of the square).
constexpr double kThinkLastStep = 1e-8;
constexpr int kMaxThinkIterations = 200;

int branchCount(const ClosedChain& chain)
{
  int b = static_cast<int>(chain.branch_delay_us.size());
  for (const auto& s : chain.stations)
    b = std::max(b, s.branch + 1);
  return std::max(b, 1);
}

/// The MVA recursion of solveMva over n = 1..N at a given think time, with buffers that are
/// reused between runs (root finding runs it many times on one chain), optionally carrying
/// forward derivatives along the recursion: with respect to the think time (direction 0) and
/// to the held work B_k of each station (direction 1 + k).
class MvaKernel {
public:
  explicit MvaKernel(const ClosedChain& chain)
      : K_(chain.stations.size()), B_(static_cast<std::size_t>(branchCount(chain)))
  {
    demand_.resize(K_);
    residual_.resize(K_);
    bg_.resize(K_);
    stretch_.resize(K_);
    held_.resize(K_);
    branch_of_.resize(K_);
    cut_.resize(K_);
    svar_.resize(K_);
    vslope_.resize(K_);
    for (std::size_t k = 0; k < K_; ++k) {
      const QueueStation& s = chain.stations[k];
      demand_[k] = std::max(s.demand_us, 0.0);
      residual_[k] = s.residual_us < 0 ? demand_[k] : s.residual_us;
      bg_[k] = std::clamp(s.background_utilization, 0.0, kMaxBackgroundUtilisation);
      stretch_[k] = 1.0 / (1.0 - bg_[k]);
      held_[k] = std::max(s.background_wait_us, 0.0);
      branch_of_[k] = static_cast<std::size_t>(s.branch);
      cut_[k] = s.cut_through;
      svar_[k] = s.service_var_us2 >= 0
                     ? s.service_var_us2
                     : std::max(2.0 * demand_[k] * residual_[k] - demand_[k] * demand_[k], 0.0);
      vslope_[k] = 2.0 / 3.0 * std::max(4.0 * residual_[k] - demand_[k], 0.0);
    }
    join_ = chain.join;
    copies_.assign(B_, 1);
    for (std::size_t b = 1; b < B_ && b < chain.branch_copies.size(); ++b)
      copies_[b] = std::max(chain.branch_copies[b], 1);
    std::size_t legs = 0;
    for (std::size_t b = 1; b < B_; ++b)
      legs += static_cast<std::size_t>(copies_[b]);
    leg_a_.assign(legs, 0.0);
    leg_b_.assign(legs, 0.0);
    leg_da_.assign(legs, 0.0);
    leg_db_.assign(legs, 0.0);
    bvar_.assign(B_, 0.0);
    de_dm_.assign(B_, 0.0);
    de_dv_.assign(B_, 0.0);
    // The bottleneck: the largest demand stretched by the background, D_k / (1 - U_b,k).
    k_max_ = K_;
    d_max_ = 0;
    for (std::size_t k = 0; k < K_; ++k) {
      if (demand_[k] * stretch_[k] > d_max_) {
        d_max_ = demand_[k] * stretch_[k];
        k_max_ = k;
      }
    }
    delay_.assign(B_, 0.0);
    for (std::size_t b = 0; b < chain.branch_delay_us.size(); ++b)
      delay_[b] = std::max(chain.branch_delay_us[b], 0.0);
  }

  std::size_t stations() const { return K_; }
  std::size_t branches() const { return B_; }
  /// Directions run() can carry: the think time and every B_k.
  std::size_t directions() const { return 1 + K_; }

  /// Runs the recursion for n = 1..N at think time z (N >= 1). `dirs`: 0 = values only,
  /// 1 = also d/dZ, directions() = also d/dB_k.
  void run(double z, int outstanding, std::size_t dirs, std::vector<MvaPoint>* curve = nullptr)
  {
    think_ = std::max(z, 0.0);
    dirs_ = dirs;
    q_.assign(K_, 0.0);
    u_.assign(K_, 0.0);
    res_.assign(K_, 0.0);
    branch_.assign(B_, 0.0);
    dq_.assign(dirs * K_, 0.0);
    du_.assign(dirs * K_, 0.0);
    dres_.assign(dirs * K_, 0.0);
    dbranch_.assign(dirs * B_, 0.0);
    dx_.assign(dirs, 0.0);
    dresp_.assign(dirs, 0.0);
    x_ = 0;
    resp_ = 0;
    critical_ = 0;
    for (int n = 1; n <= outstanding; ++n) {
      branch_ = delay_;
      std::fill(dbranch_.begin(), dbranch_.end(), 0.0);
      for (std::size_t k = 0; k < K_; ++k) {
        if (demand_[k] <= 0) {
          res_[k] = 0;
          continue;
        }
        if (cut_[k]) {
          // Only the others' work and the open background delay it; its service overlaps.
          res_[k] = (bg_[k] * residual_[k] + held_[k]) * stretch_[k];
          branch_[branch_of_[k]] += res_[k];
          continue;
        }
        const double wait =
            ((q_[k] - u_[k]) * demand_[k] + (u_[k] + bg_[k]) * residual_[k] + held_[k]) *
            stretch_[k];
        res_[k] = demand_[k] + std::max(wait, 0.0);
        branch_[branch_of_[k]] += res_[k];
      }
      for (std::size_t m = 0; m < dirs; ++m) {
        for (std::size_t k = 0; k < K_; ++k) {
          const std::size_t i = m * K_ + k;
          // The wait is never negative (Q_k >= U_k): max(wait, 0) passes the derivative.
          if (demand_[k] <= 0) {
            dres_[i] = 0;
            continue;
          }
          const double seed = m == k + 1 ? 1.0 : 0.0;
          dres_[i] = cut_[k] ? seed * stretch_[k]
                             : ((dq_[i] - du_[i]) * demand_[k] + du_[i] * residual_[k] + seed) *
                                   stretch_[k];
          dbranch_[m * B_ + branch_of_[k]] += dres_[i];
        }
      }
      // Operational bound R(n) >= n D_max - Z (D_max stretched by the background): the
      // residual-time correction for service less variable than exponential can overshoot the
      // bottleneck's capacity by O(1/n); the shortfall is queueing at the bottleneck. With
      // the fork-join's E[max] the response itself is raised to the bound (continuous in the
      // inputs: the extra is 0 where the response meets the bound).
      resp_ = join();
      if (k_max_ < K_) {
        const double bound = n * d_max_ - think_;
        const std::size_t b = branch_of_[k_max_];
        if (join_ == ClosedChain::Join::ExpectedMax && resp_ < bound) {
          const double extra = bound - resp_;
          for (std::size_t m = 0; m < dirs; ++m) {
            const double dbound = m == 0 ? -1.0 : 0.0;
            const double dextra = dbound - dresp_[m];
            dres_[m * K_ + k_max_] += dextra;
            dbranch_[m * B_ + b] += dextra;
            dresp_[m] = dbound;
          }
          res_[k_max_] += extra;
          branch_[b] += extra;
          resp_ = bound;
        } else if (resp_ < bound) {
          const double extra = b == 0 ? bound - resp_ : bound - branch_[0] - branch_[b];
          if (extra > 0) {
            for (std::size_t m = 0; m < dirs; ++m) {
              const double dbound = m == 0 ? -1.0 : 0.0;
              const double dextra =
                  b == 0 ? dbound - dresp_[m] : dbound - dbranch_[m * B_] - dbranch_[m * B_ + b];
              dres_[m * K_ + k_max_] += dextra;
              dbranch_[m * B_ + b] += dextra;
            }
            res_[k_max_] += extra;
            branch_[b] += extra;
          }
          resp_ = join();
        }
      }
      const double cycle = think_ + resp_;
      x_ = cycle > 0 ? n / cycle : 0.0;
      for (std::size_t m = 0; m < dirs; ++m) {
        const double dcycle = (m == 0 ? 1.0 : 0.0) + dresp_[m];
        dx_[m] = cycle > 0 ? -x_ / cycle * dcycle : 0.0;
        for (std::size_t k = 0; k < K_; ++k) {
          const std::size_t i = m * K_ + k;
          dq_[i] = dx_[m] * res_[k] + x_ * dres_[i];
          du_[i] = dx_[m] * demand_[k];
        }
      }
      for (std::size_t k = 0; k < K_; ++k) {
        q_[k] = x_ * res_[k];
        u_[k] = x_ * demand_[k];
      }
      if (curve)
        curve->push_back({n, x_, resp_});
    }
  }

  double throughput() const { return x_; }
  /// d X / d direction m after a run that carried it.
  double dThroughput(std::size_t m) const { return dx_[m]; }
  double dResidence(std::size_t m, std::size_t k) const { return dres_[m * K_ + k]; }

  /// Copies the last run into `r`.
  void fill(MvaResult& r, int outstanding) const
  {
    r.outstanding = outstanding;
    r.think_us = think_;
    r.throughput_per_us = x_;
    r.response_us = resp_;
    r.residence_us = res_;
    r.queue = q_;
    r.utilization.assign(K_, 0.0);
    for (std::size_t k = 0; k < K_; ++k)
      r.utilization[k] = std::min(u_[k] + bg_[k], 1.0);
    r.branch_us = branch_;
    r.branch_var_us2 = bvar_;
    r.critical_branch = critical_;
    r.sync_us = sync_;
  }

private:
  /// The response: the common branch + the join of the parallel branches (ClosedChain::Join),
  /// with its derivatives; sets critical_ and sync_.
  double join()
  {
    const double longest = longestBranch();
    sync_ = 0;
    if (join_ != ClosedChain::Join::ExpectedMax || B_ < 2)
      return longest;
    // Each branch's variance: its stations' residence variances (stationVarianceUs2).
    std::fill(bvar_.begin(), bvar_.end(), 0.0);
    for (std::size_t k = 0; k < K_; ++k) {
      if (demand_[k] <= 0 || branch_of_[k] == 0)
        continue;
      const double w = cut_[k] ? res_[k] : std::max(res_[k] - demand_[k], 0.0);
      bvar_[branch_of_[k]] += svar_[k] + w * w + vslope_[k] * w;
    }
    // Legs: each branch's copies, fitted to a shifted exponential a + Exp(b) by their mean
    // and standard deviation s (b = min(s, mean)); s is kept off 0 by a relative 1e-6 so that
    // its derivative stays finite.
    std::size_t leg = 0;
    for (std::size_t b = 1; b < B_; ++b) {
      const double mean = std::max(branch_[b], 0.0);
      const double eps = 1e-6 * std::max(mean, 1.0);
      const double sd = std::sqrt(bvar_[b] + eps * eps);
      const double be = std::min(sd, mean);
      for (int c = 0; c < copies_[b]; ++c, ++leg) {
        leg_a_[leg] = mean - be;
        leg_b_[leg] = be;
      }
    }
    const bool grad = dirs_ > 0;
    const double e = emaxShifted(leg_a_.data(), leg_b_.data(), leg, grad ? leg_da_.data() : nullptr,
                                 grad ? leg_db_.data() : nullptr);
    const double resp = branch_[0] + e;
    sync_ = std::max(resp - longest, 0.0);
    if (!grad)
      return resp;
    leg = 0;
    for (std::size_t b = 1; b < B_; ++b) {
      const double mean = std::max(branch_[b], 0.0);
      const double eps = 1e-6 * std::max(mean, 1.0);
      const double sd = std::sqrt(bvar_[b] + eps * eps);
      double da = 0, db = 0;
      for (int c = 0; c < copies_[b]; ++c, ++leg) {
        da += leg_da_[leg];
        db += leg_db_[leg];
      }
      if (sd < mean) {
        de_dm_[b] = da;
        de_dv_[b] = (db - da) / (2.0 * sd);
      } else {
        de_dm_[b] = db;
        de_dv_[b] = 0;
      }
    }
    for (std::size_t m = 0; m < dirs_; ++m) {
      double d = dbranch_[m * B_];
      for (std::size_t b = 1; b < B_; ++b)
        d += de_dm_[b] * dbranch_[m * B_ + b];
      for (std::size_t k = 0; k < K_; ++k) {
        const std::size_t b = branch_of_[k];
        if (demand_[k] <= 0 || b == 0 || de_dv_[b] == 0)
          continue;
        const double w = cut_[k] ? res_[k] : std::max(res_[k] - demand_[k], 0.0);
        d += de_dv_[b] * (2.0 * w + vslope_[k]) * dres_[m * K_ + k];
      }
      dresp_[m] = d;
    }
    return resp;
  }

  /// Common branch + the longest parallel branch, with its derivatives; sets critical_.
  double longestBranch()
  {
    double longest = 0;
    critical_ = 0;
    for (std::size_t b = 1; b < B_; ++b) {
      if (branch_[b] > longest) {
        longest = branch_[b];
        critical_ = static_cast<int>(b);
      }
    }
    const std::size_t c = static_cast<std::size_t>(critical_);
    for (std::size_t m = 0; m < dirs_; ++m)
      dresp_[m] = dbranch_[m * B_] + (c > 0 ? dbranch_[m * B_ + c] : 0.0);
    return branch_[0] + longest;
  }

  std::size_t K_, B_;
  std::vector<double> demand_, residual_, bg_, stretch_, held_, delay_;
  std::vector<std::size_t> branch_of_;
  std::vector<bool> cut_;
  std::vector<double> svar_;    ///< service variance on the path
  std::vector<double> vslope_;  ///< (2/3) E[S^3] / E[S^2] of Takacs' waiting-time variance
  ClosedChain::Join join_ = ClosedChain::Join::CriticalPath;
  std::vector<int> copies_;
  std::vector<double> leg_a_, leg_b_, leg_da_, leg_db_, bvar_, de_dm_, de_dv_;
  double sync_ = 0;
  std::size_t k_max_ = 0;
  double d_max_ = 0;
  // State of the last run.
  double think_ = 0, x_ = 0, resp_ = 0;
  int critical_ = 0;
  std::size_t dirs_ = 0;
  std::vector<double> q_, u_, res_, branch_;
  std::vector<double> dq_, du_, dres_, dbranch_, dx_, dresp_;
};

/// The smallest think time at which the kernel's chain runs at or below `target_per_us`
/// (thinkTimeForThroughputUs), from `guess_us` when it is a usable start.
double solveThink(MvaKernel& kernel, int outstanding, double target_per_us, double guess_us)
{
  kernel.run(0.0, outstanding, 0);
  const double x0 = kernel.throughput();
  if (x0 <= target_per_us)
    return 0.0;
  // The root of g(Z) = target / X(Z) - 1 = target (Z + R(Z)) / N - 1, which increases with Z
  // and is close to linear in it above the knee of X(Z) (R changes slowly there), by Newton's
  // method with the exact derivative (carried along the recursion), kept inside the bracket
  // [lo, hi] of the root: a step that would leave it, or a flat stretch (where the operational
  // bound holds X at 1 / D_max), bisects instead. R does not grow with Z, so
  // Z = N / target - R(0) is at or below the root and Z = N / target above it (R > 0); without
  // a guess Newton starts from the latter, above the knee.
  double lo = outstanding / target_per_us - outstanding / x0;
  double hi = outstanding / target_per_us;
  double z = guess_us > lo && guess_us < hi ? guess_us : hi;
  kernel.run(z, outstanding, 1);
  for (int i = 0; i < kMaxThinkIterations; ++i) {
    const double x = kernel.throughput();
    const double g = target_per_us / x - 1.0;
    const double dg = -target_per_us / (x * x) * kernel.dThroughput(0);
    if (g < 0)
      lo = z;
    else
      hi = z;
    if (g == 0 || hi - lo <= kThinkTolerance * hi)
      break;
    double next = dg > 0 ? z - g / dg : lo;
    const bool newton = next > lo && next < hi;
    if (!newton)
      next = 0.5 * (lo + hi);
    // Close enough that Newton's step leaves an error of the order of g^2: taken as is.
    if (newton && std::abs(g) <= kThinkLastStep)
      return next;
    if (next == z)
      break;
    z = next;
    kernel.run(z, outstanding, 1);
  }
  return z;
}

}  // namespace

MvaResult solveMva(const ClosedChain& chain, int outstanding, bool with_curve)
{
  MvaResult r;
  MvaKernel kernel(chain);
  r.think_us = std::max(chain.think_us, 0.0);
  r.residence_us.assign(kernel.stations(), 0.0);
  r.queue.assign(kernel.stations(), 0.0);
  r.utilization.assign(kernel.stations(), 0.0);
  r.branch_us.assign(kernel.branches(), 0.0);
  r.branch_var_us2.assign(kernel.branches(), 0.0);
  if (outstanding < 1)
    return r;
  if (with_curve)
    r.curve.reserve(static_cast<std::size_t>(outstanding));
  kernel.run(chain.think_us, outstanding, 0, with_curve ? &r.curve : nullptr);
  kernel.fill(r, outstanding);
  return r;
}

MvaSensitivity solveMvaSensitivity(const ClosedChain& chain, int outstanding)
{
  MvaSensitivity s;
  MvaKernel kernel(chain);
  const std::size_t K = kernel.stations();
  s.dres_dthink.assign(K, 0.0);
  s.dx_dheld.assign(K, 0.0);
  s.dres_dheld.assign(K * K, 0.0);
  if (outstanding < 1) {
    s.mva = solveMva(chain, outstanding);
    return s;
  }
  kernel.run(chain.think_us, outstanding, kernel.directions());
  kernel.fill(s.mva, outstanding);
  s.dx_dthink = kernel.dThroughput(0);
  for (std::size_t j = 0; j < K; ++j) {
    s.dres_dthink[j] = kernel.dResidence(0, j);
    s.dx_dheld[j] = kernel.dThroughput(1 + j);
    for (std::size_t k = 0; k < K; ++k)
      s.dres_dheld[j * K + k] = kernel.dResidence(1 + k, j);
  }
  return s;
}

double thinkTimeForThroughputUs(const ClosedChain& chain, int outstanding, double target_per_us,
                                double guess_us)
{
  if (outstanding < 1 || !(target_per_us > 0))
    return 0.0;
  MvaKernel kernel(chain);
  return solveThink(kernel, outstanding, target_per_us, guess_us);
}

}  // namespace accel
