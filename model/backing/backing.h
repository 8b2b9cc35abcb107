// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file backing.h
/// The backing array: per RAID group random IOPS, sequential write capacity, per-disk load,
/// hotspots and datastore latency under the background random load; the array's write
/// capacity for destaging (the smaller of what the disks and the storage network can take).
/// docs/models/backing.md.
///
/// Load placement: the background random load and the destage writes spread over the RAID
/// groups in proportion to their usable capacity (data spread by space, so I/O by space);
/// the array saturates when the first group does.
///
/// Destage pattern (Backing::destage_pattern, docs/models/backing.md "Destage patterns"): the
/// VMs' writes at random positions, each paying the RAID write cost of its size, served FCFS
/// one at a time (random: the floor), reordered within the writes the hosts keep outstanding
/// (sorted, the default: elevator or SPTF, scheduling.h), merged into larger I/Os (coalesced),
/// or appended as full stripes (log). A share of the bytes can be declared sequential
/// (Backing::destage_sequential_fraction): those are written as full stripes whatever the
/// pattern. The capacity is reported as a range: the floor (random FCFS), the pattern's, and
/// the ceiling (full stripes or the fabric).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/backing/disk.h"
#include "model/backing/raid.h"
#include "model/backing/storage_network.h"
#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/flasharray/flash_array.h"

namespace accel {

/// Modelling assumptions of the backing model, with their defaults.
struct BackingOptions {
  /// I/O start offsets in the datastore are uniform on multiples of this grain (KiB): the
  /// guest file system's allocation unit (NTFS and ext4 default 4 KiB). docs/models/backing.md
  /// section 2.
  double io_grain_kib = 4;
  /// Planning limit on the busiest disk's utilisation (disks-needed figures, "over limit").
  double disk_utilization_limit = 0.8;
  /// Hotspot index (busiest disk / mean disk demand) from which a hotspot is reported.
  double hotspot_index_limit = 1.5;
  /// Whether to compute the disks-needed figures (RaidGroupResult::disks_needed,
  /// raid10_disks_needed: a search over whole-group mappings, for the findings), skipped by
  /// callers that need only the loads (the streams' background share, the design search's
  /// requirement checks).
  bool disks_needed = true;
  /// Commands one member disk accepts at once: the reordering window of the sorted and
  /// coalesced patterns never exceeds it. 32: SATA native command queueing's 32 tags (Serial
  /// ATA II specification; Intel and Seagate, "Serial ATA Native Command Queuing", 2003), the
  /// drives of the arrays this version sizes.
  double disk_queue_limit = 32;
  /// Per VM group (the scenario's order): the write rate per VM it reaches, MB/s, where the
  /// latency model finds it held back (evaluate.h's reachableWriteMbps). The array's write mix
  /// (destage_mix: the sizes its disks see) weighs each group by what it writes in the long
  /// run, min(its mean demand, this); empty or unset: its mean demand.
  std::vector<std::optional<double>> reached_write_mbps;
};

/// One size of destaged write and the share of destaged bytes it carries.
struct DestageIo {
  double io_kib = 0;
  double byte_share = 0;
};

/// What decides the array's write capacity for destaging.
enum class DestageBound { Disks, Fabric, Measured };

/// What bounds the destage ceiling: full-stripe writes on the disks, or the storage network.
enum class DestageCeiling { FullStripe, Fabric };

/// Results for one RAID group. Rates are for the whole group; times in ms.
struct RaidGroupResult {
  bool valid = false;
  std::string problem;  ///< empty when valid; a code of RaidGeometry or DiskModel otherwise
  RaidLevel level = RaidLevel::Raid10;
  int disks = 0;
  int data_members = 0;  ///< D_d (contract: data_members)
  int subgroups = 1;     ///< RAID50/60 sub-groups
  /// Member I/Os per single-unit write (contract: write_penalty): 1/2/4/6 by level, less for
  /// narrow parity groups where reconstruct-write is cheaper (smallWritePenalty(geometry)).
  int write_penalty = 0;
  double usable_capacity_gb = 0;  ///< D_d x disk capacity x used fraction
  double load_share = 0;          ///< share of the array's random and destage load, [0, 1]

  // One member disk, random I/O of the random load's size, over the used slice.
  double disk_service_ms = 0;
  double disk_random_iops = 0;
  double disk_mean_seek_ms = 0;
  double disk_sequential_mbps = 0;  ///< slice-average media rate

  // The random load's mix (read fraction, I/O size) on this group.
  double units_touched = 0;          ///< mean data units per I/O
  double split_share = 0;            ///< I/Os touching two members or more
  double split_share_aligned = 0;    ///< the same without the alignment offset
  double read_member_ios = 0;        ///< mean disk I/Os per random read
  double write_member_ios = 0;       ///< mean disk I/Os per random write (incl. misalignment)
  double max_disk_ms_per_io = 0;     ///< busiest disk's busy ms per array I/O of the mix
  double random_iops = 0;            ///< capacity for the mix: 1000 / busiest disk's ms per I/O
  double random_read_iops = 0;       ///< 100% reads
  double random_write_iops = 0;      ///< 100% writes
  double harmonic_iops = 0;          ///< textbook N IOPS_disk / (R + W P_w), for comparison
  double sequential_write_mbps = 0;  ///< full-stripe writes: D_d x slice rate
  double destage_write_mbps = 0;     ///< the destage pattern on an idle group (MB/s)
  double destage_write_mbps_available = 0;  ///< the destage pattern with the random load running
  double destage_floor_mbps_available = 0;  ///< random FCFS with the random load running
  double full_stripe_write_mbps_available = 0;  ///< full stripes with the random load running
  /// Sorted and coalesced patterns: member writes pending at each disk (the hosts' outstanding
  /// destage writes to this group x member writes per phase / disks, at most
  /// BackingOptions::disk_queue_limit); 1 otherwise.
  double destage_queue_per_disk = 1;
  /// Mean positioning time (seek + rotational wait) of one destaged member write under the
  /// pattern, ms; disk_positioning_ms when served FCFS.
  double destage_positioning_ms = 0;
  double disk_positioning_ms = 0;    ///< FCFS: mean seek over the slice + half a revolution
  double destage_merged_io_kib = 0;  ///< mean size of the destage I/Os the group receives

  // Under the configured random load (this group's share of it).
  double load_iops = 0;
  std::vector<double> disk_utilization;  ///< per disk, [0, ...); >= 1 is saturation
  double max_utilization = 0;
  double mean_utilization = 0;
  int busiest_disk = 0;
  double hotspot_index = 1;  ///< busiest disk demand / mean disk demand (contract)
  bool saturated = false;    ///< some disk at utilisation >= 1: no latency
  /// Datastore read/write latency (ms) under the load: M/G/1 per disk (Pollaczek-Khinchine),
  /// fork-join over the disks an I/O touches (Nelson & Tantawi 1988), parity writes in two
  /// phases. Empty when saturated.
  std::optional<double> read_latency_ms;
  std::optional<double> write_latency_ms;
  double idle_read_latency_ms = 0;  ///< the same on an idle group
  double idle_write_latency_ms = 0;

  /// Disks this level needs to carry the load with the busiest disk at the planning limit;
  /// empty without load or when no count of this level can carry it.
  std::optional<int> disks_needed;
  /// The same in RAID10 (computed for parity levels carrying random writes).
  std::optional<int> raid10_disks_needed;
};

/// An all-flash backing (backing.kind all_flash): the array under the random load and what it
/// offers the destager (docs/models/flasharray.md).
struct AllFlashResult {
  FlashArrayModel array;
  FlashArrayMix random_mix;      ///< the random load's mix and size
  FlashArrayOpen random_load;    ///< at the random load's IOPS
  FlashArrayMix destage_mix;     ///< writes of the destage size (I/O-weighted mean)
  double destage_ms_per_mb = 0;  ///< array time per MB of the destage mix (byte shares)
  /// Writes of the destage mix on the idle array, MB/s: 1000 / destage_ms_per_mb.
  double destage_mbps = 0;
  /// The same beside the random load: (1 - utilisation) x destage_mbps.
  double destage_mbps_available = 0;
  double write_bandwidth_available_mbps = 0;  ///< (1 - utilisation) x write bandwidth ceiling
  double write_latency_us = 0;  ///< at the array: a write of the random load's size under it
};

/// A resource of a backing that is neither RAID groups nor an all-flash array (a hyperconverged
/// backing's network ports, cache devices and capacity disks; hyperconverged_backing.h):
/// its utilisation by the background load and per MB/s of the cluster's writes.
struct BackingResource {
  bool network = false;  ///< counts as the fabric (else as the disks)
  double background = 0;
  double per_write_mbps = 0;
};

struct BackingResult {
  bool valid = false;
  BackingKind kind = BackingKind::RaidGroups;
  /// Set when kind is all_flash (raid_groups then stays empty).
  std::optional<AllFlashResult> all_flash;
  /// Set for kind hyperconverged (raid_groups then stays empty): backingUtilization() uses
  /// these instead of the disks and the fabric.
  std::vector<BackingResource> resources;
  /// Problem codes of degenerate input ("no_raid_groups", "random_load", a fabric code,
  /// "raid_group_<i>:<code>"); empty when valid.
  std::vector<std::string> problems;
  BackingOptions options;
  std::vector<RaidGroupResult> raid_groups;

  std::vector<DestageIo> destage_mix;  ///< write-back groups' write sizes by byte share
  double destage_io_kib = 0;           ///< I/O-weighted mean destage write size
  int destaging_hosts = 0;             ///< hosts running write-back VMs (all hosts if none)
  FabricResult fabric;                 ///< one host's storage paths, for the destage size

  double random_iops = 0;      ///< the array's capacity for the random load's mix
  double disk_write_mbps = 0;  ///< the disks' capacity for the destage pattern, idle array
  double disk_write_mbps_available = 0;    ///< the same with the random load running
  double full_stripe_write_mbps = 0;       ///< coalesced (full-stripe) bound
  double fabric_write_mbps = 0;            ///< destaging hosts x one host's paths
  double background_write_mbps = 0;        ///< the random load's writes (MB/s)
  double fabric_write_mbps_available = 0;  ///< fabric minus the background writes
  /// Write-through VMs' writes beside write-back VMs (their long-run writes, at most what
  /// they reach: BackingOptions::reached_write_mbps), MB/s: they wait for the disks, which
  /// serve them before the destager. 0 without write-back VMs (the array's writes are then
  /// theirs: destage_mix), for an all-flash or hyperconverged backing, or a measured destage
  /// rate.
  double write_through_beside_mbps = 0;
  /// Share of the disks' time left by the background load that those writes take: utilisation
  /// law at their own sizes under the destage pattern (what the disks take of them alone), at
  /// most 1.
  double write_through_disk_share = 0;
  /// What the array and its storage network absorb for destaging (contract:
  /// write_mbps_capacity): min(disks available, fabric available), each less what the
  /// write-through VMs beside take (write_through_disk_share of the disks,
  /// write_through_beside_mbps of the fabric), or the measured backing.destage_mbps when given.
  double write_mbps_capacity = 0;
  /// What one host can destage: min(its paths, write_mbps_capacity).
  double host_write_mbps_capacity = 0;
  DestageBound bound_by = DestageBound::Disks;

  // The destage capacity as a range (contract: destage_floor_mbps, write_mbps_capacity,
  // destage_ceiling_mbps), each after the background load and within the fabric.
  DestagePattern destage_pattern = DestagePattern::Sorted;
  DiskScheduling disk_scheduling = DiskScheduling::Elevator;
  double destage_outstanding_writes = 0;        ///< destage writes in flight over the cluster
  double disk_write_mbps_floor = 0;             ///< the disks, random FCFS, with the random load
  double full_stripe_write_mbps_available = 0;  ///< the disks, full stripes, with the random load
  /// Random FCFS destaging: min(disk_write_mbps_floor, fabric available).
  double destage_floor_mbps = 0;
  /// Full-stripe destaging: min(full_stripe_write_mbps_available, fabric available).
  double destage_ceiling_mbps = 0;
  DestageCeiling ceiling_bound_by = DestageCeiling::FullStripe;

  // The array's write cache and what a write-through write costs (docs/models/backing.md,
  // "Write cache and front-end latency").
  double write_cache_mb = 0;        ///< mirrored write cache (0: none)
  double front_end_latency_us = 0;  ///< per I/O: initiator, fabric, controller
  /// Writes the array must absorb in the long run, MB/s: the write-through VMs' mean writes and
  /// the write-back VMs' mean, up to write_mbps_capacity.
  double array_write_mbps = 0;
  double write_through_mbps = 0;  ///< of which the write-through VMs' mean writes
  /// The cache acknowledges at controller speed: it exists and the disks absorb
  /// array_write_mbps (below disk_write_mbps_available, or the measured destage rate).
  bool write_cache_keeps_up = false;
  /// The datastore's disks: the first valid RAID group's write latency under the background
  /// load (idle when that saturates it), us.
  double disk_write_latency_us = 0;
  /// The same for a write of `io_kib` (KiB) instead of the random load's size, us (the write's
  /// own RAID cost: its member writes, and a parity group's reads before them, queued behind
  /// the background load as disk_write_latency_us is). Set when the datastore is a valid RAID
  /// group; datastoreWriteLatencyUs() adds the front end.
  std::function<double(double io_kib)> disk_write_latency_at_us;
  /// A write-through write acknowledged by the array: front_end_latency_us, plus
  /// disk_write_latency_us unless the cache keeps up, us.
  double datastore_write_latency_us = 0;
};

/// The array's writes by size and share of bytes (BackingResult::destage_mix before the random
/// load's size stands in for none): the write-back groups' writes, or without any the
/// write-through groups', each group at its mean write rate, at most the rate per VM it reaches
/// (`reached`, as BackingOptions::reached_write_mbps).
std::vector<DestageIo> arrayWriteMix(const Scenario& s,
                                     const std::vector<std::optional<double>>& reached = {});

/// Write-through VMs' long-run writes beside write-back VMs on the array, MB/s, each group at
/// its mean write rate, at most the rate per VM it reaches (`reached`); 0 without write-back
/// VMs (BackingResult::write_through_beside_mbps).
double writeThroughBesideMbps(const Scenario& s,
                              const std::vector<std::optional<double>>& reached = {});

/// Whether the array receives other writes with the rates reached `a` than with `b`: its write
/// mix (sameWriteMix) or the write-through writes beside write-back VMs (1e-9 relative).
bool arrayWritesMove(const Scenario& s, const std::vector<std::optional<double>>& a,
                     const std::vector<std::optional<double>>& b);

/// Sets write_mbps_capacity, bound_by and host_write_mbps_capacity from the disks' and the
/// fabric's available figures less what the write-through VMs beside take (a measured destage
/// rate kept as it is).
void decideDestageCapacity(BackingResult& r);

/// Whether two write mixes give each size the same share of bytes, within `rel` of the share.
bool sameWriteMix(const std::vector<DestageIo>& a, const std::vector<DestageIo>& b,
                  double rel = 1e-9);

/// A write-through write of `io_kib` (KiB) acknowledged by the array, us, as a function:
/// datastore_write_latency_us with the disks' part taken for a write of that size
/// (front_end_latency_us + disk_write_latency_at_us) where the disks are on the write's path
/// (docs/models/backing.md, "Write cache and front-end latency"). Empty where the size does not
/// change it (a write cache that keeps up, an all-flash array, a hyperconverged backing, no
/// valid RAID group): datastore_write_latency_us holds for every size.
std::function<double(double io_kib)> datastoreWriteLatencyAt(const BackingResult& r);

/// Runs the backing model on a scenario (validated or not: degenerate input gives
/// valid = false with problem codes and zero figures, never NaN or infinity).
///
/// Per RAID group (docs/models/backing.md sections 1 to 3): member cost of random reads and writes
/// of the random load's size (ioCost), capacity X = 1000 / max_d D_d with D_d = R ms_read(d) + W
/// ms_write(d) per I/O (for one-unit I/Os this is the harmonic formula N IOPS_disk / (R + W P_w)),
/// per-disk utilisation lambda D_d, hotspot index max/mean D_d, latency by M/G/1 per disk and
/// fork-join (Nelson & Tantawi 1988). Destage capacity (docs/models/destager.md section 2): the
/// busiest disk's time per destaged MB under the destage pattern, after the background load; the
/// fabric: destaging hosts x storageFabric().host_write_mbps minus the background writes.
BackingResult computeBacking(const Scenario& s, const BackingOptions& options = {});

/// How busy the backing array is with the background load plus `write_mbps` of the cluster's
/// writes (destaged and written through), as shares of time.
struct BackingUtilization {
  /// The busiest disk: its background share (1 - available / idle destage capacity, or the
  /// busiest disk's random-load utilisation when higher) plus write_mbps / idle capacity (the
  /// destage pattern's disk time per MB on the busiest disk: utilisation law, U = X D).
  double disks = 0;
  /// The storage fabric: (background writes + write_mbps) / fabric write capacity; 0 when the
  /// fabric does not bound (invalid or not modelled).
  double fabric = 0;
  /// With a measured destage rate (backing.destage_mbps): write_mbps / that rate, instead.
  bool measured = false;
  /// The larger of the two (or the measured share); empty when the array has no capacity at
  /// all for writes while write_mbps > 0 (unbounded).
  std::optional<double> utilization;
};

/// The array's utilisation under `write_mbps` (>= 0) of cluster writes on top of the random
/// load (utilisation law; docs/models/backing.md "Utilisation"). With resources (a
/// hyperconverged backing): each one's background + write_mbps x its demand per MB/s, the
/// network as the fabric, the rest as the disks.
BackingUtilization backingUtilization(const BackingResult& r, double write_mbps);

/// Findings about the backing array (codes, severities, values and labels in
/// docs/models/backing.md): backing_invalid, backing_group_saturated,
/// backing_group_over_limit, backing_small_write_penalty, backing_iscsi_single_session,
/// backing_misaligned, backing_reconstruct_write, backing_hotspot, backing_destage_bound.
std::vector<Finding> backingFindings(const Scenario& s, const BackingResult& r);

/// Array IOPS against read percentage for one RAID level.
struct LevelIopsSeries {
  RaidLevel level = RaidLevel::Raid0;
  int disks = 0;  ///< the configured count, or the nearest count valid for the level
  std::vector<double> read_fraction;  ///< 0 .. 1
  std::vector<double> iops;
};

/// IOPS vs read fraction (`points` >= 2 points from 0 to 1) for RAID0, RAID10, RAID5, RAID6
/// and, when the group has a usable group_disks, RAID50 and RAID60, on the group's disks and
/// used fraction, for random I/Os of `io_kib`. Same cost model as computeBacking. Levels the
/// disks cannot form are left out; an invalid disk gives an empty list.
std::vector<LevelIopsSeries> iopsVsReadFraction(const RaidGroup& group, double io_kib,
                                                int points = 21,
                                                const BackingOptions& options = {});

/// Name of a destage bound for findings labels: "disks", "fabric", "measured".
const char* destageBoundWord(DestageBound b);

/// Name of a ceiling bound: "full_stripe", "fabric".
const char* destageCeilingWord(DestageCeiling b);

/// Name of a destage pattern: "random", "sorted", "coalesced", "log".
const char* destagePatternWord(DestagePattern p);

/// Name of a disk scheduling discipline: "elevator", "sptf".
const char* diskSchedulingWord(DiskScheduling s);

}  // namespace accel
