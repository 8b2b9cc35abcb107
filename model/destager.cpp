// The destager model for a scenario: the backing array's destage rate shared among the
// write-back VMs, and each group's buffer simulated at its share (docs/models/destager.md).
#include "model/destager.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "model/profile.h"

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
  double rate = 0;    ///< destage rate of one VM
  bool active = true;
};

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
DestagerGroupResult bufferless(const VmGroup& g, DestagerStatus status)
{
  DestagerGroupResult r;
  r.name = g.name;
  r.profile = g.write.kind;
  r.status = status;
  if (writeProfileProblem(g.write).empty()) {
    r.mean_write_mbps = profileMeanMbps(g.write);
    r.peak_write_mbps = profilePeakMbps(g.write);
    r.min_write_mbps = profileMinMbps(g.write);
  }
  r.drains = true;  // nothing is ever held
  r.drain_time_s = 0.0;
  return r;
}

/// The cluster destage rate at which one VM of `group` (on host 0) gets `target_mbps`, or
/// empty when its host's paths keep it below.
std::optional<double> clusterRateFor(const Scenario& s, std::size_t group, double target_mbps,
                                     double host_mbps)
{
  if (!(target_mbps > 0))
    return 0.0;
  // Beyond every write-back VM at its peak rate the shares no longer change.
  double hi = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write_policy.isWriteBack() && hasVms(g, s.hosts) && writeProfileProblem(g.write).empty())
      hi += nonNegative(profilePeakMbps(g.write)) * g.vms_per_host * hostsRunning(g, s.hosts);
  const auto share = [&](double c) { return shareDestageRate(s, c, host_mbps).vm_mbps[group]; };
  if (!(share(hi) >= target_mbps * (1 - 1e-12)))
    return std::nullopt;
  double lo = 0;
  for (int i = 0; i < 200 && hi - lo > 1e-10 * std::max(hi, 1.0); ++i) {
    const double mid = 0.5 * (lo + hi);
    if (share(mid) >= target_mbps)
      hi = mid;
    else
      lo = mid;
  }
  return hi;
}

/// simulateDestager with the problem path in scenario terms.
DestagerGroupResult simulateGroup(const Scenario& s, std::size_t i, double destage_mbps,
                                  double buffer_mb, const DestagerOptions& opt)
{
  DestagerGroupResult r = simulateDestager(s.vm_groups[i], destage_mbps, buffer_mb, opt);
  if (r.status == DestagerStatus::Invalid)
    r.problem = scenarioPath(r.problem, i);
  return r;
}

}  // namespace

DestageShare shareDestageRate(const Scenario& s, double cluster_mbps, double host_mbps)
{
  DestageShare out;
  const std::size_t hosts = static_cast<std::size_t>(std::max(s.hosts, 0));
  out.vm_mbps.assign(s.vm_groups.size(), 0.0);
  out.host_mbps.assign(hosts, 0.0);
  const double cluster = nonNegative(cluster_mbps);
  const double per_host = nonNegative(host_mbps);

  std::vector<ShareClass> cls;
  for (std::size_t g = 0; g < s.vm_groups.size(); ++g) {
    const VmGroup& vg = s.vm_groups[g];
    if (!vg.write_policy.isWriteBack() || !hasVms(vg, s.hosts) ||
        !writeProfileProblem(vg.write).empty())
      continue;
    const double weight = nonNegative(profileMeanMbps(vg.write));
    const double cap = nonNegative(profilePeakMbps(vg.write));
    for (int h = 0; h < hostsRunning(vg, s.hosts); ++h)
      cls.push_back({g, static_cast<std::size_t>(h), static_cast<double>(vg.vms_per_host), weight,
                     cap, 0.0, weight > 0 && cap > 0});
  }

  // Progressive filling: every active VM at lambda x its weight; raise lambda until the
  // cluster, a host or a VM's peak binds, freeze what binds, go on with the others.
  double used = 0;
  std::vector<double> host_used(hosts, 0.0);
  double lambda_prev = 0;
  for (;;) {
    double total_w = 0;
    std::vector<double> host_w(hosts, 0.0);
    for (const ShareClass& c : cls) {
      if (!c.active)
        continue;
      total_w += c.vms * c.weight;
      host_w[c.host] += c.vms * c.weight;
    }
    if (!(total_w > 0))
      break;
    enum class Bind { Cluster, Host, Peak } bind = Bind::Cluster;
    double lambda = (cluster - used) / total_w;
    std::size_t bind_host = 0;
    for (std::size_t h = 0; h < hosts; ++h) {
      if (host_w[h] > 0 && (per_host - host_used[h]) / host_w[h] < lambda) {
        lambda = (per_host - host_used[h]) / host_w[h];
        bind = Bind::Host;
        bind_host = h;
      }
    }
    for (const ShareClass& c : cls) {
      if (c.active && c.cap / c.weight < lambda) {
        lambda = c.cap / c.weight;
        bind = Bind::Peak;
      }
    }
    lambda = std::max(lambda, lambda_prev);
    lambda_prev = lambda;
    for (ShareClass& c : cls) {
      if (!c.active)
        continue;
      const bool freeze = bind == Bind::Cluster || (bind == Bind::Host && c.host == bind_host) ||
                          (bind == Bind::Peak && c.cap / c.weight <= lambda);
      if (!freeze)
        continue;
      c.rate = std::min(lambda * c.weight, c.cap);
      c.active = false;
      used += c.vms * c.rate;
      host_used[c.host] += c.vms * c.rate;
    }
    if (bind == Bind::Cluster)
      break;
  }

  for (const ShareClass& c : cls) {
    if (c.host == 0)
      out.vm_mbps[c.group] = c.rate;
    out.host_mbps[c.host] += c.vms * c.rate;
    out.allocated_mbps += c.vms * c.rate;
  }
  return out;
}

DestagerResult computeDestager(const Scenario& s, const BackingResult& backing,
                               const DestagerOptions& opt)
{
  DestagerResult r;
  r.options = opt;
  r.cluster_destage_mbps = nonNegative(backing.write_mbps_capacity);
  // One host's paths. backing.host_write_mbps_capacity is that capped by the cluster rate,
  // which the sharing applies anyway; the paths alone also hold when the cluster rate is
  // raised to find the rate a VM needs (clusterRateFor).
  r.host_destage_mbps = nonNegative(backing.fabric.valid ? backing.fabric.host_write_mbps
                                                         : backing.host_write_mbps_capacity);
  r.bound_by = backing.bound_by;
  const DestageShare share = shareDestageRate(s, r.cluster_destage_mbps, r.host_destage_mbps);
  r.allocated_destage_mbps = share.allocated_mbps;

  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    if (!g.write_policy.isWriteBack()) {
      r.groups.push_back(bufferless(g, DestagerStatus::WriteThrough));
      continue;
    }
    if (!hasVms(g, s.hosts)) {
      r.groups.push_back(bufferless(g, DestagerStatus::NoVms));
      continue;
    }
    DestagerGroupResult gr =
        simulateGroup(s, i, share.vm_mbps[i], s.acceleration.write_buffer_mb, opt);
    if (gr.status == DestagerStatus::Ok) {
      const int vms = g.vms_per_host * hostsRunning(g, s.hosts);
      r.write_back_vms += vms;
      r.write_back_mean_mbps += vms * gr.mean_write_mbps;
      if (gr.needed_destage_mbps)
        gr.needed_cluster_destage_mbps =
            clusterRateFor(s, i, *gr.needed_destage_mbps, r.host_destage_mbps);
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
  if (!g.write_policy.isWriteBack())
    return bufferless(g, DestagerStatus::WriteThrough);
  if (!hasVms(g, s.hosts))
    return bufferless(g, DestagerStatus::NoVms);
  const double share_mbps =
      i < r.groups.size()
          ? r.groups[i].destage_mbps
          : shareDestageRate(s, r.cluster_destage_mbps, r.host_destage_mbps).vm_mbps[i];
  DestagerGroupResult gr = simulateGroup(s, i, o.destage_mbps.value_or(share_mbps),
                                         o.buffer_mb.value_or(s.acceleration.write_buffer_mb), opt);
  if (gr.status == DestagerStatus::Ok && gr.needed_destage_mbps && !o.destage_mbps)
    gr.needed_cluster_destage_mbps =
        clusterRateFor(s, i, *gr.needed_destage_mbps, r.host_destage_mbps);
  return gr;
}

}  // namespace accel
