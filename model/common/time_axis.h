// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file time_axis.h
/// One time axis for every load (docs/models/replica.md "Coincident peak", docs/models/
/// destager.md "A scheduled array load"): t = 0 s is Monday 00:00 for schedules (a daily
/// schedule repeats from midnight), and every other profile repeats with its own period from
/// t = 0 (an on/off or duty profile starts with its burst, a sine at phase 0, a trace at its
/// first sample). Over a horizon, each profile is a function of t:
/// - constant, on_off, duty, schedule, trace: piecewise constant (profileTrace), repeating
///   with its period (a trace: its duration, traceDurationS);
/// - sine: max(0, mean + amplitude sin(2 pi t / period_s)).
/// A scheduled background load (backing.random_load and backing.sequential_streams with
/// windows) is a level over the same axis: 0 outside its windows, the window's factor inside.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/common/scenario.h"

namespace accel {

/// Length of a schedule's period, s: 86,400 (day) or 604,800 (week).
double schedulePeriodS(SchedulePeriod p);

/// The level of a background load over one period of its schedule, as a trace from t = 0:
/// 0 outside its windows, each window's factor inside (1 when absent; the highest where
/// windows overlap). Lossless, as profileTrace says of a schedule profile. No windows: the
/// one sample {0, 1} (it runs all the time). Empty for a bad schedule (loadScheduleProblem).
Trace loadLevelTrace(SchedulePeriod period, const std::vector<ScheduleWindow>& windows);

/// The first bad field of a load schedule as a path below the load ("windows[2].end",
/// "windows[0].factor"), or empty: the rules of a schedule profile's windows
/// (periodicFormProblem), a factor finite and >= 0, no mbps.
std::string loadScheduleProblem(SchedulePeriod period, const std::vector<ScheduleWindow>& windows);

/// A write profile as a function of time on the axis.
class RateOverTime {
public:
  explicit RateOverTime(const WriteProfile& p);
  /// The rate at t >= 0 (a step's rate from its start on), MB/s.
  double at(double t_s) const;
  /// The rate just before t (the step that ends at t when a step starts there), MB/s.
  double before(double t_s) const;
  /// The period with which it repeats, s; 0 for a constant rate.
  double periodS() const { return period_s_; }
  bool sine() const { return sine_; }
  /// Its highest rate, MB/s.
  double peak() const { return peak_; }
  /// The instants in [0, horizon_s) where its rate changes (steps) or peaks (a sine), in
  /// increasing order, appended to `out`; at most `limit` in all (returns false when more
  /// would be needed).
  bool appendInstants(double horizon_s, std::size_t limit, std::vector<double>& out) const;

  /// A piecewise-constant profile's steps over one period. Immutable once built, and shared:
  /// a long trace's steps are built once per trace and shared by every RateOverTime made from
  /// it (the replica model and its what-ifs make several per evaluation).
  struct Steps {
    std::vector<double> start;  ///< step starts from 0 over one period, s
    std::vector<double> rate;   ///< each step's rate, MB/s (>= 0)
    double period_s = 0;        ///< 0: one constant step
    double peak = 0;
  };

private:
  bool sine_ = false;
  double mean_ = 0;
  double amplitude_ = 0;
  double period_s_ = 0;
  double peak_ = 0;
  std::shared_ptr<const Steps> steps_;  ///< null for a sine (and for a bad profile)
  double stepAt(double t_s, bool left) const;
};

/// The least common multiple of `periods_s` (those > 0), taken in whole milliseconds: the time
/// after which profiles of those periods repeat together. 0 when none is > 0; empty when a
/// period is not a whole number of milliseconds or the multiple exceeds 10^12 s.
std::optional<double> commonPeriodS(const std::vector<double>& periods_s);

/// The coincident peak of weighted rates: max over t of sum_i weight_i r_i(t).
struct CoincidentPeak {
  double peak = 0;            ///< the largest weighted sum
  double t_s = 0;             ///< the instant it is reached first (on the axis, s)
  double sum_of_peaks = 0;    ///< sum_i weight_i peak_i (the peaks one by one)
  double horizon_s = 0;       ///< the horizon searched: the common period (0: all constant)
  std::size_t instants = 0;   ///< the instants evaluated
  bool exact = true;          ///< false: the grid or the limit applies (see coincidentPeak)
  std::vector<double> rates;  ///< r_i(t_s), each profile's rate at that instant
};

/// The coincident peak of `profiles` (each bad profile counts as 0) with weights >= 0, over
/// the horizon T = the least common multiple of their periods (at least `min_horizon_s`),
/// each profile repeating with its own period from t = 0, so that every alignment of their
/// phases that ever occurs is seen. Periods are taken in whole milliseconds; when one is not a
/// whole number of milliseconds (no common period) the sum of the peaks is returned, the
/// bound the profiles approach arbitrarily closely over time. The sum is right-continuous and
/// piecewise constant between the steps of its step profiles, so its largest value is reached at a
/// step or, with sines, inside a piece: with one sine at its peak instants (exact); with two or
/// more sines of any periods, also on a grid of step P_min / 64 (P_min the shortest sine
/// period): the sum of sines at the grid's best point is within sum_i A_i (1 - cos(pi / 64))
/// (0.12 % of the amplitudes) of the true maximum (exact = false). When more than `limit`
/// instants would be needed, the sum of the peaks is returned (an upper bound, exact = false,
/// t_s 0). All constant: one instant, peak = sum_of_peaks.
CoincidentPeak coincidentPeak(const std::vector<WriteProfile>& profiles,
                              const std::vector<double>& weights, double min_horizon_s = 0,
                              std::size_t limit = 400000);

}  // namespace accel
