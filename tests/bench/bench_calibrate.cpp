// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Calibration: one fit of three constants to three measured groups (docs/benchmarks.md,
// "Calibration").
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include "../model/builders.h"
#include "model/calibrate/calibrate.h"

using namespace accel;
using namespace accel::test;

TEST_CASE("Calibration of three constants to three groups", "[bench][calibrate]")
{
  VmGroup local = constantGroup(4, 2, wb(0));
  local.write_io_kib = 8;
  VmGroup replicated = constantGroup(6, 8, wb(1));
  replicated.write_io_kib = 32;
  VmGroup through = constantGroup(2, 1, wt());
  through.write_io_kib = 16;
  Scenario s = cluster(4, {local, replicated, through}, ethernet(10));
  s.backing.kind = BackingKind::AllFlash;
  const double measured[] = {150, 420, 800};
  for (std::size_t g = 0; g < 3; ++g) {
    WorkloadSource src;
    src.format = "esxtop";
    src.file = "esx01.csv";
    src.write_latency_us = measured[g];
    s.vm_groups[g].sources = {src};
  }
  const CalibrationResult r = calibrate(s);
  REQUIRE(r.status == CalibrationStatus::Ok);
  WARN("iterations " << r.iterations << ", RMS " << r.rms_relative_error_before << " -> "
                     << r.rms_relative_error_after);
  BENCHMARK("calibrate(3 groups, 3 constants)")
  {
    return calibrate(s).rms_error_after_us;
  };
}
