// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "model/backing/disk.h"
#include "model/common/units.h"

using namespace accel;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// The 7200 rpm defaults of docs/models/backing.md section 1 (also the scenario defaults).
Disk sata7200()
{
  return Disk{};
}

/// A 15K disk with the datasheet figures of the 15K preset (Cheetah 15K.7 class).
Disk fifteenK(double capacity_gb = 600)
{
  Disk d;
  d.rpm = 15000;
  d.avg_seek_ms = 3.4;
  d.track_seek_ms = 0.2;
  d.full_seek_ms = 6.8;
  d.capacity_gb = capacity_gb;
  d.od_mbps = 204;
  d.id_mbps = 122;
  return d;
}

/// HP 97560 seek curve as Ruemmler & Wilkes (1994) give it (ms, d in cylinders): a reference
/// for the tests only; the model's curve is the fitted t1 + A f + B sqrt(f).
double hp97560SeekMs(double d)
{
  return d < 383 ? 3.24 + 0.400 * std::sqrt(d) : 8.00 + 0.008 * d;
}

}  // namespace

TEST_CASE("E1: the HP 97560 reference seek curve", "[disk]")
{
  CHECK_THAT(hp97560SeekMs(100), WithinAbs(7.24, 1e-9));
  CHECK_THAT(hp97560SeekMs(382), WithinAbs(11.058, 5e-4));
  CHECK_THAT(hp97560SeekMs(1000), WithinAbs(16.00, 1e-9));
}

TEST_CASE("E1: the three-figure fit follows the HP 97560 curve within 0.5 ms", "[disk]")
{
  // Fit the model's curve to what a datasheet of the HP 97560 would say: track-to-track
  // t(1), full stroke t(1961) and the triangular-weighted average over all seek lengths
  // (1962 cylinders, Ruemmler & Wilkes 1994). The fit has three parameters, the reference is
  // piecewise; at the E1 distances the fit is off by 0.38, 0.41 and 0.43 ms, and the largest
  // gap on the whole curve is 0.48 ms (8.42 against 8.90 ms at d = 200).
  const int cylinders = 1962;
  double num = 0, den = 0;
  for (int d = 1; d < cylinders; ++d) {
    num += (cylinders - d) * hp97560SeekMs(d);
    den += cylinders - d;
  }
  const SeekCurve c = fitSeekCurve(hp97560SeekMs(1), num / den, hp97560SeekMs(cylinders - 1));
  REQUIRE(c.physical);
  double worst = 0;
  for (int d = 1; d < cylinders; ++d)
    worst = std::max(worst,
                     std::abs(c.at(static_cast<double>(d) / (cylinders - 1)) - hp97560SeekMs(d)));
  CHECK(worst < 0.5);
  CHECK_THAT(c.at(100.0 / (cylinders - 1)), WithinAbs(7.24, 0.45));
  CHECK_THAT(c.at(382.0 / (cylinders - 1)), WithinAbs(11.058, 0.45));
  CHECK_THAT(c.at(1000.0 / (cylinders - 1)), WithinAbs(16.00, 0.45));
}

TEST_CASE("E2: 7200 rpm defaults: fit, 4 KiB random service at mid-disk, sequential", "[disk]")
{
  const Disk d = sata7200();
  const DiskModel m = diskModel(d, 1.0);
  REQUIRE(m.valid);
  CHECK_THAT(m.seek.b_ms, WithinAbs(12.5, 1e-12));
  CHECK_THAT(m.seek.a_ms, WithinAbs(4.0, 1e-12));
  // The fit recovers the datasheet average as the mean over the whole disk.
  CHECK_THAT(m.mean_seek_ms, WithinAbs(8.5, 1e-12));
  CHECK_THAT(m.mean_rotation_ms, WithinAbs(4.1667, 5e-5));
  // Transfer at mid-disk: R(0.5) = 175 sqrt(1 - 0.5 (1 - k^2)) = 136.96 MB/s.
  CHECK_THAT(m.random_transfer_mbps, WithinAbs(136.96, 5e-3));
  CHECK_THAT(randomServiceMs(m, 4), WithinAbs(12.697, 5e-4));
  CHECK_THAT(randomIops(m, 4), WithinAbs(78.8, 0.05));
  CHECK_THAT(m.sequential_mbps, WithinAbs(129.0, 1e-9));
  CHECK_THAT(sliceSequentialMBps(d, 1.0), WithinAbs((175.0 + 83.0) / 2.0, 1e-12));
}

TEST_CASE("The slice-average media rate is bytes over the time to read the slice", "[disk]")
{
  // (R_OD + R(u)) / 2 must equal u / integral_0^u du / R(u); integrate numerically.
  const Disk d = sata7200();
  for (double u : {0.018, 0.25, 0.5, 1.0}) {
    const int n = 200000;
    double t = 0;
    for (int i = 0; i < n; ++i)
      t += (u / n) / mediaRateMBps(d, u * (i + 0.5) / n);
    CHECK_THAT(sliceSequentialMBps(d, u), WithinRel(u / t, 1e-9));
  }
}

TEST_CASE("E3: short-stroking 36 GB of a 2 TB disk", "[disk]")
{
  const Disk d = sata7200();
  const DiskModel m = diskModel(d, 36.0 / 2000.0);
  REQUIRE(m.valid);
  CHECK_THAT(d.id_mbps / d.od_mbps, WithinAbs(0.4743, 5e-5));
  CHECK_THAT(m.cylinder_fraction, WithinAbs(0.013315, 1e-6));
  CHECK_THAT(m.mean_seek_ms, WithinAbs(1.287, 5e-4));
  CHECK_THAT(randomServiceMs(m, 4), WithinAbs(5.477, 5e-4));
  CHECK_THAT(randomIops(m, 4), WithinAbs(182.6, 0.05));
  CHECK_THAT(randomIops(diskModel(d, 1.0), 4), WithinAbs(78.8, 0.05));
}

TEST_CASE("Short-stroking field report: short-stroked seek 'drops to around 1 ms'", "[disk][field]")
{
  // The short-stroking field report: 36 GB carved out of a 2 TB 7200 rpm SATA disk at the outer
  // edge; the average seek "drops to around 1ms", near track-to-track. Measured/claimed: about 1
  // ms; model: 1.287 ms (full stroke 8.5 ms). Tolerance: "around" taken as +-0.5 ms.
  const DiskModel m = diskModel(sata7200(), 36.0 / 2000.0);
  CHECK_THAT(m.mean_seek_ms, WithinAbs(1.0, 0.5));
  CHECK(m.mean_seek_ms < diskModel(sata7200(), 1.0).mean_seek_ms / 6);
  // The field report guesses the slice is "probably below 1%" of the stroke; with 175/83 MB/s
  // zoning the model puts it at 1.33% (the field report's 1.8% is the capacity share 36/2000).
  CHECK_THAT(m.cylinder_fraction, WithinAbs(0.0133, 5e-5));
}

TEST_CASE("Short-stroking field report: a short-stroked SATA disk against a full-stroke 15K disk",
          "[disk][field]")
{
  // "A 7200rpm SATA disk CAN outperform a 15K FC disk" (36 GB used on each). Model: the
  // short-stroked SATA disk serves 4 KiB in 5.477 ms; a 36 GB 15K disk with a 3.4 ms average
  // seek in 5.43 ms, with 3.5 ms in 5.53 ms. The claim holds for 15K disks whose average
  // seek exceeds about 3.45 ms; the two are level within 1%.
  const double sata = randomServiceMs(diskModel(sata7200(), 36.0 / 2000.0), 4);
  Disk fast = fifteenK(36);
  const double at34 = randomServiceMs(diskModel(fast, 1.0), 4);
  fast.avg_seek_ms = 3.5;
  const double at35 = randomServiceMs(diskModel(fast, 1.0), 4);
  CHECK(at34 < sata);
  CHECK(at35 > sata);
  CHECK_THAT(sata / at34, WithinAbs(1.0, 0.01));
}

TEST_CASE("Short-stroking field report: a 15K disk against a 7.2K SATA disk, random 8 KiB",
          "[disk][field]")
{
  // The short-stroking field report: "a 15K SAS drive delivers about three times the amount of IOPS
  // a single 7K2 SATA disk can handle". Model: 183.3 against 78.6 IOPS, a ratio of 2.33 (datasheet
  // seeks 3.4 and 8.5 ms, rotation 2.0 and 4.17 ms). The field report's "about three" is rounder
  // than the mechanics allow; the test pins the model's ratio between 2.2 and 2.5.
  const double ratio =
      randomIops(diskModel(fifteenK(), 1.0), 8) / randomIops(diskModel(sata7200(), 1.0), 8);
  CHECK(ratio > 2.2);
  CHECK(ratio < 2.5);
}

TEST_CASE("Zoned media: rates, cylinder fraction and their limits", "[disk]")
{
  const Disk d = sata7200();
  CHECK(mediaRateMBps(d, 0) == 175.0);
  CHECK_THAT(mediaRateMBps(d, 1), WithinRel(83.0, 1e-12));
  CHECK(cylinderFraction(d, 0) == 0.0);
  CHECK_THAT(cylinderFraction(d, 1), WithinAbs(1.0, 1e-12));
  // The outer tracks hold more: the first u of the capacity needs fewer than u of the
  // cylinders.
  for (double u : {0.01, 0.1, 0.5, 0.9})
    CHECK(cylinderFraction(d, u) < u);
  // Without zoning (k = 1) capacity and cylinders coincide.
  Disk flat = d;
  flat.id_mbps = flat.od_mbps;
  CHECK_THAT(cylinderFraction(flat, 0.3), WithinAbs(0.3, 1e-12));
}

TEST_CASE("Seek moments over a slice match a numerical integration", "[disk]")
{
  const SeekCurve c = fitSeekCurve(0.5, 8.5, 17);
  for (double fc : {0.013315, 0.2, 1.0}) {
    // Two independent uniform positions on [0, fc].
    const int n = 1500;
    double m1 = 0, m2 = 0;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        const double f = std::abs(i - j) * fc / n;
        const double t = f > 0 ? c.at(f) : c.t1_ms;
        m1 += t;
        m2 += t * t;
      }
    m1 /= double(n) * n;
    m2 /= double(n) * n;
    CHECK_THAT(c.meanOverSlice(fc), WithinRel(m1, 2e-3));
    CHECK_THAT(c.meanSquareOverSlice(fc), WithinRel(m2, 2e-3));
  }
}

TEST_CASE("Property: short-stroking is never slower", "[disk][property]")
{
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int trial = 0; trial < 500; ++trial) {
    Disk d;
    d.rpm = 5400 + unit(rng) * 9600;
    d.track_seek_ms = 0.1 + unit(rng);
    d.full_seek_ms = d.track_seek_ms + 2 + unit(rng) * 20;
    const SeekCurve range = fitSeekCurve(d.track_seek_ms, 0, d.full_seek_ms);
    d.avg_seek_ms = range.avg_min_ms + unit(rng) * (range.avg_max_ms - range.avg_min_ms);
    d.od_mbps = 50 + unit(rng) * 250;
    d.id_mbps = d.od_mbps * (0.3 + 0.7 * unit(rng));
    const double io_kib = 0.5 + unit(rng) * 1024;
    double u1 = 0.001 + unit(rng) * 0.999, u2 = 0.001 + unit(rng) * 0.999;
    if (u1 > u2)
      std::swap(u1, u2);
    const DiskModel a = diskModel(d, u1), b = diskModel(d, u2);
    REQUIRE(a.valid);
    REQUIRE(b.valid);
    CHECK(randomServiceMs(a, io_kib) <= randomServiceMs(b, io_kib) + 1e-12);
    CHECK(a.sequential_mbps >= b.sequential_mbps - 1e-12);
    CHECK(a.mean_seek_ms <= b.mean_seek_ms + 1e-12);
  }
}

TEST_CASE("A solid-state drive (rpm 0) has no seek and no rotation", "[disk]")
{
  Disk ssd;
  ssd.rpm = 0;
  ssd.avg_seek_ms = ssd.track_seek_ms = ssd.full_seek_ms = 0;
  ssd.od_mbps = ssd.id_mbps = 460;
  const DiskModel m = diskModel(ssd, 1.0);
  REQUIRE(m.valid);
  CHECK(m.solid_state);
  CHECK(m.positioning_ms == 0.0);
  CHECK(m.revolution_ms == 0.0);
  CHECK_THAT(randomServiceMs(m, 4), WithinRel(units::transferMs(4096, 460), 1e-12));
  // Seek figures are irrelevant to a solid-state drive, even nonsensical ones.
  ssd.avg_seek_ms = 50;
  CHECK(diskModel(ssd, 1.0).valid);
  CHECK(randomServiceMs(diskModel(ssd, 0.1), 4) == randomServiceMs(m, 4));
}

TEST_CASE("Degenerate disks give a status, never NaN or infinity", "[disk]")
{
  const auto check = [](const Disk& d, double u, const char* problem) {
    const DiskModel m = diskModel(d, u);
    CHECK_FALSE(m.valid);
    CHECK(m.problem == problem);
    CHECK(std::isfinite(randomServiceMs(m, 4)));
    CHECK(randomIops(m, 4) == 0.0);
  };
  Disk d;
  d.rpm = -1;
  check(d, 1, "disk_rpm");
  d = Disk{};
  d.rpm = std::nan("");
  check(d, 1, "disk_rpm");
  d = Disk{};
  d.od_mbps = 0;
  check(d, 1, "disk_rate");
  d = Disk{};
  d.id_mbps = 200;  // faster inside than outside
  check(d, 1, "disk_rate");
  d = Disk{};
  d.avg_seek_ms = 16;  // no physical fit with 0.5/17
  check(d, 1, "disk_seek");
  d = Disk{};
  d.track_seek_ms = -1;
  check(d, 1, "disk_seek");
  d = Disk{};
  d.capacity_gb = 0;
  check(d, 1, "disk_capacity");
  check(Disk{}, 0, "used_fraction");
  check(Disk{}, 1.5, "used_fraction");
  check(Disk{}, std::nan(""), "used_fraction");
}

TEST_CASE("Disk presets are physical and carry a source", "[disk][presets]")
{
  std::ifstream in(std::string(ACCELSIZER_SOURCE_DIR) + "/resources/presets/disks.json");
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  const std::string json = text.str();
  // One flat object per preset: pick its "key": number pairs and check "source" is there.
  const std::regex object(R"(\{[^{}]*\})");
  const std::regex number(R"x("([a-z_]+)"\s*:\s*(-?[0-9.]+))x");
  const std::regex source(R"x("source"\s*:\s*"[^"]{20,}")x");
  int presets = 0;
  bool has_ssd = false;
  for (auto it = std::sregex_iterator(json.begin(), json.end(), object);
       it != std::sregex_iterator(); ++it) {
    const std::string obj = it->str();
    std::map<std::string, double> v;
    for (auto n = std::sregex_iterator(obj.begin(), obj.end(), number); n != std::sregex_iterator();
         ++n)
      v[(*n)[1].str()] = std::stod((*n)[2].str());
    Disk d;
    d.rpm = v.at("rpm");
    d.avg_seek_ms = v.at("avg_seek_ms");
    d.track_seek_ms = v.at("track_seek_ms");
    d.full_seek_ms = v.at("full_seek_ms");
    d.capacity_gb = v.at("capacity_gb");
    d.od_mbps = v.at("od_mbps");
    d.id_mbps = v.at("id_mbps");
    INFO(obj);
    CHECK(diskModel(d, 1.0).valid);
    CHECK(std::regex_search(obj, source));
    has_ssd = has_ssd || d.rpm == 0;
    ++presets;
  }
  CHECK(presets >= 4);
  CHECK(has_ssd);
}
