// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file hyperconverged_backing.h
/// The scenario's backing kind `hyperconverged` (docs/models/hyperconverged.md, "In the
/// scenario"): the scenario's hosts pool their disk groups (backing.hyperconverged) into the
/// datastore the acceleration layer destages to and write-through VMs commit at.
///
/// Per host, symmetric over the hosts: the background (backing.random_load, which holds the
/// reads the read cache model sends to the datastore, and the reads of VM groups that give no
/// working set), and the VMs' mean writes at their I/O-weighted mean size. What the backing
/// offers the destager follows by the utilisation law: each resource's (network port, cache
/// device, capacity disks) utilisation is the background's plus the cluster's writes times
/// the resource's demand per MB/s of them, so the cluster takes `min_r (1 - U_r) / D_r` MB/s of
/// writes beside the background. A write-through write goes over the network to its FTT + 1
/// copies and is acknowledged when every copy's write buffer holds it.

#include <optional>
#include <string>
#include <vector>

#include "model/backing/backing.h"
#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/hyperconverged/hyperconverged.h"

namespace accel {

/// The design the scenario describes: its hosts, backing.hyperconverged, and the planning limit
/// requirements.max_backing_utilization.
HyperconvergedDesign hyperconvergedDesign(const Scenario& s);

/// One resource's utilisation: by the background, and per MB/s of the cluster's writes.
struct HciResourceLoad {
  double background = 0;
  double per_write_mbps = 0;
  /// Cluster writes (MB/s) beside the background up to utilisation 1: (1 - background) /
  /// per_write_mbps (0 when the background saturates it or no write reaches it).
  double write_mbps_capacity = 0;
};

struct HyperconvergedBackingResult {
  bool valid = false;
  std::string problem;  ///< a code of computeHyperconverged when invalid
  HyperconvergedDesign design;
  HyperconvergedLoad background;   ///< per host: the random load and unmodelled VM reads
  HyperconvergedLoad vm_writes;    ///< per host: the VMs' mean writes
  double vm_write_mbps = 0;        ///< the cluster's mean VM writes (write-back and -through)
  double write_mbps_per_host = 0;  ///< W: the VMs' and the background's writes, per host
  double read_mbps_per_host = 0;   ///< R: the background's reads (and unmodelled VM reads)
  /// The design with the background and the cluster's mean writes (what the results show).
  HyperconvergedResult at_load;
  HyperconvergedResult background_only;
  HciResourceLoad network, cache, disks;
  /// What the hosts take of the cluster's writes beside the background, MB/s: the smallest of
  /// the three resources' write_mbps_capacity, and which one it is.
  double write_mbps_capacity = 0;
  HciBound write_bound_by = HciBound::CapacityDisks;
  /// One host's writes alone: its port's room over the copies that leave it, MB/s.
  double host_write_mbps_capacity = 0;
  /// A write-through write of the VMs' mean size: the network round trip to the copies (the
  /// stack latency each way + the data on the wire at the port's payload rate, for the share of
  /// writes with a copy on another host) and
  /// the landing on the copy's cache device under the load (idle when the device saturates).
  double remote_share = 0;  ///< writes with a copy on another host: 1 for FTT >= 1
  double network_latency_us = 0;
  double cache_latency_us = 0;
  double write_latency_us = 0;
};

/// Runs the hyperconverged backing on a scenario (any kind: callers use it for kind
/// hyperconverged). Invalid input gives valid = false with the model's problem code.
HyperconvergedBackingResult computeHyperconvergedBacking(const Scenario& s);

/// Puts the hyperconverged backing's capacities where the RAID groups' go in `out` (computed by
/// computeBacking for the same scenario, which leaves the RAID groups out for this kind): the
/// destage capacity (network bound as fabric, cache and disks as disks; a measured
/// backing.destage_mbps still replaces it), the resources for backingUtilization, and the
/// datastore's write latency.
void applyHyperconverged(const Scenario& s, const HyperconvergedBackingResult& h,
                         BackingResult& out);

/// Findings (docs/models/hyperconverged.md): hci_saturated (critical: a resource at or above
/// utilisation 1 with the cluster's writes), hci_over_limit (warning: above the planning
/// limit), hci_rebuild_impossible (warning: fewer than 2 FTT + 2 hosts, a failed host's copies
/// have nowhere to be rebuilt), hci_destage_bound (info: what the hosts take of the cluster's
/// writes, at most from one host, and the bound). Values: utilization, limit, hosts, ftt,
/// min_hosts, write_mbps, write_mbps_capacity, host_write_mbps_capacity, copies,
/// remote_copies_per_write, io_kib, write_latency_us; label resource ("network",
/// "cache_device", "capacity_disks").
std::vector<Finding> hyperconvergedFindings(const Scenario& s,
                                            const HyperconvergedBackingResult& h);

}  // namespace accel
