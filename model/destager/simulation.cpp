// Simulation of one VM's write-back buffer (docs/models/destager.md, section "Simulation").
//
// The write profile is cut into pieces on which W - D keeps its sign: constant rates (on/off,
// trace samples: the Lindley recursion with the hitting instants inside each sample) and sine
// arcs between the instants where W = D or W = 0. On such a piece the fluid buffer moves
// monotonically, so it hits 0 or B at most once and then stays there until the piece ends:
// integrating W - D exactly and solving for the hitting instant makes the simulation exact up
// to the root finder's tolerance.
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
#include "model/destager/pieces.h"

namespace accel {

namespace {

using detail::constantPiece;
using detail::constantRate;
using detail::hitTime;
using detail::kRootTolerance;
using detail::periodSource;
using detail::PeriodSource;
using detail::Piece;
using detail::signOf;

constexpr double kInf = std::numeric_limits<double>::infinity();
/// Relative size under which the net change per period counts as zero (rounding of the sums).
constexpr double kNetTolerance = 1e-12;
/// Relative tolerance of peak comparisons across cycles.
constexpr double kPeakTolerance = 1e-12;
/// Samples drawn of one sine arc at most, for the plots.
constexpr int kMaxArcSamples = 64;

bool finiteNonNegative(double x)
{
  return std::isfinite(x) && x >= 0;
}

// ---- Series for the plots -----------------------------------------------------------------

/// What the buffer does on a stretch of a piece.
enum class Mode {
  Normal,     ///< 0 < X < B (or at a bound while W = D): accepts W, destages D
  Throttled,  ///< X = B and W > D: accepts D
  Empty       ///< X = 0 and W <= D: destages W
};

/// Backlog, write, accepted and destaged rates over the horizon, and the throttled intervals.
/// A point is drawn where each stretch starts (and inside sine arcs, about two per plot
/// bucket): the backlog is linear between points, the rates hold from a point to the next.
class Recorder {
public:
  /// At most max_points points per series: 4 per bucket and the closing point.
  Recorder(double horizon_s, int max_points, double d, double b)
      : series_(horizon_s, buckets(max_points)),
        d_(d),
        b_(b),
        bucket_s_(horizon_s / buckets(max_points))
  {
  }

  static int buckets(int max_points) { return std::max((max_points - 1) / 4, 1); }

  /// The stretch [ta, tb] (piece time) of piece p starting at t0, X = x_a at ta.
  void segment(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a)
  {
    int n = 1;
    if (p.sine && bucket_s_ > 0)
      n = static_cast<int>(std::clamp(std::ceil(2 * (tb - ta) / bucket_s_), 1.0,
                                      static_cast<double>(kMaxArcSamples)));
    const double net_a = mode == Mode::Normal && p.sine ? p.net(ta, d_) : 0.0;
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
      point(t0 + tau, x, w, mode == Mode::Throttled ? d_ : w, mode == Mode::Empty ? w : d_);
    }
  }

  /// A stretch of constant rates starting at t with backlog x.
  void point(double t, double x, double w, double accepted, double destaged)
  {
    series_.add(t, {x, w, accepted, destaged});
    last_w_ = w;
    last_accepted_ = accepted;
    last_destaged_ = destaged;
  }

  void throttled(double ta, double tb)
  {
    if (!intervals_.empty() && ta - intervals_.back().end_s <= bucket_s_)
      intervals_.back().end_s = tb;
    else
      intervals_.push_back({ta, tb});
  }

  /// Closes the series at `t_end` with the backlog `x_end`.
  void finish(double t_end, double x_end, DestagerGroupResult& r)
  {
    series_.add(t_end, {x_end, last_w_, last_accepted_, last_destaged_});
    auto s = series_.finish();
    r.backlog_mb = std::move(s[0]);
    r.write_mbps = std::move(s[1]);
    r.accepted_mbps = std::move(s[2]);
    r.destaged_mbps = std::move(s[3]);
    r.throttled = std::move(intervals_);
  }

private:
  M4Decimator<4> series_;
  double d_;
  double b_;
  double bucket_s_;
  double last_w_ = 0;
  double last_accepted_ = 0;
  double last_destaged_ = 0;
  std::vector<TimeInterval> intervals_;
};

// ---- The fluid buffer -----------------------------------------------------------------------

/// Net change of the backlog over a stretch of the profile (MB), its gross turnover (for the
/// tolerance) and the time during which W > D.
struct PeriodNet {
  double net_mb = 0;
  double gross_mb = 0;
  double overload_s = 0;

  void add(const Piece& p, double d) { add(p.net(p.dt, d), p.sign > 0 ? p.dt : 0.0); }
  void add(double net, double overload)
  {
    net_mb += net;
    gross_mb += std::abs(net);
    overload_s += overload;
  }
  /// Equal rates: the rounding of the sums is not a ratchet.
  void settle()
  {
    if (std::abs(net_mb) <= kNetTolerance * gross_mb)
      net_mb = 0;
  }
};

/// X(t) in [0, B] fed piece by piece. Statistics are kept over a window (resetWindow) and,
/// for the first fill, over the whole run. B may be infinite (an unbounded buffer).
class Fluid {
public:
  Fluid(double d, double b, double x0, double t0, Recorder* rec = nullptr)
      : t(t0), x(std::clamp(x0, 0.0, b)), d_(d), b_(b), rec_(rec)
  {
    if (x == 0) {
      last_empty_t = t0;
      emptied_since_fill_ = true;
    }
    resetWindow();
  }

  void resetWindow()
  {
    throttled_s = 0;
    setMax(x);
    max_busy_s = 0;
    peak_reached_ = false;
    fall_start_t.reset();
    drain_end_t.reset();
    burst_fill_s.reset();
  }

  /// A constant rate for dt seconds (a trace sample, an on/off phase): the common cases
  /// inline, the rest through the general path.
  void feedConstant(double rate_mbps, double dt)
  {
    if (!(dt > 0))
      return;
    const double t0 = t;
    const double delta = (rate_mbps - d_) * dt;
    totals.add(delta, delta > 0 ? dt : 0.0);
    const double xe = x + delta;
    if (x > 0 && x < b_ && xe > 0 && xe < b_) {  // moves inside (0, B), hits no bound
      throttled_now_ = false;
      if (rec_ != nullptr)
        rec_->point(t0, x, rate_mbps, rate_mbps, d_);
      if (delta > 0)
        onRise(xe, t0 + dt);
      else if (delta < 0 && !fall_start_t && peak_reached_ && x >= max_lo_)
        fall_start_t = t0;
      x = xe;
      t = t0 + dt;
      return;
    }
    if (x <= 0 && delta <= 0) {  // stays empty, destaging what arrives
      throttled_now_ = false;
      x = 0;
      if (rec_ != nullptr)
        rec_->point(t0, 0.0, rate_mbps, rate_mbps, rate_mbps);
      last_empty_t = t0 + dt;
      emptied_since_fill_ = true;
      t = t0 + dt;
      return;
    }
    if (throttled_now_ && delta > 0) {  // stays full and throttled
      throttle(t0, t0 + dt);
      if (rec_ != nullptr)
        rec_->point(t0, x, rate_mbps, d_, d_);
      t = t0 + dt;
      return;
    }
    general(constantPiece(rate_mbps, dt, d_), t0);
  }

  void feed(const Piece& p)
  {
    if (!p.sine) {
      feedConstant(p.r, p.dt);
      return;
    }
    if (!(p.dt > 0))
      return;
    totals.add(p, d_);
    general(p, t);
  }

  // Run-wide.
  PeriodNet totals;
  double t;
  double x;
  std::optional<double> first_fill_t;
  std::optional<double> last_empty_t;
  // Window.
  double throttled_s = 0;
  double max_x = 0;
  double max_busy_s = 0;  ///< time from the last empty instant to the first reach of max_x
  std::optional<double> fall_start_t;
  std::optional<double> drain_end_t;
  std::optional<double> burst_fill_s;

private:
  /// Any piece, once its net change is counted: hits 0 or B at most once (X is monotone).
  void general(const Piece& p, double t0)
  {
    if (p.sign > 0)
      rise(p, t0);
    else if (p.sign < 0)
      fall(p, t0);
    else {  // W = D: the level holds
      throttled_now_ = false;
      emit(x <= 0 ? Mode::Empty : Mode::Normal, p, t0, 0, p.dt, x);
      if (x <= 0) {
        last_empty_t = t0 + p.dt;
        emptied_since_fill_ = true;
      }
    }
    t = t0 + p.dt;
  }

  void rise(const Piece& p, double t0)
  {
    const double dt = p.dt;
    if (x >= b_) {  // full (B may be 0): throttled all along
      x = b_;
      if (!throttled_now_)
        onFill(t0);
      throttle(t0, t0 + dt);
      emit(Mode::Throttled, p, t0, 0, dt, x);
      onRise(x, t0);
      return;
    }
    if (x <= 0)
      last_empty_t = t0;
    const double xe = x + p.net(dt, d_);
    if (xe > b_) {
      const double tau = hitTime(p, d_, x, b_);
      emit(Mode::Normal, p, t0, 0, tau, x);
      x = b_;
      onRise(x, t0 + tau);
      onFill(t0 + tau);
      throttle(t0 + tau, t0 + dt);
      emit(Mode::Throttled, p, t0, tau, dt, x);
      return;
    }
    emit(Mode::Normal, p, t0, 0, dt, x);
    x = std::clamp(xe, 0.0, b_);
    throttled_now_ = false;
    onRise(x, t0 + dt);
  }

  void fall(const Piece& p, double t0)
  {
    const double dt = p.dt;
    throttled_now_ = false;
    if (x <= 0) {
      x = 0;
      emit(Mode::Empty, p, t0, 0, dt, x);
      last_empty_t = t0 + dt;
      emptied_since_fill_ = true;
      return;
    }
    if (!fall_start_t && peak_reached_ && x >= max_lo_)
      fall_start_t = t0;
    const double xe = x + p.net(dt, d_);
    if (xe > 0) {
      emit(Mode::Normal, p, t0, 0, dt, x);
      x = xe;
      return;
    }
    const double tau = xe == 0 ? dt : hitTime(p, d_, x, 0);
    emit(Mode::Normal, p, t0, 0, tau, x);
    x = 0;
    onEmpty(t0 + tau);
    emit(Mode::Empty, p, t0, tau, dt, x);
    last_empty_t = t0 + dt;
  }

  /// A new highest level, with the tolerance band of "at the peak" around it.
  void setMax(double level)
  {
    max_x = level;
    const double tol = kPeakTolerance * std::max(std::abs(level), 1.0);
    max_hi_ = level + tol;
    max_lo_ = level - tol;
  }

  void onRise(double level, double when)
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

  void onFill(double when)
  {
    if (!first_fill_t)
      first_fill_t = when;
    if (emptied_since_fill_ && !burst_fill_s && last_empty_t)
      burst_fill_s = when - *last_empty_t;
    emptied_since_fill_ = false;
  }

  void onEmpty(double when)
  {
    emptied_since_fill_ = true;
    last_empty_t = when;
    if (fall_start_t && !drain_end_t)
      drain_end_t = when;
  }

  void throttle(double ta, double tb)
  {
    throttled_now_ = true;
    throttled_s += tb - ta;
    if (rec_ != nullptr)
      rec_->throttled(ta, tb);
  }

  void emit(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a)
  {
    if (rec_ != nullptr && tb > ta)
      rec_->segment(mode, p, t0, ta, tb, x_a);
  }

  double d_;
  double b_;
  Recorder* rec_;
  bool throttled_now_ = false;
  bool emptied_since_fill_ = false;
  bool peak_reached_ = false;
  double max_hi_ = 0;  ///< above this a level is a new peak
  double max_lo_ = 0;  ///< from this up a level is at the peak
};

void runCycles(const PeriodSource& src, Fluid& f, double cycles)
{
  for (double k = 0; k < cycles; ++k)
    src.forEachRate([&f](double rate, double dt) { f.feedConstant(rate, dt); },
                    [&f](const Piece& p) { f.feed(p); });
}

PeriodNet periodNet(const PeriodSource& src)
{
  PeriodNet n;
  src.forEach([&n, &src](const Piece& p) { n.add(p, src.destage_mbps); });
  n.settle();
  return n;
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
  runCycles(src, f, 1);
  if (periodic) {  // the repeating state is reached after one period (Wbar <= D)
    f.resetWindow();
    runCycles(src, f, 1);
  }
  return {f.max_x, f.max_busy_s};
}

/// The smallest D' in [lo, hi] whose unbounded peak is at most B. The peak is convex and
/// decreasing in D' (a maximum of functions affine in D'), so Newton's method from the left
/// converges monotonically; bisection guards it.
double neededDestage(const WriteProfile& w, bool periodic, double lo, double hi, double b,
                     double constant_period_s)
{
  const auto probe = [&](double d) {
    return unboundedPeak(periodSource(w, d, constant_period_s), periodic);
  };
  PeakProbe at = probe(lo);
  if (at.peak_mb <= b)
    return lo;
  double d = lo;
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
  double steady_t = 0;  ///< a period start from which the process repeats
  double steady_x = 0;
};

Transient transient(const PeriodSource& src, double net, double d, double b)
{
  const double period = src.period_s;
  Transient tr;
  Fluid f(d, b, 0, 0);
  runCycles(src, f, 1);
  const double x1 = f.x;
  tr.steady_t = period;
  tr.steady_x = x1;
  if (f.first_fill_t) {
    tr.fill_t = f.first_fill_t;
    tr.fill_cycle = 1;
    return tr;  // filled in cycle 1: coalesced with the repeating state by the end of it
  }
  f.resetWindow();
  runCycles(src, f, 1);
  if (f.first_fill_t) {
    tr.fill_t = f.first_fill_t;
    tr.fill_cycle = 2;
    if (net > 0) {
      tr.steady_t = 2 * period;
      tr.steady_x = f.x;
    }
    return tr;
  }
  if (!(net > 0))
    return tr;  // Wbar <= D: cycle 2 is the repeating state and it does not fill
  // Before the first fill each cycle from the second on is the second shifted up by `net`
  // (an unbounded buffer that never empties again): cycle j tops out at m2 + (j - 2) net.
  const double m2 = f.max_x;
  double j = std::max(3.0, 2.0 + std::floor((b - m2) / net));
  for (int tries = 0; tries < 4 && std::isfinite(j); ++tries, j += 1) {
    Fluid g(d, b, x1 + (j - 2) * net, (j - 1) * period);
    runCycles(src, g, 1);
    if (g.first_fill_t) {
      tr.fill_t = g.first_fill_t;
      tr.fill_cycle = j;
      tr.steady_t = j * period;
      tr.steady_x = g.x;
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
              okOpt(r.ams_mean_backlog_mb);
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

void addOnOffAms(DestagerGroupResult& r, const WriteProfile& w)
{
  // Exponential bursts and gaps with the profile's mean lengths; the base rate shifts both
  // the source (P - b while on, 0 while off) and the drain (D - b).
  const double d = r.destage_mbps - w.base_mbps;
  if (!(d > 0))
    return;  // the base rate alone fills the buffer
  const AmsQueue q = amsOnOffQueue(w.peak_mbps - w.base_mbps, d, w.burst_s, w.period_s - w.burst_s);
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
  return g.status == DestagerStatus::Ok && g.fills && !(g.destage_mbps > 0);
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
                                     const DestagerOptions& opt)
{
  return simulateDestager(group, summarizeProfile(group.write), destage_mbps, buffer_mb, opt);
}

DestagerGroupResult simulateDestager(const VmGroup& group, const ProfileSummary& summary,
                                     double destage_mbps, double buffer_mb,
                                     const DestagerOptions& opt)
{
  DestagerGroupResult r;
  r.name = group.name;
  const WriteProfile& w = group.write;
  r.profile = w.kind;
  if (!summary.problem.empty())
    return invalid(r, summary.problem);
  if (!finiteNonNegative(destage_mbps))
    return invalid(r, "destage_mbps");
  if (!finiteNonNegative(buffer_mb))
    return invalid(r, "write_buffer_mb");
  const double d = destage_mbps;
  const double b = buffer_mb;
  r.destage_mbps = d;
  r.buffer_mb = b;
  r.mean_write_mbps = summary.mean_mbps;
  r.peak_write_mbps = summary.peak_mbps;
  r.min_write_mbps = summary.min_mbps;
  if (w.kind == ProfileKind::Trace)
    r.time_origin_s = w.samples->front().t_s;

  // Throttled writes: the group's outstanding writes admitted at D.
  r.io_kib = meanWriteIoKib(group);
  const ThrottledWrites tw =
      throttledWrites(d, units::kibToBytes(r.io_kib), std::max(group.outstanding_ios, 0));
  r.throttled_iops_per_vm = tw.iops;
  r.throttled_latency_us = tw.latency_us;

  // A constant has no period: it is run as one long piece, twice its fill time (so the plot
  // shows the fill and as long again throttled) or the default horizon.
  const std::optional<double> constant = constantRate(w);
  double constant_period_s = opt.constant_horizon_s > 0 ? opt.constant_horizon_s : 3600.0;
  if (constant && *constant > d && b > 0 && std::isfinite(2 * b / (*constant - d)))
    constant_period_s = 2 * b / (*constant - d);
  const bool periodic = w.kind != ProfileKind::Trace || constant || opt.trace_repeats;

  const PeriodSource src = periodSource(w, d, constant_period_s);
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
  Recorder rec(r.horizon_s, std::max(opt.max_series_points, 5), d, b);
  Fluid run(d, b, 0, 0, &rec);
  runCycles(src, run, cycles);
  rec.finish(run.t, run.x, r);
  r.horizon_throttled_fraction = r.horizon_s > 0 ? run.throttled_s / r.horizon_s : 0.0;
  if (!periodic) {
    pn = run.totals;
    pn.settle();
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
    // The repeating state: one period for the statistics and one more to see the drain.
    Fluid steady(d, b, tr.steady_x, tr.steady_t);
    runCycles(src, steady, 1);
    r.throttled_fraction = period > 0 ? steady.throttled_s / period : 0.0;
    r.peak_backlog_mb = r.fills ? b : steady.max_x;
    runCycles(src, steady, 1);
    if (steady.fall_start_t && steady.drain_end_t)
      r.drain_time_s = *steady.drain_end_t - *steady.fall_start_t;
    r.burst_fill_s = steady.burst_fill_s;
  } else {  // a trace, once from an empty buffer: the run above is the simulation
    r.fills = run.first_fill_t.has_value();
    r.fill_time_s = run.first_fill_t;
    r.throttled_fraction = r.horizon_throttled_fraction;
    r.peak_backlog_mb = run.max_x;
    if (run.fall_start_t && run.drain_end_t)
      r.drain_time_s = *run.drain_end_t - *run.fall_start_t;
    r.burst_fill_s = run.burst_fill_s;
  }
  if (!(r.peak_backlog_mb > 0))
    r.drain_time_s = 0.0;  // nothing to drain
  r.drains = r.drain_time_s.has_value();
  r.throttled_fraction = std::clamp(r.throttled_fraction, 0.0, 1.0);

  if (!(r.peak_write_mbps > d))
    r.regime = DestagerRegime::NoBacklog;
  else if (pn.net_mb > 0)
    r.regime = r.min_write_mbps >= d ? DestagerRegime::Saturated : DestagerRegime::Ratchets;
  else
    r.regime = r.fills ? DestagerRegime::FillsInBursts : DestagerRegime::NeverFills;

  if (opt.remedies) {
    if (!(pn.net_mb > 0))
      r.needed_buffer_mb = unboundedPeak(src, periodic).peak_mb;
    // D' below the mean ratchets (periodic); D' at the peak rate never builds a backlog.
    const double lo = periodic ? std::min(r.mean_write_mbps, r.peak_write_mbps) : 0.0;
    r.needed_destage_mbps = neededDestage(w, periodic, lo, r.peak_write_mbps, b, constant_period_s);
  }
  if (w.kind == ProfileKind::OnOff && w.burst_s > 0 && w.burst_s < w.period_s)
    addOnOffAms(r, w);

  if (!allFinite(r))
    return invalid(r, "numeric_range");
  return r;
}

}  // namespace accel
