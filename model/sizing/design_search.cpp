#include "model/sizing/design_search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "model/backing/raid.h"
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

/// The sizes of the dimensions, in DesignChoice's order.
std::vector<std::size_t> radices(const DesignDimensions& d)
{
  return {dimSize(d.peer_links.size()),      dimSize(d.devices.size()),
          dimSize(d.write_buffer_mb.size()), dimSize(d.write_policies.size()),
          dimSize(d.raid_levels.size()),     dimSize(d.disks.size()),
          rangeSize(d.disk_count),           dimSize(d.raid_groups.size()),
          dimSize(d.segment_kib.size()),     rangeSize(d.hosts)};
}

DesignChoice choiceAt(const DesignDimensions& d, std::size_t index)
{
  const std::vector<std::size_t> r = radices(d);
  std::size_t digit[10];
  for (std::size_t k = r.size(); k-- > 0;) {
    digit[k] = index % r[k];
    index /= r[k];
  }
  const auto pick = [](std::size_t n, std::size_t i) { return n == 0 ? -1 : static_cast<int>(i); };
  DesignChoice c;
  c.peer_link = pick(d.peer_links.size(), digit[0]);
  c.device = pick(d.devices.size(), digit[1]);
  c.buffer = pick(d.write_buffer_mb.size(), digit[2]);
  c.policy = pick(d.write_policies.size(), digit[3]);
  c.level = pick(d.raid_levels.size(), digit[4]);
  c.disk = pick(d.disks.size(), digit[5]);
  if (rangeSize(d.disk_count) > 1 || d.disk_count)
    c.disk_count = d.disk_count->min + static_cast<int>(digit[6]) * d.disk_count->step;
  c.raid_groups = pick(d.raid_groups.size(), digit[7]);
  c.segment = pick(d.segment_kib.size(), digit[8]);
  if (d.hosts)
    c.hosts = d.hosts->min + static_cast<int>(digit[9]) * d.hosts->step;
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

/// How many candidates miss a requirement (for ranking the closest misses).
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

}  // namespace

std::size_t designSpaceSize(const DesignDimensions& d)
{
  std::size_t n = 1;
  for (std::size_t r : radices(d)) {
    if (n > std::numeric_limits<std::size_t>::max() / r)
      return std::numeric_limits<std::size_t>::max();
    n *= r;
  }
  return n;
}

bool designScenario(const Scenario& base, const DesignDimensions& d, const DesignChoice& c,
                    Scenario* out)
{
  Scenario s = base;
  s.variants.clear();
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
  if (c.device >= 0)
    applyDevicePreset(d.devices[static_cast<std::size_t>(c.device)], s.acceleration);
  if (c.buffer >= 0)
    s.acceleration.write_buffer_mb = d.write_buffer_mb[static_cast<std::size_t>(c.buffer)];
  if (c.hosts >= 0) {
    // The same VMs on a different number of hosts: each group's VMs in all are kept.
    for (VmGroup& g : s.vm_groups) {
      const int running = hostsRunning(g, base.hosts);
      const long total = static_cast<long>(g.vms_per_host) * running;
      if (g.on_hosts)
        g.on_hosts = std::min(*g.on_hosts, c.hosts);
      const int now = hostsRunning(g, c.hosts);
      g.vms_per_host = now > 0 ? static_cast<int>((total + now - 1) / now) : 0;
    }
    s.hosts = c.hosts;
  }
  if (c.policy >= 0) {
    const WritePolicy p = d.write_policies[static_cast<std::size_t>(c.policy)];
    for (std::size_t i = 0; i < s.vm_groups.size(); ++i)
      if (base.vm_groups[i].write_policy.isWriteBack())
        s.vm_groups[i].write_policy = p;
  }
  for (const VmGroup& g : s.vm_groups)
    if (g.write_policy.isWriteBack() && g.write_policy.peers >= s.hosts && s.hosts > 0)
      return false;  // WB+N needs N other hosts: not a design
  if (touchesRaid(c) && !s.backing.raid_groups.empty()) {
    RaidGroup g = s.backing.raid_groups.front();
    if (c.level >= 0)
      g.level = d.raid_levels[static_cast<std::size_t>(c.level)];
    if (c.disk >= 0)
      g.disk = d.disks[static_cast<std::size_t>(c.disk)].disk;
    if (c.segment >= 0)
      g.segment_kib = d.segment_kib[static_cast<std::size_t>(c.segment)];
    const int groups = c.raid_groups >= 0 ? d.raid_groups[static_cast<std::size_t>(c.raid_groups)]
                                          : static_cast<int>(s.backing.raid_groups.size());
    const int total = c.disk_count >= 0 ? c.disk_count : totalDisks(base);
    if (groups < 1 || total < groups || total % groups != 0)
      return false;
    g.disks = total / groups;
    if (!raidGeometry(g).valid)
      return false;
    s.backing.raid_groups.assign(static_cast<std::size_t>(groups), g);
  }
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

  std::atomic<std::size_t> next{0}, done{0}, evaluated{0}, invalid{0}, meeting{0};
  std::atomic<bool> cancel{false};
  std::mutex merge;
  Best best(options.keep, cheaper);
  Best closest(options.keep_failing, closer);
  const auto work = [&] {
    Best my_best(options.keep, cheaper);
    Best my_closest(options.keep_failing, closer);
    for (std::size_t i = next++; i < total && !cancel; i = next++) {
      const DesignChoice c = choiceAt(dims, i);
      Scenario s;
      if (!designScenario(base, dims, c, &s)) {
        ++invalid;
      } else {
        const Evaluation e = evaluate(s, eo);
        ++evaluated;
        const Kept k{i, designCost(s, dims, c, costs), missed(e.requirements)};
        if (e.requirements.all_met) {
          ++meeting;
          my_best.offer(k);
        } else {
          my_closest.offer(k);
        }
      }
      const std::size_t d = ++done;
      if (progress && !progress(d, total))
        cancel = true;
    }
    const std::lock_guard<std::mutex> lock(merge);
    best.merge(my_best);
    closest.merge(my_closest);
  };
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t n =
      std::min<std::size_t>(options.threads > 0 ? static_cast<std::size_t>(options.threads) : cores,
                            std::max<std::size_t>(total, 1));
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < n; ++t)
    pool.emplace_back(work);
  work();
  for (std::thread& t : pool)
    t.join();

  r.evaluated = evaluated;
  r.invalid = invalid;
  r.meeting = meeting;
  r.cancelled = cancel;
  const std::vector<Kept>& keep = meeting > 0 ? best.items() : closest.items();
  for (const Kept& k : keep) {
    DesignCandidate d;
    d.choice = choiceAt(dims, k.index);
    designScenario(base, dims, d.choice, &d.scenario);
    d.cost = k.cost;
    d.requirements = evaluate(d.scenario, eo).requirements;
    r.designs.push_back(std::move(d));
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
