// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The write profile as pieces on which W - D keeps its sign, fed through the VM's reachable
// rate (docs/models/destager.md, sections "Simulation" and "What the VM can write").
#include "model/destager/pieces.h"

#include <algorithm>
#include <cmath>

namespace accel::detail {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTwoPi = 2 * kPi;
/// Relative size under which the net change per period counts as zero (rounding of the sums).
constexpr double kNetTolerance = 1e-12;

/// The piece's fed rate at its lowest or highest (a sine arc: its ends, and the trough or
/// crest when the arc passes it).
double arcExtreme(const Piece& p, bool highest)
{
  if (!p.sine)
    return p.r;
  const double w0 = p.rate(0);
  const double w1 = p.rate(p.dt);
  double v = highest ? std::max(w0, w1) : std::min(w0, w1);
  const double target = highest ? 0.5 * kPi : 1.5 * kPi;
  const double start = std::fmod(p.theta0, kTwoPi);
  double to_target = std::fmod(target - start + kTwoPi, kTwoPi);
  if (to_target <= p.omega * p.dt)
    v = highest ? p.m + p.a : p.m - p.a;
  return v;
}

/// A piece fed at the reachable rate R while the VM asks for what `p` describes on
/// [tau0, tau0 + dt].
Piece atReach(const Piece& p, double tau0, double dt, double reach, double d)
{
  Piece out = constantPiece(reach, dt, d);
  out.shaped = true;
  out.demand_sine = p.sine;
  out.demand_r = p.shaped ? p.demand_r : p.r;
  out.m = p.m;
  out.a = p.a;
  out.omega = p.omega;
  out.theta0 = p.sine ? p.theta0 + p.omega * tau0 : p.theta0;
  return out;
}

/// The part [tau0, dt] of a piece.
Piece tail(const Piece& p, double tau0)
{
  Piece out = p;
  out.dt = p.dt - tau0;
  if (p.sine)
    out.theta0 = p.theta0 + p.omega * tau0;
  return out;
}

/// Pieces (cut where W = R as well) fed through the reachable rate R with `deferred` MB
/// waiting at the start; `deferred` is left as it is at the end.
std::vector<Piece> limitPieces(const std::vector<Piece>& in, double reach, double d,
                               double& deferred)
{
  std::vector<Piece> out;
  out.reserve(in.size() + 4);
  for (const Piece& p : in) {
    if (!p.sine) {
      const auto push = [&out, d, w = p.r](double rate, double dt) {
        Piece q = constantPiece(rate, dt, d);
        if (rate != w) {
          q.shaped = true;
          q.demand_r = w;
        }
        out.push_back(q);
      };
      const LimitedRate l = limitRate(p.r, p.dt, reach, deferred);
      push(l.rate, l.dt);
      if (l.then_demand)
        push(p.r, p.dt - l.dt);
      continue;
    }
    // W - R keeps its sign on the arc (cut there).
    const double w_mid = p.rate(0.5 * p.dt);
    const double net = p.net(p.dt, reach);
    if (deferred > 0 || w_mid > reach) {
      if (w_mid >= reach || deferred + net > 0) {
        out.push_back(atReach(p, 0, p.dt, reach, d));
        deferred += net;  // an infinite backlog stays infinite
        continue;
      }
      Piece falling = p;  // W < R: the backlog falls to zero on the arc
      falling.sign = -1;
      const double tau = hitTime(falling, reach, deferred, 0.0);
      if (tau > 0)
        out.push_back(atReach(p, 0, tau, reach, d));
      if (p.dt - tau > 0)
        out.push_back(tail(p, tau));
      deferred = 0;
      continue;
    }
    out.push_back(p);
  }
  return out;
}

}  // namespace

double Piece::lowest() const
{
  return arcExtreme(*this, false);
}

double Piece::highest() const
{
  return arcExtreme(*this, true);
}

Piece constantPiece(double rate_mbps, double dt, double d)
{
  Piece p;
  p.dt = dt;
  p.r = rate_mbps;
  p.sign = signOf(rate_mbps - d);
  return p;
}

void addSinePieces(std::vector<Piece>& out, double m, double a, double period, double d,
                   double extra_cut)
{
  if (!(a > 0)) {
    out.push_back(constantPiece(m, period, d));
    return;
  }
  const double omega = kTwoPi / period;
  std::vector<double> cuts = {0.0, kTwoPi};
  const auto cut = [&cuts](double theta) {
    theta = std::fmod(theta, kTwoPi);
    cuts.push_back(theta < 0 ? theta + kTwoPi : theta);
  };
  const auto cutAt = [&](double level) {
    if (std::abs(level - m) < a) {
      const double th = std::asin((level - m) / a);
      cut(th);
      cut(kPi - th);
    }
  };
  cutAt(d);
  if (a > m)
    cutAt(0.0);
  if (extra_cut < kUnlimited)
    cutAt(extra_cut);
  std::sort(cuts.begin(), cuts.end());
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double c0 = cuts[i];
    const double c1 = cuts[i + 1];
    if (!(c1 - c0 > 1e-12))
      continue;
    const double w_mid = m + a * std::sin(0.5 * (c0 + c1));
    if (w_mid < 0) {  // between the cuts where W = 0 (a > m): clipped to 0
      out.push_back(constantPiece(0.0, (c1 - c0) / omega, d));
      continue;
    }
    Piece p;
    p.dt = (c1 - c0) / omega;
    p.sine = true;
    p.m = m;
    p.a = a;
    p.omega = omega;
    p.theta0 = c0;
    p.sign = signOf(w_mid - d);
    out.push_back(p);
  }
}

std::optional<double> constantRate(const WriteProfile& w)
{
  if (w.kind == ProfileKind::Constant)
    return w.mbps;
  if (w.kind == ProfileKind::Trace && w.samples->size() == 1)
    return w.samples->front().mbps;
  return std::nullopt;
}

PeriodSource periodSource(const WriteProfile& w, double d, double constant_period_s,
                          const Reach& reach, bool repeats)
{
  PeriodSource src;
  src.destage_mbps = d;
  const double r = reach.mbps;
  if (const auto rate = constantRate(w)) {
    src.period_s = constant_period_s;
    Piece p = constantPiece(std::min(*rate, r), constant_period_s, d);
    if (*rate > r) {
      p.shaped = true;
      p.demand_r = *rate;
    }
    src.pieces.push_back(p);
    return src;
  }
  std::vector<Piece> raw;
  switch (w.kind) {
  case ProfileKind::OnOff:
    src.period_s = w.period_s;
    if (w.burst_s > 0)
      raw.push_back(constantPiece(w.peak_mbps, w.burst_s, d));
    if (w.period_s - w.burst_s > 0)
      raw.push_back(constantPiece(w.base_mbps, w.period_s - w.burst_s, d));
    break;
  case ProfileKind::Sine:
    src.period_s = w.period_s;
    addSinePieces(raw, w.mean_mbps, w.amplitude_mbps, w.period_s, d, r);
    break;
  case ProfileKind::Trace: {
    src.period_s = traceSpanS(*w.samples);
    src.trace = w.samples.get();
    src.reach_mbps = r;
    if (reach.binds() && repeats) {
      // The repeating state: with the mean at or above R the deferred writes never run out;
      // below it, the run from none has joined the repeating state by the end of cycle 1.
      src.trace_deferred_repeat_mb =
          reach.saturates ? kUnlimited
                          : src.forEachRate(
                                1, [](double, double, double) {}, [](const Piece&) {});
    }
    return src;
  }
  case ProfileKind::Constant: break;
  case ProfileKind::Schedule:
  case ProfileKind::Duty: break;  // simulated as their trace (simulateDestager)
  }
  if (!reach.binds()) {
    src.pieces = std::move(raw);
    return src;
  }
  // The repeating state: deferred writes that never run out when the mean reaches R, else
  // those left at the end of cycle 1 (the run from none has joined it by then).
  double gross = 0;
  double net = 0;
  for (const Piece& p : raw) {
    const double x = p.net(p.dt, r);
    net += x;
    gross += std::abs(x);
  }
  const bool saturates = reach.saturates || net >= -kNetTolerance * gross;
  double deferred = 0;
  std::vector<Piece> first = limitPieces(raw, r, d, deferred);
  double repeat = saturates ? kUnlimited : deferred;
  src.pieces = limitPieces(raw, r, d, repeat);
  if (saturates || deferred != 0)
    src.first = std::move(first);
  return src;
}

double hitTime(const Piece& p, double d, double x, double target)
{
  if (!p.sine)
    return std::clamp((target - x) / (p.r - d), 0.0, p.dt);
  const double dir = p.sign > 0 ? 1.0 : -1.0;
  const double tol_s = kRootTolerance * p.dt;
  const double tol_mb = 1e-13 * std::max({std::abs(x), std::abs(target), 1.0});
  double lo = 0;
  double hi = p.dt;
  double tau = 0.5 * p.dt;
  for (int i = 0; i < 200; ++i) {
    const double f = x + p.net(tau, d) - target;
    if (std::abs(f) <= tol_mb)
      break;
    if (f * dir < 0)
      lo = tau;
    else
      hi = tau;
    if (hi - lo <= tol_s) {
      tau = 0.5 * (lo + hi);
      break;
    }
    const double slope = p.rate(tau) - d;
    double next = slope != 0 ? tau - f / slope : lo;
    if (!(next > lo && next < hi))
      next = 0.5 * (lo + hi);
    tau = next;
  }
  return std::clamp(tau, 0.0, p.dt);
}

}  // namespace accel::detail
