// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file disk.h
/// Disk service time: docs/models/backing.md section 1 (Ruemmler & Wilkes 1994; DiskSim).
///
/// One request on a member disk costs `S = t_seek + t_rot + s / R` (no separate controller
/// overhead: t_ovh = 0 so that worked example E2 of docs/models/backing.md holds). The seek
/// term is the mean of a fitted seek curve over the used slice of the disk, the rotational
/// term is half a revolution on average, the transfer term uses the zoned media rate at the
/// middle of the used slice. A disk with rpm 0 is solid state (docs/models/backing.md section
/// 1b): no seek, no rotation; each command occupies the drive for the larger of its IOPS
/// ceiling's share and its bytes at the bandwidth ceiling, and takes the idle per-command
/// latency plus its bytes beyond 4 KiB at that bandwidth.

#include <string>

#include "model/common/scenario.h"

namespace accel {

enum class IoKind { Read, Write };

/// Seek time curve t(f) = t1 + A f + B sqrt(f), f = seek distance / full stroke in [0, 1]
/// (Ruemmler & Wilkes 1994; DiskSim), fitted to the datasheet track-to-track (t1), average and
/// full-stroke times so that the average over a triangular density of distances, 2 (1 - f),
/// equals the datasheet average: B = (5/3)(3 avg - full - 2 t1), A = full - t1 - B.
/// Datasheets define the average seek with exactly this weighting: the sum over seek lengths
/// n of (max + 1 - n) (T_in + T_out), normalised (HGST/Hitachi drive specifications, section
/// "Mechanical positioning").
struct SeekCurve {
  double t1_ms = 0;
  double a_ms = 0;
  double b_ms = 0;
  /// False when the datasheet figures give a non-physical curve: B < 0 (concave the wrong
  /// way) or a curve that falls with distance (A + B/2 < 0 makes t'(1) < 0).
  bool physical = true;
  /// The range of averages that gives a physical curve for this t1 and full stroke.
  double avg_min_ms = 0;
  double avg_max_ms = 0;

  /// Seek time (ms) for a fraction f of the full stroke; 0 for f <= 0.
  double at(double f) const;

  /// Mean seek time (ms) between two positions drawn independently and uniformly over the
  /// first `fc` of the cylinders (distance density triangular on [0, fc]):
  /// `t1 + A fc / 3 + B (8/15) sqrt(fc)` (docs/models/backing.md section 1, short-stroking). Equals
  /// the datasheet average at fc = 1. fc is clamped to [0, 1]; 0 for fc <= 0.
  double meanOverSlice(double fc) const;

  /// Second moment E[t^2] (ms^2) of the seek time under the same distribution, for queueing
  /// (Pollaczek-Khinchine needs E[S^2]). With x triangular on [0, 1], a = A fc, b = B sqrt(fc):
  /// t1^2 + a^2/6 + b^2/3 + 2 t1 a/3 + 2 t1 b (8/15) + 2 a b (8/35).
  double meanSquareOverSlice(double fc) const;
};

/// Fits the seek curve to datasheet track-to-track, average and full-stroke seek times (ms).
/// docs/models/backing.md section 1; valid when `physical` is true (the validator rejects the
/// others).
SeekCurve fitSeekCurve(double track_ms, double avg_ms, double full_ms);

/// True for a solid-state drive: the scenario says so with rpm 0.
bool isSolidState(const Disk& d);

/// Zoned media rate (MB/s) at LBA fraction u in [0, 1] from the outer edge:
/// `R(u) = R_OD sqrt(1 - u (1 - k^2))`, k = R_ID / R_OD (constant linear bit density, so
/// capacity per cylinder and rate both grow with the radius). docs/models/backing.md section 1.
/// u is clamped to [0, 1]; a solid-state drive returns R_OD everywhere.
double mediaRateMBps(const Disk& d, double u);

/// Fraction of the cylinders that hold the first u of the capacity:
/// `f_c = (1 - sqrt(1 - u (1 - k^2))) / (1 - k)`, computed as (1 + k) u / (1 + sqrt(1 - u (1 -
/// k^2))) so that k -> 1 (no zoning) gives f_c = u. docs/models/backing.md section 1, worked
/// example E3.
double cylinderFraction(const Disk& d, double u);

/// mediaRateMBps and cylinderFraction of one disk, its zone ratio found once, both from one
/// square root at a position: for callers that ask them at many positions (the convoy
/// simulation's every request). The two functions above are computed by it: the same numbers.
class DiskZones {
public:
  explicit DiskZones(const Disk& d);
  struct At {
    double rate_mbps = 0;  ///< mediaRateMBps
    double cylinder = 0;   ///< cylinderFraction
  };
  At at(double u) const;
  double cylinder(double u) const { return at(u).cylinder; }

private:
  double od_mbps_ = 0;
  double k_ = 1;
  double shrink_ = 0;  ///< 1 - k^2
};

/// Sequential media rate (MB/s) averaged over reading the whole slice [0, u] once:
/// u / integral of du'/R(u') = (R_OD + R(u)) / 2. At u = 1 this is (R_OD + R_ID) / 2
/// (worked example E2: 129 MB/s for 175/83).
double sliceSequentialMBps(const Disk& d, double u);

/// A member disk as the array uses it: datasheet figures plus the used slice.
/// A field added here must also be compared by the ioCost memo (sameDisk, raid.cpp).
struct DiskModel {
  bool valid = false;
  /// Empty when valid, else a stable code: "disk_rpm", "disk_seek", "disk_rate",
  /// "disk_capacity" or "used_fraction".
  std::string problem;
  bool solid_state = false;
  SeekCurve seek;
  double used_fraction = 1;         ///< u, the LBA fraction in use from the outer edge
  double cylinder_fraction = 1;     ///< f_c(u)
  double revolution_ms = 0;         ///< 60000 / rpm; 0 for solid state
  double mean_rotation_ms = 0;      ///< half a revolution
  double mean_seek_ms = 0;          ///< mean over the used slice
  double positioning_ms = 0;        ///< mean seek + mean rotational latency
  double positioning_sq_ms2 = 0;    ///< E[(seek + rotation)^2], rotation uniform on a revolution
  double random_transfer_mbps = 0;  ///< R(u/2): media rate at the middle of the slice
  double sequential_mbps = 0;       ///< sliceSequentialMBps(u)

  // Solid state only (zero for a spinning disk).
  double read_iops = 0;         ///< 4 KiB random read ceiling
  double write_iops = 0;        ///< 4 KiB random write ceiling, steady state
  double read_mbps = 0;         ///< read bandwidth ceiling
  double write_mbps = 0;        ///< write bandwidth ceiling (od_mbps)
  double read_latency_ms = 0;   ///< idle per-command latency, 4 KiB read
  double write_latency_ms = 0;  ///< idle per-command latency, 4 KiB write
  int parallelism = 1;          ///< commands in service at once (1 for a spinning disk)

  /// Mean service time (ms) of one random request of `bytes` on this disk:
  /// positioning + bytes / R(u/2). docs/models/backing.md section 1.
  double serviceMs(double bytes) const;
  /// Second moment (ms^2) of that service time (positioning and transfer independent; the
  /// transfer is taken as fixed for a given size).
  double serviceSqMs2(double bytes) const;

  /// Device time (ms) one member command of `bytes` occupies, the utilisation law's demand:
  /// spinning disk serviceMs(bytes); solid state `D = max(1000 / IOPS_k, bytes / B_k)` with the
  /// kind's 4 KiB IOPS ceiling and bandwidth ceiling (the roofline of the two datasheet
  /// ceilings; SNIA Solid State Storage Performance Test Specification, Enterprise, v1.1:
  /// IOPS and throughput are measured as separate ceilings). Valid for bytes >= 0.
  double demandMs(double bytes, IoKind kind) const;
  /// Second moment (ms^2) of that demand (solid state: the demand is fixed for a size).
  double demandSqMs2(double bytes, IoKind kind) const;
  /// Time (ms) of one command on the idle device: spinning disk serviceMs(bytes); solid state
  /// the datasheet's typical 4 KiB latency of the kind plus the bytes beyond 4 KiB at the
  /// bandwidth ceiling: `L_k + max(0, bytes - 4096) / B_k`.
  double commandMs(double bytes, IoKind kind) const;
};

/// Commands a solid-state drive serves at once when not given: by Little's law on its
/// datasheet ceilings, `c = max(IOPS_r L_r, IOPS_w L_w)` rounded, at least 1 (Intel DC S3700:
/// 75,000 x 50 us = 3.75 and 36,000 x 65 us = 2.34, so 4); at most 1024, the largest
/// parallelism the scenario accepts (the queueing's Erlang C work grows with it).
int derivedSsdParallelism(const Disk& d);

/// Builds the disk model for a used fraction u in (0, 1]. Inputs the validator would reject
/// (negative or non-finite figures, a non-physical seek fit on a spinning disk, id > od,
/// u outside (0, 1]) give `valid = false` with a problem code and zero times, never NaN.
DiskModel diskModel(const Disk& d, double used_fraction);

/// Mean service time (ms) of one random I/O of `io_kib` KiB (worked example E2: 12.697 ms for
/// 4 KiB on the 7200 rpm defaults; E3: 5.477 ms short-stroked to 36 GB of 2 TB). 0 when the
/// model is invalid.
double randomServiceMs(const DiskModel& m, double io_kib);

/// Random IOPS of one disk for I/Os of `io_kib` KiB, one at a time: 1000 / randomServiceMs
/// (E2: 78.8, E3: 182.6). 0 when the model is invalid.
double randomIops(const DiskModel& m, double io_kib);

}  // namespace accel
