// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Small helpers to build scenarios for the model tests.

#include "model/common/findings.h"
#include "model/common/scenario.h"

#include <optional>
#include <utility>
#include <vector>

namespace accel::test {

/// The first finding with this code (and group, when one is given), or nullptr.
inline const Finding* findCode(const std::vector<Finding>& fs, const std::string& code,
                               int group = -1)
{
  for (const auto& f : fs)
    if (f.code == code && (group < 0 || f.group == group))
      return &f;
  return nullptr;
}

/// A schedule window from start_min to end_min (minutes after midnight) at `mbps` or `factor`
/// x the base, on `days` (bit 0 Monday; 0: every day).
inline ScheduleWindow window(int start_min, int end_min, std::optional<double> mbps,
                             std::optional<double> factor = std::nullopt, unsigned days = 0)
{
  ScheduleWindow w;
  w.start_min = start_min;
  w.end_min = end_min;
  w.mbps = mbps;
  w.factor = factor;
  w.days = days;
  return w;
}

/// A schedule write profile over `base` MB/s.
inline WriteProfile schedule(SchedulePeriod period, double base,
                             std::vector<ScheduleWindow> windows)
{
  WriteProfile p;
  p.kind = ProfileKind::Schedule;
  p.schedule_period = period;
  p.base_mbps = base;
  p.windows = std::move(windows);
  return p;
}

inline WritePolicy wb(int peers)
{
  return {WriteMode::WriteBack, peers};
}
inline WritePolicy wt()
{
  return {WriteMode::WriteThrough, 0};
}

inline VmGroup constantGroup(int vms_per_host, double mbps, WritePolicy policy,
                             std::optional<int> on_hosts = std::nullopt)
{
  VmGroup g;
  g.vms_per_host = vms_per_host;
  g.write.kind = ProfileKind::Constant;
  g.write.mbps = mbps;
  g.write_policy = policy;
  g.on_hosts = on_hosts;
  return g;
}

inline PeerNetwork ethernet(double gbps, int mtu = 1500, bool timestamps = false)
{
  PeerNetwork n;
  n.kind = NetKind::Ethernet;
  n.link_gbps = gbps;
  n.mtu = mtu;
  n.tcp_timestamps = timestamps;
  return n;
}

inline PeerNetwork infiniband(double gbps, int mtu = 2048)
{
  PeerNetwork n;
  n.kind = NetKind::InfiniBand;
  n.link_gbps = gbps;
  n.mtu = mtu;
  return n;
}

inline RaidGroup raidGroup(RaidLevel level, int disks, double segment_kib = 64,
                           std::optional<int> group_disks = std::nullopt, double offset_kib = 0)
{
  RaidGroup g;
  g.level = level;
  g.disks = disks;
  g.segment_kib = segment_kib;
  g.group_disks = group_disks;
  g.alignment_offset_kib = offset_kib;
  return g;
}

/// The example build cluster (resources/examples/build-cluster-1gbe.accelsizer.json):
/// 4 hosts x 6 build VMs writing 5 MB/s each in 256 KiB writes, WB+1 over 1GbE peers; a
/// RAID10 of 14 x 7.2K SATA behind 1GbE iSCSI (two round-robin paths, 120 MB/s session
/// limit).
inline Scenario exampleCluster()
{
  Scenario s;
  s.hosts = 4;
  s.vm_groups[0].vms_per_host = 6;
  s.vm_groups[0].write.mbps = 5;
  s.vm_groups[0].write_io_kib = 256;
  s.peer_network.link_gbps = 1;
  s.backing.storage_network.session_limit_mbps = 120;
  return s;
}

inline Scenario cluster(int hosts, std::vector<VmGroup> groups, PeerNetwork net)
{
  Scenario s;
  s.hosts = hosts;
  s.vm_groups = std::move(groups);
  s.peer_network = net;
  return s;
}

/// A group writing on/off bursts: `peak` MB/s for `burst_s` in every `period_s`, `base` MB/s
/// between them.
inline VmGroup onOffGroup(double peak, double burst_s, double period_s, double base)
{
  VmGroup g;
  g.write.kind = ProfileKind::OnOff;
  g.write.peak_mbps = peak;
  g.write.burst_s = burst_s;
  g.write.period_s = period_s;
  g.write.base_mbps = base;
  return g;
}

/// A group writing a sine of `mean` +- `amplitude` MB/s over `period_s`.
inline VmGroup sineGroup(double mean, double amplitude, double period_s)
{
  VmGroup g;
  g.write.kind = ProfileKind::Sine;
  g.write.mean_mbps = mean;
  g.write.amplitude_mbps = amplitude;
  g.write.period_s = period_s;
  return g;
}

}  // namespace accel::test
