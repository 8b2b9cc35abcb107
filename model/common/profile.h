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
///   sample holds for as long as the interval before it (a one-sample trace is a constant).

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
/// base, sine mean and amplitude, every trace sample (a new shared trace). Times unchanged, so
/// the shape is kept and the mean and the peak scale by the factor.
WriteProfile scaledProfile(const WriteProfile& p, double factor);

/// Every VM group's write profile scaled by `factor` (growth of the write load).
void scaleWriteRates(Scenario& s, double factor);

/// Duration a trace covers (s): from the first sample to the end of the last one's interval.
/// 0 for an empty trace.
double traceDurationS(const Trace& samples);

/// Duration of sample i of a trace (s), by the convention above.
double traceSampleDurationS(const Trace& samples, std::size_t i);

}  // namespace accel
