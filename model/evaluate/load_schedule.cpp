// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/evaluate/load_schedule.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

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

namespace {

/// The parts of the array's load: the random load as given, or after the caches (rc engaged).
ArrayLoadParts loadParts(const Scenario& s, const ReadCacheResult* rc)
{
  ArrayLoadParts p;
  const RandomLoad& rl = s.backing.random_load;
  p.random_io_kib = rl.io_kib;
  if (rc && rc->engaged) {
    p.random_read_iops = rc->disk_random_read_iops;
    p.random_write_iops = rc->disk_random_write_iops;
    double kib = 0;
    for (const GroupReadCache& g : rc->groups) {
      if (!(g.disk_read_iops > 0) || !std::isfinite(g.disk_read_iops))
        continue;
      p.vm_read_iops += g.disk_read_iops;
      kib += g.disk_read_iops * g.read_io_kib;
    }
    p.vm_read_kib = p.vm_read_iops > 0 ? kib / p.vm_read_iops : 0.0;
    return p;
  }
  const double iops = nonNegative(rl.iops);
  const double rf = std::clamp(rl.read_fraction, 0.0, 1.0);
  p.random_read_iops = iops * rf;
  p.random_write_iops = iops * (1 - rf);
  return p;
}

/// A group's reads on the disks over time: I/O/s per MB/s of its profile (`weight`).
struct ReadsOverTime {
  RateOverTime f;
  double weight = 0;
  double kib = 0;
};

/// The highest rate of `r` over [t0, t1): a step profile's rate at t0, a sine's highest.
double highestOver(const RateOverTime& r, double t0, double t1)
{
  if (!r.sine())
    return r.at(t0);
  const double p = r.periodS();
  const double first_peak = p / 4 + std::ceil((t0 - p / 4) / p) * p;
  if (first_peak < t1)
    return r.peak();
  return std::max(r.at(t0), r.before(t1));
}

}  // namespace

LoadTimeline loadTimeline(const Backing& b)
{
  Scenario s;
  s.backing = b;
  s.vm_groups.clear();
  return loadTimeline(s, ReadCacheResult{});
}

LoadTimeline loadTimeline(const Scenario& sc, const ReadCacheResult& rc)
{
  LoadTimeline out;
  const Backing& b = sc.backing;
  const RandomLoad& rl = b.random_load;
  const SequentialStreams& ss = b.sequential_streams;
  out.parts = loadParts(sc, &rc);
  // The groups whose reads reach the disks and vary; the others' reads stay at their means.
  std::vector<ReadsOverTime> reads;
  double fixed_iops = out.parts.vm_read_iops;
  double fixed_kib = out.parts.vm_read_iops * out.parts.vm_read_kib;
  if (rc.engaged)
    for (std::size_t i = 0; i < sc.vm_groups.size() && i < rc.groups.size(); ++i) {
      const GroupReadCache& g = rc.groups[i];
      const double mean = profileMeanMbps(sc.vm_groups[i].read);
      if (!(g.disk_read_iops > 0) || !std::isfinite(g.disk_read_iops) || !(mean > 0) ||
          !std::isfinite(mean))
        continue;
      RateOverTime f(sc.vm_groups[i].read);
      if (!(f.periodS() > 0) || !(f.peak() > mean * (1 + 1e-12)))
        continue;
      fixed_iops -= g.disk_read_iops;
      fixed_kib -= g.disk_read_iops * g.read_io_kib;
      reads.push_back({std::move(f), g.disk_read_iops / mean, g.read_io_kib});
    }
  fixed_iops = std::max(fixed_iops, 0.0);
  fixed_kib = std::max(fixed_kib, 0.0);
  const bool windows = !rl.windows.empty() || !ss.windows.empty();
  if (!windows && reads.empty())
    return out;
  const Trace r = loadLevelTrace(rl.schedule_period, rl.windows);
  const Trace st = loadLevelTrace(ss.schedule_period, ss.windows);
  if (r.empty() || st.empty())
    return out;  // a bad schedule: validation names it
  const double rp = schedulePeriodS(rl.schedule_period);
  const double sp = schedulePeriodS(ss.schedule_period);
  const bool week = (!rl.windows.empty() && rl.schedule_period == SchedulePeriod::Week) ||
                    (!ss.windows.empty() && ss.schedule_period == SchedulePeriod::Week);
  const double h_loads =
      windows ? schedulePeriodS(week ? SchedulePeriod::Week : SchedulePeriod::Day) : 0.0;
  out.streams_scheduled = !ss.windows.empty();
  out.reads_scheduled = !reads.empty();

  // The horizon: the loads' schedule and the read profiles' periods repeating together.
  double horizon = h_loads;
  std::vector<double> starts = {0.0};
  if (out.reads_scheduled) {
    std::vector<double> periods = {h_loads};
    for (const ReadsOverTime& x : reads)
      periods.push_back(x.f.periodS());
    const std::optional<double> common = commonPeriodS(periods);
    out.reads_at_peak = !common || !(*common > 0) || *common > kMaxReadHorizonS;
    if (!out.reads_at_peak)
      horizon = *common;
    for (std::size_t k = 0; k < reads.size() && !out.reads_at_peak; ++k) {
      const RateOverTime& f = reads[k].f;
      if (f.sine()) {
        const double step = f.periodS() / kSineReadSteps;
        for (double j = 1; j * step < horizon && starts.size() <= kMaxReadInstants; ++j)
          starts.push_back(j * step);
      } else {
        f.appendInstants(horizon, kMaxReadInstants, starts);
      }
      out.reads_at_peak = starts.size() > kMaxReadInstants;
    }
    if (out.reads_at_peak) {
      starts = {0.0};
      horizon = h_loads > 0 ? h_loads : schedulePeriodS(SchedulePeriod::Day);
    }
  }
  out.horizon_s = horizon;
  appendStarts(r, rp, horizon, starts);
  appendStarts(st, sp, horizon, starts);
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());

  // The VMs' reads on the disks in each step (the highest over it) and their mean size.
  std::vector<double> vm_level(starts.size(), 1.0), vm_kib(starts.size(), 0.0);
  if (out.reads_scheduled) {
    double highest = 0;
    for (std::size_t j = 0; j < starts.size(); ++j) {
      const double t1 = j + 1 < starts.size() ? starts[j + 1] : horizon;
      double iops = fixed_iops, kib = fixed_kib;
      for (const ReadsOverTime& x : reads) {
        const double rate = out.reads_at_peak ? x.f.peak() : highestOver(x.f, starts[j], t1);
        iops += x.weight * rate;
        kib += x.weight * rate * x.kib;
      }
      vm_level[j] = iops;
      vm_kib[j] = iops > 0 ? kib / iops : out.parts.vm_read_kib;
      highest = std::max(highest, iops);
    }
    // More distinct rates than kReadLevels (a measured trace), or more states with the other
    // loads' levels than kMaxLoadStates (each state costs a run of the backing model): each
    // rate rounded up to the next of L equal steps to the highest, so the array is evaluated
    // in few states. L = kReadLevels, or fewer: kMaxLoadStates over the other loads' pairs.
    std::vector<double> distinct = vm_level;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    // Rates equal but for rounding (the two sides of a sine's peak) are one level, the higher.
    {
      std::vector<double> low, top;  // each run of equal rates: its lowest and highest
      for (const double v : distinct) {
        if (!top.empty() && v <= low.back() * (1 + 1e-12))
          top.back() = v;
        else {
          low.push_back(v);
          top.push_back(v);
        }
      }
      for (double& v : vm_level) {
        const auto it = std::upper_bound(low.begin(), low.end(), v);
        v = top[static_cast<std::size_t>(it - low.begin()) - 1];
      }
      distinct = top;
    }
    std::vector<std::pair<double, double>> pairs;
    std::vector<std::tuple<double, double, double>> triples;
    for (std::size_t j = 0; j < starts.size(); ++j) {
      const double lr = levelAt(r, rp, starts[j]), ls = levelAt(st, sp, starts[j]);
      pairs.emplace_back(lr, ls);
      triples.emplace_back(lr, ls, vm_level[j]);
    }
    const auto countDistinct = [](auto v) {
      std::sort(v.begin(), v.end());
      return static_cast<std::size_t>(std::unique(v.begin(), v.end()) - v.begin());
    };
    const std::size_t other = std::max<std::size_t>(countDistinct(pairs), 1);
    int levels = kReadLevels;
    if (countDistinct(triples) > kMaxLoadStates) {
      // A rate of 0 (reads that stop) stays a level of its own beside the L rounded up.
      const int zero = !distinct.empty() && distinct.front() <= 0 ? 1 : 0;
      levels = std::min(levels, std::max(static_cast<int>(kMaxLoadStates / other) - zero, 1));
    }
    out.reads_quantized = distinct.size() > static_cast<std::size_t>(levels);
    const double step = highest / levels;
    for (double& v : vm_level) {
      if (out.reads_quantized && step > 0)
        v = std::min(highest, std::ceil(v / step - 1e-9) * step);
      v /= out.parts.vm_read_iops;  // > 0: some group's reads reach the disks
    }
  }

  for (std::size_t j = 0; j < starts.size(); ++j) {
    const double t = starts[j];
    LoadState state{levelAt(r, rp, t), levelAt(st, sp, t), vm_level[j], vm_kib[j]};
    // States differ by their levels; the reads' size in one is the largest of its steps'.
    auto it = std::find_if(out.states.begin(), out.states.end(), [&state](const LoadState& x) {
      return x.random_level == state.random_level && x.streams_level == state.streams_level &&
             x.reads_level == state.reads_level;
    });
    if (it == out.states.end())
      it = out.states.insert(out.states.end(), state);
    else
      it->reads_kib = std::max(it->reads_kib, state.reads_kib);
    const int index = static_cast<int>(it - out.states.begin());
    if (!out.steps.empty() && out.steps.back().state == index)
      continue;
    out.steps.push_back({t, index});
  }
  return out;
}

Scenario withLoadState(const Scenario& s, const LoadTimeline& t, const LoadState& state)
{
  Scenario out = s;
  RandomLoad& rl = out.backing.random_load;
  SequentialStreams& ss = out.backing.sequential_streams;
  const ArrayLoadParts& p = t.parts;
  if (p.vm_read_iops > 0) {
    const double rr = p.random_read_iops * state.random_level;
    const double rw = p.random_write_iops * state.random_level;
    const double vr = p.vm_read_iops * state.reads_level;
    const double vkib = state.reads_kib > 0 ? state.reads_kib : p.vm_read_kib;
    rl.iops = rr + rw + vr;
    if (rl.iops > 0) {
      rl.read_fraction = std::clamp((rr + vr) / rl.iops, 0.0, 1.0);
      rl.io_kib = ((rr + rw) * p.random_io_kib + vr * vkib) / rl.iops;
    }
  } else {
    rl.iops *= state.random_level;
  }
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
  decideDestageCapacity(b);  // what the write-through VMs beside take stays taken
}

DestageCapacitySchedule destageCapacitySchedule(const Scenario& s, const LoadTimeline& t,
                                                const BackingResult& nominal)
{
  DestageCapacitySchedule out;
  if (!t.scheduled())
    return out;
  out.horizon_s = t.horizon_s;
  std::vector<DestageCapacityStep> per_state(t.states.size());
  // As the nominal result was run (the array's write mix at the rates reached, where a group
  // is held back).
  BackingOptions bo = nominal.options;
  bo.disks_needed = false;
  for (std::size_t k = 0; k < t.states.size(); ++k) {
    const LoadState& st = t.states[k];
    // Streams take their share whenever they run: all the time without windows.
    const bool streams_take = st.streams_level > 0;
    const Scenario at = withLoadState(s, t, st);
    BackingResult b = st.random_level == 1 && !t.reads_scheduled ? nominal : backingFor(at, bo);
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
  double streams = 0, random = 0, reads = 0, kib = 0;
  for (const LoadState& st : t.states)
    streams = std::max(streams, st.streams_level);
  for (const LoadState& st : t.states)
    if (st.streams_level > 0 || streams == 0) {
      random = std::max(random, st.random_level);
      reads = std::max(reads, st.reads_level);
      kib = std::max(kib, st.reads_kib);
    }
  out.streams_level = streams;
  out.random_level = random;
  out.reads_level = reads;
  out.reads_kib = kib;
  return out;
}

}  // namespace accel
