// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file pieces.h
/// Internal to the destager: a write profile cut into pieces on which W - D keeps its sign
/// (constant rates and sine arcs), which the fluid simulation (simulation.cpp) integrates
/// exactly, and the VM's reachable rate applied to it (the writes above it wait in the VM
/// and are written later, at that rate). Not part of the model's API (destager.h).

#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

#include "model/common/profile.h"
#include "model/common/scenario.h"

namespace accel::detail {

inline int signOf(double v)
{
  return (v > 0) - (v < 0);
}

inline constexpr double kUnlimited = std::numeric_limits<double>::infinity();

/// A stretch of the profile on which W - D keeps its sign: a constant rate or a sine arc
/// W(tau) = m + a sin(theta0 + omega tau), tau in [0, dt]. W is what the buffer is fed; when
/// the VM asks for more (its reachable rate caps it), `shaped` is set and `demand` gives what
/// it asks: a constant demand_r, or the sine arc m, a, omega, theta0 while W is constant.
struct Piece {
  double dt = 0;
  bool sine = false;
  double r = 0;
  double m = 0;
  double a = 0;
  double omega = 0;
  double theta0 = 0;
  int sign = 0;  ///< sign of W - D inside the piece
  bool shaped = false;
  bool demand_sine = false;
  double demand_r = 0;

  double rate(double tau) const { return sine ? m + a * std::sin(theta0 + omega * tau) : r; }

  /// What the VM asks to write at tau (>= the fed rate).
  double demand(double tau) const
  {
    if (!shaped)
      return rate(tau);
    return demand_sine ? std::max(m + a * std::sin(theta0 + omega * tau), 0.0) : demand_r;
  }

  /// Integral of W - D over [0, tau], MB.
  double net(double tau, double d) const
  {
    if (!sine)
      return (r - d) * tau;
    return (m - d) * tau + a / omega * (std::cos(theta0) - std::cos(theta0 + omega * tau));
  }

  /// Lowest and highest fed rate on the piece.
  double lowest() const;
  double highest() const;
};

/// A constant-rate piece of length dt, s.
Piece constantPiece(double rate_mbps, double dt, double d);

/// The VM's reachable rate, work-conserving: the writes above it wait in the VM and are
/// written at that rate as soon as the demand falls below it.
struct Reach {
  double mbps = kUnlimited;  ///< reachable rate; unlimited when it does not bind
  /// The demand's mean is at least the reachable rate: in the repeating state the VM writes
  /// at the reachable rate throughout (its deferred writes never run out).
  bool saturates = false;
  bool binds() const { return mbps < kUnlimited; }
};

/// A constant demand w for dt through a reachable rate: what the VM writes at first, for how
/// long, and whether w itself follows for the rest of dt (the writes waiting ran out).
struct LimitedRate {
  double rate = 0;
  double dt = 0;
  bool then_demand = false;
};

/// A constant demand w for dt through the reachable rate R with `deferred` MB waiting in the
/// VM: R while anything waits or w exceeds R, else w (work-conserving); `deferred` is left as
/// it is at the end of dt.
inline LimitedRate limitRate(double w, double dt, double reach, double& deferred)
{
  if (deferred > 0) {
    if (w >= reach) {
      deferred += (w - reach) * dt;
      return {reach, dt, false};
    }
    const double catch_up = deferred / (reach - w);  // infinite deferred: never
    if (catch_up >= dt) {
      deferred -= (reach - w) * dt;
      return {reach, dt, false};
    }
    deferred = 0;
    return {reach, catch_up, true};
  }
  if (w <= reach)
    return {w, dt, false};
  deferred = (w - reach) * dt;
  return {reach, dt, false};
}

/// A trace's samples as the constant stretches they feed the buffer, one at a time: each
/// sample held until the next and the last as traceSampleDurationS says, through the reachable
/// rate when one binds (limitRate). The one reading of a trace's samples for the simulation:
/// PeriodSource::forEachRate loops over it, Fluid::feedTrace feeds it in its own loop.
class TraceFeed {
public:
  /// `reach`: the reachable rate (kUnlimited: none); `deferred`: the writes above it waiting
  /// in the VM when the trace starts, MB.
  TraceFeed(const Trace& s, double reach, double deferred)
      : i_(s.data()),
        last_(s.empty() ? s.data() : s.data() + s.size() - 1),
        last_dt_(s.empty() ? 0.0 : traceSampleDurationS(s, s.size() - 1)),
        reach_(reach),
        deferred_(deferred),
        done_(s.empty())
  {
  }

  /// A reachable rate binds: the stretches come from next<true>, else from next<false>.
  bool limited() const { return reach_ < kUnlimited; }

  /// The next stretch: the rate fed, its length (s) and what the VM asks; false at the end.
  bool next(double& rate, double& dt, double& demand)
  {
    return limited() ? next<true>(rate, dt, demand) : next<false>(rate, dt, demand);
  }

  template <bool kLimited>
  bool next(double& rate, double& dt, double& demand)
  {
    if (kLimited && rest_) {  // the rest of a sample whose waiting writes ran out
      rest_ = false;
      rate = rest_rate_;
      dt = rest_dt_;
      demand = rest_rate_;
      return true;
    }
    if (done_)
      return false;
    const double w = i_->mbps;
    double held = 0;
    if (i_ != last_) {  // held until the next sample
      held = i_[1].t_s - i_->t_s;
      ++i_;
    } else {
      done_ = true;
      held = last_dt_;
    }
    demand = w;
    if (!kLimited) {
      rate = w;
      dt = held;
      return true;
    }
    const LimitedRate l = limitRate(w, held, reach_, deferred_);
    rate = l.rate;
    dt = l.dt;
    if (l.then_demand) {
      rest_ = true;
      rest_rate_ = w;
      rest_dt_ = held - l.dt;
    }
    return true;
  }

  /// The writes above the reachable rate still waiting in the VM after the stretches given so
  /// far, MB (0 without a reachable rate).
  double deferred() const { return deferred_; }

private:
  const TraceSample* i_;     ///< the next sample
  const TraceSample* last_;  ///< the last sample
  double last_dt_;
  double reach_;
  double deferred_;
  bool done_;          ///< the last sample was given (or there is none)
  bool rest_ = false;  ///< the rest of the last sample, at its own rate, comes next
  double rest_rate_ = 0;
  double rest_dt_ = 0;
};

/// One period of the profile as pieces (a trace is read in place, sample by sample). Cycle 1
/// starts with no deferred writes; when that makes it differ from the repeating state,
/// `first` holds it (a trace: the deferred writes at the start of each cycle do).
struct PeriodSource {
  double period_s = 0;
  double destage_mbps = 0;
  std::vector<Piece> pieces;  ///< a repeating cycle
  std::vector<Piece> first;   ///< cycle 1 when it differs from `pieces`
  const Trace* trace = nullptr;
  double reach_mbps = kUnlimited;       ///< a trace's reachable rate
  double trace_deferred_repeat_mb = 0;  ///< deferred writes at the start of a repeating cycle

  std::size_t size() const { return trace != nullptr ? trace->size() : pieces.size(); }

  /// Cycle 1 is not the repeating state: the run from empty must be followed one more cycle.
  bool distinctFirst() const
  {
    return !first.empty() || (trace != nullptr && trace_deferred_repeat_mb != 0);
  }

  /// Calls f(piece) for every piece of cycle `cycle` (1-based), in time order.
  template <class F>
  void forEach(double cycle, F&& f) const
  {
    forEachRate(
        cycle,
        [&f, this](double rate, double dt, double demand) {
          Piece p = constantPiece(rate, dt, destage_mbps);
          if (demand != rate) {
            p.shaped = true;
            p.demand_r = demand;
          }
          f(p);
        },
        f);
  }

  /// The same, with the constant rates of a trace given as constant(rate, dt, demand) (as
  /// traceFeed(cycle) gives them). Returns the writes above a trace's reachable rate still
  /// waiting in the VM at the cycle's end, MB (0 without one, or for pieces).
  template <class C, class F>
  double forEachRate(double cycle, C&& constant, F&& f) const;

  /// A trace's cycle `cycle` (1-based) as the constant stretches it feeds the buffer.
  TraceFeed traceFeed(double cycle) const
  {
    return TraceFeed(*trace, reach_mbps, cycle > 1 ? trace_deferred_repeat_mb : 0.0);
  }
};

template <class C, class F>
double PeriodSource::forEachRate(double cycle, C&& constant, F&& f) const
{
  if (trace != nullptr) {
    TraceFeed feed = traceFeed(cycle);
    double rate = 0;
    double dt = 0;
    double demand = 0;
    while (feed.next(rate, dt, demand))
      constant(rate, dt, demand);
    return feed.deferred();
  }
  for (const Piece& p : cycle > 1 || first.empty() ? pieces : first)
    f(p);
  return 0.0;
}

/// One period of W = m + a sin(2 pi t / T), clipped at 0, cut where W = D, where W = 0 and,
/// when it is finite, where W = `extra_cut` (the reachable rate).
void addSinePieces(std::vector<Piece>& out, double m, double a, double period, double d,
                   double extra_cut = kUnlimited);

/// The constant rate of a constant profile or a one-sample trace.
std::optional<double> constantRate(const WriteProfile& w);

/// The profile's period as pieces for destage rate d, fed through the reachable rate. A
/// constant is given the period `constant_period_s`. `repeats`: a trace is one period of a
/// repeating profile (else it runs once).
PeriodSource periodSource(const WriteProfile& w, double d, double constant_period_s,
                          const Reach& reach = {}, bool repeats = false);

/// tau in [0, dt] where x + net(tau) = target, net monotone on the piece (safeguarded Newton),
/// found to kRootTolerance of the piece; `p.sign` gives the direction of W - d.
double hitTime(const Piece& p, double d, double x, double target);

/// Hitting instants are found to this share of their piece.
constexpr double kRootTolerance = 1e-10;

}  // namespace accel::detail
