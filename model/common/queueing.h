// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file queueing.h
/// Queueing building blocks for the latency model (docs/models/latency.md): open single-station
/// formulas (M/M/1, M/G/1, M/M/c), the expected maximum of independent exponential legs, and
/// exact Mean Value Analysis of a closed chain with a think (delay) station.
///
/// Times are microseconds (_us), rates are per microsecond (_per_us) unless the name says
/// otherwise; the caller converts with model/common/units.h. Open formulas return std::nullopt when
/// the station is unstable (utilisation >= 1): they never return a negative, infinite or NaN
/// latency.

#include <optional>
#include <vector>

namespace accel {

/// M/M/1 mean response time R = S / (1 - rho), rho = lambda S (Kleinrock, Queueing Systems
/// vol. 1, section 3.2). service_us > 0, arrival_per_us >= 0. nullopt when rho >= 1.
std::optional<double> mm1ResponseUs(double service_us, double arrival_per_us);

/// M/G/1 mean response time by Pollaczek-Khinchine:
/// R = S + rho S (1 + Cs^2) / (2 (1 - rho)), Cs^2 = Var(S) / E[S]^2 (Kleinrock vol. 1 section
/// 5.5; docs/models/latency.md, worked example B2). cs2 = 1 gives M/M/1, cs2 = 0 gives M/D/1.
/// service_us > 0, cs2 >= 0, arrival_per_us >= 0. nullopt when rho >= 1.
std::optional<double> mg1ResponseUs(double service_us, double cs2, double arrival_per_us);

/// Erlang C: probability that an arrival waits in an M/M/c queue with c servers and offered
/// load a = lambda S (Erlangs), computed stably from the Erlang B recursion
/// B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1)), C = B / (1 - (a/c)(1 - B))
/// (Harchol-Balter, Performance Modeling and Design of Computer Systems, ch. 14). No
/// factorials or powers, so it does not overflow for large c. servers >= 1, a >= 0.
/// Returns 1 when a >= c (every arrival waits: the queue is unstable).
double erlangC(int servers, double offered_erlangs);

/// M/M/c mean response time R = S + C(c, a) S / (c - a), a = lambda S (Harchol-Balter ch. 14).
/// servers >= 1, service_us > 0, arrival_per_us >= 0. nullopt when a >= c.
std::optional<double> mmcResponseUs(int servers, double service_us, double arrival_per_us);

/// Expected maximum of independent exponential random variables with the given means, by
/// inclusion-exclusion: E[max] = sum over non-empty subsets A of (-1)^(|A|+1) / sum_{i in A}
/// (1 / m_i). docs/models/latency.md, worked example B3: means 0.1 and 0.2 ms give 0.2333 ms; 0.1,
/// 0.2, 0.2 give 0.3167 ms. Means <= 0 are legs that take no time and are skipped. At most 20 legs
/// (the sum has 2^n terms); more returns the largest mean (a lower bound). Used to size the
/// fork-join synchronisation delay that the critical-path latency leaves out
/// (docs/models/latency.md).
double expectedMaxOfExponentialsUs(const std::vector<double>& means_us);

/// One queueing station of a closed chain, as the chain's customers see it.
struct QueueStation {
  /// Mean service demand per visit of the chain's own I/Os, us (>= 0; 0 = not visited).
  double demand_us = 0;
  /// Mean residual service time of an own I/O found in service, E[S^2] / (2 E[S]) in us
  /// (= demand for exponential service, demand / 2 for deterministic). Negative = use
  /// demand_us (exponential).
  double residual_us = -1;
  /// Utilisation by open work outside the model (other traffic on a link), in [0, 1). Values at or
  /// above 1 are clamped just below 1 (see kMaxBackgroundUtilisation); the caller should keep them
  /// lower and flag it.
  double background_utilization = 0;
  /// Index of the parallel branch the station is on: 0 = on every I/O's path in series;
  /// k >= 1 = branch k of a fork-join whose branches run in parallel.
  int branch = 0;
  /// Mean work (us) that other closed customers (other VMs) leave queued or in service ahead
  /// of an arrival: sum over their streams of U_s (W_s + Rres_s), with their utilisation U_s
  /// and wait W_s from their own chains (Bard-Schweitzer: other classes' queues at their full
  /// population). Bounded by their populations, so a saturated station is shared, not lost.
  double background_wait_us = 0;
  /// Variance of the time an own I/O spends in service here on its path (the queue part and
  /// the station's pure-delay part of its branch together), us^2. Used only by the fork-join's
  /// expected maximum (ClosedChain::Join::ExpectedMax). Negative: derived from the queue part,
  /// 2 D Rres - D^2 (the variance the residual implies).
  double service_var_us2 = -1;
  /// Cut-through station: an I/O's service here overlaps its service at the station before it
  /// on the branch (a switch's egress port forwards a frame while it still arrives at the
  /// sender's rate), so only its wait adds to the response, and the chain's own I/Os never
  /// wait for each other here (the station before already spaced them). The open background
  /// and the work other closed customers hold (background_wait_us) still delay it:
  /// W = (U_b Rres + B + own queue) / (1 - U_b), residence = W.
  bool cut_through = false;
  /// Visits to this station per response by the chain's customers, for the queue they form
  /// there (MVA with visit ratios: Reiser & Lavenberg 1980; Lazowska et al. 1984, ch. 6). An
  /// arriving I/O of the chain finds `visits` x X x (its wait + the residual) of the chain's
  /// own work at this very station. 1: every response passes here once. Below 1: the chain's
  /// I/Os are spread over several identical stations (the copies of a VM over its peers).
  /// Above 1: the chain stands for a group of customers several of which pass here per
  /// response (a VM group's writes reaching one device as local writes and as replicas). 0:
  /// the chain forms no queue here. The station's demand per visit is demand_us; the bound
  /// X <= (1 - U_b) / (visits D) holds.
  double visits = 1;
  /// Of those visits, the ones whose service an arriving I/O of the chain can find in
  /// progress; negative: all of them (visits). At a cut-through receive port the copies that
  /// left the same sender one after another never find each other in service there (Karol,
  /// Hluchyj & Morgan, IEEE Trans. Commun. 35(12), 1987): only the other senders' visits.
  double residual_visits = -1;
  /// The station's time is the same for every copy of its branch (ClosedChain::branch_copies):
  /// the transmit port all N copies of a write leave through. The fork-join's copies then
  /// share its variance (a common component of their maximum).
  bool shared_by_copies = false;
  /// Otherwise, the correlation of two copies' waits here (each copy at its own station of
  /// this kind, e.g. two peers' devices that partly receive the same writes), in [0, 1], and
  /// the covariance of their service times (the same write size), us^2.
  double copy_wait_correlation = 0;
  double copy_service_covariance_us2 = 0;
  /// The arrival theorem as seen here (Reiser & Lavenberg 1980): an arriving I/O finds the
  /// chain's own queue at this station as it is with this many of the chain's customers fewer.
  /// 1: exact MVA (the I/O itself). A chain that stands for several classes moving together
  /// (the VMs of a group on several hosts, each host's VMs always writing to their own device
  /// and port) removes the arriving I/O from its own class only: at a station where a share a
  /// of the chain's work comes from that class, which is a share s of the chain, a / s.
  double removed_customers = 1;
};

/// Background utilisation above which a station is clamped (the open background would make
/// the station unstable on its own).
inline constexpr double kMaxBackgroundUtilisation = 1.0 - 1e-9;

/// A closed chain: `stations`, pure delays per branch (infinite-server stations: stack,
/// cable, the parallel part of a multi-server device) and a think time at the delay station.
/// Response time R = common + the join of the branches b >= 1, where a branch's time is the
/// sum of its stations' residence times plus branch_delay_us[b] (branch_delay_us[0] is the
/// common serial delay). The join is the critical path (the slower branch's mean) or E[max]
/// of the branches as random variables (Join).
struct ClosedChain {
  /// How the parallel branches of the fork-join combine into the response.
  enum class Join {
    /// The slower branch's mean (the critical path): exact with one outstanding I/O and
    /// deterministic service, a lower bound of E[max] otherwise (Jensen).
    CriticalPath,
    /// E[max] of the branches as independent random variables, each fitted by two moments to
    /// a shifted exponential (expectedMaxShiftedExponentialsUs), the variance of a branch the
    /// sum of its stations' (service variance + waiting-time variance by Takacs' formula,
    /// stationVarianceUs2) over its stations. An approximation in the spirit of Varki's mean
    /// value technique for closed fork-join networks (Varki, ACM SIGMETRICS PER 27(1), 1999):
    /// the MVA recursion with the fork-join's response replaced by an estimate of E[max].
    ExpectedMax
  };
  std::vector<QueueStation> stations;
  std::vector<double> branch_delay_us = {0.0};
  double think_us = 0;  ///< Z, >= 0
  Join join = Join::CriticalPath;
  /// Per branch b >= 1 (index b): copies of the branch the I/O waits for (WB+N: N replica
  /// legs, each with the branch's mean and variance). Missing or < 1: one. Only ExpectedMax
  /// uses it.
  std::vector<int> branch_copies;
  /// ExpectedMax: per leg (the copies of branch 1, then of branch 2, ...), how much earlier
  /// than its branch's mean that copy completes, us (>= 0): the copies of a write leave the
  /// sender's port one after another, so all but the last are done that much sooner. Empty: 0.
  std::vector<double> copy_lead_us;
  /// ExpectedMax: correlation in [0, 1] of the waiting times at stations k and l of different
  /// branches, at [k * stations + l] (symmetric): the share of the two queues' arrival and
  /// service variability that they have in common (writes reaching both). Empty: independent.
  std::vector<double> wait_correlation;
  /// ExpectedMax: covariance of one I/O's service times at stations k and l of different
  /// branches (the same write size on both legs), us^2, at [k * stations + l]. Empty: 0.
  std::vector<double> service_covariance;
  /// Populations above this many are solved on a grid of this many population steps, each
  /// step by Schweitzer's estimate of the queue one customer fewer sees, interpolated within
  /// the step (docs/models/latency.md); 0 (or a population at most this large): exact MVA
  /// at every population. A requested curve is always exact.
  int max_population_steps = 0;
};

/// Variance of an FCFS station's residence time from its mean wait W, queue demand D, residual
/// Rres and service variance V (us^2): V + Var(W), with the waiting time's variance by
/// Takacs' M/G/1 formula Var(W) = W^2 + (2/3) W E[S^3] / E[S^2] (Takacs 1962; Kleinrock vol. 1
/// eq. 5.114), the third moment from a gamma fit of the first two: E[S^3] / E[S^2] =
/// D (1 + 2 Cs^2) = 4 Rres - D. Exact for M/M/1 (the response is exponential) and M/D/1.
/// All inputs >= 0.
double stationVarianceUs2(double wait_us, double demand_us, double residual_us,
                          double service_var_us2);

/// Expected maximum of independent shifted exponential random variables a_i + Exp(mean b_i)
/// (b_i = 0: the constant a_i), in closed form: with a* = max a_i and c_i = exp(-(a* - a_i) /
/// b_i), E[max] = a* + sum over non-empty subsets S of the random legs of (-1)^(|S|+1)
/// prod_{i in S} c_i / sum_{i in S} 1 / b_i (inclusion-exclusion over the product of the
/// CDFs, integrated from a*). With all a_i = 0 it is expectedMaxOfExponentialsUs
/// (docs/models/latency.md, B3). When `da`/`db` are given they receive dE/da_i and dE/db_i. At most
/// 16 random legs (2^n terms): beyond that the legs' largest a_i + b_i (a lower bound) with its
/// gradient.
double expectedMaxShiftedExponentialsUs(const std::vector<double>& a_us,
                                        const std::vector<double>& b_us,
                                        std::vector<double>* da = nullptr,
                                        std::vector<double>* db = nullptr);

struct MvaPoint {
  int outstanding = 0;           ///< n
  double throughput_per_us = 0;  ///< X(n)
  double response_us = 0;        ///< R(n), think time excluded
};

struct MvaResult {
  int outstanding = 0;
  double throughput_per_us = 0;  ///< X(N)
  double response_us = 0;        ///< R(N); N = X (R + Z) holds to rounding
  double think_us = 0;
  std::vector<double> residence_us;    ///< per station: demand + waiting
  std::vector<double> queue;           ///< per station: mean own I/Os there, X residence
  std::vector<double> utilization;     ///< per station: own + background
  std::vector<double> branch_us;       ///< per branch: mean time of the branch (index 0: common)
  std::vector<double> branch_var_us2;  ///< per branch: variance of its time (ExpectedMax)
  int critical_branch = 0;             ///< branch b >= 1 with the largest mean (0 if none)
  /// Fork-join synchronisation: response - (common + the critical branch's mean), >= 0; 0 for
  /// Join::CriticalPath.
  double sync_us = 0;
  std::vector<MvaPoint> curve;  ///< n = 1..N when requested
};

/// Exact Mean Value Analysis of a single-class closed chain with N customers (Reiser &
/// Lavenberg, J. ACM 27(2), 1980), extended in two standard ways:
/// - non-exponential FCFS service: an arriving I/O waits for the residual of the one in
///   service instead of a full service time (Reiser 1979; Bolch et al., Queueing Networks and
///   Markov Chains, section 9.1.1);
/// - an open background load U_b at the station (mixed networks: Lazowska et al.,
///   Quantitative System Performance, 1984, ch. 7), with the wait stretched by 1 / (1 - U_b),
///   and the work other closed customers hold there (Bard 1979, Schweitzer 1979):
///   W_k(n) = [(Q_k(n-1) - U_k(n-1)) D_k + U_k(n-1) Rres_k + U_b Rres_k + B_k] / (1 - U_b),
///   where B_k is the work other closed customers hold there (background_wait_us),
///   R_k(n) = D_k + W_k(n), X(n) = n / (Z + R(n)), Q_k(n) = X(n) R_k(n), U_k(n) = X(n) D_k.
/// With exponential service and no background this is the textbook recursion
/// R_k(n) = D_k (1 + Q_k(n-1)); with one customer it is Pollaczek-Khinchine's M/G/1 response
/// at the background load. Service less variable than exponential lets the residual term
/// overshoot the bottleneck's capacity by O(1/n); the response is then raised to the
/// operational bound R(n) >= n D_max / (1 - U_b) - Z (Denning & Buzen 1978; docs/models/latency.md,
/// section 2), the extra time counted as queueing at the bottleneck, so X <= (1 - U_b) / D
/// at every station. Every result is finite and non-negative for N >= 1 (N < 1 gives an
/// all-zero result). Cost O(N x stations).
MvaResult solveMva(const ClosedChain& chain, int outstanding, bool with_curve = false);

/// solveMva into `out`, reusing its vectors: with the buffers of the calling thread's
/// recursion (kept from call to call), a repeated call on a chain of no more stations and no
/// larger population allocates nothing (without the curve). Every field of `out` is set.
void solveMva(const ClosedChain& chain, int outstanding, MvaResult& out, bool with_curve = false);

/// Derivatives of solveMva's result (think time and held work as given by the chain), found
/// by carrying them forward through the recursion: exact wherever the result is
/// differentiable (everywhere except where the critical branch or the operational bound
/// changes, where they are one-sided). Cost O(N x stations^2).
struct MvaSensitivity {
  MvaResult mva;                    ///< solveMva(chain, N), without the curve
  double dx_dthink = 0;             ///< dX(N)/dZ, per us^2
  std::vector<double> dres_dthink;  ///< per station j: dR_j/dZ
  std::vector<double> dx_dheld;     ///< per station k: dX(N)/dB_k (B_k = background_wait_us)
  /// dR_j/dB_k at [j * stations + k]. B_k below 0 is used as 0: its derivatives are those at 0.
  std::vector<double> dres_dheld;
};

MvaSensitivity solveMvaSensitivity(const ClosedChain& chain, int outstanding);

/// Think time Z (us) at which the chain with N customers runs at `target_per_us`: the
/// smallest Z >= 0 with X(N, Z) <= target. Returns 0 when even Z = 0 cannot reach the target
/// (the chain is capacity-bound). Solved by Newton's method on target / X(Z) - 1 (close to
/// linear in Z) with the exact dX/dZ carried through the MVA recursion, safeguarded by
/// bisection of the bracket [N / target - R(Z = 0), N / target] (the pass at Z = 0 made only
/// when a step would leave Z > 0 or the target is at or above the bottleneck's rate), to a
/// relative 1e-15: a few MVA passes, fewer from a good `guess_us` (e.g. the think time of a
/// nearby solution; <= 0: none).
double thinkTimeForThroughputUs(const ClosedChain& chain, int outstanding, double target_per_us,
                                double guess_us = 0);

/// Illinois (modified regula falsi) root of a decreasing function f on [lo, hi] with
/// f(lo) >= 0 >= f(hi); stops at a relative change of x below rel_tol or after max_iter.
/// Dowell & Jarratt, BIT 11, 1971.
template <class F>
double illinoisDecreasingRoot(F&& f, double lo, double hi, double rel_tol = 1e-13,
                              int max_iter = 200)
{
  double flo = f(lo);
  double fhi = f(hi);
  if (flo <= 0)
    return lo;
  if (fhi >= 0)
    return hi;
  int side = 0;
  double x = lo;
  for (int i = 0; i < max_iter; ++i) {
    x = (lo * fhi - hi * flo) / (fhi - flo);
    const double fx = f(x);
    if (fx == 0)
      return x;
    if (fx > 0) {
      lo = x;
      flo = fx;
      if (side == 1)
        fhi /= 2;
      side = 1;
    } else {
      hi = x;
      fhi = fx;
      if (side == -1)
        flo /= 2;
      side = -1;
    }
    if (hi - lo <= rel_tol * (hi > 0 ? hi : 1.0))
      break;
  }
  return x;
}

}  // namespace accel
