// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file mva_kernel.h
/// Internal to model/: the Mean Value Analysis recursion behind solveMva (queueing.h), with
/// buffers that are reused from one run to the next, for callers that run it many times
/// (root finding, the latency model's fixed point). Not part of any model's API.

#include <cstddef>
#include <vector>

#include "model/common/queueing.h"

namespace accel::detail {

/// expectedMaxShiftedExponentialsUs on arrays, without allocating; da and db (size n) may be
/// null.
double emaxShifted(const double* a, const double* b, std::size_t n, double* da, double* db);

/// Sets `r` to the result of no population: the think time, every per-station and per-branch
/// value 0, no curve (solveMva's start, and its whole answer for N < 1).
void clearMvaResult(MvaResult& r, std::size_t stations, std::size_t branches, double think_us);

/// solveMva of a chain none of whose extensions apply (every station exponential, without
/// background or held work, on the common path, visited once; exact at every population): the
/// textbook recursion R_k(n) = D_k (1 + Q_k(n - 1)) into `r`, the same numbers as the kernel
/// bit for bit, without loading the kernel. Returns false (and leaves `r` alone) for any
/// other chain. Allocation-free once the calling thread's buffer has grown (mva_plain.cpp).
bool solvePlainMva(const ClosedChain& chain, int outstanding, MvaResult& r, bool with_curve);

/// The recursion of solveMva over the population at a given think time, optionally carrying
/// forward derivatives: with respect to the think time (direction 0) and to the held work B_k
/// of each station (direction 1 + k). docs/models/latency.md section 2 gives the equations.
class MvaKernel {
public:
  MvaKernel() = default;
  explicit MvaKernel(const ClosedChain& chain) { load(chain); }

  /// Takes a chain (its think time is not used: run() takes one). Buffers of an earlier
  /// chain are reused.
  void load(const ClosedChain& chain);

  std::size_t stations() const { return K_; }
  std::size_t branches() const { return B_; }
  /// Directions run() can carry: the think time and every B_k.
  std::size_t directions() const { return 1 + K_; }

  /// Runs the recursion up to `population` (>= 1) at think time z. `dirs`: 0 = values only,
  /// 1 = also d/dZ, directions() = also d/dB_k. A curve is exact at every population.
  void run(double z, int population, std::size_t dirs, std::vector<MvaPoint>* curve = nullptr);

  double throughput() const { return x_; }
  double response() const { return resp_; }
  double residence(std::size_t k) const { return res_[k]; }
  /// d X / d direction m after a run that carried it.
  double dThroughput(std::size_t m) const { return dx_[m]; }
  double dResidence(std::size_t m, std::size_t k) const { return dres_[m * K_ + k]; }

  /// Copies the last run into `r`.
  void fill(MvaResult& r, int population) const;

  /// The smallest think time at which the chain runs at or below `target_per_us`
  /// (thinkTimeForThroughputUs), from `guess_us` when it is a usable start; leaves the kernel
  /// at the think time returned: its values (throughput, response, residences, fill()) are
  /// those of a run there, to the order of the last Newton step squared (retarget). Its runs
  /// carry `dirs` directions (at least d/dZ); the derivatives left are those of the last run,
  /// at the think time returned or within the last Newton step of it (relative size at most
  /// 1e-6).
  double solveThink(int population, double target_per_us, double guess_us, std::size_t dirs = 1);

  /// Moves the last run (which carried d/dZ) to think time z close to its own: the last
  /// population step's work found ahead is moved along its derivative with respect to Z and
  /// the step is solved again there, instead of a new run over every population. The values'
  /// error is of the order of (z - Z)^2 times the second derivatives (a run's own Newton
  /// tolerance within a step is 1e-13); the derivatives are left as they were. For the think-
  /// time search's last Newton step, whose relative size is at most about 1e-8.
  void retarget(double z);
  /// The think time of the last run (or retarget), us.
  double think() const { return think_; }

private:
  /// Residences from the waits (cut-through: the wait alone), branch sums.
  void residences();
  /// The response: the common branch + the join of the parallel branches (ClosedChain::Join);
  /// sets gres_ (dR / d residence_k), critical_, sync_ and bvar_.
  double join();
  double longestBranch();
  /// The wait at station k in the last residences (a cut-through station's whole residence).
  double waitOf(std::size_t k) const
  {
    return cut_[k] ? res_[k] : std::max(res_[k] - demand_[k], 0.0);
  }
  /// One population step at think time think_: solves for X (Newton when some station's
  /// theta_ > 0), sets wait_, res_, branch_, resp_, x_; returns whether the operational bound
  /// holds it.
  bool step(double m);

  std::size_t K_ = 0, B_ = 0;
  std::vector<double> demand_, residual_, bg_, stretch_, held_, delay_;
  std::vector<double> visits_, vres_, b_, e_;  ///< b = v D s, e = v_res D Rres
  std::vector<std::size_t> branch_of_;
  std::vector<char> cut_, shared_;
  std::vector<double> svar_;    ///< service variance on the path
  std::vector<double> vslope_;  ///< (2/3) E[S^3] / E[S^2] of Takacs' waiting-time variance
  std::vector<double> corr_, scov_;
  std::vector<double> ccorr_, cscov_;  ///< between two copies of a station
  std::vector<double> removed_;        ///< QueueStation::removed_customers
  std::vector<double> theta_;          ///< per station: the share of the step's own work found
  std::vector<double> hist_, dhist_;   ///< own work held at each population step (derivatives)
  ClosedChain::Join join_ = ClosedChain::Join::CriticalPath;
  std::vector<int> copies_;
  std::vector<std::size_t> leg_branch_;
  std::vector<double> lead_, leg_a_, leg_b_, leg_da_, leg_db_, bvar_, de_dm_, de_dv_, de_dc_, sdw_;
  std::vector<double> leg2_a_, leg2_b_, leg2_da_, leg2_db_;
  /// A branch's slowest copy (join's stage 1): mean e and variance vp, with their derivatives
  /// with respect to the branch's mean, variance and the component its copies share.
  struct BranchMax {
    double e = 0, vp = 0;
    double de_dmean = 0, de_dv = 0, de_dc = 0;
    double dvp_dmean = 0, dvp_dv = 0, dvp_dc = 0;
    bool shared_clamped = false;
  };
  std::vector<BranchMax> bmax_;
  /// Per branch: its stations with demand > 0 (members_[member_at_[b] .. member_at_[b + 1]),
  /// in station order) and sum_{i <= copies} 1 / i^2.
  std::vector<std::size_t> members_, member_at_;
  std::vector<double> harmonic2_;
  int max_steps_ = 0;
  std::size_t k_max_ = 0;
  double d_max_ = 0;
  // State.
  double think_ = 0, x_ = 0, resp_ = 0, sync_ = 0;
  /// The two populations before this step and X at the earlier one (X at the later is x_):
  /// a gridded step starts its Newton iteration from the linear extrapolation of their cycle
  /// times m / X.
  double m_last_ = 0, m_before_ = 0, x_before_ = 0;
  /// The population of the last step solved (the run's last), and a start for a step's X
  /// (retarget; 0: none).
  double last_m_ = 0, x_start_ = 0;
  int population_ = 0;  ///< of the last run
  int critical_ = 0;
  std::size_t dirs_ = 0;
  std::vector<double> c_;     ///< per station: the step's work ahead before its own term
  std::vector<double> wait_;  ///< per station: the wait (the previous step's until step())
  std::vector<double> res_, branch_;
  std::vector<double> gres_;     ///< dR / d residence_k at the last join
  std::vector<double> wc_, wx_;  ///< d wait_k / d c_k and d wait_k / d X within a step
  std::vector<double> dc_, dres_, dx_, dresp_;
};

}  // namespace accel::detail
