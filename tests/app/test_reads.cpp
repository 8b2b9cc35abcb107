// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The reads as profiles (vm_groups[].read), the older read_mbps / read_io_kib, the provenance
// of measured workloads (sources[]), and size histograms a spreadsheet rounded.
#include <catch2/catch.hpp>

#include <QJsonArray>

#include "app/core/params.h"
#include "app/core/scenarioio.h"
#include "app/core/validate.h"
#include "helpers.h"
#include "model/common/profile.h"

using namespace accel;
using namespace accel::ui;

namespace {

QJsonObject group0(const QJsonObject& root)
{
  return root.value(QStringLiteral("vm_groups")).toArray().at(0).toObject();
}

QJsonObject withGroup0(QJsonObject root, const QJsonObject& g)
{
  QJsonArray groups = root.value(QStringLiteral("vm_groups")).toArray();
  groups.replace(0, g);
  root.insert(QStringLiteral("vm_groups"), groups);
  return root;
}

bool hasWarningAt(const Problems& ps, const QString& path)
{
  return test::hasProblemAt(ps, path, false);
}

}  // namespace

TEST_CASE("Older files: read_mbps and read_io_kib are a constant read profile", "[reads]")
{
  const LoadResult r = parseScenario(test::toBytes(test::exampleJson()));
  REQUIRE(r.ok());
  const ReadProfile& read = r.scenario->vm_groups[0].read;
  CHECK(read.kind == ProfileKind::Constant);
  CHECK(read.mbps == 2);
  CHECK(read.io_kib == 32);
  // Written back in the same older form, no `read` object: files keep their shape.
  const QJsonObject g = group0(scenarioToJson(*r.scenario));
  CHECK_FALSE(g.contains(QStringLiteral("read")));
  CHECK(g.value(QStringLiteral("read_mbps")).toDouble() == 2);
  CHECK(g.value(QStringLiteral("read_io_kib")).toDouble() == 32);
  // No reads at all: none.
  QJsonObject bare = group0(test::exampleJson());
  bare.remove(QStringLiteral("read_mbps"));
  bare.remove(QStringLiteral("read_io_kib"));
  const LoadResult none = parseScenario(test::toBytes(withGroup0(test::exampleJson(), bare)));
  REQUIRE(none.ok());
  CHECK(profileMeanMbps(none.scenario->vm_groups[0].read) == 0);
}

TEST_CASE("A read profile of any kind, its sizes, written and read back", "[reads]")
{
  QJsonObject g = group0(test::exampleJson());
  g.remove(QStringLiteral("read_mbps"));
  g.remove(QStringLiteral("read_io_kib"));
  g.insert(QStringLiteral("read"),
           QJsonObject{{QStringLiteral("profile"), QStringLiteral("on_off")},
                       {QStringLiteral("peak_mbps"), 40},
                       {QStringLiteral("burst_s"), 900},
                       {QStringLiteral("period_s"), 3600},
                       {QStringLiteral("base_mbps"), 2},
                       {QStringLiteral("io_histogram"),
                        QJsonArray{QJsonArray{4, 0.25}, QJsonArray{64, 0.75}}}});
  const LoadResult r = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  INFO(test::dump(r.problems));
  REQUIRE(r.ok());
  const ReadProfile& read = r.scenario->vm_groups[0].read;
  CHECK(read.kind == ProfileKind::OnOff);
  CHECK(profileMeanMbps(read) == Approx(40 * 0.25 + 2 * 0.75));
  const QJsonObject out = group0(scenarioToJson(*r.scenario));
  REQUIRE(out.contains(QStringLiteral("read")));
  // The older keys beside it carry its mean rate and mean size, for tools that know only them.
  CHECK(out.value(QStringLiteral("read_mbps")).toDouble() == Approx(11.5));
  CHECK(out.value(QStringLiteral("read_io_kib")).toDouble() == Approx(4 * 0.25 + 64 * 0.75));
  const LoadResult back = parseScenario(serializeScenario(*r.scenario));
  INFO(test::dump(back.problems));
  REQUIRE(back.ok());
  CHECK(back.problems.isEmpty());
  CHECK(serializeScenario(*back.scenario) == serializeScenario(*r.scenario));
}

TEST_CASE("Read profile problems name their path, older keys that disagree are ignored", "[reads]")
{
  QJsonObject g = group0(test::exampleJson());
  g.insert(QStringLiteral("read"),
           QJsonObject{{QStringLiteral("profile"), QStringLiteral("trace")},
                       {QStringLiteral("samples"),
                        QJsonArray{QJsonArray{0, 1}, QJsonArray{60, -1}, QJsonArray{30, 2}}}});
  const LoadResult r = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  CHECK_FALSE(r.ok());
  CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].read.samples[1][1]")));
  g.insert(QStringLiteral("read"),
           QJsonObject{{QStringLiteral("profile"), QStringLiteral("constant")},
                       {QStringLiteral("mbps"), 7}});
  const LoadResult w = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  REQUIRE(w.ok());
  CHECK(w.scenario->vm_groups[0].read.mbps == 7);
  CHECK(hasWarningAt(w.problems, QStringLiteral("vm_groups[0].read_mbps")));  // says 2
  g.insert(QStringLiteral("read"), QJsonObject{{QStringLiteral("mbps"), 7}});
  const LoadResult missing = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  CHECK(test::hasProblemAt(missing.problems, QStringLiteral("vm_groups[0].read.profile")));
  Scenario s = *w.scenario;
  s.vm_groups[0].read.mbps = -1;
  CHECK(test::hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].read.mbps")));
}

TEST_CASE("Size fractions within 2 % of 1 are normalised with a warning", "[reads][histogram]")
{
  QJsonObject g = group0(test::exampleJson());
  g.insert(QStringLiteral("write_io_histogram"),
           QJsonArray{QJsonArray{4, 0.33}, QJsonArray{8, 0.33}, QJsonArray{64, 0.33}});
  const LoadResult r = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  INFO(test::dump(r.problems));
  REQUIRE(r.ok());
  CHECK(hasWarningAt(r.problems, QStringLiteral("vm_groups[0].write_io_histogram")));
  for (const IoSizeBin& b : r.scenario->vm_groups[0].write_io_histogram)
    CHECK(b.fraction == Approx(1.0 / 3.0).epsilon(1e-12));
  g.insert(QStringLiteral("write_io_histogram"),
           QJsonArray{QJsonArray{4, 0.5}, QJsonArray{8, 0.47}});
  const LoadResult off = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  CHECK_FALSE(off.ok());
  CHECK(test::hasProblemAt(off.problems, QStringLiteral("vm_groups[0].write_io_histogram")));
  // Edits in the GUI are validated the same way: a warning, the models use them normalised.
  Scenario s = *r.scenario;
  s.vm_groups[0].write_io_histogram = {{4, 0.5}, {64, 0.49}};
  const Problems p = validateScenario(s);
  CHECK_FALSE(hasErrors(p));
  CHECK(hasWarningAt(p, QStringLiteral("vm_groups[0].write_io_histogram")));
  s.vm_groups[0].read.io_histogram = {{4, 0.5}, {64, 0.4}};
  CHECK(test::hasProblemAt(validateScenario(s), QStringLiteral("vm_groups[0].read.io_histogram")));
}

TEST_CASE("Provenance of a measured group is kept and checked", "[reads][sources]")
{
  QJsonObject g = group0(test::exampleJson());
  const QJsonObject source{{QStringLiteral("format"), QStringLiteral("esxtop")},
                           {QStringLiteral("file"), QStringLiteral("esx01.csv")},
                           {QStringLiteral("sha256"), QString(64, QLatin1Char('a'))},
                           {QStringLiteral("first_sample"), QStringLiteral("04/15/2024 08:00:00")},
                           {QStringLiteral("span_s"), 3600},
                           {QStringLiteral("samples"), 720},
                           {QStringLiteral("members"), QJsonArray{QStringLiteral("vm01")}},
                           {QStringLiteral("counters"), QJsonArray{QStringLiteral("x")}},
                           {QStringLiteral("write_latency_us"), 2500}};
  g.insert(QStringLiteral("sources"), QJsonArray{source});
  const LoadResult r = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  INFO(test::dump(r.problems));
  REQUIRE(r.ok());
  const WorkloadSource& s = r.scenario->vm_groups[0].sources.at(0);
  CHECK(s.file == "esx01.csv");
  CHECK(*s.span_s == 3600);
  CHECK(*s.write_latency_us == 2500);
  CHECK(group0(scenarioToJson(*r.scenario)).value(QStringLiteral("sources")).toArray().at(0) ==
        source);
  QJsonObject bad = source;
  bad.insert(QStringLiteral("sha256"), QStringLiteral("xyz"));
  bad.insert(QStringLiteral("format"), QStringLiteral("xls"));
  g.insert(QStringLiteral("sources"), QJsonArray{bad});
  const LoadResult b = parseScenario(test::toBytes(withGroup0(test::exampleJson(), g)));
  CHECK(test::hasProblemAt(b.problems, QStringLiteral("vm_groups[0].sources[0].sha256")));
  CHECK(test::hasProblemAt(b.problems, QStringLiteral("vm_groups[0].sources[0].format")));
}
