// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file load_schedule.h
/// The array's scheduled loads over the time axis (model/common/time_axis.h): when the
/// background random load (backing.random_load.windows) and the sequential streams
/// (backing.sequential_streams.windows) run, the few states they make, and the destage
/// capacity in each (docs/models/destager.md "A scheduled array load").

#include <vector>

#include "model/backing/backing.h"
#include "model/common/scenario.h"
#include "model/destager/destager.h"
#include "model/readcache/readcache.h"

namespace accel {

/// A state of the array's loads: each one's level, 0 when off, else the factor of the window
/// it runs in (1: as given), and the VMs' reads on the disks over their mean (1: at their
/// means).
struct LoadState {
  double random_level = 1;
  double streams_level = 1;
  double reads_level = 1;
  /// The VMs' reads' mean size in this state, KiB (0: their mean mix, ArrayLoadParts).
  double reads_kib = 0;
  bool operator==(const LoadState& o) const
  {
    return random_level == o.random_level && streams_level == o.streams_level &&
           reads_level == o.reads_level && reads_kib == o.reads_kib;
  }
};

/// The array's background load in the two parts the time axis scales apart: the random load
/// (backing.random_load, after the array's flash tier when read caching is engaged) and the
/// VMs' reads that reach the disks after the host and array caches, at their mean rates (none
/// unless read caching is engaged: ReadCacheResult::engaged).
struct ArrayLoadParts {
  double random_read_iops = 0;
  double random_write_iops = 0;
  double random_io_kib = 0;
  double vm_read_iops = 0;
  double vm_read_kib = 0;  ///< their mean size, KiB
};

/// The loads over the time axis: steps over [0, horizon_s), repeating, each in one of a few
/// distinct states. horizon_s is a week when either load schedule is weekly, a day when one is
/// daily, and the common period of those and of every read profile that varies
/// (commonPeriodS); 0 when nothing varies (both loads run all the time, as given, and every
/// read is constant).
struct LoadTimeline {
  double horizon_s = 0;
  std::vector<LoadState> states;
  struct Step {
    double start_s = 0;
    int state = 0;
  };
  std::vector<Step> steps;
  bool scheduled() const { return horizon_s > 0; }
  /// The streams have windows: their state changes the destage capacity.
  bool streams_scheduled = false;
  /// The VMs' reads on the disks vary over the horizon (read profiles that are not constant,
  /// with read caching engaged).
  bool reads_scheduled = false;
  /// The read profiles could not be followed (no common period within kMaxReadHorizonS, or
  /// more than kMaxReadInstants steps): the reads are at the sum of their peaks all the time,
  /// never optimistic.
  bool reads_at_peak = false;
  /// The reads took more than kReadLevels distinct rates, or made more than kMaxLoadStates
  /// states with the other loads' levels: each rate was rounded up to the next of kReadLevels
  /// (or as many as kMaxLoadStates allows beside the other loads' levels) equal steps to their
  /// highest (never optimistic).
  bool reads_quantized = false;
  ArrayLoadParts parts;
  /// The VMs' reads that reach the disks in `state`, reads/s (the faces show this, never the
  /// product themselves).
  double vmReadIops(const LoadState& state) const { return parts.vm_read_iops * state.reads_level; }
};

/// The longest horizon over which read profiles are followed, s (four weeks), the most steps
/// of theirs, the distinct read rates kept before rounding up, the steps a sine is followed in
/// per period, and the most states (with the random load's and the streams' levels) before the
/// reads are rounded up to fewer levels: each state is a run of the backing model (the bounded
/// work of docs/benchmarks.md), and a sine alone, whose steps hold 33 distinct rates, is still
/// followed exactly.
constexpr double kMaxReadHorizonS = 4 * 7 * 86400.0;
constexpr std::size_t kMaxReadInstants = 200000;
constexpr int kReadLevels = 64;
constexpr int kSineReadSteps = 64;
constexpr std::size_t kMaxLoadStates = kSineReadSteps / 2 + 1;

/// The timeline of `b`'s loads: the union of the steps of the two level traces
/// (loadLevelTrace), a daily one repeated over a weekly horizon. Nothing scheduled (or a bad
/// schedule, which validation names): horizon 0, no steps. No reads (parts from b).
LoadTimeline loadTimeline(const Backing& b);

/// The timeline of `s`'s loads with the VMs' reads: with read caching engaged (`rc` from
/// computeReadCache(s)), each group's reads that reach the disks (GroupReadCache::
/// disk_read_iops) follow its read profile over the axis (model/common/time_axis.h), their
/// rate at t that mean times profile(t) / its mean, the host and array hit ratios held at
/// those of the means (docs/models/destager.md "A scheduled array load"). A sine is followed
/// in steps of a 64th of its period, each at the highest rate in the step.
LoadTimeline loadTimeline(const Scenario& s, const ReadCacheResult& rc);

/// The scenario with its loads in `state`: the random load's parts x random_level, the VMs'
/// reads x reads_level (at reads_kib), as backing.random_load (its iops, read_fraction and
/// io_kib: the two parts' sum and mix); the streams' mbps_each x streams_level (count 0 when
/// off); the schedules removed. Without reads on the disks the random load's iops is scaled
/// as given.
Scenario withLoadState(const Scenario& s, const LoadTimeline& t, const LoadState& state);

/// The share of the first RAID group's disk time sequential streams take while they run: their rate
/// at best (StreamBounds::upper_bound_mbps) over the group's rate with every disk streaming
/// (disk_limit_mbps), in [0, 1]; 0 without streams, another backing kind or an invalid group. A
/// lower bound: the positioning between the streams' I/Os is not charged (docs/models/destager.md).
double streamsDiskShare(const Scenario& s);

/// The backing result of a state with the scheduled streams running: the first RAID group's
/// destage capacity under the random load less the share the streams take (streamsDiskShare),
/// and the array's capacity taken again as computeBacking takes it (disks or fabric; a
/// measured rate stays as measured).
void takeStreams(BackingResult& b, double share);

/// The destage capacity over the time axis: the backing model in each distinct state of the
/// timeline (backingFor of withLoadState), with takeStreams in the states where the streams
/// run (every state when they have no windows). `s` is the scenario the timeline was made for, with
/// the array's load after the caches (arrayLoadScenario); `nominal` its backing result (reused for
/// the states with the random load as given and the reads at their means). Empty when nothing is
/// scheduled.
DestageCapacitySchedule destageCapacitySchedule(const Scenario& s, const LoadTimeline& t,
                                                const BackingResult& nominal);

/// The state the streams model is evaluated in: the streams at their highest level and the
/// random load and the VMs' reads at their highest levels while they run (with no stream
/// windows: their highest levels over the horizon). All 1 when nothing is scheduled.
LoadState streamsState(const LoadTimeline& t);

}  // namespace accel
