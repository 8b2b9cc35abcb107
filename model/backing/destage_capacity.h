// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file destage_capacity.h
/// Internal to the backing model: what the disks of one RAID group take of destaged writes
/// under each destage pattern (docs/models/backing.md, "Destage patterns"), and the array's
/// write cache in front of them. Not part of the model's API (backing.h).

#include <vector>

#include "model/backing/backing.h"
#include "model/backing/disk.h"
#include "model/backing/raid.h"
#include "model/common/scenario.h"

namespace accel::detail {

/// The write-back groups' writes as (size, share of bytes), from each group's mean write rate
/// (at most what it reaches, `reached`: backing.h's arrayWriteMix); without any, the
/// write-through groups' writes (what the array then receives).
std::vector<DestageIo> destageMix(const Scenario& s,
                                  const std::vector<std::optional<double>>& reached = {});

/// The write-through groups' writes as (size, share of bytes) and their total MB/s (each group
/// at most what it reaches), whether or not write-back groups exist.
std::vector<DestageIo> writeThroughMix(const Scenario& s,
                                       const std::vector<std::optional<double>>& reached,
                                       double* total_mbps);

/// Hosts running write-back VMs (all hosts if none).
int destagingHosts(const Scenario& s);

/// What the destage pattern is, for one array.
struct DestagePlan {
  DestagePattern pattern = DestagePattern::Sorted;
  DiskScheduling scheduling = DiskScheduling::Elevator;
  double coalescing = 1;           ///< I/Os merged into one (coalesced pattern)
  double sequential_fraction = 0;  ///< share of bytes written as full stripes whatever the pattern
  double outstanding_writes = 1;   ///< destage writes in flight over the cluster
  double disk_queue_limit = 32;    ///< commands one disk accepts at once
  double grain_kib = 4;
};

/// The plan of a scenario (its pattern, queues and the options' queue limit and grain).
DestagePlan destagePlan(const Scenario& s, int destaging_hosts, const BackingOptions& options);

/// One group's destage capacity under the floor (random, FCFS) and the plan's pattern.
struct GroupDestage {
  double queue_per_disk = 1;  ///< member writes pending at each disk (sorted, coalesced)
  double positioning_ms = 0;  ///< mean positioning per member write under the pattern
  double merged_io_kib = 0;   ///< mean size of the I/Os the disks see (coalesced: merged)
  double floor_mbps = 0;      ///< random FCFS, idle group
  double floor_mbps_available = 0;
  double pattern_mbps = 0;  ///< the plan's pattern (with its sequential share), idle group
  double pattern_mbps_available = 0;
  double full_stripe_mbps_available = 0;
};

/// Destage capacity of one group carrying `share` of the array's destage writes, with its
/// disks already at utilisation `rho` from the background load.
GroupDestage groupDestage(const RaidGeometry& g, const DiskModel& m, double sequential_mbps,
                          const std::vector<DestageIo>& mix, const DestagePlan& plan, double share,
                          const std::vector<double>& rho);

/// Write MB/s the disks take when the busiest one (after `rho` of other work) saturates.
double destageCapacityMBps(const std::vector<double>& ms_per_mb, const std::vector<double>& rho);

/// The array's write cache in front of the disks and the latency a write-through VM sees:
/// fills BackingResult's write-cache and datastore fields from the rest of it.
void applyWriteCache(const Scenario& s, BackingResult& out);

}  // namespace accel::detail
