// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The cost of one random I/O with whole stripes counted at once (ioCost, MemberOpMapper::
// mapRuns) against the walk unit by unit it replaces (raid_reference.h): the same requests,
// the same costs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <thread>
#include <tuple>

#include "builders.h"
#include "model/backing/raid.h"
#include "model/backing/raid_mapping.h"
#include "model/common/units.h"
#include "raid_reference.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using test::raidGroup;

namespace {

/// A random valid layout: level, 2 to 64 disks, sub-groups for RAID50/60.
RaidGroup randomLayout(std::mt19937_64& rng)
{
  const auto pick = [&rng](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  const RaidLevel levels[] = {RaidLevel::Raid0, RaidLevel::Raid1, RaidLevel::Raid10,
                              RaidLevel::Raid5, RaidLevel::Raid6, RaidLevel::Raid50,
                              RaidLevel::Raid60};
  const RaidLevel level = levels[pick(0, 6)];
  switch (level) {
  case RaidLevel::Raid0: return raidGroup(level, pick(1, 64));
  case RaidLevel::Raid1: return raidGroup(level, 2);
  case RaidLevel::Raid10: return raidGroup(level, 2 * pick(2, 32));
  case RaidLevel::Raid5: return raidGroup(level, pick(3, 64));
  case RaidLevel::Raid6: return raidGroup(level, pick(4, 64));
  case RaidLevel::Raid50: {
    const int gd = pick(3, 16);
    return raidGroup(level, gd * pick(2, std::max(2, 64 / gd)), 64, gd);
  }
  case RaidLevel::Raid60: {
    const int gd = pick(4, 16);
    return raidGroup(level, gd * pick(2, std::max(2, 64 / gd)), 64, gd);
  }
  }
  return raidGroup(level, 8);
}

/// A segment from 0.5 KiB to 1 MiB: powers of two and odd sizes.
double randomSegmentKiB(std::mt19937_64& rng)
{
  const int e = std::uniform_int_distribution<int>(-1, 10)(rng);  // 0.5 .. 1024
  const double s = std::ldexp(1.0, e);
  if (std::uniform_int_distribution<int>(0, 2)(rng) == 0)
    return s;
  return std::uniform_real_distribution<double>(std::max(0.5, s / 2), s)(rng);
}

/// An I/O from 0.5 KiB to 16 MiB.
double randomIoKiB(std::mt19937_64& rng)
{
  const int e = std::uniform_int_distribution<int>(-1, 14)(rng);
  const double s = std::ldexp(1.0, e);
  if (std::uniform_int_distribution<int>(0, 2)(rng) == 0)
    return s;
  return std::uniform_real_distribution<double>(std::max(0.5, s / 2), s)(rng);
}

DiskModel spinning()
{
  return diskModel(Disk{}, 1.0);
}

/// A solid-state drive whose 4 KiB floors and bandwidth both bind somewhere in the range.
DiskModel solidState()
{
  Disk d;
  d.rpm = 0;
  d.read_iops = 90000;
  d.write_iops = 30000;
  d.read_mbps = 520;
  d.od_mbps = 450;
  return diskModel(d, 1.0);
}

/// The largest relative difference seen by checkSameCost.
double g_worst = 0;

void checkNear(double a, double b, double scale, double rel)
{
  const double d = std::abs(a - b) / std::max(scale, 1e-300);
  g_worst = std::max(g_worst, d);
  CHECK(d <= rel);
}

void checkSame(const std::vector<double>& a, const std::vector<double>& b, double rel)
{
  REQUIRE(a.size() == b.size());
  const double scale = b.empty() ? 1.0 : *std::max_element(b.begin(), b.end());
  for (std::size_t i = 0; i < a.size(); ++i)
    checkNear(a[i], b[i], scale, rel);
}

/// Two costs of the same I/O: every figure within `rel` (relative to the figure, or for
/// distributions and per-disk vectors to their largest entry).
void checkSameCost(const IoCost& a, const IoCost& b, double rel)
{
  REQUIRE(a.valid == b.valid);
  for (const auto& [x, y] : {std::pair{a.member_ios, b.member_ios},
                             {a.member_kib, b.member_kib},
                             {a.busy_ms, b.busy_ms},
                             {a.phase1_service_ms, b.phase1_service_ms},
                             {a.phase2_service_ms, b.phase2_service_ms}})
    checkNear(x, y, std::abs(y), rel);
  checkSame(a.disk_busy_ms, b.disk_busy_ms, rel);
  checkSame(a.disk_ios, b.disk_ios, rel);
  checkSame(a.disk_sq_ms2, b.disk_sq_ms2, rel);
  checkSame(a.phase1_ios, b.phase1_ios, rel);
  checkSame(a.phase2_ios, b.phase2_ios, rel);
  CHECK(a.units_touched == b.units_touched);
}

/// Requests counted by (domain, bytes, phase): domain the sub-group (parity levels) or the
/// disk, or -1 when only the group's sums count.
using Tally = std::map<std::tuple<int, std::int64_t, int>, double>;

int domainOf(const RaidGeometry& g, int disk, bool spread)
{
  if (spread)
    return -1;
  return g.hasParity() ? disk / g.subgroup_disks : disk;
}

}  // namespace

TEST_CASE("Member requests: whole stripes at once give the requests of the walk unit by unit",
          "[raid][property]")
{
  // MemberOpMapper::map against the mapper that collected every unit of a row (the stream
  // simulation depends on the order as well as the requests): equal, request by request.
  std::mt19937_64 rng(2311);
  const DiskModel ssd = solidState();
  std::vector<MemberOp> a, b;
  int cases = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    RaidGroup rg = randomLayout(rng);
    rg.segment_kib = randomSegmentKiB(rng);
    const RaidGeometry g = raidGeometry(rg);
    REQUIRE(g.valid);
    const bool solid = trial % 2 == 1;
    MemberOpMapper mapper(g, solid ? &ssd : nullptr);
    reference::WalkMapper walk(g, solid ? &ssd : nullptr);
    const std::int64_t size = 512 * std::uniform_int_distribution<std::int64_t>(
                                        1, std::max<std::int64_t>(1, 5 * g.rowBytes() / 512))(rng);
    const std::int64_t x = std::uniform_int_distribution<std::int64_t>(0, 3 * g.rowBytes())(rng);
    for (IoKind kind : {IoKind::Read, IoKind::Write}) {
      INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks << ", U "
                    << g.segment_bytes << ", x " << x << ", size " << size << ", solid " << solid
                    << ", write " << (kind == IoKind::Write));
      a.clear();
      b.clear();
      const auto ka = mapper.map(kind, x, size, a);
      const auto kb = walk.map(kind, x, size, b);
      CHECK(ka == kb);
      REQUIRE(a.size() == b.size());
      bool same = true;
      for (std::size_t i = 0; i < a.size(); ++i)
        same = same && a[i].disk == b[i].disk && a[i].alt_disk == b[i].alt_disk &&
               a[i].disk_offset_bytes == b[i].disk_offset_bytes && a[i].bytes == b[i].bytes &&
               a[i].phase == b[i].phase;
      CHECK(same);
      ++cases;
    }
  }
  CHECK(cases == 6000);
}

TEST_CASE("Member requests as runs: the same requests, gathered", "[raid][property]")
{
  // mapRuns against map: per (sub-group or disk, bytes, phase), and with `spread` per (bytes,
  // phase), the same number of requests; the same phase counts.
  std::mt19937_64 rng(4077);
  const DiskModel ssd = solidState();
  std::vector<MemberOp> ops;
  std::vector<MemberOpRun> runs;
  for (int trial = 0; trial < 3000; ++trial) {
    RaidGroup rg = randomLayout(rng);
    rg.segment_kib = randomSegmentKiB(rng);
    const RaidGeometry g = raidGeometry(rg);
    REQUIRE(g.valid);
    const bool solid = trial % 2 == 1;
    MemberOpMapper mapper(g, solid ? &ssd : nullptr);
    const std::int64_t size = 512 * std::uniform_int_distribution<std::int64_t>(
                                        1, std::max<std::int64_t>(1, 5 * g.rowBytes() / 512))(rng);
    const std::int64_t x = std::uniform_int_distribution<std::int64_t>(0, 3 * g.rowBytes())(rng);
    for (IoKind kind : {IoKind::Read, IoKind::Write})
      for (bool spread : {false, true}) {
        INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks << ", U "
                      << g.segment_bytes << ", x " << x << ", size " << size << ", solid " << solid
                      << ", write " << (kind == IoKind::Write) << ", spread " << spread);
        ops.clear();
        runs.clear();
        const auto k = mapper.map(kind, x, size, ops);
        const auto kr = mapper.mapRuns(kind, x, size, spread, runs);
        CHECK(kr.first == k.first);
        CHECK(kr.second == k.second);
        Tally want, got;
        for (const MemberOp& op : ops) {
          // A read either mirror copy serves: half to each.
          const double share = op.alt_disk >= 0 ? 0.5 : 1.0;
          want[{domainOf(g, op.disk, spread), op.bytes, op.phase}] += share;
          if (op.alt_disk >= 0)
            want[{domainOf(g, op.alt_disk, spread), op.bytes, op.phase}] += share;
        }
        for (const MemberOpRun& run : runs) {
          CHECK(run.count > 0);
          const double share = run.alt_disk >= 0 ? 0.5 : 1.0;
          // Consecutive members: one request on each, from the run's first member on.
          CHECK((!run.consecutive || (!spread && !g.hasParity())));
          const std::int64_t each = run.consecutive ? 1 : run.count;
          const int first = run.disk / g.copies, copy = run.disk % g.copies;
          for (std::int64_t j = 0; j < (run.consecutive ? run.count : 1); ++j) {
            const int disk = run.consecutive
                                 ? static_cast<int>((first + j) % g.data_members) * g.copies + copy
                                 : run.disk;
            got[{domainOf(g, disk, spread), run.bytes, run.phase}] +=
                share * static_cast<double>(each);
            if (run.alt_disk >= 0)
              got[{domainOf(g, disk + 1, spread), run.bytes, run.phase}] +=
                  share * static_cast<double>(each);
          }
        }
        CHECK(got == want);
        if (spread || !g.hasParity())
          CHECK(runs.size() <= 20);  // O(1) whatever the size
      }
  }
}

TEST_CASE("ioCost with whole stripes at once equals the walk unit by unit", "[raid][property]")
{
  // Random layouts (RAID0/1/10/5/6/50/60, 2 to 64 disks), segments 0.5 KiB to 1 MiB, I/Os
  // 0.5 KiB to 16 MiB, on a 4 KiB grain, a 0.5 KiB one, aligned to the I/O or the segment,
  // with and without an alignment offset, spinning and solid-state members. Where the walk
  // covered every start offset within its cap, the two agree as they stand; where it thinned
  // them, the walk is rerun with the budget of offsets the new evaluation had (the same
  // offsets, the same weights) when that stays affordable here. The tolerance is the
  // rounding of sums over up to 10^7 requests taken in another order (n x 2^-53 ~ 1e-9).
  std::mt19937_64 rng(58);
  const DiskModel models[] = {spinning(), solidState()};
  constexpr double kRel = 1e-9;
  int as_walked = 0, matched = 0, long_ios = 0, skipped = 0;
  double worst_walked = 0, worst_matched = 0;
  for (int trial = 0; trial < 500; ++trial) {
    RaidGroup rg = randomLayout(rng);
    rg.segment_kib = randomSegmentKiB(rng);
    if (trial % 3 == 0)
      rg.alignment_offset_kib = std::uniform_real_distribution<double>(0, rg.segment_kib)(rng);
    const RaidGeometry g = raidGeometry(rg);
    if (!g.valid)  // an offset that rounds up to the segment
      continue;
    const DiskModel& m = models[trial % 2];
    const double io = randomIoKiB(rng);
    const double grains[] = {4, 0.5, io, rg.segment_kib, 4 * rg.segment_kib};
    const double grain = grains[trial % 5];
    const std::int64_t size = units::kibToWholeBytes(io);
    const std::int64_t walked_units = size / g.segment_bytes + 2;
    for (IoKind kind : {IoKind::Read, IoKind::Write}) {
      INFO("level " << static_cast<int>(rg.level) << ", disks " << rg.disks << ", segment "
                    << rg.segment_kib << " KiB, offset " << rg.alignment_offset_kib << " KiB, io "
                    << io << " KiB, grain " << grain << " KiB, solid " << m.solid_state
                    << ", write " << (kind == IoKind::Write));
      const IoCost now = ioCost(g, m, kind, io, grain);
      REQUIRE(now.valid);
      // Never fewer offsets than the walk.
      const std::int64_t budget = now.walk_budget * walked_units;
      if (now.offsets * walked_units > (std::int64_t{1} << 20)) {
        ++skipped;
        continue;
      }
      const IoCost walk = reference::walkIoCost(g, m, kind, io, grain);
      g_worst = 0;
      CHECK(now.offsets >= walk.offsets);
      if (!walk.sampled) {
        CHECK_FALSE(now.sampled);
        CHECK(now.offsets == walk.offsets);
        checkSameCost(now, walk, kRel);
        worst_walked = std::max(worst_walked, g_worst);
        ++as_walked;
      } else {
        const IoCost same = reference::walkIoCost(g, m, kind, io, grain, budget);
        CHECK(now.offsets == same.offsets);
        CHECK(now.sampled == same.sampled);
        checkSameCost(now, same, kRel);
        worst_matched = std::max(worst_matched, g_worst);
        ++matched;
      }
      if (size > 3 * g.rowBytes())
        ++long_ios;
    }
  }
  WARN("ioCost against the walk: "
       << as_walked << " as walked, " << matched << " with the same offsets, " << long_ios
       << " I/Os over three rows, " << skipped << " skipped; largest relative difference "
       << worst_walked << " as walked, " << worst_matched << " with the same offsets");
  CHECK(as_walked > 600);
  CHECK(long_ios > 200);
}

TEST_CASE("Where the walk thinned its offsets, the cost is that of the whole walk",
          "[raid][property]")
{
  // Long I/Os on small segments: the walk unit by unit ran out of its 2^21 units and thinned
  // the start offsets (its answer moved with the cap); counting whole stripes at once walks
  // every offset and equals the walk given the work of all of them (2^26 units here).
  const DiskModel m = spinning();
  struct Case {
    RaidGroup rg;
    double io_kib;
  };
  const Case cases[] = {
      {raidGroup(RaidLevel::Raid6, 12, 0.73), 2048},
      {raidGroup(RaidLevel::Raid60, 21, 0.73, 7), 2048},
      {raidGroup(RaidLevel::Raid10, 8, 3.01), 16384},
  };
  for (const Case& c : cases) {
    const RaidGeometry g = raidGeometry(c.rg);
    REQUIRE(g.valid);
    for (IoKind kind : {IoKind::Read, IoKind::Write}) {
      INFO("level " << static_cast<int>(c.rg.level) << ", disks " << c.rg.disks << ", write "
                    << (kind == IoKind::Write));
      const IoCost now = ioCost(g, m, kind, c.io_kib, 4);
      const IoCost capped = reference::walkIoCost(g, m, kind, c.io_kib, 4);
      const IoCost whole = reference::walkIoCost(g, m, kind, c.io_kib, 4, std::int64_t{1} << 26);
      CHECK(capped.sampled);
      CHECK_FALSE(whole.sampled);
      CHECK_FALSE(now.sampled);
      CHECK(now.offsets == whole.offsets);
      checkSameCost(now, whole, 1e-9);
    }
  }
}

namespace {

/// Every field of two costs, bit for bit.
void requireSameCost(const IoCost& a, const IoCost& b)
{
  REQUIRE(a.valid == b.valid);
  REQUIRE(a.units_touched == b.units_touched);
  REQUIRE(a.split_share == b.split_share);
  REQUIRE(a.units_touched_aligned == b.units_touched_aligned);
  REQUIRE(a.split_share_aligned == b.split_share_aligned);
  REQUIRE(a.member_ios == b.member_ios);
  REQUIRE(a.member_kib == b.member_kib);
  REQUIRE(a.busy_ms == b.busy_ms);
  REQUIRE(a.disk_busy_ms == b.disk_busy_ms);
  REQUIRE(a.disk_ios == b.disk_ios);
  REQUIRE(a.disk_sq_ms2 == b.disk_sq_ms2);
  REQUIRE(a.phase1_ios == b.phase1_ios);
  REQUIRE(a.phase2_ios == b.phase2_ios);
  REQUIRE(a.phase1_service_ms == b.phase1_service_ms);
  REQUIRE(a.phase2_service_ms == b.phase2_service_ms);
  REQUIRE(a.offsets == b.offsets);
  REQUIRE(a.walk_budget == b.walk_budget);
  REQUIRE(a.sampled == b.sampled);
}

}  // namespace

TEST_CASE("ioCost within a memo equals ioCost computed afresh", "[raid][memo]")
{
  // Random layouts, sizes and grains asked twice within one memo, interleaved with near
  // neighbours (one disk more, another disk model, the other kind, a size a little larger)
  // that must not be answered from the memo.
  std::mt19937_64 rng(23);
  const DiskModel models[] = {spinning(), solidState()};
  const IoCostMemo memo;
  std::size_t asked = 0;
  for (int trial = 0; trial < 60; ++trial) {
    RaidGroup rg = randomLayout(rng);
    rg.segment_kib = randomSegmentKiB(rng);
    const RaidGeometry g = raidGeometry(rg);
    if (!g.valid)
      continue;
    RaidGroup wider = rg;
    wider.disks += rg.level == RaidLevel::Raid50 || rg.level == RaidLevel::Raid60
                       ? rg.group_disks.value_or(1)
                       : (rg.level == RaidLevel::Raid10 || rg.level == RaidLevel::Raid1 ? 2 : 1);
    if (rg.level == RaidLevel::Raid1) {
      wider.level = RaidLevel::Raid10;
      wider.disks = 4;
    }
    const RaidGeometry g2 = raidGeometry(wider);
    const double io = std::min(randomIoKiB(rng), 4096.0);
    const double grain = trial % 2 ? 4.0 : 0.5;
    for (int again = 0; again < 2; ++again) {
      for (const DiskModel& m : models) {
        for (IoKind kind : {IoKind::Read, IoKind::Write}) {
          requireSameCost(ioCost(g, m, kind, io, grain), ioCostUncached(g, m, kind, io, grain));
          requireSameCost(ioCost(g, m, kind, io * 1.25, grain),
                          ioCostUncached(g, m, kind, io * 1.25, grain));
          if (g2.valid)
            requireSameCost(ioCost(g2, m, kind, io, grain), ioCostUncached(g2, m, kind, io, grain));
          asked += g2.valid ? 3 : 2;
        }
      }
    }
  }
  CHECK(memo.hits() + memo.misses() == asked);
  CHECK(memo.hits() > 0);
  CHECK(memo.misses() >= asked / 2);
}

TEST_CASE("An ioCost memo serves only the thread that made it, and only while it lives",
          "[raid][memo]")
{
  const RaidGeometry g = raidGeometry(raidGroup(RaidLevel::Raid5, 8));
  const DiskModel m = spinning();
  {
    const IoCostMemo memo;
    ioCost(g, m, IoKind::Write, 64, 4);
    {
      const IoCostMemo inner;  // the outer memo serves
      ioCost(g, m, IoKind::Write, 64, 4);
      CHECK(inner.hits() + inner.misses() == 0);
    }
    std::thread other([&] { ioCost(g, m, IoKind::Write, 64, 4); });
    other.join();
    CHECK(memo.misses() == 1);
    CHECK(memo.hits() == 1);
  }
  const IoCostMemo later;
  ioCost(g, m, IoKind::Write, 64, 4);
  CHECK(later.misses() == 1);
}
