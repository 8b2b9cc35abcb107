// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Sequential streams: the bounds and the words of their keys (docs/models/streams.md).
#include "model/streams/streams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

#include "model/backing/disk.h"
#include "model/backing/raid.h"
#include "model/common/units.h"

namespace accel {

namespace {

bool finitePositive(double x)
{
  return std::isfinite(x) && x > 0;
}

/// MB/s of one request of `bytes` every `ms`.
double rateMbps(double bytes, double ms)
{
  return units::mbpsFromBytesMs(bytes, ms);
}

std::string streamsProblem(const SequentialStreams& ss)
{
  if (ss.count < 0)
    return "streams_count";
  if (ss.count == 0)
    return {};
  if (!finitePositive(ss.mbps_each))
    return "streams_rate";
  if (!finitePositive(ss.io_kib))
    return "streams_io";
  if (ss.outstanding_ios < 1)
    return "streams_outstanding";
  return {};
}

/// Disk transfers per byte moved (W) and on the busiest disk of one stream (a), for one
/// direction of I/O on the geometry (see StreamBounds).
std::pair<double, double> transfersPerByte(const RaidGeometry& g, IoKind kind, bool stripe_wide)
{
  if (kind == IoKind::Read)
    return {1.0, 1.0};
  if (g.mirrored())
    return {static_cast<double>(g.copies), 1.0};
  if (!g.hasParity())
    return {1.0, 1.0};
  if (stripe_wide)
    return {fullStripeIosPerUnit(g.subgroup_data, g.parity), 1.0};
  const StripeWriteCost c = stripeWriteCost(g.subgroup_data, g.parity, 1);
  const bool rmw = c.chosen == c.read_modify_write;
  return {static_cast<double>(smallWritePenalty(g)), rmw ? 2.0 : 1.0};
}

}  // namespace

double membersCrossedPerS(double mbps, double segment_kib)
{
  if (!finitePositive(mbps) || !finitePositive(segment_kib))
    return 0.0;
  return units::iopsFromMbps(mbps, units::kibToBytes(segment_kib));
}

StreamBounds streamBounds(const RaidGroup& group, const SequentialStreams& ss)
{
  StreamBounds b;
  const RaidGeometry g = raidGeometry(group);
  const DiskModel m = diskModel(group.disk, group.used_fraction);
  b.problem = !g.valid ? g.problem : !m.valid ? m.problem : streamsProblem(ss);
  if (b.problem.empty() && ss.count > 0 && ss.io_kib > kMaxSimIoKib)
    b.problem = "streams_io";
  if (!b.problem.empty())
    return b;
  b.streams = ss.count;
  b.data_members = g.data_members;
  b.disks = g.disks;
  b.io_kib = ss.io_kib;
  b.segment_kib = group.segment_kib;
  b.sequential_mbps = m.sequential_mbps;
  b.random_occupied_members = expectedOccupiedMembers(ss.count, g.data_members);
  b.valid = true;
  if (ss.count == 0)
    return b;

  const double k = ss.count;
  const double R = m.sequential_mbps;
  const double s = units::kibToBytes(ss.io_kib);
  b.demand_mbps = k * ss.mbps_each;
  b.stripe_wide = s >= static_cast<double>(g.rowBytes());
  const std::int64_t sb = units::kibToWholeBytes(ss.io_kib);
  b.units_per_io = unitsTouchedOnGrain(sb, g.segment_bytes, sb, g.alignment_bytes).mean;

  const auto [w_read, a_read] = transfersPerByte(g, IoKind::Read, b.stripe_wide);
  const auto [w_write, a_write] = transfersPerByte(g, IoKind::Write, b.stripe_wide);
  switch (ss.direction) {
  case StreamDirection::Read:
    b.disk_transfers_per_byte = w_read;
    b.stream_transfers_per_byte = a_read;
    break;
  case StreamDirection::Write:
    b.disk_transfers_per_byte = w_write;
    b.stream_transfers_per_byte = a_write;
    break;
  case StreamDirection::Copy:
    b.disk_transfers_per_byte = w_read + w_write;
    b.stream_transfers_per_byte =
        ss.outstanding_ios == 1 ? a_read + a_write : std::max(a_read, a_write);
    break;
  }
  const double N = g.disks;
  b.disk_limit_mbps = N * R / b.disk_transfers_per_byte;
  // A stripe-wide stream uses every disk at once; a narrower one one member at a time.
  const double one_stream = b.stripe_wide ? b.disk_limit_mbps : R / b.stream_transfers_per_byte;
  b.stream_limit_mbps = std::min(ss.mbps_each, one_stream);
  b.upper_bound_mbps = std::min({b.demand_mbps, k * b.stream_limit_mbps, b.disk_limit_mbps});
  b.members_crossed_per_s = membersCrossedPerS(b.stream_limit_mbps, group.segment_kib);

  // One member's share of an I/O and its positioned service time.
  const double members =
      std::clamp(std::ceil(b.units_per_io - 1e-9), 1.0, static_cast<double>(g.data_members));
  const double chunk = s / members;
  b.member_service_ms = m.serviceMs(chunk);
  const double copies = g.copies;
  if (b.stripe_wide) {
    // Every disk serves a chunk per I/O; positioned when two streams or more interleave.
    const double per_disk =
        rateMbps(chunk, ss.count >= 2 ? b.member_service_ms : units::transferMs(chunk, R));
    b.convoy_rate_mbps = N * rateMbps(chunk, b.member_service_ms) / b.disk_transfers_per_byte;
    b.convoy_floor_mbps = std::min(b.demand_mbps, b.convoy_rate_mbps);
    b.stripe_wide_disk_mbps = N * per_disk / b.disk_transfers_per_byte;
    b.stripe_wide_mbps =
        std::min({b.demand_mbps, k * b.stream_limit_mbps, b.stripe_wide_disk_mbps});
    return b;
  }
  const double read_floor = copies * rateMbps(s, b.member_service_ms);
  const double write_floor = rateMbps(s, a_write * b.member_service_ms);
  switch (ss.direction) {
  case StreamDirection::Read: b.convoy_floor_mbps = read_floor; break;
  case StreamDirection::Write: b.convoy_floor_mbps = write_floor; break;
  case StreamDirection::Copy:
    b.convoy_floor_mbps = 1.0 / (1.0 / read_floor + 1.0 / write_floor);
    break;
  }
  b.convoy_rate_mbps = b.convoy_floor_mbps;
  b.convoy_floor_mbps = std::min(b.convoy_floor_mbps, b.upper_bound_mbps);
  return b;
}

const char* convoyRiskWord(ConvoyRisk r)
{
  switch (r) {
  case ConvoyRisk::None: return "none";
  case ConvoyRisk::Low: return "low";
  case ConvoyRisk::Medium: return "medium";
  case ConvoyRisk::High: return "high";
  }
  return "none";
}

const char* convoyReasonWord(ConvoyReason r)
{
  switch (r) {
  case ConvoyReason::NoStreams: return "no_streams";
  case ConvoyReason::Invalid: return "invalid";
  case ConvoyReason::Saturated: return "saturated";
  case ConvoyReason::StripeWide: return "stripe_wide";
  case ConvoyReason::SingleStream: return "single_stream";
  case ConvoyReason::SolidState: return "solid_state";
  case ConvoyReason::WithinFloor: return "within_floor";
  case ConvoyReason::Unimpeded: return "unimpeded";
  case ConvoyReason::Interleaving: return "interleaving";
  case ConvoyReason::Bunching: return "bunching";
  }
  return "invalid";
}

const char* streamFixWord(StreamFixKind k)
{
  switch (k) {
  case StreamFixKind::SmallerSegment: return "smaller_segment";
  case StreamFixKind::LargerSegment: return "larger_segment";
  case StreamFixKind::SplitGroup: return "split_group";
  case StreamFixKind::FasterDisks: return "faster_disks";
  case StreamFixKind::FewerStreams: return "fewer_streams";
  case StreamFixKind::DeeperQueue: return "deeper_queue";
  }
  return "smaller_segment";
}

}  // namespace accel
