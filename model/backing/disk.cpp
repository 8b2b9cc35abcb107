// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/backing/disk.h"

#include <algorithm>
#include <cmath>

#include "model/common/units.h"

namespace accel {

namespace {

// Moments of x on [0, 1] with the triangular density 2 (1 - x): the distance between two
// independent uniform positions, as a fraction of the span.
constexpr double kMeanX = 1.0 / 3.0;
constexpr double kMeanX2 = 1.0 / 6.0;
constexpr double kMeanSqrtX = 8.0 / 15.0;
constexpr double kMeanX15 = 8.0 / 35.0;

double clamp01(double x)
{
  return std::clamp(x, 0.0, 1.0);
}

bool finite(std::initializer_list<double> xs)
{
  return std::all_of(xs.begin(), xs.end(), [](double x) { return std::isfinite(x); });
}

/// k = R_ID / R_OD, clamped to [0, 1] (1 for a solid-state drive).
double zoneRatio(const Disk& d)
{
  if (isSolidState(d) || !(d.od_mbps > 0))
    return 1.0;
  return clamp01(d.id_mbps / d.od_mbps);
}

DiskModel invalid(const char* problem)
{
  DiskModel m;
  m.valid = false;
  m.problem = problem;
  return m;
}

}  // namespace

double SeekCurve::at(double f) const
{
  if (f <= 0)
    return 0.0;
  f = std::min(f, 1.0);
  return t1_ms + a_ms * f + b_ms * std::sqrt(f);
}

double SeekCurve::meanOverSlice(double fc) const
{
  if (!(fc > 0))
    return 0.0;
  fc = std::min(fc, 1.0);
  return t1_ms + a_ms * fc * kMeanX + b_ms * std::sqrt(fc) * kMeanSqrtX;
}

double SeekCurve::meanSquareOverSlice(double fc) const
{
  if (!(fc > 0))
    return 0.0;
  fc = std::min(fc, 1.0);
  const double a = a_ms * fc;
  const double b = b_ms * std::sqrt(fc);
  return t1_ms * t1_ms + a * a * kMeanX2 + b * b * kMeanX + 2.0 * t1_ms * a * kMeanX +
         2.0 * t1_ms * b * kMeanSqrtX + 2.0 * a * b * kMeanX15;
}

SeekCurve fitSeekCurve(double track_ms, double avg_ms, double full_ms)
{
  SeekCurve c;
  c.t1_ms = track_ms;
  c.b_ms = (5.0 / 3.0) * (3.0 * avg_ms - full_ms - 2.0 * track_ms);
  c.a_ms = full_ms - track_ms - c.b_ms;
  // B >= 0  <=>  avg >= (full + 2 t1) / 3;  A + B/2 >= 0  <=>  avg <= (2.2 full + 0.8 t1) / 3.
  c.avg_min_ms = (full_ms + 2.0 * track_ms) / 3.0;
  c.avg_max_ms = (2.2 * full_ms + 0.8 * track_ms) / 3.0;
  const double eps = 1e-9 * std::max(1.0, full_ms);
  c.physical = c.b_ms >= -eps && c.a_ms + c.b_ms / 2.0 >= -eps && full_ms >= track_ms;
  return c;
}

bool isSolidState(const Disk& d)
{
  return d.rpm == 0.0;
}

DiskZones::DiskZones(const Disk& d) : od_mbps_(d.od_mbps), k_(zoneRatio(d))
{
  shrink_ = 1.0 - k_ * k_;
}

DiskZones::At DiskZones::at(double u) const
{
  u = clamp01(u);
  const double root = std::sqrt(1.0 - u * shrink_);
  return {od_mbps_ * root, (1.0 + k_) * u / (1.0 + root)};
}

double mediaRateMBps(const Disk& d, double u)
{
  return DiskZones(d).at(u).rate_mbps;
}

double cylinderFraction(const Disk& d, double u)
{
  return DiskZones(d).cylinder(u);
}

double sliceSequentialMBps(const Disk& d, double u)
{
  return 0.5 * (d.od_mbps + mediaRateMBps(d, u));
}

double DiskModel::serviceMs(double bytes) const
{
  if (!valid)
    return 0.0;
  return positioning_ms + units::transferMs(std::max(0.0, bytes), random_transfer_mbps);
}

double DiskModel::serviceSqMs2(double bytes) const
{
  if (!valid)
    return 0.0;
  const double t = units::transferMs(std::max(0.0, bytes), random_transfer_mbps);
  return positioning_sq_ms2 + 2.0 * positioning_ms * t + t * t;
}

double DiskModel::demandMs(double bytes, IoKind kind) const
{
  if (!valid)
    return 0.0;
  if (!solid_state)
    return serviceMs(bytes);
  const bool rd = kind == IoKind::Read;
  const double per_command = units::kMsPerS / (rd ? read_iops : write_iops);
  return std::max(per_command,
                  units::transferMs(std::max(0.0, bytes), rd ? read_mbps : write_mbps));
}

double DiskModel::demandSqMs2(double bytes, IoKind kind) const
{
  if (!solid_state)
    return serviceSqMs2(bytes);
  const double t = demandMs(bytes, kind);
  return t * t;
}

double DiskModel::commandMs(double bytes, IoKind kind) const
{
  if (!valid)
    return 0.0;
  if (!solid_state)
    return serviceMs(bytes);
  const bool rd = kind == IoKind::Read;
  const double beyond = std::max(0.0, bytes - units::kibToBytes(4.0));
  return (rd ? read_latency_ms : write_latency_ms) +
         units::transferMs(beyond, rd ? read_mbps : write_mbps);
}

int derivedSsdParallelism(const Disk& d)
{
  if (d.parallelism)
    return std::clamp(*d.parallelism, 1, 1024);
  const double c =
      std::max(d.read_iops * d.read_latency_us, d.write_iops * d.write_latency_us) / units::kUsPerS;
  if (!std::isfinite(c) || c < 1.0)
    return 1;
  return static_cast<int>(std::min(std::round(c), 1024.0));
}

DiskModel diskModel(const Disk& d, double used_fraction)
{
  if (!std::isfinite(d.rpm) || d.rpm < 0)
    return invalid("disk_rpm");
  if (!finite({d.od_mbps, d.id_mbps}) || !(d.od_mbps > 0) || !(d.id_mbps > 0) ||
      d.id_mbps > d.od_mbps)
    return invalid("disk_rate");
  if (!std::isfinite(d.capacity_gb) || !(d.capacity_gb > 0))
    return invalid("disk_capacity");
  if (!std::isfinite(used_fraction) || !(used_fraction > 0) || used_fraction > 1.0)
    return invalid("used_fraction");

  DiskModel m;
  m.solid_state = isSolidState(d);
  m.used_fraction = used_fraction;
  m.cylinder_fraction = cylinderFraction(d, used_fraction);
  m.random_transfer_mbps = mediaRateMBps(d, used_fraction / 2.0);
  m.sequential_mbps = sliceSequentialMBps(d, used_fraction);
  if (m.solid_state) {
    if (!finite({d.read_iops, d.write_iops, d.read_mbps, d.read_latency_us, d.write_latency_us}) ||
        !(d.read_iops > 0) || !(d.write_iops > 0) || !(d.read_mbps > 0) || d.read_latency_us < 0 ||
        d.write_latency_us < 0 || (d.parallelism && *d.parallelism < 1))
      return invalid("disk_ssd");
    m.read_iops = d.read_iops;
    m.write_iops = d.write_iops;
    m.read_mbps = d.read_mbps;
    m.write_mbps = d.od_mbps;
    m.read_latency_ms = d.read_latency_us / units::kUsPerMs;
    m.write_latency_ms = d.write_latency_us / units::kUsPerMs;
    m.parallelism = derivedSsdParallelism(d);
  } else {
    if (!finite({d.track_seek_ms, d.avg_seek_ms, d.full_seek_ms}) || d.track_seek_ms < 0 ||
        d.avg_seek_ms < 0 || d.full_seek_ms < 0)
      return invalid("disk_seek");
    m.seek = fitSeekCurve(d.track_seek_ms, d.avg_seek_ms, d.full_seek_ms);
    if (!m.seek.physical)
      return invalid("disk_seek");
    m.revolution_ms = units::revolutionMs(d.rpm);
    m.mean_rotation_ms = m.revolution_ms / 2.0;
    m.mean_seek_ms = m.seek.meanOverSlice(m.cylinder_fraction);
    const double seek_sq = m.seek.meanSquareOverSlice(m.cylinder_fraction);
    // Rotation uniform on [0, T]: mean T/2, E[rot^2] = T^2/3; independent of the seek.
    m.positioning_ms = m.mean_seek_ms + m.mean_rotation_ms;
    m.positioning_sq_ms2 =
        seek_sq + m.mean_seek_ms * m.revolution_ms + m.revolution_ms * m.revolution_ms / 3.0;
  }
  m.valid = true;
  return m;
}

double randomServiceMs(const DiskModel& m, double io_kib)
{
  return m.serviceMs(units::kibToBytes(io_kib));
}

double randomIops(const DiskModel& m, double io_kib)
{
  const double t = randomServiceMs(m, io_kib);
  return t > 0 ? units::perSecondFromMs(t) : 0.0;
}

}  // namespace accel
