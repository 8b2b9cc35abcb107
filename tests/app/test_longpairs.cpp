// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Long traces read and written beside the JSON document (app/core/longpairs.h): whatever the
// text, the scenario read is the one QJsonDocument alone would give, problems and their
// positions included, and what is written reads back as the same samples.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cstring>
#include <random>
#include <string>

#include "app/core/longpairs.h"
#include "app/core/scenarioio.h"
#include "helpers.h"
#include "model/common/trace_memo.h"

using namespace accel;
using namespace accel::ui;

namespace {

constexpr int kRows = static_cast<int>(kTraceMemoMinSamples) + 904;

/// The text of a trace of kRows samples, every JSON number form and spacing among them.
std::string traceText()
{
  static const char* const rates[] = {"5",      "0.25",     "1e-7",  "2.5E+1", "-0",
                                      "0",      "17.125",   "3E2",   "0.1",    "1e0",
                                      "99.999", "0.000001", "4.0e1", "7"};
  std::string s = "[\n";
  for (int i = 0; i < kRows; ++i) {
    if (i > 0)
      s += i % 3 == 0 ? ",\n\t" : ", ";
    s += '[';
    s += i % 11 == 0 ? std::to_string(i) + ".0" : std::to_string(i);
    s += i % 5 == 0 ? " , " : ",";
    s += rates[i % (sizeof rates / sizeof *rates)];
    s += ']';
  }
  s += "\n]";
  return s;
}

/// The 1GbE example with VM group 0 writing `samples` (JSON text) as a trace.
QByteArray withTrace(const std::string& samples, const char* profile = "trace")
{
  QJsonObject o = test::exampleJson();
  QJsonArray groups = o.value(QStringLiteral("vm_groups")).toArray();
  QJsonObject g = groups.at(0).toObject();
  QJsonObject w;
  w.insert(QStringLiteral("profile"), QLatin1String(profile));
  w.insert(QStringLiteral("mbps"), 5);
  w.insert(QStringLiteral("samples"), QStringLiteral("@@"));
  g.insert(QStringLiteral("write"), w);
  groups.replace(0, g);
  o.insert(QStringLiteral("vm_groups"), groups);
  QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Indented);
  return text.replace("\"@@\"", QByteArray::fromStdString(samples));
}

/// The samples of VM group 0 as QJsonDocument reads them from `text`.
Trace samplesByQt(const QByteArray& text)
{
  const QJsonArray rows = QJsonDocument::fromJson(text)
                              .object()
                              .value(QStringLiteral("vm_groups"))
                              .toArray()
                              .at(0)
                              .toObject()
                              .value(QStringLiteral("write"))
                              .toObject()
                              .value(QStringLiteral("samples"))
                              .toArray();
  Trace t;
  for (const auto& r : rows)
    t.push_back({r.toArray().at(0).toDouble(), r.toArray().at(1).toDouble()});
  return t;
}

bool sameBits(const Trace& a, const Trace& b)
{
  if (a.size() != b.size())
    return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i].t_s, &b[i].t_s, sizeof(double)) != 0 ||
        std::memcmp(&a[i].mbps, &b[i].mbps, sizeof(double)) != 0)
      return false;
  return true;
}

}  // namespace

TEST_CASE("A long trace read beside the document is the one QJsonDocument reads",
          "[scenario][longpairs]")
{
  const QByteArray text = withTrace(traceText());
  QByteArray compact;
  const LiftedPairs lifted = LiftedPairs::lift(text, &compact);
  REQUIRE_FALSE(lifted.empty());
  CHECK(compact.size() < text.size() / 10);

  const LoadResult r = parseScenario(text);
  INFO(test::dump(r.problems));
  REQUIRE(r.scenario);
  const auto& samples = r.scenario->vm_groups.at(0).write.samples;
  REQUIRE(samples);
  CHECK(samples->size() == static_cast<std::size_t>(kRows));
  CHECK(sameBits(*samples, samplesByQt(text)));  // every number the same double, -0 as 0
  CHECK(std::signbit((*samples)[4].mbps) == false);

  // Written out, the long trace comes from its samples, not JSON rows, and reads back the same.
  const QByteArray written = serializeScenario(*r.scenario);
  QJsonParseError e;
  QJsonDocument::fromJson(written, &e);
  REQUIRE(e.error == QJsonParseError::NoError);
  CHECK(sameBits(samplesByQt(written), *samples));
  const LoadResult again = parseScenario(written);
  REQUIRE(again.scenario);
  CHECK(sameBits(*again.scenario->vm_groups.at(0).write.samples, *samples));
  // Everything but the trace is written as before.
  QJsonObject before = scenarioToJson(*r.scenario);
  QJsonObject after = QJsonDocument::fromJson(written).object();
  CHECK(before == after);
}

TEST_CASE("A long list that is not plainly pairs of numbers is read whole, as before",
          "[scenario][longpairs]")
{
  std::string samples = traceText();
  SECTION("a text among the numbers")
  {
    const std::size_t at = samples.find("[4501,");
    REQUIRE(at != std::string::npos);
    const std::size_t comma = samples.find(',', at);
    samples.replace(comma + 1, samples.find(']', at) - comma - 1, "\"x\"");
    const LoadResult r = parseScenario(withTrace(samples));
    INFO(test::dump(r.problems));
    CHECK_FALSE(r.scenario);
    CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples[4501][1]")));
  }
  SECTION("a row of three")
  {
    const std::size_t at = samples.find("[4602,");
    samples.insert(samples.find(']', at), ", 1");
    const LoadResult r = parseScenario(withTrace(samples));
    CHECK_FALSE(r.scenario);
    CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples[4602]")));
  }
  SECTION("a number beyond a double")
  {
    const std::size_t at = samples.find("[4703,");
    samples.replace(at + 1, 4, "1e999");
    const LoadResult r = parseScenario(withTrace(samples));
    CHECK_FALSE(r.scenario);
    INFO(test::dump(r.problems));
    CHECK(r.problems.size() >= 1);
  }
  SECTION("malformed JSON after the trace: the position is the file's")
  {
    QByteArray text = withTrace(samples);
    text.insert(text.lastIndexOf('}'), ",");  // a comma and no member after it, the trace before
    QJsonParseError e;
    QJsonDocument::fromJson(text, &e);
    REQUIRE(e.error != QJsonParseError::NoError);
    const QByteArray before = text.left(e.offset);
    const QString where = QStringLiteral("line %1, column %2")
                              .arg(before.count('\n') + 1)
                              .arg(e.offset - (before.lastIndexOf('\n') + 1) + 1);
    const LoadResult r = parseScenario(text);
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems.front().message.contains(where));
  }
}

TEST_CASE("A long \"samples\" list where no trace is read is kept as the file has it",
          "[scenario][longpairs]")
{
  SECTION("an unknown field at the top")
  {
    QByteArray text = withTrace("[[0, 5], [60, 4]]");
    text.insert(text.indexOf('{') + 1,
                QByteArray("\n  \"samples\": ") + QByteArray::fromStdString(traceText()) + ",");
    const LoadResult r = parseScenario(text);
    INFO(test::dump(r.problems));
    REQUIRE(r.scenario);
    REQUIRE(r.scenario->extra.count("samples") == 1);
    CHECK(jsonValue(r.scenario->extra.at("samples")).toArray().size() == kRows);
    CHECK(test::hasProblemAt(r.problems, QStringLiteral("samples"), false));
  }
  SECTION("a trace in a profile that does not use it: kept, and said so")
  {
    const LoadResult r = parseScenario(withTrace(traceText(), "constant"));
    INFO(test::dump(r.problems));
    REQUIRE(r.scenario);
    CHECK(r.scenario->vm_groups.at(0).write.samples->size() == static_cast<std::size_t>(kRows));
    CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples"), false));
  }
}

TEST_CASE("A marker's text in a file is only text", "[scenario][longpairs]")
{
  // A file cannot name a lifted list: the markers of one reading hold a number drawn for it.
  QByteArray text = withTrace(traceText());
  QByteArray compact;
  LiftedPairs::lift(text, &compact);
  const qsizetype m = compact.indexOf("\"accelsizer-pairs:");
  REQUIRE(m > 0);
  const QByteArray marker = compact.mid(m, compact.indexOf('"', m + 1) - m + 1);
  const LoadResult r = parseScenario(withTrace(marker.toStdString()));
  CHECK_FALSE(r.scenario);
  CHECK(test::hasProblemAt(r.problems, QStringLiteral("vm_groups[0].write.samples")));
}

TEST_CASE("Randomly damaged long traces read as QJsonDocument alone reads them",
          "[scenario][longpairs]")
{
  // Each case changes a few characters of a long trace's text (JSON's own characters most
  // often) and reads it both ways: the same problems, word for word, and the same samples.
  const std::string clean = traceText();
  static const char kChars[] = "[],:\"0123456789.eE+- \n\tx}{";
  std::mt19937_64 rng(20261127);
  int lifted = 0;
  for (int c = 0; c < 120; ++c) {
    std::string samples = clean;
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng() % samples.size();
      const char ch = kChars[rng() % (sizeof kChars - 1)];
      switch (rng() % 3) {
      case 0: samples[at] = ch; break;
      case 1: samples.insert(at, 1, ch); break;
      default: samples.erase(at, 1); break;
      }
    }
    const QByteArray text = withTrace(samples);
    QByteArray compact;
    lifted += LiftedPairs::lift(text, &compact).empty() ? 0 : 1;
    const LoadResult a = parseScenario(text);
    const LoadResult b = parseScenarioWhole(text);
    INFO("case " << c);
    CHECK(test::dump(a.problems) == test::dump(b.problems));
    REQUIRE(a.scenario.has_value() == b.scenario.has_value());
    if (a.scenario)
      CHECK(sameBits(*a.scenario->vm_groups.at(0).write.samples,
                     *b.scenario->vm_groups.at(0).write.samples));
  }
  CHECK(lifted > 0);    // some damage leaves a list of pairs (a digit changed): read apart
  CHECK(lifted < 120);  // and most does not: read whole
}
