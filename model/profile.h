#pragma once
/// \file profile.h
/// Summary statistics of a VM's write profile (MB/s per VM).
///
/// Profiles (models.md section 3, scenario contract `write.profile`):
/// - constant: W(t) = mbps;
/// - on_off: peak_mbps for burst_s, then base_mbps for period_s - burst_s, repeating;
/// - sine: W(t) = mean_mbps + amplitude_mbps sin(2 pi t / period_s), clipped at 0;
/// - trace: piecewise constant, each sample's rate holding until the next sample; the last
///   sample holds for as long as the interval before it (a one-sample trace is a constant).

#include <string>

#include "model/scenario.h"

namespace accel {

/// The first problem of a trace profile's samples as a path below `write`: "samples" when
/// there is none, "samples[i][0]" for a time that is not finite (or whose step from the
/// previous one is not), "samples[i][1]" for a rate that is negative or not finite,
/// "samples[i]" for a time not after the previous one; empty when the samples are fine. Like
/// the rates below it is computed once per trace (the samples are immutable and shared).
std::string traceProblem(const WriteProfile& p);

/// Time-averaged write rate (MB/s). For a sine whose amplitude exceeds its mean the clipped
/// negative half is excluded (a VM cannot write a negative rate).
double profileMeanMbps(const WriteProfile& p);

/// Highest write rate the profile reaches (MB/s).
double profilePeakMbps(const WriteProfile& p);

/// Lowest write rate the profile reaches (MB/s).
double profileMinMbps(const WriteProfile& p);

/// Duration a trace covers (s): from the first sample to the end of the last one's interval.
/// 0 for an empty trace.
double traceDurationS(const Trace& samples);

/// Duration of sample i of a trace (s), by the convention above.
double traceSampleDurationS(const Trace& samples, std::size_t i);

}  // namespace accel
