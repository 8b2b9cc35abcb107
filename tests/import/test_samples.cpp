// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The sample files of resources/samples/ imported into scenarios, against hand-computed
// numbers, and the scenario they make read back unchanged.
#include <catch2/catch.hpp>

#include <QBuffer>
#include <QCryptographicHash>

#include <charconv>
#include <cmath>
#include <cstring>
#include <random>

#include "app/core/scenarioio.h"
#include "app/import/groups.h"
#include "app/import/workload.h"
#include "import_helpers.h"
#include "model/common/profile.h"

using namespace accel;
using namespace accel::import;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

int sourceNamed(const WorkloadData& d, const char* name)
{
  for (std::size_t i = 0; i < d.sources.size(); ++i)
    if (d.sources[i].name == QLatin1String(name))
      return static_cast<int>(i);
  FAIL("no source " << name);
  return -1;
}

std::vector<double> rates(const WriteProfile& p)
{
  std::vector<double> out;
  for (const TraceSample& s : *p.samples)
    out.push_back(s.mbps);
  return out;
}

std::vector<double> times(const WriteProfile& p)
{
  std::vector<double> out;
  for (const TraceSample& s : *p.samples)
    out.push_back(s.t_s);
  return out;
}

/// The scenario written and read back: the same groups.
void roundTrips(const Scenario& s)
{
  const ui::LoadResult back = ui::parseScenario(ui::serializeScenario(s));
  INFO(test::dump(back.problems));
  REQUIRE(back.ok());
  REQUIRE(back.scenario->vm_groups.size() == s.vm_groups.size());
  CHECK(ui::serializeScenario(*back.scenario) == ui::serializeScenario(s));
}

constexpr double MiB = 1.048576;  // esxtop's MBytes in MB

}  // namespace

TEST_CASE("esxtop batch sample: VMs, their disks, traces per VM", "[import][esxtop]")
{
  const ReadResult r = readWorkloadFile(test::samplePath("esxtop-batch.csv"), {});
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  const WorkloadData& d = *r.data;
  CHECK(d.format == Format::Esxtop);
  CHECK(d.sources.size() == 7);  // 3 VMs, 4 virtual disks
  CHECK(preferredSources(d).size() == 3);
  CHECK(d.firstSample == QStringLiteral("04/15/2024 08:00:00"));
  CHECK(d.times_s == std::vector<double>{0, 5, 10, 15, 20, 25});
  CHECK(d.spanS() == 30);
  CHECK(d.sha256 == test::sha256Of(test::samplePath("esxtop-batch.csv")));
  // The uuid newer esxtop adds to a VM's name is not part of its name.
  const Source& sql = d.sources[static_cast<std::size_t>(sourceNamed(d, "sql01"))];
  CHECK(sql.kind == QStringLiteral("VM"));
  CHECK(d.sources[static_cast<std::size_t>(sourceNamed(d, "sql01:scsi0:1"))].vm ==
        QStringLiteral("sql01"));
  // build01 writes 4, 8, 4, 2, 2, 4 MiB/s: mean 4 MiB/s, peak 8 MiB/s.
  const Source& b1 = d.sources[static_cast<std::size_t>(sourceNamed(d, "build01"))];
  CHECK_THAT(b1.stats[WriteMBps].mean(), WithinRel(4 * MiB, 1e-12));
  CHECK_THAT(b1.stats[WriteMBps].peak, WithinRel(8 * MiB, 1e-12));

  SECTION("two build VMs in one group, the SQL VM in another")
  {
    QString why;
    const auto specs =
        groupsByPattern(d, {QStringLiteral("build=build*"), QStringLiteral("sql=sql*")}, &why);
    REQUIRE(specs);
    REQUIRE((*specs)[0].sources.size() == 2);  // the VMs, not their disks as well
    const BuildResult b = buildGroups(d, *specs);
    REQUIRE(b.error.isEmpty());
    REQUIRE(b.groups.size() == 2);
    const VmGroup& build = b.groups[0];
    CHECK(build.vms_per_host == 2);
    REQUIRE(build.write.kind == ProfileKind::Trace);
    // Per VM: (build01 + build02) / 2 = (6, 10, 6, 4, 4, 6) / 2 MiB/s.
    const std::vector<double> want = {3 * MiB, 5 * MiB, 3 * MiB, 2 * MiB, 2 * MiB, 3 * MiB};
    const std::vector<double> got = rates(build.write);
    REQUIRE(got.size() == want.size());
    for (std::size_t k = 0; k < want.size(); ++k)
      CHECK_THAT(got[k], WithinRel(want[k], 1e-11));
    CHECK(times(build.write) == std::vector<double>{0, 5, 10, 15, 20, 25});
    CHECK_THAT(profileMeanMbps(build.write), WithinRel(3 * MiB, 1e-11));
    // Sizes: 36 MiB over 144 writes = 256 KiB; reads 1.5 MiB over 48 reads = 32 KiB.
    CHECK_THAT(build.write_io_kib, WithinRel(256.0, 1e-11));
    CHECK_THAT(build.read.io_kib, WithinRel(32.0, 1e-11));
    CHECK_THAT(profileMeanMbps(build.read), WithinRel(0.75 * MiB, 1e-11));
    // Latency by writes: (2*16 + 4*32 + 2*16 + 8 + 8 + 2*16 + 3*8*6) / 144 ms = 2.667 ms.
    REQUIRE(build.sources.size() == 1);
    const WorkloadSource& src = build.sources[0];
    CHECK_THAT(*src.write_latency_us, WithinRel(384.0 / 144.0 * 1000.0, 1e-11));
    CHECK(src.format == "esxtop");
    CHECK(src.file == "esxtop-batch.csv");
    CHECK(src.sha256 == d.sha256.toStdString());
    CHECK(src.first_sample == "04/15/2024 08:00:00");
    CHECK(*src.span_s == 30);
    CHECK(src.samples == 6);
    CHECK(src.members == std::vector<std::string>{"build01", "build02"});
    CHECK(src.counters.size() == 14);
    // SQL: 10, 20, ... MiB/s in 8 KiB writes.
    const VmGroup& s = b.groups[1];
    CHECK(s.vms_per_host == 1);
    CHECK_THAT(profilePeakMbps(s.write), WithinRel(20 * MiB, 1e-11));
    CHECK_THAT(s.write_io_kib, WithinRel(8.0, 1e-11));

    const ApplyResult a = addGroups(Scenario{}, b.groups, true);
    INFO(test::dump(a.problems));
    REQUIRE(a.scenario);
    roundTrips(*a.scenario);
  }

  SECTION("a VM's disks grouped make the VM")
  {
    QString why;
    const auto specs = groupsByPattern(d, {QStringLiteral("sql disks=sql01:scsi*")}, &why);
    REQUIRE(specs);
    const BuildResult b = buildGroups(d, *specs);
    REQUIRE(b.groups.size() == 1);
    CHECK(b.groups[0].vms_per_host == 1);  // two disks of one VM
    CHECK_THAT(profileMeanMbps(b.groups[0].write), WithinRel(15 * MiB, 1e-11));
  }
}

TEST_CASE("esxtop rows are intervals that end at their time stamps", "[import][esxtop]")
{
  // Samples at 0, 4, 10, 13 s: rows 2..4 hold their own intervals (4, 6, 3 s); the first, whose
  // interval starts before the file, is taken as long as the second's.
  const QByteArray file = test::esxtopFile(
      {"build01"},
      {"04/15/2024 08:00:00", "04/15/2024 08:00:04", "04/15/2024 08:00:10", "04/15/2024 08:00:13"},
      {{1, 2, 3, 4}});
  const ReadResult r = test::readBytes(file, "jitter.csv");
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  CHECK(r.data->times_s == std::vector<double>{0, 4, 8, 14});
}

TEST_CASE("vscsiStats sample: size histograms, outstanding I/Os, rates from interarrival times",
          "[import][vscsistats]")
{
  const ReadResult r = readWorkloadFile(test::samplePath("vscsistats.csv"), {});
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  const WorkloadData& d = *r.data;
  CHECK(d.format == Format::VscsiStats);
  REQUIRE(d.sources.size() == 1);
  const BuildResult b = buildGroups(d, onePerSource(d, preferredSources(d)));
  REQUIRE(b.error.isEmpty());
  const VmGroup& g = b.groups[0];
  // Writes: 600 of 4 KiB, 200 of 8 KiB, 150 of 64 KiB, 50 of 256 KiB in 1000.
  REQUIRE(g.write_io_histogram.size() == 4);
  CHECK(g.write_io_histogram[0] == IoSizeBin{4, 0.6});
  CHECK(g.write_io_histogram[1] == IoSizeBin{8, 0.2});
  CHECK(g.write_io_histogram[2] == IoSizeBin{64, 0.15});
  CHECK(g.write_io_histogram[3] == IoSizeBin{256, 0.05});
  CHECK_THAT(g.write_io_kib, WithinRel(26.4, 1e-12));  // 0.6*4 + 0.2*8 + 0.15*64 + 0.05*256
  REQUIRE(g.read.io_histogram.size() == 3);
  CHECK(g.read.io_histogram[1] == IoSizeBin{8, 0.5});
  // Outstanding writes: the histogram's mean line, 4.
  CHECK(g.outstanding_ios == 4);
  // Rate: 1 / 5000 us = 200 writes/s of 27033 bytes (the mean line) = 5.4066 MB/s per VM.
  CHECK(g.write.kind == ProfileKind::Constant);
  CHECK_THAT(g.write.mbps, WithinRel(200 * 27033 / 1e6, 1e-12));
  CHECK_THAT(g.read.mbps, WithinRel(400 * 18432 / 1e6, 1e-12));
  const WorkloadSource& src = g.sources[0];
  CHECK(*src.write_latency_us == 850);
  CHECK(*src.read_latency_us == 1200);
  CHECK(*src.sequential_write_fraction == 0.7);  // 700 of 1000 writes at distance 1
  CHECK(*src.sequential_read_fraction == 0.25);
  CHECK_FALSE(src.span_s);
  CHECK(src.samples == 2000);
  const ApplyResult a = addGroups(Scenario{}, b.groups, true);
  INFO(test::dump(a.problems));
  REQUIRE(a.scenario);
  roundTrips(*a.scenario);
}

TEST_CASE("perfmon sample: the machine's total, bytes in MB, blank first sample left out",
          "[import][perfmon]")
{
  const ReadResult r = readWorkloadFile(test::samplePath("perfmon.csv"), {});
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  const WorkloadData& d = *r.data;
  CHECK(d.format == Format::Perfmon);
  CHECK(d.sources.size() == 6);
  const std::vector<int> preferred = preferredSources(d);
  REQUIRE(preferred.size() == 1);
  CHECK(d.sources[static_cast<std::size_t>(preferred[0])].name ==
        QStringLiteral("SQL01 PhysicalDisk(_Total)"));
  REQUIRE(d.notes.size() == 1);  // the blank first sample
  CHECK(d.firstSample == QStringLiteral("04/15/2024 09:00:15.121"));
  const BuildResult b = buildGroups(d, onePerSource(d, preferred));
  REQUIRE(b.error.isEmpty());
  const VmGroup& g = b.groups[0];
  // 4, 6, 4 MB/s at 0, 14.997, 29.994 s (the rows' intervals, the first as the second's).
  CHECK(rates(g.write) == std::vector<double>{4, 6, 4});
  const std::vector<double> t = times(g.write);
  CHECK_THAT(t[1], WithinAbs(14.997, 1e-9));
  CHECK_THAT(t[2], WithinAbs(29.994, 1e-9));
  CHECK_THAT(g.write_io_kib, WithinRel(8000.0 / 1024.0, 1e-12));
  CHECK_THAT(profileMeanMbps(g.read), WithinRel(1.0, 1e-12));
  CHECK_THAT(g.read.io_kib, WithinRel(8000.0 / 1024.0, 1e-12));
  // Write latency by writes, each row over its interval (14.997, 14.997, 15.007 s).
  const double w[] = {14.997, 14.997, 15.007}, ios[] = {500, 750, 500}, lat[] = {4, 6, 4};
  double num = 0, den = 0;
  for (int k = 0; k < 3; ++k)
    num += w[k] * ios[k] * lat[k], den += w[k] * ios[k];
  CHECK_THAT(*g.sources[0].write_latency_us, WithinRel(num / den * 1000, 1e-9));
  const ApplyResult a = addGroups(Scenario{}, b.groups, true);
  REQUIRE(a.scenario);
  roundTrips(*a.scenario);
}

TEST_CASE("Plain CSV sample: time and rates, grouped", "[import][csv]")
{
  const ReadResult r = readWorkloadFile(test::samplePath("plain-rates.csv"), {});
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  const WorkloadData& d = *r.data;
  CHECK(d.format == Format::Csv);
  REQUIRE(d.sources.size() == 3);
  CHECK(d.times_s == std::vector<double>{0, 60, 120, 180, 240});
  QString why;
  const auto specs =
      groupsByPattern(d, {QStringLiteral("web=web*"), QStringLiteral("backup=backup*")}, &why);
  REQUIRE(specs);
  const BuildResult b = buildGroups(d, *specs);
  REQUIRE(b.error.isEmpty());
  CHECK(b.groups[0].vms_per_host == 2);
  CHECK(rates(b.groups[0].write) == std::vector<double>{2, 3.5, 2.5, 1.5, 2});
  CHECK(rates(b.groups[1].write) == std::vector<double>{0, 0, 40, 60, 20});
  CHECK(b.groups[1].sources[0].span_s == 300.0);

  SECTION("other units and no time column")
  {
    ReadOptions o;
    o.csv.rateUnit = CsvOptions::RateUnit::KiBps;
    o.csv.timeColumn = -1;
    o.csv.interval_s = 30;
    const ReadResult k = readWorkloadFile(test::samplePath("plain-rates.csv"), o);
    REQUIRE(k.ok());
    REQUIRE(k.data->sources.size() == 4);  // the time column is a rate now
    CHECK(k.data->times_s == std::vector<double>{0, 30, 60, 90, 120});
    CHECK_THAT(k.data->sources[1].write_mbps[1], WithinRel(4.5 * 1.024e-3, 1e-12));
  }
}

TEST_CASE("Decimal commas with semicolons, time stamps", "[import][csv]")
{
  const QByteArray file =
      "Zeit;Schreiben MB/s\n"
      "2024-04-15 08:00:00;1,5\n"
      "2024-04-15 08:01:00;2,25\n"
      "2024-04-15 08:03:00;0,5\n";
  ReadOptions o;
  o.csv.timeUnit = CsvOptions::TimeUnit::Timestamp;
  const ReadResult r = test::readBytes(file, "komma.csv", o);
  INFO(r.error.toString().toStdString());
  REQUIRE(r.ok());
  CHECK(r.data->times_s == std::vector<double>{0, 60, 180});
  CHECK(r.data->sources[0].write_mbps == std::vector<double>{1.5, 2.25, 0.5});
  CHECK(r.data->firstSample == QStringLiteral("2024-04-15 08:00:00"));
}

TEST_CASE("A long trace is averaged into coarser samples, bytes kept", "[import]")
{
  // 1 MB/s for 10 s, then 3 MB/s for 10 s, then 2 MB/s for 5 s (its last sample as long as
  // the interval before it) into 15 s bins: (10*1 + 5*3) / 15, (5*3 + 10*2) / 15.
  const Trace t = {{0, 1}, {10, 3}, {20, 2}, {25, 2}};
  const Trace a = averaged(t, 15);
  REQUIRE(a.size() == 2);
  CHECK(a[0].t_s == 0);
  CHECK_THAT(a[0].mbps, WithinRel(25.0 / 15.0, 1e-12));
  CHECK(a[1].t_s == 15);
  CHECK_THAT(a[1].mbps, WithinRel(35.0 / 15.0, 1e-12));
}

TEST_CASE("Numbers read as from_chars reads them", "[import]")
{
  std::mt19937 rng(7);
  char text[40];
  for (int i = 0; i < 20000; ++i) {
    const int decimals = static_cast<int>(rng() % 7);
    const double v = static_cast<double>(rng() % 100000000) / std::pow(10.0, decimals);
    std::snprintf(text, sizeof text, "%.*f", decimals, (rng() % 2 ? -v : v));
    double got = 0, want = 0;
    REQUIRE(parseNumber(text, Decimal::Point, 1, 1, QString(), &got));
    std::from_chars(text, text + std::strlen(text), want);
    INFO(text);
    CHECK(got == want);
  }
}
