// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file raid_mapping.h
/// The member (disk) requests of single array I/Os on one RAID group (docs/models/backing.md
/// section 2): the one mapping behind ioCost (raid.h) and the stream simulation (model/streams).

#include <cstdint>
#include <utility>
#include <vector>

#include "model/backing/raid.h"

namespace accel {

/// One member (disk) request of an array I/O.
struct MemberOp {
  int disk = 0;
  /// For a read either mirror copy may serve (RAID1/10): the other copy; -1 otherwise.
  int alt_disk = -1;
  std::int64_t disk_offset_bytes = 0;  ///< where the request starts on the disk
  std::int64_t bytes = 0;
  /// 1: issued first (reads, and the reads of a parity update); 2: once every phase-1
  /// request of the I/O has completed (writes).
  int phase = 1;
};

/// `count` member requests alike in all but the disk they go to (MemberOpMapper::mapRuns).
struct MemberOpRun {
  /// A disk of the run: on RAID0/1/10 the disk of every request; on parity levels every
  /// request lies in this disk's sub-group (the disks the rotation spreads a sub-group's
  /// demand over). With `spread` (mapRuns) a run may span disks and sub-groups.
  int disk = 0;
  int alt_disk = -1;  ///< as MemberOp::alt_disk
  std::int64_t bytes = 0;
  int phase = 1;
  std::int64_t count = 1;
  /// RAID0/1/10 without `spread`: the `count` requests go to consecutive data members, one
  /// each, from `disk`'s member on (wrapping after the last member); `disk` and `alt_disk`
  /// name the first member's copies.
  bool consecutive = false;
};

/// The member requests of single I/Os on one RAID group (docs/models/backing.md section 2): the one
/// mapping behind ioCost and the stream simulation (streams.h). Keeps scratch space, so
/// mapping an I/O allocates nothing once `ops` has grown.
///
/// - RAID0/1/10: one request per member touched; a member's units in consecutive rows are
///   contiguous on its disk(s) and merge. Reads go to the primary with the mirror as
///   `alt_disk`; mirrored writes go to both disks.
/// - RAID5/6/50/60 reads: one request per unit touched.
/// - Parity writes, per row and sub-group: read-modify-write (the touched data ranges and the
///   parity span read in phase 1, written in phase 2) or reconstruct-write (the other data
///   units over the parity span and the uncovered parts of partially written units read,
///   then data and parity written), the cheaper by stripeWriteCost (ties: fewer bytes, then
///   read-modify-write). A full stripe writes every disk of the sub-group with no reads;
///   consecutive full-stripe rows merge into one request per disk. The parity span is the
///   union of the touched in-unit ranges of the row. With a solid-state member model given,
///   the cheaper of the two is the one with less device demand (DiskModel::demandMs): a
///   drive's cost follows bytes as well as commands, and a count would pick the dearer one;
///   and a write split over two units with non-overlapping in-unit ranges updates parity at
///   those two ranges (two requests per disk) rather than over the span between them.
///
/// A contiguous I/O writes whole sub-group stripes between at most two partial ones (its
/// first and its last): the mapper plans those two, and counts the whole stripes between
/// them at once (docs/models/backing.md section 2, "Cost of one random I/O").
class MemberOpMapper {
public:
  /// `solid_state`: the member drives' model when they are solid state (it must outlive the
  /// mapper), else nullptr (the choice by request count).
  explicit MemberOpMapper(const RaidGeometry& g, const DiskModel* solid_state = nullptr);

  /// Appends the requests of one I/O of `size_bytes` (> 0) at array offset
  /// `array_offset_bytes` (>= 0; a datastore offset plus g.alignment_bytes) to `ops`.
  /// Returns the number of phase-1 and phase-2 requests appended ({0, 0} for an invalid
  /// geometry or size). A read a mirror pair may serve counts once. Work: one step per
  /// request appended.
  std::pair<int, int> map(IoKind kind, std::int64_t array_offset_bytes, std::int64_t size_bytes,
                          std::vector<MemberOp>& ops);

  /// The same requests as map(), appended to `runs` as runs of alike requests, with the same
  /// phase counts. Requests a run holds lie on the disk (RAID0/1/10) or in the sub-group
  /// (parity levels) of its `disk` (or on consecutive members, MemberOpRun::consecutive),
  /// unless `spread`, when a run may gather alike requests of any disks (for a cost that only
  /// sums over the group). Work: O(1) runs per I/O on RAID0/1/10 and with `spread`; without
  /// it on parity levels one run per sub-group touched.
  std::pair<std::int64_t, std::int64_t> mapRuns(IoKind kind, std::int64_t array_offset_bytes,
                                                std::int64_t size_bytes, bool spread,
                                                std::vector<MemberOpRun>& runs);

private:
  /// The written part of one row and sub-group: data units j_first..j_last (consecutive),
  /// the first from in-unit byte b0, the last up to b1, whole units between.
  struct Segment {
    std::int64_t row = 0;
    int subgroup = 0;
    int j_first = 0;
    int j_last = 0;
    std::int64_t b0 = 0;
    std::int64_t b1 = 0;
  };
  enum class Plan {
    ReadModifyWrite,
    ReconstructWrite,
    SplitReadModifyWrite,
    SplitReconstructWrite
  };
  /// Sizes of a segment's parts and of its parity span.
  struct Shape {
    int w = 0;               ///< units written
    std::int64_t first = 0;  ///< bytes written in the first unit
    std::int64_t last = 0;   ///< in the last (w >= 2)
    std::int64_t lo = 0;     ///< parity span [lo, lo + ext) within the unit
    std::int64_t ext = 0;
    int partial_reads = 0;  ///< units written in part inside the span (reconstruct-write)
  };

  /// An I/O's units: the first u0 from in-unit byte b0, the last u1 up to b1.
  struct Extent {
    std::int64_t u0 = 0, u1 = 0, b0 = 0, b1 = 0;
  };
  Extent extentOf(std::int64_t x, std::int64_t size) const;

  void mapStriped(IoKind kind, const Extent& e, std::vector<MemberOp>* ops,
                  std::vector<MemberOpRun>* runs, bool spread, std::int64_t k[2]) const;
  /// The request(s) of one member's contiguous range on RAID0/1/10 (`count` alike members,
  /// `consecutive` from `member` on).
  void emitStriped(IoKind kind, int member, std::int64_t disk_offset, std::int64_t bytes,
                   std::int64_t count, std::vector<MemberOp>* ops, std::vector<MemberOpRun>* runs,
                   std::int64_t k[2], bool consecutive = false) const;
  void mapParityRead(const Extent& e, std::vector<MemberOp>* ops, std::vector<MemberOpRun>* runs,
                     bool spread, std::int64_t k[2]);
  void mapParityWrite(const Extent& e, std::vector<MemberOp>* ops, std::vector<MemberOpRun>* runs,
                      bool spread, std::int64_t k[2]) const;
  /// Whole stripes: `stripes` consecutive (row, sub-group) stripes from stripe index `first`
  /// (row first / G, sub-group first mod G), one request per disk and sub-group.
  void fullStripes(std::int64_t first, std::int64_t stripes, std::vector<MemberOp>* ops,
                   std::vector<MemberOpRun>* runs, bool spread, std::int64_t k[2]) const;
  Shape shapeOf(const Segment& s) const;
  Plan planOf(const Segment& s, const Shape& sh) const;
  void emitSegment(const Segment& s, std::vector<MemberOp>& ops, std::int64_t k[2]) const;
  void countSegment(const Segment& s, std::vector<MemberOpRun>& runs, std::int64_t k[2]) const;
  int dataDisk(std::int64_t row, int member) const;

  RaidGeometry g_;
  const DiskModel* solid_ = nullptr;
  std::vector<std::int64_t> per_subgroup_;  // scratch: reads per sub-group (mapRuns)
  double unit_read_ms_ = 0;                 // solid state: demand of a whole unit's read
  double unit_write_ms_ = 0;                // and write
};

}  // namespace accel
