// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Discrete-event simulation of the write path (write_path_simulation.h).
#include "model/latency/write_path_simulation.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <queue>
#include <vector>

#include "model/common/event_sim.h"
#include "model/common/framing.h"
#include "model/common/profile.h"
#include "model/common/units.h"
#include "model/latency/legs.h"

namespace accel {

namespace {

using detail::SizeMix;

/// Two-sided 97.5% quantile of Student's t with `dof` degrees of freedom (dof >= 1): the
/// table for small counts, the normal's 1.96 beyond.
double student975(int dof)
{
  static const double t[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                             2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                             2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (dof < 1)
    return 0.0;
  if (dof <= 30)
    return t[dof - 1];
  return dof <= 60 ? 2.00 : 1.96;
}

/// Gamma random factor of mean 1 and squared coefficient of variation scv (shape 1 / scv),
/// by Marsaglia & Tsang (ACM TOMS 26(3), 2000), normals by Box-Muller; 1 when scv <= 0.
class UnitGamma {
public:
  explicit UnitGamma(double scv) : scv_(std::max(scv, 0.0))
  {
    if (scv_ <= 0)
      return;
    const double k = 1.0 / scv_;
    boost_ = k < 1;
    shape_ = boost_ ? k + 1 : k;
    d_ = shape_ - 1.0 / 3.0;
    c_ = 1.0 / std::sqrt(9.0 * d_);
    inv_k_ = 1.0 / k;
  }
  double operator()(sim::Rng& rng) const
  {
    if (scv_ <= 0)
      return 1.0;
    double g = 0;
    for (;;) {
      const double u1 = 1.0 - rng.uniform();
      const double u2 = rng.uniform();
      const double x = std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
      double v = 1.0 + c_ * x;
      if (v <= 0)
        continue;
      v = v * v * v;
      const double u = 1.0 - rng.uniform();
      if (std::log(u) < 0.5 * x * x + d_ - d_ * v + d_ * std::log(v)) {
        g = d_ * v;
        break;
      }
    }
    if (boost_)
      g *= std::pow(1.0 - rng.uniform(), inv_k_);
    return g * scv_;
  }

private:
  double scv_ = 0, shape_ = 1, d_ = 0, c_ = 0, inv_k_ = 1;
  bool boost_ = false;
};

enum EvKind : int {
  kIssue,        // a = vm slot: think time over, the next write starts
  kBusDone,      // a = host: the device bus finished a transfer
  kProgramDone,  // a = request: the fixed part of a device write ends
  kTxDone,       // a = host, b = link
  kRxHead,       // a = copy: its head reaches the receiving port
  kRxDone,       // a = host, b = link
  kAck,          // a = write: an ack arrives at the sender
  kStorageDone,  // a = host
  kArrayAck,     // a = write
  kArrayDone,    // the backing array's bottleneck finished a write
  kOtherArrive,  // a = port (2 host + 0 tx / 1 rx)
};

struct Event {
  double t;
  std::uint64_t seq;
  int kind;
  int a;
  int b;
};

struct Later {
  bool operator()(const Event& x, const Event& y) const
  {
    return x.t > y.t || (x.t == y.t && x.seq > y.seq);
  }
};

/// A message on a peer port: a replica copy (copy >= 0) or other traffic (copy < 0).
struct PortJob {
  int copy = -1;
  double ser_us = 0;
  double arrived = 0;
};

struct Port {
  std::vector<int> busy;  ///< per link: copy in service (-1 other traffic, -2 idle)
  std::vector<PortJob> job;
  sim::Fifo<PortJob> queue;
  double busy_us = 0;
};

/// A device write: local (copy < 0) or a replica copy.
struct DevReq {
  int write = -1;
  int copy = -1;
  double transfer_us = 0;
  double fixed_us = 0;
  int host = 0;
};

struct Device {
  int free_slots = 1;
  sim::Fifo<int> slot_queue;  ///< requests waiting for a slot
  sim::Fifo<int> bus_queue;   ///< requests in a slot waiting for the bus
  bool bus_busy = false;
  int on_bus = -1;
  double busy_us = 0;  ///< slot-time in use
};

struct Write {
  int vm = -1;
  int slot_vm = -1;
  double issued = 0;
  double bytes = 0;
  int size = 0;  ///< index of its size in the group's mix
  int pending = 0;
  double local_end = 0;
  double replica_end = 0;
};

struct Copy {
  int write = -1;
  int dest = 0;
  double ser_us = 0;
  double fixed_us = 0;
  double head_at = 0;
};

struct Vm {
  int group = 0;
  int host = 0;
};

struct GroupSetup {
  SizeMix mix;
  int peers = 0;
  bool wt = false;
  bool array = false;  ///< WT writes queue at the backing array
  /// Per size of the mix: the datastore's fixed time, and its delay after the array's queue
  /// part (when `array`), us.
  std::vector<double> ds_fixed_us, ds_delay_us;
  bool writes_device = true;
  double think_us = 0;
  bool active = false;
  int vms = 0;
};

/// A pool of records with a free list (writes, copies, device requests).
template <class T>
class Pool {
public:
  int add(const T& x)
  {
    if (!free_.empty()) {
      const int i = free_.back();
      free_.pop_back();
      items_[static_cast<std::size_t>(i)] = x;
      return i;
    }
    items_.push_back(x);
    return static_cast<int>(items_.size() - 1);
  }
  void release(int i) { free_.push_back(i); }
  T& operator[](int i) { return items_[static_cast<std::size_t>(i)]; }

private:
  std::vector<T> items_;
  std::vector<int> free_;
};

class WritePathSim {
public:
  WritePathSim(const Scenario& s, const std::vector<double>& think_us, const WritePathSimOptions& o,
               const LatencyOptions& lo, const ProgressFn& progress)
      : s_(s),
        o_(o),
        lo_(lo),
        progress_(progress),
        rng_(0),
        gamma_(s.acceleration.write_latency_scv)
  {
    std::uint64_t state = o.seed;
    rng_ = sim::Rng(sim::splitmix64(state));
    think_ = think_us;
  }

  WritePathSimResult run();

private:
  void schedule(double t, int kind, int a, int b = 0) { events_.push({t, seq_++, kind, a, b}); }
  /// A size drawn from the mix: its index.
  int sizeOf(const SizeMix& mix)
  {
    if (mix.bytes.size() == 1)
      return 0;
    double u = rng_.uniform();
    for (std::size_t i = 0; i < mix.bytes.size(); ++i) {
      if (u < mix.weight[i])
        return static_cast<int>(i);
      u -= mix.weight[i];
    }
    return static_cast<int>(mix.bytes.size()) - 1;
  }
  void issue(int slot_vm, double t);
  void deviceSubmit(int host, int write, int copy, double bytes, double t);
  void deviceTryStart(int host, double t);
  void busTryStart(int host, double t);
  void portArrive(int port, const PortJob& job, double t, bool receive);
  void portStart(int port, int link, const PortJob& job, double t, bool receive);
  void portDone(int port, int link, double t, bool receive);
  void partDone(int write, double t);
  void commit(int write, double t);
  void arrayArrive(int write, double t);
  void arrayStart(double t);

  const Scenario& s_;
  WritePathSimOptions o_;
  LatencyOptions lo_;
  const ProgressFn& progress_;
  sim::Rng rng_;
  UnitGamma gamma_;
  std::vector<double> think_;

  int hosts_ = 0, links_ = 1;
  double hv_us_ = 0, ack_us_ = 0, ds_mbps_ = 0, other_ser_us_ = 0;
  double other_rate_per_us_ = 0;
  std::vector<GroupSetup> groups_;
  std::vector<Vm> vms_;
  std::vector<int> slot_owner_;  ///< slot -> vm
  std::vector<int> others_;      ///< scratch: the hosts a spread write may choose
  std::vector<Device> dev_;
  std::vector<Port> tx_, rx_;
  std::vector<sim::Fifo<int>> storage_queue_;
  std::vector<bool> storage_busy_;
  std::vector<int> storage_on_;
  std::vector<double> storage_busy_us_;
  // The backing array's bottleneck, one FCFS server for the cluster: each WT write holds it
  // for an exponential time of mean LatencyOptions::datastore_write_demand_us(bytes).
  sim::Fifo<int> array_queue_;
  int array_on_ = -1;
  Pool<Write> writes_;
  Pool<Copy> copies_;
  Pool<DevReq> reqs_;
  std::priority_queue<Event, std::vector<Event>, Later> events_;
  std::uint64_t seq_ = 0;

  // Measurement.
  std::int64_t commits_ = 0;
  bool measuring_ = false;
  double window_start_ = 0;
  double now_ = 0;
  std::int64_t per_batch_ = 1;
  std::vector<std::vector<double>> batch_sum_, batch_n_;  ///< [group][batch]
  std::vector<double> first_sum_, first_sq_, first_n_;
  std::vector<std::vector<double>> first_batch_sum_, first_batch_n_;
  std::vector<double> local_sum_, local_n_, replica_sum_, replica_n_, rxwait_sum_, rxwait_n_;
  std::vector<std::int64_t> group_commits_;
};

void WritePathSim::arrayArrive(int write, double t)
{
  array_queue_.push(write);
  if (array_on_ < 0)
    arrayStart(t);
}

void WritePathSim::arrayStart(double t)
{
  if (array_on_ >= 0 || array_queue_.empty())
    return;
  array_on_ = array_queue_.front();
  array_queue_.pop();
  const double mean = lo_.datastore_write_demand_us(writes_[array_on_].bytes);
  schedule(t + (mean > 0 ? rng_.exponential(mean) : 0.0), kArrayDone, array_on_);
}

void WritePathSim::issue(int slot_vm, double t)
{
  const Vm& vm = vms_[static_cast<std::size_t>(slot_owner_[static_cast<std::size_t>(slot_vm)])];
  const GroupSetup& g = groups_[static_cast<std::size_t>(vm.group)];
  Write w;
  w.vm = slot_owner_[static_cast<std::size_t>(slot_vm)];
  w.slot_vm = slot_vm;
  w.issued = t;
  w.size = sizeOf(g.mix);
  w.bytes = g.mix.bytes[static_cast<std::size_t>(w.size)];
  const int id = writes_.add(w);
  Write& wr = writes_[id];
  wr.pending = (g.writes_device ? 1 : 0) + (g.wt ? 1 : g.peers);
  if (wr.pending == 0) {
    commit(id, t);
    return;
  }
  const double bytes = wr.bytes;
  if (g.writes_device)
    deviceSubmit(vm.host, id, -1, bytes, t);
  if (g.wt) {
    storage_queue_[static_cast<std::size_t>(vm.host)].push(id);
    if (!storage_busy_[static_cast<std::size_t>(vm.host)]) {
      const int next = storage_queue_[static_cast<std::size_t>(vm.host)].front();
      storage_queue_[static_cast<std::size_t>(vm.host)].pop();
      storage_busy_[static_cast<std::size_t>(vm.host)] = true;
      storage_on_[static_cast<std::size_t>(vm.host)] = next;
      const double d = ds_mbps_ > 0 ? units::transferUs(writes_[next].bytes, ds_mbps_) : 0.0;
      if (measuring_)
        storage_busy_us_[static_cast<std::size_t>(vm.host)] += d;
      schedule(t + d, kStorageDone, vm.host);
    }
    return;
  }
  // The N peers: ring h + 1..h + N, or N distinct others drawn uniformly.
  int peers[64];
  const int n = std::min(g.peers, 64);
  if (s_.peer_network.peer_selection == PeerSelection::Ring) {
    for (int k = 0; k < n; ++k)
      peers[k] = (vm.host + 1 + k) % hosts_;
  } else {
    const int m = hosts_ - 1;
    others_.resize(static_cast<std::size_t>(m));
    for (int k = 0; k < m; ++k)
      others_[static_cast<std::size_t>(k)] = k < vm.host ? k : k + 1;
    for (int k = 0; k < n; ++k) {
      const int j = k + static_cast<int>(rng_.below(m - k));
      std::swap(others_[static_cast<std::size_t>(k)], others_[static_cast<std::size_t>(j)]);
      peers[k] = others_[static_cast<std::size_t>(k)];
    }
  }
  const double ser = detail::copySerialisationUs(s_.peer_network, bytes, lo_);
  const double fixed = detail::forwardFixedUs(s_.peer_network, bytes, lo_);
  for (int k = 0; k < n; ++k) {
    Copy c;
    c.write = id;
    c.dest = peers[k];
    c.ser_us = ser;
    c.fixed_us = fixed;
    const int cid = copies_.add(c);
    portArrive(vm.host, PortJob{cid, ser, t}, t, false);
  }
}

void WritePathSim::deviceSubmit(int host, int write, int copy, double bytes, double t)
{
  const Acceleration& acc = s_.acceleration;
  const double g = gamma_(rng_);
  DevReq r;
  r.write = write;
  r.copy = copy;
  r.host = host;
  r.transfer_us = (acc.write_mbps > 0 ? units::transferUs(bytes, acc.write_mbps) : 0.0) * g;
  r.fixed_us = deviceFixedUs(acc) * g;
  const int id = reqs_.add(r);
  dev_[static_cast<std::size_t>(host)].slot_queue.push(id);
  deviceTryStart(host, t);
}

void WritePathSim::deviceTryStart(int host, double t)
{
  Device& d = dev_[static_cast<std::size_t>(host)];
  while (d.free_slots > 0 && !d.slot_queue.empty()) {
    const int id = d.slot_queue.front();
    d.slot_queue.pop();
    --d.free_slots;
    if (measuring_)
      d.busy_us -= t;  // closed when the slot is released
    d.bus_queue.push(id);
  }
  busTryStart(host, t);
}

void WritePathSim::busTryStart(int host, double t)
{
  Device& d = dev_[static_cast<std::size_t>(host)];
  if (d.bus_busy || d.bus_queue.empty())
    return;
  const int id = d.bus_queue.front();
  d.bus_queue.pop();
  d.bus_busy = true;
  d.on_bus = id;
  schedule(t + reqs_[id].transfer_us, kBusDone, host);
}

void WritePathSim::portArrive(int port, const PortJob& job, double t, bool receive)
{
  Port& p = receive ? rx_[static_cast<std::size_t>(port)] : tx_[static_cast<std::size_t>(port)];
  for (int l = 0; l < links_; ++l) {
    if (p.busy[static_cast<std::size_t>(l)] == -2) {
      portStart(port, l, job, t, receive);
      return;
    }
  }
  p.queue.push(job);
}

void WritePathSim::portStart(int port, int link, const PortJob& job, double t, bool receive)
{
  Port& p = receive ? rx_[static_cast<std::size_t>(port)] : tx_[static_cast<std::size_t>(port)];
  p.busy[static_cast<std::size_t>(link)] = job.copy >= 0 ? job.copy : -1;
  p.job[static_cast<std::size_t>(link)] = job;
  if (measuring_)
    p.busy_us += job.ser_us;
  if (job.copy >= 0) {
    Copy& c = copies_[job.copy];
    if (receive) {
      if (measuring_) {
        const std::size_t g =
            static_cast<std::size_t>(vms_[static_cast<std::size_t>(writes_[c.write].vm)].group);
        rxwait_sum_[g] += t - c.head_at;
        rxwait_n_[g] += 1;
      }
    } else {
      // Cut-through: the head reaches the receiving port a fixed time after it leaves.
      schedule(t + c.fixed_us, kRxHead, job.copy);
    }
  }
  schedule(t + job.ser_us, receive ? kRxDone : kTxDone, port, link);
}

void WritePathSim::portDone(int port, int link, double t, bool receive)
{
  Port& p = receive ? rx_[static_cast<std::size_t>(port)] : tx_[static_cast<std::size_t>(port)];
  const int copy = p.busy[static_cast<std::size_t>(link)];
  p.busy[static_cast<std::size_t>(link)] = -2;
  if (receive && copy >= 0) {
    Copy& c = copies_[copy];
    deviceSubmit(c.dest, c.write, copy, writes_[c.write].bytes, t);
  }
  if (!p.queue.empty()) {
    const PortJob next = p.queue.front();
    p.queue.pop();
    portStart(port, link, next, t, receive);
  }
}

void WritePathSim::partDone(int write, double t)
{
  Write& w = writes_[write];
  if (--w.pending == 0)
    commit(write, t);
}

void WritePathSim::commit(int write, double t)
{
  const Write w = writes_[write];
  writes_.release(write);
  const double done = t + hv_us_;
  const Vm& vm = vms_[static_cast<std::size_t>(w.vm)];
  const std::size_t g = static_cast<std::size_t>(vm.group);
  ++commits_;
  if (!measuring_ && commits_ > o_.warmup_writes) {
    measuring_ = true;
    window_start_ = t;
    commits_ = 1;
    // Busy time from here on: slots held now count from now.
    const double slots = std::max(s_.acceleration.parallelism, 1);
    for (Device& d : dev_)
      d.busy_us = -(slots - d.free_slots) * t;
  }
  if (measuring_) {
    const double lat = done - w.issued;
    const std::size_t b = std::min(static_cast<std::size_t>((commits_ - 1) / per_batch_),
                                   static_cast<std::size_t>(o_.batches - 1));
    batch_sum_[g][b] += lat;
    batch_n_[g][b] += 1;
    ++group_commits_[g];
    if (vm.host == 0) {
      first_batch_sum_[g][b] += lat;
      first_batch_n_[g][b] += 1;
    }
    if (groups_[g].writes_device) {
      local_sum_[g] += w.local_end - w.issued;
      local_n_[g] += 1;
    }
    if (groups_[g].wt || groups_[g].peers > 0) {
      replica_sum_[g] += w.replica_end - w.issued;
      replica_n_[g] += 1;
    }
  }
  const double think = think_[g] > 0 ? rng_.exponential(think_[g]) : 0.0;
  schedule(done + think, kIssue, w.slot_vm);
}

WritePathSimResult WritePathSim::run()
{
  WritePathSimResult res;
  const std::size_t G = s_.vm_groups.size();
  hosts_ = std::max(s_.hosts, 0);
  if (hosts_ < 1 || hosts_ > 4096) {
    res.problem = "hosts";
    return res;
  }
  if (o_.writes < 1000 || o_.warmup_writes < 0 || o_.batches < 2 || o_.batches > 100 ||
      o_.max_events < 1 || !(o_.max_simulated_s > 0) || !(o_.other_message_bytes > 0)) {
    res.problem = "sim_options";
    return res;
  }
  const PeerNetwork& net = s_.peer_network;
  links_ = std::max(net.usable_links, 1);
  hv_us_ = std::max(lo_.hypervisor_us, 0.0);
  ack_us_ = ackUs(net, lo_).total();
  ds_mbps_ = detail::datastoreMbps(s_, lo_);
  other_ser_us_ =
      net.link_gbps > 0
          ? units::serialisationUs(wireBytesPerIo(o_.other_message_bytes, net), net.link_gbps)
          : 0.0;
  const double other = std::max(net.other_traffic_mbps, 0.0);
  other_rate_per_us_ =
      other > 0 ? units::perSToPerUs(other * units::kBytesPerMB / o_.other_message_bytes) : 0.0;

  groups_.resize(G);
  for (std::size_t gi = 0; gi < G; ++gi) {
    const VmGroup& vg = s_.vm_groups[gi];
    GroupSetup& g = groups_[gi];
    g.mix = detail::sizeMix(vg);
    g.peers = detail::effectivePeers(s_, vg.write_policy);
    g.wt = !vg.write_policy.isWriteBack();
    if (g.wt) {
      // As the latency model splits the datastore: the array's queue part, then the rest, for
      // each size.
      for (double b : g.mix.bytes) {
        const double fixed = detail::datastoreFixedUs(lo_, ds_mbps_, b);
        double d = lo_.datastore_write_demand_us ? lo_.datastore_write_demand_us(b) : 0.0;
        d = std::isfinite(d) && d > 0 ? d : 0.0;
        g.array = g.array || d > 0;
        g.ds_fixed_us.push_back(fixed);
        g.ds_delay_us.push_back(std::max(fixed - d, 0.0));
      }
    }
    g.writes_device = detail::localDeviceWritten(vg.write_policy, lo_);
    g.think_us = gi < think_.size() ? std::max(think_[gi], 0.0) : 0.0;
    const double demand =
        lo_.rate_basis == RateBasis::Peak ? profilePeakMbps(vg.write) : profileMeanMbps(vg.write);
    g.active = demand > 0 && vg.vms_per_host > 0 && vg.outstanding_ios > 0 && g.mix.mean_bytes > 0;
    if (g.active && g.peers > 0 && hosts_ < 2)
      g.peers = 0;
  }
  think_.resize(G, 0.0);
  dev_.assign(static_cast<std::size_t>(hosts_), Device{});
  for (Device& d : dev_)
    d.free_slots = std::max(s_.acceleration.parallelism, 1);
  Port blank;
  blank.busy.assign(static_cast<std::size_t>(links_), -2);
  blank.job.assign(static_cast<std::size_t>(links_), PortJob{});
  tx_.assign(static_cast<std::size_t>(hosts_), blank);
  rx_.assign(static_cast<std::size_t>(hosts_), blank);
  storage_queue_.assign(static_cast<std::size_t>(hosts_), sim::Fifo<int>{});
  storage_busy_.assign(static_cast<std::size_t>(hosts_), false);
  storage_on_.assign(static_cast<std::size_t>(hosts_), -1);
  storage_busy_us_.assign(static_cast<std::size_t>(hosts_), 0.0);

  // VMs and their slots; every slot starts with a think time (a random phase).
  for (std::size_t gi = 0; gi < G; ++gi) {
    const VmGroup& vg = s_.vm_groups[gi];
    if (!groups_[gi].active)
      continue;
    for (int h = 0; h < hostsRunning(vg, hosts_); ++h) {
      for (int v = 0; v < vg.vms_per_host; ++v) {
        vms_.push_back({static_cast<int>(gi), h});
        ++groups_[gi].vms;
        for (int k = 0; k < vg.outstanding_ios; ++k)
          slot_owner_.push_back(static_cast<int>(vms_.size() - 1));
      }
    }
  }
  if (vms_.empty()) {
    res.problem = "groups";
    return res;
  }
  for (std::size_t sl = 0; sl < slot_owner_.size(); ++sl) {
    const double z =
        think_[static_cast<std::size_t>(vms_[static_cast<std::size_t>(slot_owner_[sl])].group)];
    schedule(z > 0 ? rng_.exponential(z) : 0.0, kIssue, static_cast<int>(sl));
  }
  if (other_rate_per_us_ > 0) {
    for (int h = 0; h < hosts_; ++h) {
      schedule(rng_.exponential(1.0 / other_rate_per_us_), kOtherArrive, 2 * h);
      schedule(rng_.exponential(1.0 / other_rate_per_us_), kOtherArrive, 2 * h + 1);
    }
  }
  per_batch_ = std::max<std::int64_t>(1, o_.writes / o_.batches);
  batch_sum_.assign(G, std::vector<double>(static_cast<std::size_t>(o_.batches), 0.0));
  batch_n_ = batch_sum_;
  first_batch_sum_ = batch_sum_;
  first_batch_n_ = batch_sum_;
  local_sum_.assign(G, 0.0);
  local_n_ = replica_sum_ = replica_n_ = rxwait_sum_ = rxwait_n_ = local_sum_;
  group_commits_.assign(G, 0);

  const double horizon_us = o_.max_simulated_s * units::kUsPerS;
  const std::int64_t total = o_.warmup_writes + o_.writes;
  std::int64_t next_report = 1 << 16;
  while (!events_.empty()) {
    if (measuring_ && commits_ >= o_.writes)
      break;
    if (res.events >= o_.max_events) {
      res.truncated = true;
      break;
    }
    const Event e = events_.top();
    if (e.t > horizon_us) {
      res.truncated = true;
      break;
    }
    events_.pop();
    ++res.events;
    now_ = e.t;
    const double t = e.t;
    switch (e.kind) {
    case kIssue: issue(e.a, t); break;
    case kBusDone: {
      Device& d = dev_[static_cast<std::size_t>(e.a)];
      const int id = d.on_bus;
      d.bus_busy = false;
      d.on_bus = -1;
      schedule(t + reqs_[id].fixed_us, kProgramDone, id);
      busTryStart(e.a, t);
      break;
    }
    case kProgramDone: {
      const DevReq r = reqs_[e.a];
      reqs_.release(e.a);
      Device& d = dev_[static_cast<std::size_t>(r.host)];
      ++d.free_slots;
      if (measuring_)
        d.busy_us += t;
      if (r.copy < 0) {
        writes_[r.write].local_end = t;
        partDone(r.write, t);
      } else {
        copies_.release(r.copy);
        schedule(t + ack_us_, kAck, r.write);
      }
      deviceTryStart(r.host, t);
      break;
    }
    case kTxDone: portDone(e.a, e.b, t, false); break;
    case kRxHead: {
      Copy& c = copies_[e.a];
      c.head_at = t;
      portArrive(c.dest, PortJob{e.a, c.ser_us, t}, t, true);
      break;
    }
    case kRxDone: portDone(e.a, e.b, t, true); break;
    case kAck: {
      Write& w = writes_[e.a];
      w.replica_end = std::max(w.replica_end, t);
      partDone(e.a, t);
      break;
    }
    case kStorageDone: {
      const std::size_t h = static_cast<std::size_t>(e.a);
      const int id = storage_on_[h];
      const GroupSetup& wg =
          groups_[static_cast<std::size_t>(vms_[static_cast<std::size_t>(writes_[id].vm)].group)];
      if (wg.array)
        arrayArrive(id, t);
      else
        schedule(t + wg.ds_fixed_us[static_cast<std::size_t>(writes_[id].size)], kArrayAck, id);
      storage_busy_[h] = false;
      storage_on_[h] = -1;
      if (!storage_queue_[h].empty()) {
        const int next = storage_queue_[h].front();
        storage_queue_[h].pop();
        storage_busy_[h] = true;
        storage_on_[h] = next;
        const double d = ds_mbps_ > 0 ? units::transferUs(writes_[next].bytes, ds_mbps_) : 0.0;
        if (measuring_)
          storage_busy_us_[h] += d;
        schedule(t + d, kStorageDone, e.a);
      }
      break;
    }
    case kArrayDone: {
      const int id = array_on_;
      array_on_ = -1;
      const GroupSetup& wg =
          groups_[static_cast<std::size_t>(vms_[static_cast<std::size_t>(writes_[id].vm)].group)];
      schedule(t + wg.ds_delay_us[static_cast<std::size_t>(writes_[id].size)], kArrayAck, id);
      arrayStart(t);
      break;
    }
    case kArrayAck: {
      Write& w = writes_[e.a];
      w.replica_end = std::max(w.replica_end, t);
      partDone(e.a, t);
      break;
    }
    case kOtherArrive: {
      const int host = e.a / 2;
      portArrive(host, PortJob{-1, other_ser_us_, t}, t, e.a % 2 == 1);
      schedule(t + rng_.exponential(1.0 / other_rate_per_us_), kOtherArrive, e.a);
      break;
    }
    default: break;
    }
    if (progress_ && res.events >= next_report) {
      next_report += 1 << 16;
      const double done = static_cast<double>(measuring_ ? o_.warmup_writes + commits_ : commits_);
      if (!progress_(std::clamp(done / static_cast<double>(total), 0.0, 1.0))) {
        res.cancelled = true;
        break;
      }
    }
  }

  res.simulated_s = now_ / units::kUsPerS;
  res.measured_s = measuring_ ? (now_ - window_start_) / units::kUsPerS : 0.0;
  const double window_us = measuring_ ? now_ - window_start_ : 0.0;
  res.device_utilization.assign(static_cast<std::size_t>(hosts_), 0.0);
  res.tx_utilization.assign(static_cast<std::size_t>(hosts_), 0.0);
  res.rx_utilization.assign(static_cast<std::size_t>(hosts_), 0.0);
  if (window_us > 0) {
    const double slots = std::max(s_.acceleration.parallelism, 1);
    for (int h = 0; h < hosts_; ++h) {
      const std::size_t i = static_cast<std::size_t>(h);
      Device& d = dev_[i];
      // Slots still held at the end count until now.
      const double held = slots - d.free_slots;
      res.device_utilization[i] =
          std::clamp((d.busy_us + held * now_) / (slots * window_us), 0.0, 1.0);
      res.tx_utilization[i] = std::clamp(tx_[i].busy_us / (links_ * window_us), 0.0, 1.0);
      res.rx_utilization[i] = std::clamp(rx_[i].busy_us / (links_ * window_us), 0.0, 1.0);
    }
  }
  res.groups.assign(G, WritePathSimGroup{});
  auto meanAndCi = [&](const std::vector<double>& sum, const std::vector<double>& n, double& mean,
                       double& ci) {
    double all = 0, count = 0;
    std::vector<double> means;
    for (std::size_t b = 0; b < sum.size(); ++b) {
      all += sum[b];
      count += n[b];
      if (n[b] > 0)
        means.push_back(sum[b] / n[b]);
    }
    mean = count > 0 ? all / count : 0.0;
    ci = 0;
    if (means.size() >= 2) {
      double m = 0;
      for (double x : means)
        m += x;
      m /= static_cast<double>(means.size());
      double var = 0;
      for (double x : means)
        var += (x - m) * (x - m);
      var /= static_cast<double>(means.size() - 1);
      ci = student975(static_cast<int>(means.size()) - 1) *
           std::sqrt(var / static_cast<double>(means.size()));
    }
  };
  for (std::size_t gi = 0; gi < G; ++gi) {
    WritePathSimGroup& r = res.groups[gi];
    const GroupSetup& g = groups_[gi];
    r.writes = group_commits_[gi];
    if (!g.active || r.writes == 0)
      continue;
    meanAndCi(batch_sum_[gi], batch_n_[gi], r.latency_us, r.latency_ci95_us);
    meanAndCi(first_batch_sum_[gi], first_batch_n_[gi], r.first_host_latency_us,
              r.first_host_ci95_us);
    r.iops_per_vm = window_us > 0 ? static_cast<double>(r.writes) /
                                        (units::usToS(window_us) * std::max(g.vms, 1))
                                  : 0.0;
    r.write_mbps_per_vm = units::mbpsFromIops(r.iops_per_vm, g.mix.mean_bytes);
    r.local_leg_us = local_n_[gi] > 0 ? local_sum_[gi] / local_n_[gi] : 0.0;
    r.replica_leg_us = replica_n_[gi] > 0 ? replica_sum_[gi] / replica_n_[gi] : 0.0;
    r.receive_wait_us = rxwait_n_[gi] > 0 ? rxwait_sum_[gi] / rxwait_n_[gi] : 0.0;
  }
  res.valid = true;
  return res;
}

}  // namespace

WritePathSimResult simulateWritePath(const Scenario& s, const std::vector<double>& think_us,
                                     const WritePathSimOptions& options,
                                     const LatencyOptions& latency, const ProgressFn& progress)
{
  WritePathSim sim(s, think_us, options, latency, progress);
  return sim.run();
}

std::vector<double> thinkTimesUs(const LatencyResult& r)
{
  std::vector<double> z;
  for (const GroupLatency& g : r.groups)
    z.push_back(std::max(g.think_us, 0.0));
  return z;
}

}  // namespace accel
