// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file convoy_sim.h
/// Discrete-event simulation of sequential streams racing over one RAID group: the convoy of
/// docs/models/streams.md (the field report "Throughput part 4: a day at the races").
///
/// - One FCFS server per disk. A request contiguous to the head (it starts where the disk's
///   previous request ended) costs its transfer only; one that starts a short way ahead (less
///   than one revolution at the zone rate, e.g. past a parity unit) also waits for the gap to
///   pass under the head; any other pays the seek over the cylinder distance (SeekCurve::at,
///   LBA -> cylinder by cylinderFraction of the disk offset over its capacity), a rotational
///   latency uniform on one revolution, and the transfer at the zone rate of its position
///   (mediaRateMBps). Solid-state disks: transfer only (docs/models/backing.md section 1).
/// - The address mapping, mirrors and parity updates are MemberOpMapper's (raid.h): a mirrored
///   write goes to both disks; a parity write reads in phase 1 and writes in phase 2; an I/O
///   completes when its last request does. A read a mirror pair may serve goes to the copy
///   (after Linux md's raid1 read_balance): the one whose last queued request ends where the
///   read starts, else the one with fewer requests queued, else the one whose queue ends
///   nearer in cylinders, else the primary.
/// - k closed-loop streams with q outstanding I/Os each, paced to their rate cap (an I/O may
///   start no sooner than one I/O time at the cap after the stream's previous start). A stream
///   walks its chunks (the I/O size, aligned to it) from a random start in the datastore and
///   wraps at its end. A copy reads a chunk at its source position, then writes it at its
///   destination position; read and write cursors start independently.
/// - Background random I/O: Poisson arrivals at the configured rate, uniform over the datastore
///   on the grain, reads with the read fraction, mapped like any other I/O (ioCost's pattern).
/// - Deterministic: std::mt19937_64 engines seeded from the seed (stream positions and head
///   positions, rotational latencies, background) with portable conversions to doubles; ties in
///   time are broken by event kind and index. No wall clock.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "model/common/progress.h"
#include "model/common/scenario.h"

namespace accel {

/// Largest stream or background I/O the simulation takes (KiB): 1 GiB.
inline constexpr double kMaxSimIoKib = 1024.0 * 1024.0;

/// What runs on the simulated group.
struct ConvoyWorkload {
  int streams = 0;
  double mbps_each = 60;  ///< rate cap of each stream, MB/s (> 0)
  double io_kib = 64;     ///< stream I/O size
  int outstanding_ios = 1;
  StreamDirection direction = StreamDirection::Write;
  double background_iops = 0;  ///< random I/Os per second arriving on this group
  double background_read_fraction = 0.7;
  double background_io_kib = 8;
  double grain_kib = 4;  ///< background start offsets are uniform on this grain
};

/// The workload of `streams` (their count, rate, size, queue and direction) with
/// `background_iops` of the random load's mix (read fraction, size) on the group, offsets on
/// `grain_kib`.
ConvoyWorkload convoyWorkload(const SequentialStreams& streams, double background_iops = 0,
                              const RandomLoad& mix = {}, double grain_kib = 4);

/// Simulation settings. Times in seconds of simulated time.
struct ConvoySimOptions {
  std::uint64_t seed = 1;
  double horizon_s = 60;
  double warmup_s = 10;  ///< excluded from the steady-state figures
  /// Width of the time-series buckets (throughput, utilisation heatmap, occupancy).
  double sample_interval_s = 0.1;
  /// Interval between replay frames (where each stream is).
  double replay_interval_s = 0.01;
  /// Events processed at most; the run stops there and says so (truncated).
  std::int64_t max_events = 20'000'000;
  /// Bunching: the streams occupy at most this share of the members that independent random
  /// positions would occupy (expectedOccupiedMembers) ...
  double bunching_ratio = 0.7;
  /// ... on average over a window this long (replay frames).
  double bunching_hold_s = 1.0;
  /// Size limits of the recorded series: the intervals widen to stay within them.
  std::int64_t max_heatmap_cells = 4'000'000;  ///< disks x buckets
  std::int64_t max_replay_cells = 4'000'000;   ///< streams x frames
  /// Background I/Os in flight at most (a saturated group drops further arrivals).
  std::int64_t max_background_in_flight = 100'000;
};

struct ConvoySimResult {
  bool valid = false;
  /// Empty when valid, else a stable code: a RaidGeometry or DiskModel code, "streams_count",
  /// "streams_rate", "streams_io", "streams_outstanding", "background", "sim_options".
  std::string problem;
  bool cancelled = false;     ///< stopped by the progress callback
  bool truncated = false;     ///< stopped at max_events before the horizon
  double simulated_s = 0;     ///< simulated time reached
  double window_start_s = 0;  ///< the steady-state window: [window_start_s, simulated_s)
  double measured_s = 0;      ///< its length

  // Steady state (over the window).
  double expected_mbps = 0;             ///< the streams' aggregate, MB/s of data moved (copied)
  std::vector<double> stream_mbps;      ///< per stream
  double background_iops = 0;           ///< background I/Os completed per second
  std::int64_t background_dropped = 0;  ///< arrivals refused (in-flight limit: saturated)
  double mean_occupied_members = 0;     ///< distinct data members holding a stream, frame mean
  /// mean_occupied_members / expectedOccupiedMembers(streams, data members): 1 spread like
  /// independent random positions, 1 / that expectation when every stream is on one member.
  double occupancy_ratio = 0;
  double mean_convoy_size = 0;           ///< most streams on one member, frame mean
  std::vector<double> disk_utilization;  ///< per disk, busy share of the window
  /// When the streams bunch: the first window of bunching_hold_s over which their mean
  /// occupancy ratio is at most bunching_ratio (two streams or more), at its first frame that
  /// is itself at or below the ratio; empty if there is no such window.
  std::optional<double> time_to_bunching_s;

  // Work done (whole run).
  std::int64_t events = 0;
  std::int64_t member_ios = 0;  ///< disk requests served
  std::int64_t stream_ios = 0;  ///< stream I/Os completed (a copy counts its read and write)
  std::int64_t background_ios = 0;

  int disks = 0;
  int data_members = 0;
  /// Data member of each disk for RAID0/1/10; -1 for parity levels (roles rotate by row).
  std::vector<int> disk_member;

  // Time series: bucket i covers [i dt, (i + 1) dt), dt = sample_interval_s (the last bucket
  // may be cut by the end of the run).
  double sample_interval_s = 0;
  std::vector<double> throughput_mbps;   ///< streams' data moved per bucket, MB/s
  std::vector<double> occupied_members;  ///< mean over the bucket's replay frames
  Eigen::MatrixXf utilization;           ///< disks x buckets: busy share of each bucket

  // Replay: frame f shows the state at f x replay_interval_s.
  double replay_interval_s = 0;
  /// streams x frames: the data member each stream is on (the member of its oldest unfinished
  /// I/O's first byte, or of its next I/O while it waits for its rate cap).
  Eigen::Matrix<std::int32_t, Eigen::Dynamic, Eigen::Dynamic> replay_member;
  std::vector<int> replay_occupied;  ///< per frame: distinct members holding a stream
  std::vector<int> replay_convoy;    ///< per frame: most streams on one member
};

/// Runs the simulation of `workload` on `group` (its geometry, disks and used fraction).
/// Bounded: at most options.max_events events, whatever the input. Invalid input gives
/// valid = false with a problem code and zero figures, never NaN or infinity.
ConvoySimResult simulateConvoy(const RaidGroup& group, const ConvoyWorkload& workload,
                               const ConvoySimOptions& options = {},
                               const ProgressFn& progress = {});

/// The heatmap by data member (members x buckets) for RAID0/1/10: each member's busiest disk
/// (a mirror pair is busy when either disk is). Parity levels rotate their roles by row: the
/// per-disk matrix unchanged.
Eigen::MatrixXf memberUtilization(const ConvoySimResult& r);

/// Mean number of distinct members k independent uniform positions occupy on D members:
/// D (1 - (1 - 1/D)^k) (docs/models/streams.md, worked example D3: 10 streams on 23 members, 8.25).
/// 0 for k or D < 1.
double expectedOccupiedMembers(int streams, int members);

}  // namespace accel
