// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/evaluate/load_schedule.h"

#include <algorithm>
#include <cmath>

#include "model/common/profile.h"
#include "model/common/time_axis.h"
#include "model/evaluate/evaluate.h"
#include "model/streams/streams.h"

namespace accel {

namespace {

/// A level trace as a function of t (repeating with its period).
double levelAt(const Trace& t, double period_s, double at_s)
{
  if (t.empty())
    return 1.0;
  const double tm = period_s > 0 ? std::fmod(at_s, period_s) : 0.0;
  double level = t.front().mbps;
  for (const TraceSample& x : t) {
    if (x.t_s > tm)
      break;
    level = x.mbps;
  }
  return level;
}

/// The starts of a level trace's steps over [0, horizon).
void appendStarts(const Trace& t, double period_s, double horizon_s, std::vector<double>& out)
{
  if (t.size() < 2 || !(period_s > 0))
    return;
  for (double k = 0; k * period_s < horizon_s; ++k)
    for (const TraceSample& x : t)
      if (k * period_s + x.t_s < horizon_s)
        out.push_back(k * period_s + x.t_s);
}

double nonNegative(double x)
{
  return std::isfinite(x) && x > 0 ? x : 0.0;
}

}  // namespace

LoadTimeline loadTimeline(const Backing& b)
{
  LoadTimeline out;
  const RandomLoad& rl = b.random_load;
  const SequentialStreams& ss = b.sequential_streams;
  if (rl.windows.empty() && ss.windows.empty())
    return out;
  const Trace r = loadLevelTrace(rl.schedule_period, rl.windows);
  const Trace st = loadLevelTrace(ss.schedule_period, ss.windows);
  if (r.empty() || st.empty())
    return out;  // a bad schedule: validation names it
  const double rp = schedulePeriodS(rl.schedule_period);
  const double sp = schedulePeriodS(ss.schedule_period);
  const bool week = (!rl.windows.empty() && rl.schedule_period == SchedulePeriod::Week) ||
                    (!ss.windows.empty() && ss.schedule_period == SchedulePeriod::Week);
  out.horizon_s = schedulePeriodS(week ? SchedulePeriod::Week : SchedulePeriod::Day);
  out.streams_scheduled = !ss.windows.empty();
  std::vector<double> starts = {0.0};
  appendStarts(r, rp, out.horizon_s, starts);
  appendStarts(st, sp, out.horizon_s, starts);
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  for (const double t : starts) {
    const LoadState state{levelAt(r, rp, t), levelAt(st, sp, t)};
    auto it = std::find(out.states.begin(), out.states.end(), state);
    if (it == out.states.end())
      it = out.states.insert(out.states.end(), state);
    const int index = static_cast<int>(it - out.states.begin());
    if (!out.steps.empty() && out.steps.back().state == index)
      continue;
    out.steps.push_back({t, index});
  }
  return out;
}

Scenario withLoadState(const Scenario& s, const LoadState& state)
{
  Scenario out = s;
  RandomLoad& rl = out.backing.random_load;
  SequentialStreams& ss = out.backing.sequential_streams;
  rl.iops *= state.random_level;
  rl.windows.clear();
  if (state.streams_level > 0)
    ss.mbps_each *= state.streams_level;
  else
    ss.count = 0;
  ss.windows.clear();
  return out;
}

double streamsDiskShare(const Scenario& s)
{
  const SequentialStreams& ss = s.backing.sequential_streams;
  if (s.backing.kind != BackingKind::RaidGroups || s.backing.raid_groups.empty() || ss.count <= 0 ||
      !(ss.mbps_each > 0))
    return 0.0;
  const StreamBounds sb = streamBounds(s.backing.raid_groups.front(), ss);
  if (!sb.valid || !(sb.disk_limit_mbps > 0))
    return 0.0;
  return std::clamp(sb.upper_bound_mbps / sb.disk_limit_mbps, 0.0, 1.0);
}

void takeStreams(BackingResult& b, double share)
{
  if (!(share > 0) || b.raid_groups.empty() || !b.raid_groups.front().valid ||
      b.bound_by == DestageBound::Measured)
    return;
  const double taken = share * b.raid_groups.front().destage_write_mbps_available;
  b.raid_groups.front().destage_write_mbps_available -= taken;
  b.disk_write_mbps_available = std::max(0.0, b.disk_write_mbps_available - taken);
  if (b.fabric.valid && b.fabric_write_mbps_available < b.disk_write_mbps_available) {
    b.write_mbps_capacity = b.fabric_write_mbps_available;
    b.bound_by = DestageBound::Fabric;
  } else {
    b.write_mbps_capacity = b.disk_write_mbps_available;
    b.bound_by = DestageBound::Disks;
  }
  b.host_write_mbps_capacity = b.fabric.valid
                                   ? std::min(b.fabric.host_write_mbps, b.write_mbps_capacity)
                                   : b.write_mbps_capacity;
}

DestageCapacitySchedule destageCapacitySchedule(const Scenario& s, const LoadTimeline& t,
                                                const BackingResult& nominal)
{
  DestageCapacitySchedule out;
  if (!t.scheduled())
    return out;
  out.horizon_s = t.horizon_s;
  std::vector<DestageCapacityStep> per_state(t.states.size());
  BackingOptions bo = backingOptionsFor(s);
  bo.disks_needed = false;
  for (std::size_t k = 0; k < t.states.size(); ++k) {
    const LoadState& st = t.states[k];
    const bool streams_take = t.streams_scheduled && st.streams_level > 0;
    const Scenario at = withLoadState(s, st);
    BackingResult b = st.random_level == 1 ? nominal : backingFor(at, bo);
    if (streams_take)
      takeStreams(b, streamsDiskShare(at));
    DestageCapacityStep& c = per_state[k];
    c.state = static_cast<int>(k);
    c.cluster_mbps = nonNegative(b.write_mbps_capacity);
    c.host_mbps =
        nonNegative(b.fabric.valid ? b.fabric.host_write_mbps : b.host_write_mbps_capacity);
  }
  for (const LoadTimeline::Step& step : t.steps) {
    DestageCapacityStep c = per_state[static_cast<std::size_t>(step.state)];
    c.start_s = step.start_s;
    out.steps.push_back(c);
  }
  return out;
}

LoadState streamsState(const LoadTimeline& t)
{
  LoadState out;
  if (!t.scheduled())
    return out;
  double streams = 0, random = 0;
  for (const LoadState& st : t.states)
    streams = std::max(streams, st.streams_level);
  for (const LoadState& st : t.states)
    if (st.streams_level > 0 || streams == 0)
      random = std::max(random, st.random_level);
  out.streams_level = streams;
  out.random_level = random;
  return out;
}

}  // namespace accel
