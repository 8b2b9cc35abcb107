#pragma once
/// \file disk.h
/// Disk service time building blocks: models.md section 5.

namespace accel {

/// Seek time curve t(f) = t1 + A f + B sqrt(f), f = seek distance / full stroke in [0, 1]
/// (Ruemmler & Wilkes 1994; DiskSim), fitted to the datasheet track-to-track (t1), average and
/// full-stroke times so that the average over a triangular density of distances, 2 (1 - f),
/// equals the datasheet average: B = (5/3)(3 avg - full - 2 t1), A = full - t1 - B.
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
};

SeekCurve fitSeekCurve(double track_ms, double avg_ms, double full_ms);

}  // namespace accel
