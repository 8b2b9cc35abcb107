// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file raid.h
/// RAID geometry, address mapping, units touched per I/O, write costs and per-disk demand:
/// docs/models/backing.md section 2 (Chen, Lee, Gibson, Katz & Patterson, ACM Computing Surveys
/// 26(2), 1994; Chen & Patterson, ISCA 1990).
///
/// Layout conventions (the ones a later stream simulation walks):
/// - A stripe unit (segment) of U bytes is the contiguous data one member holds before the
///   next member. Logical unit u of the array lives in row floor(u / D_d) as data member
///   u mod D_d (docs/models/backing.md section 2).
/// - Row r of every disk starts at byte r * U of that disk, whatever the level: a disk's
///   units of consecutive rows are contiguous on the platter.
/// - RAID0: data member m is disk m. RAID1/10: data member m is the mirror pair of disks 2m
///   (primary) and 2m + 1 (mirror).
/// - RAID5/6: left-symmetric parity rotation (the Linux md default): in row r of an n-disk
///   set the P parity is on disk n - 1 - (r mod n), Q (RAID6) on the next disk, and data unit
///   j of the row on disk (P + p + j) mod n, p = 1 or 2.
/// - RAID50/60: RAID0 over G sub-groups of n_g disks (disks g n_g .. (g+1) n_g - 1). A row
///   holds d_g = n_g - p data units in each sub-group: data members g d_g .. (g+1) d_g - 1 are
///   in sub-group g, which rotates its own parity left-symmetrically.
/// - A datastore offset L lands at array offset L + alignment_offset.

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/backing/disk.h"
#include "model/common/scenario.h"

namespace accel {

/// The shape of one RAID group.
/// A field added here must also be compared by the ioCost memo (sameGeometry, raid.cpp).
struct RaidGeometry {
  bool valid = false;
  /// Empty when valid, else a stable code: "raid_disks" (too few disks, or an odd count for a
  /// mirrored level), "raid_group_disks" (RAID50/60 without a usable group_disks),
  /// "raid_segment" (segment below 512 bytes or not finite), "raid_alignment" (offset
  /// negative, not finite or not below the segment).
  std::string problem;
  RaidLevel level = RaidLevel::Raid0;
  int disks = 0;
  int subgroups = 1;       ///< G: RAID5/6 sub-groups of RAID50/60; 1 otherwise
  int subgroup_disks = 0;  ///< n_g: disks per sub-group (all disks when G = 1)
  int parity = 0;          ///< p: parity units per sub-group and row (RAID5/50 1, RAID6/60 2)
  int copies = 1;          ///< 2 for RAID1/10, else 1
  int subgroup_data = 0;   ///< d_g: data units per sub-group and row
  int data_members = 0;    ///< D_d: data units per row over the whole group
  std::int64_t segment_bytes = 0;    ///< U
  std::int64_t alignment_bytes = 0;  ///< datastore offset 0 lies this far into a segment

  bool hasParity() const { return parity > 0; }
  bool mirrored() const { return copies > 1; }
  /// Data bytes in one row (a full stripe): D_d * U.
  std::int64_t rowBytes() const { return static_cast<std::int64_t>(data_members) * segment_bytes; }
};

/// Geometry of a RAID group (docs/models/backing.md section 2): data members RAID0 n, RAID1/10 n/2,
/// RAID5 n-1, RAID6 n-2, RAID50 G(n_g-1), RAID60 G(n_g-2). Disk counts the validator would
/// reject (RAID6 on 3 disks, odd RAID10, RAID50 without group_disks) give valid = false.
RaidGeometry raidGeometry(const RaidGroup& group);

/// Small-write penalty: member I/Os per write of one unit (read-modify-write for parity):
/// RAID0 1, RAID1/10 2, RAID5/50 4, RAID6/60 6 (docs/models/backing.md section 2).
int smallWritePenalty(RaidLevel level);

/// Member I/Os of one single-unit write on this geometry: the textbook penalty, except that
/// narrow parity groups write one unit cheaper by reconstruct-write (d_g + p < 2 + 2p):
/// RAID5 on 3 disks 3, RAID6 on 4 disks 4, on 5 disks 5. 0 for an invalid geometry.
int smallWritePenalty(const RaidGeometry& g);

/// Smallest valid disk count of at least `disks` for the level (even for RAID1/10, a
/// multiple of group_disks with two sub-groups or more for RAID50/60); 0 if there is none
/// (RAID50/60 without a usable group_disks).
int validDiskCount(RaidLevel level, int disks, std::optional<int> group_disks);

/// Where one logical stripe unit lives.
struct UnitLocation {
  std::int64_t unit = 0;  ///< logical unit index, floor(array offset / U)
  std::int64_t row = 0;   ///< floor(unit / D_d)
  int member = 0;         ///< data member, unit mod D_d
  int subgroup = 0;       ///< RAID50/60 sub-group, else 0
  int disk = 0;           ///< disk holding the data (the primary for RAID1/10)
  int mirror_disk = -1;   ///< the mirror copy for RAID1/10, else -1
  std::int64_t offset_in_unit_bytes = 0;
  /// Byte offset on the disk(s): row * U + offset in the unit.
  std::int64_t disk_offset_bytes = 0;
};

/// Location of logical unit `unit` (>= 0). docs/models/backing.md section 2, worked example D2.
UnitLocation locateUnit(const RaidGeometry& g, std::int64_t unit);

/// Location of datastore byte offset `offset_bytes` (>= 0): array offset = offset +
/// alignment, unit = floor(array offset / U). D2: RAID10 of 46 disks, U 512 KiB:
/// 10 MiB -> unit 20, member 20, row 0; 12 MiB -> unit 24, member 1, row 1.
UnitLocation locateOffset(const RaidGeometry& g, std::int64_t offset_bytes);

/// Disk holding the P parity of `row` in `subgroup` (left-symmetric), -1 without parity.
int parityDisk(const RaidGeometry& g, std::int64_t row, int subgroup);
/// Position (0-based within a sub-group of `subgroup_disks`) of the disk holding P in `row`:
/// the left-symmetric rotation, P on the last disk in row 0 and one to the left per row.
inline int parityPosition(std::int64_t row, int subgroup_disks)
{
  return subgroup_disks - 1 - static_cast<int>(row % subgroup_disks);
}

/// Disk holding the Q parity (RAID6/60: the disk after P), -1 without Q.
int qParityDisk(const RaidGeometry& g, std::int64_t row, int subgroup);

enum class CellRole { Data, ParityP, ParityQ, Mirror };

/// What one disk holds in one row.
struct StripeCell {
  CellRole role = CellRole::Data;
  int member = -1;  ///< data member for Data and Mirror cells, -1 for parity
  int subgroup = 0;
  std::int64_t unit = -1;  ///< logical unit for Data and Mirror cells, -1 for parity
};

/// The role of `disk` in `row` (the inverse of locateUnit; parity never holds data).
StripeCell cellAt(const RaidGeometry& g, std::int64_t row, int disk);

/// Data units an I/O of `size_bytes` at array offset `offset_bytes` touches:
/// floor((o + s - 1) / U) - floor(o / U) + 1 (docs/models/backing.md section 2); 0 for s <= 0.
std::int64_t unitsTouched(std::int64_t offset_bytes, std::int64_t size_bytes,
                          std::int64_t unit_bytes);

/// Units touched by I/Os whose datastore offsets are uniform on multiples of a grain.
struct UnitsTouched {
  double mean = 0;         ///< mean data units (members) touched per I/O
  double split_share = 0;  ///< share of I/Os touching two units or more
};

/// Exact mean over start offsets `alignment + k * grain` (k uniform): with h = gcd(grain, U)
/// the start residues mod U are r0 + i h, i in [0, U/h); writing s - 1 = qU + t, an I/O
/// touches 1 + q + [r + t >= U] units. Aligned with g | U this is 1 + (s - g)/U
/// (docs/models/backing.md section 4; D1: s = U = 64 KiB on a 4 KiB grain 1.9375; aligned on U, 1;
/// with a 63-sector offset, always 2). Degenerate sizes (<= 0) give zeros.
UnitsTouched unitsTouchedOnGrain(std::int64_t size_bytes, std::int64_t unit_bytes,
                                 std::int64_t grain_bytes, std::int64_t alignment_bytes);

/// Member I/Os to write `units_written` (w, 1..d) units of one parity stripe of d data
/// units and p parity units: read-modify-write 2w + 2p, reconstruct-write d + p, a full
/// stripe (w = d) d + p writes. docs/models/backing.md section 2, worked example D1 (RAID5 n = 8: w
/// 1 -> 4, 3 -> 8, 5 -> 8).
struct StripeWriteCost {
  int read_modify_write = 0;
  int reconstruct_write = 0;
  int chosen = 0;  ///< the smaller (read-modify-write on a tie)
  bool full_stripe = false;
};
StripeWriteCost stripeWriteCost(int data_units, int parity, int units_written);

/// Member I/Os per data unit of a full-stripe write: (d + p) / d (D1: 8/7 for RAID5 n = 8).
double fullStripeIosPerUnit(int data_units, int parity);

/// Textbook array random IOPS for a read/write mix (docs/models/backing.md section 2, the harmonic
/// form): `N * IOPS_disk / (R + W * P_w)`, R = read fraction, W = 1 - R. 0 for degenerate inputs.
double harmonicIops(int disks, double disk_iops, double read_fraction, double write_penalty);

/// Cost of one random I/O of a given size on a RAID group, averaged over start offsets
/// uniform on a grain (over one full row; the parity rotation spreads a parity group's
/// demand evenly over its disks, so the average is exact for the left-symmetric layout).
/// When the grain tiles a segment the offsets are shift-invariant: every disk carries the
/// same demand and only the in-unit residue and the start within a parity sub-group matter,
/// which keeps the work to (segment / gcd(grain, segment)) x (a few) walks.
struct IoCost {
  bool valid = false;
  double units_touched = 0;          ///< mean data units touched (exact, unitsTouchedOnGrain)
  double split_share = 0;            ///< share of I/Os touching two units or more
  double units_touched_aligned = 0;  ///< the same two without the alignment offset
  double split_share_aligned = 0;
  double member_ios = 0;             ///< mean member (disk) I/Os per I/O
  double member_kib = 0;             ///< mean KiB moved by the disks per I/O
  double busy_ms = 0;                ///< total disk busy time per I/O (ms), summed over disks
  std::vector<double> disk_busy_ms;  ///< per disk: busy time per I/O (ms)
  std::vector<double> disk_ios;      ///< per disk: member I/Os per I/O
  std::vector<double> disk_sq_ms2;   ///< per disk: sum of E[S^2] (ms^2) per I/O
  /// P(the I/O's first phase issues k member I/Os in parallel), indexed by k. Reads have one
  /// phase; parity writes read in phase 1 and write in phase 2; other writes only phase 2.
  std::vector<double> phase1_ios;
  std::vector<double> phase2_ios;
  double phase1_service_ms = 0;  ///< mean service time of one phase-1 member I/O
  double phase2_service_ms = 0;
  std::int64_t offsets = 0;  ///< distinct start offsets walked (weighted)
  /// Start offsets the work budget allowed (kMaxWalkUnits over the work of one offset).
  std::int64_t walk_budget = 0;
  /// More offset classes than kMaxCostOffsets residues or the work budget allow: evenly thinned.
  bool sampled = false;
};

/// Largest number of in-unit start residues ioCost walks exactly.
inline constexpr std::int64_t kMaxCostOffsets = 8192;

/// Per-I/O member cost of a random read or write of `io_kib` KiB with datastore offsets on a
/// `grain_kib` grain (shifted by the group's alignment offset). Reads cost one member read per
/// unit touched (either mirror copy, demand split evenly); writes cost one write per unit on
/// RAID0, two (both copies) on RAID1/10, and on parity levels, per row and sub-group, the
/// smaller of read-modify-write (data and parity read then written) and reconstruct-write
/// (the other data units read, data and parity written); consecutive full-stripe rows merge
/// into one write per disk. A member I/O of b bytes costs positioning + b / R (disk.h).
/// Parity updates span the union of the touched ranges within the row.
///
/// Each start offset's requests come as runs (MemberOpMapper::mapRuns): the partial first
/// and last sub-group stripes planned, the whole stripes between them counted at once, so an
/// offset costs O(1) work whatever the I/O's size (O(sub-groups) or O(members) when the demand
/// is kept per disk); with every disk alike, requests of one size are costed once over all
/// offsets. The offsets are thinned evenly only beyond a budget of kMaxWalkUnits work units
/// (docs/models/backing.md section 2).
///
/// While an IoCostMemo lives on the calling thread, the answers are remembered and a question
/// asked again with equal inputs is answered from it (the same IoCost, bit for bit).
IoCost ioCost(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
              double grain_kib);

/// ioCost computed afresh, whatever memo is active (what a memo stores; tests compare both).
IoCost ioCostUncached(const RaidGeometry& g, const DiskModel& m, IoKind kind, double io_kib,
                      double grain_kib);

/// A memo of ioCost for one evaluation on one thread: from its construction to its
/// destruction, ioCost on this thread remembers its answers (at most kMaxEntries of them) and
/// answers a repeated question (equal geometry, disk model, kind, size and grain) from them.
/// One evaluation asks the same costs of the backing model, the destager's destage capacity,
/// the read cache's second backing run and the grown scenario's evaluation. Nothing is shared
/// between threads: each thread sees only the memo it made. A memo made while another is
/// active on the thread does nothing (the outer one serves). Not copyable or movable; make it
/// on the stack.
class IoCostMemo {
public:
  static constexpr std::size_t kMaxEntries = 256;
  IoCostMemo();
  ~IoCostMemo();
  IoCostMemo(const IoCostMemo&) = delete;
  IoCostMemo& operator=(const IoCostMemo&) = delete;
  /// Questions answered from the memo and computed, while this memo was the active one.
  std::size_t hits() const { return hits_; }
  std::size_t misses() const { return misses_; }

private:
  friend IoCost ioCost(const RaidGeometry&, const DiskModel&, IoKind, double, double);
  struct Entry {
    RaidGeometry g;
    DiskModel m;
    IoKind kind;
    double io_kib, grain_kib;
    IoCost cost;
  };
  std::vector<Entry> entries_;
  std::size_t hits_ = 0, misses_ = 0;
  bool active_ = false;
};

/// One disk's cell in a stripe map.
struct StripeMapCell {
  StripeCell cell;
  bool touched = false;    ///< the I/O reads or writes this cell
  double touched_kib = 0;  ///< data KiB of the I/O in this cell (parity: the span updated)
};

/// Rows x disks of a RAID group with roles, and the cells one I/O touches (for drawing).
struct StripeMap {
  bool valid = false;
  std::int64_t first_row = 0;
  int rows = 0;
  int disks = 0;
  std::vector<StripeMapCell> cells;  ///< row-major: cells[r * disks + d]
  int units_touched = 0;             ///< data units the I/O covers
  int disks_touched = 0;             ///< distinct disks with a touched cell
  int rows_touched = 0;

  const StripeMapCell& at(int row, int disk) const
  {
    return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(disks) +
                 static_cast<std::size_t>(disk)];
  }
};

/// Stripe map of at least `rows` rows starting at the row where an I/O of `io_kib` at
/// datastore offset `io_offset_kib` begins (more rows if the I/O spans more). A read touches
/// its data cells (the primary copy for RAID1/10); a write also touches the mirror copies,
/// or the P/Q cells of every row and sub-group it writes.
StripeMap stripeMap(const RaidGeometry& g, double io_offset_kib, double io_kib, IoKind kind,
                    int rows);

}  // namespace accel
