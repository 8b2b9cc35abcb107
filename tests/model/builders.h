#pragma once
// Small helpers to build scenarios for the model tests.

#include "model/scenario.h"

namespace accel::test {

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

inline Scenario cluster(int hosts, std::vector<VmGroup> groups, PeerNetwork net)
{
  Scenario s;
  s.hosts = hosts;
  s.vm_groups = std::move(groups);
  s.peer_network = net;
  return s;
}

}  // namespace accel::test
