// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file readcache.h
/// Read acceleration: the host read cache of each VM group and the array's flash cache tier.
/// docs/models/readcache.md.
///
/// Each VM of a group with a read working set (vm_groups[].read.working_set_gib) reads it with
/// the group's skew (hot set or Zipf, che.h). A host read cache (vm_groups[].read_cache) per VM
/// is an LRU cache of size_gib in blocks of block_kib: its hit ratio by the characteristic-time
/// approximation over the blocks it can hold after internal fragmentation. Misses go to the
/// array, where a flash cache tier (backing.flash_cache_gib) sees the misses of every group and
/// the background random load (over backing.random_load.working_set_gib, evenly) as one LRU
/// cache (Che et al. 2002: the miss stream of one cache is the next one's requests). What
/// reaches the disks joins the background random load of the backing model
/// (arrayLoadScenario); the device's read work takes its share of the device's bandwidth from
/// the writes (deviceLoadScenario). Read latency = hits at the device's read latency + misses
/// at the datastore's, from the backing model's read latency (setReadLatencies).

#include <optional>
#include <vector>

#include "model/common/findings.h"
#include "model/common/scenario.h"
#include "model/readcache/che.h"

namespace accel {

/// Modelling assumptions of the read-cache model, with their defaults.
struct ReadCacheOptions {
  /// Host memory the cache keeps per cache block, bytes: 80 makes the "up to 2 % of the cache"
  /// at 4 KiB blocks of VMware's vSphere Flash Read Cache guidance (VMware, "Performance of
  /// vSphere Flash Read Cache in VMware vSphere 5.5", 2013: memory against block size, 4 KiB
  /// to 512 KiB).
  double metadata_bytes_per_block = 80;
  /// Warm-up ends when a cache started empty reaches this share of its steady hit ratio.
  double warmup_fraction = 0.9;
  /// Groups of the Zipf classes per octave of rank (zipfPopularity).
  int zipf_bins_per_octave = 8;
};

/// One VM group's reads and its host read cache (per VM unless said otherwise).
struct GroupReadCache {
  bool modelled = false;  ///< the group gives a read working set
  bool cached = false;    ///< the group has a host read cache
  int vms = 0;            ///< VMs of the group in the cluster
  int vms_per_host = 0;
  double read_mbps = 0;        ///< mean read rate per VM
  double read_io_kib = 0;      ///< mean read size (by I/O count)
  double read_iops = 0;        ///< per VM: read_mbps / read_io_kib
  double working_set_gib = 0;  ///< per VM
  double hot_set_gib = 0;      ///< the hot set (hot-set form); 0 with Zipf or a curve
  bool zipf = false;           ///< skew given as a Zipf exponent
  /// The hit ratio comes from the measured curve (read.hit_ratio_curve), not the skew model:
  /// no characteristic time.
  bool measured_curve = false;

  double cache_gib = 0;  ///< configured (or default) cache per VM
  double block_kib = 0;
  /// Share of the cache holding read data: sum f_i r_i / sum f_i max(r_i, block) over the
  /// read sizes r_i of I/O share f_i (a read smaller than a block still takes a block).
  double fill_efficiency = 1;
  double effective_cache_gib = 0;  ///< cache_gib x fill_efficiency
  double hit_ratio = 0;            ///< steady state, [0, 1]
  bool fits = false;               ///< the whole working set fits in the effective cache
  /// Characteristic time, s: a block stays cached this long after its last read (empty when it
  /// fits: it never leaves).
  std::optional<double> characteristic_time_s;
  /// Time for a cache started empty (after a host failure, or a migration that drops it) to
  /// reach ReadCacheOptions::warmup_fraction of its steady hit ratio, s; empty without reads.
  std::optional<double> warmup_s;
  /// Migration with the cache moved (vMotion carrying it): the cached data per VM, GiB (the
  /// cache's blocks that hold data: all of them unless the working set fits), the vMotion
  /// network's rate, Gb/s, and the time the cache adds to the migration, s; move_s empty
  /// without a cache or a network.
  double move_gib = 0;
  double vmotion_gbps = 0;
  std::optional<double> move_s;
  /// Writes that touch the cache (read_cache.populate_on_write), per read: admitted (put in)
  /// and filtered (take a cached copy out).
  double populate_per_read = 0;
  double invalidate_per_read = 0;
  /// Host memory for the cache's block metadata per VM, MB, and as a share of the cache.
  double memory_overhead_mb = 0;
  double memory_overhead_fraction = 0;
  double memory_overhead_mb_per_host = 0;

  /// Cluster: reads per second the host cache keeps from the array (hits of all its VMs).
  double array_read_iops_removed = 0;
  /// Cluster: reads per second sent to the array (misses, or every read without a cache).
  double array_read_iops = 0;
  /// Per host: read MB/s served by the device (hits) and written into it (misses filled,
  /// whole blocks).
  double device_read_mbps_per_host = 0;
  double device_fill_mbps_per_host = 0;
  /// Per host: admitted writes written into the cache (whole blocks), MB/s.
  double device_write_fill_mbps_per_host = 0;
  /// Share of the array's flash cache tier hits among this group's misses.
  double array_flash_hit_ratio = 0;
  /// Cluster: the group's reads that reach the disks after both caches, I/O/s
  /// (array_read_iops x (1 - array_flash_hit_ratio)), at the group's mean read rate.
  double disk_read_iops = 0;

  // From the backing model (setReadLatencies):
  double device_read_latency_us = 0;     ///< the device's idle read latency
  double datastore_read_latency_us = 0;  ///< a miss: front end + disks after the tier
  double read_latency_us = 0;            ///< h x device + (1 - h) x datastore
  /// The disks are saturated by their load: the latencies above use their idle read latency
  /// and are a floor, not an estimate (the queue grows without bound).
  bool datastore_saturated = false;
  /// The same reads without any host cache (the array carrying all of them), and whether the
  /// disks saturate then (the figure is then a floor).
  double uncached_read_latency_us = 0;
  bool uncached_saturated = false;
};

/// The array's flash cache tier.
struct ArrayFlashCache {
  bool configured = false;
  double size_gib = 0;
  /// The data its requests spread over, GiB: the working sets of the groups' VMs and the random
  /// load's.
  double working_set_gib = 0;
  double hit_ratio = 0;                ///< over all its requests (reads and random-load writes)
  double random_load_hit_ratio = 0;    ///< of the random load's I/Os
  double request_iops = 0;             ///< reaching the tier: groups' misses + random load
  double disk_read_iops_removed = 0;   ///< reads served by the tier
  double disk_write_iops_removed = 0;  ///< random-load rewrites absorbed by the tier
};

struct ReadCacheResult {
  /// Read caching is configured: some group gives a read working set or the array has a flash
  /// cache. When false nothing else in the evaluation changes.
  bool engaged = false;
  std::vector<GroupReadCache> groups;
  ArrayFlashCache array;
  /// The disks' background load after both caches: reads and writes per second, read share,
  /// mean I/O size (the random load's and the groups' reads, by I/O count).
  double disk_iops = 0;
  double disk_read_fraction = 0;
  double disk_io_kib = 0;
  /// The part of it that is the random load (its reads and writes after the array tier,
  /// I/O/s, each of backing.random_load.io_kib); the rest is the groups' reads
  /// (GroupReadCache::disk_read_iops). The time axis scales the two apart (load_schedule.h).
  double disk_random_read_iops = 0;
  double disk_random_write_iops = 0;
  /// Host 1 (which runs every group): share of the device's bandwidth taken by read hits and
  /// fills, [0, ...); the writes keep max(1 - share, 0.05) of acceleration.write_mbps.
  double device_read_share = 0;
  double device_write_mbps_left = 0;
  /// The backing model's destage capacity (write_mbps_capacity) with and without the host
  /// caches' hits, MB/s (set by evaluate()).
  double destage_mbps = 0;
  double destage_mbps_without_host_cache = 0;
};

/// Runs the read-cache model (no latency yet: setReadLatencies). Pure; any scenario (degenerate
/// figures give zero rates, never NaN).
///
/// Per VM: items = W / r (W working set, r mean read size); cache items = C / m (m = mean block
/// space per read, sum f_i max(r_i, b)); hit ratio by lruHitRatio over the skew's classes;
/// memory = C / b x metadata bytes. Array tier: lruHitRatio over the groups' miss streams
/// (missStream) and the random load. `host_hits`: false treats every group as uncached (the
/// reference for what the host caches win back).
ReadCacheResult computeReadCache(const Scenario& s, const ReadCacheOptions& options = {},
                                 bool host_hits = true);

/// `s` with backing.random_load replaced by the disks' load after both caches (disk_iops,
/// disk_read_fraction, disk_io_kib); `s` itself when the model is not engaged.
Scenario arrayLoadScenario(const Scenario& s, const ReadCacheResult& r);

/// `s` with acceleration.write_mbps reduced to device_write_mbps_left when a host cache takes
/// device time, and write_latency_us (the 4 KiB figure) raised by the slower transfer of those
/// 4 KiB so the device's fixed access time stays; `s` itself otherwise.
Scenario deviceLoadScenario(const Scenario& s, const ReadCacheResult& r);

/// Sets each modelled group's read latencies from the datastore: `front_end_us` per I/O (the
/// storage path) and `disk_read_us` for a read the disks serve (the backing model's first RAID
/// group under load); a tier hit costs the front end alone. uncached_read_latency_us is set to
/// the datastore's (evaluate() replaces it with the latency of a run without host caches).
/// `disks_saturated`: `disk_read_us` is the disks' idle latency because their load saturates
/// them (datastore_saturated is set).
void setReadLatencies(ReadCacheResult& r, const Scenario& s, double front_end_us,
                      double disk_read_us, bool disks_saturated = false);

/// The hit ratio of group `g`'s host cache against the cache size per VM (GiB, `points` >= 2
/// from 1 % to 150 % of the working set), same model as computeReadCache; empty when the group's
/// reads are not modelled.
struct HitRatioSeries {
  std::vector<double> cache_gib;
  std::vector<double> hit_ratio;
  /// The knee: the smallest cache that reaches 80 % of the hit ratio of a cache holding the
  /// whole working set, GiB, and that hit ratio (0.8, or less when filtered writes take cached
  /// copies out).
  double knee_gib = 0;
  double knee_hit_ratio = 0.8;
  /// The measured curve's points (read.hit_ratio_curve) when the hit ratio comes from it.
  std::vector<HitRatioPoint> measured;
};
HitRatioSeries hitRatioSeries(const Scenario& s, std::size_t g, int points = 61,
                              const ReadCacheOptions& options = {});

/// Findings (docs/models/readcache.md, "Findings"): readcache_too_small,
/// readcache_block_mismatch, readcache_memory, readcache_device_busy,
/// readcache_destage_won_back.
std::vector<Finding> readCacheFindings(const Scenario& s, const ReadCacheResult& r);

}  // namespace accel
