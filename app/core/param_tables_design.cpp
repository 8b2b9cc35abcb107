// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The parameter tables of the design space (scenario section `design_space`): the choices the
// design search combines (docs/models/sizing.md, "Design search").
#include <QJsonArray>

#include "app/core/param_builder.h"
#include "app/core/params.h"

namespace accel::ui {

using namespace detail;  // the builder and the words (param_builder.h)

const std::vector<Param<DesignSpace>>& designSpaceParams()
{
  using S = DesignSpace;
  static const char* sec = "design_space";
  static const std::vector<Param<S>> params = {
      textList<S>(sec, "devices", &S::devices)
          .label("Acceleration devices")
          .absentText("the scenario's device")
          .help("Acceleration devices to consider, by preset id (accelsizer-cli presets lists "
                "them; \"intel-dc-p3700\"). Each fills the device fields as the preset picker "
                "does; capacity and buffer are kept."),
      numberList<S>(sec, "write_buffer_mb", &S::write_buffer_mb)
          .label("Write buffers per VM")
          .unit(Unit::MB)
          .absentText("the scenario's buffer")
          .range(0, 1e9)
          .help("Write-back buffer sizes per VM to consider (acceleration.write_buffer_mb)."),
      Builder<S>(sec, "write_policies", ParamType::List)
          .label("Write policies")
          .item(ParamType::Choice)
          .optional()
          .absentText("the groups' own policies")
          .choices({QStringLiteral("WB+0"), QStringLiteral("WB+1"), QStringLiteral("WB+2")})
          .pattern("^WB\\+[0-9]{1,3}$", "or WB+N for N peers")
          .help("Write-back policies to consider, each applied to every write-back group "
                "(write-through groups stay so). A WB+N needs at least N + 1 hosts.")
          .access(
              [](const S& s) {
                if (s.write_policies.empty())
                  return QJsonValue();
                QJsonArray a;
                for (const WritePolicy& p : s.write_policies)
                  a.append(writePolicyWord(p));
                return QJsonValue(a);
              },
              [](S& s, const QJsonValue& v) {
                s.write_policies.clear();
                const QJsonArray a = v.toArray();
                for (const auto& x : a) {
                  WritePolicy p;
                  if (parseWritePolicy(x.toString(), &p))
                    s.write_policies.push_back(p);
                }
              }),
      choiceList<S>(sec, "raid_levels", &S::raid_levels, raidWords())
          .label("RAID levels")
          .absentText("the array's level")
          .help("RAID levels to consider for every RAID group (RAID50 and RAID60 keep the "
                "first group's group_disks)."),
      textList<S>(sec, "disk_models", &S::disk_models)
          .label("Disk models")
          .absentText("the array's disks")
          .help("Disk drives to consider for every RAID group, by preset id (\"sas-15k-600gb\"; "
                "accelsizer-cli presets lists them)."),
      integerList<S>(sec, "raid_groups", &S::raid_groups)
          .label("RAID groups")
          .unit(Unit::Count)
          .absentText("the array's number of groups")
          .range(1, 64)
          .help("Numbers of RAID groups to consider: the disks in all are split evenly over "
                "them, each like the first RAID group; a count the groups do not divide is "
                "skipped."),
      numberList<S>(sec, "segment_kib", &S::segment_kib)
          .label("Segment sizes")
          .unit(Unit::KiB)
          .absentText("the array's segment size")
          .range(0.5, 65536)
          .help("Segment (stripe unit) sizes to consider for every RAID group."),
      numberList<S>(sec, "destage_sequential_fraction", &S::destage_sequential_fraction)
          .label("Sequential destaging")
          .unit(Unit::Fraction)
          .absentText("the scenario's")
          .range(0, 1)
          .help("Destage patterns to consider (backing.destage_sequential_fraction): the share "
                "of destaged data the array receives as sequential full-stripe writes."),
      choiceList<S>(sec, "destage_patterns", &S::destage_patterns, destagePatternWords())
          .label("Destage patterns")
          .absentText("the array's pattern")
          .help("How the array may take destaged writes (backing.destage_pattern), each "
                "considered: random (each write positioned on its own, the floor), sorted "
                "(reordered within the queue depth), coalesced (adjacent writes merged) or log "
                "(full-stripe appends)."),
      numberList<S>(sec, "read_cache_gib", &S::read_cache_gib)
          .label("Read cache sizes")
          .unit(Unit::GiB)
          .absentText("the groups' own")
          .range(0.001, 1e6)
          .help("Host read cache sizes per VM to consider (vm_groups[].read_cache.size_gib), "
                "applied to every group that has a read cache; a size whose caches of one host "
                "outgrow the acceleration device is skipped."),
      numberList<S>(sec, "read_cache_block_kib", &S::read_cache_block_kib)
          .label("Read cache blocks")
          .unit(Unit::KiB)
          .absentText("the groups' own")
          .range(4, 1024)
          .help("Read cache block sizes to consider (vm_groups[].read_cache.block_kib, powers "
                "of two), applied to every group that has a read cache."),
  };
  return params;
}

const std::vector<Param<PeerLinkChoice>>& peerLinkChoiceParams()
{
  using S = PeerLinkChoice;
  static const char* sec = "design_space.peer_links[]";
  static const std::vector<Param<S>> params = {
      choice<S>(sec, "kind", &S::kind, netKindWords())
          .label("Network")
          .required()
          .help("ethernet or infiniband. A peer link option is an object, or the short form "
                "\"kind:gbps\" (\"ethernet:25\": one link, the scenario's MTU)."),
      number<S>(sec, "link_gbps", &S::link_gbps)
          .label("Link speed")
          .unit(Unit::Gbps)
          .required()
          .range(0.01, 1000)
          .help("Speed of one link, as peer_network.link_gbps."),
      integer<S>(sec, "usable_links", &S::usable_links)
          .label("Usable links")
          .unit(Unit::Count)
          .range(1, 16)
          .help("Links one host's replica traffic can use at once, as "
                "peer_network.usable_links."),
      optInteger<S>(sec, "mtu", &S::mtu)
          .label("MTU")
          .unit(Unit::Bytes)
          .absentText("the scenario's; the kind's usual one (1500, 2048) when the kind changes")
          .suggested(9000)
          .range(256, 9216)
          .help("MTU of this option, as peer_network.mtu."),
  };
  return params;
}

namespace {

std::vector<Param<IntRange>> rangeParams(const char* sec, double lo, double hi, const char* what)
{
  using S = IntRange;
  const QByteArray minHelp = QByteArray("The smallest ") + what + " to consider.";
  const QByteArray maxHelp = QByteArray("The largest ") + what + " to consider (at least min).";
  return {
      integer<S>(sec, "min", &S::min)
          .label("From")
          .unit(Unit::Count)
          .required()
          .range(lo, hi)
          .help(minHelp.constData()),
      integer<S>(sec, "max", &S::max)
          .label("To")
          .unit(Unit::Count)
          .required()
          .range(lo, hi)
          .help(maxHelp.constData()),
      integer<S>(sec, "step", &S::step)
          .label("Step")
          .unit(Unit::Count)
          .range(1, hi)
          .help("Every step-th value from min (2: every other one)."),
  };
}

}  // namespace

const std::vector<Param<IntRange>>& diskCountRangeParams()
{
  static const std::vector<Param<IntRange>> params =
      rangeParams("design_space.disk_count", 1, 4096, "number of disks in all (every RAID group)");
  return params;
}

const std::vector<Param<IntRange>>& hostRangeParams()
{
  static const std::vector<Param<IntRange>> params =
      rangeParams("design_space.hosts", 1, 256,
                  "number of hosts (each VM group's VMs in all are kept, spread over them)");
  return params;
}

}  // namespace accel::ui
