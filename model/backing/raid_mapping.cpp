// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The member requests of single I/Os on one RAID group (docs/models/backing.md section 2; the
// mapping behind ioCost and the stream simulation).
#include "model/backing/raid_mapping.h"

#include <algorithm>

namespace accel {

MemberOpMapper::MemberOpMapper(const RaidGeometry& g) : g_(g)
{
  if (!g_.valid)
    return;
  member_bytes_.assign(static_cast<std::size_t>(g_.data_members), 0);
  member_offset_.assign(static_cast<std::size_t>(g_.data_members), 0);
  last_full_row_.assign(static_cast<std::size_t>(g_.subgroups), -2);
  full_ops_.assign(static_cast<std::size_t>(g_.subgroups), 0);
}

int MemberOpMapper::dataDisk(std::int64_t row, int member) const
{
  const int n = g_.subgroup_disks;
  const int sg = member / g_.subgroup_data;
  const int j = member % g_.subgroup_data;
  return sg * n + (parityPosition(row, n) + g_.parity + j) % n;
}

std::pair<int, int> MemberOpMapper::map(IoKind kind, std::int64_t array_offset_bytes,
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

void MemberOpMapper::mapStriped(IoKind kind, std::int64_t x, std::int64_t size,
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

void MemberOpMapper::emitStriped(IoKind kind, int member, std::int64_t disk_offset,
                                 std::int64_t bytes, std::vector<MemberOp>& ops,
                                 std::pair<int, int>& k) const
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

void MemberOpMapper::mapParity(IoKind kind, std::int64_t x, std::int64_t size,
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

void MemberOpMapper::flushParity(std::vector<MemberOp>& ops, std::pair<int, int>& k)
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
  const bool use_rmw = cost.read_modify_write < rw_ios ||
                       (cost.read_modify_write == rw_ios && rmw_bytes <= rw_bytes);
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

}  // namespace accel
