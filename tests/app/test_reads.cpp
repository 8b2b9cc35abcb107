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

namespace {

/// The message of the first error at `path`, or empty.
QString errorAt(const Problems& ps, const QString& path)
{
  for (const Problem& p : ps)
    if (p.level == Problem::Level::Error && p.path == path)
      return p.message;
  return QString();
}

QJsonObject cachedExample(double size_gib, double block_kib)
{
  QJsonObject g = group0(test::exampleJson());
  g.insert(QStringLiteral("read"),
           QJsonObject{{QStringLiteral("profile"), QStringLiteral("constant")},
                       {QStringLiteral("mbps"), 2},
                       {QStringLiteral("io_kib"), 8},
                       {QStringLiteral("working_set_gib"), 50}});
  g.insert(QStringLiteral("read_cache"), QJsonObject{{QStringLiteral("size_gib"), size_gib},
                                                     {QStringLiteral("block_kib"), block_kib}});
  return withGroup0(test::exampleJson(), g);
}

}  // namespace

TEST_CASE("Read cache inputs: read back, written back, defaults", "[reads][readcache]")
{
  const LoadResult r = parseScenario(test::toBytes(cachedExample(10, 8)));
  REQUIRE(r.ok());
  const VmGroup& g = r.scenario->vm_groups[0];
  REQUIRE(g.read_cache);
  CHECK(g.read_cache->size_gib == 10.0);
  CHECK(g.read_cache->block_kib == 8.0);
  REQUIRE(g.read.working_set_gib);
  CHECK(*g.read.working_set_gib == 50.0);
  CHECK(g.read.hot_set_fraction == 0.2);
  CHECK(g.read.hot_access_fraction == 0.8);
  CHECK_FALSE(g.read.zipf);
  const QJsonObject out = group0(scenarioToJson(*r.scenario));
  CHECK(out.value(QStringLiteral("read_cache")).toObject().value(QStringLiteral("size_gib")) ==
        10.0);
  CHECK(out.value(QStringLiteral("read")).toObject().value(QStringLiteral("working_set_gib")) ==
        50.0);
  // An older file has neither: nothing is engaged and it is written as before.
  const LoadResult old = parseScenario(test::toBytes(test::exampleJson()));
  REQUIRE(old.ok());
  CHECK_FALSE(old.scenario->vm_groups[0].read_cache);
  CHECK_FALSE(old.scenario->backing.flash_cache_gib);
  CHECK_FALSE(group0(scenarioToJson(*old.scenario)).contains(QStringLiteral("read_cache")));
}

TEST_CASE("Read cache inputs: bad values named with path, value and expectation",
          "[reads][readcache][validate]")
{
  SECTION("a block that is not a power of two")
  {
    const LoadResult r = parseScenario(test::toBytes(cachedExample(10, 12)));
    const QString m = errorAt(r.problems, QStringLiteral("vm_groups[0].read_cache.block_kib"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("12 KiB")));
    CHECK(m.contains(QStringLiteral("power of two")));
  }
  SECTION("a block outside 4 to 1024 KiB")
  {
    const LoadResult r = parseScenario(test::toBytes(cachedExample(10, 2048)));
    CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].read_cache.block_kib")));
  }
  SECTION("the caches of one host larger than the device")
  {
    // 6 VMs per host x 100 GiB against the example's 400 GiB device.
    const LoadResult r = parseScenario(test::toBytes(cachedExample(100, 8)));
    const QString m = errorAt(r.problems, QStringLiteral("vm_groups[0].read_cache.size_gib"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("100 GiB")));
    CHECK(m.contains(QStringLiteral("600 GiB")));
    CHECK(m.contains(QStringLiteral("400 GiB")));
    CHECK(m.contains(QStringLiteral("acceleration.capacity_gib")));
  }
  SECTION("a read cache without a working set")
  {
    Scenario s;
    s.vm_groups[0].read_cache = ReadCache{};
    const QString m = errorAt(validateScenario(s), QStringLiteral("vm_groups[0].read_cache"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("vm_groups[0].read.working_set_gib")));
  }
  SECTION("a hot set share out of range")
  {
    Scenario s;
    s.vm_groups[0].read.working_set_gib = 10;
    s.vm_groups[0].read.hot_set_fraction = 1.5;
    CHECK(test::hasProblemAt(validateScenario(s),
                             QStringLiteral("vm_groups[0].read.hot_set_fraction")));
  }
  SECTION("a negative array flash cache")
  {
    Scenario s;
    s.backing.flash_cache_gib = -1;
    CHECK(test::hasProblemAt(validateScenario(s), QStringLiteral("backing.flash_cache_gib")));
  }
}

namespace {

/// The cached example with a measured curve `rows` in its reads.
QJsonObject curveExample(const QJsonArray& rows)
{
  QJsonObject root = cachedExample(10, 8);
  QJsonObject g = group0(root);
  QJsonObject read = g.value(QStringLiteral("read")).toObject();
  read.insert(QStringLiteral("hit_ratio_curve"), rows);
  g.insert(QStringLiteral("read"), read);
  return withGroup0(root, g);
}

}  // namespace

TEST_CASE("Measured hit-ratio curve and write-through caching: read, written, checked",
          "[reads][readcache][curve]")
{
  SECTION("read and written back")
  {
    QJsonObject root = curveExample(QJsonArray{QJsonArray{2, 0.5}, QJsonArray{8, 0.8}});
    QJsonObject g = group0(root);
    g.insert(QStringLiteral("read_cache"), QJsonObject{{QStringLiteral("size_gib"), 10},
                                                       {QStringLiteral("populate_on_write"), true},
                                                       {QStringLiteral("write_filter_kib"), 32},
                                                       {QStringLiteral("vmotion_gbps"), 25}});
    root = withGroup0(root, g);
    const LoadResult r = parseScenario(test::toBytes(root));
    INFO(test::dump(r.problems));
    REQUIRE(r.ok());
    const VmGroup& v = r.scenario->vm_groups[0];
    REQUIRE(v.read.hit_ratio_curve.size() == 2);
    CHECK(v.read.hit_ratio_curve[1] == HitRatioPoint{8, 0.8});
    REQUIRE(v.read_cache);
    CHECK(v.read_cache->populate_on_write);
    CHECK(v.read_cache->write_filter_kib == 32.0);
    CHECK(v.read_cache->vmotion_gbps == std::optional<double>(25));
    const LoadResult back = parseScenario(test::toBytes(scenarioToJson(*r.scenario)));
    REQUIRE(back.ok());
    CHECK(back.scenario->vm_groups[0].read.hit_ratio_curve == v.read.hit_ratio_curve);
    CHECK(back.scenario->vm_groups[0].read_cache->vmotion_gbps == v.read_cache->vmotion_gbps);
    // Defaults: no write-through population, a 64 KiB filter, the peer network's rate.
    const ReadCache plain;
    CHECK_FALSE(plain.populate_on_write);
    CHECK(plain.write_filter_kib == 64.0);
    CHECK_FALSE(plain.vmotion_gbps);
  }
  SECTION("cache sizes not increasing")
  {
    const LoadResult r = parseScenario(
        test::toBytes(curveExample(QJsonArray{QJsonArray{8, 0.5}, QJsonArray{4, 0.8}})));
    const QString m =
        errorAt(r.problems, QStringLiteral("vm_groups[0].read.hit_ratio_curve[1][0]"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("4 GiB")));
    CHECK(m.contains(QStringLiteral("increasing")));
  }
  SECTION("a hit ratio that falls")
  {
    const LoadResult r = parseScenario(
        test::toBytes(curveExample(QJsonArray{QJsonArray{2, 0.6}, QJsonArray{4, 0.5}})));
    const QString m =
        errorAt(r.problems, QStringLiteral("vm_groups[0].read.hit_ratio_curve[1][1]"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("50 %")));
    CHECK(m.contains(QStringLiteral("60 %")));
  }
  SECTION("a point at or beyond the working set")
  {
    const LoadResult r =
        parseScenario(test::toBytes(curveExample(QJsonArray{QJsonArray{50, 0.9}})));
    const QString m =
        errorAt(r.problems, QStringLiteral("vm_groups[0].read.hit_ratio_curve[0][0]"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("50 GiB")));
    CHECK(m.contains(QStringLiteral("working set")));
  }
  SECTION("a hit ratio above 1")
  {
    const LoadResult r = parseScenario(test::toBytes(curveExample(QJsonArray{QJsonArray{2, 1.5}})));
    CHECK(
        test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].read.hit_ratio_curve[0][1]")));
  }
  SECTION("a curve without a working set")
  {
    Scenario s;
    s.vm_groups[0].read.hit_ratio_curve = {{2, 0.5}};
    const QString m =
        errorAt(validateScenario(s), QStringLiteral("vm_groups[0].read.hit_ratio_curve"));
    INFO(m.toStdString());
    CHECK(m.contains(QStringLiteral("vm_groups[0].read.working_set_gib")));
  }
}

TEST_CASE("Read cache options of the design space: read, written, checked",
          "[reads][readcache][design]")
{
  QJsonObject root = cachedExample(10, 8);
  root.insert(QStringLiteral("design_space"),
              QJsonObject{{QStringLiteral("read_cache_gib"), QJsonArray{4, 8, 16}},
                          {QStringLiteral("read_cache_block_kib"), QJsonArray{8, 64}}});
  const LoadResult r = parseScenario(test::toBytes(root));
  INFO(test::dump(r.problems));
  REQUIRE(r.ok());
  CHECK(r.scenario->design_space.read_cache_gib == std::vector<double>{4, 8, 16});
  CHECK(r.scenario->design_space.read_cache_block_kib == std::vector<double>{8, 64});
  const LoadResult back = parseScenario(test::toBytes(scenarioToJson(*r.scenario)));
  REQUIRE(back.ok());
  CHECK(back.scenario->design_space.read_cache_gib == r.scenario->design_space.read_cache_gib);

  Scenario s = *r.scenario;
  s.design_space.read_cache_block_kib = {8, 12};
  const QString m =
      errorAt(validateScenario(s), QStringLiteral("design_space.read_cache_block_kib[1]"));
  INFO(m.toStdString());
  CHECK(m.contains(QStringLiteral("12 KiB")));
  CHECK(m.contains(QStringLiteral("power of two")));

  Scenario none;
  none.design_space.read_cache_gib = {4, 8};
  const QString n = errorAt(validateScenario(none), QStringLiteral("design_space.read_cache_gib"));
  INFO(n.toStdString());
  CHECK(n.contains(QStringLiteral("vm_groups[].read_cache")));
}
