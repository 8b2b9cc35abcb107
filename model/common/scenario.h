// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenario.h
/// The scenario: every input of a sizing, as plain value types.
///
/// Field names and units follow the scenario file contract (docs/scenario-format.md); the
/// defaults declared here are the documented defaults of the file format, so a
/// default-constructed struct is what a missing optional field means. Ranges, help texts and
/// the JSON mapping live in app/ (the parameter descriptions); the models only read these
/// structs.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace accel {

/// Unknown fields met when reading a file, kept verbatim (key -> JSON text) so that saving
/// writes them back. The models never read them.
using Extras = std::map<std::string, std::string>;

enum class WriteMode { WriteThrough, WriteBack };

/// "WT", or "WB+N": write-back acknowledged once the local device and N peer hosts hold
/// the write.
struct WritePolicy {
  WriteMode mode = WriteMode::WriteBack;
  int peers = 1;  ///< N of WB+N; 0 for WT.

  /// Number of peer copies sent over the peer network per write.
  int replicaCopies() const { return mode == WriteMode::WriteBack ? peers : 0; }
  bool isWriteBack() const { return mode == WriteMode::WriteBack; }
  bool operator==(const WritePolicy& o) const { return mode == o.mode && peers == o.peers; }
  bool operator!=(const WritePolicy& o) const { return !(*this == o); }
};

/// Schedule and Duty are written the way people speak of their day; each is one period of a
/// repeating piecewise-constant rate and reaches the models as its equivalent trace
/// (profileTrace, model/common/profile.h).
enum class ProfileKind { Constant, OnOff, Sine, Trace, Schedule, Duty };

/// The period of a schedule: one day from midnight, or one week from Monday midnight.
enum class SchedulePeriod { Day, Week };

/// One window of a schedule profile: from start_min to end_min after midnight on each of its
/// days, at `mbps` or at `factor` x the profile's base rate (exactly one of the two is given).
/// An end at or before the start crosses midnight (22:00-02:00 ends at 02:00 the next day);
/// windows that overlap: the highest rate applies.
struct ScheduleWindow {
  int start_min = 0;   ///< 0..1439 (00:00..23:59)
  int end_min = 1440;  ///< 0..1440 (24:00 is the end of the day)
  unsigned days = 0;   ///< bit 0 Monday .. bit 6 Sunday: the days it starts on; 0: every day
  std::optional<double> mbps;
  std::optional<double> factor;
  Extras extra;
  bool operator==(const ScheduleWindow& o) const
  {
    return start_min == o.start_min && end_min == o.end_min && days == o.days && mbps == o.mbps &&
           factor == o.factor && extra == o.extra;
  }
};

/// One sample of a measured write-rate trace: the rate holds from t_s to the next sample.
struct TraceSample {
  double t_s = 0;
  double mbps = 0;
  bool operator==(const TraceSample& o) const { return t_s == o.t_s && mbps == o.mbps; }
};
using Trace = std::vector<TraceSample>;

/// Write rate of one VM over time (MB/s per VM). Only the fields of `kind` apply; the others
/// keep their values so that switching the kind back and forth loses nothing.
struct WriteProfile {
  ProfileKind kind = ProfileKind::Constant;
  double mbps = 5;            ///< constant
  double peak_mbps = 20;      ///< on_off: rate during the burst
  double burst_s = 600;       ///< on_off: burst length
  double period_s = 1200;     ///< on_off and sine: period
  double base_mbps = 0;       ///< on_off: rate between bursts
  double mean_mbps = 5;       ///< sine: mean rate
  double amplitude_mbps = 5;  ///< sine: amplitude
  /// duty: share of the period spent in the burst, (0, 1]; the period is
  /// burst_s / duty_fraction (peak_mbps, burst_s and base_mbps as for on_off)
  double duty_fraction = 0.5;
  /// schedule: its period, and its windows over base_mbps
  SchedulePeriod schedule_period = SchedulePeriod::Day;
  std::vector<ScheduleWindow> windows;
  /// trace: samples in increasing time. Shared and immutable so copies (undo snapshots) are
  /// cheap; replace the pointer to change it.
  std::shared_ptr<const Trace> samples = std::make_shared<const Trace>();
  Extras extra;
};

/// One bin of a vscsiStats-style I/O size histogram: a fraction of the I/Os have this size.
struct IoSizeBin {
  double size_kib = 4;
  double fraction = 1;
  bool operator==(const IoSizeBin& o) const
  {
    return size_kib == o.size_kib && fraction == o.fraction;
  }
};

/// One point of a measured hit-ratio curve: a cache of this size (per VM, GiB of read data)
/// hits this share of the reads.
struct HitRatioPoint {
  double cache_gib = 0;
  double hit_ratio = 0;
  bool operator==(const HitRatioPoint& o) const
  {
    return cache_gib == o.cache_gib && hit_ratio == o.hit_ratio;
  }
};

/// Read rate of one VM over time (MB/s per VM), its read sizes and how its reads spread over
/// its data: the write profile's kinds (a read storm is a read profile) plus the size of each
/// read, the working set and its skew (model/readcache). Only the fields of `kind` apply, as
/// for writes. Default: no reads. The reads load the backing array and a read cache only when
/// the working set is given (reads without one are not modelled: the array's own reads are
/// backing.random_load).
struct ReadProfile : WriteProfile {
  ReadProfile() { mbps = 0; }
  double io_kib = 32;                   ///< size of each read
  std::vector<IoSizeBin> io_histogram;  ///< when not empty, replaces io_kib
  /// Data each VM reads, GiB (its working set); empty: the reads are not modelled.
  std::optional<double> working_set_gib;
  /// The hot set: this share of the working set ...
  double hot_set_fraction = 0.2;
  /// ... receives this share of the reads (80/20 by default), the rest spread evenly over the
  /// rest of the working set.
  double hot_access_fraction = 0.8;
  /// A Zipf exponent: the k-th most read block is read in proportion to 1 / k^zipf. When set,
  /// replaces the hot-set form.
  std::optional<double> zipf;
  /// A measured hit-ratio curve (cache size per VM -> hit share), cache sizes increasing and
  /// below the working set, hit shares not decreasing: when not empty, replaces the skew
  /// (hot set or Zipf) for the host cache, interpolated linearly through (0, 0), the points
  /// and (working set, 1) (docs/models/readcache.md section 1).
  std::vector<HitRatioPoint> hit_ratio_curve;
};

/// A host read cache on each VM of a group (scenario `vm_groups[].read_cache`), a per-disk
/// flash read cache of the vSphere Flash Read Cache kind: reads that hit are served by the
/// acceleration device, misses by the datastore and then filled into the cache.
struct ReadCache {
  /// Cache per VM, GiB; empty: 20 % of the read working set.
  std::optional<double> size_gib;
  double block_kib = 8;  ///< cache block: the unit of fill and eviction (a power of two)
  /// Write-through caching of writes: a write of at most write_filter_kib puts its data in the
  /// cache, a larger one (filtered: logs, streams) takes a cached copy out. False: the cache
  /// sees reads alone (writes neither fill nor invalidate it).
  bool populate_on_write = false;
  double write_filter_kib = 64;  ///< largest write the cache admits (populate_on_write)
  /// The vMotion network's rate for moving a VM's cache with it, Gb/s; empty: the peer
  /// network's (link_gbps x usable_links).
  std::optional<double> vmotion_gbps;
  Extras extra;
};

/// Where a group's measured workload came from (scenario `vm_groups[].sources[]`): written by
/// the import, shown in the report. The models never read it.
struct WorkloadSource {
  std::string format;                      ///< "esxtop", "vscsistats", "perfmon" or "csv"
  std::string file;                        ///< the file's name, without its folder
  std::string sha256;                      ///< of the whole file, 64 lowercase hexadecimal digits
  std::string first_sample;                ///< time stamp of the first sample as the file writes it
  std::optional<double> span_s;            ///< time the samples cover; empty for histograms
  int samples = 0;                         ///< samples (rows) or histogram I/Os read
  std::vector<std::string> members;        ///< the VMs, disks or columns grouped into the group
  std::vector<std::string> counters;       ///< the counters (columns, histograms) used
  std::optional<double> write_latency_us;  ///< measured mean write latency, I/O-weighted
  std::optional<double> read_latency_us;   ///< measured mean read latency, I/O-weighted
  std::optional<double> sequential_write_fraction;  ///< writes that continue the previous one
  std::optional<double> sequential_read_fraction;   ///< reads that continue the previous one
  Extras extra;
};

/// A group of identical VMs, `vms_per_host` of them on each host it runs on.
struct VmGroup {
  std::string name = "VMs";
  int vms_per_host = 1;
  std::optional<int> on_hosts;  ///< runs on the first on_hosts hosts; empty = all hosts
  WritePolicy write_policy;
  WriteProfile write;
  double write_io_kib = 64;
  std::vector<IoSizeBin> write_io_histogram;  ///< when not empty, replaces write_io_kib
  int outstanding_ios = 16;
  /// Loaded write latency this group must stay under (requirements); empty: the scenario's
  /// Requirements::latency_target_us.
  std::optional<double> latency_target_us;
  /// Each VM's reads (scenario `read`; the older `read_mbps` and `read_io_kib` are its mean
  /// rate and mean size).
  ReadProfile read;
  /// A host read cache on each VM of the group; empty: none.
  std::optional<ReadCache> read_cache;
  std::vector<WorkloadSource> sources;  ///< measured data the group was imported from
  Extras extra;
};

enum class Media { Flash, Ram };

/// The host-local acceleration device (the same model on every host).
struct Acceleration {
  Media media = Media::Flash;
  std::string device = "Intel DC S3700";
  double write_latency_us = 65;  ///< latency of one 4 KiB write on an idle device
  /// Latency of one 4 KiB read on an idle device (read-cache hits). Default 50 us: the Intel
  /// DC S3700's typical read latency (Intel product specification, 2012).
  double read_latency_us = 50;
  double write_mbps = 460;  ///< sustained write bandwidth
  /// Writes the device serves at once (its internal parallelism: channels, dies, queues).
  /// 1 = one write at a time, the conservative single-server device of worked example B4
  /// (docs/models/latency.md). The latency model treats the device as `parallelism` servers (M/M/c)
  /// whose total rate is still capped by write_mbps. Range 1..1024.
  int parallelism = 1;
  /// Squared coefficient of variation of one write's service time on the device, Var / mean^2
  /// (0 = every write of a size takes the same time, 1 = exponential). Default 1: steady-state
  /// flash writes vary with garbage collection and wear levelling (Chen, Koufaty & Zhang,
  /// SIGMETRICS 2009), and exponential is the classic queueing assumption (Lazowska et al.,
  /// Quantitative System Performance, 1984), the conservative end of what flash shows. Range
  /// 0..10.
  double write_latency_scv = 1.0;
  double capacity_gib = 400;
  double write_buffer_mb = 20000;  ///< write-back data a VM may hold before it is throttled
  Extras extra;
};

enum class NetKind { Ethernet, InfiniBand };

/// How a host's VMs choose the hosts that hold their replicas.
enum class PeerSelection {
  /// The peers spread evenly over the other hosts (each write's N peers as good as random).
  Spread,
  /// Each host replicates to its next N hosts (h + 1, ..., h + N, modulo the hosts), as FVP
  /// assigns peers: a host receives from its N previous hosts.
  Ring
};

/// The network that carries replica (peer) traffic between hosts.
struct PeerNetwork {
  NetKind kind = NetKind::Ethernet;
  double link_gbps = 10;  ///< MAC rate for Ethernet; data rate after coding for InfiniBand
  int usable_links = 1;   ///< links one host's replica traffic can actually use
  int mtu = 1500;         ///< IP MTU for Ethernet, IB MTU (256..4096) for InfiniBand
  bool tcp_timestamps = false;
  double stack_latency_us = 25;
  int switch_hops = 1;
  double cable_m = 10;
  double compression_ratio = 1.0;  ///< >= 1, applied to replica traffic only
  double other_traffic_mbps = 0;   ///< other payload on the same links, per host and direction
  double utilization_limit = 0.8;  ///< planning limit for link utilisation
  std::optional<double> shared_uplink_gbps;  ///< a bottleneck all cross-host replicas pass
  PeerSelection peer_selection = PeerSelection::Spread;
  Extras extra;
};

enum class StorageKind { FibreChannel, Iscsi, Nfs };
enum class Multipath { Fixed, Mru, RoundRobin };

/// The fabric between the hosts and the backing array.
struct StorageNetwork {
  StorageKind kind = StorageKind::Iscsi;
  double link_gbps = 1;
  int paths = 2;
  Multipath multipath = Multipath::RoundRobin;
  std::optional<double> session_limit_mbps;  ///< measured single-session ceiling, if known
  int mtu = 1500;  ///< IP MTU of iSCSI/NFS links (576..9216); ignored for Fibre Channel
  /// Per-I/O latency of the storage path (initiator, fabric, array controller and its cache
  /// write), us; empty: the default of the fabric kind (model/backing/storage_network.h).
  std::optional<double> front_end_latency_us;
  Extras extra;
};

/// One disk drive model (datasheet figures).
struct Disk {
  double rpm = 7200;
  double avg_seek_ms = 8.5;
  double track_seek_ms = 0.5;
  double full_seek_ms = 17;
  double capacity_gb = 2000;
  double od_mbps = 175;  ///< media rate at the outer diameter (solid state: write bandwidth)
  double id_mbps = 83;   ///< media rate at the inner diameter
  // Solid-state figures (read only when rpm is 0). Defaults: Intel SSD DC S3700 Series product
  // specification, 800 GB (random 4 KiB read 75,000 IOPS, write 36,000 IOPS in steady state,
  // sequential read 500 MB/s, typical latency 50 us read and 65 us write).
  double read_iops = 75000;      ///< random 4 KiB read IOPS ceiling
  double write_iops = 36000;     ///< random 4 KiB write IOPS ceiling, steady state
  double read_mbps = 500;        ///< sequential read bandwidth ceiling
  double read_latency_us = 50;   ///< one 4 KiB read on the idle drive
  double write_latency_us = 65;  ///< one 4 KiB write on the idle drive
  /// Commands the drive serves at once (channels, dies, queue slots); empty: by Little's law
  /// from the ceilings and the idle latencies, max(IOPS x latency) rounded, from 1 to 1024.
  std::optional<int> parallelism;
  Extras extra;
};

enum class RaidLevel { Raid0, Raid1, Raid10, Raid5, Raid6, Raid50, Raid60 };

struct RaidGroup {
  RaidLevel level = RaidLevel::Raid10;
  int disks = 14;
  double segment_kib = 64;          ///< stripe unit per member
  std::optional<int> group_disks;   ///< disks per RAID5/6 sub-group of RAID50/60
  double alignment_offset_kib = 0;  ///< offset of the data start from a segment boundary
  Disk disk;
  double used_fraction = 1.0;  ///< fraction of each disk's capacity in use
  Extras extra;
};

/// Background random load on the array (all RAID groups together).
struct RandomLoad {
  double iops = 0;
  double read_fraction = 0.7;
  double io_kib = 8;
  /// Data the random load spreads over evenly, GiB (a benchmark's test file); empty: unknown,
  /// the array's flash cache is not credited with it.
  std::optional<double> working_set_gib;
  /// When it runs (backing.random_load.period, .windows): no windows (default), all the time;
  /// else only inside its windows, each scaling iops by its factor (absent: 1; mbps is not
  /// used), over one day from midnight or one week from Monday midnight (t = 0).
  SchedulePeriod schedule_period = SchedulePeriod::Day;
  std::vector<ScheduleWindow> windows;
  Extras extra;
};

/// What a sequential stream does on the RAID group it runs against.
enum class StreamDirection {
  /// Writes only (default): a full clone's or Storage vMotion's destination writes; the source
  /// is read elsewhere or from cache (ten clones of one template share its reads).
  Write,
  /// Reads only: a backup or the source side of a copy.
  Read,
  /// Reads and writes on the same group: each chunk is read from the source and then written
  /// to the destination, both sequential from their own positions.
  Copy
};

/// Large sequential copies (full clones, backups, Storage vMotion) on the first RAID group.
struct SequentialStreams {
  int count = 0;
  double mbps_each = 60;
  double io_kib = 64;
  int outstanding_ios = 1;
  /// "write" (default), "read" or "copy" (backing.sequential_streams.direction).
  StreamDirection direction = StreamDirection::Write;
  /// When they run (backing.sequential_streams.period, .windows), as for RandomLoad: no
  /// windows, all the time; else only inside the windows, each scaling mbps_each by its factor.
  SchedulePeriod schedule_period = SchedulePeriod::Day;
  std::vector<ScheduleWindow> windows;
  Extras extra;
};

/// How the array receives destaged writes (backing.destage_pattern).
enum class DestagePattern {
  /// Each write at a random position, served first come first served, one at a time per disk:
  /// the floor.
  Random,
  /// At random positions, reordered by the disks and controller within the writes the hosts
  /// keep outstanding (backing.lun_queue_depth, backing.hba_queue_depth).
  Sorted,
  /// Sorted, and adjacent writes merged into I/Os backing.destage_coalescing times larger.
  Coalesced,
  /// Appended as full stripes (a log-structured layout).
  Log
};

/// How a disk orders the writes queued at it (backing.disk_scheduling).
enum class DiskScheduling {
  Elevator,  ///< by position along the stroke (C-LOOK): seek distance shrinks with the queue
  Sptf       ///< shortest positioning time first: seek and rotational wait (drive command queueing)
};

/// What the backing storage is (backing.kind).
enum class BackingKind {
  /// Disk or SSD RAID groups behind a controller (default): backing.raid_groups.
  RaidGroups,
  /// An all-flash array described by its own figures: backing.all_flash.
  AllFlash,
  /// The hosts' own disk groups pooled into one datastore (VSAN style):
  /// backing.hyperconverged.
  Hyperconverged
};

/// An all-flash array as its vendor rates it (backing.all_flash). Defaults: a 1M-IOPS-class
/// array of 2014 (docs/models/flasharray.md): the Violin Memory 6000 Series product deep dive
/// (1 M random 4 KB IOPS, 250 us nominal latency, two controllers), with the read/write split
/// and the bandwidth of Violin's published vdbench runs over Fibre Channel (2014).
struct AllFlashArray {
  double read_iops = 1.05e6;      ///< random read IOPS ceiling for I/Os up to 4 KiB
  double write_iops = 1.0e6;      ///< random write IOPS ceiling for I/Os up to 4 KiB
  double read_mbps = 7400;        ///< read bandwidth ceiling
  double write_mbps = 7400;       ///< write bandwidth ceiling
  double read_latency_us = 250;   ///< one 4 KiB read at low load, at the array's ports
  double write_latency_us = 250;  ///< one 4 KiB write at low load
  int controllers = 2;            ///< active controllers sharing the ceilings
  double capacity_gb = 20000;     ///< usable capacity
  Extras extra;
};

/// A hyperconverged backing (backing.hyperconverged): the scenario's hosts pool their disk
/// groups into the datastore (docs/models/hyperconverged.md). Defaults: VMware's vSphere 5.5
/// VSAN test bed (Dell R720 hosts, two disk groups of one 200 GB PCIe SSD and six 10K SAS
/// disks, failures to tolerate 1, stripe width 1, a dedicated 10 Gb/s network). The cache
/// device: one 200 GB half of an Intel SSD 910, the Intel SSD 910 Series product
/// specification's 400 GB figures halved (random 4 KiB 90,000 read and 38,000 write IOPS,
/// 1,000 MB/s read and 750 MB/s write). The capacity disk: a 600 GB 10K SAS disk, the Seagate
/// Savvio 10K.4 product manual (3.8 ms average seek, 150 to 90 MB/s).
struct HyperconvergedBacking {
  int disk_groups_per_host = 2;
  double cache_gb = 200;               ///< the flash device of each disk group
  double write_buffer_fraction = 0.3;  ///< share of it that buffers writes (VSAN: 30 %)
  double cache_read_iops = 45000;      ///< random 4 KiB read IOPS ceiling
  double cache_write_iops = 19000;     ///< random 4 KiB write IOPS ceiling, steady state
  double cache_read_mbps = 500;        ///< read bandwidth ceiling
  double cache_write_mbps = 375;       ///< write bandwidth ceiling
  double cache_read_latency_us = 65;   ///< one 4 KiB read on the idle device
  double cache_write_latency_us = 65;  ///< one 4 KiB write on the idle device
  int capacity_disks_per_group = 6;
  double disk_rpm = 10000;  ///< capacity disk: spindle speed
  double disk_avg_seek_ms = 3.8;
  double disk_track_seek_ms = 0.3;
  double disk_full_seek_ms = 7.81;
  double disk_capacity_gb = 600;
  double disk_od_mbps = 150;     ///< media rate at the outer diameter
  double disk_id_mbps = 90;      ///< media rate at the inner diameter
  int failures_to_tolerate = 1;  ///< FTT: FTT + 1 copies on distinct hosts, FTT witnesses
  int stripe_width = 1;          ///< capacity disks each copy is striped over
  double slack_fraction = 0.3;   ///< raw capacity kept free for rebuilds and rebalancing
  double read_cache_hit = 0.9;   ///< reads served from the cache device's read cache
  double link_gbps = 10;         ///< the hosts' storage network, per link
  int usable_links = 1;          ///< links one host's storage traffic can use
  int mtu = 1500;                ///< IP MTU of the storage network
  double stack_latency_us = 25;  ///< network stack latency per direction
  Extras extra;
};

struct Backing {
  /// What the backing is; the raid_groups are kept (and ignored) for another kind.
  BackingKind kind = BackingKind::RaidGroups;
  AllFlashArray all_flash;
  HyperconvergedBacking hyperconverged;
  StorageNetwork storage_network;
  std::vector<RaidGroup> raid_groups = {RaidGroup{}};
  RandomLoad random_load;
  SequentialStreams sequential_streams;
  std::optional<double> destage_mbps;  ///< measured cluster destage rate, replaces the derived one
  /// Share of destaged bytes known to arrive sequential, written as full stripes whatever the
  /// pattern; the rest follows destage_pattern. 0 (default): none.
  double destage_sequential_fraction = 0;
  /// How the array receives the rest: sorted within the hosts' queues by default.
  DestagePattern destage_pattern = DestagePattern::Sorted;
  /// How sorted and coalesced writes are ordered at each disk.
  DiskScheduling disk_scheduling = DiskScheduling::Elevator;
  /// Writes one host keeps outstanding to a LUN (Disk.SchedNumReqOutstanding, default 32).
  int lun_queue_depth = 32;
  /// Writes one host's adapter keeps outstanding over all its LUNs; empty: no limit below the
  /// LUN queue.
  std::optional<int> hba_queue_depth;
  /// Coalesced pattern: destaged writes merged into one I/O, on average (>= 1).
  double destage_coalescing = 4;
  /// The array's mirrored write cache, MB: writes are acknowledged from it while it has room.
  double write_cache_mb = 1000;
  /// A flash cache tier in the array (FAST Cache style), GiB: reads and rewrites of the blocks
  /// it holds never reach the disks. Empty: none.
  std::optional<double> flash_cache_gib;
  Extras extra;
};

/// What the customer requires of a design (scenario section `requirements`). Every
/// requirement must hold with every VM write rate multiplied by growth_factor. The peer links'
/// limit is PeerNetwork::utilization_limit (one limit for the findings and the requirement).
struct Requirements {
  /// Loaded write latency of every VM group at most this, us, unless the group sets its own
  /// (VmGroup::latency_target_us). Default 20 ms: the guest latency (esxtop GAVG/cmd) from
  /// which vSphere performance troubleshooting practice treats storage as a problem (the
  /// commonly applied esxtop thresholds are 20-25 ms). A customer with a service level sets
  /// theirs.
  double latency_target_us = 20000;
  /// The write-back buffer may fill, but not sooner than this after the start of the write
  /// profile, s; empty (default): it must never fill.
  std::optional<double> min_fill_time_s;
  /// Share of time a VM may be throttled by a full buffer, [0, 1]. Default 0.
  double max_throttled_fraction = 0;
  /// Busiest disk (or the storage fabric) of the backing array at most this busy with the
  /// background load and the cluster's writes, [0, 1]. Default 0.8, the planning limit the
  /// backing model uses for disks needed.
  double max_backing_utilization = 0.8;
  /// Each sequential stream at least this rate, MB/s; empty (default): no stream requirement.
  std::optional<double> min_stream_mbps;
  /// Every requirement must hold with the VMs' write rates multiplied by this (>= 1): room
  /// for growth. Default 1.
  double growth_factor = 1;
  Extras extra;
};

/// One change a variant makes to the base design: the value (JSON text) at a JSON pointer of
/// the scenario file ("/peer_network/link_gbps" -> "10").
struct VariantOverride {
  std::string pointer;
  std::string value_json;
};

/// A named option of the design (scenario section `variants`): the base with some values
/// overridden, so a change to the base flows into every variant that does not override it.
/// The models never read variants; the application applies them (app/core/variants.h).
struct Variant {
  std::string name;
  std::vector<VariantOverride> overrides;
  Extras extra;
};

/// What a failure what-if takes away (scenario `failures[].kind`).
enum class FailureKind {
  Host,         ///< one host and everything on it (its VMs restarted on the others)
  PeerLink,     ///< one of a host's peer network links
  StoragePath,  ///< one of a host's storage paths
  RaidMember    ///< one disk of a RAID group (degraded until rebuilt)
};

/// One failure to evaluate beside the healthy design (scenario section `failures`). The
/// models never read this list; the failure model (model/failure) applies one entry at a time.
struct FailureSpec {
  FailureKind kind = FailureKind::Host;
  int host = 1;        ///< 1-based host (host, peer_link, storage_path)
  int raid_group = 0;  ///< 0-based RAID group (raid_member)
  /// Share of each surviving member's time the controller gives the rebuild, (0, 1). Default
  /// 0.3: the LSI MegaRAID controllers' default rebuild rate of 30 % (MegaRAID SAS Software
  /// User Guide, "Rebuild Rate").
  double rebuild_share = 0.3;
  Extras extra;
};

/// Whole numbers from min to max in steps of step (scenario `design_space.disk_count`,
/// `design_space.hosts`).
struct IntRange {
  int min = 1;
  int max = 1;
  int step = 1;
  Extras extra;
};

/// A peer network option of the design space: a kind, a link speed and the links one host's
/// replicas can use; the scenario's other network settings are kept (the MTU too, unless
/// given or the kind changes).
struct PeerLinkChoice {
  NetKind kind = NetKind::Ethernet;
  double link_gbps = 10;
  int usable_links = 1;
  std::optional<int> mtu;
  Extras extra;
};

/// The choices the customer will consider (scenario section `design_space`): each list is a
/// dimension of the design search (model/sizing/design_search.h); an empty list (or an absent
/// range) keeps the scenario's own value. Devices and disks are preset ids, resolved by the
/// application against its catalogue. The models never read this section; the search does.
struct DesignSpace {
  std::vector<PeerLinkChoice> peer_links;
  std::vector<std::string> devices;                 ///< acceleration device preset ids
  std::vector<double> write_buffer_mb;              ///< write-back buffer per VM, MB
  std::vector<WritePolicy> write_policies;          ///< WB+N, applied to every write-back group
  std::vector<RaidLevel> raid_levels;               ///< every RAID group
  std::vector<std::string> disk_models;             ///< disk preset ids, every RAID group
  std::optional<IntRange> disk_count;               ///< disks in all, split over the RAID groups
  std::vector<int> raid_groups;                     ///< RAID groups the disks are split into
  std::vector<double> segment_kib;                  ///< every RAID group
  std::vector<double> destage_sequential_fraction;  ///< backing.destage_sequential_fraction
  std::vector<DestagePattern> destage_patterns;     ///< backing.destage_pattern
  std::optional<IntRange> hosts;                    ///< hosts; each group's VMs in all are kept
  /// Host read cache per VM, GiB, and its block, KiB: every group that has a read cache.
  std::vector<double> read_cache_gib;
  std::vector<double> read_cache_block_kib;
  Extras extra;

  /// True when no dimension is given (nothing to choose).
  bool empty() const
  {
    return peer_links.empty() && devices.empty() && write_buffer_mb.empty() &&
           write_policies.empty() && raid_levels.empty() && disk_models.empty() && !disk_count &&
           raid_groups.empty() && segment_kib.empty() && destage_sequential_fraction.empty() &&
           destage_patterns.empty() && !hosts && read_cache_gib.empty() &&
           read_cache_block_kib.empty();
  }
};

/// One constant a calibration considered (scenario `calibration.constants[]`).
struct CalibratedConstantRecord {
  std::string field;      ///< the scenario field, e.g. "acceleration.write_latency_us"
  std::string status;     ///< "fitted", "no_effect" or "not_separable" (the last two: held)
  double before_us = 0;   ///< its value before the fit
  double after_us = 0;    ///< its value after (equal to before_us when held)
  bool at_bound = false;  ///< fitted, but stopped at the end of its valid range
  Extras extra;
};

/// One measured latency a calibration compared with the model (`calibration.measurements[]`).
struct CalibrationMeasurementRecord {
  std::string group;               ///< the VM group's name
  std::string latency = "write";   ///< "write" or "read"
  double measured_us = 0;          ///< from the group's sources (write_latency_us, ...)
  double predicted_before_us = 0;  ///< the model with the constants before the fit
  double predicted_after_us = 0;   ///< ... and after it
  std::vector<std::string> files;  ///< the sources' files the measurement came from
  Extras extra;
};

/// The record of the constants fitted to measured latencies (scenario `calibration`,
/// model/calibrate): what was fitted, from which measurements, the error before and after,
/// and when. Written when a calibration is applied; the models never read it.
struct CalibrationRecord {
  std::string fitted_at;  ///< UTC time, ISO 8601 ("2026-11-26T10:20:00Z")
  std::string method = "levenberg_marquardt";
  std::vector<CalibratedConstantRecord> constants;
  std::vector<CalibrationMeasurementRecord> measurements;
  double rms_error_before_us = 0;  ///< root mean square of predicted - measured
  double rms_error_after_us = 0;
  double rms_relative_error_before = 0;  ///< root mean square of (predicted - measured) / measured
  double rms_relative_error_after = 0;
  Extras extra;
};

/// A whole sizing scenario.
struct Scenario {
  std::string name = "Untitled scenario";
  std::string customer;
  std::string notes;
  int hosts = 4;
  /// VMs one host can run (vSphere HA admission control: its CPU and memory slots); empty:
  /// no limit. Read only by the failure what-ifs: the VMs of a lost host restart on the
  /// others while they have room.
  std::optional<int> max_vms_per_host;
  std::vector<VmGroup> vm_groups = {VmGroup{}};
  Acceleration acceleration;
  PeerNetwork peer_network;
  Backing backing;
  Requirements requirements;
  std::vector<Variant> variants;
  /// The choices of the design search; written only when it holds something (or extras).
  DesignSpace design_space;
  /// Failure what-ifs to evaluate beside the healthy design (model/failure); empty: none.
  std::vector<FailureSpec> failures;
  /// Constants fitted to measured latencies and how well (model/calibrate); empty: none.
  std::optional<CalibrationRecord> calibration;
  Extras extra;
};

/// Number of hosts the group runs on: on_hosts if given (clamped to [0, hosts]), else all.
int hostsRunning(const VmGroup& group, int hosts);

/// True when host `h` (0-based) runs VMs of the group.
bool runsOnHost(const VmGroup& group, int hosts, int h);

}  // namespace accel
