// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// A seeded generator of random valid scenarios, for tests that must hold for any design a
// customer may bring, not only the shipped examples. Plain C++ (the model tests use it too);
// tests/app/test_areas.cpp checks that everything it makes passes validateScenario.
//
// The same seed gives the same scenario on every platform (std::mt19937_64, whose sequence
// the standard fixes, reduced by integer arithmetic). Sizes are kept small enough for fast
// evaluation (at most 12 hosts, 4 VM groups, 3 RAID groups, streams simulated briefly), and the
// choices lean towards the trouble a sizing must catch: saturated links and RAID groups, buffers
// that fill, devices too small for their buffers, write-through on fast arrays, convoys.

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "model/common/scenario.h"
#include "model/streams/streams.h"

namespace accel::test {

class RandomScenario {
public:
  explicit RandomScenario(std::uint64_t seed) : rng_(seed) {}

  /// The next scenario of the sequence.
  Scenario next()
  {
    Scenario s;
    s.name = "Random scenario " + std::to_string(++count_);
    s.customer = pick<std::string>({"", "Random Corp"});
    s.hosts = pick({1, 2, 3, 4, 4, 6, 8, 12});
    const int groups = between(1, 4);
    s.vm_groups.clear();
    for (int i = 0; i < groups; ++i)
      s.vm_groups.push_back(vmGroup(i, s.hosts));
    acceleration(s.acceleration);
    peerNetwork(s.peer_network);
    backing(s.backing);
    requirements(s.requirements);
    return s;
  }

  /// A whole number in [lo, hi] (the engine's output reduced by hand: the standard
  /// distributions differ between libraries).
  int between(int lo, int hi)
  {
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<int>(rng_() % span);
  }
  /// One of the values, each as likely.
  template <class T>
  T pick(std::initializer_list<T> values)
  {
    const int i = between(0, static_cast<int>(values.size()) - 1);
    return *(values.begin() + i);
  }
  /// A number in [lo, hi] on a grid of `steps` (whole steps keep it portable).
  double grid(double lo, double hi, int steps = 20)
  {
    return lo + (hi - lo) * between(0, steps) / steps;
  }

private:
  VmGroup vmGroup(int i, int hosts)
  {
    VmGroup g;
    g.name = pick<std::string>({"desktops", "SQL", "build agents", "file servers", "app servers"}) +
             " " + std::to_string(i + 1);
    g.vms_per_host = pick({0, 1, 2, 4, 6, 10, 20, 50});
    if (hosts > 1 && between(0, 3) == 0)
      g.on_hosts = between(1, hosts);
    const int policy = between(0, 5);
    g.write_policy = policy == 0 ? WritePolicy{WriteMode::WriteThrough, 0}
                                 : WritePolicy{WriteMode::WriteBack, pick({0, 1, 1, 2, 3})};
    WriteProfile& w = g.write;
    switch (between(0, 4)) {
    case 0:
    case 1:
      w.kind = ProfileKind::Constant;
      w.mbps = pick({0.0, 0.5, 2.0, 5.0, 20.0, 60.0});
      break;
    case 2:
      w.kind = ProfileKind::OnOff;
      w.peak_mbps = pick({5.0, 20.0, 100.0});
      w.period_s = pick({600.0, 3600.0, 28800.0});
      w.burst_s = w.period_s * pick({0.05, 0.25, 0.5});
      w.base_mbps = pick({0.0, 0.5, 2.0});
      break;
    case 3:
      w.kind = ProfileKind::Sine;
      w.mean_mbps = pick({1.0, 5.0, 20.0});
      w.amplitude_mbps = w.mean_mbps * pick({0.0, 0.5, 1.0});
      w.period_s = pick({3600.0, 86400.0});
      break;
    default: {
      w.kind = ProfileKind::Trace;
      auto t = std::make_shared<Trace>();
      const int n = between(1, 12);
      for (int k = 0; k < n; ++k)
        t->push_back({600.0 * k, pick({0.0, 1.0, 5.0, 30.0, 80.0})});
      w.samples = t;
      break;
    }
    }
    if (between(0, 4) == 0) {
      g.write_io_histogram = {{4, 0.5}, {64, 0.25}, {pick({256.0, 512.0}), 0.25}};
    } else {
      g.write_io_kib = pick({4.0, 8.0, 16.0, 32.0, 64.0, 256.0});
    }
    g.outstanding_ios = pick({1, 4, 8, 16, 32, 64});
    g.read.mbps = pick({0.0, 2.0});
    return g;
  }

  /// Requirements from lenient to strict (drawn last, so the designs above stay as they were).
  void requirements(Requirements& r)
  {
    r.latency_target_us = pick({20000.0, 20000.0, 2000.0, 500.0});
    if (between(0, 2) == 0)
      r.min_fill_time_s = pick({600.0, 28800.0});
    r.max_throttled_fraction = pick({0.0, 0.0, 0.05});
    r.max_backing_utilization = pick({0.8, 0.8, 0.5});
    if (between(0, 2) == 0)
      r.min_stream_mbps = pick({5.0, 30.0});
    r.growth_factor = pick({1.0, 1.0, 1.0, 1.3});
  }

  void acceleration(Acceleration& a)
  {
    switch (between(0, 3)) {
    case 0:  // NVMe flash
      a.device = "NVMe flash";
      a.write_latency_us = 20;
      a.write_mbps = 2000;
      a.parallelism = pick({1, 4});
      break;
    case 1:  // host RAM
      a.media = Media::Ram;
      a.device = "RAM";
      a.write_latency_us = 1.5;
      a.write_mbps = 5000;
      break;
    default:  // SATA flash (the defaults)
      break;
    }
    a.capacity_gib = pick({100.0, 400.0, 745.0, 2000.0});
    a.write_buffer_mb = pick({0.0, 2000.0, 20000.0, 50000.0});
  }

  void peerNetwork(PeerNetwork& n)
  {
    if (between(0, 4) == 0) {
      n.kind = NetKind::InfiniBand;
      n.link_gbps = pick({8.0, 32.0, 54.0});
      n.mtu = pick({2048, 4096});
    } else {
      n.link_gbps = pick({1.0, 10.0, 10.0, 25.0});
      n.mtu = pick({1500, 9000});
    }
    n.usable_links = pick({1, 1, 2});
    n.other_traffic_mbps = pick({0.0, 0.0, 50.0, 1000.0});
    n.compression_ratio = pick({1.0, 1.0, 2.0});
    if (between(0, 5) == 0)
      n.shared_uplink_gbps = pick({10.0, 40.0});
  }

  Disk disk()
  {
    Disk d;
    switch (between(0, 3)) {
    case 0:  // 10K SAS
      d.rpm = 10000;
      d.avg_seek_ms = 4.5;
      d.track_seek_ms = 0.3;
      d.full_seek_ms = 9;
      d.capacity_gb = 900;
      d.od_mbps = 200;
      d.id_mbps = 120;
      break;
    case 1:  // 15K SAS
      d.rpm = 15000;
      d.avg_seek_ms = 3.4;
      d.track_seek_ms = 0.2;
      d.full_seek_ms = 6.8;
      d.capacity_gb = 600;
      d.od_mbps = 204;
      d.id_mbps = 122;
      break;
    case 2:  // SSD
      d.rpm = 0;
      d.avg_seek_ms = 0;
      d.track_seek_ms = 0;
      d.full_seek_ms = 0;
      d.capacity_gb = 1920;
      d.od_mbps = 500;
      d.id_mbps = 500;
      break;
    default:  // 7.2K SATA (the defaults)
      break;
    }
    return d;
  }

  RaidGroup raidGroup()
  {
    RaidGroup g;
    g.disk = disk();
    g.segment_kib = pick({64.0, 128.0, 256.0, 512.0});
    g.used_fraction = pick({1.0, 1.0, 0.5});
    switch (between(0, 6)) {
    case 0:
      g.level = RaidLevel::Raid0;
      g.disks = between(1, 12);
      break;
    case 1:
      g.level = RaidLevel::Raid1;
      g.disks = 2;
      break;
    case 2:
      g.level = RaidLevel::Raid5;
      g.disks = between(3, 16);
      break;
    case 3:
      g.level = RaidLevel::Raid6;
      g.disks = between(4, 24);
      break;
    case 4:
      g.level = pick({RaidLevel::Raid50, RaidLevel::Raid60});
      g.group_disks = between(g.level == RaidLevel::Raid50 ? 3 : 4, 8);
      g.disks = *g.group_disks * between(2, 4);
      break;
    default:
      g.level = RaidLevel::Raid10;
      g.disks = 2 * between(2, 24);
      break;
    }
    if (between(0, 6) == 0)
      g.alignment_offset_kib = g.segment_kib / 2;
    return g;
  }

  void backing(Backing& b)
  {
    StorageNetwork& n = b.storage_network;
    n.kind = pick({StorageKind::Iscsi, StorageKind::FibreChannel, StorageKind::Nfs});
    n.link_gbps = n.kind == StorageKind::FibreChannel ? pick({8.0, 16.0}) : pick({1.0, 10.0});
    n.paths = pick({1, 2, 4});
    n.multipath = pick({Multipath::RoundRobin, Multipath::Fixed});
    b.raid_groups.clear();
    const int groups = pick({1, 1, 2, 3});
    for (int i = 0; i < groups; ++i)
      b.raid_groups.push_back(raidGroup());
    b.random_load.iops = pick({0.0, 200.0, 1000.0, 3000.0});
    b.random_load.read_fraction = pick({0.3, 0.7, 1.0});
    b.random_load.io_kib = pick({4.0, 8.0, 64.0});
    b.destage_sequential_fraction = pick({0.0, 0.0, 0.5});
    if (between(0, 6) == 0)
      b.destage_mbps = pick({20.0, 200.0});
    SequentialStreams& st = b.sequential_streams;
    st.count = pick({0, 0, 1, 2, 4, 10});
    st.mbps_each = pick({20.0, 60.0, 150.0});
    st.io_kib = pick({64.0, 256.0, 1024.0});
    st.outstanding_ios = pick({1, 2, 8});
    st.direction = pick({StreamDirection::Write, StreamDirection::Read, StreamDirection::Copy});
  }

  std::mt19937_64 rng_;
  int count_ = 0;
};

/// Stream simulation options for tests over many scenarios: fewer and shorter runs than the
/// product's (the same model, less statistical precision).
inline StreamsOptions quickStreamsOptions()
{
  StreamsOptions o;
  o.replications = 2;
  o.sim.horizon_s = 8;
  o.sim.warmup_s = 2;
  o.event_budget = 400'000;
  o.fix_replications = 1;
  o.fix_horizon_s = 6;
  o.fix_warmup_s = 2;
  o.fix_event_budget = 150'000;
  o.min_horizon_s = 2;
  return o;
}

}  // namespace accel::test
