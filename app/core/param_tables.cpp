// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The parameter tables: one description of every scenario parameter (key, unit, range,
// default, help, how it is read and written), section by section as the scenario nests.
#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <memory>
#include <utility>

#include "app/core/jsonschema.h"
#include "app/core/param_builder.h"
#include "app/core/params.h"
#include "model/common/profile.h"

namespace accel::ui {

using namespace detail;  // the builder and the words (param_builder.h)

// The enumerations' words as users read them. The words stay in files, the schema and the
// command line; forms, tables and presentations show these labels (translated in the GUI).
namespace {

struct ChoiceLabelEntry {
  const char* word;
  const char* label;
};

constexpr ChoiceLabelEntry kChoiceLabels[] = {
    {"accelsizer-scenario", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "AccelSizer scenario")},
    {"WT", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Write-through (WT)")},
    {"WB+0", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Write-back, no replica (WB+0)")},
    {"WB+1", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Write-back, 1 replica (WB+1)")},
    {"WB+2", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Write-back, 2 replicas (WB+2)")},
    {"constant", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Constant")},
    {"on_off", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "On/off bursts")},
    {"sine", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Daily wave (sine)")},
    {"trace", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Measured trace")},
    {"schedule", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Daily or weekly schedule")},
    {"duty", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Duty cycle")},
    {"day", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Every day")},
    {"week", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Week by day")},
    {"mon", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Monday")},
    {"tue", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Tuesday")},
    {"wed", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Wednesday")},
    {"thu", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Thursday")},
    {"fri", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Friday")},
    {"sat", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Saturday")},
    {"sun", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Sunday")},
    {"flash", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Flash")},
    {"ram", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAM")},
    {"ethernet", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Ethernet")},
    {"infiniband", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "InfiniBand")},
    {"spread", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Spread over all peers")},
    {"ring", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Ring (next hosts)")},
    {"fc", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Fibre Channel")},
    {"iscsi", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "iSCSI")},
    {"nfs", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "NFS")},
    {"fixed", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Fixed path")},
    {"mru", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Most recently used path")},
    {"round_robin", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Round robin")},
    {"write", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Write")},
    {"read", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Read")},
    {"copy", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Copy (read and write)")},
    {"random", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Random, one at a time")},
    {"sorted", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Sorted in the hosts' queues")},
    {"coalesced", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Coalesced")},
    {"log", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Log-structured")},
    {"elevator", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Elevator")},
    {"sptf", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Shortest positioning time first")},
    {"RAID0", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 0")},
    {"RAID1", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 1")},
    {"RAID10", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 10")},
    {"RAID5", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 5")},
    {"RAID6", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 6")},
    {"RAID50", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 50")},
    {"RAID60", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID 60")},
    {"raid_groups", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "RAID groups of disks")},
    {"all_flash", QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "All-flash array")},
    {"hyperconverged",
     QT_TRANSLATE_NOOP("accel::ui::ChoiceLabel", "Hyperconverged (hosts' disk groups)")},
};

}  // namespace

QString choiceLabelSource(const QString& word)
{
  for (const ChoiceLabelEntry& e : kChoiceLabels)
    if (word == QLatin1String(e.word))
      return QString::fromUtf8(e.label);
  return QString();
}

QString choiceLabel(const QString& word)
{
  for (const ChoiceLabelEntry& e : kChoiceLabels)
    if (word == QLatin1String(e.word))
      return QCoreApplication::translate("accel::ui::ChoiceLabel", e.label);
  return word;
}

// The tables

const std::vector<Param<Scenario>>& scenarioParams()
{
  using S = Scenario;
  static const std::vector<Param<S>> params = {
      Builder<S>("", "$schema", ParamType::Text)
          .label("JSON Schema")
          .help("The JSON Schema the file follows (accelsizer-cli schema --json-schema), so "
                "editors check and complete it. Written on every save; any text is accepted "
                "and a file without it is read the same.")
          .fixed()
          .access([](const S&) { return QJsonValue(scenarioSchemaId()); },
                  [](S&, const QJsonValue&) {}),
      Builder<S>("", "format", ParamType::Choice)
          .label("File format")
          .help("Identifies the file as an AccelSizer scenario.")
          .required()
          .fixed()
          .choices({QStringLiteral("accelsizer-scenario")})
          .access([](const S&) { return QJsonValue(QStringLiteral("accelsizer-scenario")); },
                  [](S&, const QJsonValue&) {}),
      Builder<S>("", "version", ParamType::Integer)
          .label("Format version")
          .help("The scenario format version the file follows; this application reads version 1.")
          .required()
          .fixed()
          .range(1, 1)
          .access([](const S&) { return QJsonValue(1); }, [](S&, const QJsonValue&) {}),
      text<S>("", "name", &S::name)
          .label("Scenario name")
          .help("Shown in the title bar, in results and on the report cover."),
      text<S>("", "customer", &S::customer)
          .label("Customer")
          .help("Who the sizing is for; printed on the report cover."),
      text<S>("", "notes", &S::notes)
          .label("Notes")
          .multiline()
          .help("Free text: assumptions, sources, open questions."),
      integer<S>("", "hosts", &S::hosts)
          .label("Hosts")
          .unit(Unit::Count)
          .required()
          .range(1, 256)
          .help("Hosts in the cluster. Each has an acceleration device and can hold peer "
                "copies of the other hosts' writes."),
      optInteger<S>("", "max_vms_per_host", &S::max_vms_per_host)
          .label("VMs a host can run")
          .unit(Unit::Count)
          .absentText("no limit")
          .suggested(20)
          .range(1, 100000)
          .help("VMs one host can run (vSphere HA admission control: the CPU and memory "
                "slots it keeps). Read only by the failure what-ifs: a lost host's VMs "
                "restart on the others while they have room. Not set: no limit."),
  };
  return params;
}

const std::vector<Param<VmGroup>>& vmGroupParams()
{
  using S = VmGroup;
  static const char* sec = "vm_groups[]";
  static const std::vector<Param<S>> params = {
      text<S>(sec, "name", &S::name).label("Name").help("A name for this group of identical VMs."),
      integer<S>(sec, "vms_per_host", &S::vms_per_host)
          .label("VMs per host")
          .unit(Unit::Count)
          .required()
          .range(0, 1000)
          .help("VMs of this group on each host it runs on."),
      optInteger<S>(sec, "on_hosts", &S::on_hosts)
          .label("On hosts")
          .unit(Unit::Count)
          .absentText("all")
          .suggested(1)
          .range(1, 256)
          .help("Runs on the first N hosts only, for asymmetric placement (a two-host lab with "
                "one test VM, say). Not set: all hosts."),
      Builder<S>(sec, "write_policy", ParamType::Choice)
          .label("Write policy")
          .required()
          .choices({QStringLiteral("WT"), QStringLiteral("WB+0"), QStringLiteral("WB+1"),
                    QStringLiteral("WB+2")})
          .pattern("^WB\\+[0-9]{1,3}$", "or WB+N for N peers")
          .help("WT: write-through, acknowledged by the backing array. WB+N: write-back, "
                "acknowledged once the local device and N peer hosts hold the write.")
          .access(
              [](const S& s) { return QJsonValue(writePolicyWord(s.write_policy)); },
              [](S& s, const QJsonValue& v) { parseWritePolicy(v.toString(), &s.write_policy); }),
      number<S>(sec, "write_io_kib", &S::write_io_kib)
          .label("Write size")
          .unit(Unit::KiB)
          .range(0.5, 16384)
          .help("Size of each write. A write_io_histogram, when given, replaces it."),
      Builder<S>(sec, "write_io_histogram", ParamType::PairList)
          .label("Write size histogram")
          .optional()
          .absentText("none: fixed write size")
          .columns({{QStringLiteral("size_kib"), QStringLiteral("Size"), Unit::KiB, 0.5, 16384},
                    {QStringLiteral("fraction"), QStringLiteral("Fraction of I/Os"), Unit::Fraction,
                     0, 1}})
          .help("Write sizes as a vscsiStats-style histogram: [[size_kib, fraction of I/Os], "
                "...], fractions summing to 1. Replaces write_io_kib.")
          .pairAccess(
              [](const S& s, const auto& visit) {
                qsizetype i = 0;
                for (const auto& b : s.write_io_histogram)
                  if (!visit(i++, b.size_kib, b.fraction))
                    return;
              },
              [](S& s, const QJsonValue& v) {
                s.write_io_histogram.clear();
                const QJsonArray rows = v.toArray();
                for (const auto& row : rows)
                  s.write_io_histogram.push_back(
                      {row.toArray().at(0).toDouble(), row.toArray().at(1).toDouble()});
              }),
      integer<S>(sec, "outstanding_ios", &S::outstanding_ios)
          .label("Outstanding writes")
          .unit(Unit::Count)
          .range(1, 4096)
          .help("Writes each VM keeps in flight (its queue depth)."),
      optNumber<S>(sec, "latency_target_us", &S::latency_target_us)
          .label("Latency target")
          .unit(Unit::Us)
          .absentText("the scenario's")
          .suggested(2000)
          .above(0, 1.0e9)
          .help("Requirement: this group's loaded write latency at most this. Not set: the "
                "scenario's requirements.latency_target_us."),
      // The older form of the reads: a constant rate and one size. Read as a constant read
      // profile when `read` is absent; written as the reads' mean rate and mean size.
      Builder<S>(sec, "read_mbps", ParamType::Number)
          .label("Read rate")
          .unit(Unit::MBps)
          .fixed()
          .range(0, 100000)
          .help("Older form of read: each VM's read rate, read as a constant read profile when "
                "read is not given; written as the mean rate of read.")
          .access([](const S& s) { return QJsonValue(profileMeanMbps(s.read)); },
                  [](S& s, const QJsonValue& v) {
                    s.read.kind = ProfileKind::Constant;
                    s.read.mbps = v.toDouble();
                  }),
      Builder<S>(sec, "read_io_kib", ParamType::Number)
          .label("Read size")
          .unit(Unit::KiB)
          .fixed()
          .range(0.5, 16384)
          .help("Older form of read.io_kib: the size of each read; written as the mean read size "
                "(by I/O count) of read.")
          .access(
              [](const S& s) { return QJsonValue(meanIoKib(s.read.io_histogram, s.read.io_kib)); },
              [](S& s, const QJsonValue& v) { s.read.io_kib = v.toDouble(); }),
  };
  return params;
}

const std::vector<Param<Acceleration>>& accelerationParams()
{
  using S = Acceleration;
  static const char* sec = "acceleration";
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "media", &S::media, mediaWords())
          .label("Media")
          .help("flash: an SSD or PCIe flash device in each host. ram: host memory (distributed "
                "fault-tolerant memory)."),
      text<S>(sec, "device", &S::device)
          .label("Device")
          .help("Device model, for the record; the figures below are what the models use."),
      number<S>(sec, "write_latency_us", &S::write_latency_us)
          .label("4 KiB write latency")
          .unit(Unit::Us)
          .range(0.1, 1e6)
          .help("Latency of one 4 KiB write on the idle device."),
      // Written only when it differs from its default, so that files and the design search's
      // documents written before read caching keep their shape.
      Builder<S>(sec, "read_latency_us", ParamType::Number)
          .label("4 KiB read latency")
          .unit(Unit::Us)
          .optional()
          .absentText("50 µs")
          .suggested(50)
          .range(0.1, 1e6)
          .help("Latency of one 4 KiB read on the idle device: what a read-cache hit costs. "
                "Not set: 50 µs, the Intel DC S3700's typical read latency (Intel product "
                "specification).")
          .access(
              [](const S& s) {
                return s.read_latency_us == Acceleration{}.read_latency_us
                           ? QJsonValue()
                           : QJsonValue(s.read_latency_us);
              },
              [](S& s, const QJsonValue& v) {
                s.read_latency_us = v.isDouble() ? v.toDouble() : Acceleration{}.read_latency_us;
              }),
      number<S>(sec, "write_mbps", &S::write_mbps)
          .label("Write bandwidth")
          .unit(Unit::MBps)
          .range(1, 100000)
          .help("Sustained write bandwidth of the device."),
      integer<S>(sec, "parallelism", &S::parallelism)
          .label("Parallel writes")
          .unit(Unit::Count)
          .range(1, 1024)
          .help("Writes the device serves at once (channels, dies, queues); 1 serves one at a "
                "time, the conservative single-server device."),
      number<S>(sec, "write_latency_scv", &S::write_latency_scv)
          .label("Write time variability")
          .unit(Unit::Ratio)
          .range(0, 10)
          .help("Squared coefficient of variation of one write's service time (variance / "
                "mean²): 0 = every write of a size takes the same time (RAM), 1 = exponential. "
                "Default 1: steady-state flash writes vary with garbage collection (Chen, Koufaty "
                "& Zhang, SIGMETRICS 2009); exponential is the classic, conservative assumption "
                "(Lazowska et al., Quantitative System Performance, 1984)."),
      number<S>(sec, "capacity_gib", &S::capacity_gib)
          .label("Capacity")
          .unit(Unit::GiB)
          .range(0.1, 1e6)
          .help("Usable capacity of the device in each host."),
      number<S>(sec, "write_buffer_mb", &S::write_buffer_mb)
          .label("Write buffer per VM")
          .unit(Unit::MB)
          .range(0, 1e9)
          .help("Write-back data one VM may hold before it is throttled to the destage rate."),
  };
  return params;
}

const std::vector<Param<PeerNetwork>>& peerNetworkParams()
{
  using S = PeerNetwork;
  static const char* sec = "peer_network";
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "kind", &S::kind, netKindWords())
          .label("Network")
          .help("ethernet (TCP/IP over Ethernet) or infiniband (RDMA)."),
      number<S>(sec, "link_gbps", &S::link_gbps)
          .label("Link speed")
          .unit(Unit::Gbps)
          .range(0.01, 1000)
          .help("Speed of one link: the MAC rate for Ethernet (1, 10, 25, 40, 100), the data rate "
                "after coding for InfiniBand (SDR 8, DDR 16, QDR 32, FDR 54.55, EDR 100)."),
      integer<S>(sec, "usable_links", &S::usable_links)
          .label("Usable links")
          .unit(Unit::Count)
          .range(1, 16)
          .help("Links one host's replica traffic can use at once. Replication uses one VMkernel "
                "interface and one TCP flow stays on one link, so a team or LAG usually still "
                "means 1."),
      integer<S>(sec, "mtu", &S::mtu)
          .label("MTU")
          .unit(Unit::Bytes)
          .range(256, 9216)
          .help("IP MTU for Ethernet (1500, or 9000 with jumbo frames); IB MTU (256 to 4096) for "
                "InfiniBand."),
      boolean<S>(sec, "tcp_timestamps", &S::tcp_timestamps)
          .label("TCP timestamps")
          .help("TCP timestamp option on: 12 more bytes of header in every frame."),
      number<S>(sec, "stack_latency_us", &S::stack_latency_us)
          .label("Stack latency")
          .unit(Unit::Us)
          .range(0, 10000)
          .help("Network stack latency per direction (kernel TCP about 25 µs)."),
      integer<S>(sec, "switch_hops", &S::switch_hops)
          .label("Switch hops")
          .unit(Unit::Count)
          .range(0, 16)
          .help("Switches between two hosts."),
      number<S>(sec, "cable_m", &S::cable_m)
          .label("Cable length")
          .unit(Unit::Meters)
          .range(0, 100000)
          .help("Cable length between two hosts (5 ns per metre)."),
      number<S>(sec, "compression_ratio", &S::compression_ratio)
          .label("Compression")
          .unit(Unit::Ratio)
          .range(1, 100)
          .help("Compression of replica traffic (1 = none). Applies to replicas only."),
      number<S>(sec, "other_traffic_mbps", &S::other_traffic_mbps)
          .label("Other traffic")
          .unit(Unit::MBps)
          .range(0, 100000)
          .help("Other payload on the same links (vMotion, heartbeats), per host and direction."),
      number<S>(sec, "utilization_limit", &S::utilization_limit)
          .label("Utilisation limit")
          .unit(Unit::Fraction)
          .range(0.05, 1)
          .help("Planning limit for link utilisation; 80% is common guidance."),
      choice<S>(sec, "peer_selection", &S::peer_selection, peerSelectionWords())
          .label("Peer selection")
          .help("spread: each VM's peers spread evenly over the other hosts; ring: each host "
                "replicates to its next N hosts and receives from its N previous ones, as FVP "
                "assigns peers. With few hosts running VMs a receiver can carry several senders."),
      optNumber<S>(sec, "shared_uplink_gbps", &S::shared_uplink_gbps)
          .label("Shared uplink")
          .unit(Unit::Gbps)
          .absentText("none")
          .suggested(10)
          .range(0.01, 10000)
          .help("A bottleneck all cross-host replica traffic passes through (a blade chassis "
                "uplink, an inter-switch link). Not set: none."),
  };
  return params;
}

const std::vector<Param<Backing>>& backingParams()
{
  using S = Backing;
  static const std::vector<Param<S>> params = {
      choice<S>("backing", "kind", &S::kind, backingKindWords())
          .label("Backing kind")
          .help("What the backing storage is. raid_groups (default): disk or SSD RAID groups "
                "behind an array controller (backing.raid_groups). all_flash: an all-flash "
                "array described by its own figures (backing.all_flash). hyperconverged: the "
                "hosts' own disk groups pooled into one datastore, VSAN style "
                "(backing.hyperconverged). The RAID groups are kept but not used by another "
                "kind."),
      optNumber<S>("backing", "destage_mbps", &S::destage_mbps)
          .label("Measured destage rate")
          .unit(Unit::MBps)
          .absentText("derived")
          .suggested(100)
          .range(0.01, 1e6)
          .help("A measured destage rate for the whole cluster; replaces the rate derived from "
                "the array and its storage network. Not set: derived."),
      choice<S>("backing", "destage_pattern", &S::destage_pattern, destagePatternWords())
          .label("Destage pattern")
          .help("How the array receives destaged writes. random: each at a random position, "
                "served one at a time in arrival order: the floor, the worst case. sorted "
                "(default): at random positions, reordered by the array and its disks within "
                "the writes the hosts keep outstanding (LUN queue depth), as a mid-range array "
                "of the EqualLogic PS6000 or CLARiiON CX4 class with command-queueing drives "
                "does. coalesced: sorted, and adjacent writes merged into larger I/Os (Destage "
                "coalescing). log: appended as full stripes, the ceiling."),
      choice<S>("backing", "disk_scheduling", &S::disk_scheduling, diskSchedulingWords())
          .label("Disk scheduling")
          .help("How sorted and coalesced writes are ordered at each disk. elevator (default): "
                "by position along the stroke (C-LOOK; Seltzer, Chen and Ousterhout 1990), the "
                "order a controller sorting its writes by block address gives; the estimate is "
                "within 7 % of a simulated disk, on the safe side. sptf: shortest positioning "
                "time first, seek and rotation (Jacobson and Wilkes 1991; Worthington, Ganger "
                "and Patt 1994), what drives with native command queueing do; up to 12 % "
                "optimistic against a simulated disk."),
      integer<S>("backing", "lun_queue_depth", &S::lun_queue_depth)
          .label("LUN queue depth")
          .unit(Unit::Count)
          .range(1, 4096)
          .help("Destage writes one host keeps outstanding to the datastore's LUN: the window "
                "within which the array can reorder them. Default 32: ESXi's "
                "Disk.SchedNumReqOutstanding when several VMs share a LUN (VMware vSphere "
                "documentation). Each disk reorders at most 32 (SATA native command queueing)."),
      optInteger<S>("backing", "hba_queue_depth", &S::hba_queue_depth)
          .label("HBA queue depth")
          .unit(Unit::Count)
          .absentText("no limit")
          .suggested(64)
          .range(1, 65536)
          .help("Commands one host's adapter keeps outstanding over all its LUNs, when it is "
                "below the LUN queue depth (an FC HBA's execution throttle, say). Not set: the "
                "LUN queue depth binds."),
      number<S>("backing", "destage_coalescing", &S::destage_coalescing)
          .label("Destage coalescing")
          .unit(Unit::Ratio)
          .range(1, 1024)
          .help("Coalesced pattern: destaged writes merged into one I/O, on average. With p the "
                "share of writes that start where the previous one ended (vscsiStats "
                "seekDistance histogram, the bins next to 0), the ratio is 1 / (1 - p); default "
                "4, three in four writes sequential. Ignored by the other patterns."),
      number<S>("backing", "destage_sequential_fraction", &S::destage_sequential_fraction)
          .label("Sequential destaging")
          .unit(Unit::Fraction)
          .range(0, 1)
          .help("Share of destaged data known to reach the array as sequential full-stripe "
                "writes whatever the destage pattern (a backup target, say); the rest follows "
                "the pattern. Default 0. With the log pattern everything is full stripes and "
                "this share changes nothing."),
      number<S>("backing", "write_cache_mb", &S::write_cache_mb)
          .label("Array write cache")
          .unit(Unit::MB)
          .range(0, 1e7)
          .help("The array's mirrored write cache: writes are acknowledged from it at "
                "controller speed while the disks keep up, at the disks' pace once it is full. "
                "Default 1000 MB: about half the 2 GB mirrored controller cache of an EqualLogic "
                "PS6000-class array (Dell EqualLogic Configuration Guide, 2013), the rest "
                "serving reads. 0: no write cache, every write waits for the disks."),
      optNumber<S>("backing", "flash_cache_gib", &S::flash_cache_gib)
          .label("Array flash cache")
          .unit(Unit::GiB)
          .absentText("none")
          .suggested(200)
          .range(0.001, 1e6)
          .help("A flash cache tier in the array (FAST Cache style): reads of the blocks it "
                "holds, and rewrites of them, never reach the disks. It sees the misses of the "
                "groups' read caches and the random load (over its working_set_gib) as one "
                "LRU cache. Not set: none."),
  };
  return params;
}

const std::vector<Param<StorageNetwork>>& storageNetworkParams()
{
  using S = StorageNetwork;
  static const char* sec = "backing.storage_network";
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "kind", &S::kind, storageKindWords())
          .label("Fabric")
          .help("Storage network between hosts and array: fc, iscsi or nfs."),
      number<S>(sec, "link_gbps", &S::link_gbps)
          .label("Link speed")
          .unit(Unit::Gbps)
          .range(0.01, 1000)
          .help("Speed of one storage link."),
      integer<S>(sec, "paths", &S::paths)
          .label("Paths")
          .unit(Unit::Count)
          .range(1, 16)
          .help("Paths from each host to the array."),
      choice<S>(sec, "multipath", &S::multipath, multipathWords())
          .label("Multipathing")
          .help("fixed and mru use one path at a time; round_robin spreads I/O over all paths."),
      optNumber<S>(sec, "session_limit_mbps", &S::session_limit_mbps)
          .label("Session limit")
          .unit(Unit::MBps)
          .absentText("none")
          .suggested(120)
          .range(0.1, 100000)
          .help("Measured ceiling of one session to one target (iSCSI on 1GbE: about 120 to "
                "160 MB/s whatever the number of links). Not set: none."),
      integer<S>(sec, "mtu", &S::mtu)
          .label("MTU")
          .unit(Unit::Bytes)
          .range(576, 9216)
          .help("IP MTU of the iSCSI or NFS links; 9000 for jumbo frames. Ignored for Fibre "
                "Channel."),
      optNumber<S>(sec, "front_end_latency_us", &S::front_end_latency_us)
          .label("Front-end latency")
          .unit(Unit::Us)
          .absentText("by fabric")
          .suggested(250)
          .range(0, 1e6)
          .help("Time of one write through the storage path when the array's cache takes it: "
                "initiator, fabric, controller and its mirrored cache write. Not set: Fibre "
                "Channel 160 us, iSCSI 250 us, NFS 300 us (a 150 us controller, plus the "
                "write exchange's round trips: in the HBA for FC, through kernel TCP stacks at "
                "25 us a direction for iSCSI and NFS, and the NFS server's file system). A "
                "measured cache-hit write latency (esxtop DAVG) replaces it."),
  };
  return params;
}

const std::vector<Param<Requirements>>& requirementsParams()
{
  using S = Requirements;
  static const char* sec = "requirements";
  static const std::vector<Param<S>> params = {
      number<S>(sec, "latency_target_us", &S::latency_target_us)
          .label("Write latency target")
          .unit(Unit::Us)
          .above(0, 1.0e9)
          .help("Every VM group's loaded write latency at most this, unless the group sets its "
                "own (vm_groups[].latency_target_us). Default 20 ms: the guest latency from "
                "which vSphere troubleshooting practice (esxtop GAVG/cmd, 20-25 ms) treats "
                "storage as a problem; set the customer's service level."),
      optNumber<S>(sec, "min_fill_time_s", &S::min_fill_time_s)
          .label("Buffer fills not before")
          .unit(Unit::S)
          .absentText("never fills")
          .suggested(28800)
          .above(0, 1.0e9)
          .help("The write-back buffer may fill, but not sooner than this after the write "
                "profile starts (8 h covers a working day's burst). Not set: it must never "
                "fill."),
      number<S>(sec, "max_throttled_fraction", &S::max_throttled_fraction)
          .label("Throttled at most")
          .unit(Unit::Fraction)
          .range(0, 1)
          .help("Share of time a VM may be throttled by a full buffer. Default 0."),
      number<S>(sec, "max_backing_utilization", &S::max_backing_utilization)
          .label("Backing array busy at most")
          .unit(Unit::Fraction)
          .above(0, 1)
          .help("The backing array's busiest disk (or its storage fabric) at most this busy "
                "with the background load and the cluster's writes. Default 80 %, the usual "
                "planning limit for disks (also the limit of the disks-needed figures)."),
      optNumber<S>(sec, "min_stream_mbps", &S::min_stream_mbps)
          .label("Each stream at least")
          .unit(Unit::MBps)
          .absentText("no requirement")
          .suggested(30)
          .above(0, 1.0e6)
          .help("Each sequential stream (backing.sequential_streams) at least this rate in "
                "the simulation. Not set: no stream requirement."),
      number<S>(sec, "growth_factor", &S::growth_factor)
          .label("Growth factor")
          .unit(Unit::Factor)
          .range(1, 100)
          .help("Every requirement must hold with every VM write rate multiplied by this "
                "(1.3: room for 30 % more writes). Default 1. The peer links' limit is "
                "peer_network.utilization_limit."),
  };
  return params;
}

}  // namespace accel::ui
