// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Calibration from measured runs (docs/models/calibration.md): a hand calculation, constants
// recovered from measurements synthesised with known values, noise, what cannot be
// identified, bounds, and a scenario without measurements.
#include <catch2/catch.hpp>

#include <cmath>

#include "builders.h"
#include "model/calibrate/calibrate.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using namespace accel::test;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

void measure(VmGroup& g, double write_us, std::string file = "measured.csv")
{
  WorkloadSource src;
  src.format = "esxtop";
  src.file = std::move(file);
  src.samples = 10;
  src.write_latency_us = write_us;
  g.sources = {src};
}

/// Three groups that together pin the three constants: WB+0 (the device alone), WB+1 (the
/// device and the network stack) and WT (the device and the storage path), on an all-flash
/// array (whose latency under this load is its own 250 us, so the storage path's share of a
/// write-through write is large enough to be measured).
Scenario threeGroups()
{
  VmGroup local = constantGroup(4, 2, wb(0));
  local.name = "local";
  local.write_io_kib = 8;
  VmGroup replicated = constantGroup(6, 8, wb(1));
  replicated.name = "replicated";
  replicated.write_io_kib = 32;
  VmGroup through = constantGroup(2, 1, wt());
  through.name = "through";
  through.write_io_kib = 16;
  Scenario s = cluster(4, {local, replicated, through}, ethernet(10));
  s.backing.kind = BackingKind::AllFlash;
  return s;
}

/// The scenario's predicted latencies (as calibrate() predicts them) written in as measured.
Scenario synthesise(Scenario truth)
{
  EvaluateOptions opt;
  opt.findings = false;
  opt.requirements = false;
  opt.latency.rate_basis = RateBasis::Mean;
  const Evaluation e = evaluate(truth, opt);
  for (std::size_t g = 0; g < truth.vm_groups.size(); ++g)
    measure(truth.vm_groups[g], e.latency.groups[g].loaded_us);
  return truth;
}

const CalibratedConstant& constant(const CalibrationResult& r, CalibrationConstant c)
{
  for (const CalibratedConstant& k : r.constants)
    if (k.constant == c)
      return k;
  FAIL("constant not in the result");
  return r.constants.front();
}

}  // namespace

TEST_CASE("Calibration: WB+0 at a trickle of 4 KiB writes fits the device's 4 KiB latency",
          "[calibrate]")
{
  // Hand calculation: WB+0 commits when the local device holds the write; a 4 KiB write takes
  // t_dev(4096) = t0 + 4096 / BW = L_4k (docs/models/latency.md section 1). At 1 write per
  // second per VM the device is idle (utilisation 65e-6), so a measured 120 us is the device's
  // 4 KiB latency: the fit must land on 120 us (0.1 %), and the stack and the storage path,
  // which no WB+0 write passes, are held as having no effect.
  VmGroup g = constantGroup(1, 4096.0 / 1e6, wb(0));
  g.write_io_kib = 4;
  measure(g, 120);
  Scenario s = cluster(4, {g}, ethernet(10));
  const CalibrationResult r = calibrate(s);
  REQUIRE(r.status == CalibrationStatus::Ok);
  const CalibratedConstant& dev = constant(r, CalibrationConstant::DeviceWriteLatency);
  CHECK(dev.status == ConstantStatus::Fitted);
  CHECK(dev.before_us == 65);
  CHECK_THAT(dev.after_us, WithinRel(120.0, 1e-3));
  CHECK(constant(r, CalibrationConstant::StackLatency).status == ConstantStatus::NoEffect);
  CHECK(constant(r, CalibrationConstant::FrontEndLatency).status == ConstantStatus::NoEffect);
  CHECK(constant(r, CalibrationConstant::StackLatency).after_us == 25);
  CHECK(r.calibrated.peer_network.stack_latency_us == 25);
  CHECK_FALSE(r.calibrated.backing.storage_network.front_end_latency_us);
  CHECK_THAT(r.rms_relative_error_before, WithinRel(55.0 / 120.0, 2e-3));
  CHECK(r.rms_error_after_us < 0.12);
  CHECK(r.converged);
}

TEST_CASE("Calibration recovers the constants measurements were synthesised with", "[calibrate]")
{
  // The scenario with known constants (device 40 us, stack 12 us, storage front end 400 us)
  // predicts each group's latency; those are the measurements. Started from other values
  // (the defaults 65, 25 and the storage path's 100 us), the fit must come back to the known ones
  // within 0.5 % and the predictions to the measurements within 0.1 %.
  Scenario truth = threeGroups();
  truth.acceleration.write_latency_us = 40;
  truth.peer_network.stack_latency_us = 12;
  truth.backing.storage_network.front_end_latency_us = 400;
  Scenario s = synthesise(truth);
  s.acceleration.write_latency_us = 65;
  s.peer_network.stack_latency_us = 25;
  s.backing.storage_network.front_end_latency_us.reset();

  const CalibrationResult r = calibrate(s);
  REQUIRE(r.status == CalibrationStatus::Ok);
  REQUIRE(r.measurements.size() == 3);
  for (const CalibratedConstant& c : r.constants)
    CHECK(c.status == ConstantStatus::Fitted);
  // Not set: iSCSI's 250 us without the 150 us controller the all-flash array replaces.
  CHECK(constant(r, CalibrationConstant::FrontEndLatency).before_us == 100);
  CHECK_THAT(r.calibrated.acceleration.write_latency_us, WithinRel(40.0, 5e-3));
  CHECK_THAT(r.calibrated.peer_network.stack_latency_us, WithinRel(12.0, 5e-3));
  REQUIRE(r.calibrated.backing.storage_network.front_end_latency_us);
  CHECK_THAT(*r.calibrated.backing.storage_network.front_end_latency_us, WithinRel(400.0, 5e-3));
  CHECK(r.rms_relative_error_before > 0.05);
  CHECK(r.rms_relative_error_after < 1e-3);
  for (const CalibratedMeasurement& m : r.measurements)
    CHECK_THAT(m.predicted_after_us, WithinRel(m.measurement.measured_us, 1e-3));
  // The calibrated scenario predicts what the result says.
  const CalibrationResult again = calibrate(r.calibrated);
  for (std::size_t i = 0; i < again.measurements.size(); ++i)
    CHECK_THAT(again.measurements[i].predicted_before_us,
               WithinRel(r.measurements[i].predicted_after_us, 1e-9));
}

TEST_CASE("Calibration with noisy measurements: the error after is no worse than the noise",
          "[calibrate]")
{
  // Six groups (two of each kind, the second at half the rate in writes twice the size) of the
  // known scenario, measured
  // off by +6 %, -4 %, +5 %, -3 %, +2 % and -5 %. The true constants leave exactly that error,
  // so the least-squares fit cannot leave more: rms relative error after <= the noise's rms,
  // 4.38 % (plus 0.01 % for the fit's tolerance). With more measurements than constants the
  // fit cannot absorb all of it; the predictions after stay within 6 % of the noise-free
  // ones (the largest single error put in), and the device and storage path, which carry
  // most of every latency, within 10 % of the truth. The stack (12 us of a few hundred) is
  // weakly determined: only its range is checked.
  Scenario truth = threeGroups();
  for (int k = 0; k < 3; ++k) {
    VmGroup g = truth.vm_groups[std::size_t(k)];
    g.name += " 2";
    g.write.mbps *= 0.5;
    g.write_io_kib *= 2;
    truth.vm_groups.push_back(g);
  }
  truth.acceleration.write_latency_us = 40;
  truth.peer_network.stack_latency_us = 12;
  truth.backing.storage_network.front_end_latency_us = 400;
  const Scenario exact = synthesise(truth);
  Scenario s = exact;
  const double noise[] = {1.06, 0.96, 1.05, 0.97, 1.02, 0.95};
  double noise_ss = 0;
  for (std::size_t g = 0; g < 6; ++g) {
    *s.vm_groups[g].sources[0].write_latency_us *= noise[g];
    noise_ss += (noise[g] - 1) * (noise[g] - 1);
  }
  const double noise_rms = std::sqrt(noise_ss / 6);
  CHECK_THAT(noise_rms, WithinRel(0.04378, 1e-3));
  s.acceleration.write_latency_us = 65;
  s.peer_network.stack_latency_us = 25;
  s.backing.storage_network.front_end_latency_us.reset();

  const CalibrationResult r = calibrate(s);
  REQUIRE(r.status == CalibrationStatus::Ok);
  CHECK(r.rms_relative_error_after <= noise_rms + 1e-4);
  CHECK(r.rms_relative_error_after < r.rms_relative_error_before);
  CHECK(r.rms_error_after_us < r.rms_error_before_us);
  for (std::size_t i = 0; i < r.measurements.size(); ++i) {
    const double clean = *exact.vm_groups[i].sources[0].write_latency_us;
    CHECK_THAT(r.measurements[i].predicted_after_us, WithinRel(clean, 0.06));
  }
  CHECK_THAT(r.calibrated.acceleration.write_latency_us, WithinRel(40.0, 0.10));
  CHECK_THAT(*r.calibrated.backing.storage_network.front_end_latency_us, WithinRel(400.0, 0.10));
  CHECK(r.calibrated.peer_network.stack_latency_us >= 0.01);
  CHECK(r.calibrated.peer_network.stack_latency_us <= 1e4);
}

TEST_CASE("Calibration holds what one measurement cannot separate and says so", "[calibrate]")
{
  // One WB+1 group: its latency depends on the device and the stack, but one number cannot say
  // how much of it is which. One of the two is fitted, the other held at its value and marked
  // not separable; the storage path (no write-through group) has no effect and is held too.
  VmGroup g = constantGroup(4, 5, wb(1));
  g.write_io_kib = 16;
  Scenario s = cluster(4, {g}, ethernet(10));
  const double floor = calibrate(s).calibrated.acceleration.write_latency_us;  // untouched
  CHECK(floor == 65);
  measure(s.vm_groups[0], 400);
  const CalibrationResult r = calibrate(s);
  REQUIRE(r.status == CalibrationStatus::Ok);
  const CalibratedConstant& dev = constant(r, CalibrationConstant::DeviceWriteLatency);
  const CalibratedConstant& stack = constant(r, CalibrationConstant::StackLatency);
  const CalibratedConstant& fe = constant(r, CalibrationConstant::FrontEndLatency);
  CHECK(fe.status == ConstantStatus::NoEffect);
  CHECK(fe.after_us == fe.before_us);
  const bool one_fitted =
      (dev.status == ConstantStatus::Fitted) != (stack.status == ConstantStatus::Fitted);
  CHECK(one_fitted);
  const CalibratedConstant& held = dev.status == ConstantStatus::Fitted ? stack : dev;
  CHECK(held.status == ConstantStatus::NotSeparable);
  CHECK(held.after_us == held.before_us);
  CHECK(r.calibrated.peer_network.stack_latency_us == stack.after_us);
  CHECK(r.calibrated.acceleration.write_latency_us == dev.after_us);
  CHECK_THAT(r.measurements[0].predicted_after_us, WithinRel(400.0, 1e-3));
}

TEST_CASE("Calibration keeps a constant within its range and says it stopped at the end",
          "[calibrate]")
{
  // A WB+0 group at a trickle measured at 500 us with the device's range cut to 0.1..100 us:
  // the fit stops at 100 us, says so, and the prediction (100 us) stays below the measurement.
  VmGroup g = constantGroup(1, 4096.0 / 1e6, wb(0));
  g.write_io_kib = 4;
  measure(g, 500);
  CalibrateOptions opt;
  opt.ranges[0] = {0.1, 100};
  const CalibrationResult r = calibrate(cluster(4, {g}, ethernet(10)), opt);
  REQUIRE(r.status == CalibrationStatus::Ok);
  const CalibratedConstant& dev = constant(r, CalibrationConstant::DeviceWriteLatency);
  CHECK(dev.status == ConstantStatus::Fitted);
  CHECK(dev.at_bound);
  CHECK_THAT(dev.after_us, WithinRel(100.0, 1e-9));
  CHECK_THAT(r.measurements[0].predicted_after_us, WithinRel(100.0, 1e-3));
}

TEST_CASE("Calibration below what the device can do: the prediction stops at the transfer time",
          "[calibrate]")
{
  // Measured 1 us for 4 KiB writes: a device's 4 KiB write takes at least its transfer time,
  // 4096 B / 460 MB/s = 8.904 us (the fixed part t0 = L - 4096 / BW is clamped at 0,
  // docs/models/latency.md section 1), so the best prediction is 8.904 us, reached by any
  // latency at or below it: the fit lands there and stays within the range, finite.
  VmGroup g = constantGroup(1, 4096.0 / 1e6, wb(0));
  g.write_io_kib = 4;
  measure(g, 1);
  const CalibrationResult r = calibrate(cluster(4, {g}, ethernet(10)));
  REQUIRE(r.status == CalibrationStatus::Ok);
  const CalibratedConstant& dev = constant(r, CalibrationConstant::DeviceWriteLatency);
  CHECK(dev.after_us >= 0.1);
  CHECK(dev.after_us <= 4096.0 / 460 + 1e-6);
  CHECK_THAT(r.measurements[0].predicted_after_us, WithinRel(4096.0 / 460, 1e-3));
  CHECK(std::isfinite(r.rms_relative_error_after));
}

TEST_CASE("Calibration without measurements changes nothing and says why", "[calibrate]")
{
  const Scenario s = exampleCluster();
  CHECK(latencyMeasurements(s).empty());
  const CalibrationResult r = calibrate(s);
  CHECK(r.status == CalibrationStatus::NoMeasurements);
  CHECK(std::string(calibrationStatusKey(r.status)) == "no_measurements");
  CHECK(r.measurements.empty());
  REQUIRE(r.constants.size() == 3);
  for (const CalibratedConstant& c : r.constants)
    CHECK(c.after_us == c.before_us);
  CHECK(r.calibrated.acceleration.write_latency_us == s.acceleration.write_latency_us);
}

TEST_CASE("Calibration measurements: sources averaged by their samples, reads only when modelled",
          "[calibrate]")
{
  VmGroup g = constantGroup(1, 1, wb(1));
  WorkloadSource a, b, c;
  a.file = "a.csv";
  a.samples = 30;
  a.write_latency_us = 100;
  a.read_latency_us = 900;
  b.file = "b.csv";
  b.samples = 10;
  b.write_latency_us = 300;
  c.file = "c.csv";  // no latency: not a measurement
  g.sources = {a, b, c};
  Scenario s = cluster(4, {g}, ethernet(10));
  std::vector<LatencyMeasurement> m = latencyMeasurements(s);
  REQUIRE(m.size() == 1);  // the reads have no working set: not modelled
  CHECK_THAT(m[0].measured_us, WithinRel((30 * 100.0 + 10 * 300.0) / 40, 1e-12));
  CHECK(m[0].files == std::vector<std::string>{"a.csv", "b.csv"});
  s.vm_groups[0].read.working_set_gib = 50;
  m = latencyMeasurements(s);
  REQUIRE(m.size() == 2);
  CHECK(m[1].latency == MeasuredLatency::Read);
  CHECK(m[1].measured_us == 900);
  CHECK(m[1].files == std::vector<std::string>{"a.csv"});
}

TEST_CASE("Calibration record: what was fitted, from what, before and after", "[calibrate]")
{
  Scenario truth = threeGroups();
  truth.acceleration.write_latency_us = 40;
  Scenario s = synthesise(truth);
  s.acceleration.write_latency_us = 65;
  const CalibrationResult r = calibrate(s, [] {
    CalibrateOptions o;
    o.unknowns = {CalibrationConstant::DeviceWriteLatency};
    return o;
  }());
  REQUIRE(r.constants.size() == 1);
  CHECK_THAT(r.constants[0].after_us, WithinRel(40.0, 5e-3));
  const CalibrationRecord rec = calibrationRecord(s, r, "2026-11-26T10:20:00Z");
  CHECK(rec.fitted_at == "2026-11-26T10:20:00Z");
  CHECK(rec.method == "levenberg_marquardt");
  REQUIRE(rec.constants.size() == 1);
  CHECK(rec.constants[0].field == "acceleration.write_latency_us");
  CHECK(rec.constants[0].status == "fitted");
  CHECK(rec.constants[0].before_us == 65);
  REQUIRE(rec.measurements.size() == 3);
  CHECK(rec.measurements[1].group == "replicated");
  CHECK(rec.measurements[1].latency == "write");
  CHECK(rec.measurements[1].files == std::vector<std::string>{"measured.csv"});
  CHECK(rec.rms_relative_error_after < rec.rms_relative_error_before);
}
