// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file fluid.h
/// Internal to the destager: the fluid buffer fed piece by piece, with the VM's writes carried
/// over while it is full, and the recorder of its plot series (docs/models/destager.md,
/// section "Simulation"). Not part of the model's API (destager.h).
///
/// Carry-over: a write the VM cannot place while its buffer is full is not lost; the VM
/// writes it later, at the destage rate while the buffer stays full. The buffer and the VM's
/// deferred writes together are then the unbounded fluid queue Z fed by W - D (the buffer
/// drains at D whenever it holds data), and the buffer holds X = min(Z, B); the VM is
/// throttled while Z > B (or Z = B and W > D). This is exact for a VM whose reachable rate
/// is at least D (the buffer refills at once whenever the destager frees room); below D the
/// buffer never holds data.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

#include "model/common/decimate.h"
#include "model/destager/destager.h"
#include "model/destager/pieces.h"

namespace accel::detail {

/// What the buffer does on a stretch of a piece.
enum class Mode {
  Normal,     ///< 0 < X < B (or at a bound while W = D): accepts W, destages D
  Throttled,  ///< Z > B, or Z = B and W > D: accepts D
  Empty       ///< X = 0 and W <= D: destages W
};

/// Backlog, demanded, accepted and destaged rates over the horizon, and the throttled
/// intervals. A point is drawn where each stretch starts (and inside sine arcs, about two per
/// plot bucket): the backlog is linear between points, the rates hold from a point to the
/// next.
class Recorder {
public:
  /// At most max_points points per series: 4 per bucket and the closing point.
  Recorder(double horizon_s, int max_points, double d, double b, bool exact_intervals = false);

  static int buckets(int max_points) { return std::max((max_points - 1) / 4, 1); }

  /// The stretch [ta, tb] (piece time) of piece p starting at t0, X = x_a at ta.
  void segment(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a);
  /// A stretch of constant rates starting at t with backlog x.
  void point(double t, double x, double demand, double accepted, double destaged)
  {
    series_.add(t, {x, demand, accepted, destaged});
  }
  void throttled(double ta, double tb) { joinInterval(intervals_, ta, tb, join_s_); }
  /// Appends [ta, tb] to `out`, joined to its last interval when at most `gap_s` after it
  /// (the plot's shading joins gaps of up to a bucket).
  static void joinInterval(std::vector<TimeInterval>& out, double ta, double tb, double gap_s)
  {
    if (!out.empty() && ta - out.back().end_s <= gap_s)
      out.back().end_s = std::max(out.back().end_s, tb);
    else
      out.push_back({ta, tb});
  }
  /// The plot's joining gap over `horizon_s` (one bucket of max_points points).
  static double bucketS(double horizon_s, int max_points)
  {
    return horizon_s / buckets(std::max(max_points, 5));
  }
  /// Closes the series at `t_end` with the backlog `x_end`.
  void finish(double t_end, double x_end, DestagerGroupResult& r);

private:
  M4Decimator<4> series_;
  double d_;
  double b_;
  double bucket_s_;
  double join_s_;  ///< throttled intervals this close are joined: a bucket, or 0 (exact)
  std::vector<TimeInterval> intervals_;
};

/// Net change of the backlog over a stretch of the profile (MB), its gross turnover (for the
/// tolerance), the time during which W > D, and (over a periodic profile's cycle) the lowest and
/// highest fed rate.
struct PeriodNet {
  double net_mb = 0;
  double gross_mb = 0;
  double overload_s = 0;
  double lowest_mbps = std::numeric_limits<double>::infinity();  ///< +inf before any piece
  double highest_mbps = -std::numeric_limits<double>::infinity();

  /// A piece, with its fed rates' extremes (periodNet: one cycle of a periodic profile).
  void add(const Piece& p, double d)
  {
    add(p.net(p.dt, d), p.sign > 0 ? p.dt : 0.0);
    lowest_mbps = std::min(lowest_mbps, p.lowest());
    highest_mbps = std::max(highest_mbps, p.highest());
  }
  /// A stretch's net change and overload only (the simulation's hot path).
  void add(double net, double overload)
  {
    net_mb += net;
    gross_mb += std::abs(net);
    overload_s += overload;
  }
  /// Equal rates: the rounding of the sums is not a ratchet.
  void settle();
};

/// Z(t) >= 0 fed piece by piece, X = min(Z, B). Statistics are kept over a window
/// (resetWindow) and, for the first fill, over the whole run. B may be infinite (an unbounded
/// buffer).
class Fluid {
public:
  Fluid(double d, double b, double z0, double t0, Recorder* rec = nullptr);

  double x() const { return z < b_ ? z : b_; }
  void resetWindow();
  /// A constant rate for dt seconds (a trace sample, an on/off phase) while the VM asks for
  /// `demand`: the common cases inline, the rest through the general path.
  void feedConstant(double rate_mbps, double dt, double demand);
  /// What is left of a trace's stretches (through its reachable rate, if any): feedConstant
  /// of each, in one loop.
  void feedTrace(TraceFeed& feed);
  void feed(const Piece& p);

  // Run-wide.
  PeriodNet totals;
  double t;
  double z;  ///< the buffer and the writes deferred while it is full
  std::optional<double> first_fill_t;
  std::optional<double> last_empty_t;
  // Window.
  double throttled_s = 0;
  double max_x = 0;
  double max_z = 0;
  double max_busy_s = 0;  ///< time from the last empty instant to the first reach of max_x
  std::optional<double> fall_start_t;
  std::optional<double> drain_end_t;
  std::optional<double> burst_fill_s;

private:
  template <bool kRecord, class Next>
  void feedRun(Next&& next);
  void general(const Piece& p, double t0);
  void rise(const Piece& p, double t0);
  void fall(const Piece& p, double t0);
  void flat(const Piece& p, double t0);
  void setMax(double level);
  void onRise(double level, double when);
  void onFall(double when);
  void onFill(double when);
  void onEmpty(double when);
  void throttle(double ta, double tb);
  void emit(Mode mode, const Piece& p, double t0, double ta, double tb, double x_a);
  void noteZ()
  {
    if (z > max_z)
      max_z = z;
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

}  // namespace accel::detail
