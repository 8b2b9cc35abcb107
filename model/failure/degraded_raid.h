// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file degraded_raid.h
/// A RAID group with one failed member: the extra member I/Os its reads and writes cost, the
/// rebuild's share of the surviving disks and how long the rebuild takes
/// (docs/models/failure.md, "A RAID member"). Sources: Chen, Lee, Gibson, Katz & Patterson,
/// "RAID: High-Performance, Reliable Secondary Storage", ACM Computing Surveys 26(2), 1994
/// (section 3.4: degraded mode, reads of a failed disk reconstructed from the others);
/// Holland & Gibson, "Parity Declustering for Continuous Operation in Redundant Disk Arrays",
/// ASPLOS 1992 (the degraded read cost of RAID5: each surviving disk's read load doubles).

#include <optional>

#include "model/backing/raid.h"
#include "model/common/scenario.h"

namespace accel {

/// Member I/Os of single-unit random I/Os on a group with one member failed, averaged over
/// where the failed disk stands in a row, and their effect on the busiest surviving disk.
struct DegradedRaidCost {
  bool redundant = false;  ///< false for RAID0 (and invalid geometries): the data are lost
  int n = 0;               ///< disks of the affected parity set or mirror (n_g; 2 for mirrors)
  double read_ios = 0;     ///< mean member reads per single-unit read, degraded
  double write_ios = 0;    ///< mean member I/Os per single-unit write, degraded
  double healthy_read_ios = 1;
  double healthy_write_ios = 0;
  /// Busiest surviving disk's demand per read (per write) over its healthy demand: the
  /// factor by which the group's random read (write) capacity falls.
  double read_factor = 1;
  double write_factor = 1;
};

/// Parity levels (RAID5/6/50/60, n disks in the affected set, p parity units per row, d =
/// n - p): a unit is on the failed disk with probability 1/n (each disk holds 1/n of the data
/// units under rotating parity), and is then rebuilt from the n - p others:
///   reads  R = (n - 1)/n x 1 + 1/n x (n - p),  read_factor = R / (n - 1) / (1 / n)
///          (RAID5: exactly 2, the classic degraded-mode halving);
///   writes W = [ (n - 1) (target lost: the other d - 1 data read, p parity written)
///              + p c_p (a parity unit lost: RAID5 1, the data alone; RAID6 min(4, n - 1))
///              + (n - 1 - p)(2 + 2p) (read-modify-write; reconstruct-write would need the
///              lost unit) ] / n,  write_factor = W / (n - 1) / (c / n), c the healthy
///              single-unit write cost (smallWritePenalty(geometry)).
/// Mirrors (RAID1/10): the failed disk's partner serves all of the pair's reads
/// (read_factor 2) and writes one copy as before (write_factor 1).
/// RAID5 on 8 disks: R = 1.75, read_factor 2; W = 4, write_factor 8/7.
DegradedRaidCost degradedRaidCost(const RaidGeometry& g);

/// One member failed with the controller rebuilding onto a spare.
struct RaidRebuild {
  double rebuild_share = 0.3;       ///< share of each surviving disk's time the rebuild takes
  double member_gb = 0;             ///< the whole member is rebuilt: the disk's capacity, GB
  double rebuild_mbps = 0;          ///< what the spare receives, MB/s
  std::optional<double> rebuild_s;  ///< member_gb / rebuild_mbps; empty when the rate is 0
  /// Factor by which every disk of the group is slowed while rebuilding, for the load mix:
  /// (read_share x read_factor + (1 - read_share) x write_factor) / (1 - rebuild_share).
  double slowdown = 1;
  double read_share = 0;  ///< share of the group's member I/Os that are reads
};

/// The rebuild of one member (docs/models/failure.md): the rebuild reads the survivors
/// sequentially in the share of their time the controller gives it and writes the spare, so
/// it moves rho x r_seq MB/s, r_seq the disk's sequential rate (a hard disk: the mean of its
/// outer and inner rates, (od + id) / 2; a solid-state disk: its sequential read rate, capped
/// by its write rate od_mbps, which the spare writes at in full). T = capacity / rate.
/// `read_share` in [0, 1], `rebuild_share` in (0, 1).
RaidRebuild raidRebuild(const RaidGroup& group, const DegradedRaidCost& cost, double read_share,
                        double rebuild_share);

/// The disk made `k` (>= 1) times slower in every service time: a hard disk's seeks x k,
/// its rpm and media rates / k; a solid-state disk's IOPS and bandwidth / k, its latencies x
/// k (its parallelism, IOPS x latency, unchanged). The degraded group is evaluated with it.
Disk slowedDisk(const Disk& d, double k);

}  // namespace accel
