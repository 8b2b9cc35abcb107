// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file units.h
/// The one place where the model converts units.
///
/// Conventions (README, "Units"): MB = 10^6 bytes, GB = 10^9 bytes, KiB = 1024 bytes,
/// GiB = 2^30 bytes, Gb/s = 10^9 bit/s. Rates in the model are MB/s unless the name says
/// otherwise; link speeds are Gb/s; latencies are microseconds (_us), milliseconds (_ms) or
/// seconds (_s). Every variable carries its unit in its name.

#include <cmath>
#include <cstdint>

namespace accel::units {

inline constexpr double kBytesPerKiB = 1024.0;
inline constexpr double kBytesPerMB = 1.0e6;
inline constexpr double kBytesPerGB = 1.0e9;
inline constexpr double kBytesPerGiB = 1073741824.0;
inline constexpr double kBitsPerByte = 8.0;
inline constexpr double kUsPerMs = 1000.0;
inline constexpr double kUsPerS = 1.0e6;
inline constexpr double kMsPerS = 1000.0;
inline constexpr double kNsPerUs = 1000.0;
inline constexpr double kSecondsPerMinute = 60.0;

/// KiB -> bytes.
constexpr double kibToBytes(double kib)
{
  return kib * kBytesPerKiB;
}
/// KiB -> MB (10^6 bytes).
constexpr double kibToMB(double kib)
{
  return kib * kBytesPerKiB / kBytesPerMB;
}
/// bytes -> MB.
constexpr double bytesToMB(double bytes)
{
  return bytes / kBytesPerMB;
}
/// GiB -> MB.
constexpr double gibToMB(double gib)
{
  return gib * kBytesPerGiB / kBytesPerMB;
}
/// GB -> MB.
constexpr double gbToMB(double gb)
{
  return gb * kBytesPerGB / kBytesPerMB;
}

/// MiB -> bytes.
constexpr double mibToBytes(double mib)
{
  return mib * kBytesPerKiB * kBytesPerKiB;
}
/// KiB -> whole bytes (rounded to the nearest byte). Finite, plausible sizes only: callers
/// check the range first.
inline std::int64_t kibToWholeBytes(double kib)
{
  return static_cast<std::int64_t>(std::llround(kibToBytes(kib)));
}
/// bytes -> KiB.
constexpr double bytesToKiB(double bytes)
{
  return bytes / kBytesPerKiB;
}
/// GB (10^9 bytes) -> bytes.
constexpr double gbToBytes(double gb)
{
  return gb * kBytesPerGB;
}

/// A link speed in Gb/s as a byte rate in MB/s (1 Gb/s = 125 MB/s).
constexpr double gbpsToMBps(double gbps)
{
  return gbps * 1.0e9 / kBitsPerByte / kBytesPerMB;
}
/// A byte rate in MB/s as a bit rate in Mb/s (10^6 bit/s).
constexpr double mbpsToMbitps(double mbps)
{
  return mbps * kBitsPerByte;
}
/// A link speed in Gb/s as Mb/s.
constexpr double gbpsToMbitps(double gbps)
{
  return gbps * 1000.0;
}

/// Time in microseconds to move `bytes` at `mbps` MB/s (1 MB/s moves 1 byte per microsecond).
constexpr double transferUs(double bytes, double mbps)
{
  return bytes / mbps;
}
/// Time in milliseconds to move `bytes` at `mbps` MB/s.
constexpr double transferMs(double bytes, double mbps)
{
  return transferUs(bytes, mbps) / kUsPerMs;
}
/// Rate (per second) of events that each take `ms` milliseconds back to back.
constexpr double perSecondFromMs(double ms)
{
  return kMsPerS / ms;
}
/// Duration of one revolution (ms) of a spindle turning at `rpm` revolutions per minute.
constexpr double revolutionMs(double rpm)
{
  return kSecondsPerMinute * kMsPerS / rpm;
}

/// Time in microseconds to serialise `bytes` onto a link of `gbps` Gb/s.
constexpr double serialisationUs(double bytes, double gbps)
{
  return bytes * kBitsPerByte / (gbps * 1000.0);
}

/// seconds -> milliseconds.
constexpr double sToMs(double s)
{
  return s * kMsPerS;
}
/// milliseconds -> seconds.
constexpr double msToS(double ms)
{
  return ms / kMsPerS;
}
/// Rate in MB/s of `bytes` moved in `ms` milliseconds (1 MB/s moves 1000 bytes per ms); 0 for
/// ms <= 0.
constexpr double mbpsFromBytesMs(double bytes, double ms)
{
  return ms > 0 ? bytes / (ms * kUsPerMs) : 0.0;
}

/// nanoseconds -> microseconds.
constexpr double nsToUs(double ns)
{
  return ns / kNsPerUs;
}
/// microseconds -> milliseconds.
constexpr double usToMs(double us)
{
  return us / kUsPerMs;
}
/// microseconds -> seconds.
constexpr double usToS(double us)
{
  return us / kUsPerS;
}
/// A rate per second (IOPS) as a rate per microsecond.
constexpr double perSToPerUs(double per_s)
{
  return per_s / kUsPerS;
}
/// A rate per microsecond as a rate per second (IOPS).
constexpr double perUsToPerS(double per_us)
{
  return per_us * kUsPerS;
}
/// I/Os per second that carry `mbps` MB/s in I/Os of `bytes` bytes each; 0 for bytes <= 0.
constexpr double iopsFromMbps(double mbps, double bytes)
{
  return bytes > 0 ? mbps * kBytesPerMB / bytes : 0.0;
}
/// MB/s carried by `iops` I/Os per second of `bytes` bytes each.
constexpr double mbpsFromIops(double iops, double bytes)
{
  return iops * bytes / kBytesPerMB;
}

}  // namespace accel::units
