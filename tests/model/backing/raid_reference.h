// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// The cost of one random I/O as it was computed before whole stripe rows were costed at once:
// every start offset walked unit by unit through the member requests (a mapper that collects
// each unit of a parity row, then flushes the row). Kept for the tests only, as the reference
// the model's closed form must equal; its two caps are parameters so that a longer walk can
// be compared too.

#include <cstdint>
#include <utility>
#include <vector>

#include "model/backing/raid.h"
#include "model/backing/raid_mapping.h"

namespace accel::reference {

/// The member requests of one I/O, unit by unit (the mapping as it was).
class WalkMapper {
public:
  /// `solid_state`: the member drives' model when they are solid state (it must outlive the
  /// mapper), else nullptr (the choice by request count).
  explicit WalkMapper(const RaidGeometry& g, const DiskModel* solid_state = nullptr);

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
  /// Solid state: a write ending in one unit and continuing at the start of the next, with
  /// ranges that do not overlap, updates parity at the two ranges only. False (nothing done)
  /// for any other shape.
  bool splitAcrossBoundary(std::vector<MemberOp>& ops, std::pair<int, int>& k);
  int dataDisk(std::int64_t row, int member) const;

  RaidGeometry g_;
  const DiskModel* solid_ = nullptr;
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

/// ioCost as it was: `max_walk_units` units walked per evaluation before the start offsets are
/// thinned (2^21 in the model), `max_cost_offsets` in-unit residues (8192).
IoCost walkIoCost(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
                  double grain_kib, std::int64_t max_walk_units = std::int64_t{1} << 21,
                  std::int64_t max_cost_offsets = kMaxCostOffsets);

}  // namespace accel::reference
