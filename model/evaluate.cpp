#include "model/evaluate.h"

namespace accel {

Evaluation evaluate(const Scenario& s)
{
  Evaluation e;
  e.replica = computeReplica(s, RateBasis::Peak);
  e.replica_mean = computeReplica(s, RateBasis::Mean);
  e.findings = replicaFindings(s, e.replica, e.replica_mean);
  sortFindings(e.findings);
  return e;
}

}  // namespace accel
