// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>

#include "app/core/scenarioio.h"
#include "helpers.h"
#include "model/evaluate/evaluate.h"

using namespace accel;
using namespace accel::ui;
using test::dump;
using test::exampleJson;
using test::hasProblemAt;
using test::toBytes;

namespace {

/// Sets obj[path] (dotted, with [i] for arrays) to v, or removes it when v is null.
void setPath(QJsonObject& root, const QString& path, const QJsonValue& v);

QJsonValue setIn(QJsonValue node, QStringList parts, const QJsonValue& v)
{
  const QString head = parts.takeFirst();
  const qsizetype bracket = head.indexOf(QLatin1Char('['));
  const QString key = bracket < 0 ? head : head.left(bracket);
  QJsonObject obj = node.toObject();
  if (bracket < 0) {
    if (parts.isEmpty()) {
      if (v.isNull() || v.isUndefined())
        obj.remove(key);
      else
        obj.insert(key, v);
    } else {
      obj.insert(key, setIn(obj.value(key), parts, v));
    }
    return obj;
  }
  const qsizetype idx = head.mid(bracket + 1, head.size() - bracket - 2).toInt();
  QJsonArray arr = obj.value(key).toArray();
  if (parts.isEmpty())
    arr.replace(idx, v);
  else
    arr.replace(idx, setIn(arr.at(idx), parts, v));
  obj.insert(key, arr);
  return obj;
}

void setPath(QJsonObject& root, const QString& path, const QJsonValue& v)
{
  root = setIn(root, path.split(QLatin1Char('.')), v).toObject();
}

/// Paths of `in` whose value `out` does not hold ("" when out holds everything in has).
QStringList missingFrom(const QJsonValue& in, const QJsonValue& out, const QString& at = {})
{
  QStringList missing;
  if (in.isObject()) {
    const QJsonObject i = in.toObject(), o = out.toObject();
    for (auto it = i.begin(); it != i.end(); ++it)
      missing += missingFrom(it.value(), o.value(it.key()), at + QLatin1Char('.') + it.key());
  } else if (in.isArray() && in.toArray().size() == out.toArray().size()) {
    for (qsizetype k = 0; k < in.toArray().size(); ++k)
      missing +=
          missingFrom(in.toArray().at(k), out.toArray().at(k), at + QStringLiteral("[%1]").arg(k));
  } else if (in != out) {
    missing << at;
  }
  return missing;
}

LoadResult parseWith(const QString& path, const QJsonValue& v)
{
  QJsonObject o = exampleJson();
  setPath(o, path, v);
  return parseScenario(toBytes(o));
}

}  // namespace

TEST_CASE("The bundled examples load cleanly and evaluate", "[io]")
{
  const char* name =
      GENERATE("build-cluster-1gbe.accelsizer.json", "build-cluster-10gbe.accelsizer.json");
  const LoadResult r =
      loadScenarioFile(test::sourcePath("resources/examples/") + QLatin1String(name));
  INFO(dump(r.problems));
  REQUIRE(r.ok());
  CHECK(r.problems.isEmpty());
  CHECK(r.scenario->hosts == 4);
  CHECK(r.scenario->vm_groups.size() == 1);
  CHECK(r.scenario->vm_groups[0].write_io_kib == 256);
  CHECK(r.scenario->backing.storage_network.session_limit_mbps == 120.0);
  CHECK(evaluate(*r.scenario).replica.cluster_payload_mbps == 120.0);
}

TEST_CASE("Round trip: save what was read, read what was saved", "[io]")
{
  const LoadResult first = parseScenario(toBytes(exampleJson()));
  REQUIRE(first.ok());
  const QByteArray once = serializeScenario(*first.scenario);
  const LoadResult second = parseScenario(once);
  INFO(dump(second.problems));
  REQUIRE(second.ok());
  CHECK(second.problems.isEmpty());
  CHECK(serializeScenario(*second.scenario) == once);
  // Every field of the example survives with its value (defaults are written out too).
  CHECK(missingFrom(exampleJson(), scenarioToJson(*second.scenario)).isEmpty());
}

TEST_CASE("Every write profile and the histogram round-trip", "[io]")
{
  QJsonObject o = exampleJson();
  const QJsonObject profile = GENERATE(
      QJsonObject{{QStringLiteral("profile"), QStringLiteral("on_off")},
                  {QStringLiteral("peak_mbps"), 300},
                  {QStringLiteral("burst_s"), 600},
                  {QStringLiteral("period_s"), 1200},
                  {QStringLiteral("base_mbps"), 50}},
      QJsonObject{{QStringLiteral("profile"), QStringLiteral("sine")},
                  {QStringLiteral("mean_mbps"), 100},
                  {QStringLiteral("amplitude_mbps"), 100},
                  {QStringLiteral("period_s"), 3600}},
      QJsonObject{{QStringLiteral("profile"), QStringLiteral("trace")},
                  {QStringLiteral("samples"),
                   QJsonArray{QJsonArray{0, 5}, QJsonArray{10, 40}, QJsonArray{25.5, 0}}}});
  setPath(o, QStringLiteral("vm_groups[0].write"), profile);
  setPath(o, QStringLiteral("vm_groups[0].write_io_histogram"),
          QJsonArray{QJsonArray{4, 0.25}, QJsonArray{64, 0.5}, QJsonArray{256, 0.25}});
  const LoadResult r = parseScenario(toBytes(o));
  INFO(dump(r.problems));
  REQUIRE(r.ok());
  CHECK(r.problems.isEmpty());
  const QJsonObject out = scenarioToJson(*r.scenario);
  const QJsonObject group = out.value(QStringLiteral("vm_groups")).toArray().at(0).toObject();
  CHECK(group.value(QStringLiteral("write")).toObject() == profile);
  CHECK(group.value(QStringLiteral("write_io_histogram")).toArray().size() == 3);
  CHECK(r.scenario->vm_groups[0].write_io_histogram[1].size_kib == 64);
}

TEST_CASE("A minimal scenario takes the documented defaults", "[io]")
{
  const QByteArray json = R"({"format": "accelsizer-scenario", "version": 1, "hosts": 3,
    "vm_groups": [{"vms_per_host": 2, "write_policy": "WB+1",
                   "write": {"profile": "constant", "mbps": 4}}]})";
  const LoadResult r = parseScenario(json);
  INFO(dump(r.problems));
  REQUIRE(r.ok());
  CHECK(r.problems.isEmpty());
  const Scenario defaults;
  CHECK(r.scenario->peer_network.link_gbps == defaults.peer_network.link_gbps);
  CHECK(r.scenario->peer_network.utilization_limit == 0.8);
  CHECK(r.scenario->acceleration.write_latency_us == 65);
  CHECK_FALSE(r.scenario->vm_groups[0].on_hosts.has_value());
  CHECK_FALSE(r.scenario->peer_network.shared_uplink_gbps.has_value());
  CHECK(r.scenario->backing.raid_groups.size() == 1);
}

TEST_CASE("Unknown fields are warnings and are kept on save", "[io]")
{
  QJsonObject o = exampleJson();
  setPath(o, QStringLiteral("future_root"), QJsonObject{{QStringLiteral("a"), 1}});
  setPath(o, QStringLiteral("vm_groups[0].future_group"), QStringLiteral("x"));
  setPath(o, QStringLiteral("peer_network.future_net"), QJsonArray{1, 2});
  const LoadResult r = parseScenario(toBytes(o));
  REQUIRE(r.ok());
  CHECK(hasProblemAt(r.problems, QStringLiteral("future_root"), false));
  CHECK(hasProblemAt(r.problems, QStringLiteral("vm_groups[0].future_group"), false));
  CHECK(hasProblemAt(r.problems, QStringLiteral("peer_network.future_net"), false));
  const QJsonObject out = scenarioToJson(*r.scenario);
  CHECK(out.value(QStringLiteral("future_root")) == QJsonObject{{QStringLiteral("a"), 1}});
  CHECK(out.value(QStringLiteral("vm_groups"))
            .toArray()
            .at(0)
            .toObject()
            .value(QStringLiteral("future_group")) == QStringLiteral("x"));
  CHECK(out.value(QStringLiteral("peer_network")).toObject().value(QStringLiteral("future_net")) ==
        QJsonArray{1, 2});
}

TEST_CASE("Bad input: each problem names its path, the value and what was expected", "[io]")
{
  struct Case {
    const char* path;
    QJsonValue value;
    const char* errorPath;
    const char* says;
  };
  const Case c = GENERATE(
      Case{"hosts", QStringLiteral("four"), "hosts",
           "expected a whole number from 1 to 256, found the text \"four\""},
      Case{"hosts", 0, "hosts", "0 is out of range: expected a whole number from 1 to 256"},
      Case{"hosts", 2.5, "hosts", "2.5 is not a whole number"},
      Case{"hosts", 1e12, "hosts", "out of range"},
      Case{"hosts", QJsonValue(), "hosts", "missing: this field is required"},
      Case{"vm_groups", QJsonArray{}, "vm_groups", "empty: expected at least one VM group"},
      Case{"vm_groups", QJsonValue(), "vm_groups", "missing"},
      Case{"vm_groups", QStringLiteral("all"), "vm_groups", "expected a list of VM groups"},
      Case{"vm_groups[0]", 7, "vm_groups[0]", "expected a VM group (an object)"},
      Case{"vm_groups[0].write", QJsonValue(), "vm_groups[0].write", "missing"},
      Case{"vm_groups[0].write.mbps", QJsonValue(), "vm_groups[0].write.mbps", "missing"},
      Case{"vm_groups[0].write.mbps", -5, "vm_groups[0].write.mbps", "-5 MB/s is out of range"},
      Case{"vm_groups[0].write.profile", QStringLiteral("square"), "vm_groups[0].write.profile",
           "unknown value \"square\": expected one of constant, on_off, sine, trace"},
      Case{"vm_groups[0].write_policy", QStringLiteral("WB1"), "vm_groups[0].write_policy",
           "unknown value \"WB1\""},
      Case{"vm_groups[0].write_policy", 1, "vm_groups[0].write_policy", "found the number 1"},
      Case{"vm_groups[0].on_hosts", 9, "vm_groups[0].on_hosts", "more than the cluster's 4 hosts"},
      Case{"vm_groups[0].write_io_kib", 0, "vm_groups[0].write_io_kib", "out of range"},
      Case{"vm_groups[0].outstanding_ios", 0, "vm_groups[0].outstanding_ios", "out of range"},
      Case{"peer_network.kind", QStringLiteral("token-ring"), "peer_network.kind",
           "expected one of ethernet, infiniband"},
      Case{"peer_network.link_gbps", 0, "peer_network.link_gbps",
           "0 Gb/s is out of range: expected a number from 0.01 Gb/s to 1000 Gb/s"},
      Case{"peer_network.compression_ratio", 0.5, "peer_network.compression_ratio",
           "0.5 is out of range: expected a number from 1 to 100"},
      Case{"peer_network.utilization_limit", 1.5, "peer_network.utilization_limit",
           "1.5 is out of range: expected a number from 0.05 to 1"},
      Case{"peer_network.tcp_timestamps", QStringLiteral("yes"), "peer_network.tcp_timestamps",
           "expected true or false"},
      Case{"peer_network.mtu", 100, "peer_network.mtu", "out of range"},
      Case{"peer_network", 5, "peer_network", "expected an object"},
      Case{"acceleration.write_mbps", 0, "acceleration.write_mbps", "out of range"},
      Case{"backing.raid_groups[0].level", QStringLiteral("RAID7"), "backing.raid_groups[0].level",
           "unknown value \"RAID7\""},
      Case{"backing.raid_groups[0].disks", 7, "backing.raid_groups[0].disks",
           "7 disks cannot form RAID10"},
      Case{"backing.raid_groups", QJsonArray{}, "backing.raid_groups", "empty"},
      Case{"backing.random_load.read_fraction", 1.2, "backing.random_load.read_fraction",
           "out of range"},
      Case{"format", QStringLiteral("accelsizer-results"), "format", "unknown value"},
      Case{"version", 2, "version", "format version 2 was written by a newer AccelSizer"},
      Case{"version", 0, "version", "0 is out of range"},
      Case{"name", 42, "name", "expected a text, found the number 42"});
  const LoadResult r = parseWith(QLatin1String(c.path), c.value);
  INFO(c.path << "\n" << dump(r.problems));
  CHECK_FALSE(r.ok());
  bool found = false;
  for (const Problem& p : r.problems)
    found = found || (p.isError() && p.path == QLatin1String(c.errorPath) &&
                      p.message.contains(QLatin1String(c.says)));
  CHECK(found);
}

TEST_CASE("Malformed documents are one clear error, never a crash", "[io]")
{
  const QByteArray doc = GENERATE(QByteArray(""), QByteArray("{"), QByteArray("[1, 2]"),
                                  QByteArray("\"text\""), QByteArray("{\"hosts\": 4,}"),
                                  QByteArray("\x00\x01\x02", 3), QByteArray("{\"a\": NaN}"));
  const LoadResult r = parseScenario(doc);
  INFO(dump(r.problems));
  CHECK_FALSE(r.ok());
  REQUIRE_FALSE(r.problems.isEmpty());
  CHECK(r.problems.front().path == QStringLiteral("$"));
}

TEST_CASE("A lone JSON value is named, not called malformed", "[io]")
{
  const QByteArray doc =
      GENERATE(QByteArray("null"), QByteArray("\"x\""), QByteArray("true"), QByteArray(" 42 "));
  const LoadResult r = parseScenario(doc);
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems.front().path == QStringLiteral("$"));
  CHECK(r.problems.front().message.startsWith(
      QStringLiteral("expected a scenario (a JSON object), found ")));
}

TEST_CASE("Malformed JSON points at the line and column", "[io]")
{
  const LoadResult r = parseScenario("{\n  \"hosts\": 4\n  \"vm_groups\": []\n}");
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems.front().message.startsWith(QStringLiteral("malformed JSON at line 3")));
}

TEST_CASE("All problems are reported at once", "[io]")
{
  QJsonObject o = exampleJson();
  setPath(o, QStringLiteral("hosts"), 0);
  setPath(o, QStringLiteral("vm_groups[0].write_policy"), QStringLiteral("fast"));
  setPath(o, QStringLiteral("peer_network.link_gbps"), -1);
  setPath(o, QStringLiteral("acceleration.media"), QStringLiteral("tape"));
  setPath(o, QStringLiteral("backing.raid_groups[0].disks"), 3);
  const LoadResult r = parseScenario(toBytes(o));
  INFO(dump(r.problems));
  CHECK_FALSE(r.ok());
  CHECK(hasProblemAt(r.problems, QStringLiteral("hosts")));
  CHECK(hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write_policy")));
  CHECK(hasProblemAt(r.problems, QStringLiteral("peer_network.link_gbps")));
  CHECK(hasProblemAt(r.problems, QStringLiteral("acceleration.media")));
  CHECK(hasProblemAt(r.problems, QStringLiteral("backing.raid_groups[0].disks")));
}

TEST_CASE("Trace samples: pairs of numbers in increasing time", "[io]")
{
  QJsonObject o = exampleJson();
  setPath(o, QStringLiteral("vm_groups[0].write"),
          QJsonObject{{QStringLiteral("profile"), QStringLiteral("trace")},
                      {QStringLiteral("samples"),
                       QJsonArray{QJsonArray{0, 5}, QJsonArray{10}, QJsonArray{20, 1}}}});
  LoadResult r = parseScenario(toBytes(o));
  CHECK(hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples[1]")));

  // A bad element is named with what it holds, and is the only problem.
  setPath(o, QStringLiteral("vm_groups[0].write.samples"),
          QJsonArray{QJsonArray{0, 5}, QJsonArray{10, QStringLiteral("x")}, QJsonArray{20, 7}});
  r = parseScenario(toBytes(o));
  INFO(dump(r.problems));
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems.front().path == QStringLiteral("vm_groups[0].write.samples[1][1]"));
  CHECK(r.problems.front().message.contains(QStringLiteral("\"x\"")));

  setPath(o, QStringLiteral("vm_groups[0].write.samples"),
          QJsonArray{QJsonArray{0, 5}, QJsonArray{30, 1}, QJsonArray{20, 1}});
  r = parseScenario(toBytes(o));
  CHECK(hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples[2]")));

  setPath(o, QStringLiteral("vm_groups[0].write.samples"), QJsonArray{});
  r = parseScenario(toBytes(o));
  CHECK(hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples")));
}

TEST_CASE("A week of one-second trace samples loads", "[io]")
{
  QJsonArray samples;
  for (int t = 0; t < 604800; ++t)
    samples.append(QJsonArray{t, (t / 3600) % 2 == 0 ? 30.0 : 5.0});
  QJsonObject o = exampleJson();
  setPath(o, QStringLiteral("vm_groups[0].write"),
          QJsonObject{{QStringLiteral("profile"), QStringLiteral("trace")},
                      {QStringLiteral("samples"), samples}});
  const LoadResult r = parseScenario(toBytes(o));
  REQUIRE(r.ok());
  CHECK(r.scenario->vm_groups[0].write.samples->size() == 604800);
}

TEST_CASE("Saving is atomic and reports failures", "[io]")
{
  QTemporaryDir dir;
  REQUIRE(dir.isValid());
  const QString path = dir.filePath(QStringLiteral("s.accelsizer.json"));
  Scenario s;
  s.name = "first";
  QString error;
  REQUIRE(saveScenarioFile(s, path, &error));
  s.name = "second";
  REQUIRE(saveScenarioFile(s, path, &error));
  const LoadResult back = loadScenarioFile(path);
  REQUIRE(back.ok());
  CHECK(back.scenario->name == "second");
  // Only the target file remains: the temporary file was renamed over it.
  CHECK(QDir(dir.path()).entryList(QDir::Files) ==
        QStringList{QStringLiteral("s.accelsizer.json")});

  const QString impossible = dir.filePath(QStringLiteral("no/such/dir/s.json"));
  CHECK_FALSE(saveScenarioFile(s, impossible, &error));
  CHECK(error.contains(QStringLiteral("no/such/dir")));
  CHECK_FALSE(QFile::exists(impossible));
}

TEST_CASE("Unreadable files are reported at $", "[io]")
{
  const LoadResult r = loadScenarioFile(QStringLiteral("/nonexistent/x.json"));
  REQUIRE(r.problems.size() == 1);
  CHECK(r.problems.front().path == QStringLiteral("$"));
  CHECK(r.problems.front().message.contains(QStringLiteral("cannot read")));
}
