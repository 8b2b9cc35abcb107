// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include "builders.h"
#include "model/common/framing.h"
#include "model/common/units.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("unit conversions follow the project's definitions", "[units]")
{
  CHECK(units::gbpsToMBps(1.0) == 125.0);   // 1 Gb/s = 10^9 bit/s = 125 MB/s
  CHECK(units::kibToBytes(4) == 4096.0);    // KiB = 1024 bytes
  CHECK(units::kibToMB(1000) == 1.024);     // MB = 10^6 bytes
  CHECK(units::gibToMB(1) == 1073.741824);  // GiB = 2^30 bytes
  CHECK(units::mbpsToMbitps(100) == 800.0);
  CHECK(units::serialisationUs(1250, 10) == 1.0);  // 10 000 bits at 10 Gb/s
  CHECK(units::transferUs(460, 460) == 1.0);       // 1 MB/s moves 1 byte per microsecond
}

TEST_CASE("Ethernet framing efficiency, worked examples A1 and A2", "[framing]")
{
  SECTION("MTU 1500 without timestamps: 1460/1538")
  {
    CHECK_THAT(framingEfficiency(test::ethernet(10, 1500)), WithinAbs(0.9493, 5e-5));
    CHECK(framingEfficiency(test::ethernet(10, 1500)) == 1460.0 / 1538.0);
  }
  SECTION("MTU 9000: 8960/9038")
  {
    CHECK_THAT(framingEfficiency(test::ethernet(10, 9000)), WithinAbs(0.9914, 5e-5));
  }
  SECTION("TCP timestamps cost 12 bytes a frame")
  {
    CHECK(framingEfficiency(test::ethernet(10, 1500, true)) == 1448.0 / 1538.0);
  }
}

TEST_CASE("InfiniBand framing efficiency, worked example A3", "[framing]")
{
  CHECK_THAT(framingEfficiency(test::infiniband(32, 2048)), WithinAbs(0.98746, 5e-6));
  CHECK(framingEfficiency(test::infiniband(32, 4096)) == 4096.0 / 4122.0);
}

TEST_CASE("Wire bytes of one I/O, worked example A4", "[framing]")
{
  const PeerNetwork eth = test::ethernet(10, 1500);
  // A 4 KiB write at MTU 1500 takes 3 frames: 4096 + 3 x 78 = 4330 bytes.
  CHECK(wireBytesPerIo(4096, eth) == 4330.0);
  // One byte past a full segment needs one more frame.
  CHECK(wireBytesPerIo(1460, eth) == 1460.0 + 78.0);
  CHECK(wireBytesPerIo(1461, eth) == 1461.0 + 2 * 78.0);
  // Even an empty payload is one frame (a pure ack).
  CHECK(wireBytesPerIo(0, eth) == 78.0);
  // Timestamps shrink the MSS to 1448 and grow the overhead to 90.
  CHECK(wireBytesPerIo(4096, test::ethernet(10, 1500, true)) == 4096.0 + 3 * 90.0);
  // InfiniBand: 2 packets of 2048 for 4 KiB, 26 bytes each.
  CHECK(wireBytesPerIo(4096, test::infiniband(32, 2048)) == 4096.0 + 2 * 26.0);
}

TEST_CASE("Framing of a long transfer approaches the framing efficiency", "[framing]")
{
  const PeerNetwork eth = test::ethernet(10, 9000);
  const double s = 1460.0 * 8960.0;  // whole number of segments
  CHECK_THAT(s / wireBytesPerIo(s, eth), WithinRel(framingEfficiency(eth), 1e-12));
}
