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
///   union of the touched in-unit ranges of the row.
class MemberOpMapper {
public:
  explicit MemberOpMapper(const RaidGeometry& g);

  /// Appends the requests of one I/O of `size_bytes` (> 0) at array offset
  /// `array_offset_bytes` (>= 0; a datastore offset plus g.alignment_bytes) to `ops`.
  /// Returns the number of phase-1 and phase-2 requests appended ({0, 0} for an invalid
  /// geometry or size). A read a mirror pair may serve counts once.
  std::pair<int, int> map(IoKind kind, std::int64_t array_offset_bytes, std::int64_t size_bytes,
                          std::vector<MemberOp>& ops);

private:
  void mapStriped(IoKind kind, std::int64_t x, std::int64_t size, std::vector<MemberOp>& ops,
                  std::pair<int, int>& k);
  /// The request(s) of one member's contiguous range on RAID0/1/10.
  void emitStriped(IoKind kind, int member, std::int64_t disk_offset, std::int64_t bytes,
                   std::vector<MemberOp>& ops, std::pair<int, int>& k) const;
  void mapParity(IoKind kind, std::int64_t x, std::int64_t size, std::vector<MemberOp>& ops,
                 std::pair<int, int>& k);
  void flushParity(std::vector<MemberOp>& ops, std::pair<int, int>& k);
  int dataDisk(std::int64_t row, int member) const;

  RaidGeometry g_;
  // RAID0/1/10: bytes and first disk offset per member touched, in touch order.
  std::vector<std::int64_t> member_bytes_;
  std::vector<std::int64_t> member_offset_;
  std::vector<int> touched_;
  // Parity writes: the units of the current (row, sub-group) and the full-stripe merge state.
  struct UnitPart {
    int j = 0;  ///< data unit index within the sub-group's row
    std::int64_t b0 = 0;
    std::int64_t b1 = 0;
  };
  std::int64_t seg_row_ = -1;
  int seg_subgroup_ = -1;
  std::vector<UnitPart> seg_units_;
  std::vector<std::int64_t> last_full_row_;
  std::vector<std::size_t> full_ops_;
};

}  // namespace accel
