// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "app/core/units.h"
#include "helpers.h"

using namespace accel::ui;

TEST_CASE("Rounding to significant digits", "[format]")
{
  CHECK(roundSig(0.252835) == 0.2528);
  CHECK(roundSig(94.9275) == 94.93);
  CHECK(roundSig(39239.0) == 39240.0);
  CHECK(roundSig(120.0) == 120.0);
  CHECK(roundSig(-0.00001234567) == -0.00001235);
  CHECK(roundSig(0.0) == 0.0);
  CHECK_FALSE(std::signbit(roundSig(-0.0)));
  CHECK(std::isinf(roundSig(std::numeric_limits<double>::infinity())));
}

TEST_CASE("Every displayed number carries its unit", "[format]")
{
  CHECK(formatValue(0.252835, Unit::Fraction) == QStringLiteral("25.28 %"));
  CHECK(formatValue(94.9275, Unit::MBps) == QStringLiteral("94.93 MB/s"));
  CHECK(formatValue(1, Unit::Gbps) == QStringLiteral("1 Gb/s"));
  CHECK(formatValue(65, Unit::Us) == QStringLiteral("65 \u00b5s"));
  CHECK(formatValue(2.5, Unit::Ratio) == QStringLiteral("2.5:1"));
  CHECK(formatValue(16, Unit::Count) == QStringLiteral("16"));
  CHECK(formatValue(1234567, Unit::MB) == QStringLiteral("1235000 MB"));
}

TEST_CASE("Stored values use the file's unit", "[format]")
{
  CHECK(formatStored(0.8, Unit::Fraction) == QStringLiteral("0.8"));
  CHECK(formatStored(8.5, Unit::Ms) == QStringLiteral("8.5 ms"));
}

TEST_CASE("Non-finite numbers are never shown as numbers", "[format]")
{
  CHECK(formatNumber(std::nan("")) == QStringLiteral("n/a"));
  CHECK(formatNumber(std::numeric_limits<double>::infinity()) == QStringLiteral("unbounded"));
}

TEST_CASE("Display scaling round-trips", "[format]")
{
  CHECK(toDisplay(0.8, Unit::Fraction) == 80.0);
  CHECK(fromDisplay(80.0, Unit::Fraction) == 0.8);
  CHECK(toDisplay(460, Unit::MBps) == 460);
}

TEST_CASE("Durations in input fields: the largest sensible unit, read back as typed",
          "[units][duration]")
{
  CHECK(formatDurationInput(86400) == QStringLiteral("24 h"));
  CHECK(formatDurationInput(900) == QStringLiteral("15 min"));
  CHECK(formatDurationInput(90) == QStringLiteral("90 s"));
  CHECK(formatDurationInput(5400) == QStringLiteral("90 min"));
  CHECK(formatDurationInput(3.0 * 86400) == QStringLiteral("3 days"));
  CHECK(formatDurationInput(0.25) == QStringLiteral("250 ms"));
  CHECK(formatDurationInput(0) == QStringLiteral("0 s"));
  CHECK(formatDurationInput(1800) == QStringLiteral("30 min"));
  CHECK(formatDurationInput(1234.5) == QStringLiteral("20.575 min"));
  // Never rounded: a value no larger unit holds exactly stays in seconds.
  CHECK(formatDurationInput(1e6) == QStringLiteral("1000000 s"));
  // The unit agrees with the one results are written in.
  for (double s : {0.25, 12.0, 900.0, 7200.0, 86400.0, 400000.0})
    CHECK(formatDurationS(s).endsWith(QLatin1Char(' ') + durationUnitFor(s).label));
  double v = 0;
  CHECK(parseDurationInput(QStringLiteral("24 h"), &v));
  CHECK(v == 86400.0);
  CHECK(parseDurationInput(QStringLiteral("15 min"), &v));
  CHECK(v == 900.0);
  CHECK(parseDurationInput(QStringLiteral(" 1.5 days "), &v));
  CHECK(v == 129600.0);
  CHECK(parseDurationInput(QStringLiteral("250ms"), &v));
  CHECK_THAT(v, Catch::Matchers::WithinAbs(0.25, 1e-15));
  CHECK(parseDurationInput(QStringLiteral("3600"), &v));
  CHECK(v == 3600.0);
  CHECK_FALSE(parseDurationInput(QStringLiteral("5 weeks"), &v));
  CHECK_FALSE(parseDurationInput(QStringLiteral("h"), &v));
  CHECK_FALSE(parseDurationInput(QString(), &v));
  // Every value the field shows reads back as itself.
  for (double s : {0.5, 1.0, 59.0, 600.0, 1234.5, 86400.0, 1e6}) {
    REQUIRE(parseDurationInput(formatDurationInput(s), &v));
    CHECK_THAT(v, Catch::Matchers::WithinRel(s, 1e-9));
  }
}
