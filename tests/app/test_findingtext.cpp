// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include "app/core/describe.h"
#include "app/core/findingtext.h"
#include "helpers.h"

using namespace accel;
using namespace accel::ui;

namespace {

Finding fasterLink(double floorUs, double altFloorUs, double loadedUs, double altLoadedUs)
{
  Finding f;
  f.code = "latency_faster_link";
  f.group = 0;
  f.values = {{"network_share", 0.5},       {"io_kib", 32},          {"floor_us", floorUs},
              {"alt_floor_us", altFloorUs}, {"loaded_us", loadedUs}, {"alt_loaded_us", altLoadedUs},
              {"iops_per_vm", 100},         {"alt_iops_per_vm", 100}};
  f.labels = {{"alt_link", "10GbE"}};
  return f;
}

}  // namespace

TEST_CASE("A what-if names only the figures it changes", "[findingtext]")
{
  Scenario s;
  s.vm_groups[0].name = "build";

  CHECK(describeFinding(fasterLink(2887, 897.7, 3366, 1011), s).recommendation ==
        QStringLiteral("10GbE cuts the floor from 2.887 ms to 897.7 \u00b5s and the loaded "
                       "latency from 3.366 ms to 1.011 ms."));
  // The loaded latency rounds to the same figure: only the floor is mentioned.
  CHECK(describeFinding(fasterLink(205.6, 189, 10860, 10861), s).recommendation ==
        QStringLiteral("10GbE cuts the floor from 205.6 \u00b5s to 189 \u00b5s."));
  // A policy that costs latency says so.
  CHECK(describeFinding(fasterLink(200, 200, 828900, 840000), s).recommendation ==
        QStringLiteral("10GbE raises the loaded latency from 828.9 ms to 840 ms."));
  CHECK(describeFinding(fasterLink(200, 150, 828900, 840000), s).recommendation ==
        QStringLiteral("10GbE changes the floor from 200 \u00b5s to 150 \u00b5s and the loaded "
                       "latency from 828.9 ms to 840 ms."));
  CHECK(describeFinding(fasterLink(200, 200, 300, 300), s).recommendation ==
        QStringLiteral("10GbE leaves the latency as it is."));
}

TEST_CASE("Stream counts are singular for one stream", "[findingtext]")
{
  Scenario s;
  Finding f;
  f.code = "streams_fix";
  f.values = {{"streams", 1},          {"current_streams", 10},
              {"predicted_mbps", 60},  {"predicted_per_stream_mbps", 60},
              {"current_mbps", 51.91}, {"gain", 0.1559}};
  f.labels = {{"fix", "fewer_streams"}, {"risk", "none"}};
  CHECK(describeFinding(f, s).title ==
        QStringLiteral("Convoy fix: 1 stream at a time instead of 10"));
  f.values["streams"] = 5;
  CHECK(describeFinding(f, s).title ==
        QStringLiteral("Convoy fix: 5 streams at a time instead of 10"));
}

TEST_CASE("The throttled share says over what", "[findingtext]")
{
  CHECK(throttledShareText(0.25, false) == QStringLiteral("25 % of the time in the long run"));
  CHECK(throttledShareText(0.25, true) == QStringLiteral("25 % of the trace"));
}
