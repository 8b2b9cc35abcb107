// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Simulation of one VM's write-back buffer (docs/models/destager.md, section "Simulation").
//
// The write profile is fed through the VM's reachable rate (the writes above it wait in the
// VM and follow at that rate) and cut into pieces on which W - D keeps its sign: constant
// rates (on/off, trace samples: the Lindley recursion with the hitting instants inside each
// sample) and sine arcs between the instants where W = D, W = 0 or W = R. On such a piece the
// fluid moves monotonically, so it crosses 0 or B at most once each: integrating W - D
// exactly and solving for the crossing instants makes the simulation exact up to the root
// finder's tolerance. Writes the VM cannot place while the buffer is full are carried over
// (fluid.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>

#include "model/common/decimate.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/destager/destager.h"
#include "model/destager/fluid.h"
#include "model/destager/pieces.h"

namespace accel {

namespace {

using detail::constantRate;
using detail::Fluid;
using detail::kUnlimited;
using detail::PeriodNet;
using detail::periodSource;
using detail::PeriodSource;
using detail::Piece;
using detail::Reach;
using detail::Recorder;
using detail::TraceFeed;

constexpr double kInf = std::numeric_limits<double>::infinity();

bool finiteNonNegative(double x)
{
  return std::isfinite(x) && x >= 0;
}

/// Runs `count` cycles from cycle `from` (1-based: cycle 1 may differ from the others).
/// Returns the writes above a trace's reachable rate still waiting in the VM at the end, MB
/// (PeriodSource::forEachRate).
double runCycles(const PeriodSource& src, Fluid& f, double from, double count)
{
  double held = 0;
  for (double k = 0; k < count; ++k) {
    if (src.trace != nullptr) {  // the samples in one loop (a week-long trace's hot path)
      TraceFeed feed = src.traceFeed(from + k);
      f.feedTrace(feed);
      held = feed.deferred();
    } else {
      src.forEachRate(
          from + k,
          [&f](double rate, double dt, double demand) { f.feedConstant(rate, dt, demand); },
          [&f](const Piece& p) { f.feed(p); });
    }
  }
  return held;
}

/// Net change and fed rates over one repeating cycle.
PeriodNet periodNet(const PeriodSource& src)
{
  PeriodNet n;
  src.forEach(2.0, [&n, &src](const Piece& p) { n.add(p, src.destage_mbps); });
  n.settle();
  return n;
}

/// The first cycle of the repeating state (cycle 1 when the first cycle is not different).
double repeatingFrom(const PeriodSource& src)
{
  return src.distinctFirst() ? 3.0 : 2.0;
}

/// Highest backlog of an unbounded buffer (in the repeating state for a periodic profile,
/// whose mean must then be at most D), and the busy time leading to it: -d(peak)/dD.
struct PeakProbe {
  double peak_mb = 0;
  double busy_s = 0;
};

PeakProbe unboundedPeak(const PeriodSource& src, bool periodic)
{
  Fluid f(src.destage_mbps, kInf, 0, 0);
  if (!periodic) {
    runCycles(src, f, 1, 1);
    return {f.max_x, f.max_busy_s};
  }
  // The repeating state is reached once cycle 1 (and a distinct cycle 1's successor) is over.
  const double from = repeatingFrom(src);
  runCycles(src, f, 1, from - 1);
  f.resetWindow();
  runCycles(src, f, from, 1);
  return {f.max_x, f.max_busy_s};
}

/// A destage rate and the unbounded peak there, already known.
struct KnownPeak {
  double d = 0;
  PeakProbe at;
};

/// The smallest D' in [lo, hi] whose unbounded peak is at most B. The peak is convex and
/// decreasing in D' (a maximum of functions affine in D'), so Newton's method from the left
/// converges monotonically; bisection guards it. It starts from `known` when that lies in
/// (lo, hi) left of the root (its peak above B: the rate simulated, where the VM throttles),
/// else from lo.
double neededDestage(const WriteProfile& w, bool periodic, double lo, double hi, double b,
                     double constant_period_s, const Reach& reach, bool repeats,
                     const std::optional<KnownPeak>& known)
{
  const auto probe = [&](double d) {
    return unboundedPeak(periodSource(w, d, constant_period_s, reach, repeats), periodic);
  };
  double d = lo;
  PeakProbe at;
  if (known && known->d > lo && known->d < hi && known->at.peak_mb > b) {
    d = known->d;
    at = known->at;
  } else {
    at = probe(lo);
    if (at.peak_mb <= b)
      return lo;
  }
  double right = hi;
  const double tol_mb = 1e-9 * std::max(b, 1.0);
  for (int i = 0; i < 100 && right - d > 1e-12 * std::max(right, 1.0); ++i) {
    double next = at.busy_s > 0 ? d + (at.peak_mb - b) / at.busy_s : right;
    if (!(next > d && next < right))
      next = 0.5 * (d + right);
    const PeakProbe p = probe(next);
    if (std::abs(p.peak_mb - b) <= tol_mb)
      return next;  // Newton lands on the root of a linear stretch exactly
    if (p.peak_mb > b) {
      d = next;
      at = p;
    } else {
      right = next;
    }
  }
  return right;
}

/// The first fill from empty at t = 0 of a periodic profile and where its repeating state
/// starts.
struct Transient {
  std::optional<double> fill_t;
  double fill_cycle = 0;
  double steady_t = 0;  ///< a cycle start from which the process repeats (mean <= D)
  double steady_z = 0;
};

/// Z is the unbounded fluid fed by W - D, so before and after the first fill alike, and
/// from the repeating state's first cycle k on each cycle is cycle k shifted up by
/// net = (Wbar - D) T: cycle j tops out at top_k + (j - k) net (for j >= k the lowest F is
/// reached before cycle k, where F is the integral of W - D). The cycle of the first fill
/// follows in O(1).
Transient transient(const PeriodSource& src, double net, double d, double b)
{
  const double period = src.period_s;
  const double from = repeatingFrom(src);
  Transient tr;
  Fluid f(d, b, 0, 0);
  double z_from = 0;
  for (double k = 1; k <= from; ++k) {
    if (k == from) {
      f.resetWindow();
      z_from = f.z;
      tr.steady_t = (k - 1) * period;
      tr.steady_z = f.z;
    }
    runCycles(src, f, k, 1);
    if (f.first_fill_t) {
      tr.fill_t = f.first_fill_t;
      tr.fill_cycle = k;
      if (k < from) {  // the repeating state still starts where it does
        for (double j = k + 1; j <= from - 1; ++j)
          runCycles(src, f, j, 1);
        tr.steady_t = (from - 1) * period;
        tr.steady_z = f.z;
      }
      return tr;
    }
  }
  if (!(net > 0))
    return tr;  // Wbar <= D: the repeating state does not fill
  const double top = f.max_z;
  double j = std::max(from + 1, from + std::floor((b - top) / net));
  for (int tries = 0; tries < 4 && std::isfinite(j); ++tries, j += 1) {
    Fluid g(d, b, z_from + (j - from) * net, (j - 1) * period);
    runCycles(src, g, j, 1);
    if (g.first_fill_t) {
      tr.fill_t = g.first_fill_t;
      tr.fill_cycle = j;
      return tr;
    }
  }
  return tr;
}

bool allFinite(const DestagerGroupResult& r)
{
  const auto ok = [](double v) { return std::isfinite(v); };
  const auto okOpt = [](const std::optional<double>& v) { return !v || std::isfinite(*v); };
  bool good = ok(r.destage_mbps) && ok(r.buffer_mb) && ok(r.mean_write_mbps) &&
              ok(r.peak_write_mbps) && ok(r.min_write_mbps) && ok(r.period_s) && ok(r.overload_s) &&
              ok(r.ratchet_mb_per_cycle) && ok(r.peak_backlog_mb) && ok(r.throttled_fraction) &&
              ok(r.throttled_iops_per_vm) && ok(r.io_kib) && ok(r.horizon_s) &&
              ok(r.horizon_throttled_fraction) && ok(r.time_origin_s) && okOpt(r.fill_time_s) &&
              okOpt(r.fill_cycle) && okOpt(r.burst_fill_s) && okOpt(r.drain_time_s) &&
              okOpt(r.throttled_latency_us) && okOpt(r.needed_buffer_mb) &&
              okOpt(r.needed_destage_mbps) && okOpt(r.ams_overflow_probability) &&
              okOpt(r.ams_mean_backlog_mb) && okOpt(r.reachable_mbps) && ok(r.fed_mean_mbps) &&
              ok(r.fed_peak_mbps) && ok(r.array_cache_mb);
  for (const auto* series : {&r.backlog_mb, &r.write_mbps, &r.accepted_mbps, &r.destaged_mbps})
    for (const SeriesPoint& p : *series)
      good = good && ok(p.t_s) && ok(p.value);
  for (const TimeInterval& i : r.throttled)
    good = good && ok(i.start_s) && ok(i.end_s);
  return good;
}

/// An invalid result: status, problem and nothing else.
DestagerGroupResult invalid(DestagerGroupResult r, const std::string& problem)
{
  DestagerGroupResult out;
  out.name = std::move(r.name);
  out.profile = r.profile;
  out.status = DestagerStatus::Invalid;
  out.problem = problem;
  return out;
}

/// The on/off profile as the buffer is fed: a burst at the reachable rate R < P lasts until
/// the deferred writes are written, T_on (P - b) / (R - b); with the mean at R or above, or
/// b >= R, it is R throughout (no bursts left).
void addOnOffAms(DestagerGroupResult& r, const WriteProfile& w, const Reach& reach)
{
  double peak = w.peak_mbps;
  double burst = w.burst_s;
  if (reach.binds() && reach.mbps < peak) {
    if (reach.saturates || !(w.base_mbps < reach.mbps))
      return;
    burst = w.burst_s * (w.peak_mbps - w.base_mbps) / (reach.mbps - w.base_mbps);
    peak = reach.mbps;
    if (!(burst < w.period_s))
      return;
  }
  // Exponential bursts and gaps with the profile's mean lengths; the base rate shifts both
  // the source (P - b while on, 0 while off) and the drain (D - b).
  const double d = r.destage_mbps - w.base_mbps;
  if (!(d > 0))
    return;  // the base rate alone fills the buffer
  const AmsQueue q = amsOnOffQueue(peak - w.base_mbps, d, burst, w.period_s - burst);
  if (q.regime == AmsQueue::Regime::Unstable)
    return;
  r.ams_overflow_probability = amsOverflowProbability(q, r.buffer_mb);
  r.ams_mean_backlog_mb = q.mean_backlog_mb;
}

}  // namespace

const char* destagerStatusKey(DestagerStatus s)
{
  switch (s) {
  case DestagerStatus::Ok: return "ok";
  case DestagerStatus::WriteThrough: return "write_through";
  case DestagerStatus::NoVms: return "no_vms";
  case DestagerStatus::Invalid: return "invalid";
  }
  return "ok";
}

double meanWriteIoKib(const VmGroup& group)
{
  double ios = 0;
  double kib = 0;
  for (const IoSizeBin& b : group.write_io_histogram) {
    if (finiteNonNegative(b.fraction) && finiteNonNegative(b.size_kib)) {
      ios += b.fraction;
      kib += b.fraction * b.size_kib;
    }
  }
  if (ios > 0)
    return kib / ios;
  return finiteNonNegative(group.write_io_kib) ? group.write_io_kib : 0.0;
}

std::string writeProfileProblem(const WriteProfile& p)
{
  const auto bad = [](double v) { return !finiteNonNegative(v); };
  const auto badPeriod = [](double v) { return !std::isfinite(v) || !(v > 0); };
  switch (p.kind) {
  case ProfileKind::Constant:
    if (bad(p.mbps))
      return "write.mbps";
    break;
  case ProfileKind::OnOff:
    if (bad(p.peak_mbps))
      return "write.peak_mbps";
    if (bad(p.burst_s))
      return "write.burst_s";
    if (badPeriod(p.period_s))
      return "write.period_s";
    if (p.burst_s > p.period_s)
      return "write.burst_s";
    if (bad(p.base_mbps))
      return "write.base_mbps";
    break;
  case ProfileKind::Sine:
    if (bad(p.mean_mbps))
      return "write.mean_mbps";
    if (bad(p.amplitude_mbps))
      return "write.amplitude_mbps";
    if (badPeriod(p.period_s))
      return "write.period_s";
    break;
  case ProfileKind::Trace: {
    const std::string problem = traceProblemPath(traceProblem(p));
    if (!problem.empty())
      return "write." + problem;
    break;
  }
  case ProfileKind::Schedule:
  case ProfileKind::Duty: {
    const std::string problem = periodicFormProblem(p);
    if (!problem.empty())
      return "write." + problem;
    break;
  }
  }
  return {};
}

std::optional<double> fullBufferLatencyUs(const DestagerGroupResult& g)
{
  if (g.status != DestagerStatus::Ok || !g.fills)
    return std::nullopt;
  return g.throttled_latency_us;
}

bool fullBufferStalls(const DestagerGroupResult& g)
{
  return g.status == DestagerStatus::Ok && g.fills && !(throttledDestageMbps(g) > 0);
}

double throttledDestageMbps(const DestagerGroupResult& g)
{
  return g.throttled_destage_mbps.value_or(g.destage_mbps);
}

bool throttledOverTrace(const DestagerGroupResult& g)
{
  return g.profile == ProfileKind::Trace && !g.periodic;
}

ProfileSummary summarizeProfile(const WriteProfile& p)
{
  ProfileSummary s;
  s.problem = writeProfileProblem(p);
  if (s.problem.empty()) {
    s.mean_mbps = profileMeanMbps(p);
    s.peak_mbps = profilePeakMbps(p);
    s.min_mbps = profileMinMbps(p);
  }
  return s;
}

DestagerGroupResult simulateDestager(const VmGroup& group, double destage_mbps, double buffer_mb,
                                     const DestagerOptions& opt,
                                     std::optional<double> reachable_mbps)
{
  return simulateDestager(group, summarizeProfile(group.write), destage_mbps, buffer_mb, opt,
                          reachable_mbps);
}

DestagerGroupResult simulateDestager(const VmGroup& group, const ProfileSummary& summary,
                                     double destage_mbps, double buffer_mb,
                                     const DestagerOptions& opt,
                                     std::optional<double> reachable_mbps)
{
  DestagerGroupResult r;
  r.name = group.name;
  const WriteProfile& w = group.write;
  r.profile = w.kind;
  if (!summary.problem.empty())
    return invalid(r, summary.problem);
  if (modelledAsTrace(w.kind)) {
    // A schedule or a duty cycle is one period of its equivalent trace, repeating: the trace
    // path is its simulation (profileTrace).
    VmGroup as_trace = group;
    as_trace.write = modelledProfile(w);
    DestagerOptions repeating = opt;
    repeating.trace_repeats = true;
    DestagerGroupResult out =
        simulateDestager(as_trace, summary, destage_mbps, buffer_mb, repeating, reachable_mbps);
    out.profile = w.kind;
    return out;
  }
  if (!finiteNonNegative(destage_mbps))
    return invalid(r, "destage_mbps");
  if (!finiteNonNegative(buffer_mb))
    return invalid(r, "write_buffer_mb");
  if (reachable_mbps && !finiteNonNegative(*reachable_mbps))
    return invalid(r, "reachable_mbps");
  const double d = destage_mbps;
  const double b = buffer_mb;
  r.destage_mbps = d;
  r.buffer_mb = b;
  r.mean_write_mbps = summary.mean_mbps;
  r.peak_write_mbps = summary.peak_mbps;
  r.min_write_mbps = summary.min_mbps;
  if (w.kind == ProfileKind::Trace)
    r.time_origin_s = w.samples->front().t_s;

  // What the VM can write: its demand through the reachable rate when that is below its peak.
  Reach reach;
  if (reachable_mbps && *reachable_mbps < summary.peak_mbps) {
    reach.mbps = *reachable_mbps;
    reach.saturates = summary.mean_mbps >= *reachable_mbps;
    r.reachable_mbps = reachable_mbps;
  }
  r.fed_peak_mbps = std::min(summary.peak_mbps, reach.mbps);
  r.fed_mean_mbps = std::min(summary.mean_mbps, reach.mbps);

  // Throttled writes: the group's outstanding writes admitted at D.
  r.io_kib = meanWriteIoKib(group);
  const ThrottledWrites tw =
      throttledWrites(d, units::kibToBytes(r.io_kib), std::max(group.outstanding_ios, 0));
  r.throttled_iops_per_vm = tw.iops;
  r.throttled_latency_us = tw.latency_us;

  // A constant has no period: it is run as one long piece, twice its fill time (so the plot
  // shows the fill and as long again throttled) or the default horizon.
  const std::optional<double> constant = constantRate(w);
  const std::optional<double> fed_constant =
      constant ? std::optional<double>(std::min(*constant, reach.mbps)) : std::nullopt;
  double constant_period_s = opt.constant_horizon_s > 0 ? opt.constant_horizon_s : 3600.0;
  if (fed_constant && *fed_constant > d && b > 0 && std::isfinite(2 * b / (*fed_constant - d)))
    constant_period_s = 2 * b / (*fed_constant - d);
  const bool repeats = w.kind == ProfileKind::Trace && opt.trace_repeats;
  const bool periodic = w.kind != ProfileKind::Trace || constant || opt.trace_repeats;

  const PeriodSource src = periodSource(w, d, constant_period_s, reach, repeats);
  const double period = src.period_s;
  // A trace run once sums its net change on the way; a periodic profile needs it first.
  PeriodNet pn = periodic ? periodNet(src) : PeriodNet{};

  // The plotted horizon.
  double cycles = 1;
  Transient tr;
  if (periodic) {
    tr = transient(src, pn.net_mb, d, b);
    if (!constant)
      cycles = std::max(static_cast<double>(std::max(opt.min_horizon_cycles, 1)),
                        tr.fill_t ? tr.fill_cycle + 2 : 0.0);
    const double per_cycle = static_cast<double>(std::max<std::size_t>(src.size(), 1));
    cycles = std::min({cycles, std::max(opt.max_horizon_cycles, 1.0),
                       std::max(std::floor(opt.max_horizon_pieces / per_cycle), 1.0)});
  }
  r.horizon_s = cycles * period;
  Recorder rec(r.horizon_s, std::max(opt.max_series_points, 5), d, b,
               opt.exact_throttled_intervals);
  Fluid run(d, b, 0, 0, &rec);
  const double held_by_reach_mb = runCycles(src, run, 1, cycles);
  rec.finish(run.t, run.x(), r);
  r.horizon_throttled_fraction = r.horizon_s > 0 ? run.throttled_s / r.horizon_s : 0.0;
  if (!periodic) {
    pn = run.totals;
    pn.settle();
    if (period > 0)
      r.fed_mean_mbps = std::max(d + pn.net_mb / period, 0.0);
  }
  if (!constant) {
    r.periodic = periodic;
    r.period_s = period;
    r.overload_s = pn.overload_s;
    if (periodic)
      r.ratchet_mb_per_cycle = std::max(pn.net_mb, 0.0);
  }

  if (periodic) {
    r.fills = tr.fill_t.has_value();
    r.fill_time_s = tr.fill_t;
    if (r.fills && !constant)
      r.fill_cycle = tr.fill_cycle;
    if (pn.net_mb > 0) {
      // Wbar > D: the deferred writes grow by (Wbar - D) T every cycle and never run out:
      // once full, the buffer stays full and the VM throttled.
      r.throttled_fraction = r.fills ? 1.0 : 0.0;
      r.peak_backlog_mb = r.fills ? b : run.max_x;
    } else {
      // The repeating state: one period for the statistics and one more to see the drain.
      const double from = repeatingFrom(src);
      Fluid steady(d, b, tr.steady_z, tr.steady_t);
      runCycles(src, steady, from, 1);
      r.throttled_fraction = period > 0 ? steady.throttled_s / period : 0.0;
      r.peak_backlog_mb = r.fills ? b : steady.max_x;
      runCycles(src, steady, from + 1, 1);
      if (steady.fall_start_t && steady.drain_end_t)
        r.drain_time_s = *steady.drain_end_t - *steady.fall_start_t;
      r.burst_fill_s = steady.burst_fill_s;
    }
  } else {  // a trace, once from an empty buffer: the run above is the simulation
    r.fills = run.first_fill_t.has_value();
    r.fill_time_s = run.first_fill_t;
    r.throttled_fraction = r.horizon_throttled_fraction;
    r.peak_backlog_mb = run.max_x;
    if (run.fall_start_t && run.drain_end_t)
      r.drain_time_s = *run.drain_end_t - *run.fall_start_t;
    r.burst_fill_s = run.burst_fill_s;
    // What the VM still has to write: the writes its full buffer turned away and, with a
    // reachable rate, those above it.
    r.deferred_at_end_mb = std::max(run.z - b, 0.0) + held_by_reach_mb;
  }
  if (!(r.peak_backlog_mb > 0))
    r.drain_time_s = 0.0;  // nothing to drain
  r.drains = r.drain_time_s.has_value();
  r.throttled_fraction = std::clamp(r.throttled_fraction, 0.0, 1.0);

  // The regime, from what the buffer is fed.
  // A trace run once: the demand's extremes through R (a catch-up at R may lift a low sample:
  // a ratchet then reads as such rather than saturated).
  const double fed_lowest =
      std::isfinite(pn.lowest_mbps) ? pn.lowest_mbps : std::min(summary.min_mbps, reach.mbps);
  const double fed_highest = std::isfinite(pn.highest_mbps) ? pn.highest_mbps : r.fed_peak_mbps;
  r.fed_peak_mbps = std::min(r.fed_peak_mbps, fed_highest);
  if (!(r.fed_peak_mbps > d))
    r.regime = DestagerRegime::NoBacklog;
  else if (pn.net_mb > 0)
    r.regime = fed_lowest >= d ? DestagerRegime::Saturated : DestagerRegime::Ratchets;
  else
    r.regime = r.fills ? DestagerRegime::FillsInBursts : DestagerRegime::NeverFills;

  if (opt.remedies) {
    std::optional<KnownPeak> at_d;
    if (!(pn.net_mb > 0)) {
      at_d = KnownPeak{d, unboundedPeak(src, periodic)};
      r.needed_buffer_mb = at_d->at.peak_mb;
    }
    // D' below the mean ratchets (periodic); D' at the peak rate never builds a backlog.
    const double lo = periodic ? std::min(r.fed_mean_mbps, r.fed_peak_mbps) : 0.0;
    r.needed_destage_mbps =
        neededDestage(w, periodic, lo, r.fed_peak_mbps, b, constant_period_s, reach, repeats, at_d);
  }
  if (w.kind == ProfileKind::OnOff && w.burst_s > 0 && w.burst_s < w.period_s)
    addOnOffAms(r, w, reach);

  if (!allFinite(r))
    return invalid(r, "numeric_range");
  return r;
}

}  // namespace accel
