// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/sizing/design_search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "model/backing/raid.h"
#include "model/common/profile.h"
#include "model/latency/legs.h"
#include "model/sizing/headroom.h"

namespace accel {

namespace {

std::size_t dimSize(std::size_t n)
{
  return std::max<std::size_t>(n, 1);
}

std::size_t rangeSize(const std::optional<IntRange>& r)
{
  if (!r || r->step < 1 || r->max < r->min)
    return 1;
  return static_cast<std::size_t>((r->max - r->min) / r->step + 1);
}

/// The space as two factors: the outer dimensions (a "layout": host count and everything of the
/// backing array) and the inner ones (policy, device, buffer, link). Candidate i is layout
/// i / inner, inner option i % inner. The backing array's and the destager's results depend on
/// the layout only (and the buffer), so the candidates of one layout share them.
struct Radix {
  // Outer, most significant first.
  std::size_t hosts, level, disk, count, groups, segment, destage, pattern, cache, block;
  // Inner, most significant first.
  std::size_t policy, device, buffer, link;

  explicit Radix(const DesignDimensions& d)
      : hosts(rangeSize(d.hosts)),
        level(dimSize(d.raid_levels.size())),
        disk(dimSize(d.disks.size())),
        count(rangeSize(d.disk_count)),
        groups(dimSize(d.raid_groups.size())),
        segment(dimSize(d.segment_kib.size())),
        destage(dimSize(d.destage_sequential_fraction.size())),
        pattern(dimSize(d.destage_patterns.size())),
        cache(dimSize(d.read_cache_gib.size())),
        block(dimSize(d.read_cache_block_kib.size())),
        policy(dimSize(d.write_policies.size())),
        device(dimSize(d.devices.size())),
        buffer(dimSize(d.write_buffer_mb.size())),
        link(dimSize(d.peer_links.size()))
  {
  }
  std::vector<std::size_t> outer() const
  {
    return {hosts, level, disk, count, groups, segment, destage, pattern, cache, block};
  }
  std::vector<std::size_t> innerDims() const { return {policy, device, buffer, link}; }
};

/// Product of sizes, saturating at the largest size_t.
std::size_t product(const std::vector<std::size_t>& sizes)
{
  std::size_t n = 1;
  for (std::size_t r : sizes) {
    if (n > std::numeric_limits<std::size_t>::max() / r)
      return std::numeric_limits<std::size_t>::max();
    n *= r;
  }
  return n;
}

/// Splits `index` into digits of `sizes` (most significant first).
void digitsOf(std::size_t index, const std::vector<std::size_t>& sizes, std::size_t* digit)
{
  for (std::size_t k = sizes.size(); k-- > 0;) {
    digit[k] = index % sizes[k];
    index /= sizes[k];
  }
}

int pick(std::size_t n, std::size_t i)
{
  return n == 0 ? -1 : static_cast<int>(i);
}

/// The outer (layout) part of a choice.
void outerChoice(const DesignDimensions& d, const Radix& r, std::size_t layout, DesignChoice& c)
{
  std::size_t digit[10];
  digitsOf(layout, r.outer(), digit);
  if (d.hosts)
    c.hosts = d.hosts->min + static_cast<int>(digit[0]) * d.hosts->step;
  c.level = pick(d.raid_levels.size(), digit[1]);
  c.disk = pick(d.disks.size(), digit[2]);
  if (d.disk_count)
    c.disk_count = d.disk_count->min + static_cast<int>(digit[3]) * d.disk_count->step;
  c.raid_groups = pick(d.raid_groups.size(), digit[4]);
  c.segment = pick(d.segment_kib.size(), digit[5]);
  c.destage = pick(d.destage_sequential_fraction.size(), digit[6]);
  c.pattern = pick(d.destage_patterns.size(), digit[7]);
  c.read_cache = pick(d.read_cache_gib.size(), digit[8]);
  c.read_cache_block = pick(d.read_cache_block_kib.size(), digit[9]);
}

/// The inner part of a choice.
void innerChoice(const DesignDimensions& d, const Radix& r, std::size_t inner, DesignChoice& c)
{
  std::size_t digit[4];
  digitsOf(inner, r.innerDims(), digit);
  c.policy = pick(d.write_policies.size(), digit[0]);
  c.device = pick(d.devices.size(), digit[1]);
  c.buffer = pick(d.write_buffer_mb.size(), digit[2]);
  c.peer_link = pick(d.peer_links.size(), digit[3]);
}

DesignChoice choiceAt(const DesignDimensions& d, std::size_t index)
{
  const Radix r(d);
  const std::size_t inner = product(r.innerDims());
  DesignChoice c;
  outerChoice(d, r, index / inner, c);
  innerChoice(d, r, index % inner, c);
  return c;
}

bool touchesRaid(const DesignChoice& c)
{
  return c.level >= 0 || c.disk >= 0 || c.disk_count >= 0 || c.raid_groups >= 0 || c.segment >= 0;
}

int totalDisks(const Scenario& s)
{
  int n = 0;
  for (const RaidGroup& g : s.backing.raid_groups)
    n += g.disks;
  return n;
}

/// The read-cache choices applied to every group with a read cache; false when the caches of
/// one host (host 1 runs every group) outgrow the acceleration device.
bool applyReadCache(const DesignDimensions& d, const DesignChoice& c, Scenario& s)
{
  if (c.read_cache < 0 && c.read_cache_block < 0)
    return true;
  double host_gib = 0;
  for (VmGroup& g : s.vm_groups) {
    if (!g.read_cache)
      continue;
    if (c.read_cache >= 0)
      g.read_cache->size_gib = d.read_cache_gib[static_cast<std::size_t>(c.read_cache)];
    if (c.read_cache_block >= 0)
      g.read_cache->block_kib =
          d.read_cache_block_kib[static_cast<std::size_t>(c.read_cache_block)];
    if (g.read.working_set_gib)
      host_gib += g.vms_per_host * g.read_cache->size_gib.value_or(0.2 * *g.read.working_set_gib);
  }
  return !(host_gib > s.acceleration.capacity_gib);
}

/// The outer choices applied to `base`: hosts (each group's VMs in all kept), the RAID layout
/// and the read caches. False when the level cannot form the geometry or the caches do not
/// fit on the device.
bool applyOuter(const Scenario& base, const DesignDimensions& d, const DesignChoice& c, Scenario& s)
{
  if (c.hosts >= 0) {
    // The same VMs on a different number of hosts: each group's VMs in all are kept.
    for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
      VmGroup& g = s.vm_groups[i];
      const VmGroup& was = base.vm_groups[i];
      const long total = static_cast<long>(was.vms_per_host) * hostsRunning(was, base.hosts);
      g.on_hosts =
          was.on_hosts ? std::optional<int>(std::min(*was.on_hosts, c.hosts)) : std::nullopt;
      const int now = hostsRunning(g, c.hosts);
      g.vms_per_host = now > 0 ? static_cast<int>((total + now - 1) / now) : 0;
    }
    s.hosts = c.hosts;
  }
  if (!applyReadCache(d, c, s))
    return false;
  if (c.destage >= 0)
    s.backing.destage_sequential_fraction =
        d.destage_sequential_fraction[static_cast<std::size_t>(c.destage)];
  if (c.pattern >= 0)
    s.backing.destage_pattern = d.destage_patterns[static_cast<std::size_t>(c.pattern)];
  if (touchesRaid(c) && !base.backing.raid_groups.empty()) {
    RaidGroup g = base.backing.raid_groups.front();
    if (c.level >= 0)
      g.level = d.raid_levels[static_cast<std::size_t>(c.level)];
    if (c.disk >= 0)
      g.disk = d.disks[static_cast<std::size_t>(c.disk)].disk;
    if (c.segment >= 0)
      g.segment_kib = d.segment_kib[static_cast<std::size_t>(c.segment)];
    const int groups = c.raid_groups >= 0 ? d.raid_groups[static_cast<std::size_t>(c.raid_groups)]
                                          : static_cast<int>(base.backing.raid_groups.size());
    const int total = c.disk_count >= 0 ? c.disk_count : totalDisks(base);
    if (groups < 1 || total < groups || total % groups != 0)
      return false;
    g.disks = total / groups;
    if (!raidGeometry(g).valid)
      return false;
    s.backing.raid_groups.assign(static_cast<std::size_t>(groups), g);
  }
  return true;
}

/// The inner choices applied to `s` (which holds the layout of `unit`, a scenario with the
/// outer choices applied): link, device, buffer, policy. False when a WB+N has fewer than N
/// other hosts.
bool applyInner(const Scenario& base, const Scenario& unit, const DesignDimensions& d,
                const DesignChoice& c, Scenario& s)
{
  s.peer_network = unit.peer_network;
  if (c.peer_link >= 0) {
    const LinkOption& l = d.peer_links[static_cast<std::size_t>(c.peer_link)];
    PeerNetwork& n = s.peer_network;
    const bool kind_changed = n.kind != l.kind;
    n.kind = l.kind;
    n.link_gbps = l.link_gbps;
    n.usable_links = l.usable_links;
    if (l.mtu)
      n.mtu = *l.mtu;
    else if (kind_changed)
      n.mtu = l.kind == NetKind::InfiniBand ? 2048 : 1500;  // the kinds' usual MTUs
  }
  s.acceleration = unit.acceleration;
  if (c.device >= 0)
    applyDevicePreset(d.devices[static_cast<std::size_t>(c.device)], s.acceleration);
  if (c.buffer >= 0)
    s.acceleration.write_buffer_mb = d.write_buffer_mb[static_cast<std::size_t>(c.buffer)];
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    WritePolicy& p = s.vm_groups[i].write_policy;
    p = unit.vm_groups[i].write_policy;
    if (c.policy >= 0 && base.vm_groups[i].write_policy.isWriteBack())
      p = d.write_policies[static_cast<std::size_t>(c.policy)];
    if (p.isWriteBack() && p.peers >= s.hosts && s.hosts > 0)
      return false;  // WB+N needs N other hosts: not a design
  }
  return true;
}

/// How many requirements a candidate misses (for ranking the closest misses).
int missed(const RequirementsResult& r)
{
  int n = 0;
  for (const RequirementCheck& c : r.checks)
    n += c.met ? 0 : 1;
  return n;
}

struct Kept {
  std::size_t index = 0;
  double cost = 0;
  int missed = 0;
};

/// The `n` best of a stream, by `better`: a bounded list kept sorted.
class Best {
public:
  Best(std::size_t n, bool (*better)(const Kept&, const Kept&)) : n_(n), better_(better) {}
  void offer(const Kept& k)
  {
    if (n_ == 0)
      return;
    if (items_.size() == n_ && !better_(k, items_.back()))
      return;
    items_.insert(std::upper_bound(items_.begin(), items_.end(), k, better_), k);
    if (items_.size() > n_)
      items_.pop_back();
  }
  void merge(const Best& o)
  {
    for (const Kept& k : o.items_)
      offer(k);
  }
  const std::vector<Kept>& items() const { return items_; }

private:
  std::size_t n_;
  bool (*better_)(const Kept&, const Kept&);
  std::vector<Kept> items_;
};

bool cheaper(const Kept& a, const Kept& b)
{
  return a.cost < b.cost || (a.cost == b.cost && a.index < b.index);
}

bool closer(const Kept& a, const Kept& b)
{
  if (a.missed != b.missed)
    return a.missed < b.missed;
  return cheaper(a, b);
}

/// The bits of a double, for keys.
std::uint64_t bitsOf(double x)
{
  std::uint64_t b = 0;
  std::memcpy(&b, &x, sizeof b);
  return b;
}

/// One thread's evaluator: the models' results of the candidates it has seen, each kept for
/// reuse by the candidates that share every input of that model.
///   replica:  link, policy, host count (the VMs' placement follows the host count)
///   backing:  the layout (host count and the RAID layout; destage mix and hosts), with what
///             the array supplies the destager (destageSupply: its load over time, the
///             streams' share)
///   latency:  link, device, policy, host count and the datastore latency the backing model
///             gives write-through groups (when the scenario has any)
///   destager: the layout, the buffer and the rate each group's VMs reach (the latency
///             model's, reachableWriteMbps), in evaluate()'s order: backing, latency, destager
class Evaluator {
public:
  Evaluator(const Scenario& grown, const DesignDimensions& d, const EvaluateOptions& eo)
      : base_(grown), dims_(d), radix_(d), eo_(eo), work_(grown), unit_(grown)
  {
    for (const VmGroup& g : grown.vm_groups)
      any_write_through_ = any_write_through_ || !g.write_policy.isWriteBack();
  }

  /// Moves to a layout; false when its RAID geometry is not one the level can form.
  bool layout(std::size_t index)
  {
    if (have_layout_ && index == layout_index_)
      return layout_valid_;
    have_layout_ = true;
    layout_index_ = index;
    layout_ = DesignChoice{};
    outerChoice(dims_, radix_, index, layout_);
    unit_ = base_;
    layout_valid_ = applyOuter(base_, dims_, layout_, unit_);
    work_ = unit_;
    destagers_.assign(radix_.buffer, {});
    refined_.clear();
    if (layout_valid_) {
      BackingOptions bo = backingOptionsFor(unit_);
      bo.disks_needed = false;  // for the findings only
      // The array's load with the reads that reach its disks, as evaluate() has it, and what
      // it supplies the destager (its load over time, the streams' share).
      const ReadCacheResult rc = computeReadCache(unit_, eo_.read_cache);
      const Scenario array = arrayLoadScenario(unit_, rc);
      backing_ = backingFor(array, bo);
      latency_options_ = latencyOptionsFor(eo_, backing_);
      supply_ = destageSupply(array, backing_, loadTimeline(unit_, rc));
    }
    return layout_valid_;
  }

  /// Moves to the candidate `inner` of the current layout: its choice in *choice; false when
  /// it is not a design.
  bool prepare(std::size_t inner, DesignChoice* choice)
  {
    DesignChoice c = layout_;
    innerChoice(dims_, radix_, inner, c);
    *choice = c;
    return applyInner(base_, unit_, dims_, c, work_);
  }

  /// The requirements of the candidate prepared (its choice `c`).
  RequirementsResult check(const DesignChoice& c)
  {
    const std::size_t host_digit =
        dims_.hosts ? static_cast<std::size_t>((c.hosts - dims_.hosts->min) / dims_.hosts->step)
                    : 0;
    const std::size_t policy = static_cast<std::size_t>(std::max(c.policy, 0));
    const std::size_t link = static_cast<std::size_t>(std::max(c.peer_link, 0));
    const std::size_t device = static_cast<std::size_t>(std::max(c.device, 0));
    const std::size_t buffer = static_cast<std::size_t>(std::max(c.buffer, 0));

    const std::uint64_t rkey = (host_digit * radix_.policy + policy) * radix_.link + link;
    auto r = replica_.find(rkey);
    if (r == replica_.end()) {
      if (replica_.size() > kMaxEntries)
        replica_.clear();
      r = replica_.emplace(rkey, computeReplica(work_, RateBasis::Peak)).first;
    }

    // The read caches take device time from the writes: their choice is part of the key.
    const std::size_t cache_digit =
        static_cast<std::size_t>(std::max(c.read_cache, 0)) * radix_.block +
        static_cast<std::size_t>(std::max(c.read_cache_block, 0));
    const std::uint64_t lkey =
        (((host_digit * radix_.cache * radix_.block + cache_digit) * radix_.policy + policy) *
             radix_.device +
         device) *
            radix_.link +
        link;
    const std::uint64_t ds = any_write_through_ ? datastoreKey() : 0;
    auto l = latency_.find(lkey);
    if (l == latency_.end() || l->second.first != ds) {
      if (latency_.size() > kMaxEntries)
        latency_.clear();
      LatencyResult lr = computeLatency(
          deviceLoadScenario(work_, computeReadCache(work_, eo_.read_cache)), latency_options_);
      l = latency_.insert_or_assign(lkey, std::make_pair(ds, std::move(lr))).first;
    }

    // Where a held-back group moves the array's write mix, the backing and the latency as
    // evaluate() has them (arrayAndLatency), one per layout, set of rates reached and, where
    // write-through groups commit at the array, latency key.
    const BackingResult* backing = &backing_;
    const DestageSupply* supply = &supply_;
    const BackingResult* at_demand = nullptr;
    const LatencyResult* latency = &l->second.second;
    std::vector<std::optional<double>> reach = reachableWriteMbps(work_, *latency);
    std::size_t refined_index = 0;  // 0: the layout's backing; i + 1: refined_[i]
    if (arrayWritesMove(work_, reach, {})) {
      const std::uint64_t key = any_write_through_ ? lkey + 1 : 0;
      auto f = std::find_if(refined_.begin(), refined_.end(),
                            [&](const Refined& x) { return x.key == key && x.reach_in == reach; });
      if (f == refined_.end()) {
        if (refined_.size() > kMaxDestaged) {
          refined_.clear();
          for (std::vector<Destaged>& list : destagers_)
            list.clear();  // their indices into refined_ are gone
        }
        const ReadCacheResult rc = computeReadCache(work_, eo_.read_cache);
        const Scenario array = arrayLoadScenario(work_, rc);
        BackingOptions bo = backingOptionsFor(work_);
        bo.disks_needed = false;
        ArrayAndLatency al = arrayAndLatency(array, deviceLoadScenario(work_, rc), eo_, bo);
        DestageSupply sup = destageSupply(array, al.backing, loadTimeline(work_, rc));
        refined_.push_back(Refined{key, reach, std::move(al), std::move(sup)});
        f = std::prev(refined_.end());
      }
      backing = &f->array.backing;
      at_demand = f->array.at_demand ? &*f->array.at_demand : nullptr;
      supply = &f->supply;
      latency = &f->array.latency;
      reach = reachableWriteMbps(work_, *latency);
      refined_index = static_cast<std::size_t>(f - refined_.begin()) + 1;
    }

    // The destager is fed what each VM reaches (evaluate()'s order): one result per layout,
    // buffer, backing and set of reachable rates (most candidates share the rates: no group
    // bound).
    std::vector<Destaged>& ds_list = destagers_[buffer];
    auto d = std::find_if(ds_list.begin(), ds_list.end(), [&](const Destaged& x) {
      return x.refined == refined_index && x.reachable == reach;
    });
    if (d == ds_list.end()) {
      if (ds_list.size() > kMaxDestaged)
        ds_list.clear();
      DestagerResult dr = computeDestager(work_, *backing, *supply, eo_.destager, reach);
      ds_list.push_back(Destaged{refined_index, std::move(reach), std::move(dr)});
      d = std::prev(ds_list.end());
    }

    RequirementInputs in;
    in.replica = &r->second;
    in.latency = latency;
    in.destager = &d->result;
    in.backing = backing;
    in.backing_at_demand = at_demand;
    in.datastore_saturated = eo_.datastore_latency_from_backing && datastoreSaturated(*backing);
    return checkRequirements(work_, in);
  }

  /// The RAID level of the current layout.
  RaidLevel level() const
  {
    return unit_.backing.raid_groups.empty() ? RaidLevel::Raid10
                                             : unit_.backing.raid_groups.front().level;
  }

  /// The candidate's scenario as evaluated (the write rates at the growth factor).
  const Scenario& scenario() const { return work_; }

private:
  /// What the datastore gives the write-through groups' writes under this layout, as a key:
  /// its latency and the array's queue part for each size they write (both change with the
  /// RAID layout, even where the latency at the random load's size does not).
  std::uint64_t datastoreKey() const
  {
    std::uint64_t h = bitsOf(latency_options_.datastore_write_latency_us);
    const auto mixIn = [&h](double x) {
      h ^= bitsOf(x) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    };
    for (const VmGroup& g : work_.vm_groups) {
      if (g.write_policy.isWriteBack())
        continue;
      for (double b : detail::sizeMix(g).bytes) {
        if (latency_options_.datastore_write_latency_at_us)
          mixIn(latency_options_.datastore_write_latency_at_us(b));
        if (latency_options_.datastore_write_demand_us)
          mixIn(latency_options_.datastore_write_demand_us(b));
      }
    }
    return h;
  }

  static constexpr std::size_t kMaxEntries = 4096;
  static constexpr std::size_t kMaxDestaged = 64;  ///< per layout and buffer
  const Scenario& base_;
  const DesignDimensions& dims_;
  Radix radix_;
  const EvaluateOptions& eo_;
  Scenario work_;
  Scenario unit_;
  bool any_write_through_ = false;
  bool have_layout_ = false;
  bool layout_valid_ = false;
  std::size_t layout_index_ = 0;
  DesignChoice layout_;
  BackingResult backing_;
  DestageSupply supply_;
  LatencyOptions latency_options_;
  struct Destaged {
    std::size_t refined = 0;  ///< 0: on the layout's backing; i + 1: on refined_[i]'s
    std::vector<std::optional<double>> reachable;
    DestagerResult result;
  };
  /// The backing and latency with the array's write mix at the rates reached.
  struct Refined {
    std::uint64_t key = 0;  ///< the latency key + 1 with write-through groups, else 0
    std::vector<std::optional<double>> reach_in;
    ArrayAndLatency array;
    DestageSupply supply;
  };
  std::vector<Refined> refined_;                  ///< of the current layout
  std::vector<std::vector<Destaged>> destagers_;  ///< by buffer option
  std::unordered_map<std::uint64_t, ReplicaResult> replica_;
  std::unordered_map<std::uint64_t, std::pair<std::uint64_t, LatencyResult>> latency_;
};

}  // namespace

std::size_t designSpaceSize(const DesignDimensions& d)
{
  const Radix r(d);
  std::vector<std::size_t> all = r.outer();
  for (std::size_t x : r.innerDims())
    all.push_back(x);
  return product(all);
}

bool designScenario(const Scenario& base, const DesignDimensions& d, const DesignChoice& c,
                    Scenario* out)
{
  Scenario s = base;
  s.variants.clear();
  s.design_space = DesignSpace{};
  if (!applyOuter(base, d, c, s))
    return false;
  const Scenario unit = s;
  if (!applyInner(base, unit, d, c, s))
    return false;
  *out = std::move(s);
  return true;
}

double designCost(const Scenario& s, const DesignDimensions& d, const DesignChoice& c,
                  const CostModel& costs)
{
  const auto lookup = [](const std::map<std::string, double>& m, const std::string& id,
                         double fallback) {
    const auto it = m.find(id);
    return it == m.end() ? fallback : it->second;
  };
  const double device = c.device >= 0
                            ? lookup(costs.device, d.devices[static_cast<std::size_t>(c.device)].id,
                                     costs.device_default)
                            : costs.device_default;
  const double link =
      c.peer_link >= 0 ? lookup(costs.link, d.peer_links[static_cast<std::size_t>(c.peer_link)].id,
                                costs.link_default)
                       : costs.link_default;
  const double disk = c.disk >= 0 ? lookup(costs.disk, d.disks[static_cast<std::size_t>(c.disk)].id,
                                           costs.disk_default)
                                  : costs.disk_default;
  return s.hosts * (costs.host + device + link) + totalDisks(s) * disk +
         static_cast<double>(s.backing.raid_groups.size()) * costs.raid_group;
}

DesignSearchResult searchDesigns(const Scenario& base, const DesignDimensions& dims,
                                 const CostModel& costs, DesignSearchOptions options,
                                 const SearchProgress& progress)
{
  const auto start = std::chrono::steady_clock::now();
  DesignSearchResult r;
  r.candidates = designSpaceSize(dims);
  const std::size_t total = std::min(r.candidates, options.max_candidates);
  r.truncated = total < r.candidates;
  EvaluateOptions eo = options.evaluate;
  eo.findings = false;
  eo.simulate_streams = false;
  eo.requirements = true;

  // Every candidate is checked at the growth factor: grow the base once (the design's choices
  // never touch the write profiles, so growing commutes with applying them).
  Scenario grown = base;
  grown.variants.clear();
  grown.design_space = DesignSpace{};
  scaleWriteRates(grown, base.requirements.growth_factor);
  grown.requirements.growth_factor = 1;

  const Radix radix(dims);
  const std::size_t inner = product(radix.innerDims());
  // Work is handed out in units of one "row" of layouts (every outer choice but the disk count
  // fixed, the counts walked from the smallest) and a chunk of at most kChunk inner options, so
  // the threads share the layouts' results without locks and every core has work, and the
  // pruning below sees each row in one order whatever the threads do: the counts of evaluated
  // and inferred candidates are the same on every run.
  constexpr std::size_t kChunk = 64;
  const std::size_t chunks_per_layout = (inner + kChunk - 1) / kChunk;
  const std::size_t rows = product(radix.outer()) / radix.count;
  const std::size_t units = rows * chunks_per_layout;
  const std::size_t count_digits =
      radix.groups * radix.segment * radix.destage * radix.pattern * radix.cache * radix.block;
  const auto layoutOf = [&](std::size_t row, std::size_t count) {
    const std::size_t low = row % count_digits;
    const std::size_t high = row / count_digits;
    return (high * radix.count + count) * count_digits + low;
  };

  // Pruning by monotonicity (docs/models/sizing.md section 4): when every VM group writes
  // back, more disks in a RAID0, RAID1 or RAID10 never break a requirement that is met (a test
  // proves it on random scenarios), so along the disk counts of a row (every other choice the
  // same) a count at or above one that met everything meets everything too: it is counted and
  // ranked by its cost without being evaluated. meets_from[j - from] is the smallest count of
  // the unit's row seen to meet everything with inner option j.
  bool all_write_back = true;
  for (const VmGroup& g : grown.vm_groups)
    all_write_back = all_write_back && g.write_policy.isWriteBack();
  const bool prune = options.prune && all_write_back && dims.disk_count && radix.count > 1;
  const auto monotoneLevel = [](RaidLevel l) {
    return l == RaidLevel::Raid0 || l == RaidLevel::Raid1 || l == RaidLevel::Raid10;
  };

  std::atomic<std::size_t> next{0}, done{0}, evaluated{0}, invalid{0}, meeting{0}, inferred{0};
  std::atomic<bool> cancel{false};
  std::mutex merge;
  Best best(options.keep, cheaper);
  Best closest(options.keep_failing, closer);
  const auto work = [&] {
    Best my_best(options.keep, cheaper);
    Best my_closest(options.keep_failing, closer);
    Evaluator ev(grown, dims, eo);
    std::size_t my_evaluated = 0, my_invalid = 0, my_meeting = 0, my_inferred = 0;
    std::vector<int> meets_from;
    for (std::size_t k = next++; k < units && !cancel; k = next++) {
      const std::size_t row = k / chunks_per_layout;
      const std::size_t from = (k % chunks_per_layout) * kChunk;
      const std::size_t to = std::min(inner, from + kChunk);
      meets_from.assign(to - from, std::numeric_limits<int>::max());
      std::size_t unit_done = 0;
      for (std::size_t count = 0; count < radix.count && !cancel; ++count) {
        const std::size_t layout = layoutOf(row, count);
        if (layout * inner + from >= total)
          break;  // beyond max_candidates (the counts only raise the index)
        const std::size_t end = std::min(to, total - layout * inner);
        unit_done += end - from;
        if (!ev.layout(layout)) {
          my_invalid += end - from;
          continue;
        }
        const bool monotone = prune && monotoneLevel(ev.level());
        for (std::size_t j = from; j < end; ++j) {
          DesignChoice c;
          if (!ev.prepare(j, &c)) {
            ++my_invalid;
            continue;
          }
          const double cost = designCost(ev.scenario(), dims, c, costs);
          int* seen = monotone ? &meets_from[j - from] : nullptr;
          if (seen && *seen <= c.disk_count) {
            ++my_inferred;
            ++my_meeting;
            my_best.offer({layout * inner + j, cost, 0});
            continue;
          }
          const RequirementsResult req = ev.check(c);
          ++my_evaluated;
          const Kept kept{layout * inner + j, cost, missed(req)};
          if (req.all_met) {
            ++my_meeting;
            my_best.offer(kept);
            if (seen)
              *seen = std::min(*seen, c.disk_count);
          } else {
            my_closest.offer(kept);
          }
        }
      }
      const std::size_t d = done += unit_done;
      if (progress && !progress(d, total))
        cancel = true;
    }
    evaluated += my_evaluated;
    invalid += my_invalid;
    meeting += my_meeting;
    inferred += my_inferred;
    const std::lock_guard<std::mutex> lock(merge);
    best.merge(my_best);
    closest.merge(my_closest);
  };
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t n =
      std::min<std::size_t>(options.threads > 0 ? static_cast<std::size_t>(options.threads) : cores,
                            std::max<std::size_t>(units, 1));
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < n; ++t)
    pool.emplace_back(work);
  work();
  for (std::thread& t : pool)
    t.join();

  r.evaluated = evaluated;
  r.inferred = inferred;
  r.invalid = invalid;
  r.meeting = meeting;
  r.cancelled = cancel;
  EvaluateOptions final_eo = eo;
  r.streams_checked = options.check_streams && base.requirements.min_stream_mbps &&
                      base.backing.sequential_streams.count > 0;
  final_eo.simulate_streams = r.streams_checked;
  const std::vector<Kept>& keep = meeting > 0 ? best.items() : closest.items();
  r.designs.resize(keep.size());
  {
    // The designs kept, each evaluated in full as evaluate() does (in parallel: with the
    // streams simulated this is the slow part).
    std::atomic<std::size_t> i{0};
    const auto finish = [&] {
      for (std::size_t k = i++; k < keep.size(); k = i++) {
        DesignCandidate& d = r.designs[k];
        d.choice = choiceAt(dims, keep[k].index);
        designScenario(base, dims, d.choice, &d.scenario);
        d.cost = keep[k].cost;
        d.requirements = evaluate(d.scenario, final_eo).requirements;
      }
    };
    std::vector<std::thread> fp;
    for (std::size_t t = 1; t < std::min<std::size_t>(n, keep.size()); ++t)
      fp.emplace_back(finish);
    finish();
    for (std::thread& t : fp)
      t.join();
  }

  // Headroom of the cheapest designs that meet everything, and the Pareto front of cost
  // against it among them.
  if (meeting > 0 && !cancel) {
    const std::size_t m = std::min(options.headroom_for, r.designs.size());
    std::atomic<std::size_t> h{0};
    const auto headroom = [&] {
      for (std::size_t i = h++; i < m; i = h++) {
        const HeadroomResult hr = computeHeadroom(r.designs[i].scenario, GrowthBy::Rate, eo);
        r.designs[i].headroom = hr.factor;
        r.designs[i].headroom_unbounded = !hr.factor.has_value();
      }
    };
    std::vector<std::thread> hp;
    for (std::size_t t = 1; t < std::min<std::size_t>(n, m); ++t)
      hp.emplace_back(headroom);
    headroom();
    for (std::thread& t : hp)
      t.join();
    // Cost ascending (ties: more headroom first); on the front when no cheaper-or-equal design
    // has as much headroom.
    const auto room = [](const DesignCandidate& d) {
      return d.headroom_unbounded ? std::numeric_limits<double>::max() : d.headroom.value_or(0.0);
    };
    std::stable_sort(r.designs.begin(), r.designs.begin() + static_cast<std::ptrdiff_t>(m),
                     [&room](const DesignCandidate& a, const DesignCandidate& b) {
                       return a.cost < b.cost || (a.cost == b.cost && room(a) > room(b));
                     });
    double best_room = -1;
    for (std::size_t i = 0; i < m; ++i) {
      if (room(r.designs[i]) > best_room) {
        r.designs[i].pareto = true;
        best_room = room(r.designs[i]);
      }
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace accel
