// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scheduling.h
/// Positioning time of a disk that reorders the requests queued at it (docs/models/backing.md,
/// "Destage patterns").
///
/// A disk serving one random request at a time (first come, first served) pays the mean seek
/// over the used slice and half a revolution (disk.h). With q requests pending it can choose:
/// - **Elevator** (C-LOOK: the head sweeps one way and jumps back; Seltzer, Chen & Ousterhout,
///   "Disk Scheduling Revisited", USENIX Winter 1990; Worthington, Ganger & Patt, "Scheduling
///   Algorithms for Modern Disk Drives", SIGMETRICS 1994). The seek distance per request
///   shrinks with the queue; the rotational wait stays half a revolution.
/// - **SPTF**, shortest positioning time first (Jacobson & Wilkes, "Disk scheduling algorithms
///   based on rotational position", HP Labs HPL-CSP-91-7, 1991, "SATF"; Worthington, Ganger &
///   Patt 1994): the pending request whose seek plus rotational wait is shortest. This is what
///   drives with command queueing (SATA NCQ, SCSI TCQ) do.
///
/// The seek curve and rotation are the disk model's (Ruemmler & Wilkes, "An Introduction to
/// Disk Drive Modeling", IEEE Computer 27(3), 1994): positions uniform over the first f_c of
/// the cylinders, the rotational position of a request uniform and independent of its
/// cylinder. Times in ms; q is the mean number of requests pending at the disk (>= 1, need
/// not be whole).

#include "model/backing/disk.h"
#include "model/common/scenario.h"

namespace accel {

/// P(positioning time <= t) for one random request (seek to a uniform position on the slice
/// from a head at a uniform position, then the rotational wait, uniform on one revolution):
/// F(t) = E_x[clamp((t - s(x)) / T, 0, 1)], x the seek distance as a fraction of the slice
/// with the triangular density 2 (1 - x), s(x) = t1 + A f_c x + B sqrt(f_c x), T one
/// revolution. Closed form: s is increasing, so with x_lo = s^-1(t - T) and x_hi = s^-1(t),
/// F(t) = G(x_lo) + (1/T) integral_{x_lo}^{x_hi} 2 (1 - x) (t - s(x)) dx, polynomial in
/// sqrt(x). 0 below t1, 1 from s(1) + T on; 0 for an invalid or solid-state disk.
double positioningCdf(const DiskModel& m, double t_ms);

/// Mean positioning time (ms) under SPTF with q requests pending, each drawn independently
/// from the single-request distribution: E[min of q] = integral_0^inf (1 - F(t))^q dt. At
/// q = 1 this is the FCFS positioning (mean seek + half a revolution). The independence of
/// the pending requests is the approximation: the requests a disk leaves behind are those
/// far from its head, so against a simulation of an SPTF disk the estimate is optimistic by
/// up to 10% in service time at q = 32 (tests/model/backing/test_scheduling.cpp).
double sptfPositioningMs(const DiskModel& m, double queue);

/// Mean positioning time (ms) under C-LOOK with q requests pending, each served request
/// replaced by a new one at a uniform position. In steady state a sweep serves N = 2q
/// requests (the requests pending ahead of the head are those that arrived since it last
/// passed: their density falls linearly from 2q at the head, and the total stays q), so
/// successive requests of a sweep are Beta(1, N) apart: mean seek
/// t1 + A f_c / (N + 1) + B sqrt(f_c) Gamma(3/2) Gamma(N + 1) / Gamma(N + 3/2), plus the
/// jump back, t(f_c (N - 1) / (N + 1)) once per sweep, plus half a revolution; never above
/// FCFS (no gain below about q = 2.5). Within 6% of a C-LOOK simulation from q = 2 up,
/// within 3% from q = 8 (conservative where it differs).
double elevatorPositioningMs(const DiskModel& m, double queue);

/// The positioning time of the scheduling discipline at queue q; FCFS (the disk model's
/// positioning_ms) at q <= 1. 0 for solid state.
double queuedPositioningMs(const DiskModel& m, DiskScheduling scheduling, double queue);

/// The disk model with its mean positioning time replaced by the queued one (service of a
/// member request = positioning + transfer, as disk.h), for the RAID cost walk.
DiskModel withQueuedPositioning(const DiskModel& m, DiskScheduling scheduling, double queue);

}  // namespace accel
