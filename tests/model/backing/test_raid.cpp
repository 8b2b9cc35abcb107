// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <set>
#include <utility>

#include "builders.h"
#include "model/backing/raid_mapping.h"
#include "model/common/units.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::raidGroup;

namespace {

std::int64_t kib(double k)
{
  return static_cast<std::int64_t>(units::kibToBytes(k));
}

/// Every valid (level, disks, group_disks) the property tests walk.
std::vector<RaidGroup> layouts()
{
  std::vector<RaidGroup> out;
  for (int n = 1; n <= 24; ++n) {
    out.push_back(raidGroup(RaidLevel::Raid0, n));
    if (n % 2 == 0)
      out.push_back(raidGroup(n == 2 ? RaidLevel::Raid1 : RaidLevel::Raid10, n));
    if (n >= 3)
      out.push_back(raidGroup(RaidLevel::Raid5, n));
    if (n >= 4)
      out.push_back(raidGroup(RaidLevel::Raid6, n));
  }
  for (int gd : {3, 4, 5, 8})
    for (int g = 2; g <= 4; ++g) {
      out.push_back(raidGroup(RaidLevel::Raid50, g * gd, 64, gd));
      if (gd >= 4)
        out.push_back(raidGroup(RaidLevel::Raid60, g * gd, 64, gd));
    }
  return out;
}

}  // namespace

TEST_CASE("Data members per level", "[raid]")
{
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid0, 8)).data_members == 8);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid1, 2)).data_members == 1);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid10, 14)).data_members == 7);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid5, 8)).data_members == 7);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid6, 8)).data_members == 6);
  const RaidGeometry r50 = raidGeometry(raidGroup(RaidLevel::Raid50, 15, 64, 5));
  CHECK(r50.data_members == 12);  // G (n_g - 1) = 3 x 4
  CHECK(r50.subgroups == 3);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid60, 16, 64, 8)).data_members == 12);  // 2 x 6
}

TEST_CASE("Small-write penalties", "[raid]")
{
  CHECK(smallWritePenalty(RaidLevel::Raid0) == 1);
  CHECK(smallWritePenalty(RaidLevel::Raid1) == 2);
  CHECK(smallWritePenalty(RaidLevel::Raid10) == 2);
  CHECK(smallWritePenalty(RaidLevel::Raid5) == 4);
  CHECK(smallWritePenalty(RaidLevel::Raid50) == 4);
  CHECK(smallWritePenalty(RaidLevel::Raid6) == 6);
  CHECK(smallWritePenalty(RaidLevel::Raid60) == 6);
}

TEST_CASE("Impossible geometry is rejected with a code", "[raid][validation]")
{
  const auto problem = [](const RaidGroup& g) {
    const RaidGeometry geo = raidGeometry(g);
    CHECK_FALSE(geo.valid);
    return geo.problem;
  };
  CHECK(problem(raidGroup(RaidLevel::Raid6, 3)) == "raid_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid5, 2)) == "raid_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid50, 12)) == "raid_group_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid60, 12, 64, 3)) == "raid_group_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid50, 12, 64, 5)) == "raid_disks");  // not a multiple
  CHECK(problem(raidGroup(RaidLevel::Raid50, 5, 64, 5)) == "raid_disks");   // one sub-group
  CHECK(problem(raidGroup(RaidLevel::Raid10, 7)) == "raid_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid10, 2)) == "raid_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid0, 0)) == "raid_disks");
  CHECK(problem(raidGroup(RaidLevel::Raid10, 8, 0.25)) == "raid_segment");
  CHECK(problem(raidGroup(RaidLevel::Raid10, 8, std::nan(""))) == "raid_segment");
  CHECK(problem(raidGroup(RaidLevel::Raid10, 8, 64, std::nullopt, 64)) == "raid_alignment");
  CHECK(problem(raidGroup(RaidLevel::Raid10, 8, 64, std::nullopt, -1)) == "raid_alignment");
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid6, 4)).valid);
  CHECK(raidGeometry(raidGroup(RaidLevel::Raid50, 10, 64, 5)).valid);
}

TEST_CASE("Valid disk counts per level", "[raid]")
{
  CHECK(validDiskCount(RaidLevel::Raid10, 15, std::nullopt) == 16);
  CHECK(validDiskCount(RaidLevel::Raid10, 1, std::nullopt) == 4);
  CHECK(validDiskCount(RaidLevel::Raid6, 3, std::nullopt) == 4);
  CHECK(validDiskCount(RaidLevel::Raid50, 11, 5) == 15);
  CHECK(validDiskCount(RaidLevel::Raid50, 3, 5) == 10);
  CHECK(validDiskCount(RaidLevel::Raid60, 8, std::nullopt) == 0);
}

TEST_CASE("D1: RAID5 write costs for n = 8", "[raid]")
{
  CHECK(stripeWriteCost(7, 1, 1).chosen == 4);
  CHECK(stripeWriteCost(7, 1, 1).read_modify_write == 4);
  CHECK(stripeWriteCost(7, 1, 3).chosen == 8);
  CHECK(stripeWriteCost(7, 1, 5).chosen == 8);
  CHECK(stripeWriteCost(7, 1, 5).reconstruct_write == 8);
  CHECK(stripeWriteCost(7, 1, 7).full_stripe);
  CHECK(stripeWriteCost(7, 1, 7).chosen == 8);
  CHECK_THAT(fullStripeIosPerUnit(7, 1), WithinRel(8.0 / 7.0, 1e-15));
  // RAID6: 2w + 4 against d + 2.
  CHECK(stripeWriteCost(6, 2, 1).chosen == 6);
  CHECK(stripeWriteCost(6, 2, 2).chosen == 8);
  CHECK(stripeWriteCost(6, 2, 3).chosen == 8);
}

TEST_CASE("D1: units touched by a 64 KiB I/O on 64 KiB segments", "[raid]")
{
  const std::int64_t s = kib(64), U = kib(64);
  CHECK_THAT(unitsTouchedOnGrain(s, U, kib(4), 0).mean, WithinAbs(1.9375, 1e-15));
  CHECK_THAT(unitsTouchedOnGrain(s, U, kib(4), 0).split_share, WithinAbs(0.9375, 1e-15));
  CHECK(unitsTouchedOnGrain(s, U, U, 0).mean == 1.0);  // aligned
  const std::int64_t sectors63 = 63 * 512;             // the old 63-sector partition start
  CHECK(unitsTouchedOnGrain(s, U, U, sectors63).mean == 2.0);
  CHECK(unitsTouched(sectors63, s, U) == 2);
  CHECK(unitsTouched(0, s, U) == 1);
  // On a grain g dividing U the mean is 1 + (s - g) / U.
  CHECK_THAT(unitsTouchedOnGrain(kib(8), U, kib(4), 0).mean, WithinAbs(1 + 4.0 / 64, 1e-15));
}

TEST_CASE("Units touched: the closed form equals the enumeration", "[raid][property]")
{
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> pick(1, 64);
  for (int trial = 0; trial < 2000; ++trial) {
    const std::int64_t U = 512 * pick(rng);
    const std::int64_t g = 512 * pick(rng);
    const std::int64_t s = 512 * pick(rng) * (trial % 3 + 1);
    const std::int64_t a = (512 * pick(rng)) % U;
    // Offsets a + k g: the residues mod U repeat after U / gcd(g, U) steps.
    const std::int64_t period = U / std::gcd(g, U);
    std::int64_t sum = 0, split = 0;
    for (std::int64_t k = 0; k < period; ++k) {
      const std::int64_t n = unitsTouched(a + k * g, s, U);
      sum += n;
      split += n >= 2;
    }
    const UnitsTouched ut = unitsTouchedOnGrain(s, U, g, a);
    const auto p = static_cast<double>(period);
    CHECK_THAT(ut.mean, WithinAbs(static_cast<double>(sum) / p, 1e-12));
    CHECK_THAT(ut.split_share, WithinAbs(static_cast<double>(split) / p, 1e-12));
  }
}

TEST_CASE("D2: RAID10 of 46 disks with 512 KiB segments", "[raid]")
{
  const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid10, 46, 512));
  REQUIRE(g.valid);
  CHECK(g.data_members == 23);
  const std::int64_t mib = static_cast<std::int64_t>(units::mibToBytes(1));
  const UnitLocation a = locateOffset(g, 10 * mib);
  CHECK(a.unit == 20);
  CHECK(a.member == 20);
  CHECK(a.row == 0);
  CHECK(a.disk == 40);
  CHECK(a.mirror_disk == 41);
  const UnitLocation b = locateOffset(g, 12 * mib);
  CHECK(b.unit == 24);
  CHECK(b.member == 1);
  CHECK(b.row == 1);
  CHECK(b.disk_offset_bytes == kib(512));  // row 1 starts one segment into the disk
}

TEST_CASE("Left-symmetric parity rotation", "[raid]")
{
  // RAID5 on 4 disks: row 0 P on disk 3, data 0 1 2 on disks 0 1 2; row 1 P on disk 2, data
  // 3 4 5 on disks 3 0 1 (data starts right after the parity disk).
  const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid5, 4));
  CHECK(parityDisk(g, 0, 0) == 3);
  CHECK(locateUnit(g, 0).disk == 0);
  CHECK(locateUnit(g, 2).disk == 2);
  CHECK(parityDisk(g, 1, 0) == 2);
  CHECK(locateUnit(g, 3).disk == 3);
  CHECK(locateUnit(g, 4).disk == 0);
  CHECK(locateUnit(g, 5).disk == 1);
  CHECK(parityDisk(g, 4, 0) == 3);  // period n
  // RAID6 on 5 disks: Q follows P, data follows Q.
  const RaidGeometry g6 = raidGeometry(raidGroup(RaidLevel::Raid6, 5));
  CHECK(parityDisk(g6, 0, 0) == 4);
  CHECK(qParityDisk(g6, 0, 0) == 0);
  CHECK(locateUnit(g6, 0).disk == 1);
  // RAID50 of 2 x 3: sub-group 1 holds members 2 and 3 on disks 3..5.
  const RaidGeometry g50 = raidGeometry(raidGroup(RaidLevel::Raid50, 6, 64, 3));
  CHECK(locateUnit(g50, 2).subgroup == 1);
  CHECK(parityDisk(g50, 0, 1) == 5);
  CHECK(locateUnit(g50, 2).disk == 3);
}

TEST_CASE("Property: the mapping is a bijection and parity never holds data", "[raid][property]")
{
  for (const RaidGroup& rg : layouts()) {
    const RaidGeometry g = raidGeometry(rg);
    REQUIRE(g.valid);
    INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks);
    const std::int64_t rows = 3 * g.subgroup_disks;  // covers a full rotation period
    std::set<std::pair<std::int64_t, int>> seen;
    for (std::int64_t u = 0; u < rows * g.data_members; ++u) {
      const UnitLocation loc = locateUnit(g, u);
      CHECK(loc.member == u % g.data_members);
      CHECK(seen.insert({loc.row, loc.disk}).second);  // distinct (row, disk)
      const StripeCell c = cellAt(g, loc.row, loc.disk);
      CHECK(c.role == CellRole::Data);
      CHECK(c.unit == u);
      if (g.mirrored()) {
        CHECK(seen.insert({loc.row, loc.mirror_disk}).second);
        CHECK(cellAt(g, loc.row, loc.mirror_disk).role == CellRole::Mirror);
      }
    }
    // Every (row, disk) not holding data is parity; each sub-group has p of them per row.
    for (std::int64_t r = 0; r < rows; ++r) {
      std::vector<int> parity(static_cast<std::size_t>(g.subgroups), 0);
      for (int d = 0; d < g.disks; ++d) {
        const StripeCell c = cellAt(g, r, d);
        const bool data = seen.count({r, d}) > 0;
        CHECK(data == (c.role == CellRole::Data || c.role == CellRole::Mirror));
        if (!data)
          ++parity[static_cast<std::size_t>(c.subgroup)];
      }
      for (int p : parity)
        CHECK(p == g.parity);
    }
  }
}

namespace {

/// Adds the logical byte ranges [begin, end) an op's disk range holds, by the inverse mapping
/// (cellAt), to `data` (data cells) or `mirror` (mirror cells); counts parity cells.
void logicalRanges(const RaidGeometry& g, const MemberOp& op,
                   std::vector<std::pair<std::int64_t, std::int64_t>>& data,
                   std::vector<std::pair<std::int64_t, std::int64_t>>& mirror, int& parity_cells)
{
  const std::int64_t U = g.segment_bytes;
  std::int64_t at = op.disk_offset_bytes;
  const std::int64_t end = op.disk_offset_bytes + op.bytes;
  while (at < end) {
    const std::int64_t row = at / U;
    const std::int64_t stop = std::min(end, (row + 1) * U);
    const StripeCell c = cellAt(g, row, op.disk);
    if (c.unit < 0)
      ++parity_cells;
    else
      (c.role == CellRole::Mirror ? mirror : data)
          .emplace_back(c.unit * U + (at - row * U), c.unit * U + (stop - row * U));
    at = stop;
  }
}

/// True when the ranges tile [x, x + size) exactly.
bool tiles(std::vector<std::pair<std::int64_t, std::int64_t>> r, std::int64_t x, std::int64_t size)
{
  std::sort(r.begin(), r.end());
  std::int64_t at = x;
  for (const auto& [b, e] : r) {
    if (b != at || e <= b)
      return false;
    at = e;
  }
  return at == x + size;
}

}  // namespace

TEST_CASE("Property: member requests of one I/O follow the layout", "[raid][property]")
{
  std::mt19937_64 rng(7);
  std::vector<MemberOp> ops;
  for (const RaidGroup& layout : layouts()) {
    RaidGroup rg = layout;
    rg.segment_kib = 4;
    const RaidGeometry g = raidGeometry(rg);
    REQUIRE(g.valid);
    MemberOpMapper mapper(g);
    INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks);
    std::uniform_int_distribution<std::int64_t> sector(0, 4 * g.rowBytes() / 512);
    std::uniform_int_distribution<std::int64_t> sectors(1, 3 * g.rowBytes() / 512);
    for (int trial = 0; trial < 40; ++trial) {
      const std::int64_t x = 512 * sector(rng);
      const std::int64_t size = 512 * sectors(rng);
      for (IoKind kind : {IoKind::Read, IoKind::Write}) {
        ops.clear();
        const auto [k1, k2] = mapper.map(kind, x, size, ops);
        INFO("x " << x << ", size " << size << ", write " << (kind == IoKind::Write));
        // Data each copy holds (phase-2 writes, or reads), parity cells, phase counts.
        std::vector<std::pair<std::int64_t, std::int64_t>> primary, mirror, update_reads;
        int n1 = 0, n2 = 0, parity_cells = 0, read_parity_cells = 0;
        for (const MemberOp& op : ops) {
          CHECK(op.bytes > 0);
          (op.phase == 1 ? n1 : n2) += 1;
          if (kind == IoKind::Write && op.phase == 1) {
            // The reads of a parity update: anything in the rows the write touches.
            logicalRanges(g, op, update_reads, update_reads, parity_cells);
            continue;
          }
          logicalRanges(g, op, primary, mirror,
                        kind == IoKind::Read ? read_parity_cells : parity_cells);
          if (op.alt_disk >= 0) {
            CHECK(g.mirrored());
            CHECK(kind == IoKind::Read);
            CHECK(op.alt_disk == op.disk + 1);
          }
        }
        CHECK(read_parity_cells == 0);
        CHECK((parity_cells > 0) == (kind == IoKind::Write && g.hasParity()));
        CHECK(n1 == k1);
        CHECK(n2 == k2);
        if (kind == IoKind::Read) {
          CHECK(k2 == 0);
          CHECK(tiles(primary, x, size));
        } else if (!g.hasParity()) {
          CHECK(k1 == 0);
          CHECK(tiles(primary, x, size));
          if (g.mirrored())
            CHECK(tiles(mirror, x, size));
        } else {
          CHECK(tiles(primary, x, size));  // the written data, exactly
        }
      }
    }
  }
}

TEST_CASE("Member requests: mirrored reads merge rows, parity updates use the cheaper way",
          "[raid]")
{
  std::vector<MemberOp> ops;
  // RAID10 of 46, 512 KiB segments (D2): a 1 MiB read at 11.25 MiB covers the second half
  // of unit 22 (member 22, row 0), unit 23 (member 0, row 1) and half of unit 24 (member 1).
  const RaidGeometry d2 = raidGeometry(raidGroup(RaidLevel::Raid10, 46, 512));
  MemberOpMapper m10(d2);
  auto k = m10.map(IoKind::Read, kib(11.25 * 1024), kib(1024), ops);
  REQUIRE(ops.size() == 3);
  CHECK(k.first == 3);
  CHECK(ops[0].disk == 44);
  CHECK(ops[0].alt_disk == 45);
  CHECK(ops[0].disk_offset_bytes == kib(256));
  CHECK(ops[0].bytes == kib(256));
  CHECK(ops[1].disk == 0);
  CHECK(ops[1].disk_offset_bytes == kib(512));
  CHECK(ops[1].bytes == kib(512));
  CHECK(ops[2].disk == 2);
  CHECK(ops[2].bytes == kib(256));
  // A RAID0 of 2 with 4 KiB segments: a 16 KiB read is two requests of 8 KiB (rows merge).
  const RaidGeometry r0 = raidGeometry(raidGroup(RaidLevel::Raid0, 2, 4));
  MemberOpMapper m0(r0);
  ops.clear();
  m0.map(IoKind::Read, 0, kib(16), ops);
  REQUIRE(ops.size() == 2);
  CHECK(ops[0].bytes == kib(8));
  CHECK(ops[1].bytes == kib(8));
  // RAID5 of 8 (D1): one unit -> read-modify-write, 2 reads then 2 writes; five units ->
  // reconstruct-write, 2 reads then 6 writes.
  const RaidGeometry r5 = raidGeometry(raidGroup(RaidLevel::Raid5, 8, 64));
  MemberOpMapper m5(r5);
  ops.clear();
  k = m5.map(IoKind::Write, 0, kib(64), ops);
  CHECK(k == std::pair<int, int>{2, 2});
  ops.clear();
  k = m5.map(IoKind::Write, 0, kib(5 * 64), ops);
  CHECK(k == std::pair<int, int>{2, 6});
  // Two full rows: one request of two units per disk.
  ops.clear();
  k = m5.map(IoKind::Write, 0, kib(2 * 7 * 64), ops);
  CHECK(k == std::pair<int, int>{0, 8});
  REQUIRE(ops.size() == 8);
  for (const MemberOp& op : ops)
    CHECK(op.bytes == kib(128));
}

TEST_CASE("Cost of small aligned I/Os is the small-write penalty", "[raid]")
{
  Disk disk;
  const DiskModel m = diskModel(disk, 1.0);
  for (const RaidGroup& rg : layouts()) {
    const RaidGeometry g = raidGeometry(rg);
    INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks);
    // 8 KiB on an 8 KiB grain never crosses a 64 KiB unit.
    const IoCost w = ioCost(g, m, IoKind::Write, 8, 8);
    const IoCost r = ioCost(g, m, IoKind::Read, 8, 8);
    REQUIRE(w.valid);
    CHECK_THAT(w.member_ios, WithinAbs(smallWritePenalty(g), 1e-12));
    // Narrow parity groups write one unit cheaper by reconstruct-write.
    if (g.hasParity() && g.subgroup_data < g.parity + 2)
      CHECK(smallWritePenalty(g) == g.subgroup_data + g.parity);
    else
      CHECK(smallWritePenalty(g) == smallWritePenalty(rg.level));
    CHECK_THAT(r.member_ios, WithinAbs(1.0, 1e-12));
    CHECK(w.units_touched == 1.0);
    // Each member I/O costs one random disk service of 8 KiB.
    CHECK_THAT(r.busy_ms, WithinRel(randomServiceMs(m, 8), 1e-12));
    // Uniform offsets with a rotating parity load every disk alike.
    const double mx = *std::max_element(w.disk_busy_ms.begin(), w.disk_busy_ms.end());
    const double mn = *std::min_element(w.disk_busy_ms.begin(), w.disk_busy_ms.end());
    CHECK_THAT(mx, WithinRel(mn, 1e-9));
    CHECK_THAT(std::accumulate(w.disk_busy_ms.begin(), w.disk_busy_ms.end(), 0.0),
               WithinRel(w.busy_ms, 1e-12));
  }
}

TEST_CASE("Member I/Os of 8 KiB writes on a 4 KiB grain, by hand", "[raid]")
{
  // One write in 16 starts 60 KiB into a 64 KiB unit and splits 4 + 4 KiB over two units.
  // In one parity stripe that is w = 2 (read-modify-write 2w + 2p, cheaper than
  // reconstruct-write, which would also read the untouched parts of both units); across a
  // stripe boundary it is two single-unit writes.
  const DiskModel m = diskModel(Disk{}, 1.0);
  const auto ios = [&](const RaidGroup& rg) {
    return ioCost(raidGeometry(rg), m, IoKind::Write, 8, 4).member_ios;
  };
  // RAID5 of 8 (d = 7): the boundary after unit 6 of a row is a stripe boundary (1 in 7).
  CHECK_THAT(ios(raidGroup(RaidLevel::Raid5, 8)),
             WithinAbs(15.0 / 16 * 4 + 1.0 / 16 * (6.0 / 7 * 6 + 1.0 / 7 * 8), 1e-12));
  // RAID50 of 2 x (4+1): every fourth boundary leaves the sub-group.
  CHECK_THAT(ios(raidGroup(RaidLevel::Raid50, 10, 64, 5)),
             WithinAbs(15.0 / 16 * 4 + 1.0 / 16 * (3.0 / 4 * 6 + 1.0 / 4 * 8), 1e-12));
  // RAID6 of 6 (d = 4): 6, 8 within a stripe, 12 across.
  CHECK_THAT(ios(raidGroup(RaidLevel::Raid6, 6)),
             WithinAbs(15.0 / 16 * 6 + 1.0 / 16 * (3.0 / 4 * 8 + 1.0 / 4 * 12), 1e-12));
  // RAID10 of 8: a split write is two members, two copies each; RAID0 one copy.
  CHECK_THAT(ios(raidGroup(RaidLevel::Raid10, 8)), WithinAbs(2 * (1 + 1.0 / 16), 1e-12));
  CHECK_THAT(ios(raidGroup(RaidLevel::Raid0, 8)), WithinAbs(1 + 1.0 / 16, 1e-12));
}

TEST_CASE("Full-stripe writes cost (d + p) / d per unit and merge across rows", "[raid]")
{
  const DiskModel m = diskModel(Disk{}, 1.0);
  const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid5, 8));
  // One full stripe aligned on the stripe: 8 member writes, no reads.
  const IoCost one = ioCost(g, m, IoKind::Write, 7 * 64, 7 * 64);
  CHECK_THAT(one.member_ios, WithinAbs(8.0, 1e-12));
  CHECK_THAT(one.member_kib, WithinAbs(8 * 64.0, 1e-9));
  CHECK(one.phase1_ios.size() == 1);  // only k = 0: nothing is read
  // Three full stripes: still one write per disk, three units each.
  const IoCost three = ioCost(g, m, IoKind::Write, 3 * 7 * 64, 3 * 7 * 64);
  CHECK_THAT(three.member_ios, WithinAbs(8.0, 1e-12));
  CHECK_THAT(three.member_kib, WithinAbs(3 * 8 * 64.0, 1e-9));
}

TEST_CASE("Reconstruct-write wins for wide partial writes", "[raid]")
{
  // RAID5 n = 8, 5 whole units of a row: read the 2 others, write 5 + P = 8 (D1: w = 5 -> 8).
  const DiskModel m = diskModel(Disk{}, 1.0);
  const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid5, 8));
  const IoCost c = ioCost(g, m, IoKind::Write, 5 * 64, 7 * 64);  // starts at a row start
  CHECK_THAT(c.member_ios, WithinAbs(8.0, 1e-12));
  REQUIRE(c.phase1_ios.size() == 3);
  CHECK(c.phase1_ios[2] == 1.0);  // two reads in parallel
  CHECK(c.phase2_ios[6] == 1.0);  // then six writes
}

TEST_CASE("Stripe map: cells one I/O touches", "[raid]")
{
  SECTION("RAID5 small write touches one data cell and the row's parity")
  {
    const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid5, 5));
    const StripeMap map = stripeMap(g, 64 * 5 + 8, 8, IoKind::Write, 4);  // unit 5, row 1
    REQUIRE(map.valid);
    CHECK(map.first_row == 1);
    CHECK(map.rows == 4);
    CHECK(map.units_touched == 1);
    CHECK(map.disks_touched == 2);
    const int data_disk = locateUnit(g, 5).disk;
    CHECK(map.at(0, data_disk).touched);
    CHECK(map.at(0, data_disk).touched_kib == 8.0);
    CHECK(map.at(0, parityDisk(g, 1, 0)).touched);
    CHECK(map.at(0, parityDisk(g, 1, 0)).cell.role == CellRole::ParityP);
    // A read of the same range leaves the parity alone.
    CHECK(stripeMap(g, 64 * 5 + 8, 8, IoKind::Read, 4).disks_touched == 1);
  }
  SECTION("misaligned by 31.5 KiB, a 64 KiB I/O spans two members")
  {
    const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid10, 8, 64, std::nullopt, 31.5));
    const StripeMap read = stripeMap(g, 0, 64, IoKind::Read, 1);
    CHECK(read.units_touched == 2);
    CHECK(read.disks_touched == 2);
    CHECK(read.at(0, 0).touched_kib == 32.5);
    CHECK(read.at(0, 2).touched_kib == 31.5);
    CHECK(stripeMap(g, 0, 64, IoKind::Write, 1).disks_touched == 4);  // and the mirrors
  }
  SECTION("RAID6 write across a row boundary updates P and Q of both rows")
  {
    const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid6, 6));
    const StripeMap map = stripeMap(g, 4 * 64 - 8, 16, IoKind::Write, 2);
    CHECK(map.rows_touched == 2);
    int parity = 0;
    for (int r = 0; r < map.rows; ++r)
      for (int d = 0; d < map.disks; ++d)
        parity += map.at(r, d).touched && map.at(r, d).cell.role != CellRole::Data;
    CHECK(parity == 4);
  }
}
