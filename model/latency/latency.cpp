// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "model/latency/latency.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "model/common/mva_kernel.h"
#include "model/common/units.h"
#include "model/latency/fixed_point.h"
#include "model/latency/legs.h"
#include "model/latency/load_model.h"

namespace accel {

namespace {

using detail::attribute;
using detail::buildGroupChain;
using detail::buildLoadModel;
using detail::buildVmChain;
using detail::Chain;
using detail::demandOf;
using detail::FixedPoint;
using detail::GroupModel;
using detail::GroupState;
using detail::heldIndex;
using detail::kindOf;
using detail::kKinds;
using detail::kLocalBranch;
using detail::kRateKind;
using detail::kReplicaBranch;
using detail::kRxKind;
using detail::LoadModel;
using detail::Outcome;
using detail::pickPeer;
using detail::residualOf;
using detail::Round;
using detail::Start;
using detail::SystemState;
using detail::visits;
using detail::waitAt;

/// One group's chain solved at the others' current state: flat out when even no think time
/// cannot reach the demanded rate (capacity-bound), else with the think time that gives it
/// (found from `think_guess_us`). With the work one of its VMs then holds at each kind of
/// station (Psi) and, on request, the derivatives of that work and of the rate with respect
/// to the held work h (think time fixed) and to the think time.
struct Solved {
  Chain chain;
  MvaResult mva;  ///< of the group's chain: its throughput is the whole group's
  GroupState state;
  double x_per_us = 0;  ///< one VM's rate
  bool capacity_bound = false;
  std::array<double, kKinds> held{};  ///< Psi: the work one VM holds at each kind of station
  // with_derivatives only:
  std::vector<double> dheld_dh;           ///< d held[kind] / d h_j at [kind * unknowns + j]
  std::array<double, kKinds> dheld_dz{};  ///< d held[kind] / dZ
  std::vector<double> dx_dh;              ///< d one VM's X / d h_j, X per us
  double dx_dz = 0;                       ///< d one VM's X / dZ
};

/// The group's chain (buildGroupChain): its customers are all its VMs' writes in flight, so
/// one VM's rate is the chain's throughput over its VMs.
Solved solveGroup(const LoadModel& m, std::size_t g, int peer, const SystemState& st,
                  const LatencyOptions& opt, double think_guess_us = 0,
                  bool with_derivatives = false)
{
  const GroupModel& gm = m.groups[g];
  Solved sv;
  sv.chain = buildGroupChain(m, g, peer, st, opt);
  ClosedChain& c = sv.chain.chain;
  const std::size_t K = c.stations.size();
  const std::size_t unknowns = st.held.size();
  const double demand = units::perSToPerUs(gm.demanded_iops);
  const double vms = sv.chain.per_vm;
  const int population = sv.chain.population;
  if (with_derivatives) {
    sv.dheld_dh.assign(kKinds * unknowns, 0.0);
    sv.dx_dh.assign(unknowns, 0.0);
  }
  // One kernel per thread, its buffers reused from chain to chain.
  thread_local detail::MvaKernel kernel;
  kernel.load(c);
  if (!(demand > 0)) {
    // Idle: the latency one write would see; the group holds no work anywhere.
    kernel.run(0.0, 1, 0);
    kernel.fill(sv.mva, 1);
    for (std::size_t k = 0; k < K; ++k)
      sv.state.wait_us[kindOf(sv.chain.resources[k])] =
          waitAt(c.stations[k], sv.mva.residence_us[k]);
    return sv;
  }
  // Z = 0 when even no think time cannot exceed the demanded rate. A group that was
  // capacity-bound at the last guess (Z = 0) most likely still is: its run at Z = 0 with every
  // derivative is tried first, and is then the only run (the values of a run do not depend on
  // the derivatives it carries).
  const std::size_t dirs = with_derivatives ? kernel.directions() : 0;
  bool done = false;
  if (with_derivatives && !(think_guess_us > 0)) {
    kernel.run(0.0, population, dirs);
    done = kernel.throughput() <= demand * vms;
    if (done)
      c.think_us = 0.0;
  }
  if (!done) {
    // The search leaves the kernel at the think time it returns; its runs carry every
    // derivative when they are asked for (a run's cost grows little with them), which are
    // then those of its last run: at the root or within its last Newton step (relative size
    // at most 1e-6), close enough for the fixed point's Newton steps (the answer is the
    // fixed point of the values, which are at the root).
    c.think_us = kernel.solveThink(population, demand * vms, think_guess_us, dirs);
  }
  kernel.fill(sv.mva, population);
  sv.capacity_bound = c.think_us == 0 && sv.mva.throughput_per_us < demand * vms * (1.0 - 1e-9);
  const double x = sv.mva.throughput_per_us / vms;
  sv.x_per_us = x;
  sv.state.x_iops = units::perUsToPerS(x);
  for (std::size_t k = 0; k < K; ++k) {
    const std::size_t kind = kindOf(sv.chain.resources[k]);
    const double w = waitAt(c.stations[k], sv.mva.residence_us[k]);
    sv.state.wait_us[kind] = w;
    sv.held[kind] = x * (w + c.stations[k].residual_us);
  }
  sv.held[kRateKind] = x;
  if (!with_derivatives)
    return sv;
  // Chain rule: held[k] = x (W_k + Rres_k), x = X / V, with the MVA's sensitivities to the
  // held work B_i of each station (linear in h: its coefficients) and to Z.
  sv.dx_dz = kernel.dThroughput(0) / vms;
  for (std::size_t k = 0; k < K; ++k) {
    const std::size_t kind = kindOf(sv.chain.resources[k]);
    const double w_res = sv.state.wait_us[kind] + c.stations[k].residual_us;
    sv.dheld_dz[kind] = sv.dx_dz * w_res + x * kernel.dResidence(0, k);
    double* row = &sv.dheld_dh[kind * unknowns];
    for (std::size_t i = 0; i < K; ++i) {
      const double dheld =
          kernel.dThroughput(1 + i) / vms * w_res + x * kernel.dResidence(1 + i, k);
      const std::vector<double>& coef = sv.chain.held_coef[i];
      for (std::size_t j = 0; j < unknowns; ++j)
        row[j] += dheld * coef[j];
    }
  }
  for (std::size_t i = 0; i < K; ++i)
    for (std::size_t j = 0; j < unknowns; ++j)
      sv.dx_dh[j] += kernel.dThroughput(1 + i) / vms * sv.chain.held_coef[i][j];
  sv.dheld_dz[kRateKind] = sv.dx_dz;
  std::copy(sv.dx_dh.begin(), sv.dx_dh.end(), sv.dheld_dh.begin() + kRateKind * unknowns);
  return sv;
}

/// Sets group g of the system state from its rate and waits.
void setGroup(const LoadModel& m, std::size_t g, const GroupState& gs, SystemState& st)
{
  st.x_iops[g] = gs.x_iops;
  const GroupModel& gm = m.groups[g];
  for (std::size_t kind = 0; kind < kRateKind; ++kind)
    st.held[heldIndex(g, kind)] =
        visits(gm, kind) ? units::usToS(gs.x_iops * (gs.wait_us[kind] + residualOf(gm, kind)))
                         : 0.0;
  st.held[heldIndex(g, kRateKind)] = gm.demanded_iops > 0 ? units::usToS(gs.x_iops) : 0.0;
}

void fillLegs(const Chain& c, const MvaResult& r, const GroupModel& gm, GroupLatency& out)
{
  LegBreakdown& l = out.loaded_legs;
  l = LegBreakdown{};
  l.hypervisor_us = c.chain.branch_delay_us[0];
  for (std::size_t k = 0; k < c.resources.size(); ++k) {
    const double t = r.residence_us[k] + c.delays[k];
    switch (c.resources[k]) {
    case LatencyResource::LocalDevice: l.local_device_us = t; break;
    case LatencyResource::PeerLink: l.serialisation_us = t; break;
    case LatencyResource::PeerReceive: l.receive_wait_us = t; break;
    case LatencyResource::RemoteDevice: l.remote_device_us = t; break;
    case LatencyResource::StorageLink:
    case LatencyResource::BackingArray: l.datastore_us += t; break;
    }
  }
  if (gm.peers > 0 && out.peer_host >= 0) {
    l.stack_switch_cable_us = gm.forward_fixed_us;
    l.ack_us = gm.ack_us;
  }
  l.fork_join_us = r.sync_us;
  out.loaded_local_leg_us = r.branch_us.size() > 1 ? r.branch_us[kLocalBranch] : 0.0;
  out.loaded_replica_leg_us = r.branch_us.size() > 2 ? r.branch_us[kReplicaBranch] : 0.0;
  CommitFloor f;
  f.legs = l;
  f.local_leg_us = out.loaded_local_leg_us;
  f.replica_leg_us = out.loaded_replica_leg_us;
  attribute(f, !gm.policy.isWriteBack());
  out.loaded_bound_by = f.bound_by;
}

/// Every VM at its demanded rate, holding no work: the open model's load and the start.
SystemState atDemand(const LoadModel& m)
{
  SystemState st;
  st.held.assign(m.groups.size() * kKinds, 0.0);
  for (const GroupModel& gm : m.groups)
    st.x_iops.push_back(gm.demanded_iops);
  return st;
}

/// Open-model latency with every VM at its demanded rate: Pollaczek-Khinchine at each
/// station's total load (the MVA with one I/O and all load as open background); empty when a
/// station would be at or above 100%.
std::optional<double> openLatencyUs(const LoadModel& m, std::size_t g, int peer,
                                    const LatencyOptions& opt)
{
  Chain c = buildGroupChain(m, g, peer, atDemand(m), opt);
  for (std::size_t k = 0; k < c.chain.stations.size(); ++k) {
    if (!(c.total_util[k] < 1.0))
      return std::nullopt;
    c.chain.stations[k].background_utilization = c.total_util[k];
    c.chain.stations[k].background_wait_us = 0;
    c.chain.stations[k].visits = 0;
  }
  c.chain.think_us = 0;
  return solveMva(c.chain, 1).response_us;
}

/// Utilisation of the busiest resource above which a capacity-bound group counts as held
/// back by the resource rather than by its outstanding I/Os.
constexpr double kSaturatedUtilisation = 0.9;

/// The solver's fallback to exact MVA (computeLatency): solved exactly up to this many writes
/// in flight in the largest chain, on a grid of kFineSteps population steps above.
constexpr int kExactPopulation = 16384;
constexpr int kFineSteps = 512;

/// Writes in flight of the largest group chain (all its VMs' outstanding writes).
long long largestPopulation(const LoadModel& m)
{
  long long largest = 1;
  for (const GroupModel& gm : m.groups)
    largest = std::max(
        largest, static_cast<long long>(std::max(gm.vms_total, 1)) * std::max(gm.outstanding, 1));
  return largest;
}

/// Population steps one solve of every group's chain takes (the cost of a solver round):
/// each chain's population, or `steps` where that is smaller (0: exact, no grid).
long long populationSteps(const LoadModel& m, int steps)
{
  long long total = 0;
  for (const GroupModel& gm : m.groups) {
    const long long pop =
        static_cast<long long>(std::max(gm.vms_total, 1)) * std::max(gm.outstanding, 1);
    total += steps > 0 ? std::min<long long>(pop, steps) : pop;
  }
  return std::max(total, 1LL);
}

GroupLatency finishGroup(const Scenario& s, const LoadModel& m, std::size_t g, int peer,
                         const SystemState& st, double think_guess_us, const LatencyOptions& opt)
{
  const GroupModel& gm = m.groups[g];
  GroupLatency out;
  out.policy = gm.policy;
  out.peers_effective = gm.peers;
  out.peers_feasible = !gm.policy.isWriteBack() || gm.policy.peers < std::max(s.hosts, 1);
  out.peer_host = gm.peers > 0 ? peer : -1;
  out.mean_io_bytes = gm.mix.mean_bytes;
  out.io_size_cs2 = gm.mix.cs2;
  out.floor_us = gm.floor.floor_us;
  out.local_leg_us = gm.floor.local_leg_us;
  out.replica_leg_us = gm.floor.replica_leg_us;
  out.legs = gm.floor.legs;
  out.bound_by = gm.floor.bound_by;
  out.network_share = gm.floor.network_share;
  out.outstanding_ios = gm.outstanding;
  out.demanded_iops_per_vm = gm.demanded_iops;

  const Solved sv = solveGroup(m, g, peer, st, opt, think_guess_us);
  const Chain& c = sv.chain;
  const MvaResult& r = sv.mva;
  out.capacity_bound = sv.capacity_bound;
  out.iops_per_vm = sv.state.x_iops;
  out.loaded_us = r.response_us;
  out.think_us = r.think_us;
  out.write_mbps_per_vm = units::mbpsFromIops(out.iops_per_vm, gm.mix.mean_bytes);
  if (!(gm.demanded_iops > 0))
    out.status = LatencyStatus::Idle;

  // One VM of the group among all the others as they are now: the benchmark curve's chain.
  SystemState now = st;
  setGroup(m, g, sv.state, now);
  Chain vm = buildVmChain(m, g, peer, now, opt);
  vm.chain.think_us = out.think_us;

  // The busiest resource, and the benchmark curve's asymptote 1 / max_k v_k D_k / (1 - U_open)
  // (v_k: the VM's visits, its copies spread over the peers).
  double d_max = 0;
  for (const QueueStation& q : vm.chain.stations) {
    const double open = std::min(q.background_utilization, kMaxBackgroundUtilisation);
    d_max = std::max(d_max, q.visits * q.demand_us / (1.0 - open));
  }
  std::size_t k_busy = 0;
  for (std::size_t k = 0; k < c.chain.stations.size(); ++k) {
    const QueueStation& q = c.chain.stations[k];
    ResourceLoad rl;
    rl.resource = c.resources[k];
    rl.host = c.hosts[k];
    rl.utilization = std::clamp(vm.total_util[k], 0.0, 1.0);  // all load, this group's found
    rl.demand_us = q.demand_us;
    rl.residence_us = r.residence_us[k];
    out.resources.push_back(rl);
    const ResourceLoad& busiest = out.resources[k_busy];
    if (rl.utilization > busiest.utilization ||
        (rl.utilization == busiest.utilization && rl.residence_us > busiest.residence_us))
      k_busy = k;
  }
  if (!out.resources.empty()) {
    out.bottleneck = out.resources[k_busy].resource;
    out.bottleneck_utilization = out.resources[k_busy].utilization;
  }
  out.max_iops_per_vm = d_max > 0 ? units::perUsToPerS(1.0 / d_max) : 0.0;

  if (out.capacity_bound) {
    // Kleinrock's saturation point N* = (R(1) + Z) / D_max: beyond it, or with the busiest
    // resource nearly full, the resource rather than the outstanding I/Os holds the VM back.
    const double r1 = solveMva(vm.chain, 1).response_us;
    const double knee = d_max > 0 ? (r1 + out.think_us) / d_max : 0.0;
    out.status = gm.outstanding >= knee || out.bottleneck_utilization >= kSaturatedUtilisation
                     ? LatencyStatus::ResourceSaturated
                     : LatencyStatus::OutstandingBound;
  }
  const bool uses_peer_link = std::find(c.resources.begin(), c.resources.end(),
                                        LatencyResource::PeerLink) != c.resources.end();
  if (uses_peer_link && m.max_external >= opt.max_background_utilization)
    out.status = LatencyStatus::BackgroundOverload;

  fillLegs(c, r, gm, out);
  out.open_model_us = openLatencyUs(m, g, peer, opt);
  out.chain = std::move(vm.chain);
  out.chain_resources = std::move(vm.resources);
  return out;
}

// ---- The fixed point between the groups --------------------------------------------------

/// Where a solver starts: no work held (an idle system), or a result's solution.
Start startFrom(const LoadModel& m, const LatencyResult* r)
{
  const std::size_t G = m.groups.size();
  Start s;
  s.st.x_iops.assign(G, 0.0);
  s.st.held.assign(G * kKinds, 0.0);
  s.groups.assign(G, GroupState{});
  s.think_us.assign(G, 0.0);
  if (!r || r->groups.size() != G)
    return s;
  for (std::size_t g = 0; g < G; ++g) {
    const GroupLatency& gl = r->groups[g];
    GroupState& gs = s.groups[g];
    gs.x_iops = std::max(gl.iops_per_vm, 0.0);
    for (std::size_t k = 0; k < gl.resources.size() && k < gl.chain_resources.size(); ++k)
      gs.wait_us[kindOf(gl.chain_resources[k])] =
          gl.chain_resources[k] == LatencyResource::PeerReceive
              ? std::max(gl.resources[k].residence_us, 0.0)
              : std::max(gl.resources[k].residence_us - gl.resources[k].demand_us, 0.0);
    setGroup(m, g, gs, s.st);
    s.think_us[g] = std::max(gl.think_us, 0.0);
  }
  return s;
}

/// The load model as the solvers see it (latency_fixed_point.h).
class LoadFixedPoint : public FixedPoint {
public:
  LoadFixedPoint(const LoadModel& m, const std::vector<int>& peer, const LatencyOptions& opt)
      : m_(m), peer_(peer), opt_(opt)
  {
  }

  std::size_t groups() const override { return m_.groups.size(); }

  /// A VM never holds more than its outstanding I/Os at a station:
  /// h = X (W + Rres) = Q - U + X Rres <= N + max(0, Rres / D - 1) (Q <= N, X D <= 1).
  double maxHeld(std::size_t group, std::size_t kind) const override
  {
    const GroupModel& gm = m_.groups[group];
    // A VM never writes faster than it demands.
    if (kind == kRateKind)
      return gm.demanded_iops > 0 ? units::usToS(gm.demanded_iops) : 0.0;
    const double d = demandOf(gm, kind);
    if (!(gm.demanded_iops > 0) || !visits(gm, kind) || !(d > 0))
      return 0.0;
    // A cut-through station holds no own service: h = X W + X Rres <= N + Rres / D.
    if (kind == kRxKind)
      return gm.outstanding + residualOf(gm, kind) / d;
    return gm.outstanding + std::max(0.0, residualOf(gm, kind) / d - 1.0);
  }

  Round solve(const SystemState& st, const Eigen::VectorXd& think_guess_us,
              bool derivatives) const override
  {
    const std::size_t G = m_.groups.size();
    const std::size_t unknowns = st.held.size();
    const Eigen::Index n = static_cast<Eigen::Index>(unknowns);
    const Eigen::Index gn = static_cast<Eigen::Index>(G);
    Round r;
    r.psi = Eigen::VectorXd::Zero(n);
    r.dpsi_dh = Eigen::MatrixXd::Zero(n, n);
    r.dpsi_dz = Eigen::MatrixXd::Zero(n, gn);
    r.think_us = Eigen::VectorXd::Zero(gn);
    r.x_iops = Eigen::VectorXd::Zero(gn);
    r.rate = Eigen::VectorXd::Zero(gn);
    r.drate_dz = Eigen::VectorXd::Zero(gn);
    r.drate_dh = Eigen::MatrixXd::Zero(gn, n);
    r.demand.assign(G, false);
    for (std::size_t g = 0; g < G; ++g) {
      const Eigen::Index gi = static_cast<Eigen::Index>(g);
      const Solved sv =
          accel::solveGroup(m_, g, peer_[g], st, opt_, think_guess_us(gi), derivatives);
      r.think_us(gi) = sv.chain.chain.think_us;
      r.x_iops(gi) = sv.state.x_iops;
      for (std::size_t kind = 0; kind < kKinds; ++kind) {
        const Eigen::Index i = static_cast<Eigen::Index>(heldIndex(g, kind));
        r.psi(i) = sv.held[kind];
        if (!derivatives)
          continue;
        r.dpsi_dz(i, gi) = sv.dheld_dz[kind];
        for (Eigen::Index j = 0; j < n; ++j)
          r.dpsi_dh(i, j) = sv.dheld_dh[kind * unknowns + static_cast<std::size_t>(j)];
      }
      const double demand = units::perSToPerUs(m_.groups[g].demanded_iops);
      r.demand[g] = demand > 0;
      if (demand > 0 && derivatives) {
        r.rate(gi) = sv.x_per_us / demand - 1.0;
        r.drate_dz(gi) = sv.dx_dz / demand;
        for (Eigen::Index j = 0; j < n; ++j)
          r.drate_dh(gi, j) = sv.dx_dh[static_cast<std::size_t>(j)] / demand;
      }
    }
    return r;
  }

  GroupState solveGroup(std::size_t group, const SystemState& st, double& think_us) const override
  {
    const Solved sv = accel::solveGroup(m_, group, peer_[group], st, opt_, think_us);
    think_us = sv.chain.chain.think_us;
    return sv.state;
  }

  void setGroup(std::size_t group, const GroupState& gs, SystemState& st) const override
  {
    accel::setGroup(m_, group, gs, st);
  }

private:
  const LoadModel& m_;
  const std::vector<int>& peer_;
  const LatencyOptions& opt_;
};

}  // namespace

LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt)
{
  return computeLatency(s, opt, LatencySolver{});
}

LatencyResult computeLatency(const Scenario& s, const LatencyOptions& opt,
                             const LatencySolver& solver)
{
  LatencyResult res;
  const LoadModel m = buildLoadModel(s, opt);
  const std::size_t G = m.groups.size();
  std::vector<int> peer(G);
  const SystemState demanded = atDemand(m);
  for (std::size_t g = 0; g < G; ++g)
    peer[g] = pickPeer(m, g, demanded);

  Start start = startFrom(m, solver.start);
  if (G <= 1) {
    // One group: its chain counts its own VMs itself and no other group's work enters it, so
    // there is no fixed point to find.
    res.iterations = static_cast<int>(G);
    for (std::size_t g = 0; g < G; ++g)
      res.groups.push_back(finishGroup(s, m, g, peer[g], start.st, start.think_us[g], opt));
    return res;
  }
  const LoadFixedPoint fp(m, peer, opt);
  const Outcome o = solver.method == LatencySolver::Method::Substitution
                        ? detail::solveSubstitution(fp, std::move(start), solver)
                        : detail::solveNewton(fp, std::move(start), solver);
  res.iterations = o.rounds;
  res.converged = o.converged;
  if (!o.converged && solver.method == LatencySolver::Method::Newton) {
    // The rare case in which Newton's safeguards creep (several groups deep in saturation at
    // once, each step cut at the work a VM can hold): the same method with four times the
    // rounds, from idle (10^5 random scenarios: one needed about 1,000 rounds).
    LatencySolver longer = solver;
    longer.max_rounds = 4 * solver.max_rounds;
    const Outcome o2 = detail::solveNewton(fp, startFrom(m, solver.start), longer);
    res.iterations += o2.rounds;
    if (o2.converged) {
      res.converged = true;
      for (std::size_t g = 0; g < G; ++g)
        res.groups.push_back(finishGroup(s, m, g, peer[g], o2.st, o2.think_us[g], opt));
      return res;
    }
    // Then exact MVA at every population instead of the population grid: the grid's estimate
    // of the queue one customer fewer sees, far past saturation with thousands of writes in
    // flight, can starve a group on one side of a kink and not on the other (no fixed point
    // of the gridded map; 10^4 random scenarios: two such, both converging exactly in about 20
    // rounds).
    // Its cost grows with the writes in flight (a step per customer, where the grid has a
    // fixed number), so it gets a budget: the population steps of four times the first stage's
    // rounds, and above kExactPopulation customers a grid of kFineSteps steps instead (a
    // chain of 10^5 writes in flight solved exactly took minutes).
    LoadModel exact = m;
    exact.population_steps = largestPopulation(m) <= kExactPopulation ? 0 : kFineSteps;
    LatencySolver bounded = solver;
    bounded.max_rounds = static_cast<int>(std::min<long long>(
        solver.max_rounds, 4LL * solver.max_rounds * populationSteps(m, m.population_steps) /
                               populationSteps(m, exact.population_steps)));
    const LoadFixedPoint fp_exact(exact, peer, opt);
    const Outcome o3 = detail::solveNewton(fp_exact, startFrom(exact, nullptr), bounded);
    res.iterations += o3.rounds;
    if (o3.converged) {
      res.converged = true;
      for (std::size_t g = 0; g < G; ++g)
        res.groups.push_back(finishGroup(s, exact, g, peer[g], o3.st, o3.think_us[g], opt));
      return res;
    }
    // Last, the substitution, which creeps but does not cycle at the kinks that stop Newton's
    // safeguards (10^4 random scenarios: one, 1,821 rounds; 9,975 without its extrapolation).
    LatencySolver creep;
    creep.method = LatencySolver::Method::Substitution;
    creep.max_rounds = 50 * solver.max_rounds;
    creep.tolerance = std::max(solver.tolerance, 1e-9);
    const Outcome o4 = detail::solveSubstitution(fp, startFrom(m, solver.start), creep);
    res.iterations += o4.rounds;
    if (o4.converged) {
      res.converged = true;
      for (std::size_t g = 0; g < G; ++g)
        res.groups.push_back(finishGroup(s, m, g, peer[g], o4.st, o4.think_us[g], opt));
      return res;
    }
  }
  for (std::size_t g = 0; g < G; ++g)
    res.groups.push_back(finishGroup(s, m, g, peer[g], o.st, o.think_us[g], opt));
  return res;
}

}  // namespace accel
