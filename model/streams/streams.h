// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file streams.h
/// Sequential streams on the first RAID group: bounds, the convoy (stripe hotspotting) by
/// simulation, a risk class, and the fixes quantified: docs/models/streams.md (the convoy,
/// worked example D3; the field report "Throughput part 4: a day at the races").
///
/// Throughput is MB/s of data the streams move (a copy counts each byte once). The expected
/// figure is the mean over independent stream placements (replications): where the streams
/// happen to start fixes their seek distances for the whole run, so one long run measures one
/// placement, not the design.

#include <optional>
#include <string>
#include <vector>

#include "model/backing/backing.h"
#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/streams/convoy_simulation.h"

namespace accel {

/// Closed-form figures for k streams on one RAID group, on idle disks (no background load;
/// docs/models/streams.md, worked example D3).
struct StreamBounds {
  bool valid = false;
  std::string problem;  ///< RaidGeometry / DiskModel code, or "streams_io" / "streams_rate"
  int streams = 0;
  int data_members = 0;  ///< D_d
  int disks = 0;         ///< N
  double io_kib = 0;
  double segment_kib = 0;
  double demand_mbps = 0;      ///< k x mbps_each
  double sequential_mbps = 0;  ///< R_seq: a disk's sequential rate over the used slice
  /// Disk transfers per byte of data moved, all disks together (W): reads 1; writes RAID0 1,
  /// RAID1/10 2 (both copies), parity below a full stripe the small-write penalty, parity full
  /// stripes (d + p) / d; a copy the sum of its read and write.
  double disk_transfers_per_byte = 0;
  /// Transfers per byte on the busiest disk one stream uses (a): 1, or 2 for a parity
  /// read-modify-write (the data disk reads and writes); a copy with one I/O outstanding adds
  /// its read and write (they are serial).
  double stream_transfers_per_byte = 0;
  double stream_limit_mbps = 0;  ///< one stream on idle disks: min(mbps_each, R_seq / a)
  double disk_limit_mbps = 0;    ///< every disk streaming: N R_seq / W
  /// min(demand, k x stream limit, disk limit). For RAID0 this is worked example D3's
  /// min(k, D_d) R_seq / P_w; for mirrors the copies are written in parallel (P_w / copies = 1).
  double upper_bound_mbps = 0;
  /// One member's random service time (ms) for the stream I/O: seek over the used slice + half
  /// a revolution + transfer at mid-slice (DiskModel::serviceMs; docs/models/backing.md section 1).
  double member_service_ms = 0;
  /// Full convoy on idle disks: every stream on one member, each I/O positioned: reads
  /// c s / S (c copies), writes s / (a S), a copy both in series (64 KiB writes on 7.2K disks:
  /// 64 KiB / (8.5 + 4.167 + 0.655 ms) = 4.92 MB/s at a flat 100 MB/s; 4.99 at the model's
  /// mid-slice rate). With stripe-wide I/O: every request positioned on every disk. The
  /// floor with background load is DesignGroup::convoy_floor_mbps. At most the upper bound.
  double convoy_floor_mbps = 0;
  /// The full-convoy rate before the upper bound caps it (the floor is the smaller).
  double convoy_rate_mbps = 0;
  double units_per_io = 0;  ///< data members one aligned stream I/O touches
  /// The I/O covers at least a full stripe (D_d x segment): it touches every member at once,
  /// so streams cannot convoy.
  bool stripe_wide = false;
  /// Closed form for stripe-wide I/O (no simulation): each disk serves s / D_d per I/O; with
  /// two streams or more every request is positioned (S(s / D_d)), else only transfers:
  /// min(demand, N (s / D_d) / S(s / D_d) / W). Fork-join losses are not counted.
  double stripe_wide_mbps = 0;
  /// The disks' part of stripe_wide_mbps: N (s / D_d) / S(s / D_d) / W (positioned with two
  /// streams or more), which background load scales by the time it leaves the disks.
  double stripe_wide_disk_mbps = 0;
  /// Members a stream crosses per second at its rate: min(mbps_each, stream limit) / segment
  /// (190.7 at 100 MB/s over 512 KiB segments).
  double members_crossed_per_s = 0;
  /// Members k independent random positions occupy: D_d (1 - (1 - 1/D_d)^k) (10 streams on
  /// 23: 8.25).
  double random_occupied_members = 0;
};

/// The bounds of `streams` on `group`. Invalid input gives valid = false and zeros.
StreamBounds streamBounds(const RaidGroup& group, const SequentialStreams& streams);

/// Members crossed per second by a stream at `mbps` over `segment_kib` segments (100 MB/s,
/// 512 KiB -> 190.7). 0 for non-positive input.
double membersCrossedPerS(double mbps, double segment_kib);

enum class ConvoyRisk { None, Low, Medium, High };

/// Why the risk is what it is.
enum class ConvoyReason {
  NoStreams,  ///< no sequential streams
  Invalid,    ///< the group or the streams cannot be evaluated
  /// The background random load alone keeps the group's busiest disk at 100 % or more: the
  /// streams wait behind a queue that grows without bound (none: no convoy can be told apart;
  /// not simulated, expected 0)
  Saturated,
  StripeWide,    ///< I/O at least a full stripe: every I/O uses every member (none)
  SingleStream,  ///< one stream (not a copy: its two cursors race) per group (none)
  SolidState,    ///< no positioning cost: contiguity does not matter (none)
  WithinFloor,   ///< even a full convoy serves what the streams ask (none)
  Unimpeded,     ///< simulated: the streams reach their bound (none)
  Interleaving,  ///< simulated: short of the bound, streams spread like random positions
  Bunching       ///< simulated: short of the bound, streams bunched on few members
};

/// Contract words: "none", "low", "medium", "high".
const char* convoyRiskWord(ConvoyRisk r);
/// Stable words: "no_streams", "invalid", "saturated", "stripe_wide", "single_stream",
/// "solid_state", "within_floor", "unimpeded", "interleaving", "bunching".
const char* convoyReasonWord(ConvoyReason r);

/// Options of the streams model. Simulated times in seconds.
struct StreamsOptions {
  /// The simulation of a design: seed, horizon, warm-up, series intervals, limits. The
  /// replications use seeds derived from sim.seed.
  ConvoySimOptions sim = [] {
    ConvoySimOptions o;
    o.horizon_s = 30;
    o.warmup_s = 5;
    return o;
  }();
  int replications = 8;  ///< independent placements per design (1..64)
  /// Events per design over all its replications and groups, shared equally by the runs.
  /// The first replication of a group is the pilot: if it cannot reach the horizon within its
  /// share, horizon and warm-up shrink in proportion (never below min_horizon_s) and it runs
  /// again. A run that still hits its limit is reported truncated.
  std::int64_t event_budget = 4'000'000;
  double min_horizon_s = 4;

  /// The work of the current design and all its fix candidates together: simulated events,
  /// each charged one unit plus two for every segment the larger of the stream and background
  /// I/Os spans (what the time of an event follows: an I/O over many segments issues many
  /// member I/Os). The bound on one computeStreams: each run is cut at what is left, and a fix
  /// candidate that would get less than a tenth of fix_event_budget is not simulated; either
  /// is reported (StreamsResult::work_capped, the streams_work_capped finding). 12,000,000
  /// units took at most 1.5 s of one core on the worst valid scenarios (docs/benchmarks.md,
  /// "Bounded work") and leave the clone race example (about 9.2 million) whole.
  std::int64_t work_budget_events = 12'000'000;

  /// Fix candidates run shorter.
  double fix_horizon_s = 20;
  double fix_warmup_s = 5;
  int fix_replications = 4;
  std::int64_t fix_event_budget = 1'500'000;

  BackingOptions backing;  ///< background offsets' grain; load placement over the groups

  /// Risk classes by the ratio expected / upper bound: none at or above none_ratio, low at or
  /// above low_ratio, medium at or above medium_ratio, high below. Bunched streams are at
  /// least medium.
  double none_ratio = 0.95;
  double low_ratio = 0.8;
  double medium_ratio = 0.5;

  bool explore_fixes = true;
  /// The split fix: the group's disks in this many groups (the field report's four), or as
  /// many as the smallest practical groups allow (minSplitGroupDisks).
  int split_groups = 4;
  /// The faster-disk fix: the 15K SAS 600 GB preset of resources/presets/disks.json.
  Disk faster_disk = [] {
    Disk d;
    d.rpm = 15000;
    d.avg_seek_ms = 3.4;
    d.track_seek_ms = 0.2;
    d.full_seek_ms = 6.8;
    d.capacity_gb = 600;
    d.od_mbps = 204;
    d.id_mbps = 122;
    return d;
  }();
  int deeper_queue = 8;  ///< the queue-depth candidate: at least this many outstanding I/Os
  /// A fix becomes a finding when it predicts at least this much more than the current design
  /// (predicted / current - 1).
  double min_fix_gain = 0.1;
};

/// A design to compare with the current one: the first RAID group and its streams with some
/// parameters changed (empty: as in the scenario).
struct StreamsDesign {
  std::optional<double> segment_kib;
  /// Split the group's disks into this many groups of the same level (sizes as equal as the
  /// level allows, none smaller than minSplitGroupDisks); the streams go round robin, the
  /// background load by usable capacity.
  int groups = 1;
  std::optional<Disk> disk;  ///< replaces the member disks (used fraction kept)
  std::optional<int> streams;
  std::optional<int> outstanding_ios;
};

/// One group of a design (identical groups are simulated once).
struct DesignGroup {
  RaidGroup group;
  int count = 1;  ///< identical groups
  int streams = 0;
  double background_iops = 0;  ///< random I/Os per second on this group
  /// The busiest disk's utilisation by the background load alone (the backing model's cost
  /// of its mix on this group); 1 or more is saturation.
  double background_utilization = 0;
  bool saturated = false;  ///< streams run here and background_utilization >= 1
  /// Disks this level needs to carry the background at the planning limit (backing model);
  /// empty without background or when no count does.
  std::optional<int> disks_needed;
  StreamBounds bounds;
  /// The full-convoy floor with the background load: bounds.convoy_rate_mbps x (1 - u), at
  /// most the upper bound, for
  /// the background utilisation u of the busiest disk (the convoy's member serves the
  /// background first in the worst case), 0 when saturated. The expected throughput is not
  /// below it within the simulation's noise; DesignResult::below_floor says when it is.
  double convoy_floor_mbps = 0;
  bool simulated = false;
  /// Per replication: the aggregate MB/s of this group's streams.
  std::vector<double> replication_mbps;
  /// The replication with the median throughput: series, heatmap and replay to show.
  ConvoySimResult sim;
  double expected_mbps = 0;                  ///< mean over the replications (or the closed form)
  double occupancy_ratio = 0;                ///< mean over the replications
  std::optional<double> time_to_bunching_s;  ///< the median replication's
  bool bunched = false;                      ///< most replications bunch
};

struct DesignResult {
  bool valid = false;
  std::vector<std::string> problems;
  bool cancelled = false;
  bool truncated = false;  ///< some run hit its event limit
  double horizon_s = 0;    ///< simulated horizon used per replication
  double warmup_s = 0;
  int replications = 0;

  // The design as evaluated.
  RaidLevel level = RaidLevel::Raid10;
  int disks = 0;  ///< all groups together
  int groups = 1;
  double segment_kib = 0;
  Disk disk;
  int streams = 0;
  int outstanding_ios = 1;
  StreamDirection direction = StreamDirection::Write;
  std::vector<DesignGroup> parts;  ///< distinct groups, the one with the most streams first

  // Contract figures (sums over the groups).
  double demand_mbps = 0;
  double upper_bound_mbps = 0;
  double convoy_floor_mbps = 0;  ///< every group in full convoy, with its background load
  double expected_mbps = 0;
  double expected_min_mbps = 0;  ///< the lowest replication (summed over the groups)
  double expected_max_mbps = 0;
  double per_stream_mbps = 0;  ///< expected / streams
  double ratio = 0;            ///< expected / upper bound (1 when nothing runs)
  /// The expected throughput lands below the full-convoy floor (more than its rounding):
  /// the placements simulated position slower than the floor's mean service time.
  bool below_floor = false;
  /// Usable capacity of the design, GB: data members x disk capacity x used fraction, all
  /// groups (a split into more parity groups or other disks changes it).
  double usable_capacity_gb = 0;
  ConvoyRisk risk = ConvoyRisk::None;
  ConvoyReason reason = ConvoyReason::NoStreams;
  std::int64_t events = 0;
  std::int64_t member_ios = 0;
};

/// Evaluates one design for the scenario's streams on its first RAID group: bounds per group,
/// simulation (replications x distinct groups) unless the I/O is stripe wide, risk. Progress
/// runs 0..1 over the whole evaluation; returning false cancels.
DesignResult evaluateStreamsDesign(const Scenario& s, const StreamsDesign& design,
                                   const StreamsOptions& options = {},
                                   const ProgressFn& progress = {});

/// The smallest group the split fix makes at a level: RAID0 2 disks, RAID10 4 (two pairs),
/// RAID5 5 (4 + 1), RAID6 6 (4 + 2), RAID50/60 two sub-groups of `group_disks`; 0 for RAID1
/// (a mirror pair cannot split). Parity groups keep at least four data disks, so that a split
/// does not trade most of the capacity for parity.
int minSplitGroupDisks(RaidLevel level, std::optional<int> group_disks);

enum class StreamFixKind {
  SmallerSegment,  ///< the stream I/O size (a power of two, >= 4 KiB), if below the segment
  LargerSegment,   ///< four times the segment, up to 4 MiB
  SplitGroup,      ///< StreamsOptions::split_groups groups
  FasterDisks,     ///< StreamsOptions::faster_disk, if it positions faster
  FewerStreams,    ///< the best of k/2, k/4, ..., 1 streams
  DeeperQueue      ///< StreamsOptions::deeper_queue outstanding I/Os per stream
};
/// Stable words: "smaller_segment", "larger_segment", "split_group", "faster_disks",
/// "fewer_streams", "deeper_queue".
const char* streamFixWord(StreamFixKind k);

struct StreamFix {
  StreamFixKind kind = StreamFixKind::SmallerSegment;
  StreamsDesign design;
  DesignResult result;
  double gain = 0;  ///< result.expected_mbps / current expected_mbps - 1
};

struct StreamsResult {
  bool active = false;  ///< streams configured (count > 0)
  DesignResult current;
  std::vector<StreamFix> fixes;  ///< the applicable candidates, in StreamFixKind order
  bool cancelled = false;
  /// The work budget (StreamsOptions::work_budget_events) cut a run short or left fix
  /// candidates unsimulated.
  bool work_capped = false;
  int fixes_skipped = 0;    ///< fix candidates not simulated for want of budget
  std::int64_t events = 0;  ///< events simulated, all designs together
  std::int64_t work = 0;    ///< work charged to the budget (work_budget_events)
};

/// The streams model on a scenario: the current design and, when options.explore_fixes and
/// the risk is not none, every applicable fix candidate. Progress 0..1 over everything.
StreamsResult computeStreams(const Scenario& s, const StreamsOptions& options = {},
                             const ProgressFn& progress = {});

/// The candidate designs computeStreams tries for the scenario (for a GUI that runs them one
/// at a time). Empty when the streams or the first group are invalid.
std::vector<std::pair<StreamFixKind, StreamsDesign>> streamFixCandidates(
    const Scenario& s, const StreamsOptions& options = {});

/// Findings (codes, severities, values and labels in docs/models/streams.md): streams_invalid,
/// streams_saturated, streams_convoy, streams_no_convoy, streams_fix, streams_truncated,
/// streams_work_capped.
std::vector<Finding> streamsFindings(const Scenario& s, const StreamsResult& r,
                                     const StreamsOptions& options = {});

}  // namespace accel
