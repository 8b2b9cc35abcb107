// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The fluid buffer with carried-over writes and its plot recorder (docs/models/destager.md,
// section "Simulation").
#include "model/destager/fluid.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace accel::detail {

namespace {

/// Relative size under which the net change per period counts as zero (rounding of the sums).
constexpr double kNetTolerance = 1e-12;
/// Relative tolerance of peak comparisons across cycles.
constexpr double kPeakTolerance = 1e-12;
/// Samples drawn of one sine arc at most, for the plots.
constexpr int kMaxArcSamples = 64;

}  // namespace

// ---- Recorder -------------------------------------------------------------------------------

Recorder::Recorder(double horizon_s, int max_points, double d, double b, bool exact_intervals)
    : series_(horizon_s, buckets(max_points)),
      d_(d),
      b_(b),
      bucket_s_(bucketS(horizon_s, max_points)),
      join_s_(exact_intervals ? 0.0 : bucket_s_)
{
}

void Recorder::segment(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a)
{
  int n = 1;
  if ((p.sine || (p.shaped && p.demand_sine)) && bucket_s_ > 0)
    n = static_cast<int>(
        std::clamp(std::ceil(2 * (tb - ta) / bucket_s_), 1.0, static_cast<double>(kMaxArcSamples)));
  const double net_a = mode == Mode::Normal ? p.net(ta, d_) : 0.0;
  for (int k = 0; k < n; ++k) {
    const double tau = ta + (tb - ta) * k / n;
    double x = x_a;
    if (mode == Mode::Throttled)
      x = b_;
    else if (mode == Mode::Empty)
      x = 0;
    else if (k > 0)
      x = std::clamp(x_a + p.net(tau, d_) - net_a, 0.0, b_);
    const double w = p.rate(tau);
    point(t0 + tau, x, p.demand(tau), mode == Mode::Throttled ? d_ : w,
          mode == Mode::Empty ? w : d_);
  }
}

void Recorder::finish(double t_end, double x_end, DestagerGroupResult& r)
{
  // The rates of the last stretch hold to the end.
  const M4Decimator<4>::Values last = series_.lastValues();
  series_.add(t_end, {x_end, last[1], last[2], last[3]});
  auto s = series_.finish();
  r.backlog_mb = std::move(s[0]);
  r.write_mbps = std::move(s[1]);
  r.accepted_mbps = std::move(s[2]);
  r.destaged_mbps = std::move(s[3]);
  r.throttled = std::move(intervals_);
}

// ---- PeriodNet ------------------------------------------------------------------------------

void PeriodNet::settle()
{
  if (std::abs(net_mb) <= kNetTolerance * gross_mb)
    net_mb = 0;
}

// ---- Fluid ----------------------------------------------------------------------------------

Fluid::Fluid(double d, double b, double z0, double t0, Recorder* rec)
    : t(t0), z(std::max(z0, 0.0)), d_(d), b_(b), rec_(rec)
{
  if (z == 0) {
    last_empty_t = t0;
    emptied_since_fill_ = true;
  }
  throttled_now_ = z > b_;  // deferred writes carried into this run
  resetWindow();
}

void Fluid::resetWindow()
{
  throttled_s = 0;
  setMax(x());
  max_z = z;
  max_busy_s = 0;
  peak_reached_ = false;
  fall_start_t.reset();
  drain_end_t.reset();
  burst_fill_s.reset();
}

void Fluid::feedConstant(double rate_mbps, double dt, double demand)
{
  bool given = false;
  const auto once = [&](double& r, double& d_t, double& w) {
    r = rate_mbps;
    d_t = dt;
    w = demand;
    return !std::exchange(given, true);
  };
  if (rec_ != nullptr)
    feedRun<true>(once);
  else
    feedRun<false>(once);
}

void Fluid::feedTrace(TraceFeed& feed)
{
  // A copy of the cursor in the loop: through the reference, every store the recorder makes
  // could change it, and the compiler would reload it after each sample.
  TraceFeed local = feed;
  const auto limited = [&local](double& r, double& d_t, double& w) {
    return local.next<true>(r, d_t, w);
  };
  const auto plain = [&local](double& r, double& d_t, double& w) {
    return local.next<false>(r, d_t, w);
  };
  if (local.limited()) {
    if (rec_ != nullptr)
      feedRun<true>(limited);
    else
      feedRun<false>(limited);
  } else if (rec_ != nullptr) {
    feedRun<true>(plain);
  } else {
    feedRun<false>(plain);
  }
  feed = local;
}

// The common cases in line, in a loop over what `next` gives: one constant (feedConstant) or
// a trace's samples (feedTrace, the week-long trace's hot loop). The state the common cases
// change lives in locals: through the members, the recorder's stores made the compiler store
// and reload them after every sample. The rest goes through the general path with the members
// brought up to date.
template <bool kRecord, class Next>
void Fluid::feedRun(Next&& next)
{
  const double d = d_;
  const double b = b_;
  double zl = z;
  double tl = t;
  PeriodNet sums = totals;
  double mz = max_z;
  double thr_s = throttled_s;
  bool throttled = throttled_now_;
  const auto store = [&] {
    z = zl;
    t = tl;
    totals = sums;
    max_z = mz;
    throttled_s = thr_s;
    throttled_now_ = throttled;
  };
  double rate = 0;
  double dt = 0;
  double demand = 0;
  while (next(rate, dt, demand)) {
    if (!(dt > 0))
      continue;
    const double t0 = tl;
    const double delta = (rate - d) * dt;
    const double ze = zl + delta;
    if (zl > 0 && zl < b && ze > 0 && ze < b) {  // moves inside (0, B), hits no bound
      sums.add(delta, delta > 0 ? dt : 0.0);
      throttled = false;
      if constexpr (kRecord)
        rec_->point(t0, zl, demand, rate, d);
      if (delta > 0) {
        onRise(ze, t0 + dt);
        if (ze > mz)
          mz = ze;
      } else if (delta < 0 && !fall_start_t && peak_reached_ && zl >= max_lo_) {
        fall_start_t = t0;  // onFall, inline: X = Z here
      }
      zl = ze;
      tl = t0 + dt;
      continue;
    }
    if (zl <= 0 && delta <= 0) {  // stays empty, destaging what arrives
      sums.add(delta, 0.0);
      throttled = false;
      zl = 0;
      if constexpr (kRecord)
        rec_->point(t0, 0.0, demand, rate, rate);
      tl = t0 + dt;
      last_empty_t = tl;
      emptied_since_fill_ = true;
      continue;
    }
    if (throttled && ze >= b && (delta > 0 || zl > b)) {  // stays full and throttled
      sums.add(delta, delta > 0 ? dt : 0.0);
      thr_s += (t0 + dt) - t0;  // throttle(), in line
      if constexpr (kRecord) {
        rec_->throttled(t0, t0 + dt);
        rec_->point(t0, b, demand, d, d);
      }
      zl = ze;
      if (ze > mz)
        mz = ze;
      throttled = ze > b || delta > 0;
      tl = t0 + dt;
      continue;
    }
    store();
    totals.add(delta, delta > 0 ? dt : 0.0);
    Piece p = constantPiece(rate, dt, d);
    if (demand != rate) {
      p.shaped = true;
      p.demand_r = demand;
    }
    general(p, t0);
    zl = z;
    tl = t;
    sums = totals;
    mz = max_z;
    thr_s = throttled_s;
    throttled = throttled_now_;
  }
  store();
}

void Fluid::feed(const Piece& p)
{
  if (!p.sine && !(p.shaped && p.demand_sine)) {
    feedConstant(p.r, p.dt, p.demand(0));
    return;
  }
  // Sine arcs, and pieces at the reachable rate whose demand follows a sine (the recorder
  // draws it through the general path's segments).
  if (!(p.dt > 0))
    return;
  totals.add(p.net(p.dt, d_), p.sign > 0 ? p.dt : 0.0);
  general(p, t);
}

void Fluid::general(const Piece& p, double t0)
{
  if (p.sign > 0)
    rise(p, t0);
  else if (p.sign < 0)
    fall(p, t0);
  else
    flat(p, t0);
  t = t0 + p.dt;
}

void Fluid::rise(const Piece& p, double t0)
{
  const double dt = p.dt;
  const double ze = z + p.net(dt, d_);
  if (z >= b_) {  // full (B may be 0): throttled all along
    if (!throttled_now_)
      onFill(t0);
    throttle(t0, t0 + dt);
    emit(Mode::Throttled, p, t0, 0, dt, b_);
    onRise(b_, t0);
    z = ze;
    noteZ();
    return;
  }
  if (z <= 0)
    last_empty_t = t0;
  if (ze > b_) {
    const double tau = hitTime(p, d_, z, b_);
    emit(Mode::Normal, p, t0, 0, tau, z);
    onRise(b_, t0 + tau);
    onFill(t0 + tau);
    throttle(t0 + tau, t0 + dt);
    emit(Mode::Throttled, p, t0, tau, dt, b_);
    z = ze;
    noteZ();
    return;
  }
  emit(Mode::Normal, p, t0, 0, dt, z);
  z = std::max(ze, 0.0);
  noteZ();
  throttled_now_ = false;
  onRise(x(), t0 + dt);
}

void Fluid::fall(const Piece& p, double t0)
{
  const double dt = p.dt;
  if (z <= 0) {
    z = 0;
    throttled_now_ = false;
    emit(Mode::Empty, p, t0, 0, dt, 0.0);
    last_empty_t = t0 + dt;
    emptied_since_fill_ = true;
    return;
  }
  const double z0 = z;
  const double ze = z0 + p.net(dt, d_);
  double tau_b = 0;
  if (z0 > b_) {  // the deferred writes go first: full and throttled until Z falls to B
    if (ze >= b_) {
      throttle(t0, t0 + dt);
      emit(Mode::Throttled, p, t0, 0, dt, b_);
      z = ze;
      throttled_now_ = ze > b_;
      if (!throttled_now_)
        onFall(t0 + dt);
      return;
    }
    tau_b = hitTime(p, d_, z0, b_);
    throttle(t0, t0 + tau_b);
    emit(Mode::Throttled, p, t0, 0, tau_b, b_);
  }
  throttled_now_ = false;
  const double x_b = std::min(z0, b_);  // the level when the buffer starts to fall
  z = x_b;
  onFall(t0 + tau_b);
  if (ze > 0) {
    emit(Mode::Normal, p, t0, tau_b, dt, x_b);
    z = ze;
    return;
  }
  const double tau = ze == 0 ? dt : std::max(hitTime(p, d_, z0, 0), tau_b);
  emit(Mode::Normal, p, t0, tau_b, tau, x_b);
  z = 0;
  onEmpty(t0 + tau);
  emit(Mode::Empty, p, t0, tau, dt, 0.0);
  last_empty_t = t0 + dt;
}

void Fluid::flat(const Piece& p, double t0)
{
  // W = D: the level holds.
  if (z > b_) {
    throttle(t0, t0 + p.dt);
    emit(Mode::Throttled, p, t0, 0, p.dt, b_);
    return;
  }
  throttled_now_ = false;
  emit(z <= 0 ? Mode::Empty : Mode::Normal, p, t0, 0, p.dt, z);
  if (z <= 0) {
    last_empty_t = t0 + p.dt;
    emptied_since_fill_ = true;
  }
}

void Fluid::setMax(double level)
{
  max_x = level;
  const double tol = kPeakTolerance * std::max(std::abs(level), 1.0);
  max_hi_ = level + tol;
  max_lo_ = level - tol;
}

void Fluid::onRise(double level, double when)
{
  if (level > max_hi_) {
    setMax(level);
    peak_reached_ = true;
    max_busy_s = last_empty_t ? when - *last_empty_t : 0.0;
    fall_start_t.reset();
    drain_end_t.reset();
  } else if (!peak_reached_ && level >= max_lo_) {
    peak_reached_ = true;
    max_busy_s = last_empty_t ? when - *last_empty_t : 0.0;
  }
}

void Fluid::onFall(double when)
{
  if (!fall_start_t && peak_reached_ && x() >= max_lo_)
    fall_start_t = when;
}

void Fluid::onFill(double when)
{
  if (!first_fill_t)
    first_fill_t = when;
  if (emptied_since_fill_ && !burst_fill_s && last_empty_t)
    burst_fill_s = when - *last_empty_t;
  emptied_since_fill_ = false;
}

void Fluid::onEmpty(double when)
{
  emptied_since_fill_ = true;
  last_empty_t = when;
  if (fall_start_t && !drain_end_t)
    drain_end_t = when;
}

void Fluid::throttle(double ta, double tb)
{
  throttled_now_ = true;
  throttled_s += tb - ta;
  if (rec_ != nullptr)
    rec_->throttled(ta, tb);
}

void Fluid::emit(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a)
{
  if (rec_ != nullptr && tb > ta)
    rec_->segment(mode, p, t0, ta, tb, x_a);
}

}  // namespace accel::detail
