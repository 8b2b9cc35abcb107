#include "model/streams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "model/disk.h"
#include "model/raid.h"
#include "model/units.h"

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

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

/// MB/s of one request of `bytes` every `ms`.
double rateMbps(double bytes, double ms)
{
  return units::mbpsFromBytesMs(bytes, ms);
}

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

std::string streamsProblem(const SequentialStreams& ss)
{
  if (ss.count < 0)
    return "streams_count";
  if (ss.count == 0)
    return {};
  if (!finitePositive(ss.mbps_each))
    return "streams_rate";
  if (!finitePositive(ss.io_kib))
    return "streams_io";
  if (ss.outstanding_ios < 1)
    return "streams_outstanding";
  return {};
}

/// Disk transfers per byte moved (W) and on the busiest disk of one stream (a), for one
/// direction of I/O on the geometry (see StreamBounds).
std::pair<double, double> transfersPerByte(const RaidGeometry& g, IoKind kind, bool stripe_wide)
{
  if (kind == IoKind::Read)
    return {1.0, 1.0};
  if (g.mirrored())
    return {static_cast<double>(g.copies), 1.0};
  if (!g.hasParity())
    return {1.0, 1.0};
  if (stripe_wide)
    return {fullStripeIosPerUnit(g.subgroup_data, g.parity), 1.0};
  const StripeWriteCost c = stripeWriteCost(g.subgroup_data, g.parity, 1);
  const bool rmw = c.chosen == c.read_modify_write;
  return {static_cast<double>(smallWritePenalty(g)), rmw ? 2.0 : 1.0};
}

}  // namespace

double membersCrossedPerS(double mbps, double segment_kib)
{
  if (!finitePositive(mbps) || !finitePositive(segment_kib))
    return 0.0;
  return units::iopsFromMbps(mbps, units::kibToBytes(segment_kib));
}

StreamBounds streamBounds(const RaidGroup& group, const SequentialStreams& ss)
{
  StreamBounds b;
  const RaidGeometry g = raidGeometry(group);
  const DiskModel m = diskModel(group.disk, group.used_fraction);
  b.problem = !g.valid ? g.problem : !m.valid ? m.problem : streamsProblem(ss);
  if (b.problem.empty() && ss.count > 0 && ss.io_kib > kMaxSimIoKib)
    b.problem = "streams_io";
  if (!b.problem.empty())
    return b;
  b.streams = ss.count;
  b.data_members = g.data_members;
  b.disks = g.disks;
  b.io_kib = ss.io_kib;
  b.segment_kib = group.segment_kib;
  b.sequential_mbps = m.sequential_mbps;
  b.random_occupied_members = expectedOccupiedMembers(ss.count, g.data_members);
  b.valid = true;
  if (ss.count == 0)
    return b;

  const double k = ss.count;
  const double R = m.sequential_mbps;
  const double s = units::kibToBytes(ss.io_kib);
  b.demand_mbps = k * ss.mbps_each;
  b.stripe_wide = s >= static_cast<double>(g.rowBytes());
  const std::int64_t sb = units::kibToWholeBytes(ss.io_kib);
  b.units_per_io = unitsTouchedOnGrain(sb, g.segment_bytes, sb, g.alignment_bytes).mean;

  const auto [w_read, a_read] = transfersPerByte(g, IoKind::Read, b.stripe_wide);
  const auto [w_write, a_write] = transfersPerByte(g, IoKind::Write, b.stripe_wide);
  switch (ss.direction) {
  case StreamDirection::Read:
    b.disk_transfers_per_byte = w_read;
    b.stream_transfers_per_byte = a_read;
    break;
  case StreamDirection::Write:
    b.disk_transfers_per_byte = w_write;
    b.stream_transfers_per_byte = a_write;
    break;
  case StreamDirection::Copy:
    b.disk_transfers_per_byte = w_read + w_write;
    b.stream_transfers_per_byte =
        ss.outstanding_ios == 1 ? a_read + a_write : std::max(a_read, a_write);
    break;
  }
  const double N = g.disks;
  b.disk_limit_mbps = N * R / b.disk_transfers_per_byte;
  // A stripe-wide stream uses every disk at once; a narrower one one member at a time.
  const double one_stream = b.stripe_wide ? b.disk_limit_mbps : R / b.stream_transfers_per_byte;
  b.stream_limit_mbps = std::min(ss.mbps_each, one_stream);
  b.upper_bound_mbps = std::min({b.demand_mbps, k * b.stream_limit_mbps, b.disk_limit_mbps});
  b.members_crossed_per_s = membersCrossedPerS(b.stream_limit_mbps, group.segment_kib);

  // One member's share of an I/O and its positioned service time.
  const double members =
      std::clamp(std::ceil(b.units_per_io - 1e-9), 1.0, static_cast<double>(g.data_members));
  const double chunk = s / members;
  b.member_service_ms = m.serviceMs(chunk);
  const double copies = g.copies;
  if (b.stripe_wide) {
    // Every disk serves a chunk per I/O; positioned when two streams or more interleave.
    const double per_disk =
        rateMbps(chunk, ss.count >= 2 ? b.member_service_ms : units::transferMs(chunk, R));
    b.convoy_floor_mbps = std::min(
        b.demand_mbps, N * rateMbps(chunk, b.member_service_ms) / b.disk_transfers_per_byte);
    b.stripe_wide_mbps = std::min(
        {b.demand_mbps, k * b.stream_limit_mbps, N * per_disk / b.disk_transfers_per_byte});
    return b;
  }
  const double read_floor = copies * rateMbps(s, b.member_service_ms);
  const double write_floor = rateMbps(s, a_write * b.member_service_ms);
  switch (ss.direction) {
  case StreamDirection::Read: b.convoy_floor_mbps = read_floor; break;
  case StreamDirection::Write: b.convoy_floor_mbps = write_floor; break;
  case StreamDirection::Copy:
    b.convoy_floor_mbps = 1.0 / (1.0 / read_floor + 1.0 / write_floor);
    break;
  }
  b.convoy_floor_mbps = std::min(b.convoy_floor_mbps, b.upper_bound_mbps);
  return b;
}

const char* convoyRiskWord(ConvoyRisk r)
{
  switch (r) {
  case ConvoyRisk::None: return "none";
  case ConvoyRisk::Low: return "low";
  case ConvoyRisk::Medium: return "medium";
  case ConvoyRisk::High: return "high";
  }
  return "none";
}

const char* convoyReasonWord(ConvoyReason r)
{
  switch (r) {
  case ConvoyReason::NoStreams: return "no_streams";
  case ConvoyReason::Invalid: return "invalid";
  case ConvoyReason::StripeWide: return "stripe_wide";
  case ConvoyReason::SingleStream: return "single_stream";
  case ConvoyReason::SolidState: return "solid_state";
  case ConvoyReason::WithinFloor: return "within_floor";
  case ConvoyReason::Unimpeded: return "unimpeded";
  case ConvoyReason::Interleaving: return "interleaving";
  case ConvoyReason::Bunching: return "bunching";
  }
  return "invalid";
}

const char* streamFixWord(StreamFixKind k)
{
  switch (k) {
  case StreamFixKind::SmallerSegment: return "smaller_segment";
  case StreamFixKind::LargerSegment: return "larger_segment";
  case StreamFixKind::SplitGroup: return "split_group";
  case StreamFixKind::FasterDisks: return "faster_disks";
  case StreamFixKind::FewerStreams: return "fewer_streams";
  case StreamFixKind::DeeperQueue: return "deeper_queue";
  }
  return "smaller_segment";
}

namespace {

/// Disk counts of `groups` groups of the level made from `disks` disks, as equal as the level
/// allows (RAID10 by pairs, RAID50/60 by sub-groups), largest first; empty when the level
/// cannot form that many groups.
std::vector<int> splitDisks(RaidLevel level, int disks, std::optional<int> group_disks, int groups)
{
  int unit = 1, min_units = 1;
  switch (level) {
  case RaidLevel::Raid0: break;
  case RaidLevel::Raid1: return {};
  case RaidLevel::Raid10:
    unit = 2;
    min_units = 2;
    break;
  case RaidLevel::Raid5: min_units = 3; break;
  case RaidLevel::Raid6: min_units = 4; break;
  case RaidLevel::Raid50:
  case RaidLevel::Raid60:
    unit = group_disks.value_or(0);
    min_units = 2;
    break;
  }
  if (groups < 2 || unit < 1 || disks % unit != 0)
    return {};
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
  const bool meets = p.bounds.convoy_floor_mbps >= p.bounds.upper_bound_mbps;
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
};

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
  const BackingResult backing = computeBacking(s, o.backing);
  const double bg_iops = !backing.raid_groups.empty() && backing.raid_groups.front().valid
                             ? backing.raid_groups.front().load_iops
                             : 0.0;

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
      continue;
    }
    DesignGroup part;
    part.group = g;
    part.streams = streams;
    part.background_iops = bg_iops * share;
    SequentialStreams part_ss = ss;
    part_ss.count = streams;
    part.bounds = streamBounds(g, part_ss);
    if (!part.bounds.valid)
      r.problems.push_back(part.bounds.problem);
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
    r.convoy_floor_mbps += p.count * p.bounds.convoy_floor_mbps;
    if (p.streams == 0)
      continue;
    if (p.bounds.stripe_wide) {
      p.expected_mbps = p.bounds.stripe_wide_mbps;
      for (double& t : totals)
        t += p.count * p.expected_mbps;
      continue;
    }
    // Nothing to race: no positioning cost, or even the full convoy meets the demand.
    if (isSolidState(p.group.disk) || withinFloor(p)) {
      p.expected_mbps = p.bounds.upper_bound_mbps;
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
      ConvoySimResult res = simulateConvoy(p.group, w, so, scaled(progress, a, mid));
      if (rep == 0 && res.valid && res.truncated && !res.cancelled &&
          so.horizon_s > run.min_horizon_s) {
        const double h = std::max(run.min_horizon_s, 0.95 * res.simulated_s);
        so.warmup_s *= h / so.horizon_s;
        so.horizon_s = h;
        // A little slack so that placements slower than the pilot's are not cut short.
        so.max_events = std::min(run.sim.max_events, share + share / 2);
        r.events += res.events;
        res = simulateConvoy(p.group, w, so, scaled(progress, mid, z));
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
  }
  assess(r, o);
  return r;
}

RunSettings currentSettings(const StreamsOptions& o)
{
  return {o.sim, o.replications, o.event_budget, o.min_horizon_s};
}

RunSettings fixSettings(const StreamsOptions& o)
{
  RunSettings r{o.sim, o.fix_replications, o.fix_event_budget, o.min_horizon_s};
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
  out.current =
      evaluateDesign(s, {}, options, currentSettings(options), scaled(progress, 0, current_share));
  out.cancelled = out.current.cancelled;
  if (out.cancelled || !out.current.valid || out.current.risk == ConvoyRisk::None ||
      candidates.empty())
    return out;

  const RunSettings fix = fixSettings(options);
  const double step = (1.0 - current_share) / static_cast<double>(candidates.size());
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const double a = current_share + step * static_cast<double>(i);
    StreamFix f;
    f.kind = candidates[i].first;
    f.design = candidates[i].second;
    f.result = evaluateDesign(s, f.design, options, fix, scaled(progress, a, a + step));
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

std::vector<Finding> streamsFindings(const Scenario& s, const StreamsResult& r,
                                     const StreamsOptions& options)
{
  std::vector<Finding> out;
  const DesignResult& c = r.current;
  if (!r.active || c.cancelled)
    return out;
  appendProblemFindings(out, "streams_invalid", c.problems);
  if (!c.valid)
    return out;

  const SequentialStreams& ss = s.backing.sequential_streams;
  const DesignGroup* main = c.parts.empty() ? nullptr : &c.parts.front();
  Finding f;
  f.code = c.risk == ConvoyRisk::None ? "streams_no_convoy" : "streams_convoy";
  f.severity = c.risk == ConvoyRisk::High     ? Severity::Critical
               : c.risk == ConvoyRisk::Medium ? Severity::Warning
                                              : Severity::Info;
  f.labels = {{"risk", convoyRiskWord(c.risk)}, {"reason", convoyReasonWord(c.reason)}};
  f.values = {{"streams", ss.count},
              {"mbps_each", ss.mbps_each},
              {"io_kib", ss.io_kib},
              {"segment_kib", c.segment_kib},
              {"data_members", main ? main->bounds.data_members : 0},
              {"demand_mbps", c.demand_mbps},
              {"upper_bound_mbps", c.upper_bound_mbps},
              {"convoy_floor_mbps", c.convoy_floor_mbps},
              {"expected_mbps", c.expected_mbps},
              {"expected_min_mbps", c.expected_min_mbps},
              {"expected_max_mbps", c.expected_max_mbps},
              {"per_stream_mbps", c.per_stream_mbps},
              {"ratio", c.ratio}};
  if (main && main->simulated) {
    f.values["mean_occupied_members"] = main->sim.mean_occupied_members;
    f.values["random_occupied_members"] = main->bounds.random_occupied_members;
    f.values["occupancy_ratio"] = main->occupancy_ratio;
    f.values["mean_convoy_size"] = main->sim.mean_convoy_size;
    const auto& u = main->sim.disk_utilization;
    if (!u.empty())
      f.values["max_disk_utilization"] = *std::max_element(u.begin(), u.end());
    if (main->time_to_bunching_s)
      f.values["time_to_bunching_s"] = *main->time_to_bunching_s;
  }
  out.push_back(f);

  for (const StreamFix& fix : r.fixes) {
    if (fix.gain < options.min_fix_gain)
      continue;
    Finding x;
    x.severity = Severity::Info;
    x.code = "streams_fix";
    x.labels = {{"fix", streamFixWord(fix.kind)}, {"risk", convoyRiskWord(fix.result.risk)}};
    x.values = {{"current_mbps", c.expected_mbps},
                {"predicted_mbps", fix.result.expected_mbps},
                {"predicted_per_stream_mbps", fix.result.per_stream_mbps},
                {"gain", fix.gain},
                {"demand_mbps", fix.result.demand_mbps}};
    switch (fix.kind) {
    case StreamFixKind::SmallerSegment:
    case StreamFixKind::LargerSegment:
      x.values["segment_kib"] = fix.result.segment_kib;
      x.values["current_segment_kib"] = c.segment_kib;
      break;
    case StreamFixKind::SplitGroup: {
      x.values["groups"] = fix.result.groups;
      int lo = 0, hi = 0;
      for (const DesignGroup& p : fix.result.parts) {
        lo = lo == 0 ? p.group.disks : std::min(lo, p.group.disks);
        hi = std::max(hi, p.group.disks);
      }
      x.values["min_group_disks"] = lo;
      x.values["max_group_disks"] = hi;
      break;
    }
    case StreamFixKind::FasterDisks:
      x.values["disk_rpm"] = fix.result.disk.rpm;
      x.values["disk_avg_seek_ms"] = fix.result.disk.avg_seek_ms;
      x.values["current_disk_rpm"] = c.disk.rpm;
      break;
    case StreamFixKind::FewerStreams:
      x.values["streams"] = fix.result.streams;
      x.values["current_streams"] = c.streams;
      break;
    case StreamFixKind::DeeperQueue:
      x.values["outstanding_ios"] = fix.result.outstanding_ios;
      x.values["current_outstanding_ios"] = c.outstanding_ios;
      break;
    }
    out.push_back(x);
  }

  if (c.truncated) {
    Finding t;
    t.severity = Severity::Warning;
    t.code = "streams_truncated";
    t.values = {{"horizon_s", c.horizon_s}, {"events", static_cast<double>(c.events)}};
    out.push_back(t);
  }
  sortFindings(out);
  return out;
}

}  // namespace accel
