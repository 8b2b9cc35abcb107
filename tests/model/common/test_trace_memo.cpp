// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// lastTraceMemo: one computation per trace and call site, whatever comes between.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "model/common/trace_memo.h"

using accel::lastTraceMemo;

namespace {

int computed = 0;

/// One call site: the number of samples, counting each computation.
int samplesOf(const std::shared_ptr<const std::vector<double>>& trace)
{
  return lastTraceMemo(trace, [&trace] {
    ++computed;
    return trace ? static_cast<int>(trace->size()) : -1;
  });
}

}  // namespace

TEST_CASE("lastTraceMemo computes once per trace, a call without a trace between", "[trace]")
{
  computed = 0;
  const auto week = std::make_shared<const std::vector<double>>(604'800, 1.0);
  CHECK(samplesOf(week) == 604'800);
  CHECK(computed == 1);
  CHECK(samplesOf(week) == 604'800);
  CHECK(computed == 1);
  // A profile without a trace (the read profile beside a traced write profile) is computed
  // each time, and leaves the trace's value kept.
  CHECK(samplesOf(nullptr) == -1);
  CHECK(computed == 2);
  CHECK(samplesOf(week) == 604'800);
  CHECK(computed == 2);
  // Another trace replaces it.
  const auto day = std::make_shared<const std::vector<double>>(86'400, 1.0);
  CHECK(samplesOf(day) == 86'400);
  CHECK(computed == 3);
  CHECK(samplesOf(week) == 604'800);
  CHECK(computed == 4);
}

TEST_CASE("lastTraceMemo does not take a new trace at a freed one's address for it", "[trace]")
{
  computed = 0;
  auto first = std::make_shared<const std::vector<double>>(10, 1.0);
  CHECK(samplesOf(first) == 10);
  first.reset();
  // Whether or not the allocator gives the same address back, the answer is the new trace's.
  auto second = std::make_shared<const std::vector<double>>(20, 1.0);
  CHECK(samplesOf(second) == 20);
  CHECK(computed == 2);
}

namespace {

int summed = 0;

/// A call site of traceMemo: the sum of the samples, counting each computation.
double sumOf(const std::shared_ptr<const std::vector<double>>& trace)
{
  return accel::traceMemo(trace, [&trace] {
    ++summed;
    double s = 0;
    if (trace)
      for (const double x : *trace)
        s += x;
    return s;
  });
}

}  // namespace

TEST_CASE("traceMemo keeps a long trace's result, short traces between", "[trace]")
{
  summed = 0;
  const auto long1 = std::make_shared<const std::vector<double>>(accel::kTraceMemoMinSamples, 1.0);
  const auto short1 = std::make_shared<const std::vector<double>>(2, 5.0);
  const auto short2 = std::make_shared<const std::vector<double>>(3, 5.0);
  CHECK(accel::keptPerTrace(long1));
  CHECK_FALSE(accel::keptPerTrace(short1));
  CHECK(sumOf(long1) == static_cast<double>(accel::kTraceMemoMinSamples));
  CHECK(summed == 1);
  // Short traces (stand-ins, other groups' profiles) are computed each time...
  CHECK(sumOf(short1) == 10.0);
  CHECK(sumOf(short2) == 15.0);
  CHECK(sumOf(nullptr) == 0.0);
  CHECK(summed == 4);
  // ...and the long one's result is still kept.
  CHECK(sumOf(long1) == static_cast<double>(accel::kTraceMemoMinSamples));
  CHECK(summed == 4);
}
