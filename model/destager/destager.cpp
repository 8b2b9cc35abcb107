// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The destager model for a scenario: the backing array's destage rate shared among the
// write-back VMs, and each group's buffer simulated at its share (docs/models/destager.md).
#include "model/destager/destager.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace accel {

namespace {

double nonNegative(double x)
{
  return std::isfinite(x) && x > 0 ? x : 0.0;
}

bool hasVms(const VmGroup& g, int hosts)
{
  return g.vms_per_host > 0 && hostsRunning(g, hosts) > 0;
}

/// VMs of one group on one host, sharing the destage rate alike.
struct ShareClass {
  std::size_t group = 0;
  std::size_t host = 0;
  double vms = 0;
  double weight = 0;  ///< mean write rate of one VM
  double cap = 0;     ///< peak write rate of one VM
};

/// Who shares the destage rate: the write-back VMs with a valid profile, by group and host.
struct Sharers {
  std::size_t groups = 0;
  std::size_t hosts = 0;
  std::vector<ShareClass> classes;
  double peak_total_mbps = 0;  ///< all of them at their peak rates
};

/// The reachable rate of group g, when given.
std::optional<double> reachOf(const std::vector<std::optional<double>>& reach, std::size_t g)
{
  return g < reach.size() ? reach[g] : std::nullopt;
}

Sharers sharers(const Scenario& s, const std::vector<ProfileSummary>& summaries,
                const std::vector<std::optional<double>>& reach)
{
  Sharers out;
  out.groups = s.vm_groups.size();
  out.hosts = static_cast<std::size_t>(std::max(s.hosts, 0));
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
    const VmGroup& vg = s.vm_groups[g];
    if (!vg.write_policy.isWriteBack() || !hasVms(vg, s.hosts) || !summaries[g].problem.empty())
      continue;
    // What the VM writes: its demand, at most its reachable rate.
    const std::optional<double> r = reachOf(reach, g);
    const double limit = r ? nonNegative(*r) : summaries[g].peak_mbps;
    const double weight = nonNegative(std::min(summaries[g].mean_mbps, limit));
    const double cap = nonNegative(std::min(summaries[g].peak_mbps, limit));
    const double vms = static_cast<double>(vg.vms_per_host);
    for (int h = 0; h < hostsRunning(vg, s.hosts); ++h) {
      out.classes.push_back({g, static_cast<std::size_t>(h), vms, weight, cap});
      out.peak_total_mbps += vms * cap;
    }
  }
  return out;
}

/// Weighted max-min fair shares by progressive filling: every active VM at lambda x its
/// weight; lambda rises until the cluster, a host or a VM's peak binds; what binds is frozen
/// and the others go on. The rate of one VM of each class (in.classes' order).
std::vector<double> fillRates(const Sharers& in, double cluster_mbps, double host_mbps)
{
  const double cluster = nonNegative(cluster_mbps);
  const double per_host = nonNegative(host_mbps);
  const std::size_t n = in.classes.size();
  std::vector<double> rate(n, 0.0);
  std::vector<bool> active(n);
  for (std::size_t i = 0; i < n; ++i)
    active[i] = in.classes[i].weight > 0 && in.classes[i].cap > 0;

  double used = 0;
  std::vector<double> host_used(in.hosts, 0.0);
  std::vector<double> host_w(in.hosts, 0.0);
  double lambda_prev = 0;
  for (;;) {
    double total_w = 0;
    std::fill(host_w.begin(), host_w.end(), 0.0);
    for (std::size_t i = 0; i < n; ++i) {
      if (!active[i])
        continue;
      const ShareClass& c = in.classes[i];
      total_w += c.vms * c.weight;
      host_w[c.host] += c.vms * c.weight;
    }
    if (!(total_w > 0))
      break;
    enum class Bind { Cluster, Host, Peak } bind = Bind::Cluster;
    double lambda = (cluster - used) / total_w;
    std::size_t bind_host = 0;
    for (std::size_t h = 0; h < in.hosts; ++h) {
      if (host_w[h] > 0 && (per_host - host_used[h]) / host_w[h] < lambda) {
        lambda = (per_host - host_used[h]) / host_w[h];
        bind = Bind::Host;
        bind_host = h;
      }
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (active[i] && in.classes[i].cap / in.classes[i].weight < lambda) {
        lambda = in.classes[i].cap / in.classes[i].weight;
        bind = Bind::Peak;
      }
    }
    lambda = std::max(lambda, lambda_prev);
    lambda_prev = lambda;
    for (std::size_t i = 0; i < n; ++i) {
      const ShareClass& c = in.classes[i];
      const bool freeze =
          active[i] && (bind == Bind::Cluster || (bind == Bind::Host && c.host == bind_host) ||
                        (bind == Bind::Peak && c.cap / c.weight <= lambda));
      if (!freeze)
        continue;
      rate[i] = std::min(lambda * c.weight, c.cap);
      active[i] = false;
      used += c.vms * rate[i];
      host_used[c.host] += c.vms * rate[i];
    }
    if (bind == Bind::Cluster)
      break;
  }
  return rate;
}

/// Under a scheduled array load a VM holds a backlog after a window of low capacity and
/// destages it as fast as its share allows: the sharers without the cap at the peak write
/// rate (the capacity shared in proportion to the mean write rates, within the hosts' paths).
Sharers uncapped(Sharers in)
{
  for (ShareClass& c : in.classes)
    c.cap = std::numeric_limits<double>::infinity();
  return in;
}

/// The shares of a cluster destage rate (fillRates) per group (its VMs on host 0) and host.
DestageShare share(const Sharers& in, double cluster_mbps, double host_mbps)
{
  DestageShare out;
  out.vm_mbps.assign(in.groups, 0.0);
  out.host_mbps.assign(in.hosts, 0.0);
  const std::vector<double> rate = fillRates(in, cluster_mbps, host_mbps);
  for (std::size_t i = 0; i < in.classes.size(); ++i) {
    const ShareClass& c = in.classes[i];
    if (c.host == 0)
      out.vm_mbps[c.group] = rate[i];
    out.host_mbps[c.host] += c.vms * rate[i];
    out.allocated_mbps += c.vms * rate[i];
  }
  return out;
}

std::vector<ProfileSummary> summaries(const Scenario& s)
{
  std::vector<ProfileSummary> out;
  for (const VmGroup& g : s.vm_groups)
    out.push_back(summarizeProfile(g.write));
  return out;
}

/// What each class of VMs reaches when only the hosts' paths and the VMs' peaks bind: the
/// shares of a cluster rate as high as every VM's peak (fillRates).
std::vector<double> unboundedRates(const Sharers& in, double host_mbps)
{
  return fillRates(in, in.peak_total_mbps, host_mbps);
}

/// The cluster destage rate at which one VM of `group` (on host 0) gets `target_mbps`, or
/// empty when its host's paths or its peak keep it below. `unbounded` is unboundedRates(in).
/// Progressive filling gives every class min(lambda x weight, its rate with the cluster
/// unbounded) at the fill level lambda at which the cluster binds, so the VM reaches the
/// target at lambda = target / weight, and the cluster rate that stops there is what every
/// class holds at that level: sum of VMs x min(lambda x weight, unbounded rate). Exact (the
/// piecewise linear inverse of the sharing), one pass over the classes.
std::optional<double> clusterRateFor(const Sharers& in, const std::vector<double>& unbounded,
                                     std::size_t group, double target_mbps)
{
  if (!(target_mbps > 0))
    return 0.0;
  const auto own = std::find_if(in.classes.begin(), in.classes.end(), [group](const ShareClass& c) {
    return c.group == group && c.host == 0;
  });
  if (own == in.classes.end())
    return std::nullopt;
  const std::size_t k = static_cast<std::size_t>(own - in.classes.begin());
  if (!(own->weight > 0 && own->cap > 0) || !(unbounded[k] >= target_mbps * (1 - 1e-12)))
    return std::nullopt;
  const double lambda = target_mbps / own->weight;
  double cluster = 0;
  for (std::size_t i = 0; i < in.classes.size(); ++i) {
    const ShareClass& c = in.classes[i];
    if (c.weight > 0 && c.cap > 0)
      cluster += c.vms * std::min(lambda * c.weight, unbounded[i]);
  }
  return cluster;
}

/// The problem path of a group's result in scenario terms.
std::string scenarioPath(const std::string& problem, std::size_t group)
{
  const std::string g = "vm_groups[" + std::to_string(group) + "]";
  if (problem == "write_buffer_mb")
    return "acceleration.write_buffer_mb";
  if (problem == "destage_mbps")
    return "backing.destage_mbps";
  if (problem.rfind("write.", 0) == 0)
    return g + "." + problem;
  return g;
}

/// A group without a buffer (write-through) or without VMs: rates for display, no buffer.
DestagerGroupResult bufferless(const VmGroup& g, const ProfileSummary& summary,
                               DestagerStatus status)
{
  DestagerGroupResult r;
  r.name = g.name;
  r.profile = g.write.kind;
  r.status = status;
  r.mean_write_mbps = summary.mean_mbps;
  r.peak_write_mbps = summary.peak_mbps;
  r.min_write_mbps = summary.min_mbps;
  r.drains = true;  // nothing is ever held
  r.drain_time_s = 0.0;
  return r;
}

/// simulateDestager with the problem path in scenario terms.
DestagerGroupResult simulateGroup(const Scenario& s, std::size_t i, const ProfileSummary& summary,
                                  double destage_mbps, double buffer_mb, const DestagerOptions& opt,
                                  std::optional<double> reachable_mbps)
{
  DestagerGroupResult r =
      simulateDestager(s.vm_groups[i], summary, destage_mbps, buffer_mb, opt, reachable_mbps);
  if (r.status == DestagerStatus::Invalid)
    r.problem = scenarioPath(r.problem, i);
  return r;
}

/// One VM's share of the array's write cache: in proportion to its destage rate (evenly when
/// nothing is allocated).
double cacheShare(double cache_mb, double vm_mbps, double allocated_mbps, int vms)
{
  if (!(cache_mb > 0) || vms <= 0)
    return 0.0;
  if (allocated_mbps > 0)
    return cache_mb * vm_mbps / allocated_mbps;
  return cache_mb / vms;
}

/// A VM's buffer with its share of the array's cache; a bad buffer stays as it is (the
/// simulation names it).
double withCache(double buffer_mb, double cache_mb)
{
  return std::isfinite(buffer_mb) && buffer_mb >= 0 ? buffer_mb + cache_mb : buffer_mb;
}

}  // namespace

DestageShare shareDestageRate(const Scenario& s, double cluster_mbps, double host_mbps)
{
  return share(sharers(s, summaries(s), {}), cluster_mbps, host_mbps);
}

DestagerResult computeDestager(const Scenario& s, const BackingResult& backing,
                               const DestagerOptions& opt,
                               const std::vector<std::optional<double>>& reachable_mbps,
                               const DestageCapacitySchedule& schedule)
{
  DestagerResult r;
  r.options = opt;
  r.cluster_destage_mbps = nonNegative(backing.write_mbps_capacity);
  r.min_cluster_destage_mbps = r.cluster_destage_mbps;
  r.max_cluster_destage_mbps = r.cluster_destage_mbps;
  r.capacity_schedule = schedule;
  for (std::size_t k = 0; k < schedule.steps.size(); ++k) {
    const double c = nonNegative(schedule.steps[k].cluster_mbps);
    r.min_cluster_destage_mbps = k == 0 ? c : std::min(r.min_cluster_destage_mbps, c);
    r.max_cluster_destage_mbps = k == 0 ? c : std::max(r.max_cluster_destage_mbps, c);
  }
  r.floor_cluster_destage_mbps = nonNegative(backing.destage_floor_mbps);
  r.ceiling_cluster_destage_mbps = nonNegative(backing.destage_ceiling_mbps);
  r.pattern = backing.destage_pattern;
  r.backing_kind = backing.kind;
  // The array's write cache extends the write-back VMs' buffers unless the write-through VMs
  // alone keep it full.
  const double disks = backing.bound_by == DestageBound::Measured
                           ? backing.write_mbps_capacity
                           : backing.disk_write_mbps_available;
  r.array_cache_mb = backing.write_through_mbps < disks ? nonNegative(backing.write_cache_mb) : 0.0;
  // One host's paths. backing.host_write_mbps_capacity is that capped by the cluster rate,
  // which the sharing applies anyway; the paths alone also hold when the cluster rate is
  // raised to find the rate a VM needs (clusterRateFor).
  r.host_destage_mbps = nonNegative(backing.fabric.valid ? backing.fabric.host_write_mbps
                                                         : backing.host_write_mbps_capacity);
  r.bound_by = backing.bound_by;
  const std::vector<ProfileSummary> sums = summaries(s);
  const Sharers who = sharers(s, sums, reachable_mbps);
  const DestageShare shares = share(who, r.cluster_destage_mbps, r.host_destage_mbps);
  std::vector<double> unbounded;  // unboundedRates(who), computed when a group needs it
  r.allocated_destage_mbps = shares.allocated_mbps;
  int sharing_vms = 0;
  for (const ShareClass& c : who.classes)
    sharing_vms += static_cast<int>(c.vms);
  // A scheduled load: each step's capacity shared as the constant one is.
  std::vector<std::vector<double>> step_shares;  // [group][step]
  if (!schedule.empty()) {
    step_shares.assign(s.vm_groups.size(), std::vector<double>(schedule.steps.size(), 0.0));
    const Sharers draining = uncapped(who);
    for (std::size_t k = 0; k < schedule.steps.size(); ++k) {
      const DestageShare sk = share(draining, nonNegative(schedule.steps[k].cluster_mbps),
                                    nonNegative(schedule.steps[k].host_mbps));
      for (std::size_t i = 0; i < s.vm_groups.size() && i < sk.vm_mbps.size(); ++i)
        step_shares[i][k] = sk.vm_mbps[i];
    }
  }

  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    if (!g.write_policy.isWriteBack()) {
      r.groups.push_back(bufferless(g, sums[i], DestagerStatus::WriteThrough));
      continue;
    }
    if (!hasVms(g, s.hosts)) {
      r.groups.push_back(bufferless(g, sums[i], DestagerStatus::NoVms));
      continue;
    }
    const double cache =
        cacheShare(r.array_cache_mb, shares.vm_mbps[i], shares.allocated_mbps, sharing_vms);
    DestagerGroupResult gr =
        schedule.empty()
            ? simulateGroup(s, i, sums[i], shares.vm_mbps[i],
                            withCache(s.acceleration.write_buffer_mb, cache), opt,
                            reachOf(reachable_mbps, i))
            : simulateScheduledDestager(g, sums[i], schedule, step_shares[i],
                                        withCache(s.acceleration.write_buffer_mb, cache), opt,
                                        reachOf(reachable_mbps, i));
    if (gr.status == DestagerStatus::Invalid && !schedule.empty())
      gr.problem = scenarioPath(gr.problem, i);
    gr.array_cache_mb = gr.status == DestagerStatus::Ok ? cache : 0.0;
    if (gr.status == DestagerStatus::Ok) {
      const int vms = g.vms_per_host * hostsRunning(g, s.hosts);
      r.write_back_vms += vms;
      r.write_back_mean_mbps += vms * gr.mean_write_mbps;
      r.write_back_fed_mbps += vms * gr.fed_mean_mbps;
      if (gr.needed_destage_mbps) {
        if (unbounded.empty())
          unbounded = unboundedRates(who, r.host_destage_mbps);
        gr.needed_cluster_destage_mbps = clusterRateFor(who, unbounded, i, *gr.needed_destage_mbps);
      }
    } else {
      r.valid = false;
    }
    r.groups.push_back(std::move(gr));
  }
  return r;
}

DestagerGroupResult recomputeDestagerGroup(const Scenario& s, const DestagerResult& r, int group,
                                           const DestagerOverrides& o, const DestagerOptions& opt)
{
  if (group < 0 || static_cast<std::size_t>(group) >= s.vm_groups.size()) {
    DestagerGroupResult bad;
    bad.status = DestagerStatus::Invalid;
    bad.problem = "vm_groups";
    return bad;
  }
  const std::size_t i = static_cast<std::size_t>(group);
  const VmGroup& g = s.vm_groups[i];
  // The profiles' statistics do not depend on D or B: reuse them from r when it has them.
  const bool reuse = i < r.groups.size() && r.groups[i].status == DestagerStatus::Ok;
  std::vector<ProfileSummary> sums;
  if (reuse) {
    const DestagerGroupResult& was = r.groups[i];
    sums.assign(s.vm_groups.size(), ProfileSummary{});
    sums[i].problem = writeProfileProblem(g.write);
    sums[i].mean_mbps = was.mean_write_mbps;
    sums[i].peak_mbps = was.peak_write_mbps;
    sums[i].min_mbps = was.min_write_mbps;
  } else {
    sums = summaries(s);
  }
  if (!g.write_policy.isWriteBack())
    return bufferless(g, sums[i], DestagerStatus::WriteThrough);
  if (!hasVms(g, s.hosts))
    return bufferless(g, sums[i], DestagerStatus::NoVms);
  // The reachable rates the result was computed with.
  std::vector<std::optional<double>> reach(s.vm_groups.size());
  for (std::size_t k = 0; k < reach.size() && k < r.groups.size(); ++k)
    reach[k] = r.groups[k].reachable_mbps;
  const double share_mbps =
      reuse
          ? r.groups[i].destage_mbps
          : share(sharers(s, sums, reach), r.cluster_destage_mbps, r.host_destage_mbps).vm_mbps[i];
  const double cache =
      reuse ? r.groups[i].array_cache_mb
            : cacheShare(r.array_cache_mb, share_mbps, r.allocated_destage_mbps, r.write_back_vms);
  const double buffer = withCache(o.buffer_mb.value_or(s.acceleration.write_buffer_mb), cache);
  DestagerGroupResult gr;
  if (!r.capacity_schedule.empty() && !o.destage_mbps) {
    // The scheduled capacity, each step shared as computeDestager shares it.
    const std::vector<ProfileSummary> all = reuse ? summaries(s) : sums;
    const Sharers who = uncapped(sharers(s, all, reach));
    std::vector<double> d(r.capacity_schedule.steps.size(), 0.0);
    for (std::size_t k = 0; k < d.size(); ++k)
      d[k] = share(who, nonNegative(r.capacity_schedule.steps[k].cluster_mbps),
                   nonNegative(r.capacity_schedule.steps[k].host_mbps))
                 .vm_mbps[i];
    gr = simulateScheduledDestager(g, sums[i], r.capacity_schedule, d, buffer, opt, reach[i]);
    if (gr.status == DestagerStatus::Invalid)
      gr.problem = scenarioPath(gr.problem, i);
  } else {
    gr = simulateGroup(s, i, sums[i], o.destage_mbps.value_or(share_mbps), buffer, opt, reach[i]);
  }
  gr.array_cache_mb = gr.status == DestagerStatus::Ok ? cache : 0.0;
  if (gr.status == DestagerStatus::Ok && gr.needed_destage_mbps && !o.destage_mbps) {
    if (reuse)
      sums = summaries(s);  // the sharing needs every group's rates
    const Sharers who = sharers(s, sums, reach);
    gr.needed_cluster_destage_mbps =
        clusterRateFor(who, unboundedRates(who, r.host_destage_mbps), i, *gr.needed_destage_mbps);
  }
  return gr;
}

}  // namespace accel
