// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The member requests of single I/Os on one RAID group (docs/models/backing.md section 2; the
// mapping behind ioCost and the stream simulation).
#include "model/backing/raid_mapping.h"

#include <algorithm>
#include <cmath>

namespace accel {

MemberOpMapper::MemberOpMapper(const RaidGeometry& g, const DiskModel* solid_state)
    : g_(g),
      solid_(solid_state && solid_state->valid && solid_state->solid_state ? solid_state : nullptr)
{
  if (g_.valid && g_.hasParity())
    per_subgroup_.assign(static_cast<std::size_t>(g_.subgroups), 0);
  if (g_.valid && solid_) {
    unit_read_ms_ = solid_->demandMs(static_cast<double>(g_.segment_bytes), IoKind::Read);
    unit_write_ms_ = solid_->demandMs(static_cast<double>(g_.segment_bytes), IoKind::Write);
  }
}

int MemberOpMapper::dataDisk(std::int64_t row, int member) const
{
  const int n = g_.subgroup_disks;
  const int sg = member / g_.subgroup_data;
  const int j = member % g_.subgroup_data;
  return sg * n + (parityPosition(row, n) + g_.parity + j) % n;
}

MemberOpMapper::Extent MemberOpMapper::extentOf(std::int64_t x, std::int64_t size) const
{
  const std::int64_t U = g_.segment_bytes;
  Extent e;
  e.u0 = x / U;
  e.u1 = (x + size - 1) / U;
  e.b0 = x - e.u0 * U;
  e.b1 = x + size - e.u1 * U;
  return e;
}

std::pair<int, int> MemberOpMapper::map(IoKind kind, std::int64_t array_offset_bytes,
                                        std::int64_t size_bytes, std::vector<MemberOp>& ops)
{
  if (!g_.valid || size_bytes <= 0 || array_offset_bytes < 0)
    return {0, 0};
  std::int64_t k[2] = {0, 0};
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t in_unit = array_offset_bytes % U;
  if (!g_.hasParity() && in_unit + size_bytes <= U) {
    // One unit: one request per copy (the common case of a stream or a small random I/O).
    const std::int64_t u = array_offset_bytes / U;
    emitStriped(kind, static_cast<int>(u % g_.data_members), (u / g_.data_members) * U + in_unit,
                size_bytes, 1, &ops, nullptr, k);
  } else {
    const Extent e = extentOf(array_offset_bytes, size_bytes);
    if (!g_.hasParity())
      mapStriped(kind, e, &ops, nullptr, false, k);
    else if (kind == IoKind::Read)
      mapParityRead(e, &ops, nullptr, false, k);
    else
      mapParityWrite(e, &ops, nullptr, false, k);
  }
  return {static_cast<int>(k[0]), static_cast<int>(k[1])};
}

std::pair<std::int64_t, std::int64_t> MemberOpMapper::mapRuns(IoKind kind,
                                                              std::int64_t array_offset_bytes,
                                                              std::int64_t size_bytes, bool spread,
                                                              std::vector<MemberOpRun>& runs)
{
  if (!g_.valid || size_bytes <= 0 || array_offset_bytes < 0)
    return {0, 0};
  std::int64_t k[2] = {0, 0};
  const Extent e = extentOf(array_offset_bytes, size_bytes);
  if (!g_.hasParity())
    mapStriped(kind, e, nullptr, &runs, spread, k);
  else if (kind == IoKind::Read)
    mapParityRead(e, nullptr, &runs, spread, k);
  else
    mapParityWrite(e, nullptr, &runs, spread, k);
  return {k[0], k[1]};
}

void MemberOpMapper::mapStriped(IoKind kind, const Extent& e, std::vector<MemberOp>* ops,
                                std::vector<MemberOpRun>* runs, bool spread,
                                std::int64_t k[2]) const
{
  // Units u0 .. u1 fall on members (u0 + i) mod D, i < M = min(N, D), in that order of first
  // touch; member i holds c_i = Q + 1 units for i <= i_l and Q after it (N - 1 = Q D + i_l),
  // less the part of the first unit before b0 and of the last after b1. Its units lie in
  // consecutive rows: one contiguous request.
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t D = g_.data_members;
  const std::int64_t N = e.u1 - e.u0 + 1;
  const std::int64_t M = std::min(N, D);
  const std::int64_t Q = (N - 1) / D;
  const std::int64_t il = (N - 1) % D;
  const auto bytesOf = [&](std::int64_t i) {
    return (i <= il ? Q + 1 : Q) * U - (i == 0 ? e.b0 : 0) - (i == il ? U - e.b1 : 0);
  };
  if (!runs) {
    for (std::int64_t i = 0; i < M; ++i) {
      const std::int64_t u = e.u0 + i;
      emitStriped(kind, static_cast<int>(u % D), (u / D) * U + (i == 0 ? e.b0 : 0), bytesOf(i), 1,
                  ops, runs, k);
    }
    return;
  }
  // Members alike by their bytes: the first, the one holding the last unit, and the others
  // by their count of units, each group on consecutive members.
  const auto member = [&](std::int64_t i) { return static_cast<int>((e.u0 + i) % D); };
  emitStriped(kind, member(0), 0, bytesOf(0), 1, nullptr, runs, k);
  if (il != 0)
    emitStriped(kind, member(il), 0, bytesOf(il), 1, nullptr, runs, k);
  if (il >= 2)
    emitStriped(kind, member(1), 0, (Q + 1) * U, il - 1, nullptr, runs, k, !spread);
  const std::int64_t after = std::max<std::int64_t>(1, il + 1);
  if (M > after)
    emitStriped(kind, member(after), 0, Q * U, M - after, nullptr, runs, k, !spread);
}

void MemberOpMapper::emitStriped(IoKind kind, int member, std::int64_t disk_offset,
                                 std::int64_t bytes, std::int64_t count, std::vector<MemberOp>* ops,
                                 std::vector<MemberOpRun>* runs, std::int64_t k[2],
                                 bool consecutive) const
{
  consecutive = consecutive && count > 1;
  const int m = member;
  if (!g_.mirrored()) {
    const int phase = kind == IoKind::Read ? 1 : 2;
    if (ops)
      ops->push_back({m, -1, disk_offset, bytes, phase});
    else
      runs->push_back({m, -1, bytes, phase, count, consecutive});
    k[phase - 1] += count;
  } else if (kind == IoKind::Read) {
    if (ops)
      ops->push_back({2 * m, 2 * m + 1, disk_offset, bytes, 1});
    else
      runs->push_back({2 * m, 2 * m + 1, bytes, 1, count, consecutive});
    k[0] += count;
  } else {
    if (ops) {
      ops->push_back({2 * m, -1, disk_offset, bytes, 2});
      ops->push_back({2 * m + 1, -1, disk_offset, bytes, 2});
    } else {
      runs->push_back({2 * m, -1, bytes, 2, count, consecutive});
      runs->push_back({2 * m + 1, -1, bytes, 2, count, consecutive});
    }
    k[1] += 2 * count;
  }
}

void MemberOpMapper::mapParityRead(const Extent& e, std::vector<MemberOp>* ops,
                                   std::vector<MemberOpRun>* runs, bool spread, std::int64_t k[2])
{
  // One request per unit: the first from b0, the last up to b1, whole units between.
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t D = g_.data_members;
  const std::int64_t N = e.u1 - e.u0 + 1;
  k[0] += N;
  const auto diskOf = [&](std::int64_t u) { return dataDisk(u / D, static_cast<int>(u % D)); };
  if (ops) {
    for (std::int64_t u = e.u0; u <= e.u1; ++u) {
      const std::int64_t b0 = u == e.u0 ? e.b0 : 0;
      const std::int64_t b1 = u == e.u1 ? e.b1 : U;
      ops->push_back({diskOf(u), -1, (u / D) * U + b0, b1 - b0, 1});
    }
    return;
  }
  if (N == 1) {
    runs->push_back({diskOf(e.u0), -1, e.b1 - e.b0, 1, 1});
    return;
  }
  runs->push_back({diskOf(e.u0), -1, U - e.b0, 1, 1});
  runs->push_back({diskOf(e.u1), -1, e.b1, 1, 1});
  if (N == 2)
    return;
  const std::int64_t a = e.u0 + 1, b = e.u1 - 1;  // the whole units
  const std::int64_t G = g_.subgroups;
  if (spread || G == 1) {
    runs->push_back({diskOf(a), -1, U, 1, N - 2});
    return;
  }
  // Whole units per sub-group: unit u is in stripe u / d_g, sub-group (u / d_g) mod G. Fewer
  // stripes than sub-groups: one run per stripe (each in its own sub-group); more: counted
  // per sub-group. Either way the work is the smaller of the two counts.
  const std::int64_t dg = g_.subgroup_data;
  const std::int64_t sa = a / dg, sb = b / dg;
  const int n = g_.subgroup_disks;
  const auto inStripe = [&](std::int64_t s) {
    return std::min(b, s * dg + dg - 1) - std::max(a, s * dg) + 1;
  };
  if (sb - sa + 1 <= G) {
    for (std::int64_t s = sa; s <= sb; ++s)
      runs->push_back({static_cast<int>(s % G) * n, -1, U, 1, inStripe(s)});
    return;
  }
  std::fill(per_subgroup_.begin(), per_subgroup_.end(), 0);
  per_subgroup_[static_cast<std::size_t>(sa % G)] += inStripe(sa);
  per_subgroup_[static_cast<std::size_t>(sb % G)] += inStripe(sb);
  const std::int64_t between = sb - sa - 1;  // whole stripes sa + 1 .. sb - 1
  for (std::int64_t sg = 0; sg < G; ++sg) {
    const std::int64_t offset = ((sg - (sa + 1)) % G + G) % G;
    per_subgroup_[static_cast<std::size_t>(sg)] +=
        dg * (between / G + (offset < between % G ? 1 : 0));
  }
  for (std::int64_t sg = 0; sg < G; ++sg)
    if (const std::int64_t units = per_subgroup_[static_cast<std::size_t>(sg)]; units > 0)
      runs->push_back({static_cast<int>(sg) * n, -1, U, 1, units});
}

void MemberOpMapper::mapParityWrite(const Extent& e, std::vector<MemberOp>* ops,
                                    std::vector<MemberOpRun>* runs, bool spread,
                                    std::int64_t k[2]) const
{
  // Stripe s (row s / G, sub-group s mod G) holds units s d_g .. s d_g + d_g - 1. Only the
  // first and the last stripe an I/O touches can be partial; those between are whole.
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t dg = g_.subgroup_data;
  const std::int64_t G = g_.subgroups;
  const std::int64_t s0 = e.u0 / dg, s1 = e.u1 / dg;
  const auto segment = [&](std::int64_t s) {
    Segment seg;
    seg.row = s / G;
    seg.subgroup = static_cast<int>(s % G);
    const std::int64_t first = std::max(e.u0, s * dg), last = std::min(e.u1, s * dg + dg - 1);
    seg.j_first = static_cast<int>(first - s * dg);
    seg.j_last = static_cast<int>(last - s * dg);
    seg.b0 = first == e.u0 ? e.b0 : 0;
    seg.b1 = last == e.u1 ? e.b1 : U;
    return seg;
  };
  const auto whole = [&](const Segment& seg) {
    return seg.j_first == 0 && seg.j_last == dg - 1 && seg.b0 == 0 && seg.b1 == U;
  };
  const auto partial = [&](const Segment& seg) {
    if (ops)
      emitSegment(seg, *ops, k);
    else
      countSegment(seg, *runs, k);
  };
  const Segment head = segment(s0);
  if (s0 == s1) {
    if (whole(head))
      fullStripes(s0, 1, ops, runs, spread, k);
    else
      partial(head);
    return;
  }
  const Segment tail = segment(s1);
  const bool head_whole = whole(head), tail_whole = whole(tail);
  if (!head_whole)
    partial(head);
  const std::int64_t first = head_whole ? s0 : s0 + 1;
  const std::int64_t last = tail_whole ? s1 : s1 - 1;
  if (last >= first)
    fullStripes(first, last - first + 1, ops, runs, spread, k);
  if (!tail_whole)
    partial(tail);
}

void MemberOpMapper::fullStripes(std::int64_t first, std::int64_t stripes,
                                 std::vector<MemberOp>* ops, std::vector<MemberOpRun>* runs,
                                 bool spread, std::int64_t k[2]) const
{
  // Every disk of a sub-group writes its unit with no reads; a sub-group's stripes are in
  // consecutive rows, and a disk's rows are contiguous: one request per disk of L units, L
  // the sub-group's count of stripes (ceil or floor of stripes / G, in the order the
  // sub-groups come first).
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t G = g_.subgroups;
  const int n = g_.subgroup_disks;
  const int dp = g_.subgroup_data + g_.parity;
  const std::int64_t R = std::min(G, stripes);
  k[1] += R * dp;
  if (runs && spread) {
    const std::int64_t rem = (stripes - 1) % G;
    const std::int64_t L = (stripes - 1) / G + 1;
    runs->push_back({0, -1, L * U, 2, std::min(rem + 1, R) * n});
    if (stripes > G && rem + 1 < G)
      runs->push_back({0, -1, (L - 1) * U, 2, (G - rem - 1) * n});
    return;
  }
  for (std::int64_t i = 0; i < R; ++i) {
    const std::int64_t s = first + i;
    const int sg = static_cast<int>(s % G);
    const std::int64_t bytes = ((stripes - 1 - i) / G + 1) * U;
    if (ops)
      for (int t = 0; t < n; ++t)
        ops->push_back({sg * n + t, -1, (s / G) * U, bytes, 2});
    else
      runs->push_back({sg * n, -1, bytes, 2, n});
  }
}

MemberOpMapper::Shape MemberOpMapper::shapeOf(const Segment& s) const
{
  // Parts: [b0, U) of the first unit, whole units, [0, b1) of the last; one unit: [b0, b1).
  const std::int64_t U = g_.segment_bytes;
  Shape sh;
  sh.w = s.j_last - s.j_first + 1;
  if (sh.w == 1) {
    sh.first = s.b1 - s.b0;
    sh.lo = s.b0;
    sh.ext = sh.first;
    return sh;
  }
  sh.first = U - s.b0;
  sh.last = s.b1;
  sh.lo = 0;
  sh.ext = U;
  sh.partial_reads = (s.b0 > 0 ? 1 : 0) + (s.b1 < U ? 1 : 0);
  return sh;
}

MemberOpMapper::Plan MemberOpMapper::planOf(const Segment& s, const Shape& sh) const
{
  const int d = g_.subgroup_data;
  const int p = g_.parity;
  const int w = sh.w;
  const std::int64_t U = g_.segment_bytes;
  const auto rd = [this, U](std::int64_t b) {
    return b == U ? unit_read_ms_ : solid_->demandMs(static_cast<double>(b), IoKind::Read);
  };
  const auto wr = [this, U](std::int64_t b) {
    return b == U ? unit_write_ms_ : solid_->demandMs(static_cast<double>(b), IoKind::Write);
  };
  if (solid_ && w == 2 && s.b1 <= s.b0) {
    // Two units whose in-unit ranges do not overlap: the end of one, [b0, U), and the start
    // of the next, [0, b1). Parity changes only at those two ranges: each parity (and, for
    // reconstruct-write, each other data unit) is read or written there, two requests, not
    // over the whole span between them (a reconstruct-write reads every other unit's old
    // data at each range: the other written unit's too, written at the other range only).
    const std::int64_t a = sh.first, b = sh.last;
    const double writes = (wr(a) + wr(b)) * (1 + p);
    const double rmw = writes + (rd(a) + rd(b)) * (1 + p);
    const double rcw = writes + (rd(a) + rd(b)) * (d - 1);
    return rmw <= rcw ? Plan::SplitReadModifyWrite : Plan::SplitReconstructWrite;
  }
  const std::int64_t ext = sh.ext;
  const std::int64_t written = w == 1 ? sh.first : sh.first + (w - 2) * U + sh.last;
  // Reconstruct-write also reads the parts of the touched units inside the span that the
  // write does not cover (at most the first and the last unit).
  const std::int64_t partial_bytes = w == 1 ? 0 : s.b0 + (U - s.b1);
  const StripeWriteCost cost = stripeWriteCost(d, p, w);
  const int rw_ios = cost.reconstruct_write + sh.partial_reads;
  const std::int64_t rmw_bytes = 2 * written + 2 * p * ext;
  const std::int64_t rw_bytes = (d - w) * ext + partial_bytes + written + p * ext;
  bool use_rmw = cost.read_modify_write < rw_ios ||
                 (cost.read_modify_write == rw_ios && rmw_bytes <= rw_bytes);
  if (solid_) {
    // Solid state: the device demand of each plan (ties: read-modify-write), summed part by
    // part in the order of the row's units. The whole units between the first and the last
    // add the same terms: multiplied out, the sums can differ from the part-by-part ones by
    // a few rounding steps per unit, so only a near tie is summed term by term.
    double rmw = p * (rd(ext) + wr(ext));
    double rcw = (d - w) * rd(ext) + p * wr(ext);
    const auto part = [&](std::int64_t b) {
      rmw += rd(b) + wr(b);
      rcw += wr(b) + (b < ext ? rd(ext - b) : 0.0);
    };
    part(sh.first);
    if (w >= 2) {
      const double whole_rmw = rd(U) + wr(U);
      const double whole_rcw = wr(U) + 0.0;
      const double between = w - 2;
      const double rmw_all = rmw + between * whole_rmw + (rd(sh.last) + wr(sh.last));
      const double rcw_all =
          rcw + between * whole_rcw + (wr(sh.last) + (sh.last < ext ? rd(ext - sh.last) : 0.0));
      if (std::abs(rmw_all - rcw_all) > 1e-9 * (rmw_all + rcw_all))
        return rmw_all <= rcw_all ? Plan::ReadModifyWrite : Plan::ReconstructWrite;
      for (int i = 0; i < w - 2; ++i) {
        rmw += whole_rmw;
        rcw += whole_rcw;
      }
      part(sh.last);
    }
    use_rmw = rmw <= rcw;
  }
  return use_rmw ? Plan::ReadModifyWrite : Plan::ReconstructWrite;
}

void MemberOpMapper::emitSegment(const Segment& s, std::vector<MemberOp>& ops,
                                 std::int64_t k[2]) const
{
  const Shape sh = shapeOf(s);
  const Plan plan = planOf(s, sh);
  const int d = g_.subgroup_data;
  const int p = g_.parity;
  const int w = sh.w;
  const std::int64_t U = g_.segment_bytes;
  const std::int64_t base = s.row * U;
  const int first_member = s.subgroup * d;
  const int parity_disks[2] = {parityDisk(g_, s.row, s.subgroup),
                               qParityDisk(g_, s.row, s.subgroup)};
  const int first_disk = dataDisk(s.row, first_member + s.j_first);
  const int last_disk = dataDisk(s.row, first_member + s.j_last);
  if (plan == Plan::SplitReadModifyWrite || plan == Plan::SplitReconstructWrite) {
    const std::int64_t a = sh.first, b = sh.last;  // [b0, U) and [0, b1)
    const auto both = [&](int disk, int phase) {
      ops.push_back({disk, -1, base + s.b0, a, phase});
      ops.push_back({disk, -1, base, b, phase});
    };
    if (plan == Plan::SplitReadModifyWrite) {
      ops.push_back({first_disk, -1, base + s.b0, a, 1});
      ops.push_back({last_disk, -1, base, b, 1});
      for (int i = 0; i < p; ++i)
        both(parity_disks[i], 1);
      k[0] += 2 + 2 * p;
    } else {
      for (int j = 0; j < d; ++j) {
        const int disk = dataDisk(s.row, first_member + j);
        if (j != s.j_first)
          ops.push_back({disk, -1, base + s.b0, a, 1});
        if (j != s.j_last)
          ops.push_back({disk, -1, base, b, 1});
      }
      k[0] += 2 * (d - 1);
    }
    ops.push_back({first_disk, -1, base + s.b0, a, 2});
    ops.push_back({last_disk, -1, base, b, 2});
    for (int i = 0; i < p; ++i)
      both(parity_disks[i], 2);
    k[1] += 2 + 2 * p;
    return;
  }
  const std::int64_t lo = sh.lo, ext = sh.ext;
  const auto partB0 = [&](int j) { return j == s.j_first ? s.b0 : std::int64_t{0}; };
  const auto partB1 = [&](int j) { return j == s.j_last ? s.b1 : U; };
  if (plan == Plan::ReadModifyWrite) {
    for (int j = s.j_first; j <= s.j_last; ++j) {
      const int disk = dataDisk(s.row, first_member + j);
      const std::int64_t b0 = partB0(j), b1 = partB1(j);
      ops.push_back({disk, -1, base + b0, b1 - b0, 1});
      ops.push_back({disk, -1, base + b0, b1 - b0, 2});
    }
    for (int i = 0; i < p; ++i) {
      ops.push_back({parity_disks[i], -1, base + lo, ext, 1});
      ops.push_back({parity_disks[i], -1, base + lo, ext, 2});
    }
    k[0] += w + p;
    k[1] += w + p;
    return;
  }
  // Reconstruct-write: the untouched units lie before the first or after the last.
  for (int j = 0; j < d; ++j)
    if (j < s.j_first || j > s.j_last)
      ops.push_back({dataDisk(s.row, first_member + j), -1, base + lo, ext, 1});
  for (int j = s.j_first; j <= s.j_last; ++j) {
    const int disk = dataDisk(s.row, first_member + j);
    const std::int64_t b0 = partB0(j), b1 = partB1(j), b = b1 - b0;
    if (b < ext)  // the uncovered part of the span: before the unit's range or after it
      ops.push_back({disk, -1, base + (b0 > lo ? lo : b1), ext - b, 1});
    ops.push_back({disk, -1, base + b0, b, 2});
  }
  for (int i = 0; i < p; ++i)
    ops.push_back({parity_disks[i], -1, base + lo, ext, 2});
  k[0] += d - w + sh.partial_reads;
  k[1] += w + p;
}

void MemberOpMapper::countSegment(const Segment& s, std::vector<MemberOpRun>& runs,
                                  std::int64_t k[2]) const
{
  // emitSegment's requests, the whole units' alike requests as one run each.
  const Shape sh = shapeOf(s);
  const Plan plan = planOf(s, sh);
  const int d = g_.subgroup_data;
  const int p = g_.parity;
  const int w = sh.w;
  const std::int64_t U = g_.segment_bytes;
  // Every request of a segment lies in its sub-group: the runs name its first disk.
  const int disk = s.subgroup * g_.subgroup_disks;
  const auto add = [&runs, disk](std::int64_t bytes, int phase, std::int64_t count) {
    if (count > 0 && bytes > 0)
      runs.push_back({disk, -1, bytes, phase, count});
  };
  if (plan == Plan::SplitReadModifyWrite || plan == Plan::SplitReconstructWrite) {
    const std::int64_t a = sh.first, b = sh.last;
    // At each range: the written unit and the parities (read-modify-write), or the d - 1
    // other units (reconstruct-write), read; the unit and the parities written.
    const int readers = plan == Plan::SplitReadModifyWrite ? 1 + p : d - 1;
    add(a, 1, readers);
    add(b, 1, readers);
    k[0] += 2 * readers;
    add(a, 2, 1 + p);
    add(b, 2, 1 + p);
    k[1] += 2 + 2 * p;
    return;
  }
  const std::int64_t ext = sh.ext;
  const auto dataParts = [&](int phase) {
    add(sh.first, phase, 1);
    if (w >= 2) {
      add(U, phase, w - 2);
      add(sh.last, phase, 1);
    }
  };
  if (plan == Plan::ReadModifyWrite) {
    dataParts(1);
    dataParts(2);
    add(ext, 1, p);
    add(ext, 2, p);
    k[0] += w + p;
    k[1] += w + p;
    return;
  }
  add(ext, 1, d - w);
  if (w >= 2) {
    add(s.b0, 1, 1);      // before the first unit's range
    add(U - s.b1, 1, 1);  // after the last unit's range
  }
  dataParts(2);
  add(ext, 2, p);
  k[0] += d - w + sh.partial_reads;
  k[1] += w + p;
}

}  // namespace accel
