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

  /// The same, with the constant rates of a trace given as constant(rate, dt, demand). (The
  /// simulation feeds a trace without a reachable rate through Fluid::feedTrace instead, which
  /// must read the samples as this does.) Returns the writes above a trace's reachable rate
  /// still waiting in the VM at the cycle's end, MB (0 without one, or for pieces).
  template <class C, class F>
  double forEachRate(double cycle, C&& constant, F&& f) const
  {
    if (trace != nullptr) {
      // Each sample holds until the next; the last as traceSampleDurationS says.
      const Trace& s = *trace;
      const std::size_t n = s.size();
      if (!(reach_mbps < kUnlimited)) {  // the common case, without the limiter in the loop
        for (std::size_t i = 0; i + 1 < n; ++i)
          constant(s[i].mbps, s[i + 1].t_s - s[i].t_s, s[i].mbps);
        if (n > 0)
          constant(s[n - 1].mbps, traceSampleDurationS(s, n - 1), s[n - 1].mbps);
        return 0.0;
      }
      double deferred = cycle > 1 ? trace_deferred_repeat_mb : 0.0;
      for (std::size_t i = 0; i + 1 < n; ++i)
        limitConstant(s[i].mbps, s[i + 1].t_s - s[i].t_s, reach_mbps, deferred, constant);
      if (n > 0)
        limitConstant(s[n - 1].mbps, traceSampleDurationS(s, n - 1), reach_mbps, deferred,
                      constant);
      return deferred;
    }
    for (const Piece& p : cycle > 1 || first.empty() ? pieces : first)
      f(p);
    return 0.0;
  }

  /// A constant demand w for dt through the reachable rate R with `deferred` MB waiting:
  /// R while anything waits or w exceeds R, else w. Calls emit(rate, dt, w) once or twice.
  template <class C>
  static void limitConstant(double w, double dt, double reach, double& deferred, C&& emit)
  {
    if (deferred > 0) {
      if (w >= reach) {
        emit(reach, dt, w);
        deferred += (w - reach) * dt;
        return;
      }
      const double catch_up = deferred / (reach - w);  // infinite deferred: never
      if (catch_up >= dt) {
        emit(reach, dt, w);
        deferred -= (reach - w) * dt;
        return;
      }
      emit(reach, catch_up, w);
      emit(w, dt - catch_up, w);
      deferred = 0;
      return;
    }
    if (w <= reach) {
      emit(w, dt, w);
      return;
    }
    emit(reach, dt, w);
    deferred = (w - reach) * dt;
  }
};

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
