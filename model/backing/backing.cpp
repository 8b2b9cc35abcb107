#include "model/backing/backing.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/common/profile.h"
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
};

DiskQueues diskQueues(const IoCost& rd, const IoCost& wr, double read_fraction, double iops)
{
  DiskQueues q;
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

/// Smallest disk count of `level` (from a fixed-point estimate, then stepping up) whose
/// busiest disk stays at or below `limit` under `iops` of the mix.
std::optional<int> disksNeeded(const RaidGroup& group, RaidLevel level, const DiskModel& m,
                               const RandomLoad& load, double iops, double limit, double grain_kib)
{
  if (!(iops > 0) || !(limit > 0))
    return std::nullopt;
  const std::optional<int> gd = group.group_disks;
  int n = validDiskCount(level, group.disks, gd);
  if (n <= 0)
    return std::nullopt;
  double u = busiestUtilization(group, level, n, m, load, iops, grain_kib);
  for (int iter = 0; iter < 8 && u >= 0; ++iter) {
    const double want = std::ceil(n * u / limit);
    const int next =
        validDiskCount(level, static_cast<int>(std::min<double>(want, kMaxDisksNeeded)), gd);
    if (next == n)
      break;
    n = next;
    u = busiestUtilization(group, level, n, m, load, iops, grain_kib);
  }
  // Step down while a smaller count still fits, then up until one does.
  for (int step = 0; step < 64 && u >= 0; ++step) {
    const int smaller = validDiskCount(level, n - 1, gd);
    if (smaller >= n)
      break;
    const double us = busiestUtilization(group, level, smaller, m, load, iops, grain_kib);
    if (us < 0 || us > limit)
      break;
    n = smaller;
    u = us;
  }
  for (int step = 0; step < 64 && u > limit && n < kMaxDisksNeeded; ++step) {
    n = validDiskCount(level, n + 1, gd);
    u = busiestUtilization(group, level, n, m, load, iops, grain_kib);
  }
  if (u < 0 || u > limit)
    return std::nullopt;
  return n;
}

/// The write-back groups' writes as (size, share of bytes), from each group's mean write rate.
std::vector<DestageIo> destageMix(const Scenario& s)
{
  std::vector<DestageIo> mix;
  double total = 0;
  for (const VmGroup& g : s.vm_groups) {
    if (!g.write_policy.isWriteBack())
      continue;
    const double mbps =
        profileMeanMbps(g.write) * std::max(0, g.vms_per_host) * hostsRunning(g, s.hosts);
    if (!finitePositive(mbps))
      continue;
    if (g.write_io_histogram.empty()) {
      if (finitePositive(g.write_io_kib))
        mix.push_back({g.write_io_kib, mbps});
      total += mbps;
      continue;
    }
    // Histogram fractions are of I/Os; bytes follow fraction x size.
    double bytes = 0;
    for (const IoSizeBin& b : g.write_io_histogram)
      if (finitePositive(b.size_kib) && finitePositive(b.fraction))
        bytes += b.fraction * b.size_kib;
    if (!(bytes > 0))
      continue;
    for (const IoSizeBin& b : g.write_io_histogram)
      if (finitePositive(b.size_kib) && finitePositive(b.fraction))
        mix.push_back({b.size_kib, mbps * b.fraction * b.size_kib / bytes});
    total += mbps;
  }
  if (total > 0)
    for (DestageIo& d : mix)
      d.byte_share /= total;
  return mix;
}

int destagingHosts(const Scenario& s)
{
  int hosts = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write_policy.isWriteBack() && g.vms_per_host > 0)
      hosts = std::max(hosts, hostsRunning(g, s.hosts));
  return hosts > 0 ? hosts : std::max(1, s.hosts);
}

/// Busy ms per destaged MB on every disk of a group under the destage pattern.
std::vector<double> destageDemandPerMB(const RaidGeometry& g, const DiskModel& m,
                                       const std::vector<DestageIo>& mix, double sequential_mbps,
                                       double sequential_fraction, double grain_kib)
{
  std::vector<double> demand(static_cast<std::size_t>(g.disks), 0.0);
  double mb_per_io = 0;
  for (const DestageIo& d : mix) {
    const double ios = d.byte_share / d.io_kib;  // I/O share, up to a common factor
    const IoCost c = ioCost(g, m, IoKind::Write, d.io_kib, grain_kib);
    for (std::size_t i = 0; i < demand.size() && i < c.disk_busy_ms.size(); ++i)
      demand[i] += ios * c.disk_busy_ms[i];
    mb_per_io += ios * units::kibToMB(d.io_kib);
  }
  const double f = std::clamp(sequential_fraction, 0.0, 1.0);
  // Full-stripe writes keep every disk busy for 1 s per sequential_mbps MB.
  const double seq_ms_per_mb = sequential_mbps > 0 ? units::kMsPerS / sequential_mbps : 0.0;
  for (double& d : demand)
    d = (1.0 - f) * (mb_per_io > 0 ? d / mb_per_io : 0.0) + f * seq_ms_per_mb;
  return demand;
}

/// Write MB/s the disks take when the busiest one (after `rho` of other work) saturates.
double destageCapacityMBps(const std::vector<double>& ms_per_mb, const std::vector<double>& rho)
{
  double cap = -1;
  for (std::size_t d = 0; d < ms_per_mb.size(); ++d) {
    if (!(ms_per_mb[d] > 0))
      continue;
    const double free = std::max(0.0, 1.0 - (d < rho.size() ? rho[d] : 0.0));
    const double c = free * units::kMsPerS / ms_per_mb[d];
    cap = cap < 0 ? c : std::min(cap, c);
  }
  return std::max(cap, 0.0);
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

  const DiskQueues idle = diskQueues(w.rd, w.wr, load.read_fraction, 0.0);
  r.idle_read_latency_ms = classLatencyMs(w.rd, idle);
  r.idle_write_latency_ms = classLatencyMs(w.wr, idle);
  return r;
}

/// Applies the group's share of the random load: utilisation, latency, disks needed, and
/// the destage capacity left beside it.
void loadGroup(RaidGroupResult& r, const RaidGroup& rg, const GroupWork& w, const RandomLoad& load,
               const std::vector<DestageIo>& mix, double sequential_fraction,
               const BackingOptions& opt)
{
  r.load_iops = load.iops * r.load_share;
  const DiskQueues q = diskQueues(w.rd, w.wr, load.read_fraction, r.load_iops);
  r.disk_utilization = q.rho;
  r.max_utilization = maxOf(q.rho);
  r.mean_utilization = meanOf(q.rho);
  r.saturated = q.saturated;
  if (!q.saturated) {
    r.read_latency_ms = classLatencyMs(w.rd, q);
    r.write_latency_ms = classLatencyMs(w.wr, q);
  }
  if (r.load_iops > 0) {
    const double lim = opt.disk_utilization_limit;
    r.disks_needed = disksNeeded(rg, rg.level, w.m, load, r.load_iops, lim, opt.io_grain_kib);
    if (w.g.hasParity() && load.read_fraction < 1.0)
      r.raid10_disks_needed =
          disksNeeded(rg, RaidLevel::Raid10, w.m, load, r.load_iops, lim, opt.io_grain_kib);
  }
  const std::vector<double> per_mb = destageDemandPerMB(w.g, w.m, mix, r.sequential_write_mbps,
                                                        sequential_fraction, opt.io_grain_kib);
  r.destage_write_mbps = destageCapacityMBps(per_mb, {});
  r.destage_write_mbps_available = destageCapacityMBps(per_mb, q.rho);
}

}  // namespace

const char* destageBoundWord(DestageBound b)
{
  switch (b) {
  case DestageBound::Disks: return "disks";
  case DestageBound::Fabric: return "fabric";
  case DestageBound::Measured: return "measured";
  }
  return "disks";
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
  if (b.raid_groups.empty())
    out.problems.push_back("no_raid_groups");

  out.destage_mix = destageMix(s);
  if (out.destage_mix.empty())
    out.destage_mix.push_back({load.io_kib, 1.0});
  double ios = 0, kib = 0;
  for (const DestageIo& d : out.destage_mix) {
    ios += d.byte_share / d.io_kib;
    kib += d.byte_share;
  }
  out.destage_io_kib = ios > 0 ? kib / ios : load.io_kib;
  out.destaging_hosts = destagingHosts(s);

  // Groups on their own.
  std::vector<GroupWork> work(b.raid_groups.size());
  double usable = 0;
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i) {
    const RaidGroup& rg = b.raid_groups[i];
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
  const auto lower = [](double& acc, double v) { acc = acc < 0 ? v : std::min(acc, v); };
  for (std::size_t i = 0; i < out.raid_groups.size(); ++i) {
    RaidGroupResult& r = out.raid_groups[i];
    if (!r.valid || !(usable > 0))
      continue;
    r.load_share = r.usable_capacity_gb / usable;
    loadGroup(r, b.raid_groups[i], work[i], load, out.destage_mix, b.destage_sequential_fraction,
              options);
    if (r.load_share > 0) {
      lower(random_iops, r.random_iops / r.load_share);
      lower(disk_write, r.destage_write_mbps / r.load_share);
      lower(disk_avail, r.destage_write_mbps_available / r.load_share);
      lower(full_stripe, r.sequential_write_mbps / r.load_share);
    }
  }
  out.random_iops = std::max(random_iops, 0.0);
  out.disk_write_mbps = std::max(disk_write, 0.0);
  out.disk_write_mbps_available = std::max(disk_avail, 0.0);
  out.full_stripe_write_mbps = std::max(full_stripe, 0.0);

  // The storage network.
  out.fabric = storageFabric(b.storage_network, out.destage_io_kib);
  if (!out.fabric.valid)
    out.problems.push_back(out.fabric.problem);
  out.fabric_write_mbps = out.destaging_hosts * out.fabric.host_write_mbps;
  out.background_write_mbps = load.iops * (1.0 - load.read_fraction) * units::kibToMB(load.io_kib);
  out.fabric_write_mbps_available =
      std::max(0.0, out.fabric_write_mbps - out.background_write_mbps);

  if (out.fabric.valid && out.fabric_write_mbps_available < out.disk_write_mbps_available) {
    out.write_mbps_capacity = out.fabric_write_mbps_available;
    out.bound_by = DestageBound::Fabric;
  } else {
    out.write_mbps_capacity = out.disk_write_mbps_available;
    out.bound_by = DestageBound::Disks;
  }
  if (b.destage_mbps && finitePositive(*b.destage_mbps)) {
    out.write_mbps_capacity = *b.destage_mbps;
    out.bound_by = DestageBound::Measured;
  }
  out.host_write_mbps_capacity = out.fabric.valid
                                     ? std::min(out.fabric.host_write_mbps, out.write_mbps_capacity)
                                     : out.write_mbps_capacity;
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
