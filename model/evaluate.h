#pragma once
/// \file evaluate.h
/// Runs every model on a scenario. This is the one entry point the GUI, the command line and
/// the report call; a new model adds its result here.

#include <vector>

#include "model/findings.h"
#include "model/latency.h"
#include "model/replica.h"
#include "model/scenario.h"

namespace accel {

/// What evaluate() needs besides the scenario: catalogues the app reads from resources and
/// the models' stated assumptions.
struct EvaluateOptions {
  std::vector<DevicePreset> devices;  ///< candidates for "a faster device would buy ..."
  LatencyOptions latency;
};

struct Evaluation {
  ReplicaResult replica;          ///< at each VM's peak write rate
  ReplicaResult replica_mean;     ///< at each VM's mean write rate
  LatencyResult latency;          ///< floor and loaded write latency per VM group
  std::vector<Finding> findings;  ///< most severe first
};

/// Evaluates a validated scenario. Pure: same scenario and options, same result.
Evaluation evaluate(const Scenario& s, const EvaluateOptions& opt = {});

}  // namespace accel
