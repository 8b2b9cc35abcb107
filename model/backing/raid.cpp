// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/backing/raid.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

#include "model/backing/raid_mapping.h"
#include "model/common/units.h"

namespace accel {

namespace {

constexpr std::int64_t kMinSegmentBytes = 512;
/// Above this (KiB) a size is not a plausible segment, offset or I/O: treated as invalid
/// before any conversion to integers.
constexpr double kMaxKiB = 1.0e9;
/// Work (startWork) per cost evaluation before the offsets are thinned: keeps the
/// evaluation of the widest groups with the most offset classes bounded.
constexpr std::int64_t kMaxWalkUnits = std::int64_t{1} << 21;

bool plausibleKiB(double kib)
{
  return std::isfinite(kib) && kib >= 0 && kib <= kMaxKiB;
}

int parityUnits(RaidLevel level)
{
  switch (level) {
  case RaidLevel::Raid5:
  case RaidLevel::Raid50: return 1;
  case RaidLevel::Raid6:
  case RaidLevel::Raid60: return 2;
  default: return 0;
  }
}

bool isNested(RaidLevel level)
{
  return level == RaidLevel::Raid50 || level == RaidLevel::Raid60;
}

bool isMirrored(RaidLevel level)
{
  return level == RaidLevel::Raid1 || level == RaidLevel::Raid10;
}

void addCount(std::vector<double>& dist, std::int64_t k, double weight)
{
  const auto i = static_cast<std::size_t>(std::max<std::int64_t>(0, k));
  if (dist.size() <= i)
    dist.resize(i + 1, 0.0);
  dist[i] += weight;
}

/// Work of costing one start offset, in the units kMaxWalkUnits counts: a walk unit by unit
/// takes the units touched plus two; with whole stripes counted at once an offset's few runs
/// of requests take about as long as 24 units of that walk, plus one run per sub-group
/// touched on parity levels when the demand is kept per disk (`spread` false). Never more than the
/// walk, so an evaluation never walks fewer offsets than a walk unit by unit would.
std::int64_t startWork(const RaidGeometry& g, std::int64_t size, bool spread)
{
  const std::int64_t units = size / g.segment_bytes + 2;
  std::int64_t work = 24;
  if (!spread && g.hasParity())
    work += 2 * std::min<std::int64_t>(units / g.subgroup_data + 2, g.subgroups);
  return std::min(units, work);
}

/// Weights of member requests alike in size and phase, gathered to be costed once: an
/// open-addressed table, half full at most.
class RunTally {
public:
  RunTally() { slots_.fill(Slot{}); }
  /// Adds `w` to the requests of `bytes` in `phase`; false when the table is full (drain it).
  bool add(std::int64_t bytes, int phase, double w)
  {
    std::size_t i = slotOf(bytes, phase);
    for (;;) {
      Slot& s = slots_[i];
      if (s.bytes == bytes && s.phase == phase) {
        s.weight += w;
        return true;
      }
      if (s.bytes < 0) {
        if (used_ >= kSlots / 2)
          return false;
        s = {bytes, phase, w};
        ++used_;
        return true;
      }
      i = (i + 1) % kSlots;
    }
  }
  /// Calls `f(bytes, phase, weight)` for every entry and empties the table.
  template <class F>
  void drain(F&& f)
  {
    for (Slot& s : slots_)
      if (s.bytes >= 0) {
        f(s.bytes, s.phase, s.weight);
        s = Slot{};
      }
    used_ = 0;
  }

private:
  static constexpr std::size_t kSlots = 256;
  struct Slot {
    std::int64_t bytes = -1;
    int phase = 0;
    double weight = 0;
  };
  static std::size_t slotOf(std::int64_t bytes, int phase)
  {
    const std::uint64_t key =
        static_cast<std::uint64_t>(bytes) * 4 + static_cast<std::uint64_t>(phase);
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 56);
  }
  std::array<Slot, kSlots> slots_;
  std::size_t used_ = 0;
};

}  // namespace

RaidGeometry raidGeometry(const RaidGroup& group)
{
  RaidGeometry g;
  g.level = group.level;
  g.disks = group.disks;
  const auto fail = [&g](const char* problem) {
    g.valid = false;
    g.problem = problem;
    return g;
  };
  if (!plausibleKiB(group.segment_kib))
    return fail("raid_segment");
  g.segment_bytes = units::kibToWholeBytes(group.segment_kib);
  if (g.segment_bytes < kMinSegmentBytes)
    return fail("raid_segment");
  if (!plausibleKiB(group.alignment_offset_kib))
    return fail("raid_alignment");
  g.alignment_bytes = units::kibToWholeBytes(group.alignment_offset_kib);
  if (g.alignment_bytes >= g.segment_bytes)
    return fail("raid_alignment");

  const int n = group.disks;
  g.parity = parityUnits(group.level);
  if (isMirrored(group.level)) {
    if (n < (group.level == RaidLevel::Raid1 ? 2 : 4) || n % 2 != 0)
      return fail("raid_disks");
    g.copies = 2;
    g.subgroup_disks = n;
    g.subgroup_data = n / 2;
  } else if (isNested(group.level)) {
    const int gd = group.group_disks.value_or(0);
    if (gd < g.parity + 2)
      return fail("raid_group_disks");
    if (n < 2 * gd || n % gd != 0)
      return fail("raid_disks");
    g.subgroups = n / gd;
    g.subgroup_disks = gd;
    g.subgroup_data = gd - g.parity;
  } else {
    if (n < g.parity + (g.parity > 0 ? 2 : 1))
      return fail("raid_disks");
    g.subgroup_disks = n;
    g.subgroup_data = n - g.parity;
  }
  g.data_members = g.subgroups * g.subgroup_data;
  g.valid = true;
  return g;
}

int smallWritePenalty(RaidLevel level)
{
  if (isMirrored(level))
    return 2;
  const int p = parityUnits(level);
  return p == 0 ? 1 : 2 + 2 * p;
}

int smallWritePenalty(const RaidGeometry& g)
{
  if (!g.valid)
    return 0;
  if (g.hasParity())
    return stripeWriteCost(g.subgroup_data, g.parity, 1).chosen;
  return g.copies;
}

int validDiskCount(RaidLevel level, int disks, std::optional<int> group_disks)
{
  disks = std::max(disks, 1);
  switch (level) {
  case RaidLevel::Raid0: return disks;
  case RaidLevel::Raid1: return std::max(2, disks + disks % 2);
  case RaidLevel::Raid10: return std::max(4, disks + disks % 2);
  case RaidLevel::Raid5: return std::max(3, disks);
  case RaidLevel::Raid6: return std::max(4, disks);
  case RaidLevel::Raid50:
  case RaidLevel::Raid60: {
    const int gd = group_disks.value_or(0);
    if (gd < parityUnits(level) + 2)
      return 0;
    return std::max(2, (disks + gd - 1) / gd) * gd;
  }
  }
  return 0;
}

UnitLocation locateUnit(const RaidGeometry& g, std::int64_t unit)
{
  UnitLocation loc;
  if (!g.valid || unit < 0)
    return loc;
  loc.unit = unit;
  loc.row = unit / g.data_members;
  loc.member = static_cast<int>(unit % g.data_members);
  loc.disk_offset_bytes = loc.row * g.segment_bytes;
  if (g.mirrored()) {
    loc.disk = 2 * loc.member;
    loc.mirror_disk = loc.disk + 1;
  } else if (g.hasParity()) {
    const int n = g.subgroup_disks;
    loc.subgroup = loc.member / g.subgroup_data;
    const int j = loc.member % g.subgroup_data;
    loc.disk = loc.subgroup * n + (parityPosition(loc.row, n) + g.parity + j) % n;
  } else {
    loc.disk = loc.member;
  }
  return loc;
}

UnitLocation locateOffset(const RaidGeometry& g, std::int64_t offset_bytes)
{
  if (!g.valid || offset_bytes < 0)
    return {};
  const std::int64_t a = offset_bytes + g.alignment_bytes;
  UnitLocation loc = locateUnit(g, a / g.segment_bytes);
  loc.offset_in_unit_bytes = a % g.segment_bytes;
  loc.disk_offset_bytes += loc.offset_in_unit_bytes;
  return loc;
}

int parityDisk(const RaidGeometry& g, std::int64_t row, int subgroup)
{
  if (!g.valid || !g.hasParity() || row < 0 || subgroup < 0 || subgroup >= g.subgroups)
    return -1;
  return subgroup * g.subgroup_disks + parityPosition(row, g.subgroup_disks);
}

int qParityDisk(const RaidGeometry& g, std::int64_t row, int subgroup)
{
  if (g.parity < 2)
    return -1;
  const int p = parityDisk(g, row, subgroup);
  if (p < 0)
    return -1;
  const int n = g.subgroup_disks;
  return subgroup * n + (p - subgroup * n + 1) % n;
}

StripeCell cellAt(const RaidGeometry& g, std::int64_t row, int disk)
{
  StripeCell c;
  if (!g.valid || row < 0 || disk < 0 || disk >= g.disks)
    return c;
  const std::int64_t row_start = row * g.data_members;
  if (g.mirrored()) {
    c.member = disk / 2;
    c.role = disk % 2 == 0 ? CellRole::Data : CellRole::Mirror;
    c.unit = row_start + c.member;
    return c;
  }
  if (!g.hasParity()) {
    c.member = disk;
    c.unit = row_start + disk;
    return c;
  }
  const int n = g.subgroup_disks;
  c.subgroup = disk / n;
  const int local = disk % n;
  const int pd = parityPosition(row, n);
  if (local == pd) {
    c.role = CellRole::ParityP;
    return c;
  }
  if (g.parity == 2 && local == (pd + 1) % n) {
    c.role = CellRole::ParityQ;
    return c;
  }
  const int j = ((local - pd - g.parity) % n + n) % n;
  c.member = c.subgroup * g.subgroup_data + j;
  c.unit = row_start + c.member;
  return c;
}

std::int64_t unitsTouched(std::int64_t offset_bytes, std::int64_t size_bytes,
                          std::int64_t unit_bytes)
{
  if (size_bytes <= 0 || unit_bytes <= 0 || offset_bytes < 0)
    return 0;
  return (offset_bytes + size_bytes - 1) / unit_bytes - offset_bytes / unit_bytes + 1;
}

UnitsTouched unitsTouchedOnGrain(std::int64_t size_bytes, std::int64_t unit_bytes,
                                 std::int64_t grain_bytes, std::int64_t alignment_bytes)
{
  UnitsTouched out;
  if (size_bytes <= 0 || unit_bytes <= 0 || grain_bytes <= 0 || alignment_bytes < 0)
    return out;
  const std::int64_t h = std::gcd(grain_bytes, unit_bytes);
  const std::int64_t residues = unit_bytes / h;
  const std::int64_t r0 = alignment_bytes % h;
  const std::int64_t q = (size_bytes - 1) / unit_bytes;
  const std::int64_t t = (size_bytes - 1) % unit_bytes;
  const std::int64_t need = unit_bytes - t - r0;  // residues r >= need add a unit
  const std::int64_t i_min = need <= 0 ? 0 : (need + h - 1) / h;
  const double crossing = static_cast<double>(std::max<std::int64_t>(0, residues - i_min)) /
                          static_cast<double>(residues);
  out.mean = 1.0 + static_cast<double>(q) + crossing;
  out.split_share = q >= 1 ? 1.0 : crossing;
  return out;
}

StripeWriteCost stripeWriteCost(int data_units, int parity, int units_written)
{
  StripeWriteCost c;
  if (data_units < 1 || parity < 0)
    return c;
  const int w = std::clamp(units_written, 1, data_units);
  c.read_modify_write = 2 * w + 2 * parity;
  c.reconstruct_write = data_units + parity;
  c.full_stripe = w == data_units;
  c.chosen =
      c.full_stripe ? data_units + parity : std::min(c.read_modify_write, c.reconstruct_write);
  return c;
}

double fullStripeIosPerUnit(int data_units, int parity)
{
  if (data_units < 1)
    return 0.0;
  return static_cast<double>(data_units + std::max(0, parity)) / data_units;
}

double harmonicIops(int disks, double disk_iops, double read_fraction, double write_penalty)
{
  if (disks <= 0 || !(disk_iops > 0) || !(write_penalty > 0) || !std::isfinite(disk_iops) ||
      !std::isfinite(read_fraction) || !std::isfinite(write_penalty))
    return 0.0;
  const double r = std::clamp(read_fraction, 0.0, 1.0);
  return disks * disk_iops / (r + (1.0 - r) * write_penalty);
}

namespace {

/// The memo active on this thread (IoCostMemo), or null.
thread_local IoCostMemo* t_memo = nullptr;

bool sameGeometry(const RaidGeometry& a, const RaidGeometry& b)
{
  return a.valid == b.valid && a.level == b.level && a.disks == b.disks &&
         a.subgroups == b.subgroups && a.subgroup_disks == b.subgroup_disks &&
         a.parity == b.parity && a.copies == b.copies && a.subgroup_data == b.subgroup_data &&
         a.data_members == b.data_members && a.segment_bytes == b.segment_bytes &&
         a.alignment_bytes == b.alignment_bytes;
}

bool sameDisk(const DiskModel& a, const DiskModel& b)
{
  const SeekCurve &p = a.seek, &q = b.seek;
  return a.valid == b.valid && a.solid_state == b.solid_state && p.t1_ms == q.t1_ms &&
         p.a_ms == q.a_ms && p.b_ms == q.b_ms && p.physical == q.physical &&
         p.avg_min_ms == q.avg_min_ms && p.avg_max_ms == q.avg_max_ms &&
         a.used_fraction == b.used_fraction && a.cylinder_fraction == b.cylinder_fraction &&
         a.revolution_ms == b.revolution_ms && a.mean_rotation_ms == b.mean_rotation_ms &&
         a.mean_seek_ms == b.mean_seek_ms && a.positioning_ms == b.positioning_ms &&
         a.positioning_sq_ms2 == b.positioning_sq_ms2 &&
         a.random_transfer_mbps == b.random_transfer_mbps &&
         a.sequential_mbps == b.sequential_mbps && a.read_iops == b.read_iops &&
         a.write_iops == b.write_iops && a.read_mbps == b.read_mbps &&
         a.write_mbps == b.write_mbps && a.read_latency_ms == b.read_latency_ms &&
         a.write_latency_ms == b.write_latency_ms && a.parallelism == b.parallelism;
}

}  // namespace

IoCostMemo::IoCostMemo()
{
  if (!t_memo) {
    t_memo = this;
    active_ = true;
  }
}

IoCostMemo::~IoCostMemo()
{
  if (active_)
    t_memo = nullptr;
}

IoCost ioCost(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
              double grain_kib)
{
  IoCostMemo* memo = t_memo;
  if (!memo)
    return ioCostUncached(g, m, kind, io_kib, grain_kib);
  for (const IoCostMemo::Entry& e : memo->entries_) {
    // Sizes compared as numbers (a NaN is never equal: computed afresh, as it must be).
    if (e.kind == kind && e.io_kib == io_kib && e.grain_kib == grain_kib && sameGeometry(e.g, g) &&
        sameDisk(e.m, m)) {
      ++memo->hits_;
      return e.cost;
    }
  }
  ++memo->misses_;
  IoCost c = ioCostUncached(g, m, kind, io_kib, grain_kib);
  if (memo->entries_.size() < IoCostMemo::kMaxEntries)
    memo->entries_.push_back({g, m, kind, io_kib, grain_kib, c});
  return c;
}

IoCost ioCostUncached(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
                      double grain_kib)
{
  IoCost c;
  if (!g.valid || !m.valid || !plausibleKiB(io_kib) || !plausibleKiB(grain_kib))
    return c;
  const std::int64_t size = units::kibToWholeBytes(io_kib);
  const std::int64_t grain = std::max<std::int64_t>(1, units::kibToWholeBytes(grain_kib));
  if (size <= 0)
    return c;

  const UnitsTouched ut = unitsTouchedOnGrain(size, g.segment_bytes, grain, g.alignment_bytes);
  c.units_touched = ut.mean;
  c.split_share = ut.split_share;
  const UnitsTouched aligned = unitsTouchedOnGrain(size, g.segment_bytes, grain, 0);
  c.units_touched_aligned = aligned.mean;
  c.split_share_aligned = aligned.split_share;

  // Start offsets (alignment + k grain) taken mod one row: r0 + i h, i in [0, row / h).
  const std::int64_t U = g.segment_bytes;
  const std::int64_t row = g.rowBytes();
  const std::int64_t h = std::gcd(grain, row);
  const std::int64_t r0 = g.alignment_bytes % h;
  const bool symmetric = U % h == 0;
  const std::int64_t walks =
      std::max<std::int64_t>(64, kMaxWalkUnits / startWork(g, size, symmetric));

  // The offsets to walk, with their weights.
  std::vector<std::pair<std::int64_t, double>> starts;
  if (symmetric) {
    // Shifting the offsets by one unit maps them onto themselves and the layout onto itself
    // (the parity rotation averaged): every disk carries the same demand, and an I/O's cost
    // depends only on its in-unit residue and on where it starts within a parity sub-group,
    // where all starts that keep it inside the sub-group cost the same.
    // Residues r <= U - s keep the I/O inside one unit: all of them cost the same.
    const std::int64_t residues = U / h;
    const std::int64_t dg = g.hasParity() ? g.subgroup_data : 1;
    const std::int64_t inside = size <= U && r0 <= U - size ? (U - size - r0) / h + 1 : 0;
    if (inside > 0)
      starts.emplace_back(r0, static_cast<double>(inside * dg));
    const std::int64_t crossing = residues - inside;
    const std::int64_t kept = std::min({crossing, kMaxCostOffsets, walks});
    const std::int64_t per_residue =
        std::max<std::int64_t>(1, walks / std::max<std::int64_t>(1, kept));
    c.sampled = kept < crossing;
    for (std::int64_t t = 0; t < kept; ++t) {
      const std::int64_t r = r0 + (inside + t * crossing / kept) * h;
      const double scale = static_cast<double>(crossing) / static_cast<double>(kept);
      const std::int64_t span = (r + size - 1) / U + 1;
      std::int64_t first = 0;
      if (span <= dg) {
        starts.emplace_back(r, scale * static_cast<double>(dg - span + 1));
        first = dg - span + 1;
      }
      const std::int64_t distinct = dg - first;
      const std::int64_t keep = std::min(distinct, per_residue);
      c.sampled = c.sampled || keep < distinct;
      for (std::int64_t i = 0; i < keep; ++i)
        starts.emplace_back(r + (first + i * distinct / keep) * U,
                            scale * static_cast<double>(distinct) / static_cast<double>(keep));
    }
  } else {
    // The offsets do not tile a unit (a grain wider than a segment and not a multiple of
    // the row): few distinct offsets, walked one by one.
    const std::int64_t period = row / h;
    const std::int64_t kept = std::min({period, kMaxCostOffsets, walks});
    c.sampled = kept < period;
    for (std::int64_t t = 0; t < kept; ++t)
      starts.emplace_back(r0 + t * period / kept * h, 1.0);
  }
  c.offsets = static_cast<std::int64_t>(starts.size());
  c.walk_budget = walks;

  const int domains = g.hasParity() ? g.subgroups : g.disks;
  std::vector<double> dom_ios(static_cast<std::size_t>(domains), 0.0);
  std::vector<double> dom_busy(dom_ios), dom_sq(dom_ios);
  double ph_ios[3] = {0, 0, 0};
  double ph_busy[3] = {0, 0, 0};
  double total_weight = 0;

  // The last few request sizes' demand, command time and KiB: a start offset's requests
  // come in a few sizes.
  struct Priced {
    std::int64_t bytes = -1;
    int phase = 0;
    double demand = 0, sq = 0, command = 0, kib = 0;
  };
  std::array<Priced, 4> priced{};
  std::size_t next_priced = 0;
  const auto price = [&](std::int64_t bytes, int phase) -> const Priced& {
    for (const Priced& p : priced)
      if (p.bytes == bytes && p.phase == phase)
        return p;
    // Phase 1 issues reads, phase 2 writes (raid_mapping.h): a solid-state member's demand
    // and command time depend on the kind; a spinning disk's are both serviceMs.
    const IoKind member = phase == 1 ? IoKind::Read : IoKind::Write;
    const auto b = static_cast<double>(bytes);
    Priced& p = priced[next_priced];
    next_priced = (next_priced + 1) % priced.size();
    p = {bytes,
         phase,
         m.demandMs(b, member),
         m.demandSqMs2(b, member),
         m.commandMs(b, member),
         units::bytesToKiB(b)};
    return p;
  };
  const auto account = [&](int disk, std::int64_t bytes, int phase, double w) {
    // Parity levels: the rotation spreads a sub-group's demand evenly over its disks.
    const auto d = static_cast<std::size_t>(g.hasParity() ? disk / g.subgroup_disks : disk);
    const Priced& p = price(bytes, phase);
    dom_ios[d] += w;
    dom_busy[d] += w * p.demand;
    dom_sq[d] += w * p.sq;
    ph_ios[phase] += w;
    ph_busy[phase] += w * p.command;
    c.member_ios += w;
    c.member_kib += w * p.kib;
  };
  // With every disk alike (symmetric) only the group's sums count: the weights of alike
  // requests (size and phase) are gathered and each size is costed once. A residue's starts
  // share a few sizes.
  RunTally tally;
  const auto flush = [&] {
    tally.drain([&](std::int64_t bytes, int phase, double w) { account(0, bytes, phase, w); });
  };

  // Runs on consecutive members (RAID0/1/10, demand kept per disk): their weights go to a
  // difference array over the members, one per request size, phase and copy, summed once.
  struct Ranges {
    std::int64_t bytes = 0;
    int phase = 0;
    int copy = 0;         // the disk's copy: disk = copies x member + copy
    bool either = false;  // a read either copy serves
    std::vector<double> diff;
  };
  std::vector<Ranges> ranges;
  const std::int64_t D = g.data_members;
  const auto spreadOver = [&](const MemberOpRun& run, double weight) {
    const int copy = run.disk % g.copies;
    const bool either = run.alt_disk >= 0;
    auto it = std::find_if(ranges.begin(), ranges.end(), [&](const Ranges& r) {
      return r.bytes == run.bytes && r.phase == run.phase && r.copy == copy && r.either == either;
    });
    if (it == ranges.end()) {
      ranges.push_back({run.bytes, run.phase, copy, either,
                        std::vector<double>(static_cast<std::size_t>(D) + 1, 0.0)});
      it = ranges.end() - 1;
    }
    std::vector<double>& diff = it->diff;
    const std::int64_t first = run.disk / g.copies;
    const std::int64_t end = first + run.count;  // run.count <= D
    diff[static_cast<std::size_t>(first)] += weight;
    if (end <= D) {
      diff[static_cast<std::size_t>(end)] -= weight;
    } else {
      diff[static_cast<std::size_t>(D)] -= weight;
      diff[0] += weight;
      diff[static_cast<std::size_t>(end - D)] -= weight;
    }
  };

  std::vector<MemberOpRun> runs;
  MemberOpMapper mapper(g, &m);
  for (const auto& [x, weight] : starts) {
    runs.clear();
    const std::pair<std::int64_t, std::int64_t> k = mapper.mapRuns(kind, x, size, symmetric, runs);
    for (const MemberOpRun& run : runs) {
      const double w = weight * static_cast<double>(run.count);
      if (symmetric) {
        if (!tally.add(run.bytes, run.phase, w)) {
          flush();
          tally.add(run.bytes, run.phase, w);
        }
      } else if (run.consecutive) {
        spreadOver(run, weight);
      } else if (run.alt_disk < 0) {
        account(run.disk, run.bytes, run.phase, w);
      } else {
        // Either mirror copy may serve the read: the demand splits evenly.
        account(run.disk, run.bytes, run.phase, 0.5 * w);
        account(run.alt_disk, run.bytes, run.phase, 0.5 * w);
      }
    }
    addCount(c.phase1_ios, k.first, weight);
    addCount(c.phase2_ios, k.second, weight);
    total_weight += weight;
  }
  flush();
  for (const Ranges& r : ranges) {
    double w = 0;
    for (std::int64_t member = 0; member < D; ++member) {
      w += r.diff[static_cast<std::size_t>(member)];
      if (!(w > 0))
        continue;
      const int disk = static_cast<int>(member) * g.copies + r.copy;
      if (!r.either) {
        account(disk, r.bytes, r.phase, w);
      } else {
        account(disk, r.bytes, r.phase, 0.5 * w);
        account(disk + 1, r.bytes, r.phase, 0.5 * w);
      }
    }
  }

  const double inv = 1.0 / total_weight;
  c.member_ios *= inv;
  c.member_kib *= inv;
  for (double& p : c.phase1_ios)
    p *= inv;
  for (double& p : c.phase2_ios)
    p *= inv;
  c.phase1_service_ms = ph_ios[1] > 0 ? ph_busy[1] / ph_ios[1] : 0.0;
  c.phase2_service_ms = ph_ios[2] > 0 ? ph_busy[2] / ph_ios[2] : 0.0;

  c.disk_busy_ms.assign(static_cast<std::size_t>(g.disks), 0.0);
  c.disk_ios = c.disk_busy_ms;
  c.disk_sq_ms2 = c.disk_busy_ms;
  const auto sum = [](const std::vector<double>& v) {
    return std::accumulate(v.begin(), v.end(), 0.0);
  };
  const double all_busy = sum(dom_busy), all_ios = sum(dom_ios), all_sq = sum(dom_sq);
  for (int disk = 0; disk < g.disks; ++disk) {
    const auto di = static_cast<std::size_t>(disk);
    if (symmetric) {
      const double share = inv / g.disks;
      c.disk_busy_ms[di] = all_busy * share;
      c.disk_ios[di] = all_ios * share;
      c.disk_sq_ms2[di] = all_sq * share;
    } else {
      // Parity levels: the rotation spreads a sub-group's demand evenly over its disks.
      const auto d = static_cast<std::size_t>(g.hasParity() ? disk / g.subgroup_disks : disk);
      const double share = g.hasParity() ? inv / g.subgroup_disks : inv;
      c.disk_busy_ms[di] = dom_busy[d] * share;
      c.disk_ios[di] = dom_ios[d] * share;
      c.disk_sq_ms2[di] = dom_sq[d] * share;
    }
    c.busy_ms += c.disk_busy_ms[di];
  }
  c.valid = true;
  return c;
}

StripeMap stripeMap(const RaidGeometry& g, double io_offset_kib, double io_kib, IoKind kind,
                    int rows)
{
  StripeMap map;
  if (!g.valid || !plausibleKiB(io_offset_kib) || !plausibleKiB(io_kib) || rows < 1)
    return map;
  const std::int64_t size = units::kibToWholeBytes(io_kib);
  if (size <= 0)
    return map;
  const std::int64_t U = g.segment_bytes;
  const std::int64_t start = units::kibToWholeBytes(io_offset_kib) + g.alignment_bytes;
  const std::int64_t u0 = start / U;
  const std::int64_t u1 = (start + size - 1) / U;
  map.first_row = u0 / g.data_members;
  const std::int64_t last_row = u1 / g.data_members;
  map.rows_touched = static_cast<int>(last_row - map.first_row + 1);
  map.rows = std::max(rows, map.rows_touched);
  map.disks = g.disks;
  map.units_touched = static_cast<int>(u1 - u0 + 1);
  map.cells.resize(static_cast<std::size_t>(map.rows) * static_cast<std::size_t>(g.disks));
  for (int r = 0; r < map.rows; ++r)
    for (int d = 0; d < g.disks; ++d)
      map.cells[static_cast<std::size_t>(r) * static_cast<std::size_t>(g.disks) +
                static_cast<std::size_t>(d)]
          .cell = cellAt(g, map.first_row + r, d);

  const auto cellRef = [&map](std::int64_t row, int disk) -> StripeMapCell& {
    return map
        .cells[static_cast<std::size_t>(row - map.first_row) * static_cast<std::size_t>(map.disks) +
               static_cast<std::size_t>(disk)];
  };
  // Parity span per (row, sub-group) the write updates.
  std::vector<std::pair<std::int64_t, int>> parity_keys;
  std::vector<std::pair<double, double>> parity_span;
  for (std::int64_t u = u0; u <= u1; ++u) {
    const std::int64_t b0 = u == u0 ? start - u * U : 0;
    const std::int64_t b1 = u == u1 ? start + size - u * U : U;
    const double kib = units::bytesToKiB(static_cast<double>(b1 - b0));
    const UnitLocation loc = locateUnit(g, u);
    StripeMapCell& c = cellRef(loc.row, loc.disk);
    c.touched = true;
    c.touched_kib += kib;
    if (kind != IoKind::Write)
      continue;
    if (loc.mirror_disk >= 0) {
      StripeMapCell& mc = cellRef(loc.row, loc.mirror_disk);
      mc.touched = true;
      mc.touched_kib += kib;
    }
    if (g.hasParity()) {
      const std::pair<std::int64_t, int> key{loc.row, loc.subgroup};
      auto it = std::find(parity_keys.begin(), parity_keys.end(), key);
      if (it == parity_keys.end()) {
        parity_keys.push_back(key);
        parity_span.emplace_back(static_cast<double>(b0), static_cast<double>(b1));
      } else {
        auto& span = parity_span[static_cast<std::size_t>(it - parity_keys.begin())];
        span.first = std::min(span.first, static_cast<double>(b0));
        span.second = std::max(span.second, static_cast<double>(b1));
      }
    }
  }
  for (std::size_t i = 0; i < parity_keys.size(); ++i) {
    const double kib = units::bytesToKiB(parity_span[i].second - parity_span[i].first);
    for (int disk : {parityDisk(g, parity_keys[i].first, parity_keys[i].second),
                     qParityDisk(g, parity_keys[i].first, parity_keys[i].second)}) {
      if (disk < 0)
        continue;
      StripeMapCell& c = cellRef(parity_keys[i].first, disk);
      c.touched = true;
      c.touched_kib = kib;
    }
  }
  std::vector<bool> disk_touched(static_cast<std::size_t>(g.disks), false);
  for (std::size_t i = 0; i < map.cells.size(); ++i)
    if (map.cells[i].touched)
      disk_touched[i % static_cast<std::size_t>(g.disks)] = true;
  map.disks_touched = static_cast<int>(std::count(disk_touched.begin(), disk_touched.end(), true));
  map.valid = true;
  return map;
}

}  // namespace accel
