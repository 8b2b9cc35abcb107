// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Mean Value Analysis of a closed chain (queueing.h): the recursion, its derivatives, the
// fork-join's expected maximum and the think time for a target rate.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "model/common/mva_kernel.h"
#include "model/common/queueing.h"

namespace accel {

namespace {

/// Think-time root: a relative bracket below this stops Newton.
constexpr double kThinkTolerance = 1e-15;
/// |target / X - 1| below which Newton's next step is taken without another MVA pass (its
/// error is of the order of the square).
constexpr double kThinkLastStep = 1e-8;
/// Or, up to this |target / X - 1|, when Newton's last two residuals put the next one's below
/// kThinkPredicted (quadratic convergence: g' ~ C g^2, C estimated as |g| / g_before^2).
constexpr double kThinkLastStepPredicted = 1e-6;
constexpr double kThinkPredicted = 1e-15;
/// The residual from which on Newton's convergence is taken as quadratic for that estimate.
constexpr double kThinkNearRoot = 1e-2;
constexpr int kMaxThinkIterations = 200;
/// A population step on the grid: Newton on X stops at this residual of X (Z + R) = m,
/// relative to m, or after this many rounds.
constexpr double kStepTolerance = 1e-13;
constexpr int kMaxStepIterations = 60;

int branchCount(const ClosedChain& chain)
{
  int b = static_cast<int>(chain.branch_delay_us.size());
  for (const auto& s : chain.stations)
    b = std::max(b, s.branch + 1);
  return std::max(b, 1);
}

}  // namespace

namespace detail {

void clearMvaResult(MvaResult& r, std::size_t stations, std::size_t branches, double think_us)
{
  r.outstanding = 0;
  r.throughput_per_us = 0;
  r.response_us = 0;
  r.critical_branch = 0;
  r.sync_us = 0;
  r.think_us = think_us;
  r.residence_us.assign(stations, 0.0);
  r.queue.assign(stations, 0.0);
  r.utilization.assign(stations, 0.0);
  r.branch_us.assign(branches, 0.0);
  r.branch_var_us2.assign(branches, 0.0);
  r.curve.clear();
}

void MvaKernel::load(const ClosedChain& chain)
{
  K_ = chain.stations.size();
  B_ = static_cast<std::size_t>(branchCount(chain));
  for (std::vector<double>* v :
       {&demand_, &residual_, &bg_,     &stretch_, &held_,    &visits_, &vres_, &b_,
        &e_,      &svar_,     &vslope_, &sdw_,     &c_,       &wait_,   &res_,  &gres_,
        &wc_,     &wx_,       &ccorr_,  &cscov_,   &removed_, &theta_})
    v->assign(K_, 0.0);
  branch_of_.assign(K_, 0);
  cut_.assign(K_, 0);
  shared_.assign(K_, 0);
  for (std::size_t k = 0; k < K_; ++k) {
    const QueueStation& s = chain.stations[k];
    demand_[k] = std::max(s.demand_us, 0.0);
    residual_[k] = s.residual_us < 0 ? demand_[k] : s.residual_us;
    bg_[k] = std::clamp(s.background_utilization, 0.0, kMaxBackgroundUtilisation);
    stretch_[k] = 1.0 / (1.0 - bg_[k]);
    held_[k] = std::max(s.background_wait_us, 0.0);
    branch_of_[k] = static_cast<std::size_t>(std::max(s.branch, 0));
    cut_[k] = s.cut_through ? 1 : 0;
    shared_[k] = s.shared_by_copies ? 1 : 0;
    removed_[k] = std::max(s.removed_customers, 0.0);
    ccorr_[k] = std::clamp(s.copy_wait_correlation, 0.0, 1.0);
    cscov_[k] = std::max(s.copy_service_covariance_us2, 0.0);
    visits_[k] = std::max(s.visits, 0.0);
    vres_[k] = s.residual_visits < 0 ? visits_[k] : s.residual_visits;
    b_[k] = visits_[k] * demand_[k] * stretch_[k];
    e_[k] = vres_[k] * demand_[k] * residual_[k];
    svar_[k] = s.service_var_us2 >= 0
                   ? s.service_var_us2
                   : std::max(2.0 * demand_[k] * residual_[k] - demand_[k] * demand_[k], 0.0);
    vslope_[k] = 2.0 / 3.0 * std::max(4.0 * residual_[k] - demand_[k], 0.0);
  }
  join_ = chain.join;
  copies_.assign(B_, 1);
  for (std::size_t b = 1; b < B_ && b < chain.branch_copies.size(); ++b)
    copies_[b] = std::max(chain.branch_copies[b], 1);
  leg_branch_.clear();
  for (std::size_t b = 1; b < B_; ++b)
    for (int c = 0; c < copies_[b]; ++c)
      leg_branch_.push_back(b);
  const std::size_t legs = leg_branch_.size();
  for (std::vector<double>* v : {&lead_, &leg_a_, &leg_b_, &leg_da_, &leg_db_})
    v->assign(legs, 0.0);
  for (std::size_t j = 0; j < legs && j < chain.copy_lead_us.size(); ++j)
    lead_[j] = std::max(chain.copy_lead_us[j], 0.0);
  for (std::vector<double>* v : {&bvar_, &de_dm_, &de_dv_, &de_dc_, &branch_})
    v->assign(B_, 0.0);
  bmax_.assign(B_, BranchMax{});
  for (std::vector<double>* v : {&leg2_a_, &leg2_b_, &leg2_da_, &leg2_db_})
    v->assign(B_ > 0 ? B_ - 1 : 0, 0.0);
  const std::size_t kk = K_ * K_;
  corr_.assign(chain.wait_correlation.size() == kk ? chain.wait_correlation.begin()
                                                   : chain.wait_correlation.end(),
               chain.wait_correlation.end());
  scov_.assign(chain.service_covariance.size() == kk ? chain.service_covariance.begin()
                                                     : chain.service_covariance.end(),
               chain.service_covariance.end());
  // The bottleneck: the largest demand of the chain's visits there, stretched by the
  // background, v_k D_k / (1 - U_b,k).
  k_max_ = K_;
  d_max_ = 0;
  for (std::size_t k = 0; k < K_; ++k) {
    if (b_[k] > d_max_) {
      d_max_ = b_[k];
      k_max_ = k;
    }
  }
  // Each branch's stations that take time (demand > 0), in station order, and the sum of
  // 1 / i^2 over its copies (the maximum of that many exponentials' variance).
  members_.clear();
  member_at_.assign(B_ + 1, 0);
  harmonic2_.assign(B_, 0.0);
  for (std::size_t b = 0; b < B_; ++b) {
    member_at_[b] = members_.size();
    for (std::size_t k = 0; k < K_; ++k)
      if (branch_of_[k] == b && demand_[k] > 0)
        members_.push_back(k);
    for (std::size_t i = 1; i <= static_cast<std::size_t>(copies_[b]); ++i)
      harmonic2_[b] += 1.0 / static_cast<double>(i * i);
  }
  member_at_[B_] = members_.size();
  delay_.assign(B_, 0.0);
  for (std::size_t b = 0; b < chain.branch_delay_us.size() && b < B_; ++b)
    delay_[b] = std::max(chain.branch_delay_us[b], 0.0);
  max_steps_ =
      join_ == ClosedChain::Join::ExpectedMax ? std::max(chain.max_population_steps, 0) : 0;
}

void MvaKernel::residences()
{
  std::copy(delay_.begin(), delay_.end(), branch_.begin());
  for (std::size_t k = 0; k < K_; ++k) {
    if (demand_[k] <= 0) {
      res_[k] = 0;
      continue;
    }
    res_[k] = (cut_[k] ? 0.0 : demand_[k]) + wait_[k];
    branch_[branch_of_[k]] += res_[k];
  }
}

double MvaKernel::longestBranch()
{
  double longest = 0;
  critical_ = 0;
  for (std::size_t b = 1; b < B_; ++b) {
    if (branch_[b] > longest) {
      longest = branch_[b];
      critical_ = static_cast<int>(b);
    }
  }
  return longest;
}

double MvaKernel::join()
{
  const double longest = longestBranch();
  sync_ = 0;
  if (join_ != ClosedChain::Join::ExpectedMax || B_ < 2) {
    const std::size_t c = static_cast<std::size_t>(critical_);
    for (std::size_t k = 0; k < K_; ++k)
      gres_[k] = branch_of_[k] == 0 || (c > 0 && branch_of_[k] == c) ? 1.0 : 0.0;
    return branch_[0] + longest;
  }
  // Each branch's variance: its stations' residence variances (stationVarianceUs2); the wait's
  // standard deviation for the covariance between branches.
  std::fill(bvar_.begin(), bvar_.end(), 0.0);
  for (std::size_t k = 0; k < K_; ++k) {
    sdw_[k] = 0;
    if (demand_[k] <= 0 || branch_of_[k] == 0)
      continue;
    const double w = waitOf(k);
    const double wv = w * w + vslope_[k] * w;
    bvar_[branch_of_[k]] += svar_[k] + wv;
    const double eps = 1e-6 * std::max(demand_[k], 1.0);
    sdw_[k] = std::sqrt(wv + eps * eps);
  }
  // Stage 1, within a branch: the slowest of its copies. Each copy is the component the copies
  // share (the stations they pass together; at their own stations of a kind, the waits and
  // service they have in common) plus its own, fitted to a shifted exponential (mean less its
  // lead, standard deviation s, b = min(s, mean)); the slowest is E[max] of those plus the
  // shared component, its variance the shared one plus b^2 sum_{i <= N} 1 / i^2 (the maximum
  // of N exponentials).
  std::size_t first = 0;
  for (std::size_t b = 1; b < B_; ++b) {
    const std::size_t n = static_cast<std::size_t>(copies_[b]);
    BranchMax& bm = bmax_[b];
    bm = BranchMax{};
    const double mean = std::max(branch_[b], 0.0);
    const double v = bvar_[b];
    if (n < 2) {
      bm.e = std::max(mean - lead_[first], 0.0);
      bm.de_dmean = mean - lead_[first] > 0 ? 1.0 : 0.0;
      bm.vp = v;
      bm.dvp_dv = 1;
      first += n;
      continue;
    }
    double cb = 0;
    for (std::size_t i = member_at_[b]; i < member_at_[b + 1]; ++i) {
      const std::size_t k = members_[i];
      const double w = waitOf(k);
      const double wv = w * w + vslope_[k] * w;
      cb += shared_[k] ? svar_[k] + wv : ccorr_[k] * wv + cscov_[k];
    }
    bm.shared_clamped = cb >= v;
    cb = std::min(cb, v);
    const double eps = 1e-6 * std::max(mean, 1.0);
    const double sd = std::sqrt(std::max(v - cb, 0.0) + eps * eps);
    for (std::size_t j = 0; j < n; ++j) {
      const double m = std::max(mean - lead_[first + j], 0.0);
      const double be = std::min(sd, m);
      leg_a_[first + j] = m - be;
      leg_b_[first + j] = be;
    }
    bm.e = emaxShifted(&leg_a_[first], &leg_b_[first], n, &leg_da_[first], &leg_db_[first]);
    double de_dsd = 0;
    for (std::size_t j = 0; j < n; ++j) {
      const double m = mean - lead_[first + j];
      if (!(m > 0))
        continue;
      if (sd < m) {
        bm.de_dmean += leg_da_[first + j];
        de_dsd += leg_db_[first + j] - leg_da_[first + j];
      } else {
        bm.de_dmean += leg_db_[first + j];
      }
    }
    const double harmonic2 = harmonic2_[b];
    const double be = std::min(sd, mean);
    bm.vp = cb + be * be * harmonic2;
    const double dvp_dsd = sd < mean ? 2.0 * sd * harmonic2 : 0.0;
    bm.dvp_dmean = sd < mean ? 0.0 : 2.0 * mean * harmonic2;
    if (bm.shared_clamped) {
      // The copies are one: the shared component is the whole branch.
      bm.de_dv = 0;
      bm.dvp_dv = 1;
    } else {
      bm.de_dv = de_dsd / (2.0 * sd);
      bm.de_dc = -bm.de_dv;
      bm.dvp_dv = dvp_dsd / (2.0 * sd);
      bm.dvp_dc = 1.0 - bm.dvp_dv;
    }
    first += n;
  }
  // Stage 2, across branches: each branch's slowest copy as one leg. Their common component is
  // the smallest covariance between two branches (their waits' correlation and the service
  // they share), so that each leg is that component plus an independent one.
  double common = std::numeric_limits<double>::infinity();
  std::size_t pair_a = 0, pair_b = 0;
  for (std::size_t b1 = 1; b1 < B_; ++b1) {
    for (std::size_t b2 = b1 + 1; b2 < B_; ++b2) {
      double cov = 0;
      for (std::size_t i = member_at_[b1]; i < member_at_[b1 + 1]; ++i) {
        const std::size_t k = members_[i];
        for (std::size_t j = member_at_[b2]; j < member_at_[b2 + 1]; ++j) {
          const std::size_t l = members_[j];
          if (!corr_.empty())
            cov += corr_[k * K_ + l] * sdw_[k] * sdw_[l];
          if (!scov_.empty())
            cov += scov_[k * K_ + l];
        }
      }
      if (cov < common) {
        common = cov;
        pair_a = b1;
        pair_b = b2;
      }
    }
  }
  bool clamped = !(common < std::numeric_limits<double>::infinity()) || common <= 0;
  if (clamped)
    common = 0;
  double most = std::numeric_limits<double>::infinity();
  std::size_t b_most = 0;
  for (std::size_t b = 1; b < B_; ++b) {
    if (bmax_[b].vp < most) {
      most = bmax_[b].vp;
      b_most = b;
    }
  }
  // Held at the smallest branch variance: the common component moves with that branch's.
  bool at_most = false;
  if (common >= most) {
    common = most;
    at_most = !clamped;
    clamped = true;
  }
  const std::size_t legs2 = B_ - 1;
  for (std::size_t b = 1; b < B_; ++b) {
    const double e = bmax_[b].e;
    const double eps = 1e-6 * std::max(e, 1.0);
    const double sd = std::sqrt(std::max(bmax_[b].vp - common, 0.0) + eps * eps);
    const double be = std::min(sd, e);
    leg2_a_[b - 1] = e - be;
    leg2_b_[b - 1] = be;
  }
  const double e =
      emaxShifted(leg2_a_.data(), leg2_b_.data(), legs2, leg2_da_.data(), leg2_db_.data());
  const double resp = branch_[0] + e;
  sync_ = std::max(resp - branch_[0] - longest, 0.0);
  // dR / d residence_k: through each branch's mean, variance and shared component (stage 1),
  // its slowest copy's mean and variance and the common component across branches (stage 2).
  double de_dcommon = 0;
  for (std::size_t b = 1; b < B_; ++b) {
    const BranchMax& bm = bmax_[b];
    const double eb = bm.e;
    const double eps = 1e-6 * std::max(eb, 1.0);
    const double sd = std::sqrt(std::max(bm.vp - common, 0.0) + eps * eps);
    double dr_de = 0, dr_dvp = 0;
    if (eb > 0) {
      if (sd < eb) {
        dr_de = leg2_da_[b - 1];
        dr_dvp = (leg2_db_[b - 1] - leg2_da_[b - 1]) / (2.0 * sd);
      } else {
        dr_de = leg2_db_[b - 1];
      }
    }
    de_dcommon -= dr_dvp;
    de_dm_[b] = dr_de * bm.de_dmean + dr_dvp * bm.dvp_dmean;
    de_dv_[b] = dr_de * bm.de_dv + dr_dvp * bm.dvp_dv;
    de_dc_[b] = dr_de * bm.de_dc + dr_dvp * bm.dvp_dc;
  }
  if (at_most && b_most > 0) {
    const BranchMax& bm = bmax_[b_most];
    de_dm_[b_most] += de_dcommon * bm.dvp_dmean;
    de_dv_[b_most] += de_dcommon * bm.dvp_dv;
    de_dc_[b_most] += de_dcommon * bm.dvp_dc;
  }
  if (clamped)
    de_dcommon = 0;
  for (std::size_t k = 0; k < K_; ++k) {
    const std::size_t b = branch_of_[k];
    if (b == 0) {
      gres_[k] = 1;
      continue;
    }
    if (demand_[k] <= 0) {
      gres_[k] = 0;
      continue;
    }
    const double w = waitOf(k);
    const double dvar = 2.0 * w + vslope_[k];
    double g = de_dm_[b] + de_dv_[b] * dvar;
    if (copies_[b] >= 2 && !bmax_[b].shared_clamped)
      g += de_dc_[b] * dvar * (shared_[k] ? 1.0 : ccorr_[k]);
    if (de_dcommon != 0 && (b == pair_a || b == pair_b) && !corr_.empty()) {
      const std::size_t other = b == pair_a ? pair_b : pair_a;
      double sum = 0;
      for (std::size_t j = member_at_[other]; j < member_at_[other + 1]; ++j)
        sum += corr_[k * K_ + members_[j]] * sdw_[members_[j]];
      g += de_dcommon * sum * dvar / (2.0 * sdw_[k]);
    }
    gres_[k] = g;
  }
  return resp;
}

bool MvaKernel::step(double m)
{
  const double cap = d_max_ > 0 ? 1.0 / d_max_ : std::numeric_limits<double>::infinity();
  bool implicit = false;
  for (std::size_t k = 0; k < K_; ++k)
    implicit = implicit || theta_[k] > 0;
  auto evalAt = [&](double x) {
    for (std::size_t k = 0; k < K_; ++k) {
      if (demand_[k] <= 0) {
        wait_[k] = wc_[k] = wx_[k] = 0;
        continue;
      }
      const double th = theta_[k];
      const double den = 1.0 - th * x * b_[k];
      wait_[k] = stretch_[k] * (c_[k] + th * x * e_[k]) / den;
      wc_[k] = stretch_[k] / den;
      wx_[k] = th * (stretch_[k] * e_[k] + b_[k] * wait_[k]) / den;
    }
    residences();
    resp_ = join();
  };
  double x = 0;
  if (!implicit || !(d_max_ > 0)) {
    evalAt(0.0);
    const double cycle = think_ + resp_;
    x = cycle > 0 ? m / cycle : 0.0;
  } else {
    // Newton on g(X) = X (Z + R(X)) - m, increasing and convex in X (the waits grow like
    // 1 / (1 - theta X b)): from the right of the root it descends to it monotonically. The
    // start X = m / (Z + R of the previous step) is at or right of the root (R grows with
    // the population), capped at the bottleneck's rate.
    const double cycle0 = think_ + resp_;
    x = cycle0 > 0 ? std::min(m / cycle0, cap) : cap;
    // The cycle time C(m) = m / X = Z + R(m) is close to linear in the population (R rises
    // from its light-load value towards the bound m D_max - Z): m over the line through the
    // last two steps' C is much closer to this step's root than the above (one or two
    // evaluations fewer a step; near saturation, where X flattens, closer than the line
    // through the last two X, which it replaces). It may lie on either side of the root: g
    // is convex in X, so from the left Newton's first step lands right of it and descends
    // from there. The same root either way.
    if (m_last_ > m_before_ && x_ > 0 && x_before_ > 0) {
      const double c1 = m_last_ / x_, c0 = m_before_ / x_before_;
      const double cycle = c1 + (c1 - c0) * (m - m_last_) / (m_last_ - m_before_);
      if (cycle > 0 && m / cycle < x)
        x = m / cycle;
    }
    if (x_start_ > 0)
      x = std::min(x_start_, cap);
    for (int i = 0; i < kMaxStepIterations; ++i) {
      evalAt(x);
      const double g = x * (think_ + resp_) - m;
      if (std::abs(g) <= kStepTolerance * m)
        break;
      if (g < 0 && x >= cap)
        break;  // the root lies beyond the bottleneck's rate: the bound below holds X there
      double slope = think_ + resp_;
      for (std::size_t k = 0; k < K_; ++k)
        slope += x * gres_[k] * wx_[k];
      double next = slope > 0 ? x - g / slope : 0.5 * x;
      if (!(next > 0))
        next = 0.5 * x;
      next = std::min(next, cap);
      if (next == x)
        break;
      x = next;
    }
  }
  // Operational bound R(n) >= n D_max - Z (D_max: the chain's largest stretched demand): the
  // residual-time correction for service less variable than exponential can overshoot the
  // bottleneck's capacity by O(1/n); the shortfall is queueing at the bottleneck. With the
  // fork-join's E[max] the response itself is raised to the bound (continuous in the inputs:
  // the extra is 0 where the response meets the bound).
  bool bounded = false;
  if (k_max_ < K_) {
    const double bound = m * d_max_ - think_;
    const std::size_t b = branch_of_[k_max_];
    if (join_ == ClosedChain::Join::ExpectedMax) {
      if (resp_ < bound) {
        if (implicit && x != cap)
          evalAt(cap);
        const double extra = std::max(bound - resp_, 0.0);
        wait_[k_max_] += extra;
        res_[k_max_] += extra;
        branch_[b] += extra;
        resp_ = bound;
        bounded = true;
      }
    } else if (resp_ < bound) {
      const double extra = b == 0 ? bound - resp_ : bound - branch_[0] - branch_[b];
      if (extra > 0) {
        wait_[k_max_] += extra;
        res_[k_max_] += extra;
        branch_[b] += extra;
        bounded = true;
      }
      resp_ = join();
    }
  }
  if (bounded) {
    const double cycle = think_ + resp_;
    x = cycle > 0 ? m / cycle : 0.0;
  }
  x_before_ = x_;
  m_before_ = m_last_;
  x_ = x;
  m_last_ = m;
  last_m_ = m;
  return bounded;
}

void MvaKernel::run(double z, int population, std::size_t dirs, std::vector<MvaPoint>* curve)
{
  think_ = std::max(z, 0.0);
  dirs_ = dirs;
  last_m_ = 0;
  population_ = population;
  x_ = 0;
  x_before_ = m_last_ = m_before_ = 0;
  resp_ = 0;
  sync_ = 0;
  critical_ = 0;
  std::fill(wait_.begin(), wait_.end(), 0.0);
  std::fill(res_.begin(), res_.end(), 0.0);
  std::copy(delay_.begin(), delay_.end(), branch_.begin());
  std::fill(bvar_.begin(), bvar_.end(), 0.0);
  dc_.assign(dirs * K_, 0.0);
  dres_.assign(dirs * K_, 0.0);
  dx_.assign(dirs, 0.0);
  dresp_.assign(dirs, 0.0);
  if (population < 1)
    return;
  const bool exact = max_steps_ <= 0 || population <= max_steps_ || curve;
  const int steps = exact ? population : max_steps_;
  const double spacing = exact ? 1.0 : static_cast<double>(population) / steps;
  // The work the chain's own customers hold at each station at every population so far (and
  // its derivatives): what an arriving customer finds is that work at the population it
  // sees, `removed_` customers fewer (the arrival theorem), read off this history or, within
  // the current step, interpolated towards the step's own unknown (Schweitzer's estimate
  // applied to the step: exact for steps of one).
  const std::size_t hist = static_cast<std::size_t>(steps) + 1;
  if (hist_.size() < hist * K_)
    hist_.resize(hist * K_);
  if (dhist_.size() < hist * dirs * K_)
    dhist_.resize(hist * dirs * K_);
  std::fill(hist_.begin(), hist_.begin() + static_cast<std::ptrdiff_t>(K_), 0.0);
  std::fill(dhist_.begin(), dhist_.begin() + static_cast<std::ptrdiff_t>(dirs * K_), 0.0);
  for (int i = 1; i <= steps; ++i) {
    const double m = exact ? static_cast<double>(i) : spacing * i;
    const std::size_t prev = static_cast<std::size_t>(i - 1);
    for (std::size_t k = 0; k < K_; ++k) {
      theta_[k] = 0;
      if (demand_[k] <= 0) {
        c_[k] = 0;
        for (std::size_t d = 0; d < dirs; ++d)
          dc_[d * K_ + k] = 0;
        continue;
      }
      const double open = bg_[k] * residual_[k] + held_[k];
      const double pos = std::max(m - removed_[k], 0.0) / spacing;
      std::size_t lo = static_cast<std::size_t>(pos);
      double w = pos - static_cast<double>(lo);
      if (lo >= prev) {
        // Within this step: part of the own work is this step's, solved with it.
        lo = prev;
        theta_[k] = std::min(w, 1.0 - 1e-9);
        w = 0;
      }
      const std::size_t hi = std::min(lo + 1, prev);
      const double found =
          (1.0 - theta_[k]) * ((1.0 - w) * hist_[lo * K_ + k] + w * hist_[hi * K_ + k]);
      c_[k] = found + open;
      for (std::size_t d = 0; d < dirs; ++d) {
        const double dlo = dhist_[(lo * dirs + d) * K_ + k];
        const double dhi = dhist_[(hi * dirs + d) * K_ + k];
        dc_[d * K_ + k] =
            (1.0 - theta_[k]) * ((1.0 - w) * dlo + w * dhi) + (d == k + 1 ? 1.0 : 0.0);
      }
    }
    const bool bounded = step(m);
    for (std::size_t d = 0; d < dirs; ++d) {
      const double dz = d == 0 ? 1.0 : 0.0;
      double* dw = &dres_[d * K_];
      const double* dc = &dc_[d * K_];
      if (bounded && join_ == ClosedChain::Join::ExpectedMax) {
        // X held at the bottleneck's rate; the extra at the bottleneck takes up the rest.
        double dr = 0;
        for (std::size_t k = 0; k < K_; ++k) {
          dw[k] = wc_[k] * dc[k];
          dr += gres_[k] * dw[k];
        }
        dw[k_max_] += -dz - dr;
        dx_[d] = 0;
        dresp_[d] = -dz;
        continue;
      }
      if (bounded) {
        // Critical path (exact steps only): the extra makes the bottleneck's branch reach the
        // bound; the response is that branch or a longer one.
        const std::size_t b = branch_of_[k_max_];
        double dpath = 0;
        for (std::size_t k = 0; k < K_; ++k) {
          dw[k] = wc_[k] * dc[k];
          if (branch_of_[k] == 0 || branch_of_[k] == b)
            dpath += dw[k];
        }
        if (b == 0) {
          double dr = 0;
          for (std::size_t k = 0; k < K_; ++k)
            dr += gres_[k] * dw[k];
          dpath = dr;
        }
        dw[k_max_] += -dz - dpath;
        double dr = 0;
        for (std::size_t k = 0; k < K_; ++k)
          dr += gres_[k] * dw[k];
        dresp_[d] = dr;
        const double cycle = think_ + resp_;
        dx_[d] = cycle > 0 ? -x_ / cycle * (dz + dr) : 0.0;
        continue;
      }
      double num = dz, slope = think_ + resp_;
      for (std::size_t k = 0; k < K_; ++k) {
        num += gres_[k] * wc_[k] * dc[k];
        slope += x_ * gres_[k] * wx_[k];
      }
      dx_[d] = slope > 0 ? -x_ * num / slope : 0.0;
      double dr = 0;
      for (std::size_t k = 0; k < K_; ++k) {
        dw[k] = wc_[k] * dc[k] + wx_[k] * dx_[d];
        dr += gres_[k] * dw[k];
      }
      dresp_[d] = dr;
    }
    // The own work held at this population: X (v D W + v_res D Rres).
    const std::size_t at = static_cast<std::size_t>(i);
    for (std::size_t k = 0; k < K_; ++k) {
      const double own = visits_[k] * demand_[k] * wait_[k] + e_[k];
      hist_[at * K_ + k] = demand_[k] > 0 ? x_ * own : 0.0;
      for (std::size_t d = 0; d < dirs; ++d)
        dhist_[(at * dirs + d) * K_ + k] =
            demand_[k] > 0 ? dx_[d] * own + x_ * visits_[k] * demand_[k] * dres_[d * K_ + k] : 0.0;
    }
    if (curve)
      curve->push_back({i, x_, resp_});
  }
}

void MvaKernel::fill(MvaResult& r, int population) const
{
  r.outstanding = population;
  r.think_us = think_;
  r.throughput_per_us = x_;
  r.response_us = resp_;
  r.residence_us = res_;
  r.queue.assign(K_, 0.0);
  r.utilization.assign(K_, 0.0);
  for (std::size_t k = 0; k < K_; ++k) {
    r.queue[k] = x_ * visits_[k] * res_[k];
    r.utilization[k] = std::min(x_ * visits_[k] * demand_[k] + bg_[k], 1.0);
  }
  r.branch_us = branch_;
  r.branch_var_us2 = bvar_;
  r.critical_branch = critical_;
  r.sync_us = sync_;
}

void MvaKernel::retarget(double z)
{
  if (dirs_ < 1 || !(last_m_ > 0)) {
    run(z, population_, dirs_);
    return;
  }
  // The last step's work found ahead, c_k(Z), moved along its derivative (direction 0 of the
  // run); X starts from its own first-order estimate. The step then solves exactly at them.
  const double dz = std::max(z, 0.0) - think_;
  think_ = std::max(z, 0.0);
  for (std::size_t k = 0; k < K_; ++k)
    c_[k] += dz * dc_[k];
  x_start_ = x_ + dz * dx_[0];
  resp_ = 0;
  m_before_ = m_last_ = x_before_ = 0;
  step(last_m_);
  x_start_ = 0;
}

double MvaKernel::solveThink(int population, double target_per_us, double guess_us,
                             std::size_t dirs)
{
  dirs = std::max<std::size_t>(dirs, 1);
  // The root of g(Z) = target / X(Z) - 1 = target (Z + R(Z)) / N - 1, which increases with Z
  // and is close to linear in it above the knee of X(Z) (R changes slowly there), by Newton's
  // method with the exact derivative (carried along the recursion), kept inside the bracket
  // [lo, hi] of the root: a step that would leave it, or a flat stretch (where the operational
  // bound holds X at 1 / D_max), bisects instead. R does not grow with Z, so Z = N / target
  // is above the root (R > 0) and, when X(0) exceeds the target, Z = N / target - R(0) at or
  // below it; without a guess Newton starts from the former, above the knee, from which it
  // descends to the root without crossing it (g is convex there).
  //
  // The run at Z = 0 answers whether any think time is needed at all (X(0) <= target: Z = 0).
  // It is made first only when the answer is known to be yes (a target at or above the
  // bottleneck's rate 1 / D_max, which bounds X), otherwise only when Newton's step would
  // leave Z > 0: a search that descends to a positive root never needs it.
  const double n = static_cast<double>(population);
  const double hi0 = n / target_per_us;
  double lo = 0, hi = hi0;
  bool lo_known = false;  // lo is a bracket of a root > 0 (X(0) > target seen, or X(lo) >)
  auto atZero = [&]() {
    run(0.0, population, dirs);
    const double x0 = throughput();
    if (x0 <= target_per_us)
      return true;
    lo = std::max(lo, hi0 - n / x0);
    lo_known = true;
    return false;
  };
  if (d_max_ > 0 && target_per_us * d_max_ >= 1 && atZero())
    return 0.0;
  double z = guess_us > lo && guess_us < hi ? guess_us : hi;
  run(z, population, dirs);
  double g_before = 0;  // the last Newton step's residual (0: none)
  for (int i = 0; i < kMaxThinkIterations; ++i) {
    const double x = throughput();
    const double g = target_per_us / x - 1.0;
    const double dg = -target_per_us / (x * x) * dThroughput(0);
    if (g < 0) {
      lo = z;
      lo_known = true;
    } else {
      hi = z;
    }
    if (g == 0 || hi - lo <= kThinkTolerance * hi)
      break;
    double next = dg > 0 ? z - g / dg : lo;
    if (!lo_known && !(next > 0)) {
      if (atZero())
        return 0.0;
      if (hi - lo <= kThinkTolerance * hi) {
        z = hi;
        break;
      }
    }
    const bool newton = next > lo && next < hi;
    if (!newton)
      next = 0.5 * (lo + hi);
    // Close enough that Newton's step leaves an error of the order of g^2: taken without
    // another run, the last population step re-solved at it (retarget).
    const double predicted =
        g_before != 0 ? std::abs(g) / (g_before * g_before) * g * g : kThinkPredicted * 2;
    if (newton && (std::abs(g) <= kThinkLastStep ||
                   (std::abs(g) <= kThinkLastStepPredicted && predicted <= kThinkPredicted))) {
      retarget(next);
      return next;
    }
    if (next == z)
      break;
    g_before = newton && std::abs(g) <= kThinkNearRoot ? g : 0.0;
    z = next;
    run(z, population, dirs);
  }
  if (think_ != std::max(z, 0.0))
    run(z, population, dirs);
  return z;
}

}  // namespace detail

namespace {

void solveMvaWith(detail::MvaKernel& kernel, const ClosedChain& chain, int outstanding,
                  bool with_curve, MvaResult& r)
{
  kernel.load(chain);
  detail::clearMvaResult(r, kernel.stations(), kernel.branches(), std::max(chain.think_us, 0.0));
  if (outstanding < 1)
    return;
  if (with_curve)
    r.curve.reserve(static_cast<std::size_t>(outstanding));
  kernel.run(chain.think_us, outstanding, 0, with_curve ? &r.curve : nullptr);
  kernel.fill(r, outstanding);
}

}  // namespace

MvaResult solveMva(const ClosedChain& chain, int outstanding, bool with_curve)
{
  MvaResult r;
  solveMva(chain, outstanding, r, with_curve);
  return r;
}

void solveMva(const ClosedChain& chain, int outstanding, MvaResult& out, bool with_curve)
{
  if (detail::solvePlainMva(chain, outstanding, out, with_curve))
    return;  // the textbook network: its recursion alone
  // One kernel per thread, its buffers reused from call to call: no allocation once they
  // have grown to the chain's stations and population.
  thread_local detail::MvaKernel kernel;
  solveMvaWith(kernel, chain, outstanding, with_curve, out);
}

MvaSensitivity solveMvaSensitivity(const ClosedChain& chain, int outstanding)
{
  MvaSensitivity s;
  detail::MvaKernel kernel(chain);
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
  detail::MvaKernel kernel(chain);
  return kernel.solveThink(outstanding, target_per_us, guess_us);
}

}  // namespace accel
