#include "model/evaluate.h"

namespace accel {

Evaluation evaluate(const Scenario& s, const EvaluateOptions& opt)
{
  Evaluation e;
  e.replica = computeReplica(s, RateBasis::Peak);
  e.replica_mean = computeReplica(s, RateBasis::Mean);
  e.latency = computeLatency(s, opt.latency);
  e.findings = replicaFindings(s, e.replica, e.replica_mean);
  for (Finding& f : latencyFindings(s, e.latency, opt.devices, opt.latency))
    e.findings.push_back(std::move(f));
  sortFindings(e.findings);
  return e;
}

}  // namespace accel
