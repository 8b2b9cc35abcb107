// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The parameter tables of the backing array's parts: its RAID groups and their disks, an
// all-flash array, the background random load and the sequential streams (the sections under
// `backing` in the scenario).
#include <QJsonArray>

#include "app/core/param_builder.h"
#include "app/core/params.h"

namespace accel::ui {

using namespace detail;  // the builder and the words (param_builder.h)

const std::vector<Param<RaidGroup>>& raidGroupParams()
{
  using S = RaidGroup;
  static const char* sec = "backing.raid_groups[]";
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "level", &S::level, raidWords())
          .label("RAID level")
          .help("RAID level of the group; RAID50 and RAID60 also need group_disks."),
      integer<S>(sec, "disks", &S::disks)
          .label("Disks")
          .unit(Unit::Count)
          .range(1, 1024)
          .help("Disks in the group, parity and mirrors included."),
      number<S>(sec, "segment_kib", &S::segment_kib)
          .label("Segment size")
          .unit(Unit::KiB)
          .range(0.5, 65536)
          .help("Stripe unit: contiguous data on one member before the next member."),
      optInteger<S>(sec, "group_disks", &S::group_disks)
          .label("Disks per sub-group")
          .unit(Unit::Count)
          .absentText("none")
          .suggested(4)
          .range(3, 1024)
          .help("RAID50/RAID60: disks in each RAID5/RAID6 sub-group."),
      number<S>(sec, "alignment_offset_kib", &S::alignment_offset_kib)
          .label("Alignment offset")
          .unit(Unit::KiB)
          .range(0, 65536)
          .help("Offset of the data from a segment boundary (31.5 KiB for the old 63-sector "
                "partition start); below the segment size."),
      number<S>(sec, "used_fraction", &S::used_fraction)
          .label("Used fraction")
          .unit(Unit::Fraction)
          .range(0.001, 1)
          .help("Fraction of each disk in use, from the outer edge (short-stroking when below "
                "100%)."),
  };
  return params;
}

const std::vector<Param<Disk>>& diskParams()
{
  using S = Disk;
  static const char* sec = "backing.raid_groups[].disk";
  static const std::vector<Param<S>> params = {
      number<S>(sec, "rpm", &S::rpm)
          .label("Spindle speed")
          .unit(Unit::Rpm)
          .range(0, 30000)
          .help("Rotational speed; 0 for a solid-state drive."),
      number<S>(sec, "avg_seek_ms", &S::avg_seek_ms)
          .label("Average seek")
          .unit(Unit::Ms)
          .range(0, 100)
          .help("Datasheet average seek time."),
      number<S>(sec, "track_seek_ms", &S::track_seek_ms)
          .label("Track-to-track seek")
          .unit(Unit::Ms)
          .range(0, 100)
          .help("Datasheet track-to-track seek time."),
      number<S>(sec, "full_seek_ms", &S::full_seek_ms)
          .label("Full-stroke seek")
          .unit(Unit::Ms)
          .range(0, 200)
          .help("Datasheet full-stroke seek time (about twice the average when not given)."),
      number<S>(sec, "capacity_gb", &S::capacity_gb)
          .label("Capacity")
          .unit(Unit::GB)
          .range(0.1, 1e6)
          .help("Capacity of one disk."),
      number<S>(sec, "od_mbps", &S::od_mbps)
          .label("Outer media rate")
          .unit(Unit::MBps)
          .range(0.1, 100000)
          .help("Sequential media rate at the outer diameter."),
      number<S>(sec, "id_mbps", &S::id_mbps)
          .label("Inner media rate")
          .unit(Unit::MBps)
          .range(0.1, 100000)
          .help("Sequential media rate at the inner diameter; at most the outer rate."),
      number<S>(sec, "read_iops", &S::read_iops)
          .label("SSD read IOPS")
          .unit(Unit::Iops)
          .range(1, 1e8)
          .help("Solid-state drive (rpm 0) only: random 4 KiB read IOPS ceiling from its "
                "datasheet. Default 75,000: Intel SSD DC S3700 Series product specification, "
                "800 GB."),
      number<S>(sec, "write_iops", &S::write_iops)
          .label("SSD write IOPS")
          .unit(Unit::Iops)
          .range(1, 1e8)
          .help("Solid-state drive only: random 4 KiB write IOPS in steady state (after the "
                "spare area is used, as enterprise datasheets rate it; a consumer drive's "
                "fresh-out-of-box figure is several times too high). Default 36,000: Intel SSD "
                "DC S3700 Series product specification, 800 GB. The sequential write bandwidth "
                "ceiling is the outer media rate."),
      number<S>(sec, "read_mbps", &S::read_mbps)
          .label("SSD read bandwidth")
          .unit(Unit::MBps)
          .range(0.1, 100000)
          .help("Solid-state drive only: sequential read bandwidth ceiling. Default 500 MB/s: "
                "Intel SSD DC S3700 Series product specification."),
      number<S>(sec, "read_latency_us", &S::read_latency_us)
          .label("SSD read latency")
          .unit(Unit::Us)
          .range(0, 1e6)
          .help("Solid-state drive only: typical latency of one 4 KiB read on the idle drive. "
                "Default 50 us: Intel SSD DC S3700 Series product specification."),
      number<S>(sec, "write_latency_us", &S::write_latency_us)
          .label("SSD write latency")
          .unit(Unit::Us)
          .range(0, 1e6)
          .help("Solid-state drive only: typical latency of one 4 KiB write on the idle drive. "
                "Default 65 us: Intel SSD DC S3700 Series product specification."),
      optInteger<S>(sec, "parallelism", &S::parallelism)
          .label("SSD parallelism")
          .unit(Unit::Count)
          .absentText("by Little's law")
          .suggested(4)
          .range(1, 1024)
          .help("Solid-state drive only: commands the drive serves at once (channels, dies, "
                "queue slots). Not set: the larger of read IOPS x read latency and write IOPS x "
                "write latency, rounded (4 for the defaults)."),
  };
  return params;
}

const std::vector<Param<AllFlashArray>>& allFlashParams()
{
  using S = AllFlashArray;
  static const char* sec = "backing.all_flash";
  static const std::vector<Param<S>> params = {
      number<S>(sec, "read_iops", &S::read_iops)
          .label("Read IOPS ceiling")
          .unit(Unit::Iops)
          .range(1, 1e9)
          .help("Random read IOPS the array sustains for I/Os up to 4 KiB. Larger reads are "
                "held to the read bandwidth. Default 1,050,000: the Violin Memory 6000 Series "
                "product deep dive rates 1 M mixed 4 KB IOPS; Violin's published vdbench runs "
                "(2014, Fibre Channel) put reads a little above writes."),
      number<S>(sec, "write_iops", &S::write_iops)
          .label("Write IOPS ceiling")
          .unit(Unit::Iops)
          .range(1, 1e9)
          .help("Random write IOPS the array sustains for I/Os up to 4 KiB, in steady state. "
                "Default 1,000,000 (as read IOPS)."),
      number<S>(sec, "read_mbps", &S::read_mbps)
          .label("Read bandwidth")
          .unit(Unit::MBps)
          .range(0.1, 1e7)
          .help("Read bandwidth ceiling of the array. Default 7,400 MB/s: Violin's published "
                "vdbench run of 64 KiB I/Os, half reads."),
      number<S>(sec, "write_mbps", &S::write_mbps)
          .label("Write bandwidth")
          .unit(Unit::MBps)
          .range(0.1, 1e7)
          .help("Write bandwidth ceiling of the array. Default 7,400 MB/s (as reads)."),
      number<S>(sec, "read_latency_us", &S::read_latency_us)
          .label("Low-load read latency")
          .unit(Unit::Us)
          .range(0, 1e6)
          .help("One 4 KiB read on the idle array, at its ports. Default 250 us: the Violin "
                "Memory 6000 Series product deep dive's nominal latency."),
      number<S>(sec, "write_latency_us", &S::write_latency_us)
          .label("Low-load write latency")
          .unit(Unit::Us)
          .range(0, 1e6)
          .help("One 4 KiB write on the idle array, at its ports. Default 250 us (as reads)."),
      integer<S>(sec, "controllers", &S::controllers)
          .label("Controllers")
          .unit(Unit::Count)
          .range(1, 64)
          .help("Active controllers sharing the ceilings; with one failed the array keeps "
                "(c - 1) / c of them. Default 2."),
      number<S>(sec, "capacity_gb", &S::capacity_gb)
          .label("Usable capacity")
          .unit(Unit::GB)
          .range(0.1, 1e9)
          .help("Usable capacity of the array. Default 20,000 GB."),
  };
  return params;
}

const std::vector<Param<HyperconvergedBacking>>& hyperconvergedParams()
{
  using S = HyperconvergedBacking;
  static const char* sec = "backing.hyperconverged";
  static const std::vector<Param<S>> params = {
      integer<S>(sec, "disk_groups_per_host", &S::disk_groups_per_host)
          .label("Disk groups per host")
          .unit(Unit::Count)
          .range(1, 16)
          .help("Disk groups each host contributes, each one flash cache device in front of its "
                "capacity disks. Default 2 (VMware's vSphere 5.5 VSAN test bed; VSAN 5.5 takes up "
                "to 5)."),
      number<S>(sec, "cache_gb", &S::cache_gb)
          .label("Cache device size")
          .unit(Unit::GB)
          .range(1, 1e6)
          .help("Capacity of each disk group's flash device: read cache and write buffer. "
                "Default 200 GB (one half of an Intel SSD 910, as in the VSAN test bed)."),
      number<S>(sec, "write_buffer_fraction", &S::write_buffer_fraction)
          .label("Write buffer share")
          .unit(Unit::Fraction)
          .range(0, 1)
          .help("Share of the cache device that buffers writes; the rest is read cache. Default "
                "30 % (VMware Virtual SAN 5.5 design and sizing guide: 70 % read cache, 30 % "
                "write buffer)."),
      number<S>(sec, "cache_read_iops", &S::cache_read_iops)
          .label("Cache device read IOPS")
          .unit(Unit::Iops)
          .range(1, 1e8)
          .help("Random 4 KiB read IOPS ceiling of the cache device. Default 45,000: the Intel "
                "SSD 910 Series product specification's 90,000 for 400 GB, halved for one 200 GB "
                "half."),
      number<S>(sec, "cache_write_iops", &S::cache_write_iops)
          .label("Cache device write IOPS")
          .unit(Unit::Iops)
          .range(1, 1e8)
          .help("Random 4 KiB write IOPS ceiling of the cache device, steady state. Default "
                "19,000 (Intel SSD 910 specification: 38,000 for 400 GB, halved)."),
      number<S>(sec, "cache_read_mbps", &S::cache_read_mbps)
          .label("Cache device read bandwidth")
          .unit(Unit::MBps)
          .range(1, 1e6)
          .help("Read bandwidth ceiling of the cache device. Default 500 MB/s (Intel SSD 910: "
                "1,000 MB/s for 400 GB, halved)."),
      number<S>(sec, "cache_write_mbps", &S::cache_write_mbps)
          .label("Cache device write bandwidth")
          .unit(Unit::MBps)
          .range(1, 1e6)
          .help("Write bandwidth ceiling of the cache device. Default 375 MB/s (Intel SSD 910: "
                "750 MB/s for 400 GB, halved)."),
      number<S>(sec, "cache_read_latency_us", &S::cache_read_latency_us)
          .label("Cache device read latency")
          .unit(Unit::Us)
          .range(0, 1e5)
          .help("One 4 KiB read on the idle cache device. Default 65 µs (Intel SSD 910 "
                "specification)."),
      number<S>(sec, "cache_write_latency_us", &S::cache_write_latency_us)
          .label("Cache device write latency")
          .unit(Unit::Us)
          .range(0, 1e5)
          .help("One 4 KiB write on the idle cache device: what a write waits for in the write "
                "buffer. Default 65 µs (Intel SSD 910 specification)."),
      integer<S>(sec, "capacity_disks_per_group", &S::capacity_disks_per_group)
          .label("Capacity disks per group")
          .unit(Unit::Count)
          .range(1, 64)
          .help("Capacity disks behind each cache device. Default 6 (the VSAN test bed; VSAN 5.5 "
                "takes up to 7)."),
      number<S>(sec, "disk_rpm", &S::disk_rpm)
          .label("Capacity disk speed")
          .unit(Unit::Rpm)
          .range(3600, 20000)
          .help("Spindle speed of a capacity disk. Default 10,000 rpm (Seagate Savvio 10K.4 "
                "product manual)."),
      number<S>(sec, "disk_avg_seek_ms", &S::disk_avg_seek_ms)
          .label("Capacity disk average seek")
          .unit(Unit::Ms)
          .range(0.01, 100)
          .help("Datasheet average seek of a capacity disk. Default 3.8 ms (Savvio 10K.4)."),
      number<S>(sec, "disk_track_seek_ms", &S::disk_track_seek_ms)
          .label("Capacity disk track-to-track seek")
          .unit(Unit::Ms)
          .range(0, 100)
          .help("Datasheet track-to-track seek of a capacity disk. Default 0.3 ms (Savvio "
                "10K.4)."),
      number<S>(sec, "disk_full_seek_ms", &S::disk_full_seek_ms)
          .label("Capacity disk full-stroke seek")
          .unit(Unit::Ms)
          .range(0, 200)
          .help("Datasheet full-stroke seek of a capacity disk. Default 7.81 ms (Savvio 10K.4)."),
      number<S>(sec, "disk_capacity_gb", &S::disk_capacity_gb)
          .label("Capacity disk size")
          .unit(Unit::GB)
          .range(0.1, 1e6)
          .help("Capacity of one capacity disk. Default 600 GB (Savvio 10K.4)."),
      number<S>(sec, "disk_od_mbps", &S::disk_od_mbps)
          .label("Capacity disk outer media rate")
          .unit(Unit::MBps)
          .range(1, 10000)
          .help("Media rate at the outer diameter. Default 150 MB/s (Savvio 10K.4)."),
      number<S>(sec, "disk_id_mbps", &S::disk_id_mbps)
          .label("Capacity disk inner media rate")
          .unit(Unit::MBps)
          .range(1, 10000)
          .help("Media rate at the inner diameter, at most the outer. Default 90 MB/s (Savvio "
                "10K.4)."),
      integer<S>(sec, "failures_to_tolerate", &S::failures_to_tolerate)
          .label("Failures to tolerate")
          .unit(Unit::Count)
          .range(0, 3)
          .help("Host failures every object survives (FTT): FTT + 1 copies on distinct hosts "
                "and FTT witnesses, so at least 2 FTT + 1 hosts; rebuilding a failed host's "
                "copies needs 2 FTT + 2. Default 1 (VMware Virtual SAN 5.5 design and sizing "
                "guide: the default policy)."),
      integer<S>(sec, "stripe_width", &S::stripe_width)
          .label("Stripe width")
          .unit(Unit::Count)
          .range(1, 12)
          .help("Capacity disks each copy is striped over, at most the disks of a disk group. "
                "Default 1 (the default policy)."),
      number<S>(sec, "slack_fraction", &S::slack_fraction)
          .label("Slack space")
          .unit(Unit::Fraction)
          .range(0, 0.9)
          .help("Share of the raw capacity kept free for rebuilds and rebalancing. Default 30 % "
                "(VMware Virtual SAN 5.5 design and sizing guide)."),
      number<S>(sec, "read_cache_hit", &S::read_cache_hit)
          .label("Read cache hit ratio")
          .unit(Unit::Fraction)
          .range(0, 1)
          .help("Share of the datastore's reads served from the cache devices' read cache; the "
                "rest go to the capacity disks. Default 90 % (the design guide's aim for the "
                "flash tier; measure it where you can)."),
      number<S>(sec, "link_gbps", &S::link_gbps)
          .label("Storage network link speed")
          .unit(Unit::Gbps)
          .range(0.1, 1000)
          .help("Speed of one link of the hosts' storage network (Ethernet MAC rate). Default "
                "10 Gb/s (a dedicated 10G network, as the design guide recommends)."),
      integer<S>(sec, "usable_links", &S::usable_links)
          .label("Storage network links")
          .unit(Unit::Count)
          .range(1, 16)
          .help("Links one host's storage traffic can use at once. Default 1."),
      integer<S>(sec, "mtu", &S::mtu)
          .label("Storage network MTU")
          .unit(Unit::Bytes)
          .range(576, 9216)
          .help("IP MTU of the storage network (1500, or 9000 with jumbo frames). Default 1500."),
      number<S>(sec, "stack_latency_us", &S::stack_latency_us)
          .label("Storage network stack latency")
          .unit(Unit::Us)
          .range(0, 10000)
          .help("Network stack latency per direction between two hosts (kernel TCP about "
                "25 µs, as the peer network's default)."),
  };
  return params;
}

const std::vector<Param<RandomLoad>>& randomLoadParams()
{
  using S = RandomLoad;
  static const char* sec = "backing.random_load";
  static const std::vector<Param<S>> params = {
      number<S>(sec, "iops", &S::iops)
          .label("Random IOPS")
          .unit(Unit::Iops)
          .range(0, 1e7)
          .help("Background random I/O rate on the array."),
      number<S>(sec, "read_fraction", &S::read_fraction)
          .label("Read share")
          .unit(Unit::Fraction)
          .range(0, 1)
          .help("Share of the random I/Os that are reads."),
      number<S>(sec, "io_kib", &S::io_kib)
          .label("Random I/O size")
          .unit(Unit::KiB)
          .range(0.5, 16384)
          .help("Size of each random I/O."),
      optNumber<S>(sec, "working_set_gib", &S::working_set_gib)
          .label("Random load working set")
          .unit(Unit::GiB)
          .absentText("unknown")
          .suggested(100)
          .range(0.001, 1e7)
          .help("Data the random load spreads over evenly (a benchmark's test file), for the "
                "array's flash cache (backing.flash_cache_gib). Not set: unknown, the flash "
                "cache is not credited with the random load."),
      choice<S>(sec, "period", &S::schedule_period, schedulePeriodWords())
          .label("Random load schedule")
          .help("When the random load runs, with its windows (backing.random_load.windows): "
                "day, the windows repeat every day from midnight; week, from Monday midnight, "
                "each window on its days. Without windows (default) it runs all the time."),
  };
  return params;
}

const std::vector<Param<SequentialStreams>>& sequentialStreamsParams()
{
  using S = SequentialStreams;
  static const char* sec = "backing.sequential_streams";
  static const std::vector<Param<S>> params = {
      integer<S>(sec, "count", &S::count)
          .label("Streams")
          .unit(Unit::Count)
          .range(0, 1000)
          .help("Parallel sequential copies (full clones, backups, Storage vMotion) on the first "
                "RAID group."),
      number<S>(sec, "mbps_each", &S::mbps_each)
          .label("Rate per stream")
          .unit(Unit::MBps)
          .range(0, 100000)
          .help("Rate each stream asks for."),
      number<S>(sec, "io_kib", &S::io_kib)
          .label("Stream I/O size")
          .unit(Unit::KiB)
          .range(0.5, 16384)
          .help("Size of each stream I/O."),
      integer<S>(sec, "outstanding_ios", &S::outstanding_ios)
          .label("Outstanding per stream")
          .unit(Unit::Count)
          .range(1, 1024)
          .help("I/Os each stream keeps in flight."),
      choice<S>(sec, "direction", &S::direction, directionWords())
          .label("Stream direction")
          .help("What each stream does on the first RAID group: write (a clone's new disk, "
                "Storage vMotion's destination), read (a backup), or copy (reads and writes on "
                "the same group)."),
      choice<S>(sec, "period", &S::schedule_period, schedulePeriodWords())
          .label("Streams schedule")
          .help("When the streams run, with their windows (backing.sequential_streams.windows): "
                "day, the windows repeat every day from midnight; week, from Monday midnight, "
                "each window on its days. Without windows (default) they run all the time; "
                "with windows they also take their share of the first RAID group's destage "
                "capacity while they run."),
  };
  return params;
}

namespace {

/// A window of a background load's schedule: start, end and days as a profile's windows say
/// them, and a factor of the load (no rate of its own).
std::vector<Param<ScheduleWindow>> loadWindowParams(const char* sec, const QString& scaled)
{
  std::vector<Param<ScheduleWindow>> params;
  for (Param<ScheduleWindow>& p : detail::windowParamsFor(sec, "write")) {
    if (p.info.key == QLatin1String("mbps"))
      continue;
    if (p.info.key == QLatin1String("factor")) {
      p.info.label = QStringLiteral("Load factor");
      p.info.absentText = QStringLiteral("1 (as given)");
      p.info.suggested = 1.0;
      p.info.help = QStringLiteral(
                        "During the window, %1 multiplied by this (0.5: half of it). "
                        "Not set: 1, the load as given.")
                        .arg(scaled);
    }
    params.push_back(std::move(p));
  }
  return params;
}

}  // namespace

const std::vector<Param<ScheduleWindow>>& randomLoadWindowParams()
{
  static const std::vector<Param<ScheduleWindow>> params =
      loadWindowParams("backing.random_load.windows[]", QStringLiteral("the random IOPS"));
  return params;
}

const std::vector<Param<ScheduleWindow>>& streamsWindowParams()
{
  static const std::vector<Param<ScheduleWindow>> params = loadWindowParams(
      "backing.sequential_streams.windows[]", QStringLiteral("the rate per stream"));
  return params;
}

}  // namespace accel::ui
