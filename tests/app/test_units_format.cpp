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
