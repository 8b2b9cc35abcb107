// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/streams/convoy_simulation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <utility>

#include "model/backing/disk.h"
#include "model/backing/raid_mapping.h"
#include "model/common/event_sim.h"
#include "model/common/units.h"

namespace accel {

namespace {

using sim::EventTree;
using sim::Fifo;
using sim::Rng;
using sim::splitmix64;

constexpr int kMaxStreams = 4096;
constexpr int kMaxOutstanding = 1024;
constexpr double kMaxHorizonS = 1.0e6;
constexpr std::int64_t kProgressEvery = std::int64_t{1} << 15;
/// Head positions start on this boundary (a sector).
constexpr std::int64_t kSectorBytes = 512;

bool finite(double x)
{
  return std::isfinite(x);
}

enum class EventKind : std::uint8_t { DiskDone = 0, StreamIssue = 1, Background = 2 };

std::string validate(const RaidGeometry& g, const DiskModel& m, const ConvoyWorkload& w,
                     const ConvoySimOptions& o)
{
  if (!g.valid)
    return g.problem;
  if (!m.valid)
    return m.problem;
  if (w.streams < 0 || w.streams > kMaxStreams)
    return "streams_count";
  if (w.streams > 0) {
    if (!finite(w.mbps_each) || !(w.mbps_each > 0))
      return "streams_rate";
    if (!finite(w.io_kib) || !(w.io_kib > 0) || w.io_kib > kMaxSimIoKib)
      return "streams_io";
    if (w.outstanding_ios < 1 || w.outstanding_ios > kMaxOutstanding)
      return "streams_outstanding";
  }
  if (!finite(w.background_iops) || w.background_iops < 0)
    return "background";
  if (w.background_iops > 0 &&
      (!finite(w.background_read_fraction) || w.background_read_fraction < 0 ||
       w.background_read_fraction > 1 || !finite(w.background_io_kib) ||
       !(w.background_io_kib > 0) || w.background_io_kib > kMaxSimIoKib || !finite(w.grain_kib) ||
       !(w.grain_kib > 0) || w.grain_kib > kMaxSimIoKib))
    return "background";
  if (!finite(o.horizon_s) || !(o.horizon_s > 0) || o.horizon_s > kMaxHorizonS ||
      !finite(o.warmup_s) || o.warmup_s < 0 || o.warmup_s >= o.horizon_s ||
      !finite(o.sample_interval_s) || !(o.sample_interval_s > 0) || !finite(o.replay_interval_s) ||
      !(o.replay_interval_s > 0) || o.max_events < 1 || !finite(o.bunching_ratio) ||
      !finite(o.bunching_hold_s) || o.max_heatmap_cells < 1 || o.max_replay_cells < 1 ||
      o.max_background_in_flight < 1)
    return "sim_options";
  return {};
}

/// Number of intervals of `dt` covering `horizon` (at least 1), dt widened so that
/// `rows` x count stays within `max_cells`.
std::pair<std::int64_t, double> grid(double horizon, double dt, std::int64_t rows,
                                     std::int64_t max_cells)
{
  const std::int64_t max_count =
      std::max<std::int64_t>(1, max_cells / std::max<std::int64_t>(1, rows));
  double count = std::ceil(horizon / dt - 1e-9);
  if (count > static_cast<double>(max_count)) {
    dt = horizon / static_cast<double>(max_count);
    count = static_cast<double>(max_count);
  }
  return {std::max<std::int64_t>(1, static_cast<std::int64_t>(count)), dt};
}

class Simulator {
public:
  Simulator(const RaidGroup& group, const RaidGeometry& g, const DiskModel& m,
            const ConvoyWorkload& w, const ConvoySimOptions& o, const ProgressFn& progress,
            ConvoySimResult& out)
      : disk_(group.disk),
        zones_(group.disk),
        g_(g),
        m_(m),
        w_(w),
        o_(o),
        progress_(progress),
        out_(out),
        mapper_(g),
        rng_layout_(0),
        rng_rotation_(0),
        rng_background_(0)
  {
    std::uint64_t state = o.seed;
    rng_layout_ = Rng(splitmix64(state));
    rng_rotation_ = Rng(splitmix64(state));
    rng_background_ = Rng(splitmix64(state));
  }

  bool setUp();
  void run();

private:
  struct Request {
    std::int64_t offset = 0;
    std::int64_t bytes = 0;
    std::uint32_t io = 0;
  };
  struct DiskState {
    Fifo<Request> queue;  ///< front: the request in service while busy
    bool busy = false;
    double service_start_ms = 0;
    std::int64_t head = 0;  ///< byte offset where the last request served ended
    std::int64_t tail = 0;  ///< where the last request queued ends (the head when idle)
    double busy_total_ms = 0;
    double busy_window_ms = 0;
  };
  struct Io {
    std::vector<MemberOp> ops;
    int pending = 0;  ///< requests of the current phase not yet done
    int phase = 0;
    bool two_phases = false;  ///< a parity update: reads, then writes
    int slot = -1;            ///< stream slot, or -1 for background I/O
  };
  /// The data member of the stripe unit a stream was last seen in, and that unit's datastore
  /// bytes [lo, hi): a frame finds most streams in the unit of the frame before (a unit holds
  /// several I/Os), without the divisions of locateOffset.
  struct UnitMemo {
    std::int64_t lo = 0, hi = 0;
    int member = 0;
  };
  struct Stream {
    UnitMemo read_unit, write_unit;  ///< a copy's two positions; other streams use write_unit
    std::int64_t dst_start = 0;      ///< first chunk written (or read, for a read stream)
    std::int64_t src_start = 0;      ///< first chunk read by a copy
    std::int64_t next_chunk = 0;
    double next_start_ms = 0;  ///< the rate cap's earliest next start
    Fifo<int> ready;           ///< slots waiting for the rate cap, in order
    bool timer = false;        ///< a StreamIssue event is pending
    double bytes_total = 0;
    double bytes_window = 0;
  };
  struct Slot {
    int stream = 0;
    bool in_flight = false;
    bool reading = false;  ///< a copy's read phase
    std::int64_t chunk = 0;
  };

  std::int64_t chunkOffset(std::int64_t start, std::int64_t j) const
  {
    return ((start + j) % chunks_) * io_bytes_;
  }
  /// Leaves: disks, then streams, then the background source.
  int leaf(EventKind kind, int id) const
  {
    switch (kind) {
    case EventKind::DiskDone: return id;
    case EventKind::StreamIssue: return g_.disks + id;
    case EventKind::Background: return g_.disks + w_.streams;
    }
    return 0;
  }
  void schedule(double t, std::uint32_t id, EventKind kind)
  {
    const int l = leaf(kind, static_cast<int>(id));
    events_.set(l, t);
    if (l == handling_)
      handling_ = -1;  // rescheduled: no need to clear it
  }
  void slotReady(int slot, double t);
  void issueReady(int stream, double t);
  void issue(int slot, double t);
  void startIo(int io, IoKind kind, std::int64_t offset, double t);
  void enqueuePhase(int io, double t);
  int chooseCopy(const MemberOp& op) const;
  void enqueue(int disk, const Request& r, double t);
  void startService(int disk, double t);
  double serviceMs(const DiskState& d, const Request& r);
  void accountBusy(int disk, double t0, double t1);
  void diskDone(int disk, double t);
  void ioDone(int io, double t);
  void backgroundArrival(double t);
  int memberAt(UnitMemo& memo, std::int64_t offset) const;
  void recordFrames(double t);
  void finish(double t_end);
  double cylinder(std::int64_t offset) const
  {
    return zones_.cylinder(static_cast<double>(offset) / capacity_bytes_);
  }

  const Disk& disk_;
  const DiskZones zones_;  ///< disk_'s media rate and cylinders
  const RaidGeometry& g_;
  const DiskModel& m_;
  const ConvoyWorkload& w_;
  const ConvoySimOptions& o_;
  const ProgressFn& progress_;
  ConvoySimResult& out_;
  MemberOpMapper mapper_;
  Rng rng_layout_;
  Rng rng_rotation_;
  Rng rng_background_;

  double capacity_bytes_ = 0;
  std::int64_t datastore_bytes_ = 0;
  std::int64_t io_bytes_ = 0;
  std::int64_t chunks_ = 0;
  double io_gap_ms_ = 0;  ///< one I/O at the rate cap
  double horizon_ms_ = 0;
  double window_ms_ = 0;
  double dt_ms_ = 0;
  double frame_ms_ = 0;
  std::int64_t buckets_ = 0;
  std::int64_t frames_ = 0;
  std::int64_t frame_next_ = 0;
  double frame_due_ms_ = 0;  ///< when frame_next_ is due (infinity once all are recorded)

  std::int64_t bg_bytes_ = 0;
  std::int64_t bg_positions_ = 0;
  std::int64_t bg_grain_ = 1;
  double bg_mean_gap_ms_ = 0;
  std::int64_t bg_in_flight_ = 0;
  std::int64_t bg_window_ = 0;

  std::vector<DiskState> disks_;
  std::vector<Io> ios_;  ///< [0, slots): the stream slots' own; then background
  std::vector<int> free_ios_;
  std::vector<Stream> streams_;
  std::vector<Slot> slots_;
  EventTree events_{1};
  int handling_ = -1;  ///< the leaf whose event is being handled, until rescheduled

  // Series accumulators.
  std::vector<double> busy_bucket_ms_;  ///< disks x buckets, row-major by disk
  std::vector<double> bytes_bucket_;
  std::vector<double> occupied_sum_;
  std::vector<int> occupied_frames_;
  std::vector<int> member_count_;
  std::vector<int> members_seen_;
  double occupied_total_ = 0, convoy_total_ = 0, frames_total_ = 0;
  double occupied_window_ = 0, convoy_window_ = 0, frames_window_ = 0;
};

bool Simulator::setUp()
{
  capacity_bytes_ = units::gbToBytes(disk_.capacity_gb);
  const double used_bytes = capacity_bytes_ * m_.used_fraction;
  const std::int64_t rows =
      static_cast<std::int64_t>(std::floor(used_bytes / static_cast<double>(g_.segment_bytes)));
  datastore_bytes_ = rows * g_.rowBytes() - g_.alignment_bytes;
  if (w_.streams > 0) {
    io_bytes_ = units::kibToWholeBytes(w_.io_kib);
    if (io_bytes_ < 1 || io_bytes_ > datastore_bytes_) {
      out_.problem = "streams_io";
      return false;
    }
    chunks_ = datastore_bytes_ / io_bytes_;
    io_gap_ms_ = units::transferMs(static_cast<double>(io_bytes_), w_.mbps_each);
  }
  if (w_.background_iops > 0) {
    bg_bytes_ = std::max<std::int64_t>(1, units::kibToWholeBytes(w_.background_io_kib));
    bg_grain_ = std::max<std::int64_t>(1, units::kibToWholeBytes(w_.grain_kib));
    if (bg_bytes_ > datastore_bytes_) {
      out_.problem = "background";
      return false;
    }
    bg_positions_ = (datastore_bytes_ - bg_bytes_) / bg_grain_ + 1;
    bg_mean_gap_ms_ = units::kMsPerS / w_.background_iops;
  }

  horizon_ms_ = units::sToMs(o_.horizon_s);
  window_ms_ = units::sToMs(o_.warmup_s);
  const auto [buckets, dt] =
      grid(o_.horizon_s, o_.sample_interval_s, g_.disks, o_.max_heatmap_cells);
  const auto [frames, frame_dt] =
      grid(o_.horizon_s, o_.replay_interval_s, std::max(1, w_.streams), o_.max_replay_cells);
  buckets_ = buckets;
  frames_ = frames;
  dt_ms_ = units::sToMs(dt);
  frame_ms_ = units::sToMs(frame_dt);
  out_.sample_interval_s = dt;
  out_.replay_interval_s = frame_dt;
  out_.disks = g_.disks;
  out_.data_members = g_.data_members;
  out_.disk_member.assign(static_cast<std::size_t>(g_.disks), -1);
  if (!g_.hasParity())
    for (int d = 0; d < g_.disks; ++d)
      out_.disk_member[static_cast<std::size_t>(d)] = d / g_.copies;

  const auto nd = static_cast<std::size_t>(g_.disks);
  const auto nb = static_cast<std::size_t>(buckets_);
  busy_bucket_ms_.assign(nd * nb, 0.0);
  bytes_bucket_.assign(nb, 0.0);
  occupied_sum_.assign(nb, 0.0);
  occupied_frames_.assign(nb, 0);
  member_count_.assign(static_cast<std::size_t>(g_.data_members), 0);
  out_.replay_member.resize(w_.streams, static_cast<Eigen::Index>(frames_));
  out_.replay_occupied.assign(static_cast<std::size_t>(frames_), 0);
  out_.replay_convoy.assign(static_cast<std::size_t>(frames_), 0);

  // Heads anywhere in the used slice; stream positions uniform over the datastore's chunks.
  events_ = EventTree(g_.disks + w_.streams + 1);
  disks_.resize(nd);
  const std::int64_t sectors = std::max<std::int64_t>(1, rows * g_.segment_bytes / kSectorBytes);
  for (DiskState& d : disks_) {
    d.head = kSectorBytes * rng_layout_.below(sectors);
    d.tail = d.head;
  }
  const int q = w_.outstanding_ios;
  streams_.resize(static_cast<std::size_t>(w_.streams));
  for (Stream& s : streams_)
    s.dst_start = rng_layout_.below(chunks_);
  for (Stream& s : streams_)
    s.src_start = rng_layout_.below(chunks_);
  slots_.resize(static_cast<std::size_t>(w_.streams) * static_cast<std::size_t>(q));
  ios_.resize(slots_.size());
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    slots_[i].stream = static_cast<int>(i) / q;
    ios_[i].slot = static_cast<int>(i);
  }
  out_.stream_mbps.assign(streams_.size(), 0.0);
  return true;
}

void Simulator::slotReady(int slot, double t)
{
  const int stream = slots_[static_cast<std::size_t>(slot)].stream;
  Stream& s = streams_[static_cast<std::size_t>(stream)];
  s.ready.push(slot);
  if (!s.timer)
    issueReady(stream, t);
}

void Simulator::issueReady(int stream, double t)
{
  // The rate cap: an I/O starts no sooner than one I/O time at the cap after the previous
  // start. One timer per stream: its waiting slots start in order.
  Stream& s = streams_[static_cast<std::size_t>(stream)];
  s.timer = false;
  while (!s.ready.empty()) {
    const double start = std::max(t, s.next_start_ms);
    if (start > t) {
      s.timer = true;
      schedule(start, static_cast<std::uint32_t>(stream), EventKind::StreamIssue);
      return;
    }
    const int slot = s.ready.front();
    s.ready.pop();
    s.next_start_ms = start + io_gap_ms_;
    issue(slot, t);
  }
}

void Simulator::issue(int slot, double t)
{
  Slot& sl = slots_[static_cast<std::size_t>(slot)];
  Stream& s = streams_[static_cast<std::size_t>(sl.stream)];
  sl.chunk = s.next_chunk++;
  sl.in_flight = true;
  switch (w_.direction) {
  case StreamDirection::Copy:
    sl.reading = true;
    startIo(slot, IoKind::Read, chunkOffset(s.src_start, sl.chunk), t);
    break;
  case StreamDirection::Read:
    sl.reading = false;
    startIo(slot, IoKind::Read, chunkOffset(s.dst_start, sl.chunk), t);
    break;
  case StreamDirection::Write:
    sl.reading = false;
    startIo(slot, IoKind::Write, chunkOffset(s.dst_start, sl.chunk), t);
    break;
  }
}

void Simulator::startIo(int io, IoKind kind, std::int64_t offset, double t)
{
  Io& rec = ios_[static_cast<std::size_t>(io)];
  rec.ops.clear();
  const std::int64_t bytes = rec.slot >= 0 ? io_bytes_ : bg_bytes_;
  const auto [k1, k2] = mapper_.map(kind, offset + g_.alignment_bytes, bytes, rec.ops);
  rec.phase = k1 > 0 ? 1 : 2;
  rec.two_phases = k1 > 0 && k2 > 0;
  enqueuePhase(io, t);
}

void Simulator::enqueuePhase(int io, double t)
{
  Io& rec = ios_[static_cast<std::size_t>(io)];
  int pending = 0;
  for (const MemberOp& op : rec.ops)
    pending += op.phase == rec.phase ? 1 : 0;
  rec.pending = pending;
  // Enqueuing never completes a request at once (service takes time), so rec stays valid.
  for (const MemberOp& op : rec.ops)
    if (op.phase == rec.phase)
      enqueue(op.alt_disk >= 0 ? chooseCopy(op) : op.disk,
              {op.disk_offset_bytes, op.bytes, static_cast<std::uint32_t>(io)}, t);
}

int Simulator::chooseCopy(const MemberOp& op) const
{
  const DiskState& a = disks_[static_cast<std::size_t>(op.disk)];
  const DiskState& b = disks_[static_cast<std::size_t>(op.alt_disk)];
  if (a.tail == op.disk_offset_bytes)
    return op.disk;
  if (b.tail == op.disk_offset_bytes)
    return op.alt_disk;
  if (a.queue.size() != b.queue.size())
    return a.queue.size() < b.queue.size() ? op.disk : op.alt_disk;
  const double c = cylinder(op.disk_offset_bytes);
  return std::abs(cylinder(b.tail) - c) < std::abs(cylinder(a.tail) - c) ? op.alt_disk : op.disk;
}

void Simulator::enqueue(int disk, const Request& r, double t)
{
  DiskState& d = disks_[static_cast<std::size_t>(disk)];
  d.queue.push(r);
  d.tail = r.offset + r.bytes;
  if (!d.busy)
    startService(disk, t);
}

double Simulator::serviceMs(const DiskState& d, const Request& r)
{
  const double u = static_cast<double>(r.offset) / capacity_bytes_;
  const DiskZones::At at = zones_.at(u);
  const double rate = at.rate_mbps;
  double ms = units::transferMs(static_cast<double>(r.bytes), rate);
  if (m_.solid_state || r.offset == d.head)
    return ms;
  // A short way ahead (within what one revolution carries past the head): the gap passes
  // under the head, as when a stream skips a parity unit. Anything else is positioned.
  const auto gap = static_cast<double>(r.offset - d.head);
  const double gap_ms = units::transferMs(gap, rate);
  if (gap > 0 && gap_ms <= m_.revolution_ms)
    return ms + gap_ms;
  const double f = std::abs(at.cylinder - cylinder(d.head));
  return ms + m_.seek.at(f) + rng_rotation_.uniform() * m_.revolution_ms;
}

void Simulator::startService(int disk, double t)
{
  DiskState& d = disks_[static_cast<std::size_t>(disk)];
  const Request& r = d.queue.front();
  const double ms = serviceMs(d, r);
  d.busy = true;
  d.service_start_ms = t;
  d.head = r.offset + r.bytes;
  schedule(t + ms, static_cast<std::uint32_t>(disk), EventKind::DiskDone);
}

void Simulator::accountBusy(int disk, double t0, double t1)
{
  DiskState& d = disks_[static_cast<std::size_t>(disk)];
  d.busy_total_ms += t1 - t0;
  d.busy_window_ms += std::max(0.0, t1 - std::max(t0, window_ms_));
  const auto row = static_cast<std::size_t>(disk) * static_cast<std::size_t>(buckets_);
  auto b = static_cast<std::int64_t>(t0 / dt_ms_);
  while (b < buckets_ && static_cast<double>(b) * dt_ms_ < t1) {
    const double lo = std::max(t0, static_cast<double>(b) * dt_ms_);
    const double hi = std::min(t1, static_cast<double>(b + 1) * dt_ms_);
    if (hi > lo)
      busy_bucket_ms_[row + static_cast<std::size_t>(b)] += hi - lo;
    ++b;
  }
}

void Simulator::diskDone(int disk, double t)
{
  DiskState& d = disks_[static_cast<std::size_t>(disk)];
  const Request r = d.queue.front();
  d.queue.pop();
  accountBusy(disk, d.service_start_ms, t);
  ++out_.member_ios;
  // The disk stays marked busy while the completion runs, so that requests it causes queue
  // behind those already waiting (FCFS).
  Io& rec = ios_[r.io];
  if (--rec.pending == 0) {
    if (rec.phase == 1 && rec.two_phases) {
      rec.phase = 2;
      enqueuePhase(static_cast<int>(r.io), t);
    } else {
      ioDone(static_cast<int>(r.io), t);
    }
  }
  DiskState& again = disks_[static_cast<std::size_t>(disk)];
  if (again.queue.empty())
    again.busy = false;
  else
    startService(disk, t);
}

void Simulator::ioDone(int io, double t)
{
  const int slot = ios_[static_cast<std::size_t>(io)].slot;
  if (slot < 0) {
    ++out_.background_ios;
    if (t >= window_ms_)
      ++bg_window_;
    --bg_in_flight_;
    free_ios_.push_back(io);
    return;
  }
  ++out_.stream_ios;
  Slot& sl = slots_[static_cast<std::size_t>(slot)];
  Stream& s = streams_[static_cast<std::size_t>(sl.stream)];
  if (sl.reading) {
    // A copy: the chunk read, now write it at the destination.
    sl.reading = false;
    startIo(io, IoKind::Write, chunkOffset(s.dst_start, sl.chunk), t);
    return;
  }
  const auto bytes = static_cast<double>(io_bytes_);
  s.bytes_total += bytes;
  if (t >= window_ms_)
    s.bytes_window += bytes;
  bytes_bucket_[static_cast<std::size_t>(
      std::min<std::int64_t>(buckets_ - 1, static_cast<std::int64_t>(t / dt_ms_)))] += bytes;
  sl.in_flight = false;
  slotReady(slot, t);
}

void Simulator::backgroundArrival(double t)
{
  schedule(t + rng_background_.exponential(bg_mean_gap_ms_), 0, EventKind::Background);
  const std::int64_t offset = bg_grain_ * rng_background_.below(bg_positions_);
  const IoKind kind =
      rng_background_.uniform() < w_.background_read_fraction ? IoKind::Read : IoKind::Write;
  if (bg_in_flight_ >= o_.max_background_in_flight) {
    ++out_.background_dropped;
    return;
  }
  int io = 0;
  if (free_ios_.empty()) {
    io = static_cast<int>(ios_.size());
    ios_.emplace_back();
  } else {
    io = free_ios_.back();
    free_ios_.pop_back();
  }
  ios_[static_cast<std::size_t>(io)].slot = -1;
  ++bg_in_flight_;
  startIo(io, kind, offset, t);
}

int Simulator::memberAt(UnitMemo& memo, std::int64_t offset) const
{
  if (offset < memo.lo || offset >= memo.hi) {
    const UnitLocation loc = locateOffset(g_, offset);
    memo.lo = offset - loc.offset_in_unit_bytes;
    memo.hi = memo.lo + g_.segment_bytes;
    memo.member = loc.member;
  }
  return memo.member;
}

void Simulator::recordFrames(double t)
{
  const int q = w_.outstanding_ios;
  while (frame_next_ < frames_ && static_cast<double>(frame_next_) * frame_ms_ <= t) {
    const std::int64_t f = frame_next_++;
    const double tf = static_cast<double>(f) * frame_ms_;
    members_seen_.clear();
    int convoy = 0;
    for (std::size_t i = 0; i < streams_.size(); ++i) {
      Stream& s = streams_[i];
      // The oldest unfinished chunk (slots hold increasing chunks only per issue order).
      const Slot* oldest = nullptr;
      for (std::size_t k = i * static_cast<std::size_t>(q);
           k < (i + 1) * static_cast<std::size_t>(q); ++k)
        if (slots_[k].in_flight && (!oldest || slots_[k].chunk < oldest->chunk))
          oldest = &slots_[k];
      const bool reading = oldest ? oldest->reading : w_.direction == StreamDirection::Copy;
      const std::int64_t offset =
          chunkOffset(reading ? s.src_start : s.dst_start, oldest ? oldest->chunk : s.next_chunk);
      const int member = memberAt(reading ? s.read_unit : s.write_unit, offset);
      out_.replay_member(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(f)) = member;
      int& n = member_count_[static_cast<std::size_t>(member)];
      if (n == 0)
        members_seen_.push_back(member);
      convoy = std::max(convoy, ++n);
    }
    const int occupied = static_cast<int>(members_seen_.size());
    for (int member : members_seen_)
      member_count_[static_cast<std::size_t>(member)] = 0;
    out_.replay_occupied[static_cast<std::size_t>(f)] = occupied;
    out_.replay_convoy[static_cast<std::size_t>(f)] = convoy;
    const auto b = static_cast<std::size_t>(
        std::min<std::int64_t>(buckets_ - 1, static_cast<std::int64_t>(tf / dt_ms_)));
    occupied_sum_[b] += occupied;
    occupied_frames_[b] += 1;
    occupied_total_ += occupied;
    convoy_total_ += convoy;
    frames_total_ += 1;
    if (tf >= window_ms_) {
      occupied_window_ += occupied;
      convoy_window_ += convoy;
      frames_window_ += 1;
    }
  }
  frame_due_ms_ = frame_next_ < frames_ ? static_cast<double>(frame_next_) * frame_ms_
                                        : std::numeric_limits<double>::infinity();
}

void Simulator::run()
{
  for (std::size_t i = 0; i < slots_.size(); ++i)
    slotReady(static_cast<int>(i), 0.0);
  if (w_.background_iops > 0)
    schedule(rng_background_.exponential(bg_mean_gap_ms_), 0, EventKind::Background);

  double now = 0;
  const int first_stream = g_.disks;
  const int background = g_.disks + w_.streams;
  while (events_.earliestTime() <= horizon_ms_) {
    const int e = events_.earliest();
    const double t = events_.earliestTime();
    if (out_.events >= o_.max_events) {
      out_.truncated = true;
      break;
    }
    ++out_.events;
    if (t >= frame_due_ms_)
      recordFrames(t);
    now = t;
    // The handler usually schedules the same leaf again (a disk's next request, the next
    // background arrival): one update instead of clearing first.
    handling_ = e;
    if (e < first_stream)
      diskDone(e, now);
    else if (e < background)
      issueReady(e - first_stream, now);
    else
      backgroundArrival(now);
    if (handling_ == e)
      events_.set(e, EventTree::kNever);
    handling_ = -1;
    if (progress_ && out_.events % kProgressEvery == 0 && !progress_(now / horizon_ms_)) {
      out_.cancelled = true;
      break;
    }
  }
  finish(out_.truncated || out_.cancelled ? now : horizon_ms_);
}

void Simulator::finish(double t_end)
{
  // Frames up to the end, and the busy time of requests still in service.
  while (frame_next_ < frames_ && static_cast<double>(frame_next_) * frame_ms_ < t_end)
    recordFrames(static_cast<double>(frame_next_) * frame_ms_);
  for (int d = 0; d < g_.disks; ++d)
    if (disks_[static_cast<std::size_t>(d)].busy)
      accountBusy(d, disks_[static_cast<std::size_t>(d)].service_start_ms,
                  std::max(t_end, disks_[static_cast<std::size_t>(d)].service_start_ms));

  out_.simulated_s = units::msToS(t_end);
  // The steady-state window; a run cut short before the warm-up ends is measured whole.
  const bool whole = t_end <= window_ms_;
  const double w0 = whole ? 0.0 : window_ms_;
  const double span = t_end - w0;
  out_.window_start_s = units::msToS(w0);
  out_.measured_s = units::msToS(span);
  double total = 0;
  for (std::size_t i = 0; i < streams_.size(); ++i) {
    const double bytes = whole ? streams_[i].bytes_total : streams_[i].bytes_window;
    out_.stream_mbps[i] = units::mbpsFromBytesMs(bytes, span);
    total += bytes;
  }
  out_.expected_mbps = units::mbpsFromBytesMs(total, span);
  const double bg = static_cast<double>(whole ? out_.background_ios : bg_window_);
  out_.background_iops = span > 0 ? bg / units::msToS(span) : 0.0;
  const double frames = whole ? frames_total_ : frames_window_;
  out_.mean_occupied_members =
      frames > 0 ? (whole ? occupied_total_ : occupied_window_) / frames : 0.0;
  out_.mean_convoy_size = frames > 0 ? (whole ? convoy_total_ : convoy_window_) / frames : 0.0;
  out_.disk_utilization.assign(disks_.size(), 0.0);
  for (std::size_t d = 0; d < disks_.size(); ++d)
    out_.disk_utilization[d] =
        span > 0
            ? std::min(1.0, (whole ? disks_[d].busy_total_ms : disks_[d].busy_window_ms) / span)
            : 0.0;

  // Series, cut to the simulated time.
  const std::int64_t nb = std::clamp<std::int64_t>(
      static_cast<std::int64_t>(std::ceil(t_end / dt_ms_ - 1e-9)), 1, buckets_);
  out_.throughput_mbps.assign(static_cast<std::size_t>(nb), 0.0);
  out_.occupied_members.assign(static_cast<std::size_t>(nb), 0.0);
  out_.utilization.resize(g_.disks, static_cast<Eigen::Index>(nb));
  for (std::int64_t b = 0; b < nb; ++b) {
    const auto bi = static_cast<std::size_t>(b);
    const double width =
        std::min(dt_ms_, t_end - static_cast<double>(b) * dt_ms_);  // the last may be cut
    out_.throughput_mbps[bi] = units::mbpsFromBytesMs(bytes_bucket_[bi], width);
    out_.occupied_members[bi] =
        occupied_frames_[bi] > 0 ? occupied_sum_[bi] / occupied_frames_[bi] : 0.0;
    for (int d = 0; d < g_.disks; ++d) {
      const double busy =
          busy_bucket_ms_[static_cast<std::size_t>(d) * static_cast<std::size_t>(buckets_) + bi];
      out_.utilization(d, static_cast<Eigen::Index>(b)) =
          width > 0 ? static_cast<float>(std::min(1.0, busy / width)) : 0.0f;
    }
  }
  const auto recorded = static_cast<Eigen::Index>(frame_next_);
  out_.replay_member.conservativeResize(Eigen::NoChange, recorded);
  out_.replay_occupied.resize(static_cast<std::size_t>(recorded));
  out_.replay_convoy.resize(static_cast<std::size_t>(recorded));

  // Occupancy against independent random positions, and the time to bunching: the first
  // window of bunching_hold_s whose mean occupancy ratio is at most bunching_ratio.
  const int k = static_cast<int>(streams_.size());
  const double random_occupied = expectedOccupiedMembers(k, g_.data_members);
  out_.occupancy_ratio = random_occupied > 0 ? out_.mean_occupied_members / random_occupied : 0.0;
  if (k >= 2 && random_occupied > 0) {
    const auto window = std::max<std::int64_t>(
        1, std::llround(units::sToMs(std::max(0.0, o_.bunching_hold_s)) / frame_ms_));
    const double limit = o_.bunching_ratio * random_occupied * static_cast<double>(window);
    std::int64_t sum = 0;
    for (std::int64_t f = 0; f < recorded; ++f) {
      sum += out_.replay_occupied[static_cast<std::size_t>(f)];
      if (f >= window)
        sum -= out_.replay_occupied[static_cast<std::size_t>(f - window)];
      if (f + 1 >= window && static_cast<double>(sum) <= limit) {
        // When it formed: the window's first frame at or below the ratio itself.
        std::int64_t first = f + 1 - window;
        while (first<f&& static_cast<double>(out_.replay_occupied[static_cast<std::size_t>(first)])>
                   o_.bunching_ratio *
               random_occupied)
          ++first;
        out_.time_to_bunching_s = units::msToS(static_cast<double>(first) * frame_ms_);
        break;
      }
    }
  }
}

}  // namespace

ConvoyWorkload convoyWorkload(const SequentialStreams& streams, double background_iops,
                              const RandomLoad& mix, double grain_kib)
{
  ConvoyWorkload w;
  w.streams = streams.count;
  w.mbps_each = streams.mbps_each;
  w.io_kib = streams.io_kib;
  w.outstanding_ios = streams.outstanding_ios;
  w.direction = streams.direction;
  w.background_iops = background_iops;
  w.background_read_fraction = mix.read_fraction;
  w.background_io_kib = mix.io_kib;
  w.grain_kib = grain_kib;
  return w;
}

Eigen::MatrixXf memberUtilization(const ConvoySimResult& r)
{
  const bool by_member =
      !r.disk_member.empty() && std::all_of(r.disk_member.begin(), r.disk_member.end(),
                                            [&r](int m) { return m >= 0 && m < r.data_members; });
  if (!by_member || r.utilization.rows() != static_cast<Eigen::Index>(r.disk_member.size()))
    return r.utilization;
  Eigen::MatrixXf out = Eigen::MatrixXf::Zero(r.data_members, r.utilization.cols());
  for (std::size_t d = 0; d < r.disk_member.size(); ++d)
    out.row(r.disk_member[d]) =
        out.row(r.disk_member[d]).cwiseMax(r.utilization.row(static_cast<Eigen::Index>(d)));
  return out;
}

double expectedOccupiedMembers(int streams, int members)
{
  if (streams < 1 || members < 1)
    return 0.0;
  const double d = members;
  return d * (1.0 - std::pow(1.0 - 1.0 / d, streams));
}

ConvoySimResult simulateConvoy(const RaidGroup& group, const ConvoyWorkload& workload,
                               const ConvoySimOptions& options, const ProgressFn& progress)
{
  ConvoySimResult out;
  const RaidGeometry g = raidGeometry(group);
  const DiskModel m = diskModel(group.disk, group.used_fraction);
  out.problem = validate(g, m, workload, options);
  if (!out.problem.empty())
    return out;
  Simulator sim(group, g, m, workload, options, progress, out);
  if (!sim.setUp())
    return out;
  sim.run();
  out.valid = true;
  return out;
}

}  // namespace accel
