// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file hyperconverged.h
/// Hyperconverged backing, VSAN style (docs/models/hyperconverged.md): every host holds disk
/// groups of one flash device (read cache and write buffer) in front of capacity disks; a VM's
/// objects keep FTT + 1 copies on distinct hosts (and witnesses, 2 FTT + 1 hosts at least:
/// VMware Virtual SAN 5.5 design and sizing guide), striped over `stripe_width` capacity disks.
///
/// Load placement: the copies of the cluster's objects are spread evenly over the hosts, so a
/// host holds a given object's copy with probability (FTT + 1) / H, independently of where the
/// VM runs (the VM's own host may hold no copy). Every write goes to all copies; a read is
/// served by one copy, chosen among them evenly.
///
/// The scenario's backing kind `hyperconverged` runs it through hyperconverged_backing.h.

#include <optional>
#include <string>
#include <vector>

#include "model/common/scenario.h"

namespace accel {

/// One hyperconverged design.
struct HyperconvergedDesign {
  int hosts = 3;
  int disk_groups_per_host = 2;
  Disk cache_device;                   ///< the flash device of a disk group (rpm 0)
  double cache_gb = 200;               ///< its capacity
  double write_buffer_fraction = 0.3;  ///< share of it that buffers writes (VSAN: 30 %)
  Disk capacity_disk;                  ///< one capacity disk
  int capacity_disks_per_group = 6;
  int failures_to_tolerate = 1;    ///< FTT: FTT + 1 copies
  int stripe_width = 1;            ///< capacity disks each copy is striped over
  double slack_fraction = 0.3;     ///< raw capacity kept free (rebuilds, rebalancing)
  double read_cache_hit = 0.9;     ///< reads served from the flash read cache
  PeerNetwork network;             ///< the hosts' storage network (link, links, MTU)
  double utilization_limit = 0.8;  ///< planning limit of every resource
};

/// What each host's VMs do, per host (the same on every host): one stream of reads and writes
/// of one size.
struct HyperconvergedLoad {
  double write_iops = 0;  ///< per host
  double read_iops = 0;   ///< per host
  double io_kib = 8;      ///< size of each read and write
};

/// What bounds the design's load.
enum class HciBound { Network, CacheDevice, CapacityDisks };

struct HyperconvergedResult {
  bool valid = false;
  /// Empty when valid, else "hci_hosts" (fewer than 2 FTT + 1), "hci_ftt" (outside 0..3),
  /// "hci_stripe" (outside 1..capacity disks per group), "hci_groups", "hci_fraction",
  /// "hci_load", "hci_network", "hci_cache_device" (not a solid-state drive or invalid) or
  /// "hci_capacity_disk".
  std::string problem;
  int copies = 0;     ///< FTT + 1
  int witnesses = 0;  ///< FTT: components that hold no data, on further hosts
  int min_hosts = 0;  ///< 2 FTT + 1
  /// Copies of a write that leave the VM's host, on average: (FTT + 1)(H - 1) / H.
  double remote_copies_per_write = 0;
  /// Payload MB/s from host i to host j (the traffic matrix): writes W (FTT + 1) / H to every
  /// other host, reads' data R / H from every other host.
  std::vector<std::vector<double>> traffic_mbps;
  std::vector<double> tx_mbps;     ///< per host, payload sent
  std::vector<double> rx_mbps;     ///< per host, payload received
  double link_payload_mbps = 0;    ///< one host, one direction: links x rate x framing efficiency
  double network_utilization = 0;  ///< busiest host port
  double buffer_write_mbps = 0;    ///< per host: writes landing in its write buffers
  double destage_iops = 0;         ///< per host: writes destaged to its capacity disks
  double cache_utilization = 0;    ///< per flash device
  double disk_utilization = 0;     ///< per capacity disk
  /// What one host's capacity disks take of destaged writes beside the read misses, MB/s.
  double destage_mbps_available = 0;
  double raw_capacity_gb = 0;     ///< capacity disks of all hosts
  double usable_capacity_gb = 0;  ///< raw x (1 - slack) / copies
  double write_buffer_gb = 0;     ///< per host
  /// A landed write on its flash device, ms: the idle command time (DiskModel::commandMs) plus
  /// the M/M/c wait at the device's utilisation, `C(c, c rho) t / (c (1 - rho))` (Erlang C,
  /// queueing.h); empty when the device saturates.
  std::optional<double> cache_write_latency_ms;
  double max_utilization = 0;  ///< the busiest resource
  HciBound bound_by = HciBound::CapacityDisks;
  /// The factor the load can grow by before the busiest resource reaches the limit; 0 without
  /// load (or a load too small for a finite factor).
  double headroom = 0;
  /// The design carries load: headroom is a finite factor (false: no load, headroom "never").
  bool loaded = false;
  // A host failure: its copies rebuilt on the survivors (needs 2 FTT + 2 hosts).
  bool rebuild_possible = false;
  double rebuild_gb = 0;     ///< data the failed host held (at the slack limit)
  double rebuild_mbps = 0;   ///< rate over the survivors' spare network and disk capacity
  double rebuild_hours = 0;  ///< 0 with rebuild_mbps 0 when no spare capacity: never
};

/// Runs the model (docs/models/hyperconverged.md). Per host: network tx = W (FTT + 1)(H - 1) /
/// H + R (H - 1) / H (and rx the same, symmetric load); the flash device serves the writes
/// landing ((FTT + 1) W per host), their destage reads and the read hits; the capacity disks
/// the destaged writes and the read misses, each a random I/O of the load's size on its disk
/// (disk.h, one at a time: the floor); utilisation law per resource.
HyperconvergedResult computeHyperconverged(const HyperconvergedDesign& d,
                                           const HyperconvergedLoad& per_host);

/// The same for several streams per host, each of its own I/O size (the background load's and
/// the VMs' writes): each resource's demand is the sum of the streams' (utilisation law);
/// destage_mbps_available is for the streams' writes, byte-weighted.
HyperconvergedResult computeHyperconvergedStreams(const HyperconvergedDesign& d,
                                                  const std::vector<HyperconvergedLoad>& per_host);

/// One write of `io_kib` landing on a cache device at utilisation `utilization`, ms: the idle
/// command time (DiskModel::commandMs) plus the M/M/c wait `C(c, c rho) t / (c (1 - rho))`
/// (Erlang C, queueing.h) with c the device's parallelism; empty when it saturates
/// (utilisation 1 or more). What a write-through write sees of a device the background loads.
std::optional<double> cacheWriteLatencyMs(const HyperconvergedDesign& d, double io_kib,
                                          double utilization);

/// The largest number of users the cluster carries with every resource at the planning limit,
/// each user adding `per_user` (the VMs spread evenly over the hosts). 0 when invalid.
double hyperconvergedMaxUsers(const HyperconvergedDesign& d, const HyperconvergedLoad& per_user);

/// "network", "cache_device", "capacity_disks".
const char* hciBoundWord(HciBound b);

}  // namespace accel
