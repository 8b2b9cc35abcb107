#pragma once
/// \file evaluate.h
/// Runs every model on a scenario. This is the one entry point the GUI, the command line and
/// the report call; a new model adds its result here.

#include <vector>

#include "model/findings.h"
#include "model/replica.h"
#include "model/scenario.h"

namespace accel {

struct Evaluation {
  ReplicaResult replica;          ///< at each VM's peak write rate
  ReplicaResult replica_mean;     ///< at each VM's mean write rate
  std::vector<Finding> findings;  ///< most severe first
};

/// Evaluates a validated scenario. Pure: same scenario, same result.
Evaluation evaluate(const Scenario& s);

}  // namespace accel
