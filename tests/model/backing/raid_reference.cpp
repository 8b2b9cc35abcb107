// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "raid_reference.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "model/common/units.h"

namespace accel::reference {

namespace {

bool plausibleKiB(double kib)
{
  return std::isfinite(kib) && kib >= 0 && kib <= 1.0e9;
}

void addCount(std::vector<double>& dist, int k, double weight)
{
  const auto i = static_cast<std::size_t>(std::max(0, k));
  if (dist.size() <= i)
    dist.resize(i + 1, 0.0);
  dist[i] += weight;
}

}  // namespace

WalkMapper::WalkMapper(const RaidGeometry& g, const DiskModel* solid_state)
    : g_(g),
      solid_(solid_state && solid_state->valid && solid_state->solid_state ? solid_state : nullptr)
{
  if (!g_.valid)
    return;
  member_bytes_.assign(static_cast<std::size_t>(g_.data_members), 0);
  member_offset_.assign(static_cast<std::size_t>(g_.data_members), 0);
  last_full_row_.assign(static_cast<std::size_t>(g_.subgroups), -2);
  full_ops_.assign(static_cast<std::size_t>(g_.subgroups), 0);
}

int WalkMapper::dataDisk(std::int64_t row, int member) const
{
  const int n = g_.subgroup_disks;
  const int sg = member / g_.subgroup_data;
  const int j = member % g_.subgroup_data;
  return sg * n + (parityPosition(row, n) + g_.parity + j) % n;
}

std::pair<int, int> WalkMapper::map(IoKind kind, std::int64_t array_offset_bytes,
                                    std::int64_t size_bytes, std::vector<MemberOp>& ops)
{
  std::pair<int, int> k{0, 0};
  if (!g_.valid || size_bytes <= 0 || array_offset_bytes < 0)
    return k;
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t in_unit = array_offset_bytes % U;
  if (!g_.hasParity() && in_unit + size_bytes <= U) {
    // One unit: one request per copy (the common case of a stream or a small random I/O).
    const std::int64_t u = array_offset_bytes / U;
    emitStriped(kind, static_cast<int>(u % g_.data_members), (u / g_.data_members) * U + in_unit,
                size_bytes, ops, k);
    return k;
  }
  if (g_.hasParity())
    mapParity(kind, array_offset_bytes, size_bytes, ops, k);
  else
    mapStriped(kind, array_offset_bytes, size_bytes, ops, k);
  return k;
}

void WalkMapper::mapStriped(IoKind kind, std::int64_t x, std::int64_t size,
                            std::vector<MemberOp>& ops, std::pair<int, int>& k)
{
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t u0 = x / U;
  const std::int64_t u1 = (x + size - 1) / U;
  touched_.clear();
  for (std::int64_t u = u0; u <= u1; ++u) {
    const std::int64_t b0 = u == u0 ? x - u * U : 0;
    const std::int64_t b1 = u == u1 ? x + size - u * U : U;
    const auto m = static_cast<std::size_t>(u % g_.data_members);
    if (member_bytes_[m] == 0) {
      touched_.push_back(static_cast<int>(m));
      member_offset_[m] = (u / g_.data_members) * U + b0;
    }
    member_bytes_[m] += b1 - b0;
  }
  for (int m : touched_) {
    const auto mi = static_cast<std::size_t>(m);
    emitStriped(kind, m, member_offset_[mi], member_bytes_[mi], ops, k);
    member_bytes_[mi] = 0;
  }
}

void WalkMapper::emitStriped(IoKind kind, int member, std::int64_t disk_offset, std::int64_t bytes,
                             std::vector<MemberOp>& ops, std::pair<int, int>& k) const
{
  const int m = member;
  if (!g_.mirrored()) {
    ops.push_back({m, -1, disk_offset, bytes, kind == IoKind::Read ? 1 : 2});
    (kind == IoKind::Read ? k.first : k.second) += 1;
  } else if (kind == IoKind::Read) {
    ops.push_back({2 * m, 2 * m + 1, disk_offset, bytes, 1});
    k.first += 1;
  } else {
    ops.push_back({2 * m, -1, disk_offset, bytes, 2});
    ops.push_back({2 * m + 1, -1, disk_offset, bytes, 2});
    k.second += 2;
  }
}

void WalkMapper::mapParity(IoKind kind, std::int64_t x, std::int64_t size,
                           std::vector<MemberOp>& ops, std::pair<int, int>& k)
{
  std::fill(last_full_row_.begin(), last_full_row_.end(), -2);
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t u0 = x / U;
  const std::int64_t u1 = (x + size - 1) / U;
  seg_row_ = -1;
  seg_subgroup_ = -1;
  seg_units_.clear();
  for (std::int64_t u = u0; u <= u1; ++u) {
    const std::int64_t b0 = u == u0 ? x - u * U : 0;
    const std::int64_t b1 = u == u1 ? x + size - u * U : U;
    const std::int64_t row = u / g_.data_members;
    const int member = static_cast<int>(u % g_.data_members);
    if (kind == IoKind::Read) {
      ops.push_back({dataDisk(row, member), -1, row * U + b0, b1 - b0, 1});
      k.first += 1;
      continue;
    }
    const int sg = member / g_.subgroup_data;
    if (row != seg_row_ || sg != seg_subgroup_) {
      flushParity(ops, k);
      seg_row_ = row;
      seg_subgroup_ = sg;
    }
    seg_units_.push_back({member % g_.subgroup_data, b0, b1});
  }
  if (kind == IoKind::Write)
    flushParity(ops, k);
}

bool WalkMapper::splitAcrossBoundary(std::vector<MemberOp>& ops, std::pair<int, int>& k)
{
  // Two units whose in-unit ranges do not overlap: the end of one, [b0, U), and the start of
  // the next, [0, b1) with b1 <= b0. Parity changes only at those two ranges: each parity (and,
  // for reconstruct-write, each other data unit) is read or written there, two requests, not
  // over the whole span between them (a reconstruct-write reads every other unit's old data
  // at each range).
  if (seg_units_.size() != 2 || seg_units_[1].b1 > seg_units_[0].b0)
    return false;
  const int d = g_.subgroup_data;
  const int p = g_.parity;
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t base = seg_row_ * U;
  const int sg = seg_subgroup_;
  const UnitPart first = seg_units_[0], last = seg_units_[1];
  const std::int64_t a = U - first.b0, b = last.b1;  // the two ranges' bytes
  const auto rd = [this](std::int64_t n) {
    return solid_->demandMs(static_cast<double>(n), IoKind::Read);
  };
  const auto wr = [this](std::int64_t n) {
    return solid_->demandMs(static_cast<double>(n), IoKind::Write);
  };
  const double writes = (wr(a) + wr(b)) * (1 + p);
  const double rmw = writes + (rd(a) + rd(b)) * (1 + p);
  // Reconstruct-write: at each range, every other data unit's old data (the other written
  // unit's too: it is written at the other range only).
  const double rcw = writes + (rd(a) + rd(b)) * (d - 1);
  const bool use_rmw = rmw <= rcw;
  const int parity_disks[2] = {parityDisk(g_, seg_row_, sg), qParityDisk(g_, seg_row_, sg)};
  const int first_member = sg * d;
  const auto both = [&](int disk, int phase) {
    ops.push_back({disk, -1, base + first.b0, a, phase});
    ops.push_back({disk, -1, base, b, phase});
  };
  if (use_rmw) {
    ops.push_back({dataDisk(seg_row_, first_member + first.j), -1, base + first.b0, a, 1});
    ops.push_back({dataDisk(seg_row_, first_member + last.j), -1, base, b, 1});
    for (int i = 0; i < p; ++i)
      both(parity_disks[i], 1);
    k.first += 2 + 2 * p;
  } else {
    for (int j = 0; j < d; ++j) {
      const int disk = dataDisk(seg_row_, first_member + j);
      if (j != first.j)
        ops.push_back({disk, -1, base + first.b0, a, 1});
      if (j != last.j)
        ops.push_back({disk, -1, base, b, 1});
    }
    k.first += 2 * (d - 1);
  }
  ops.push_back({dataDisk(seg_row_, first_member + first.j), -1, base + first.b0, a, 2});
  ops.push_back({dataDisk(seg_row_, first_member + last.j), -1, base, b, 2});
  for (int i = 0; i < p; ++i)
    both(parity_disks[i], 2);
  k.second += 2 + 2 * p;
  last_full_row_[static_cast<std::size_t>(sg)] = -2;
  seg_units_.clear();
  return true;
}

void WalkMapper::flushParity(std::vector<MemberOp>& ops, std::pair<int, int>& k)
{
  if (seg_units_.empty())
    return;
  const int d = g_.subgroup_data;
  const int p = g_.parity;
  const int n = g_.subgroup_disks;
  const int w = static_cast<int>(seg_units_.size());
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t row = seg_row_;
  const int sg = seg_subgroup_;
  const auto sgi = static_cast<std::size_t>(sg);
  const std::int64_t base = row * U;
  std::int64_t written = 0, lo = U, hi = 0;
  for (const UnitPart& part : seg_units_) {
    written += part.b1 - part.b0;
    lo = std::min(lo, part.b0);
    hi = std::max(hi, part.b1);
  }

  if (w == d && written == d * U) {
    // Full stripe: every disk of the sub-group writes the whole unit; consecutive full
    // rows extend the same per-disk requests (a disk's rows are contiguous).
    if (last_full_row_[sgi] == row - 1) {
      for (std::size_t i = full_ops_[sgi]; i < full_ops_[sgi] + static_cast<std::size_t>(n); ++i)
        ops[i].bytes += U;
    } else {
      full_ops_[sgi] = ops.size();
      for (int i = 0; i < n; ++i)
        ops.push_back({sg * n + i, -1, base, U, 2});
      k.second += d + p;
    }
    last_full_row_[sgi] = row;
    seg_units_.clear();
    return;
  }
  last_full_row_[sgi] = -2;

  if (solid_ && splitAcrossBoundary(ops, k))
    return;

  // The parity range to update: the span of the touched in-unit ranges.
  const std::int64_t ext = hi - lo;
  const int parity_disks[2] = {parityDisk(g_, row, sg), qParityDisk(g_, row, sg)};
  // Reconstruct-write must also read the parts of the touched units inside that span that
  // the write does not cover (at most the first and the last unit).
  int partial_reads = 0;
  std::int64_t partial_bytes = 0;
  for (const UnitPart& part : seg_units_)
    if (part.b1 - part.b0 < ext) {
      ++partial_reads;
      partial_bytes += ext - (part.b1 - part.b0);
    }
  const StripeWriteCost cost = stripeWriteCost(d, p, w);
  const int rw_ios = cost.reconstruct_write + partial_reads;
  const std::int64_t rmw_bytes = 2 * written + 2 * p * ext;
  const std::int64_t rw_bytes = (d - w) * ext + partial_bytes + written + p * ext;
  bool use_rmw = cost.read_modify_write < rw_ios ||
                 (cost.read_modify_write == rw_ios && rmw_bytes <= rw_bytes);
  if (solid_) {
    // Solid state: the device demand of each plan (ties: read-modify-write).
    const auto rd = [this](std::int64_t b) {
      return solid_->demandMs(static_cast<double>(b), IoKind::Read);
    };
    const auto wr = [this](std::int64_t b) {
      return solid_->demandMs(static_cast<double>(b), IoKind::Write);
    };
    double rmw = p * (rd(ext) + wr(ext));
    double rcw = (d - w) * rd(ext) + p * wr(ext);
    for (const UnitPart& part : seg_units_) {
      const std::int64_t b = part.b1 - part.b0;
      rmw += rd(b) + wr(b);
      rcw += wr(b) + (b < ext ? rd(ext - b) : 0.0);
    }
    use_rmw = rmw <= rcw;
  }
  const int first_member = sg * d;
  if (use_rmw) {
    for (const UnitPart& part : seg_units_) {
      const int disk = dataDisk(row, first_member + part.j);
      ops.push_back({disk, -1, base + part.b0, part.b1 - part.b0, 1});
      ops.push_back({disk, -1, base + part.b0, part.b1 - part.b0, 2});
    }
    for (int i = 0; i < p; ++i) {
      ops.push_back({parity_disks[i], -1, base + lo, ext, 1});
      ops.push_back({parity_disks[i], -1, base + lo, ext, 2});
    }
    k.first += w + p;
    k.second += w + p;
  } else {
    // The touched units are consecutive: the others lie before the first or after the last.
    const int j_first = seg_units_.front().j;
    const int j_last = seg_units_.back().j;
    for (int j = 0; j < d; ++j)
      if (j < j_first || j > j_last)
        ops.push_back({dataDisk(row, first_member + j), -1, base + lo, ext, 1});
    for (const UnitPart& part : seg_units_) {
      const int disk = dataDisk(row, first_member + part.j);
      const std::int64_t b = part.b1 - part.b0;
      if (b < ext)  // the uncovered part of the span: before the unit's range or after it
        ops.push_back({disk, -1, base + (part.b0 > lo ? lo : part.b1), ext - b, 1});
      ops.push_back({disk, -1, base + part.b0, b, 2});
    }
    for (int i = 0; i < p; ++i)
      ops.push_back({parity_disks[i], -1, base + lo, ext, 2});
    k.first += d - w + partial_reads;
    k.second += w + p;
  }
  seg_units_.clear();
}

IoCost walkIoCost(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
                  double grain_kib, std::int64_t max_walk_units, std::int64_t max_cost_offsets)
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
  const std::int64_t units_per_io = size / U + 2;
  const std::int64_t walks = std::max<std::int64_t>(64, max_walk_units / units_per_io);

  // The offsets to walk, with their weights.
  std::vector<std::pair<std::int64_t, double>> starts;
  const bool symmetric = U % h == 0;
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
    const std::int64_t kept = std::min({crossing, max_cost_offsets, walks});
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
    const std::int64_t kept = std::min({period, max_cost_offsets, walks});
    c.sampled = kept < period;
    for (std::int64_t t = 0; t < kept; ++t)
      starts.emplace_back(r0 + t * period / kept * h, 1.0);
  }
  c.offsets = static_cast<std::int64_t>(starts.size());

  const int domains = g.hasParity() ? g.subgroups : g.disks;
  std::vector<double> dom_ios(static_cast<std::size_t>(domains), 0.0);
  std::vector<double> dom_busy(dom_ios), dom_sq(dom_ios);
  double ph_ios[3] = {0, 0, 0};
  double ph_busy[3] = {0, 0, 0};
  double total_weight = 0;

  std::vector<MemberOp> ops;
  WalkMapper mapper(g, &m);
  const auto account = [&](int disk, std::int64_t bytes, int phase, double w) {
    // Parity levels: the rotation spreads a sub-group's demand evenly over its disks.
    const auto d = static_cast<std::size_t>(g.hasParity() ? disk / g.subgroup_disks : disk);
    const auto b = static_cast<double>(bytes);
    // Phase 1 issues reads, phase 2 writes (raid_mapping.h): a solid-state member's demand
    // and command time depend on the kind; a spinning disk's are both serviceMs.
    const IoKind member = phase == 1 ? IoKind::Read : IoKind::Write;
    dom_ios[d] += w;
    dom_busy[d] += w * m.demandMs(b, member);
    dom_sq[d] += w * m.demandSqMs2(b, member);
    ph_ios[phase] += w;
    ph_busy[phase] += w * m.commandMs(b, member);
    c.member_ios += w;
    c.member_kib += w * units::bytesToKiB(b);
  };

  for (const auto& [x, weight] : starts) {
    ops.clear();
    const std::pair<int, int> k = mapper.map(kind, x, size, ops);
    for (const MemberOp& op : ops) {
      if (op.alt_disk < 0) {
        account(op.disk, op.bytes, op.phase, weight);
        continue;
      }
      // Either mirror copy may serve the read: the demand splits evenly.
      account(op.disk, op.bytes, op.phase, 0.5 * weight);
      account(op.alt_disk, op.bytes, op.phase, 0.5 * weight);
    }
    addCount(c.phase1_ios, k.first, weight);
    addCount(c.phase2_ios, k.second, weight);
    total_weight += weight;
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

}  // namespace accel::reference
