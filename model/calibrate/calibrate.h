// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file calibrate.h
/// Calibration from measured runs (docs/models/calibration.md): the constants of a scenario
/// that a customer's measured latencies pin down, fitted by bounded, weighted nonlinear least
/// squares against what the models predict for each VM group.
///
/// The unknowns are the acceleration device's idle 4 KiB write latency
/// (`acceleration.write_latency_us`), the peer network's stack latency per direction
/// (`peer_network.stack_latency_us`) and the storage path's front-end latency, the part of the
/// datastore's latency a write-through write and a read miss pay on every I/O
/// (`backing.storage_network.front_end_latency_us`). The measurements are the groups' measured
/// mean write latencies (and read latencies, for groups whose reads are modelled) that the
/// import records in `vm_groups[].sources[]`. Times are microseconds.

#include <cstddef>
#include <string>
#include <vector>

#include "model/common/scenario.h"
#include "model/evaluate/evaluate.h"

namespace accel {

/// A constant the calibration can fit.
enum class CalibrationConstant {
  DeviceWriteLatency,  ///< acceleration.write_latency_us
  StackLatency,        ///< peer_network.stack_latency_us
  FrontEndLatency      ///< backing.storage_network.front_end_latency_us
};

/// Every constant, in a fixed order (the order of the results).
const std::vector<CalibrationConstant>& calibrationConstants();

/// The scenario field of a constant: "acceleration.write_latency_us",
/// "peer_network.stack_latency_us", "backing.storage_network.front_end_latency_us".
const char* calibrationFieldKey(CalibrationConstant c);

/// What the fit did with a constant.
enum class ConstantStatus {
  Fitted,       ///< moved to where the weighted residuals are least
  NoEffect,     ///< no measurement depends on it: held at its value
  NotSeparable  ///< its effect is that of the others' (or there are fewer measurements than
                ///< constants): held at its value, the others fitted
};

/// Stable key: "fitted", "no_effect", "not_separable".
const char* constantStatusKey(ConstantStatus s);

/// Which latency a measurement is.
enum class MeasuredLatency { Write, Read };

/// Stable key: "write", "read".
const char* measuredLatencyKey(MeasuredLatency m);

/// One measured latency of a VM group.
struct LatencyMeasurement {
  std::size_t group = 0;  ///< index into Scenario::vm_groups
  MeasuredLatency latency = MeasuredLatency::Write;
  double measured_us = 0;          ///< > 0
  std::vector<std::string> files;  ///< the files of the sources it came from
};

/// The measured latencies of a scenario's groups: per group, the write latency of its sources
/// (their `write_latency_us`, averaged with each source's `samples` as its weight, a source
/// without samples counting 1), and the read latency likewise for groups whose reads are
/// modelled (`read.working_set_gib` set: without it the model predicts no read latency).
/// Values that are not finite and positive are ignored.
std::vector<LatencyMeasurement> latencyMeasurements(const Scenario& s);

/// The lower and upper end of a constant's valid range, us.
struct ConstantRange {
  double lower_us = 0;
  double upper_us = 0;
};

struct CalibrateOptions {
  /// How the scenario is evaluated (catalogues, the models' assumptions). The calibration
  /// turns off what a prediction does not need (findings, requirements, the stream
  /// simulation) and evaluates the latency model at each group's mean write rate
  /// (RateBasis::Mean): a measured mean latency is the latency at the measured mean load.
  EvaluateOptions evaluate;
  /// The constants to fit, in any order; the others are not touched.
  std::vector<CalibrationConstant> unknowns = calibrationConstants();
  /// Valid range of each constant, by calibrationConstants()' order. Defaults: the scenario
  /// format's ranges (0.1 us to 1 s for the device, 0 to 10 ms for the stack, 0 to 1 s for the
  /// front end), with the lower ends raised to 0.01 us: a fitted time stays positive.
  std::vector<ConstantRange> ranges = {{0.1, 1e6}, {0.01, 1e4}, {0.01, 1e6}};
  /// A constant is held as having no effect when doubling it moves no prediction by this share
  /// of its measurement (|d r / d ln x| below it for every residual r).
  double no_effect_sensitivity = 1e-3;
  /// Columns of the (column-normalised) Jacobian whose pivot falls below this share of the
  /// largest are taken as not separable from the constants already chosen.
  double separability_threshold = 1e-3;
  int max_iterations = 100;
  /// Stop when no constant moves by more than this share in one step.
  double step_tolerance = 1e-10;
};

/// A constant before and after the fit.
struct CalibratedConstant {
  CalibrationConstant constant = CalibrationConstant::DeviceWriteLatency;
  ConstantStatus status = ConstantStatus::NoEffect;
  double before_us = 0;   ///< the value the model used (a field left unset: its default)
  double after_us = 0;    ///< before_us when held
  bool at_bound = false;  ///< fitted to an end of its range
  /// Largest |d r / d ln x| over the residuals at the start: how much the measurements say
  /// about it (relative change of a prediction per relative change of the constant).
  double sensitivity = 0;
};

/// A measurement with the model's predictions.
struct CalibratedMeasurement {
  LatencyMeasurement measurement;
  double predicted_before_us = 0;
  double predicted_after_us = 0;
};

enum class CalibrationStatus {
  Ok,              ///< at least one constant fitted
  NoMeasurements,  ///< no group carries a measured latency
  NothingToFit     ///< measurements, but no constant they depend on (all held)
};

/// Stable key: "ok", "no_measurements", "nothing_to_fit".
const char* calibrationStatusKey(CalibrationStatus s);

struct CalibrationResult {
  CalibrationStatus status = CalibrationStatus::NoMeasurements;
  std::vector<CalibratedConstant> constants;  ///< the unknowns, in calibrationConstants() order
  std::vector<CalibratedMeasurement> measurements;
  double rms_error_before_us = 0;  ///< sqrt(mean((predicted - measured)^2))
  double rms_error_after_us = 0;
  double rms_relative_error_before = 0;  ///< sqrt(mean(((predicted - measured) / measured)^2))
  double rms_relative_error_after = 0;
  int iterations = 0;      ///< Levenberg-Marquardt steps taken
  bool converged = false;  ///< stopped on the step tolerance (not the iteration limit)
  /// The scenario with the fitted constants written into it (no calibration record).
  Scenario calibrated;
};

/// Fits the unknown constants of `s` to its groups' measured latencies.
///
/// Residuals: r_i(x) = (T_i(x) - M_i) / M_i for each measurement i, T_i the model's prediction
/// (write: LatencyResult::groups[g].loaded_us at the group's mean write rate; read:
/// GroupReadCache::read_latency_us), M_i the measurement: weighted least squares with weights
/// 1 / M_i^2, so that every group counts by its relative error and a 5 ms group does not drown
/// a 100 us one. Minimises sum r_i^2 over u = ln x (a positive constant stays positive) within
/// each constant's range, by Levenberg-Marquardt (Levenberg, Quart. Appl. Math. 2(2), 1944;
/// Marquardt, J. SIAM 11(2), 1963; Nocedal & Wright, Numerical Optimization, 2nd ed. 2006,
/// section 10.3): step (J^T J + lambda diag(J^T J)) du = -J^T r, projected onto the bounds,
/// accepted when it lowers the sum (lambda / 10) and retried with lambda x 10 otherwise.
/// J is a central-difference Jacobian through evaluate() (one-sided at a bound), step 1e-4 in
/// ln x.
///
/// Identifiability, from J at the start: a constant whose column is below
/// `no_effect_sensitivity` is held (NoEffect); of the others, a column-pivoted QR of the
/// column-normalised J keeps the columns with pivots above `separability_threshold` of the
/// largest, at most one per measurement, and holds the rest (NotSeparable). Held constants keep
/// their values: the fit never invents one.
///
/// Valid for scenarios that validate; the predictions are finite for them. The model is
/// non-smooth where the commit's slower leg changes: the fit is local, from the scenario's
/// values.
CalibrationResult calibrate(const Scenario& s, const CalibrateOptions& opt = {});

/// The value a constant has in `s` as the models use it: the field, or, for an unset front-end
/// latency, its default for the fabric kind (all-flash: without the array controller the
/// array replaces).
double constantValue(const Scenario& s, CalibrationConstant c);

/// Writes `value_us` into the constant's field of `s`.
void setConstantValue(Scenario& s, CalibrationConstant c, double value_us);

/// The record of a calibration, as the scenario keeps it (`calibration`), fitted at
/// `fitted_at` (ISO 8601 UTC).
CalibrationRecord calibrationRecord(const Scenario& s, const CalibrationResult& r,
                                    const std::string& fitted_at);

}  // namespace accel
