// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/hyperconverged/hyperconverged.h"

#include <algorithm>
#include <cmath>

#include "model/backing/disk.h"
#include "model/common/framing.h"
#include "model/common/queueing.h"
#include "model/common/units.h"

namespace accel {

namespace {

HyperconvergedResult invalid(const char* problem)
{
  HyperconvergedResult r;
  r.problem = problem;
  return r;
}

constexpr double kMBPerGB = 1000.0;  // GB = 10^9 bytes, MB = 10^6 bytes
constexpr double kSecondsPerHour = 3600.0;

bool fraction(double x)
{
  return std::isfinite(x) && x >= 0 && x <= 1;
}

/// Idle command time plus the M/M/c wait at `utilization` (Erlang C); empty when saturated.
std::optional<double> landedWriteMs(double cmd_ms, int parallelism, double utilization)
{
  if (!(utilization < 1) || !std::isfinite(cmd_ms))
    return std::nullopt;
  const int c = std::max(1, parallelism);
  const double rho = std::max(utilization, 0.0);
  return cmd_ms + erlangC(c, c * rho) * cmd_ms / (c * (1.0 - rho));
}

}  // namespace

std::optional<double> cacheWriteLatencyMs(const HyperconvergedDesign& d, double io_kib,
                                          double utilization)
{
  const DiskModel cache = diskModel(d.cache_device, 1.0);
  return landedWriteMs(cache.commandMs(units::kibToBytes(io_kib), IoKind::Write), cache.parallelism,
                       utilization);
}

const char* hciBoundWord(HciBound b)
{
  switch (b) {
  case HciBound::Network: return "network";
  case HciBound::CacheDevice: return "cache_device";
  case HciBound::CapacityDisks: return "capacity_disks";
  }
  return "capacity_disks";
}

HyperconvergedResult computeHyperconverged(const HyperconvergedDesign& d,
                                           const HyperconvergedLoad& load)
{
  return computeHyperconvergedStreams(d, std::vector<HyperconvergedLoad>{load});
}

HyperconvergedResult computeHyperconvergedStreams(const HyperconvergedDesign& d,
                                                  const std::vector<HyperconvergedLoad>& loads)
{
  const int ftt = d.failures_to_tolerate;
  if (ftt < 0 || ftt > 3)
    return invalid("hci_ftt");
  if (d.hosts < 2 * ftt + 1 || d.hosts < 1)
    return invalid("hci_hosts");
  if (d.disk_groups_per_host < 1 || d.capacity_disks_per_group < 1)
    return invalid("hci_groups");
  if (d.stripe_width < 1 || d.stripe_width > d.capacity_disks_per_group)
    return invalid("hci_stripe");
  if (!fraction(d.write_buffer_fraction) || !fraction(d.slack_fraction) ||
      !fraction(d.read_cache_hit) || !(d.utilization_limit > 0) || d.utilization_limit > 1 ||
      !(d.cache_gb > 0) || !std::isfinite(d.cache_gb) || d.slack_fraction >= 1)
    return invalid("hci_fraction");
  for (const HyperconvergedLoad& load : loads)
    if (!std::isfinite(load.write_iops) || !std::isfinite(load.read_iops) || load.write_iops < 0 ||
        load.read_iops < 0 || !std::isfinite(load.io_kib) || !(load.io_kib > 0))
      return invalid("hci_load");
  const double eta = framingEfficiency(d.network);
  if (!std::isfinite(d.network.link_gbps) || !(d.network.link_gbps > 0) ||
      d.network.usable_links < 1 || !(eta > 0))
    return invalid("hci_network");
  const DiskModel cache = diskModel(d.cache_device, 1.0);
  if (!cache.valid || !cache.solid_state)
    return invalid("hci_cache_device");
  const DiskModel disk = diskModel(d.capacity_disk, 1.0);
  if (!disk.valid)
    return invalid("hci_capacity_disk");

  HyperconvergedResult r;
  r.valid = true;
  const int h = d.hosts;
  const double hd = h;
  r.copies = ftt + 1;
  r.witnesses = ftt;
  r.min_hosts = 2 * ftt + 1;
  const double devices = d.disk_groups_per_host;
  const double disks = devices * d.capacity_disks_per_group;

  // Each stream adds its part to every resource (utilisation law: demands add up).
  double w_mbps = 0, r_mbps = 0, cache_ms = 0, disk_ms = 0, miss_ms = 0, write_ms_per_mb = 0;
  double write_bytes_mbps = 0, cache_write_ms = 0, landing_all = 0;
  for (const HyperconvergedLoad& load : loads) {
    const double bytes = units::kibToBytes(load.io_kib);
    const double mb = units::kibToMB(load.io_kib);
    w_mbps += load.write_iops * mb;
    r_mbps += load.read_iops * mb;
    // Each host: the writes landing in its buffers (every copy), destaged to its capacity
    // disks; symmetric placement.
    const double landing_iops = load.write_iops * r.copies;
    landing_all += landing_iops;
    const double hits = load.read_iops * d.read_cache_hit;
    const double misses = load.read_iops - hits;
    // Flash device: buffer writes, the destager's reads of them, read-cache hits (ms per s).
    cache_ms += landing_iops * cache.demandMs(bytes, IoKind::Write) +
                (landing_iops + hits) * cache.demandMs(bytes, IoKind::Read);
    cache_write_ms +=
        load.write_iops > 0 ? landing_iops * cache.commandMs(bytes, IoKind::Write) : 0.0;
    // Capacity disks: destaged writes and read misses, random, one at a time.
    const double s_ms = disk.serviceMs(bytes);
    disk_ms += (landing_iops + misses) * s_ms;
    miss_ms += misses * s_ms;
    if (load.write_iops > 0) {
      write_ms_per_mb += load.write_iops * mb * s_ms / mb;
      write_bytes_mbps += load.write_iops * mb;
    }
    r.buffer_write_mbps += landing_iops * mb;
  }
  // Destaged writes of the streams' mix (byte-weighted); the first stream's size without writes.
  const double first_kib = loads.empty() ? 8.0 : loads.front().io_kib;
  const double disk_ms_per_mb =
      write_bytes_mbps > 0
          ? write_ms_per_mb / write_bytes_mbps
          : disk.serviceMs(units::kibToBytes(first_kib)) / units::kibToMB(first_kib);
  r.destage_iops = landing_all;

  // Traffic matrix: host j holds a copy of a given object with probability (FTT + 1) / H; a
  // read is served by one of the copies, each as likely: by a given other host with 1 / H.
  r.remote_copies_per_write = r.copies * (hd - 1.0) / hd;
  r.traffic_mbps.assign(static_cast<std::size_t>(h),
                        std::vector<double>(static_cast<std::size_t>(h), 0.0));
  r.tx_mbps.assign(static_cast<std::size_t>(h), 0.0);
  r.rx_mbps = r.tx_mbps;
  for (std::size_t i = 0; i < r.traffic_mbps.size(); ++i)
    for (std::size_t j = 0; j < r.traffic_mbps.size(); ++j) {
      if (i == j)
        continue;
      // i's VMs write to j, and j sends i's VMs the reads it serves (counted at j -> i).
      r.traffic_mbps[i][j] += w_mbps * r.copies / hd;
      r.traffic_mbps[j][i] += r_mbps / hd;
    }
  for (std::size_t i = 0; i < r.traffic_mbps.size(); ++i)
    for (std::size_t j = 0; j < r.traffic_mbps.size(); ++j) {
      r.tx_mbps[i] += r.traffic_mbps[i][j];
      r.rx_mbps[j] += r.traffic_mbps[i][j];
    }
  r.link_payload_mbps = d.network.usable_links * units::gbpsToMBps(d.network.link_gbps) * eta;
  const double busiest_port = std::max(*std::max_element(r.tx_mbps.begin(), r.tx_mbps.end()),
                                       *std::max_element(r.rx_mbps.begin(), r.rx_mbps.end()));
  r.network_utilization = busiest_port / r.link_payload_mbps;

  r.cache_utilization = cache_ms / units::kMsPerS / devices;
  r.disk_utilization = disk_ms / units::kMsPerS / disks;
  const double free_disk = std::max(0.0, 1.0 - miss_ms / units::kMsPerS / disks);
  r.destage_mbps_available =
      disk_ms_per_mb > 0 ? free_disk * disks * units::kMsPerS / disk_ms_per_mb : 0.0;
  // A landed write's time on its flash device: the idle command time plus the M/M/c wait at the
  // device's utilisation (Erlang C), empty when the device saturates.
  const double cmd_ms = landing_all > 0
                            ? cache_write_ms / landing_all
                            : cache.commandMs(units::kibToBytes(first_kib), IoKind::Write);
  r.cache_write_latency_ms = landedWriteMs(cmd_ms, cache.parallelism, r.cache_utilization);

  r.raw_capacity_gb = hd * disks * d.capacity_disk.capacity_gb;
  r.usable_capacity_gb = r.raw_capacity_gb * (1.0 - d.slack_fraction) / r.copies;
  r.write_buffer_gb = devices * d.cache_gb * d.write_buffer_fraction;

  r.max_utilization = r.disk_utilization;
  r.bound_by = HciBound::CapacityDisks;
  if (r.cache_utilization > r.max_utilization) {
    r.max_utilization = r.cache_utilization;
    r.bound_by = HciBound::CacheDevice;
  }
  if (r.network_utilization > r.max_utilization) {
    r.max_utilization = r.network_utilization;
    r.bound_by = HciBound::Network;
  }
  r.headroom = r.max_utilization > 0 ? d.utilization_limit / r.max_utilization : 0.0;
  if (!std::isfinite(r.headroom))  // a vanishing load: no finite factor to report
    r.headroom = 0.0;
  r.loaded = r.max_utilization > 0 && r.headroom > 0;

  // A host failure: what it held (its disks filled to the slack limit) is copied again from
  // the surviving copies onto the H - 1 survivors, through their spare network ports (up to
  // the limit) and their capacity disks' spare sequential rate; placement needs a host that
  // holds none of the object's components: 2 FTT + 2 hosts.
  r.rebuild_possible = ftt > 0 && h >= 2 * ftt + 2;
  r.rebuild_gb = disks * d.capacity_disk.capacity_gb * (1.0 - d.slack_fraction);
  if (r.rebuild_possible) {
    const double survivors = hd - 1.0;
    const double net = survivors * r.link_payload_mbps *
                       std::max(0.0, d.utilization_limit - r.network_utilization);
    const double disk_rate = survivors * disks * disk.sequential_mbps *
                             std::max(0.0, d.utilization_limit - r.disk_utilization);
    r.rebuild_mbps = std::min(net, disk_rate);
    r.rebuild_hours =
        r.rebuild_mbps > 0 ? r.rebuild_gb * kMBPerGB / r.rebuild_mbps / kSecondsPerHour : 0.0;
    if (!std::isfinite(r.rebuild_hours)) {  // a vanishing spare rate: it never completes
      r.rebuild_hours = 0.0;
      r.rebuild_mbps = 0.0;
    }
  }
  return r;
}

double hyperconvergedMaxUsers(const HyperconvergedDesign& d, const HyperconvergedLoad& per_user)
{
  // One user per host: the utilisations are linear in the load (utilisation law).
  const HyperconvergedResult one = computeHyperconverged(d, per_user);
  if (!one.valid || !(one.max_utilization > 0))
    return 0.0;
  return d.hosts * d.utilization_limit / one.max_utilization;
}

}  // namespace accel
