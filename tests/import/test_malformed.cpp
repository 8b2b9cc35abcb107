// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Malformed measured files: each an error naming its line and column, never a crash, never a
// half-imported scenario; and a seeded randomized robustness run over every reader.
#include <catch2/catch.hpp>

#include <atomic>
#include <random>

#include "app/import/groups.h"
#include "app/import/workload.h"
#include "import_helpers.h"

using namespace accel;
using namespace accel::import;

namespace {

QByteArray sample(const char* name)
{
  return test::readFile(test::samplePath(name));
}

/// The error of reading `bytes`: fails the test when it reads.
ImportError errorOf(const QByteArray& bytes, const ReadOptions& o = {})
{
  const ReadResult r = test::readBytes(bytes, "bad.csv", o);
  INFO(bytes.left(300).toStdString());
  REQUIRE_FALSE(r.ok());
  CHECK_FALSE(r.error.message.isEmpty());
  return r.error;
}

bool says(const ImportError& e, const char* words)
{
  return e.message.contains(QLatin1String(words), Qt::CaseInsensitive);
}

}  // namespace

TEST_CASE("A truncated esxtop file: the cut row named", "[import][malformed]")
{
  QByteArray f = sample("esxtop-batch.csv");
  f.chop(f.size() - f.lastIndexOf(",\"1.50\"") - 2);  // mid-field on the last line
  const ImportError e = errorOf(f);
  CHECK(e.line == 7);
  CHECK(e.column > 1);
  INFO(e.toString().toStdString());
  CHECK((says(e, "quote not closed") || says(e, "fields where the header has")));
}

TEST_CASE("Ragged rows: the line and the column where the row runs out", "[import][malformed]")
{
  const QByteArray f = "time_s,a,b\n0,1,2\n60,1\n";
  const ImportError e = errorOf(f);
  CHECK(e.line == 3);
  CHECK(e.column == 3);
  CHECK(says(e, "2 fields where the header has 3"));
  const QByteArray g = sample("esxtop-batch.csv") + "\"04/15/2024 08:00:30\",\"1.00\"\r\n";
  const ImportError ge = errorOf(g);
  CHECK(ge.line == 8);
  CHECK(ge.column == 3);
}

TEST_CASE("A wrong delimiter is named", "[import][malformed]")
{
  QByteArray f = sample("esxtop-batch.csv");
  f.replace("\",\"", "\";\"");
  ReadOptions o;
  o.format = Format::Esxtop;
  const ImportError e = errorOf(f, o);
  CHECK(e.line == 1);
  CHECK(says(e, "separated by \";\""));
}

TEST_CASE("Decimal commas in esxtop values: line, column, counter", "[import][malformed]")
{
  QByteArray f = sample("esxtop-batch.csv");
  const qsizetype row3 = f.indexOf("\"04/15/2024 08:00:10\"");
  f.replace(f.indexOf("\"4.00\"", row3), 6, "\"4,00\"");
  const ImportError e = errorOf(f);
  CHECK(e.line == 4);
  CHECK(e.column == 13);  // build01's MBytes Written/sec
  CHECK(says(e, "decimal comma"));
  CHECK(says(e, "Virtual Disk(build01)\\MBytes Written/sec"));
}

TEST_CASE("Unknown counters only: nothing to import", "[import][malformed]")
{
  const QByteArray f =
      "\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\esx01\\Group Cpu(1:idle)\\% Used\"\r\n"
      "\"04/15/2024 08:00:00\",\"3.00\"\r\n";
  const ImportError e = errorOf(f);
  CHECK(e.line == 1);
  CHECK(says(e, "nothing to import"));
  ReadOptions o;
  o.format = Format::Perfmon;
  CHECK(says(errorOf(sample("esxtop-batch.csv"), o), "LogicalDisk or PhysicalDisk"));
}

TEST_CASE("Zero rows, empty files, blank values, time going back", "[import][malformed]")
{
  const QByteArray header =
      sample("esxtop-batch.csv").left(sample("esxtop-batch.csv").indexOf('\n') + 1);
  CHECK(says(errorOf(header), "no samples"));
  CHECK(says(errorOf(QByteArray()), "empty"));
  CHECK(says(errorOf("time_s,a\n"), "no samples"));
  // The line named is one of the file's: the last read (fuzzed: a blank last line without
  // its line end was named as the line after it).
  CHECK(errorOf("time_s,a\n").line == 1);
  CHECK(errorOf(QByteArray("t\x00\x05me;a;x\n ", 12)).line == 2);
  CHECK(errorOf(header).line == 1);
  // A blank after the first sample.
  QByteArray f = sample("perfmon.csv");
  const qsizetype last = f.lastIndexOf("\"04/15/2024");
  f.replace(f.indexOf("\"4000000.000000\"", last), 16, "\" \"");
  const ImportError blank = errorOf(f);
  CHECK(blank.line == 5);
  CHECK(says(blank, "no value for"));
  const ImportError back = errorOf("t,a\n0,1\n60,2\n30,3\n");
  CHECK(back.line == 4);
  CHECK(back.column == 1);
  CHECK(says(back, "not after the previous"));
  CHECK(says(errorOf("t,a\n0,1\n60,-2\n"), "negative"));
  CHECK(says(errorOf("t,a\n0,1\n60,\"2\n"), "quote not closed"));
}

TEST_CASE("vscsiStats: a bad bucket, a histogram without buckets", "[import][malformed]")
{
  QByteArray f = sample("vscsistats.csv");
  f.replace("600,4096", "6x0,4096");
  const ImportError e = errorOf(f);
  CHECK(e.column == 1);
  CHECK(says(e, "\"6x0\""));
  CHECK(says(errorOf("Histogram: IO lengths of Write commands,virtual machine worldGroupID,1,"
                     "virtual disk handleID,2\nmin,1\nmax,2\nmean,1\ncount,0\n\n"),
             "no buckets"));
  ReadOptions o;
  o.format = Format::VscsiStats;
  CHECK(says(errorOf(sample("plain-rates.csv"), o), "not a vscsiStats histogram"));
}

TEST_CASE("A file's control characters reach a message as escapes, never raw",
          "[import][malformed]")
{
  // Found by fuzzing: the vscsiStats reader echoed a first field holding NUL and ENQ.
  const QByteArray bytes("ti\x00\x05me;rate\n0;1,5\n1;\"2,5\n2;x\n", 29);
  ReadOptions o;
  o.format = Format::VscsiStats;
  const ImportError e = errorOf(bytes, o);
  INFO(e.message.toStdString());
  CHECK(says(e, "\"ti\\u0000\\u0005me;rate\""));
  for (const QChar c : e.message)
    CHECK((c.unicode() >= 0x20 && c.unicode() != 0x7f));
  // And the plain CSV reader naming the column of a bad number by its header's name.
  const ImportError csv = errorOf(QByteArray("ti\x00\x05me;rate\n\xb0;1,5\n", 19));
  INFO(csv.message.toStdString());
  CHECK(says(csv, "(ti\\u0000\\u0005me)"));
  for (const QChar c : csv.message)
    CHECK((c.unicode() >= 0x20 && c.unicode() != 0x7f));
}

TEST_CASE("A million columns: read without trouble", "[import][malformed]")
{
  QByteArray header = "\"(PDH-CSV 4.0) (UTC)(0)\"";
  QByteArray row = "\"04/15/2024 08:00:00\"";
  header.reserve(40'000'000);
  row.reserve(8'000'000);
  for (int i = 0; i < 1'000'000; ++i) {
    header += ",\"\\\\esx01\\Group Cpu(" + QByteArray::number(i) + ":vm)\\% Used\"";
    row += ",\"1\"";
  }
  const QByteArray f = header + "\r\n" + row + "\r\n";
  const ImportError e = errorOf(f);
  CHECK(says(e, "none of the 1000001 columns"));
  // The same width in plain CSV: more rate columns than a file can sensibly hold.
  QByteArray csv = "t";
  QByteArray values = "0";
  for (int i = 0; i < 1'000'000; ++i) {
    csv += ",c" + QByteArray::number(i);
    values += ",1";
  }
  const ImportError wide = errorOf(csv + "\n" + values + "\n");
  CHECK(wide.line == 2);
  CHECK(says(wide, "at most 10000"));
}

TEST_CASE("A file longer than its stated size is read whole, its long lines too", "[import]")
{
  // The reader's first buffer follows the stated size (a small file, a small buffer); a device
  // that gives more, with a header line longer than that buffer, must still be read whole.
  QByteArray csv = "t";
  QByteArray first = "0";
  for (int i = 0; i < 9'000; ++i) {  // a header of about 60 KB
    csv += ",rate_of_vm_" + QByteArray::number(i);
    first += ",1";
  }
  QByteArray f = csv + "\n" + first + "\n";
  for (int k = 1; k < 20; ++k)
    f += QByteArray::number(60 * k) + first.mid(1) + "\n";
  QByteArray copy = f;
  QBuffer b(&copy);
  b.open(QIODevice::ReadOnly);
  const ReadResult stated = readWorkload(b, 100, QStringLiteral("long.csv"), {});
  const ReadResult whole = test::readBytes(f, "long.csv");
  REQUIRE(whole.ok());
  REQUIRE(stated.ok());
  CHECK(stated.data->times_s == whole.data->times_s);
  REQUIRE(stated.data->sources.size() == 9'000);
  CHECK(stated.data->sources.back().write_mbps == whole.data->sources.back().write_mbps);
  CHECK(stated.data->times_s.size() == 20);
}

TEST_CASE("Nothing half-way: a scenario that would be invalid is not returned", "[import]")
{
  const ReadResult r = test::readBytes("t,a,b\n0,1,2\n60,3,4\n", "x.csv");
  REQUIRE(r.ok());
  std::vector<GroupSpec> many;
  for (int i = 0; i < 40; ++i)
    many.push_back({QStringLiteral("g%1").arg(i), {i % 2}});
  const BuildResult b = buildGroups(*r.data, many);
  REQUIRE(b.groups.size() == 40);
  const ApplyResult a = addGroups(Scenario{}, b.groups, false);
  CHECK_FALSE(a.scenario);
  CHECK(ui::hasErrors(a.problems));
  QString why;
  CHECK_FALSE(groupsByPattern(*r.data, {QStringLiteral("nope*")}, &why));
  CHECK(why.contains(QLatin1String("matches no source")));
  CHECK_FALSE(groupsByPattern(*r.data, {QStringLiteral("*"), QStringLiteral("a")}, &why));
  CHECK(why.contains(QLatin1String("one group")));
}

TEST_CASE("Progress reported, cancel honoured", "[import]")
{
  // 12 MB of esxtop: three chunks.
  std::vector<std::string> stamps;
  std::vector<std::vector<double>> written(40);
  std::vector<std::string> vms;
  for (int v = 0; v < 40; ++v)
    vms.push_back("vm" + std::to_string(v));
  for (int k = 0; k < 7000; ++k) {
    char s[32];
    std::snprintf(s, sizeof s, "04/15/2024 %02d:%02d:%02d", k / 3600, (k / 60) % 60, k % 60);
    stamps.push_back(s);
    for (auto& w : written)
      w.push_back(k % 7);
  }
  const QByteArray f = test::esxtopFile(vms, stamps, written);
  std::vector<double> seen;
  Progress p;
  p.report = [&seen](double x) { seen.push_back(x); };
  const ReadResult r = test::readBytes(f, "big.csv", {}, p);
  REQUIRE(r.ok());
  REQUIRE(seen.size() >= 3);
  CHECK(std::is_sorted(seen.begin(), seen.end()));
  CHECK(seen.back() == 1.0);
  std::atomic<bool> cancel{false};
  Progress c;
  c.cancel = &cancel;
  c.report = [&cancel](double x) {
    if (x > 0.2)
      cancel = true;
  };
  const ReadResult stopped = test::readBytes(f, "big.csv", {}, c);
  CHECK_FALSE(stopped.ok());
  CHECK(stopped.cancelled);
}

TEST_CASE("Randomized robustness: mutated files never crash a reader", "[import][fuzz]")
{
  // Seeded: the same mutations every run. Each mutation flips, deletes, duplicates or
  // inserts bytes (delimiters, quotes, line ends, digits, commas); the readers must return
  // either data (then groups and a scenario build from it) or an error with a message.
  std::mt19937 rng(20240415);
  const char* samples[] = {"esxtop-batch.csv", "vscsistats.csv", "perfmon.csv", "plain-rates.csv"};
  const char inserts[] = {',', ';', '"', '\n', '\r', '\t', ' ', '0', '9',
                          '-', '.', '>', '\\', '(',  ')',  'e', '\0'};
  int read = 0, rejected = 0;
  for (const char* name : samples) {
    const QByteArray original = sample(name);
    for (int round = 0; round < 150; ++round) {
      QByteArray f = original;
      const int edits = 1 + static_cast<int>(rng() % 6);
      for (int e = 0; e < edits && !f.isEmpty(); ++e) {
        const qsizetype at = static_cast<qsizetype>(rng() % static_cast<unsigned>(f.size()));
        switch (rng() % 5) {
        case 0: f[at] = inserts[rng() % sizeof inserts]; break;
        case 1: f.remove(at, 1 + static_cast<qsizetype>(rng() % 40)); break;
        case 2: f.insert(at, inserts[rng() % sizeof inserts]); break;
        case 3: f.insert(at, f.mid(at, static_cast<qsizetype>(rng() % 200))); break;
        case 4: f.truncate(at); break;
        }
      }
      ReadOptions o;
      if (rng() % 3 == 0)
        o.format = static_cast<Format>(rng() % 4);
      const ReadResult r = test::readBytes(f, name, o);
      if (!r.ok()) {
        ++rejected;
        CHECK_FALSE(r.error.message.isEmpty());
        continue;
      }
      ++read;
      const BuildResult b = buildGroups(*r.data, onePerSource(*r.data, preferredSources(*r.data)));
      if (!b.error.isEmpty())
        continue;
      const ApplyResult a = addGroups(Scenario{}, b.groups, true);
      if (a.scenario)
        for (const VmGroup& g : a.scenario->vm_groups)
          CHECK(std::isfinite(g.write_io_kib));
    }
  }
  CHECK(read > 0);
  CHECK(rejected > 0);
}
