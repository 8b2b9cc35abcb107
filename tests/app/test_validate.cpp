// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include "app/core/validate.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;
using test::dump;
using test::hasProblemAt;

TEST_CASE("The default scenario is valid", "[validate]")
{
  const Problems p = validateScenario(Scenario{});
  INFO(dump(p));
  CHECK(p.isEmpty());
}

TEST_CASE("Cross-field rules", "[validate]")
{
  Scenario s;
  SECTION("on_hosts above the host count")
  {
    s.hosts = 2;
    s.vm_groups[0].on_hosts = 3;
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].on_hosts")));
  }
  SECTION("WB+N with N >= hosts is a finding, not an input error")
  {
    s.hosts = 2;
    s.vm_groups[0].write_policy = {WriteMode::WriteBack, 2};
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
  SECTION("burst longer than the period")
  {
    s.vm_groups[0].write.kind = ProfileKind::OnOff;
    s.vm_groups[0].write.burst_s = 1300;
    s.vm_groups[0].write.period_s = 1200;
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].write.burst_s")));
  }
  SECTION("fields of another profile are not checked")
  {
    s.vm_groups[0].write.kind = ProfileKind::Constant;
    s.vm_groups[0].write.period_s = -1;
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
  SECTION("histogram fractions must sum to 1")
  {
    s.vm_groups[0].write_io_histogram = {{4, 0.5}, {64, 0.4}};
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].write_io_histogram")));
    s.vm_groups[0].write_io_histogram = {{4, 0.5}, {64, 0.5}};
    CHECK_FALSE(hasErrors(validateScenario(s)));
    s.vm_groups[0].write_io_histogram = {{0, 0.5}, {64, 0.5}};
    CHECK(
        hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].write_io_histogram[0][0]")));
  }
  SECTION("InfiniBand MTUs")
  {
    s.peer_network.kind = NetKind::InfiniBand;
    s.peer_network.mtu = 1500;
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("peer_network.mtu")));
    s.peer_network.mtu = 2048;
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
  SECTION("Ethernet MTU below the IPv4 minimum")
  {
    s.peer_network.mtu = 500;
    CHECK(hasProblemAt(validateScenario(s), QStringLiteral("peer_network.mtu")));
  }
}

TEST_CASE("Impossible RAID geometry", "[validate][raid]")
{
  Scenario s;
  RaidGroup& g = s.backing.raid_groups[0];
  const QString disks = QStringLiteral("backing.raid_groups[0].disks");
  const QString groupDisks = QStringLiteral("backing.raid_groups[0].group_disks");
  SECTION("RAID6 on 3 disks")
  {
    g.level = RaidLevel::Raid6;
    g.disks = 3;
    CHECK(hasProblemAt(validateScenario(s), disks));
    g.disks = 4;
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
  SECTION("RAID5 on 2 disks")
  {
    g.level = RaidLevel::Raid5;
    g.disks = 2;
    CHECK(hasProblemAt(validateScenario(s), disks));
  }
  SECTION("odd RAID10")
  {
    g.level = RaidLevel::Raid10;
    g.disks = 7;
    CHECK(hasProblemAt(validateScenario(s), disks));
  }
  SECTION("RAID50 without group_disks")
  {
    g.level = RaidLevel::Raid50;
    g.disks = 12;
    CHECK(hasProblemAt(validateScenario(s), groupDisks));
    g.group_disks = 4;
    CHECK_FALSE(hasErrors(validateScenario(s)));
    g.group_disks = 5;  // 12 is not a multiple of 5
    CHECK(hasProblemAt(validateScenario(s), disks));
    g.group_disks = 12;  // one sub-group is not RAID50
    CHECK(hasProblemAt(validateScenario(s), disks));
  }
  SECTION("RAID60 sub-groups need 4 disks")
  {
    g.level = RaidLevel::Raid60;
    g.disks = 12;
    g.group_disks = 3;
    CHECK(hasProblemAt(validateScenario(s), groupDisks));
  }
  SECTION("group_disks on a level without sub-groups is a warning")
  {
    g.group_disks = 4;
    const Problems p = validateScenario(s);
    CHECK(hasProblemAt(p, groupDisks, false));
    CHECK_FALSE(hasErrors(p));
  }
  SECTION("alignment offset within one segment")
  {
    g.alignment_offset_kib = 64;
    CHECK(hasProblemAt(validateScenario(s),
                       QStringLiteral("backing.raid_groups[0].alignment_offset_kib")));
    g.alignment_offset_kib = 31.5;
    CHECK_FALSE(hasErrors(validateScenario(s)));
  }
}

TEST_CASE("At most 32 VM groups", "[validate]")
{
  Scenario s;
  s.vm_groups.resize(kMaxVmGroups);
  CHECK_FALSE(hasErrors(validateScenario(s)));
  s.vm_groups.resize(kMaxVmGroups + 1);
  CHECK(hasProblemAt(validateScenario(s), QStringLiteral("vm_groups")));
}

TEST_CASE("Profiles that are not what they seem are warned about", "[validate]")
{
  Scenario s;
  WriteProfile& w = s.vm_groups[0].write;
  const QString base = QStringLiteral("vm_groups[0].write.");
  SECTION("an on/off base above its burst rate")
  {
    w.kind = ProfileKind::OnOff;
    w.peak_mbps = 10;
    w.base_mbps = 50;
    const Problems p = validateScenario(s);
    CHECK(hasProblemAt(p, base + QStringLiteral("base_mbps"), false));
    CHECK_FALSE(hasErrors(p));
  }
  SECTION("a sine clipped at zero")
  {
    w.kind = ProfileKind::Sine;
    w.mean_mbps = 5;
    w.amplitude_mbps = 30;
    const Problems p = validateScenario(s);
    CHECK(hasProblemAt(p, base + QStringLiteral("amplitude_mbps"), false));
    CHECK_FALSE(hasErrors(p));
    w.amplitude_mbps = 5;
    CHECK(validateScenario(s).isEmpty());
  }
}

TEST_CASE("Disk figures that give no physical seek curve are rejected", "[validate][disk]")
{
  Scenario s;
  Disk& d = s.backing.raid_groups[0].disk;
  const QString avg = QStringLiteral("backing.raid_groups[0].disk.avg_seek_ms");
  d.avg_seek_ms = 16;  // too close to full stroke: the fitted curve falls with distance
  const Problems p = validateScenario(s);
  CHECK(hasProblemAt(p, avg));
  d.avg_seek_ms = 5;  // too low: the curve bends the wrong way (B < 0)
  CHECK(hasProblemAt(validateScenario(s), avg));
  d.avg_seek_ms = 8.5;
  CHECK_FALSE(hasErrors(validateScenario(s)));
  d.track_seek_ms = 9;  // above the average
  CHECK(hasProblemAt(validateScenario(s), avg));
  d.track_seek_ms = 0.5;
  d.id_mbps = 200;  // inner faster than outer
  CHECK(hasProblemAt(validateScenario(s), QStringLiteral("backing.raid_groups[0].disk.id_mbps")));
}

TEST_CASE("A solid-state disk (rpm 0, no seeks) is valid", "[validate][disk]")
{
  Scenario s;
  Disk& d = s.backing.raid_groups[0].disk;
  d.rpm = 0;
  d.avg_seek_ms = d.track_seek_ms = d.full_seek_ms = 0;
  d.od_mbps = d.id_mbps = 500;
  const Problems p = validateScenario(s);
  INFO(dump(p));
  CHECK_FALSE(hasErrors(p));
}
