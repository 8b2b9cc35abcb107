// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/backing/backing.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

#include "model/backing/destage_capacity.h"
#include "model/common/profile.h"
#include "model/common/queueing.h"
#include "model/common/units.h"

namespace accel {

namespace {

/// Utilisation from which a disk counts as saturated (the open queue has no steady state).
constexpr double kSaturated = 1.0 - 1e-12;
/// Largest disk count the disks-needed search tries.
constexpr int kMaxDisksNeeded = 100000;

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

double harmonicNumber(int k)
{
  double h = 0;
  for (int i = 1; i <= k; ++i)
    h += 1.0 / i;
  return h;
}

/// Mean response of the slowest of k parallel requests relative to one request's response,
/// k homogeneous queues at utilisation rho: Nelson & Tantawi (IEEE Trans. Computers 37(6),
/// 1988), R_k / R_1 = [H_k/H_2 + (4/11)(1 - H_k/H_2) rho] (12 - rho)/8 for k >= 2.
double forkJoinFactor(int k, double rho)
{
  if (k <= 0)
    return 0.0;
  if (k == 1)
    return 1.0;
  const double hk = harmonicNumber(k) / harmonicNumber(2);
  return (hk + 4.0 / 11.0 * (1.0 - hk) * rho) * (12.0 - rho) / 8.0;
}

/// Per-disk demand (ms per array I/O) of a read/write mix.
std::vector<double> mixDemand(const IoCost& rd, const IoCost& wr, double read_fraction)
{
  std::vector<double> d(rd.disk_busy_ms.size(), 0.0);
  for (std::size_t i = 0; i < d.size(); ++i)
    d[i] = read_fraction * rd.disk_busy_ms[i] + (1.0 - read_fraction) * wr.disk_busy_ms[i];
  return d;
}

double maxOf(const std::vector<double>& v)
{
  return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
}

double meanOf(const std::vector<double>& v)
{
  return v.empty() ? 0.0 : std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

/// Capacity (I/Os per second) when the busiest disk's demand per I/O is `max_ms`.
double capacityIops(double max_ms)
{
  return max_ms > 0 ? units::perSecondFromMs(max_ms) : 0.0;
}

/// Queueing state of every disk of a group under a read/write mix at `iops`.
struct DiskQueues {
  std::vector<double> rho;    ///< utilisation
  std::vector<double> wq_ms;  ///< mean wait (M/G/1, Pollaczek-Khinchine), 0 when rho >= 1
  bool saturated = false;
  int slots = 1;  ///< commands each member serves at once
};

/// `slots` > 1 (a solid-state member serving that many commands at once, at the whole drive's
/// rate together): the M/G/1 wait of the drive as one server scaled by Erlang C over rho, the
/// ratio of M/M/c to M/M/1 waiting at the same utilisation (Lee & Longton's approximation,
/// Operational Research Quarterly 10, 1959; equal to M/G/1 for one slot).
DiskQueues diskQueues(const IoCost& rd, const IoCost& wr, double read_fraction, double iops,
                      int slots = 1)
{
  DiskQueues q;
  q.slots = slots;
  const std::size_t n = rd.disk_busy_ms.size();
  q.rho.assign(n, 0.0);
  q.wq_ms.assign(n, 0.0);
  const double per_ms = iops / units::kMsPerS;
  const double r = read_fraction;
  for (std::size_t d = 0; d < n; ++d) {
    q.rho[d] = per_ms * (r * rd.disk_busy_ms[d] + (1.0 - r) * wr.disk_busy_ms[d]);
    const double sq = per_ms * (r * rd.disk_sq_ms2[d] + (1.0 - r) * wr.disk_sq_ms2[d]);
    if (q.rho[d] >= kSaturated)
      q.saturated = true;
    else
      q.wq_ms[d] = sq / (2.0 * (1.0 - q.rho[d]));
    if (slots > 1 && q.rho[d] > 0 && q.rho[d] < kSaturated)
      q.wq_ms[d] *= erlangC(slots, slots * q.rho[d]) / q.rho[d];
  }
  return q;
}

/// Mean latency (ms) of one I/O of a class: each phase waits for its slowest member I/O.
double classLatencyMs(const IoCost& c, const DiskQueues& q)
{
  double ios = 0, wq = 0, rho = 0;
  for (std::size_t d = 0; d < c.disk_ios.size(); ++d) {
    ios += c.disk_ios[d];
    wq += c.disk_ios[d] * q.wq_ms[d];
    rho += c.disk_ios[d] * q.rho[d];
  }
  if (ios > 0) {
    wq /= ios;
    rho /= ios;
  }
  // Nelson & Tantawi's factor falls with rho because their M/M/1 queues' waits rise faster;
  // multi-command (solid-state) members wait far less, so their factor stays at its idle
  // value (an upper estimate of the slowest of k, and a latency that never falls with load).
  if (q.slots > 1)
    rho = 0;
  const auto phase = [rho](const std::vector<double>& dist, double r1) {
    double t = 0;
    for (std::size_t k = 0; k < dist.size(); ++k)
      t += dist[k] * forkJoinFactor(static_cast<int>(k), rho) * r1;
    return t;
  };
  return phase(c.phase1_ios, c.phase1_service_ms + wq) +
         phase(c.phase2_ios, c.phase2_service_ms + wq);
}

/// Busiest disk's utilisation for `iops` of the mix on `disks` disks of `level`.
double busiestUtilization(RaidGroup group, RaidLevel level, int disks, const DiskModel& m,
                          const RandomLoad& load, double iops, double grain_kib)
{
  group.level = level;
  group.disks = disks;
  const RaidGeometry g = raidGeometry(group);
  if (!g.valid)
    return -1.0;
  const IoCost rd = ioCost(g, m, IoKind::Read, load.io_kib, grain_kib);
  const IoCost wr = ioCost(g, m, IoKind::Write, load.io_kib, grain_kib);
  return iops / units::kMsPerS * maxOf(mixDemand(rd, wr, load.read_fraction));
}

/// Distance between neighbouring valid disk counts of `level` (validDiskCount's rounding).
int diskCountStep(RaidLevel level, std::optional<int> group_disks)
{
  switch (level) {
  case RaidLevel::Raid1:
  case RaidLevel::Raid10: return 2;
  case RaidLevel::Raid50:
  case RaidLevel::Raid60: return std::max(1, group_disks.value_or(1));
  default: return 1;
  }
}

/// Smallest disk count of `level` whose busiest disk stays at or below `limit` under `iops`
/// of the mix: a fixed-point estimate (utilisation falls about as 1/n), then galloping from it
/// (1, 2, 4, ... valid counts) to a count on the other side of the limit and bisecting between
/// the two. Each probe maps the I/Os on a whole group (ioCost), so the search takes
/// O(log distance) probes instead of one per disk.
std::optional<int> disksNeeded(const RaidGroup& group, RaidLevel level, const DiskModel& m,
                               const RandomLoad& load, double iops, double limit, double grain_kib)
{
  if (!(iops > 0) || !(limit > 0))
    return std::nullopt;
  const std::optional<int> gd = group.group_disks;
  int n = validDiskCount(level, group.disks, gd);
  if (n <= 0)
    return std::nullopt;
  const auto busiest = [&](int disks) {
    return busiestUtilization(group, level, disks, m, load, iops, grain_kib);
  };
  const auto fits = [limit](double u) { return u >= 0 && u <= limit; };
  double u = busiest(n);
  for (int iter = 0; iter < 8 && u >= 0; ++iter) {
    const double want = std::ceil(n * u / limit);
    const int next =
        validDiskCount(level, static_cast<int>(std::min<double>(want, kMaxDisksNeeded)), gd);
    if (next == n)
      break;
    n = next;
    u = busiest(n);
  }
  if (u < 0)
    return std::nullopt;
  const int stride = diskCountStep(level, gd);
  const int smallest = validDiskCount(level, 1, gd);
  // A count that fits and one that does not (0: none known), found by galloping from n.
  int fit = 0, miss = 0;
  if (fits(u)) {
    fit = n;
    for (int k = 1; fit > smallest; k *= 2) {
      const int c = std::max(smallest, validDiskCount(level, fit - k * stride, gd));
      if (c >= fit)
        break;
      if (!fits(busiest(c))) {
        miss = c;
        break;
      }
      fit = c;
    }
  } else {
    miss = n;
    for (int k = 1; miss < kMaxDisksNeeded; k *= 2) {
      const int c = validDiskCount(level, std::min(kMaxDisksNeeded, miss + k * stride), gd);
      if (c <= miss)
        break;
      if (fits(busiest(c))) {
        fit = c;
        break;
      }
      miss = c;
    }
    if (fit == 0)
      return std::nullopt;
  }
  // Bisection between the two: the smallest valid count above `miss` that fits.
  while (miss > 0 && fit - miss > stride) {
    const int mid = validDiskCount(level, miss + (fit - miss) / 2, gd);
    if (mid <= miss || mid >= fit)
      break;
    if (fits(busiest(mid)))
      fit = mid;
    else
      miss = mid;
  }
  return fit;
}

RandomLoad sanitisedLoad(const RandomLoad& in, bool& ok)
{
  ok = std::isfinite(in.iops) && in.iops >= 0 && std::isfinite(in.read_fraction) &&
       in.read_fraction >= 0 && in.read_fraction <= 1 && finitePositive(in.io_kib);
  if (ok)
    return in;
  RandomLoad out;
  out.iops = 0;
  out.read_fraction =
      std::isfinite(in.read_fraction) ? std::clamp(in.read_fraction, 0.0, 1.0) : out.read_fraction;
  out.io_kib = finitePositive(in.io_kib) ? in.io_kib : out.io_kib;
  return out;
}

/// One valid group's geometry, disk and the costs of the random load's reads and writes.
struct GroupWork {
  RaidGeometry g;
  DiskModel m;
  IoCost rd;
  IoCost wr;
};

/// Everything about one group that does not depend on the other groups.
RaidGroupResult evaluateGroup(const RaidGroup& rg, const GroupWork& w, const RandomLoad& load)
{
  RaidGroupResult r;
  r.level = rg.level;
  r.disks = rg.disks;
  r.valid = true;
  r.data_members = w.g.data_members;
  r.subgroups = w.g.subgroups;
  r.write_penalty = smallWritePenalty(w.g);
  r.usable_capacity_gb = w.g.data_members * rg.disk.capacity_gb * w.m.used_fraction;

  r.disk_service_ms = randomServiceMs(w.m, load.io_kib);
  r.disk_random_iops = randomIops(w.m, load.io_kib);
  if (w.m.solid_state) {
    // The random load's mix on one drive: idle command time and the demand's ceiling.
    const double b = units::kibToBytes(load.io_kib);
    const double rf = load.read_fraction;
    r.disk_service_ms =
        rf * w.m.commandMs(b, IoKind::Read) + (1.0 - rf) * w.m.commandMs(b, IoKind::Write);
    r.disk_random_iops = capacityIops(rf * w.m.demandMs(b, IoKind::Read) +
                                      (1.0 - rf) * w.m.demandMs(b, IoKind::Write));
  }
  r.disk_mean_seek_ms = w.m.mean_seek_ms;
  r.disk_sequential_mbps = w.m.sequential_mbps;

  r.units_touched = w.rd.units_touched;
  r.split_share = w.rd.split_share;
  r.split_share_aligned = w.rd.split_share_aligned;
  r.read_member_ios = w.rd.member_ios;
  r.write_member_ios = w.wr.member_ios;
  const std::vector<double> demand = mixDemand(w.rd, w.wr, load.read_fraction);
  r.max_disk_ms_per_io = maxOf(demand);
  r.random_iops = capacityIops(r.max_disk_ms_per_io);
  r.random_read_iops = capacityIops(maxOf(w.rd.disk_busy_ms));
  r.random_write_iops = capacityIops(maxOf(w.wr.disk_busy_ms));
  r.harmonic_iops = harmonicIops(rg.disks, r.disk_random_iops, load.read_fraction, r.write_penalty);
  r.sequential_write_mbps = w.g.data_members * w.m.sequential_mbps;

  const double mean_demand = meanOf(demand);
  r.hotspot_index = mean_demand > 0 ? maxOf(demand) / mean_demand : 1.0;
  r.busiest_disk =
      static_cast<int>(std::max_element(demand.begin(), demand.end()) - demand.begin());

  const DiskQueues idle = diskQueues(w.rd, w.wr, load.read_fraction, 0.0, w.m.parallelism);
  r.idle_read_latency_ms = classLatencyMs(w.rd, idle);
  r.idle_write_latency_ms = classLatencyMs(w.wr, idle);
  return r;
}

/// Applies the group's share of the random load: utilisation, latency, disks needed, and
/// the destage capacity left beside it.
void loadGroup(RaidGroupResult& r, const RaidGroup& rg, const GroupWork& w, const RandomLoad& load,
               const std::vector<DestageIo>& mix, const detail::DestagePlan& plan,
               const BackingOptions& opt)
{
  r.load_iops = load.iops * r.load_share;
  const DiskQueues q = diskQueues(w.rd, w.wr, load.read_fraction, r.load_iops, w.m.parallelism);
  r.disk_utilization = q.rho;
  r.max_utilization = maxOf(q.rho);
  r.mean_utilization = meanOf(q.rho);
  r.saturated = q.saturated;
  if (!q.saturated) {
    r.read_latency_ms = classLatencyMs(w.rd, q);
    r.write_latency_ms = classLatencyMs(w.wr, q);
  }
  if (r.load_iops > 0 && opt.disks_needed) {
    const double lim = opt.disk_utilization_limit;
    r.disks_needed = disksNeeded(rg, rg.level, w.m, load, r.load_iops, lim, opt.io_grain_kib);
    if (w.g.hasParity() && load.read_fraction < 1.0)
      r.raid10_disks_needed =
          disksNeeded(rg, RaidLevel::Raid10, w.m, load, r.load_iops, lim, opt.io_grain_kib);
  }
  const detail::GroupDestage d =
      detail::groupDestage(w.g, w.m, r.sequential_write_mbps, mix, plan, r.load_share, q.rho);
  r.destage_write_mbps = d.pattern_mbps;
  r.destage_write_mbps_available = d.pattern_mbps_available;
  r.destage_floor_mbps_available = d.floor_mbps_available;
  r.full_stripe_write_mbps_available = d.full_stripe_mbps_available;
  r.destage_queue_per_disk = d.queue_per_disk;
  r.destage_positioning_ms = d.positioning_ms;
  r.disk_positioning_ms = w.m.positioning_ms;
  r.destage_merged_io_kib = d.merged_io_kib;
}

/// The first valid group's write latency for a write of any size, ms, under the load the
/// group carries (idle when that saturates it), as classLatencyMs gives the random load's. The
/// sizes the scenario's write-through groups write are computed once, here; any other size
/// (the latency tab's size sweep) when asked.
std::function<double(double)> writeLatencyAtUs(const Scenario& s, const GroupWork& w,
                                               const RaidGroupResult& r, const RandomLoad& load,
                                               double grain_kib)
{
  struct Disks {
    RaidGeometry g;
    DiskModel m;
    DiskQueues q;
    double grain_kib = 4;
    std::vector<std::pair<double, double>> known;  ///< (KiB, us), sorted by KiB

    double at(double kib) const
    {
      if (!finitePositive(kib))
        return 0.0;
      const auto k = std::lower_bound(known.begin(), known.end(), std::make_pair(kib, 0.0));
      if (k != known.end() && k->first == kib)
        return k->second;
      const IoCost c = ioCost(g, m, IoKind::Write, kib, grain_kib);
      const double us = c.valid ? classLatencyMs(c, q) * units::kUsPerMs : 0.0;
      return std::isfinite(us) ? us : 0.0;
    }
  };
  auto d = std::make_shared<Disks>();
  d->g = w.g;
  d->m = w.m;
  d->q =
      diskQueues(w.rd, w.wr, load.read_fraction, r.saturated ? 0.0 : r.load_iops, w.m.parallelism);
  d->grain_kib = grain_kib;
  // The write-through groups' sizes, as their write mix lists them.
  std::vector<double> sizes;
  for (const DestageIo& io : detail::writeThroughMix(s, {}, nullptr))
    sizes.push_back(io.io_kib);
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  for (double kib : sizes)
    if (finitePositive(kib))
      d->known.emplace_back(kib, d->at(kib));
  return [d = std::shared_ptr<const Disks>(std::move(d))](double kib) { return d->at(kib); };
}

}  // namespace

double writeThroughBesideMbps(const Scenario& s, const std::vector<std::optional<double>>& reached)
{
  bool any_wb = false;
  for (const VmGroup& g : s.vm_groups)
    any_wb = any_wb || (g.write_policy.isWriteBack() && groupMeanWriteMbps(g, s.hosts) > 0);
  if (!any_wb)
    return 0.0;
  double total = 0;
  detail::writeThroughMix(s, reached, &total);
  return total;
}

bool arrayWritesMove(const Scenario& s, const std::vector<std::optional<double>>& a,
                     const std::vector<std::optional<double>>& b)
{
  if (!sameWriteMix(arrayWriteMix(s, a), arrayWriteMix(s, b)))
    return true;
  const double x = writeThroughBesideMbps(s, a);
  const double y = writeThroughBesideMbps(s, b);
  return std::abs(x - y) > 1e-9 * std::max({std::abs(x), std::abs(y), 1e-300});
}

namespace {

/// What the disks give the destager of a capacity `disks` once the write-through VMs beside
/// have taken their share.
double disksLeft(const BackingResult& r, double disks)
{
  return (1.0 - r.write_through_disk_share) * disks;
}

/// The fabric's write capacity left to the destager by the background and those VMs.
double fabricLeft(const BackingResult& r)
{
  return std::max(0.0, r.fabric_write_mbps_available - r.write_through_beside_mbps);
}

}  // namespace

void decideDestageCapacity(BackingResult& r)
{
  if (r.bound_by != DestageBound::Measured) {
    const double disks = disksLeft(r, r.disk_write_mbps_available);
    const double fabric = fabricLeft(r);
    if (r.fabric.valid && fabric < disks) {
      r.write_mbps_capacity = fabric;
      r.bound_by = DestageBound::Fabric;
    } else {
      r.write_mbps_capacity = disks;
      r.bound_by = DestageBound::Disks;
    }
  }
  r.host_write_mbps_capacity = r.fabric.valid
                                   ? std::min(r.fabric.host_write_mbps, r.write_mbps_capacity)
                                   : r.write_mbps_capacity;
}

std::vector<DestageIo> arrayWriteMix(const Scenario& s,
                                     const std::vector<std::optional<double>>& reached)
{
  return detail::destageMix(s, reached);
}

bool sameWriteMix(const std::vector<DestageIo>& a, const std::vector<DestageIo>& b, double rel)
{
  if (a.size() != b.size())
    return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].io_kib != b[i].io_kib ||
        std::abs(a[i].byte_share - b[i].byte_share) > rel * std::max(a[i].byte_share, 1e-300))
      return false;
  return true;
}

std::function<double(double)> datastoreWriteLatencyAt(const BackingResult& r)
{
  if (r.write_cache_keeps_up || !r.disk_write_latency_at_us)
    return {};
  return [front = r.front_end_latency_us, disks = r.disk_write_latency_at_us](double io_kib) {
    return front + disks(io_kib);
  };
}

const char* destageBoundWord(DestageBound b)
{
  switch (b) {
  case DestageBound::Disks: return "disks";
  case DestageBound::Fabric: return "fabric";
  case DestageBound::Measured: return "measured";
  }
  return "disks";
}

const char* destageCeilingWord(DestageCeiling b)
{
  return b == DestageCeiling::Fabric ? "fabric" : "full_stripe";
}

const char* destagePatternWord(DestagePattern p)
{
  switch (p) {
  case DestagePattern::Random: return "random";
  case DestagePattern::Sorted: return "sorted";
  case DestagePattern::Coalesced: return "coalesced";
  case DestagePattern::Log: return "log";
  }
  return "sorted";
}

const char* diskSchedulingWord(DiskScheduling s)
{
  return s == DiskScheduling::Sptf ? "sptf" : "elevator";
}

/// An all-flash backing's capacities in the places the RAID groups' go (docs/models/flasharray.md):
/// the random load's capacity, the destage capacity at the destage mix's sizes on the idle
/// array and beside the random load (utilisation law: what the load leaves), the write
/// bandwidth ceiling as the ceiling, the same figure as the floor (no positioning: the order
/// of the writes does not matter to flash).
void applyAllFlash(const AllFlashArray& a, const RandomLoad& load, BackingResult& out)
{
  AllFlashResult f;
  f.array = flashArrayModel(a);
  if (!f.array.valid) {
    out.problems.push_back(f.array.problem);
    out.all_flash = f;
    return;
  }
  f.random_mix = flashArrayMix(f.array, load.read_fraction, load.io_kib);
  f.random_load = flashArrayOpen(f.array, f.random_mix, load.iops);
  f.destage_mix = flashArrayMix(f.array, 0.0, out.destage_io_kib);
  double ms_per_mb = 0, share = 0;
  for (const DestageIo& d : out.destage_mix) {
    ms_per_mb += d.byte_share * flashArrayWriteMsPerMb(f.array, d.io_kib);
    share += d.byte_share;
  }
  f.destage_ms_per_mb = share > 0 ? ms_per_mb / share : 0.0;
  f.destage_mbps = f.destage_ms_per_mb > 0 ? units::kMsPerS / f.destage_ms_per_mb : 0.0;
  const double free = std::max(0.0, 1.0 - f.random_load.utilization);
  f.destage_mbps_available = free * f.destage_mbps;
  f.write_bandwidth_available_mbps = free * f.array.write_mbps;
  f.write_latency_us =
      f.random_load.write_latency_ms.value_or(f.array.idleLatencyMs(load.io_kib, false)) *
      units::kUsPerMs;
  out.random_iops = f.random_mix.iops;
  out.disk_write_mbps = f.destage_mbps;
  out.disk_write_mbps_available = f.destage_mbps_available;
  out.disk_write_mbps_floor = f.destage_mbps_available;
  out.full_stripe_write_mbps = f.array.write_mbps;
  out.full_stripe_write_mbps_available = f.write_bandwidth_available_mbps;
  out.all_flash = f;
}

BackingResult computeBacking(const Scenario& s, const BackingOptions& options)
{
  BackingResult out;
  out.options = options;
  const Backing& b = s.backing;
  bool load_ok = true;
  const RandomLoad load = sanitisedLoad(b.random_load, load_ok);
  if (!load_ok)
    out.problems.push_back("random_load");
  out.kind = b.kind;
  const bool flash = b.kind == BackingKind::AllFlash;
  // Another kind keeps the scenario's RAID groups but does not use them (a hyperconverged
  // backing's capacities are put in their places by model/hyperconverged).
  const bool groups_used = b.kind == BackingKind::RaidGroups;
  const std::vector<RaidGroup> no_groups;
  const std::vector<RaidGroup>& groups = groups_used ? b.raid_groups : no_groups;
  if (groups_used && groups.empty())
    out.problems.push_back("no_raid_groups");

  out.destage_mix = detail::destageMix(s, options.reached_write_mbps);
  if (out.destage_mix.empty())
    out.destage_mix.push_back({load.io_kib, 1.0});
  double ios = 0, kib = 0;
  for (const DestageIo& d : out.destage_mix) {
    ios += d.byte_share / d.io_kib;
    kib += d.byte_share;
  }
  out.destage_io_kib = ios > 0 ? kib / ios : load.io_kib;
  out.destaging_hosts = detail::destagingHosts(s);
  const detail::DestagePlan plan = detail::destagePlan(s, out.destaging_hosts, options);
  out.destage_pattern = plan.pattern;
  out.disk_scheduling = plan.scheduling;
  out.destage_outstanding_writes = plan.outstanding_writes;

  // Groups on their own.
  std::vector<GroupWork> work(groups.size());
  double usable = 0;
  for (std::size_t i = 0; i < groups.size(); ++i) {
    const RaidGroup& rg = groups[i];
    GroupWork& w = work[i];
    w.g = raidGeometry(rg);
    w.m = diskModel(rg.disk, rg.used_fraction);
    RaidGroupResult r;
    if (!w.g.valid || !w.m.valid) {
      r.level = rg.level;
      r.disks = rg.disks;
      r.problem = !w.g.valid ? w.g.problem : w.m.problem;
      out.problems.push_back("raid_group_" + std::to_string(i) + ":" + r.problem);
    } else {
      w.rd = ioCost(w.g, w.m, IoKind::Read, load.io_kib, options.io_grain_kib);
      w.wr = ioCost(w.g, w.m, IoKind::Write, load.io_kib, options.io_grain_kib);
      r = evaluateGroup(rg, w, load);
      usable += r.usable_capacity_gb;
    }
    out.raid_groups.push_back(r);
  }

  // Shares, loads and the array's capacities.
  double random_iops = -1, disk_write = -1, disk_avail = -1, full_stripe = -1;
  double floor_avail = -1, full_stripe_avail = -1;
  const auto lower = [](double& acc, double v) { acc = acc < 0 ? v : std::min(acc, v); };
  for (std::size_t i = 0; i < out.raid_groups.size(); ++i) {
    RaidGroupResult& r = out.raid_groups[i];
    if (!r.valid || !(usable > 0))
      continue;
    r.load_share = r.usable_capacity_gb / usable;
    loadGroup(r, groups[i], work[i], load, out.destage_mix, plan, options);
    if (r.load_share > 0) {
      lower(random_iops, r.random_iops / r.load_share);
      lower(disk_write, r.destage_write_mbps / r.load_share);
      lower(disk_avail, r.destage_write_mbps_available / r.load_share);
      lower(full_stripe, r.sequential_write_mbps / r.load_share);
      lower(floor_avail, r.destage_floor_mbps_available / r.load_share);
      lower(full_stripe_avail, r.full_stripe_write_mbps_available / r.load_share);
    }
  }
  if (!flash)
    for (std::size_t i = 0; i < out.raid_groups.size(); ++i)
      if (out.raid_groups[i].valid) {
        out.disk_write_latency_at_us =
            writeLatencyAtUs(s, work[i], out.raid_groups[i], load, options.io_grain_kib);
        break;
      }
  out.random_iops = std::max(random_iops, 0.0);
  out.disk_write_mbps = std::max(disk_write, 0.0);
  out.disk_write_mbps_available = std::max(disk_avail, 0.0);
  out.full_stripe_write_mbps = std::max(full_stripe, 0.0);
  out.disk_write_mbps_floor = std::max(floor_avail, 0.0);
  out.full_stripe_write_mbps_available = std::max(full_stripe_avail, 0.0);

  if (flash)
    applyAllFlash(b.all_flash, load, out);

  // Write-through VMs beside write-back VMs take the disks first (they wait for them): the
  // share of the time the background leaves that their writes need at their own sizes, by
  // the utilisation law on the group that bounds them, under the destage pattern (as the
  // array's writes are costed without write-back VMs: it queues and reorders them alike).
  double wt_mbps = 0;
  const std::vector<DestageIo> wt_mix =
      detail::writeThroughMix(s, options.reached_write_mbps, &wt_mbps);
  if (!flash && writeThroughBesideMbps(s, options.reached_write_mbps) > 0 && !wt_mix.empty()) {
    double wt_capacity = -1;
    for (std::size_t i = 0; i < out.raid_groups.size(); ++i) {
      const RaidGroupResult& r = out.raid_groups[i];
      if (!r.valid || !(r.load_share > 0))
        continue;
      const detail::GroupDestage d =
          detail::groupDestage(work[i].g, work[i].m, r.sequential_write_mbps, wt_mix, plan,
                               r.load_share, r.disk_utilization);
      lower(wt_capacity, d.pattern_mbps_available / r.load_share);
    }
    if (wt_capacity >= 0) {
      out.write_through_beside_mbps = wt_mbps;
      out.write_through_disk_share = wt_capacity > 0 ? std::min(1.0, wt_mbps / wt_capacity) : 1.0;
    }
  }

  // The storage network.
  out.fabric = storageFabric(b.storage_network, out.destage_io_kib);
  if (!out.fabric.valid)
    out.problems.push_back(out.fabric.problem);
  out.fabric_write_mbps = out.destaging_hosts * out.fabric.host_write_mbps;
  out.background_write_mbps = load.iops * (1.0 - load.read_fraction) * units::kibToMB(load.io_kib);
  out.fabric_write_mbps_available =
      std::max(0.0, out.fabric_write_mbps - out.background_write_mbps);

  if (b.destage_mbps && finitePositive(*b.destage_mbps)) {
    out.bound_by = DestageBound::Measured;
    out.write_mbps_capacity = *b.destage_mbps;
    out.write_through_beside_mbps = 0;  // measured with whatever ran beside it
    out.write_through_disk_share = 0;
  }
  decideDestageCapacity(out);
  const bool fabric_known = out.fabric.valid;
  const double fabric_left = fabricLeft(out);
  const double ceiling_disks = disksLeft(out, out.full_stripe_write_mbps_available);
  const auto withinFabric = [fabric_left, fabric_known](double disks) {
    return fabric_known ? std::min(disks, fabric_left) : disks;
  };
  out.destage_floor_mbps = withinFabric(disksLeft(out, out.disk_write_mbps_floor));
  out.destage_ceiling_mbps = withinFabric(ceiling_disks);
  out.ceiling_bound_by = fabric_known && fabric_left < ceiling_disks ? DestageCeiling::Fabric
                                                                     : DestageCeiling::FullStripe;
  detail::applyWriteCache(s, out);
  out.valid = out.problems.empty();
  return out;
}

std::vector<LevelIopsSeries> iopsVsReadFraction(const RaidGroup& group, double io_kib, int points,
                                                const BackingOptions& options)
{
  std::vector<LevelIopsSeries> out;
  const DiskModel m = diskModel(group.disk, group.used_fraction);
  if (!m.valid || !finitePositive(io_kib))
    return out;
  points = std::max(points, 2);
  std::vector<RaidLevel> levels = {RaidLevel::Raid0, RaidLevel::Raid10, RaidLevel::Raid5,
                                   RaidLevel::Raid6};
  if (group.group_disks)
    levels.insert(levels.end(), {RaidLevel::Raid50, RaidLevel::Raid60});
  for (RaidLevel level : levels) {
    RaidGroup trial = group;
    trial.level = level;
    // The configured count if the level can use it, else the nearest valid count below it,
    // else the smallest valid count.
    int n = validDiskCount(level, group.disks, group.group_disks);
    for (int below = group.disks; below >= 1 && n != group.disks; --below)
      if (validDiskCount(level, below, group.group_disks) == below) {
        n = below;
        break;
      }
    trial.disks = n;
    const RaidGeometry g = raidGeometry(trial);
    if (!g.valid)
      continue;
    const IoCost rd = ioCost(g, m, IoKind::Read, io_kib, options.io_grain_kib);
    const IoCost wr = ioCost(g, m, IoKind::Write, io_kib, options.io_grain_kib);
    LevelIopsSeries series;
    series.level = level;
    series.disks = n;
    for (int i = 0; i < points; ++i) {
      const double r = static_cast<double>(i) / (points - 1);
      series.read_fraction.push_back(r);
      series.iops.push_back(capacityIops(maxOf(mixDemand(rd, wr, r))));
    }
    out.push_back(std::move(series));
  }
  return out;
}

BackingUtilization backingUtilization(const BackingResult& r, double write_mbps)
{
  BackingUtilization u;
  const double w = std::isfinite(write_mbps) ? std::max(write_mbps, 0.0) : 0.0;
  if (r.bound_by == DestageBound::Measured) {
    u.measured = true;
    if (r.write_mbps_capacity > 0)
      u.utilization = w / r.write_mbps_capacity;
    else if (w == 0)
      u.utilization = 0.0;
    return u;
  }
  if (!r.resources.empty()) {
    // Another kind's resources (a hyperconverged backing): each its background plus the
    // writes times its demand per MB/s (utilisation law).
    for (const BackingResource& res : r.resources)
      (res.network ? u.fabric : u.disks) =
          std::max(res.network ? u.fabric : u.disks, res.background + w * res.per_write_mbps);
    if (std::isfinite(u.disks) && std::isfinite(u.fabric))
      u.utilization = std::max(u.disks, u.fabric);
    return u;
  }
  double background = 0;
  for (const RaidGroupResult& g : r.raid_groups)
    background = std::max(background, g.max_utilization);
  bool bounded = true;
  if (r.disk_write_mbps > 0) {
    background = std::max(background, 1.0 - r.disk_write_mbps_available / r.disk_write_mbps);
    u.disks = background + w / r.disk_write_mbps;
  } else {
    u.disks = background;
    bounded = w == 0;
  }
  if (r.fabric.valid && r.fabric_write_mbps > 0)
    u.fabric = (r.background_write_mbps + w) / r.fabric_write_mbps;
  if (bounded && std::isfinite(u.disks) && std::isfinite(u.fabric))
    u.utilization = std::max(u.disks, u.fabric);
  return u;
}

}  // namespace accel
