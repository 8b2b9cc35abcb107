// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file profile.h
/// Summary statistics of a VM's write profile (MB/s per VM).
///
/// Profiles (docs/models/destager.md, docs/scenario-format.md, `write.profile`):
/// - constant: W(t) = mbps;
/// - on_off: peak_mbps for burst_s, then base_mbps for period_s - burst_s, repeating;
/// - sine: W(t) = mean_mbps + amplitude_mbps sin(2 pi t / period_s), clipped at 0;
/// - trace: piecewise constant, each sample's rate holding until the next sample; the last
///   sample holds for as long as the interval before it (a one-sample trace is a constant);
/// - schedule: base_mbps, and in each window (ScheduleWindow) its own rate, over one day from
///   midnight or one week from Monday midnight, repeating; where windows overlap the highest
///   rate applies;
/// - duty: peak_mbps for burst_s, then base_mbps, repeating with the period
///   burst_s / duty_fraction (an on_off profile said by its duty cycle).
/// Schedule and duty reach every model as their equivalent trace (profileTrace), repeating.

#include <cstddef>
#include <string>

#include "model/common/scenario.h"

namespace accel {

/// The first bad sample of a trace profile: none, no sample at all, a time that is not finite
/// (or whose step from the previous one is not), a rate that is negative or not finite, or a
/// time not after the previous one. Like the rates below it is computed once per trace (the
/// samples are immutable and shared; model/common/trace_memo.h).
struct TraceProblem {
  enum class Kind { None, Empty, Time, Rate, Order };
  Kind kind = Kind::None;
  std::size_t index = 0;  ///< the sample (Time, Rate, Order)
};
TraceProblem traceProblem(const WriteProfile& p);

/// The problem as a path below `write`: "samples", "samples[i][0]" (time), "samples[i][1]"
/// (rate), "samples[i]" (order); empty for none.
std::string traceProblemPath(const TraceProblem& problem);

/// Time-averaged write rate (MB/s). For a sine whose amplitude exceeds its mean the clipped
/// negative half is excluded (a VM cannot write a negative rate).
double profileMeanMbps(const WriteProfile& p);

/// A VM group's mean write rate over the cluster of `hosts` hosts, MB/s: profileMeanMbps x its
/// VMs (vms_per_host on the hosts it runs on); 0 when it has no VMs or its profile gives no
/// finite positive rate.
double groupMeanWriteMbps(const VmGroup& g, int hosts);

/// Highest write rate the profile reaches (MB/s).
double profilePeakMbps(const WriteProfile& p);

/// Lowest write rate the profile reaches (MB/s).
double profileMinMbps(const WriteProfile& p);

/// The profile with every write rate multiplied by `factor` (>= 0): constant, on/off peak and
/// base, sine mean and amplitude, every trace sample (a new shared trace), every schedule
/// window given in MB/s (a factor of the base scales with the base). Times unchanged, so
/// the shape is kept and the mean and the peak scale by the factor.
WriteProfile scaledProfile(const WriteProfile& p, double factor);

/// Every VM group's write profile scaled by `factor` (growth of the write load).
void scaleWriteRates(Scenario& s, double factor);

/// Period of a schedule (86,400 s a day, 604,800 s a week) or a duty profile
/// (burst_s / duty_fraction), s; 0 for the other kinds and for a duty of no cycle.
double profilePeriodS(const WriteProfile& p);

/// How long a trace profile runs (s): traceDurationS of its samples, computed once per trace
/// with its rates (a week of one-second samples is not summed again per call); 0 for the other
/// kinds. Any trace, in order or not, as traceDurationS.
double profileTraceDurationS(const WriteProfile& p);

/// The first bad field of a schedule or duty profile as a path below the profile
/// ("duty_fraction", "windows[2].end"), or empty when it has none (or is of another kind).
/// Schedule: each window's start 0..1439 min, end 0..1440 min and not equal to the start,
/// days of a week schedule only, exactly one of mbps and factor, finite and >= 0; base_mbps
/// finite and >= 0. Duty: duty_fraction in (0, 1], burst_s > 0, peak_mbps and base_mbps
/// finite and >= 0, a finite period.
std::string periodicFormProblem(const WriteProfile& p);

/// The rate of a schedule window, MB/s: its mbps, or factor x base_mbps.
double windowMbps(const ScheduleWindow& w, double base_mbps);

/// One period of a schedule or duty profile as the piecewise-constant trace it is, losslessly:
/// a sample at each change of rate from t = 0 (midnight, Monday midnight for a week; the start
/// of the burst), equal neighbours merged. The trace form lets its last sample hold for as
/// long as the interval before it, so the last stretch is written as two samples of the same
/// rate, each holding half of it: the trace covers exactly the period. A profile whose rate
/// never changes is one sample (a constant). Other kinds: their own samples (trace), one
/// sample (constant), the burst and the rest (on_off); empty for a sine, or a bad profile
/// (periodicFormProblem).
Trace profileTrace(const WriteProfile& p);
/// profileTrace without the copy where there is nothing to make: a measured trace's own
/// samples, read in place (a week of them is 10 MB); other kinds are made into `made`.
const Trace& profileTraceIn(const WriteProfile& p, Trace& made);

/// True for the kinds that are written in their own words but modelled as a repeating trace
/// (schedule, duty).
bool modelledAsTrace(ProfileKind k);

/// The profile every model sees: a schedule or duty profile becomes a trace profile of its
/// profileTrace (to be run as repeating); any other profile is returned as it is.
WriteProfile modelledProfile(const WriteProfile& p);

/// Duration a trace covers (s): from the first sample to the end of the last one's interval.
/// 0 for an empty trace.
double traceDurationS(const Trace& samples);

/// Duration of sample i of a trace (s), by the convention above.
double traceSampleDurationS(const Trace& samples, std::size_t i);

/// traceDurationS of a trace whose times increase (every trace validation accepts), without
/// summing its samples: the last sample's end less the first's start. Summed or not, the same
/// up to rounding; this one costs nothing for a week of one-second samples.
double traceSpanS(const Trace& samples);

}  // namespace accel
