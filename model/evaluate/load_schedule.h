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

namespace accel {

/// A state of the array's loads: each one's level, 0 when off, else the factor of the window
/// it runs in (1: as given).
struct LoadState {
  double random_level = 1;
  double streams_level = 1;
  bool operator==(const LoadState& o) const
  {
    return random_level == o.random_level && streams_level == o.streams_level;
  }
};

/// The loads over the time axis: steps over [0, horizon_s), repeating, each in one of a few
/// distinct states. horizon_s is a week when either schedule is weekly, a day otherwise, 0
/// when neither load has windows (nothing scheduled: both run all the time, as given).
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
};

/// The timeline of `b`'s loads: the union of the steps of the two level traces
/// (loadLevelTrace), a daily one repeated over a weekly horizon. Nothing scheduled (or a bad
/// schedule, which validation names): horizon 0, no steps.
LoadTimeline loadTimeline(const Backing& b);

/// The scenario with its loads in `state`: random_load.iops x random_level, the streams'
/// mbps_each x streams_level (count 0 when off); the schedules removed.
Scenario withLoadState(const Scenario& s, const LoadState& state);

/// The share of the first RAID group's disk time scheduled sequential streams take while they
/// run: their rate at best (StreamBounds::upper_bound_mbps) over the group's rate with every
/// disk streaming (disk_limit_mbps), in [0, 1]; 0 without streams, another backing kind or an
/// invalid group. A lower bound: the positioning between the streams' I/Os is not charged
/// (docs/models/destager.md).
double streamsDiskShare(const Scenario& s);

/// The backing result of a state with the scheduled streams running: the first RAID group's
/// destage capacity under the random load less the share the streams take (streamsDiskShare),
/// and the array's capacity taken again as computeBacking takes it (disks or fabric; a
/// measured rate stays as measured).
void takeStreams(BackingResult& b, double share);

/// The destage capacity over the time axis: the backing model in each distinct state of the
/// timeline (backingFor), with takeStreams in the states where scheduled streams run.
/// `nominal` is the backing result of `s` as given (reused for the state with both loads as
/// given and no scheduled streams). Empty when nothing is scheduled.
DestageCapacitySchedule destageCapacitySchedule(const Scenario& s, const LoadTimeline& t,
                                                const BackingResult& nominal);

/// The state the streams model is evaluated in: the streams at their highest level and the
/// random load at its highest level while they run (with no stream windows: its highest level
/// over the horizon). Both 1 when nothing is scheduled.
LoadState streamsState(const LoadTimeline& t);

}  // namespace accel
