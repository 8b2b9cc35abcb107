// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Sequential streams: the design and each fix simulated, the result the model reports
// (docs/models/streams.md, "Simulation" and "Fixes").
#include "model/streams/streams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "model/backing/disk.h"
#include "model/backing/raid.h"
#include "model/common/units.h"

namespace accel {

namespace {

constexpr double kMinSegmentFixKib = 4;
constexpr double kMaxSegmentFixKib = 4096;
constexpr int kMaxReplications = 64;
/// Slow streams: I/Os of each stream the simulated horizon holds at least.
constexpr double kMinIosPerStream = 20;
/// Slow streams lengthen the simulated horizon up to this; streams slower still (fewer than
/// kMinIosPerStream I/Os in it) are too slow to race each other.
constexpr double kMaxSlowStreamHorizonS = 3600;

/// Progress over [a, b] of an outer 0..1 scale.
ProgressFn scaled(const ProgressFn& p, double a, double b)
{
  if (!p)
    return {};
  return [p, a, b](double f) { return p(a + (b - a) * std::clamp(f, 0.0, 1.0)); };
}

/// Seed of replication r: distinct streams of the same base seed.
std::uint64_t replicationSeed(std::uint64_t seed, int r)
{
  return seed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(r);
}

/// Disk counts of `groups` groups of the level made from `disks` disks, as equal as the level
/// allows (RAID10 by pairs, RAID50/60 by sub-groups), none below minSplitGroupDisks, largest
/// first; empty when the level cannot form that many groups.
std::vector<int> splitDisks(RaidLevel level, int disks, std::optional<int> group_disks, int groups)
{
  const int min_disks = minSplitGroupDisks(level, group_disks);
  int unit = 1;
  switch (level) {
  case RaidLevel::Raid10: unit = 2; break;
  case RaidLevel::Raid50:
  case RaidLevel::Raid60: unit = group_disks.value_or(0); break;
  default: break;
  }
  if (groups < 2 || unit < 1 || min_disks < 1 || disks % unit != 0)
    return {};
  const int min_units = (min_disks + unit - 1) / unit;
  const int units_total = disks / unit;
  if (units_total < groups * min_units)
    return {};
  std::vector<int> out;
  for (int i = 0; i < groups; ++i) {
    const int n = (units_total / groups + (i < units_total % groups ? 1 : 0)) * unit;
    if (validDiskCount(level, n, group_disks) != n)
      return {};
    out.push_back(n);
  }
  return out;
}

/// The most groups the split fix can make (up to `wanted`), or 0.
int splitCount(const RaidGroup& g, int wanted)
{
  for (int n = wanted; n >= 2; --n)
    if (!splitDisks(g.level, g.disks, g.group_disks, n).empty())
      return n;
  return 0;
}

/// What the background load does to one group: its busiest disk's utilisation and the disks
/// the level needs at the planning limit (the backing model on that group alone).
struct BackgroundLoad {
  double utilization = 0;
  std::optional<int> disks_needed;
};

BackgroundLoad backgroundLoad(const Scenario& s, const RaidGroup& g, double iops,
                              const BackingOptions& o)
{
  BackgroundLoad out;
  if (!(iops > 0))
    return out;
  Scenario one = s;
  one.backing.raid_groups = {g};
  one.backing.random_load.iops = iops;
  const BackingResult r = computeBacking(one, o);
  if (!r.valid || r.raid_groups.empty() || !r.raid_groups.front().valid)
    return out;
  out.utilization = r.raid_groups.front().max_utilization;
  out.disks_needed = r.raid_groups.front().disks_needed;
  return out;
}

/// Seconds a stream takes for kMinIosPerStream I/Os at its rate cap (infinite at rate 0).
double slowStreamHorizonS(const StreamBounds& b)
{
  const double per_stream = b.streams > 0 ? b.demand_mbps / b.streams : 0.0;
  return per_stream > 0
             ? kMinIosPerStream * units::kibToBytes(b.io_kib) / (per_stream * units::kBytesPerMB)
             : std::numeric_limits<double>::infinity();
}

/// Even the full convoy (every stream on one member) serves what the streams ask, and no
/// background load competes, or the streams are too slow to race each other (fewer than
/// kMinIosPerStream I/Os an hour): nothing to simulate, the streams get their bound.
bool withinFloor(const DesignGroup& p)
{
  const bool meets = p.convoy_floor_mbps >= p.bounds.upper_bound_mbps;
  return meets && (p.background_iops <= 0 || slowStreamHorizonS(p.bounds) > kMaxSlowStreamHorizonS);
}

void assess(DesignResult& r, const StreamsOptions& o)
{
  r.ratio = r.upper_bound_mbps > 0 ? r.expected_mbps / r.upper_bound_mbps : 1.0;
  r.risk = ConvoyRisk::None;
  if (!r.valid) {
    r.reason = ConvoyReason::Invalid;
    return;
  }
  if (r.streams == 0) {
    r.reason = ConvoyReason::NoStreams;
    return;
  }
  // Other load first: a group the background saturates starves its streams whatever their
  // layout, so no convoy can be told apart there.
  if (std::any_of(r.parts.begin(), r.parts.end(),
                  [](const DesignGroup& p) { return p.streams > 0 && p.saturated; })) {
    r.reason = ConvoyReason::Saturated;
    return;
  }
  const bool all_wide = std::all_of(r.parts.begin(), r.parts.end(), [](const DesignGroup& p) {
    return p.streams == 0 || p.bounds.stripe_wide;
  });
  // A copy has two cursors (source and destination) that race each other.
  const bool copy = r.direction == StreamDirection::Copy;
  const bool single = std::all_of(r.parts.begin(), r.parts.end(), [copy](const DesignGroup& p) {
    return p.streams * (copy ? 2 : 1) <= 1;
  });
  if (all_wide) {
    r.reason = ConvoyReason::StripeWide;
    return;
  }
  if (single) {
    r.reason = ConvoyReason::SingleStream;
    return;
  }
  if (isSolidState(r.disk)) {
    r.reason = ConvoyReason::SolidState;
    return;
  }
  const bool all_floor = std::all_of(r.parts.begin(), r.parts.end(), [](const DesignGroup& p) {
    return p.streams == 0 || withinFloor(p);
  });
  if (all_floor) {
    r.reason = ConvoyReason::WithinFloor;
    return;
  }
  const bool bunched = !r.parts.empty() && r.parts.front().bunched;
  if (r.ratio >= o.none_ratio) {
    r.reason = ConvoyReason::Unimpeded;
    return;
  }
  r.risk = r.ratio >= o.low_ratio      ? ConvoyRisk::Low
           : r.ratio >= o.medium_ratio ? ConvoyRisk::Medium
                                       : ConvoyRisk::High;
  if (bunched && r.risk == ConvoyRisk::Low)
    r.risk = ConvoyRisk::Medium;
  r.reason = bunched ? ConvoyReason::Bunching : ConvoyReason::Interleaving;
}

/// Options for one design evaluation: the current design's or the fix candidates'.
struct RunSettings {
  ConvoySimOptions sim;
  int replications = 1;
  std::int64_t budget = 0;
  double min_horizon_s = 1;
  /// Events left of the work budget of the whole computation (all designs together); null:
  /// only this design's budget applies. Each run is cut at what is left, and spends it.
  std::int64_t* work_left = nullptr;
  bool* work_capped = nullptr;  ///< set when a run was cut at the work budget
  /// The first RAID group's share of the background random load (I/O/s), when already known:
  /// it depends on the scenario only, not on the design, and costs a whole backing model.
  std::optional<double> background_iops;
};

/// Work units charged per simulated event: the event and two member I/Os (a mirror, or a
/// data and a parity write) for each segment the larger of the stream and background I/Os
/// spans, so that I/Os over many segments cost what they do.
double workPerEvent(const RaidGroup& g, double stream_io_kib, double background_io_kib)
{
  const double segment = std::max(g.segment_kib, 0.5);
  return 1 + 2 * std::ceil(std::max(stream_io_kib, background_io_kib) / segment);
}

/// Runs one simulation within the work budget: cut at what the budget has left, then charged
/// its events at their cost; a run the budget cut short is noted.
ConvoySimResult runWithin(const RunSettings& run, const RaidGroup& g, const ConvoyWorkload& w,
                          ConvoySimOptions so, double per_event, const ProgressFn& progress)
{
  const std::int64_t own = so.max_events;
  if (run.work_left) {
    const double affordable =
        static_cast<double>(std::max<std::int64_t>(0, *run.work_left)) / per_event;
    so.max_events = std::max<std::int64_t>(
        1, std::min(own, static_cast<std::int64_t>(std::min(affordable, 9.0e18))));
  }
  ConvoySimResult res = simulateConvoy(g, w, so, progress);
  if (run.work_left) {
    *run.work_left -=
        static_cast<std::int64_t>(std::ceil(static_cast<double>(res.events) * per_event));
    if (res.truncated && so.max_events < own && run.work_capped)
      *run.work_capped = true;
  }
  return res;
}

/// The first RAID group's share of the background random load (I/O/s; load placement of
/// backing.h).
double backgroundIops(const Scenario& s, const StreamsOptions& o)
{
  BackingOptions only_loads = o.backing;
  only_loads.disks_needed = false;
  const BackingResult backing = computeBacking(s, only_loads);
  return !backing.raid_groups.empty() && backing.raid_groups.front().valid
             ? backing.raid_groups.front().load_iops
             : 0.0;
}

DesignResult evaluateDesign(const Scenario& s, const StreamsDesign& design, const StreamsOptions& o,
                            const RunSettings& run, const ProgressFn& progress)
{
  DesignResult r;
  const Backing& b = s.backing;
  if (b.raid_groups.empty()) {
    r.problems.push_back("no_raid_groups");
    assess(r, o);
    return r;
  }
  RaidGroup base = b.raid_groups.front();
  if (design.segment_kib)
    base.segment_kib = *design.segment_kib;
  if (design.disk)
    base.disk = *design.disk;
  SequentialStreams ss = b.sequential_streams;
  if (design.streams)
    ss.count = *design.streams;
  if (design.outstanding_ios)
    ss.outstanding_ios = *design.outstanding_ios;
  r.level = base.level;
  r.disks = base.disks;
  r.segment_kib = base.segment_kib;
  r.disk = base.disk;
  r.streams = ss.count;
  r.outstanding_ios = ss.outstanding_ios;
  r.direction = ss.direction;
  r.groups = std::max(1, design.groups);

  // The first group's share of the background random load (load placement of backing.h);
  // it stays with the data whatever the design changes.
  const double bg_iops = run.background_iops ? *run.background_iops : backgroundIops(s, o);

  std::vector<int> sizes = {base.disks};
  if (r.groups > 1) {
    sizes = splitDisks(base.level, base.disks, base.group_disks, r.groups);
    if (sizes.empty()) {
      r.problems.push_back("streams_split");
      assess(r, o);
      return r;
    }
  }
  // Streams round robin (larger groups first), background by data members.
  const int n = static_cast<int>(sizes.size());
  double members_total = 0;
  std::vector<RaidGroup> groups(sizes.size(), base);
  for (int i = 0; i < n; ++i) {
    groups[static_cast<std::size_t>(i)].disks = sizes[static_cast<std::size_t>(i)];
    const RaidGeometry g = raidGeometry(groups[static_cast<std::size_t>(i)]);
    members_total += g.valid ? g.data_members : 0;
  }
  for (int i = 0; i < n; ++i) {
    const RaidGroup& g = groups[static_cast<std::size_t>(i)];
    const int streams = ss.count / n + (i < ss.count % n ? 1 : 0);
    const RaidGeometry geo = raidGeometry(g);
    const double share = members_total > 0 && geo.valid ? geo.data_members / members_total : 0.0;
    auto same = std::find_if(r.parts.begin(), r.parts.end(), [&](const DesignGroup& p) {
      return p.group.disks == g.disks && p.streams == streams;
    });
    if (same != r.parts.end()) {
      ++same->count;
      r.usable_capacity_gb +=
          geo.valid ? geo.data_members * g.disk.capacity_gb * g.used_fraction : 0.0;
      continue;
    }
    DesignGroup part;
    part.group = g;
    part.streams = streams;
    part.background_iops = bg_iops * share;
    SequentialStreams part_ss = ss;
    part_ss.count = streams;
    part.bounds = streamBounds(g, part_ss);
    if (!part.bounds.valid) {
      r.problems.push_back(part.bounds.problem);
    } else {
      const BackgroundLoad load = backgroundLoad(s, g, part.background_iops, o.backing);
      part.background_utilization = load.utilization;
      part.disks_needed = load.disks_needed;
      part.saturated = streams > 0 && load.utilization >= 1.0;
      // In a full convoy the member serves its background first in the worst case: the
      // streams get the rest of its time.
      part.convoy_floor_mbps =
          std::min(part.bounds.upper_bound_mbps,
                   part.bounds.convoy_rate_mbps * std::max(0.0, 1.0 - load.utilization));
      r.usable_capacity_gb +=
          geo.valid ? geo.data_members * g.disk.capacity_gb * g.used_fraction : 0.0;
    }
    r.parts.push_back(part);
  }
  if (!r.problems.empty()) {
    std::sort(r.problems.begin(), r.problems.end());
    r.problems.erase(std::unique(r.problems.begin(), r.problems.end()), r.problems.end());
    assess(r, o);
    return r;
  }

  r.replications = std::clamp(run.replications, 1, kMaxReplications);
  // The shortest horizon a simulated part ran (each may lengthen it for slow streams or
  // shorten it to its event budget); the options' when nothing is simulated.
  r.horizon_s = std::numeric_limits<double>::infinity();
  r.warmup_s = std::numeric_limits<double>::infinity();

  // Replications x distinct groups.
  std::int64_t sim_parts = 0;
  for (const DesignGroup& p : r.parts)
    sim_parts += p.streams > 0 && !p.bounds.stripe_wide ? 1 : 0;
  const int runs_total = std::max(1, static_cast<int>(sim_parts) * r.replications);
  int runs_done = 0;
  std::vector<double> totals(static_cast<std::size_t>(r.replications), 0.0);
  for (DesignGroup& p : r.parts) {
    r.demand_mbps += p.count * p.bounds.demand_mbps;
    r.upper_bound_mbps += p.count * p.bounds.upper_bound_mbps;
    r.convoy_floor_mbps += p.count * p.convoy_floor_mbps;
    if (p.streams == 0)
      continue;
    // Saturated by other load: the streams' share of the disks tends to nothing.
    if (p.saturated)
      continue;
    // The closed forms get the time the background leaves the disks.
    const double left = std::max(0.0, 1.0 - p.background_utilization);
    if (p.bounds.stripe_wide) {
      p.expected_mbps = std::min(p.bounds.stripe_wide_mbps, p.bounds.stripe_wide_disk_mbps * left);
      for (double& t : totals)
        t += p.count * p.expected_mbps;
      continue;
    }
    // Nothing to race: no positioning cost, or even the full convoy meets the demand.
    if (isSolidState(p.group.disk) || withinFloor(p)) {
      p.expected_mbps = isSolidState(p.group.disk)
                            ? std::min(p.bounds.upper_bound_mbps, p.bounds.disk_limit_mbps * left)
                            : p.bounds.upper_bound_mbps;
      for (double& t : totals)
        t += p.count * p.expected_mbps;
      continue;
    }
    SequentialStreams part_ss = ss;
    part_ss.count = p.streams;
    const ConvoyWorkload w =
        convoyWorkload(part_ss, p.background_iops, b.random_load, o.backing.io_grain_kib);
    // Each run gets its share of the event budget. The first replication is the pilot: if
    // it runs out before the horizon, the horizon (and the warm-up with it) shrinks to where
    // it got, and it runs again.
    ConvoySimOptions so = run.sim;
    // Slow streams: the horizon holds at least kMinIosPerStream of each stream's I/Os at its
    // rate cap (a measurement window shorter than one I/O interval sees nothing complete).
    const double needed_s = std::min(slowStreamHorizonS(p.bounds), kMaxSlowStreamHorizonS);
    if (needed_s > so.horizon_s) {
      so.warmup_s *= needed_s / so.horizon_s;
      so.horizon_s = needed_s;
    }
    const std::int64_t share = std::max<std::int64_t>(
        1, run.budget / (static_cast<std::int64_t>(r.replications) * sim_parts));
    so.max_events = std::min(so.max_events, share);
    std::vector<ConvoySimResult> sims;
    for (int rep = 0; rep < r.replications; ++rep) {
      so.seed = replicationSeed(run.sim.seed, rep);
      const double a = static_cast<double>(runs_done) / runs_total;
      const double z = static_cast<double>(runs_done + 1) / runs_total;
      // The pilot reports over the first half of its share, a second run over the rest.
      const double mid = rep == 0 ? (a + z) / 2 : z;
      const double per_event = workPerEvent(p.group, part_ss.io_kib, b.random_load.io_kib);
      ConvoySimResult res = runWithin(run, p.group, w, so, per_event, scaled(progress, a, mid));
      if (rep == 0 && res.valid && res.truncated && !res.cancelled &&
          so.horizon_s > run.min_horizon_s) {
        const double h = std::max(run.min_horizon_s, 0.95 * res.simulated_s);
        so.warmup_s *= h / so.horizon_s;
        so.horizon_s = h;
        // A little slack so that placements slower than the pilot's are not cut short.
        so.max_events = std::min(run.sim.max_events, share + share / 2);
        r.events += res.events;
        res = runWithin(run, p.group, w, so, per_event, scaled(progress, mid, z));
      }
      // Every finished run reports (and may cancel), however short it was.
      if (res.valid && !res.cancelled && progress && !progress(z))
        res.cancelled = true;
      if (!res.valid) {
        r.problems.push_back(res.problem);
        assess(r, o);
        return r;
      }
      r.horizon_s = std::min(r.horizon_s, so.horizon_s);
      r.warmup_s = std::min(r.warmup_s, so.warmup_s);
      r.events += res.events;
      r.member_ios += res.member_ios;
      r.truncated = r.truncated || res.truncated;
      r.cancelled = res.cancelled;
      sims.push_back(std::move(res));
      ++runs_done;
      if (r.cancelled)
        break;
    }
    if (r.cancelled)
      break;
    p.simulated = true;
    int bunched = 0;
    for (std::size_t i = 0; i < sims.size(); ++i) {
      p.replication_mbps.push_back(sims[i].expected_mbps);
      p.occupancy_ratio += sims[i].occupancy_ratio / static_cast<double>(sims.size());
      bunched += sims[i].time_to_bunching_s ? 1 : 0;
      totals[i] += p.count * std::min(sims[i].expected_mbps, p.bounds.upper_bound_mbps);
    }
    p.expected_mbps = std::accumulate(p.replication_mbps.begin(), p.replication_mbps.end(), 0.0) /
                      static_cast<double>(p.replication_mbps.size());
    // No stream passes its rate cap: a short (event-limited) window that catches the first
    // I/Os in flight can measure more; the bound is the answer then.
    p.expected_mbps = std::min(p.expected_mbps, p.bounds.upper_bound_mbps);
    p.bunched = 2 * bunched > static_cast<int>(sims.size());
    // The median replication (the lower one of an even count) is the one to show.
    std::vector<std::size_t> order(sims.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      return sims[x].expected_mbps < sims[y].expected_mbps ||
             (sims[x].expected_mbps == sims[y].expected_mbps && x < y);
    });
    p.sim = std::move(sims[order[(order.size() - 1) / 2]]);
    p.time_to_bunching_s = p.sim.time_to_bunching_s;
  }
  if (!std::isfinite(r.horizon_s)) {
    r.horizon_s = run.sim.horizon_s;
    r.warmup_s = run.sim.warmup_s;
  }
  r.valid = !r.cancelled;
  if (r.valid) {
    for (const DesignGroup& p : r.parts)
      r.expected_mbps += p.count * p.expected_mbps;
    r.expected_min_mbps = *std::min_element(totals.begin(), totals.end());
    r.expected_max_mbps = *std::max_element(totals.begin(), totals.end());
    r.per_stream_mbps = r.streams > 0 ? r.expected_mbps / r.streams : 0.0;
    // Rounding aside, the floor holds under its assumptions; say when a run lands below it.
    r.below_floor = r.expected_mbps < r.convoy_floor_mbps * (1 - 1e-6);
  }
  assess(r, o);
  return r;
}

RunSettings currentSettings(const StreamsOptions& o)
{
  RunSettings r;
  r.sim = o.sim;
  r.replications = o.replications;
  r.budget = o.event_budget;
  r.min_horizon_s = o.min_horizon_s;
  return r;
}

RunSettings fixSettings(const StreamsOptions& o)
{
  RunSettings r = currentSettings(o);
  r.replications = o.fix_replications;
  r.budget = o.fix_event_budget;
  r.sim.horizon_s = o.fix_horizon_s;
  r.sim.warmup_s = o.fix_warmup_s;
  return r;
}

/// Largest power of two (KiB) at or below `kib`, at least 4 KiB.
double powerOfTwoAtMost(double kib)
{
  double p = kMinSegmentFixKib;
  while (p * 2 <= kib)
    p *= 2;
  return p;
}

}  // namespace

int minSplitGroupDisks(RaidLevel level, std::optional<int> group_disks)
{
  switch (level) {
  case RaidLevel::Raid0: return 2;
  case RaidLevel::Raid1: return 0;
  case RaidLevel::Raid10: return 4;
  case RaidLevel::Raid5: return 5;
  case RaidLevel::Raid6: return 6;
  case RaidLevel::Raid50:
  case RaidLevel::Raid60: return group_disks && *group_disks > 0 ? 2 * *group_disks : 0;
  }
  return 0;
}

DesignResult evaluateStreamsDesign(const Scenario& s, const StreamsDesign& design,
                                   const StreamsOptions& options, const ProgressFn& progress)
{
  return evaluateDesign(s, design, options, currentSettings(options), progress);
}

std::vector<std::pair<StreamFixKind, StreamsDesign>> streamFixCandidates(const Scenario& s,
                                                                         const StreamsOptions& o)
{
  std::vector<std::pair<StreamFixKind, StreamsDesign>> out;
  if (s.backing.raid_groups.empty())
    return out;
  const RaidGroup& g = s.backing.raid_groups.front();
  const SequentialStreams& ss = s.backing.sequential_streams;
  const StreamBounds now = streamBounds(g, ss);
  if (!now.valid || ss.count < 1)
    return out;
  const double smaller = powerOfTwoAtMost(ss.io_kib);
  if (smaller < g.segment_kib) {
    StreamsDesign d;
    d.segment_kib = smaller;
    out.emplace_back(StreamFixKind::SmallerSegment, d);
  }
  const double larger = std::min(4 * g.segment_kib, kMaxSegmentFixKib);
  if (larger > g.segment_kib && !now.stripe_wide) {
    StreamsDesign d;
    d.segment_kib = larger;
    out.emplace_back(StreamFixKind::LargerSegment, d);
  }
  if (const int n = splitCount(g, o.split_groups); n >= 2) {
    StreamsDesign d;
    d.groups = n;
    out.emplace_back(StreamFixKind::SplitGroup, d);
  }
  const DiskModel fast = diskModel(o.faster_disk, g.used_fraction);
  const DiskModel slow = diskModel(g.disk, g.used_fraction);
  if (fast.valid && slow.valid &&
      randomServiceMs(fast, ss.io_kib) < randomServiceMs(slow, ss.io_kib)) {
    StreamsDesign d;
    d.disk = o.faster_disk;
    out.emplace_back(StreamFixKind::FasterDisks, d);
  }
  for (int k = (ss.count + 1) / 2; ss.count > 1; k = (k + 1) / 2) {
    StreamsDesign d;
    d.streams = k;
    out.emplace_back(StreamFixKind::FewerStreams, d);
    if (k == 1)
      break;
  }
  if (ss.outstanding_ios < o.deeper_queue) {
    StreamsDesign d;
    d.outstanding_ios = o.deeper_queue;
    out.emplace_back(StreamFixKind::DeeperQueue, d);
  }
  return out;
}

StreamsResult computeStreams(const Scenario& s, const StreamsOptions& options,
                             const ProgressFn& progress)
{
  StreamsResult out;
  out.active = s.backing.sequential_streams.count > 0;
  const auto candidates = options.explore_fixes
                              ? streamFixCandidates(s, options)
                              : std::vector<std::pair<StreamFixKind, StreamsDesign>>{};
  const double current_share = candidates.empty() ? 1.0 : 0.4;
  // One work budget for the design and its fixes together (events, which is what the time
  // and the memory of the simulation follow): beyond it runs are cut and fixes skipped, and
  // the result says so.
  std::int64_t work_left = std::max<std::int64_t>(1, options.work_budget_events);
  RunSettings current = currentSettings(options);
  current.work_left = &work_left;
  current.work_capped = &out.work_capped;
  current.background_iops = backgroundIops(s, options);
  out.current = evaluateDesign(s, {}, options, current, scaled(progress, 0, current_share));
  out.events = out.current.events;
  const auto charge = [&] {
    out.work = std::max<std::int64_t>(1, options.work_budget_events) - work_left;
  };
  charge();
  out.cancelled = out.current.cancelled;
  if (out.cancelled || !out.current.valid || out.current.risk == ConvoyRisk::None ||
      candidates.empty())
    return out;

  RunSettings fix = fixSettings(options);
  fix.work_left = &work_left;
  fix.work_capped = &out.work_capped;
  fix.background_iops = current.background_iops;
  const double step = (1.0 - current_share) / static_cast<double>(candidates.size());
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const double a = current_share + step * static_cast<double>(i);
    // A fix needs at least a tenth of its own budget to say anything: below that it is not
    // simulated at all, and counted as skipped.
    if (work_left < options.fix_event_budget / 10) {
      out.work_capped = true;
      out.fixes_skipped = static_cast<int>(candidates.size() - i);
      break;
    }
    StreamFix f;
    f.kind = candidates[i].first;
    f.design = candidates[i].second;
    f.result = evaluateDesign(s, f.design, options, fix, scaled(progress, a, a + step));
    out.events += f.result.events;
    charge();
    if (f.result.cancelled) {
      out.cancelled = true;
      return out;
    }
    if (!f.result.valid)
      continue;
    f.gain = out.current.expected_mbps > 0 ? f.result.expected_mbps / out.current.expected_mbps - 1
                                           : 0.0;
    // Fewer streams: keep the best count only.
    if (f.kind == StreamFixKind::FewerStreams && !out.fixes.empty() &&
        out.fixes.back().kind == StreamFixKind::FewerStreams) {
      if (f.result.expected_mbps > out.fixes.back().result.expected_mbps)
        out.fixes.back() = std::move(f);
      continue;
    }
    out.fixes.push_back(std::move(f));
  }
  return out;
}

}  // namespace accel
