// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file destager.h
/// The destager: how the write-back buffer of a VM fills and drains
/// (docs/models/destager.md).
///
/// Fluid model (Kleinrock, Queueing Systems vol. 2, fluid approximation; Anick, Mitra & Sondhi
/// 1982): the buffer content X(t) of one VM, in MB, obeys dX/dt = W(t) - D and is held in
/// [0, B]: W(t) is what the VM writes (its write profile, through the rate it can reach: the
/// latency model's achieved rate when that is below its demand), D the rate at which its
/// destager empties the buffer into the backing array, B its write buffer
/// (acceleration.write_buffer_mb, plus its share of the array's write cache). While X = B and
/// W > D the VM is throttled: its accepted write rate falls to D and its write latency to what
/// the destage rate allows, R = N s / D by Little's law. Writes the VM cannot place (above its
/// reachable rate, or while the buffer is full) are not lost: it writes them later, at the
/// reachable rate, or at D while the buffer stays full (work-conserving; docs/models/destager.md
/// section "What the VM can write"). Write-through groups have no buffer.
///
/// Times are seconds (_s) from the start of the profile (an empty buffer at t = 0: the start of
/// a burst, the sine's phase 0, a trace's first sample), rates MB/s per VM (_mbps), buffer
/// contents MB (_mb). A time that never comes is an empty optional beside its boolean; no
/// result is ever NaN or infinite, whatever the input (bad input gives status Invalid and the
/// JSON path of the first bad field).

#include <optional>
#include <string>
#include <vector>

#include "model/backing/backing.h"
#include "model/common/decimate.h"
#include "model/common/findings.h"
#include "model/common/scenario.h"

namespace accel {

// ---- Closed forms (docs/models/destager.md section 3) ---------------------------------------

/// Time (s) for the buffer to fill from `x0_mb` to `buffer_mb` at a constant write rate:
/// T_fill = (B - X0) / (W - D) if W > D, else never (empty optional).
/// docs/models/destager.md, worked example C1 (W 500, D 150, B 200000 MB: 571.4 s). Rates >= 0, 0
/// <= x0_mb <= buffer_mb; W = D exactly is never (the level stays put). A buffer already full with
/// W > D fills at 0.
std::optional<double> fillTimeS(double buffer_mb, double x0_mb, double write_mbps,
                                double destage_mbps);

/// Time (s) for a backlog of `x0_mb` to drain at a constant write rate below the destage rate:
/// T_drain = X0 / (D - W_low) if W_low < D, else never (empty optional); 0 for an empty
/// buffer. docs/models/destager.md, worked example C1 (200000 MB at W 20, D 150: 1538.5 s).
std::optional<double> drainTimeS(double x0_mb, double write_low_mbps, double destage_mbps);

/// What a periodic profile does to the buffer in the long run.
enum class DestagerRegime {
  None,           ///< no buffer (write-through, invalid input or no VMs)
  NoBacklog,      ///< W(t) <= D at every instant: the buffer never holds data
  NeverFills,     ///< backlog builds in bursts and drains (each cycle), never reaching B
  FillsInBursts,  ///< mean <= D: the buffer fills during bursts (each cycle) and drains
  Ratchets,       ///< mean > D, W sometimes below D: grows every cycle, fills whatever B is
  Saturated       ///< W(t) >= D at every instant and above on average: fills and stays full
};

/// Stable key: "none", "no_backlog", "never_fills", "fills_in_bursts", "ratchets",
/// "saturated".
const char* destagerRegimeKey(DestagerRegime r);

/// Closed form of the on/off profile: peak P for T_on, base b for T_off = T - T_on, repeating,
/// starting with a burst into an empty buffer (docs/models/destager.md section 3, worked example
/// C2).
struct OnOffClosedForm {
  bool applies = false;  ///< false for P < b or invalid input (the simulation still applies)
  DestagerRegime regime = DestagerRegime::None;
  double mean_mbps = 0;             ///< Wbar = (P T_on + b T_off) / T
  double burst_backlog_mb = 0;      ///< (P - D) T_on: backlog one burst builds, unbounded
  double ratchet_mb_per_cycle = 0;  ///< (Wbar - D) T when positive, else 0
  bool fills = false;
  std::optional<double> fill_cycle;   ///< j* (1-based), a whole number
  std::optional<double> fill_time_s;  ///< from t = 0
  /// In the repeating cycle: from the buffer last being empty (a burst start) to full,
  /// B / (P - D); empty when it never fills or never empties.
  std::optional<double> burst_fill_s;
  bool drains = false;  ///< the repeating cycle empties the buffer
  /// From the buffer starting to fall (the burst's end, or when the deferred writes are
  /// written) to empty: X_peak / (D - b).
  std::optional<double> drain_time_s;
  double peak_backlog_mb = 0;     ///< min(B, burst backlog) or B when it fills
  double throttled_fraction = 0;  ///< share of time throttled in the repeating cycle
};

/// On/off closed forms (docs/models/destager.md section 3): if Wbar <= D < P the buffer peaks at
/// (P - D) T_on and empties every cycle (full B / (P - D) into a burst if that exceeds B); if
/// Wbar > D and b < D it ratchets up by (Wbar - D) T per cycle and first fills in cycle
/// j* = min{ j : (j-1)(Wbar-D)T + (P-D)T_on > B } at t = (j*-1) T + (B - (j*-1)(Wbar-D)T) /
/// (P - D); if b >= D as well it never drains. With the writes deferred while full carried
/// over (the VM writes them later, at D), a burst that overflows (y = (P - D) T_on > B, Wbar <=
/// D) keeps the VM throttled for (y - B) (1 / (P - D) + 1 / (D - b)) of each period, and a
/// ratchet (Wbar > D) for all of it once full: the deferred writes never run out. The buffer
/// counts as filling
/// only when it is full while the VM writes faster than D (a burst ending exactly as the
/// buffer reaches B throttles nothing; docs/models/destager.md says why j* uses >).
/// Rates >= 0, 0 <= T_on <= T, T > 0, B >= 0.
OnOffClosedForm onOffClosedForm(double peak_mbps, double burst_s, double period_s, double base_mbps,
                                double destage_mbps, double buffer_mb);

/// Peak backlog (MB, unbounded buffer) of the sine W = Wbar + A sin(2 pi t / T) (clipped at 0)
/// when its mean is at most D: with phi = asin((D - Wbar) / A),
/// X_peak = (T / pi) [A cos(phi) - (D - Wbar)(pi/2 - phi)], and 0 when D >= Wbar + A
/// (docs/models/destager.md, worked example C3: Wbar 100, A 100, D 150, T 3600 s: 39239 MB). Empty
/// when the (clipped) mean exceeds D: the backlog then grows without bound. The clipping at 0 does
/// not change the peak (it only speeds up the drain).
std::optional<double> sinePeakBacklogMb(double mean_mbps, double amplitude_mbps, double period_s,
                                        double destage_mbps);

/// Backlog (MB) of an unbounded buffer fed by the sine from empty at t = 0 when Wbar >= D and
/// A <= Wbar (no clipping): X(t) = (Wbar - D) t + (A T / 2 pi)(1 - cos(2 pi t / T))
/// (docs/models/destager.md section 3). It never empties, so this is also the bounded buffer's
/// content until it fills.
double sineRatchetBacklogMb(double t_s, double mean_mbps, double amplitude_mbps, double period_s,
                            double destage_mbps);

/// First fill of the sine with Wbar > D, A <= Wbar, as docs/models/destager.md section 3 says: scan
/// the cycles for the first whose highest backlog exceeds B (in O(1): each cycle adds
/// (Wbar - D) T), then bisect on sineRatchetBacklogMb where it rises through B. Example C3:
/// Wbar 160, A 100, D 150, T 3600 s, B 200000 MB: 8820.3 s, third cycle. Empty when the
/// formula does not apply (Wbar <= D, A > Wbar, T <= 0) or B is never reached.
struct SineFill {
  double cycle = 0;   ///< 1-based, a whole number
  double time_s = 0;  ///< from t = 0
};
std::optional<SineFill> sineRatchetFill(double mean_mbps, double amplitude_mbps, double period_s,
                                        double destage_mbps, double buffer_mb);

/// Stochastic on/off source into a fluid buffer (Anick, Mitra & Sondhi 1982, one source):
/// rate r while on, 0 while off, exponential on and off periods of mean `mean_on_s` and
/// `mean_off_s` (on->off rate beta = 1 / mean_on, off->on rate alpha = 1 / mean_off),
/// p = alpha / (alpha + beta), drained at D. Stable with a backlog when p r < D < r; then
/// P(X > x) = (p r / D) e^(-eta x), eta = beta / (r - D) - alpha / D, and the mean backlog is
/// (p r / D) / eta. docs/models/destager.md, worked example C4 (r 300, D 150, on 60 s, off 180 s:
/// P(X > 50000 MB) = 0.01232, mean 6750 MB).
struct AmsQueue {
  enum class Regime {
    NoBacklog,  ///< D >= r: the buffer never holds data
    Stable,     ///< p r < D < r
    Unstable    ///< p r >= D: the backlog grows without bound
  };
  Regime regime = Regime::NoBacklog;
  double on_probability = 0;    ///< p
  double busy_probability = 0;  ///< P(X > 0) = p r / D (Stable), 1 (Unstable), 0
  double eta_per_mb = 0;        ///< decay rate of the tail, 1/MB (Stable)
  double mean_backlog_mb = 0;   ///< (p r / D) / eta (Stable), 0 otherwise
};
AmsQueue amsOnOffQueue(double rate_on_mbps, double destage_mbps, double mean_on_s,
                       double mean_off_s);

/// P(X > x_mb) of the AMS queue: (p r / D) e^(-eta x) when Stable, 0 with no backlog, 1 when
/// unstable.
double amsOverflowProbability(const AmsQueue& q, double x_mb);

/// Throttled writes by Little's law: a VM (or several) keeping `outstanding_ios` writes of
/// mean size `io_bytes` in flight while admitted at `destage_mbps` completes
/// X = D / s writes per second with latency R = N / X = N s / D (docs/models/destager.md,
/// example C5: 320 writes of 64 KiB at 150 MB/s: 2288.8 IOPS, 139.8 ms).
struct ThrottledWrites {
  double iops = 0;
  std::optional<double> latency_us;  ///< empty when D = 0 (no write completes)
};
ThrottledWrites throttledWrites(double destage_mbps, double io_bytes, double outstanding_ios);

// ---- Simulation -----------------------------------------------------------------------------

/// Modelling choices of the destager model, with their defaults (docs/models/destager.md).
struct DestagerOptions {
  /// Points per plotted series, at most (>= 5). M4 aggregation keeps the first, last, lowest
  /// and highest point of each of (max_series_points - 1) / 4 time buckets, so peaks survive.
  /// The backlog is linear between points; the rates hold from a point to the next.
  int max_series_points = 2000;
  /// The plotted horizon covers at least this many periods, and the cycle after the first
  /// fill; never more than max_horizon_cycles periods nor max_horizon_pieces constant or sine
  /// pieces.
  int min_horizon_cycles = 4;
  double max_horizon_cycles = 10000;
  double max_horizon_pieces = 4.0e6;
  /// Horizon of a constant profile that never fills, s; one that fills shows twice its fill
  /// time.
  double constant_horizon_s = 3600;
  /// A trace is simulated once from an empty buffer (false), or as one period of a repeating
  /// profile (true: steady state, cycle of first fill).
  bool trace_repeats = false;
  /// The throttled intervals as simulated, touching ones joined (true), where the plot's
  /// intervals join gaps up to a plot bucket (false). The scheduled capacity asks for them to
  /// find the steps a full buffer sits through, then joins them for the plot itself.
  bool exact_throttled_intervals = false;
  /// Search the buffer and the destage rate that would avoid throttling (needed_buffer_mb,
  /// needed_destage_mbps; a few extra passes, each as costly as the simulation).
  bool remedies = true;
  /// Findings: a drain taking at least this share of the period is slow.
  double slow_drain_share = 0.5;
  /// Findings: throttled at least this share of the time is critical.
  double critical_throttled_share = 0.5;
};

/// A time interval [start_s, end_s].
struct TimeInterval {
  double start_s = 0;
  double end_s = 0;
};

enum class DestagerStatus {
  Ok,
  WriteThrough,  ///< WT group: no write-back buffer
  NoVms,         ///< the group has no VM (vms_per_host or on_hosts 0)
  Invalid        ///< bad input: `problem` holds the JSON path of the first bad field
};

/// Stable key: "ok", "write_through", "no_vms", "invalid".
const char* destagerStatusKey(DestagerStatus s);

/// The destager of one VM of a group (the representative VM on host 0, where every group
/// runs and the destage share is the smallest).
struct DestagerGroupResult {
  std::string name;
  DestagerStatus status = DestagerStatus::Ok;
  /// JSON path of the first bad field (e.g. "vm_groups[1].write.period_s") when Invalid.
  std::string problem;
  ProfileKind profile = ProfileKind::Constant;
  DestagerRegime regime = DestagerRegime::None;

  double destage_mbps = 0;  ///< D, this VM's destage rate (contract: destage_mbps)
  /// B: what the VM may hold before it is throttled, its write-back buffer plus array_cache_mb.
  double buffer_mb = 0;
  /// The VM's share of the array's write cache (in proportion to its destage share), MB,
  /// included in buffer_mb (computeDestager; 0 from simulateDestager).
  double array_cache_mb = 0;
  double mean_write_mbps = 0;  ///< what the VM asks to write, on average
  double peak_write_mbps = 0;
  double min_write_mbps = 0;
  /// The rate the VM can reach (the latency model's, at its load) when it is below the peak
  /// it asks for; empty when it does not bind.
  std::optional<double> reachable_mbps;
  /// What the buffer is fed: the demand through the reachable rate, in the long run (mean) and
  /// at its highest.
  double fed_mean_mbps = 0;
  double fed_peak_mbps = 0;
  /// A trace run once: writes the VM still has to write when it ends, MB: those its full
  /// buffer turned away (it writes them at D afterwards) and those above its reachable rate.
  double deferred_at_end_mb = 0;
  /// The profile repeats: on/off, sine, or a trace with DestagerOptions::trace_repeats.
  bool periodic = false;
  /// Period of on/off and sine profiles, duration of a trace, s; 0 for a constant.
  double period_s = 0;
  /// Time per period (a trace: in total) during which W > D, s; 0 for a constant.
  double overload_s = 0;
  /// (Wbar - D) x period, MB: what each cycle adds to the backlog when positive (periodic).
  double ratchet_mb_per_cycle = 0;

  bool fills = false;                 ///< contract: fills
  std::optional<double> fill_time_s;  ///< first fill from empty at t = 0 (contract)
  std::optional<double> fill_cycle;   ///< periodic: 1-based cycle of the first fill
  /// In the repeating state (a trace: at its first fill), from the buffer last being empty to
  /// full: "fills 9.5 min into each burst". Empty when it never fills or never empties first.
  std::optional<double> burst_fill_s;
  bool drains = false;  ///< contract: drains
  /// From the moment the backlog starts falling from its peak to empty (repeating state;
  /// a trace: after its highest backlog). 0 when the buffer never holds data (contract).
  std::optional<double> drain_time_s;
  double peak_backlog_mb = 0;  ///< contract: peak_backlog_mb
  /// Share of time the VM is throttled (the buffer full and writes waiting), in the long run:
  /// the periodic steady state (any whole number of its periods; 1 when the mean fed exceeds
  /// D, the deferred writes then never run out), over a trace when it is simulated once
  /// (contract: throttled_fraction).
  double throttled_fraction = 0;

  /// Throttled writes (Little's law, R = N s / D): the VM's outstanding_ios writes of its mean
  /// write size admitted at D (throttledDestageMbps: under a scheduled array load, the lowest
  /// rate of the steps in which the buffer is full). Empty latency when D = 0.
  double throttled_iops_per_vm = 0;
  std::optional<double> throttled_latency_us;
  /// Under a scheduled array load, the destage rate the throttled writes are admitted at: the
  /// lowest rate of the steps in which the buffer is throttled (destage_mbps is the rate of
  /// the step it first fills in). Empty: destage_mbps.
  std::optional<double> throttled_destage_mbps;
  double io_kib = 0;  ///< mean write size used, KiB

  /// Remedies (DestagerOptions::remedies): the smallest buffer that never throttles at this
  /// D (empty when the mean exceeds D: no size suffices), and the smallest D that never
  /// throttles with this buffer.
  std::optional<double> needed_buffer_mb;
  std::optional<double> needed_destage_mbps;
  /// The cluster destage rate (backing capacity) at which the sharing rule gives this VM
  /// needed_destage_mbps; empty when its host's paths cap it below (computeDestager only).
  std::optional<double> needed_cluster_destage_mbps;

  /// On/off profiles: the buffer overflow probability P(X > B) and mean backlog if the bursts
  /// came at random with the same mean lengths (Anick, Mitra & Sondhi 1982, one source of
  /// rate P - b drained at D - b). Empty when the source is unstable or for other profiles.
  std::optional<double> ams_overflow_probability;
  std::optional<double> ams_mean_backlog_mb;

  // ---- Series for the destager tab (decimated, at most max_series_points each) -------------
  double horizon_s = 0;                   ///< the plotted horizon [0, horizon_s]
  double horizon_throttled_fraction = 0;  ///< share of the horizon throttled (incl. transient)
  double time_origin_s = 0;               ///< t_s of a trace's first sample (0 otherwise)
  std::vector<SeriesPoint> backlog_mb;    ///< X(t)
  std::vector<SeriesPoint> write_mbps;    ///< what the VM asks to write (its demand)
  /// What enters the buffer: the demand through the reachable rate (the reachable rate while
  /// deferred writes are caught up), or D while throttled.
  std::vector<SeriesPoint> accepted_mbps;
  std::vector<SeriesPoint> destaged_mbps;  ///< what leaves the buffer: D, or W while empty
  /// Throttled intervals for shading (gaps shorter than one plot bucket merged).
  std::vector<TimeInterval> throttled;

  // ---- A scheduled array load (DestageCapacitySchedule; docs/models/destager.md) ----------
  /// The destage rate varies over the time axis: destage_mbps is then the rate in the state
  /// the buffer first fills in (the lowest when it never fills), and these its range.
  bool scheduled = false;
  double min_destage_mbps = 0;
  double max_destage_mbps = 0;
  double mean_destage_mbps = 0;  ///< over the horizon, time-weighted
  /// The step of the capacity schedule in which the buffer first fills (an index into
  /// DestagerResult::capacity_schedule.steps), -1 when it never fills or nothing is scheduled.
  int fill_step = -1;
};

/// Simulates one VM's buffer for its write profile at destage rate `destage_mbps` and buffer
/// `buffer_mb`, the profile fed through `reachable_mbps` when given (the VM writes at most that
/// fast; what it asks beyond waits and follows at that rate), exactly for piecewise-constant
/// rates (the Lindley recursion
/// X_{n+1} = min(B, max(0, X_n + (W_n - D) dt_n)), Lindley 1952, with the instants the buffer
/// hits 0 or B inside a sample), and for the sine by exact integration between the instants
/// where W = D or W = 0 (X is monotone there; the hitting instants by safeguarded Newton to
/// 1e-10 of the piece). Periodic profiles: cycles 1 and 2 from empty, the cycle of first fill
/// in O(1) (after the first cycle each cycle adds (Wbar - D) T until it fills), and the
/// repeating state (reached after the first period when Wbar <= D, after the first fill
/// otherwise). Fills every field of DestagerGroupResult but needed_cluster_destage_mbps.
/// The write policy is not read (computeDestager gives write-through groups no buffer);
/// outstanding_ios and the write sizes come from `group`. Valid input: a profile
/// writeProfileProblem accepts, D >= 0, B >= 0, a reachable rate >= 0 (else status Invalid,
/// problem "write.*", "destage_mbps", "write_buffer_mb" or "reachable_mbps"). A VM whose
/// reachable rate is below D never holds data (its buffer drains faster than it fills).
/// Cost: O(samples) per pass for a trace (one pass, a few more for the remedies); O(1) per
/// period otherwise, up to the plotted horizon.
DestagerGroupResult simulateDestager(const VmGroup& group, double destage_mbps, double buffer_mb,
                                     const DestagerOptions& opt = {},
                                     std::optional<double> reachable_mbps = std::nullopt);

/// The write latency once the buffer is full, for a group whose buffer fills (the results
/// document's throttled_latency_us; empty when it never fills, has no buffer or no rate).
std::optional<double> fullBufferLatencyUs(const DestagerGroupResult& g);

/// A group whose buffer fills while nothing drains it (no destage rate, or under a scheduled
/// array load none in a step in which it is full): once full, its writes wait without bound,
/// so its latency while full has no finite value (fullBufferLatencyUs is then empty although
/// it fills).
bool fullBufferStalls(const DestagerGroupResult& g);

/// The destage rate at which a full buffer admits the group's writes: throttled_destage_mbps
/// under a scheduled array load, destage_mbps otherwise.
double throttledDestageMbps(const DestagerGroupResult& g);

/// True when throttled_fraction is over one pass of a measured trace rather than the long run
/// of a repeating profile.
bool throttledOverTrace(const DestagerGroupResult& g);

/// What the simulation reads of a write profile besides its rates: its first bad field
/// (writeProfileProblem) and its mean, peak and lowest rates (profile.h). Each is a pass over
/// a trace; the destager tab's live controls change only D and B and keep them.
struct ProfileSummary {
  std::string problem;  ///< empty when the profile can be simulated
  double mean_mbps = 0;
  double peak_mbps = 0;
  double min_mbps = 0;
};
ProfileSummary summarizeProfile(const WriteProfile& p);

/// simulateDestager with the profile's summary known; it must be summarizeProfile(group.write)
/// (a summary that does not match gives wrong regimes, never NaN: every result is checked).
DestagerGroupResult simulateDestager(const VmGroup& group, const ProfileSummary& summary,
                                     double destage_mbps, double buffer_mb,
                                     const DestagerOptions& opt = {},
                                     std::optional<double> reachable_mbps = std::nullopt);

/// Mean write size of a group, KiB: the I/O-weighted mean of write_io_histogram (fractions of
/// I/Os) or write_io_kib.
double meanWriteIoKib(const VmGroup& group);

/// The first bad field of a write profile as a JSON path relative to the group
/// ("write.period_s", "write.samples[3].t_s"), or empty when the profile can be simulated:
/// finite rates >= 0, period > 0, 0 <= burst <= period, a non-empty trace in strictly
/// increasing time.
std::string writeProfileProblem(const WriteProfile& p);

// ---- Destage rate sharing -------------------------------------------------------------------

/// The cluster destage rate shared among the write-back VMs (docs/models/destager.md):
/// weighted max-min fairness by progressive filling (Bertsekas & Gallager, Data Networks,
/// section 6.5): every VM's share grows in proportion to its mean write rate until the
/// cluster rate is used up; a VM stops at its peak write rate (it never holds a backlog
/// beyond that) and the VMs of a host stop together when the host's paths are full; what
/// they cannot use goes on to the others (unused share is redistributed).
struct DestageShare {
  /// Per scenario group: the destage rate of one of its VMs on host 0, MB/s (0 for WT
  /// groups and groups without VMs).
  std::vector<double> vm_mbps;
  std::vector<double> host_mbps;  ///< per host: destage rate of its write-back VMs together
  double allocated_mbps = 0;      ///< sum over the cluster (<= cluster_mbps)
};
DestageShare shareDestageRate(const Scenario& s, double cluster_mbps, double host_mbps);

// ---- A scheduled array load ----------------------------------------------------------------

/// One step of the array's destage capacity over the time axis.
struct DestageCapacityStep {
  double start_s = 0;       ///< from t = 0 (Monday 00:00 for a weekly schedule), s
  double cluster_mbps = 0;  ///< what the array absorbs for destaging (write_mbps_capacity)
  double host_mbps = 0;     ///< what one host's paths carry for destaging
  int state = 0;            ///< the caller's index of the loads' state (which windows are on)
};

/// The destage capacity as a piecewise-constant function of time when the array's background
/// load or its sequential streams follow a schedule: steps in increasing start from 0,
/// covering [0, horizon_s), repeating. Empty (the default): a constant capacity, the backing
/// result's.
struct DestageCapacitySchedule {
  double horizon_s = 0;
  std::vector<DestageCapacityStep> steps;
  bool empty() const { return steps.empty(); }
  /// The step in force at t (s, on the repeating axis).
  std::size_t stepAt(double t_s) const;
};

/// The buffer of one VM under a destage rate that follows the capacity schedule: d_mbps[k] is
/// its rate in step k. Exact for the buffer's content, its fill and drain instants and the
/// throttled intervals by the equivalence dX/dt = W(t) - D(t) = W'(t) - D_max with
/// W'(t) = W(t) + D_max - D(t): the simulation of the demand W' against the constant D_max
/// (simulateDestager, repeating over the horizon) moves the buffer exactly as W against
/// D(t), and W' > D_max exactly when W > D(t). The horizon is the schedule's, or the
/// profile's period rounded up to whole schedule horizons when longer; the profile repeats
/// from t = 0 with its own period. Approximations (docs/models/destager.md): a sine is sampled
/// at the midpoints of 256 steps per period (at most 200,000 over the horizon); a binding
/// reachable rate is applied to the demand before the buffer (the writes above it follow at
/// that rate, with the deferral of the repeating state). The demand, accepted and destaged
/// series are given back in W's terms (the shift taken off at each point).
DestagerGroupResult simulateScheduledDestager(const VmGroup& group, const ProfileSummary& summary,
                                              const DestageCapacitySchedule& schedule,
                                              const std::vector<double>& d_mbps, double buffer_mb,
                                              const DestagerOptions& opt = {},
                                              std::optional<double> reachable_mbps = std::nullopt);

// ---- The model ------------------------------------------------------------------------------

struct DestagerResult {
  bool valid = true;  ///< false when some group is Invalid
  DestagerOptions options;
  /// backing.write_mbps_capacity (or the measured rate), less what sequential streams without
  /// windows take (streams_disk_share)
  double cluster_destage_mbps = 0;
  /// The backing model's range for the cluster: random FCFS destaging and full stripes (or
  /// the fabric), and the pattern the cluster rate assumes (measured: none).
  double floor_cluster_destage_mbps = 0;
  double ceiling_cluster_destage_mbps = 0;
  DestagePattern pattern = DestagePattern::Sorted;
  /// What the writes are destaged to (a hyperconverged backing has no destage pattern).
  BackingKind backing_kind = BackingKind::RaidGroups;
  double array_cache_mb = 0;  ///< the array's write cache shared by the write-back VMs
  /// What one host's storage paths carry for destaging (backing.fabric.host_write_mbps;
  /// backing.host_write_mbps_capacity when the fabric is invalid).
  double host_destage_mbps = 0;
  DestageBound bound_by = DestageBound::Disks;
  int write_back_vms = 0;           ///< VMs sharing the destage rate
  double write_back_mean_mbps = 0;  ///< their mean write rates together
  /// What they write together on average as fed to their buffers (fed_mean_mbps: the demand
  /// through the rate each reaches).
  double write_back_fed_mbps = 0;
  double allocated_destage_mbps = 0;        ///< destage rate the sharing hands out in total
  std::vector<DestagerGroupResult> groups;  ///< one per scenario group, same order
  /// The capacity over the time axis when a load of the array is scheduled (empty: constant,
  /// cluster_destage_mbps), and its range over the horizon (both cluster_destage_mbps when
  /// constant).
  DestageCapacitySchedule capacity_schedule;
  double min_cluster_destage_mbps = 0;
  double max_cluster_destage_mbps = 0;
  /// The share of the first RAID group's disk time sequential streams take from destaging
  /// while they run (streamsDiskShare, set by destagerFor; 0 without streams or with a
  /// measured destage rate): streams without windows take it all the time, scheduled ones in
  /// their windows' steps.
  double streams_disk_share = 0;
};

/// Runs the destager model for every VM group: the destage rate from the backing result
/// (write_mbps_capacity, which is backing.destage_mbps when measured, and one host's paths,
/// fabric.host_write_mbps), shared by shareDestageRate, then simulateDestager with the
/// scenario's write_buffer_mb per VM plus its share of the array's write cache
/// (backing.write_cache_mb in proportion to its destage share), each group fed through
/// `reachable_mbps[g]` when given (per scenario group: the rate one VM reaches, the latency
/// model's write_mbps_per_vm when the VM is capacity-bound; empty entries and a short or
/// empty vector: no limit).
/// With a capacity `schedule` (not empty), the sharing is done in each step's capacity and
/// every write-back group is simulated by simulateScheduledDestager.
DestagerResult computeDestager(const Scenario& s, const BackingResult& backing,
                               const DestagerOptions& opt = {},
                               const std::vector<std::optional<double>>& reachable_mbps = {},
                               const DestageCapacitySchedule& schedule = {});

/// What the destager tab's buffer and destage-rate controls override.
struct DestagerOverrides {
  std::optional<double> buffer_mb;     ///< per VM
  std::optional<double> destage_mbps;  ///< per VM
};

/// Recomputes one group for the destager tab's live controls: the group's destage rate from
/// `r` and the scenario's buffer unless overridden. `r` must be computeDestager's result for
/// this scenario: the profile's mean, peak and lowest rates are taken from it (the profile is
/// validated again). Pure and fast (one simulation pass; with opt.remedies false it skips the
/// remedy searches). An out-of-range group index gives an Invalid result with problem
/// "vm_groups".
DestagerGroupResult recomputeDestagerGroup(const Scenario& s, const DestagerResult& r, int group,
                                           const DestagerOverrides& o,
                                           const DestagerOptions& opt = {});

/// Findings of the destager model (codes, severities, values and labels in
/// docs/models/destager.md): destager_invalid, destager_no_destage_rate, destager_ratchet,
/// destager_fills_in_bursts, destager_throttled_latency, destager_slow_drain,
/// destager_never_fills, destager_random_bursts.
std::vector<Finding> destagerFindings(const Scenario& s, const DestagerResult& r);

}  // namespace accel
