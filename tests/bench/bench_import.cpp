// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The import's speed: a generated esxtop batch file of 500 MB (a day of 5 s samples of a host
// with 100 VMs and their 200 disks, 3,700 columns) read, hashed and checked, then grouped.
// Run: ./build/tests/accelsizer-bench-import; docs/benchmarks.md. ACCELSIZER_BENCH_MB sets the
// size (500); ACCELSIZER_BENCH_FILE keeps the generated file there (and reuses it when it is).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <QFileInfo>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/import/groups.h"
#include "app/import/workload.h"

using namespace accel;

namespace {

/// Writes esxtop -b output of about `mb` MB: CPU, memory and adapter counters, then per VM a
/// Group Cpu block and Virtual Disk counters of the VM and its two disks.
void writeEsxtop(const std::string& path, double mb)
{
  std::FILE* f = std::fopen(path.c_str(), "wb");
  REQUIRE(f);
  const char* host = "\\\\esx01.lab.example";
  const char* vdisk[] = {"Commands/sec",          "Reads/sec",          "Writes/sec",
                         "MBytes Read/sec",       "MBytes Written/sec", "Average MilliSec/Read",
                         "Average MilliSec/Write"};
  std::string h = "\"(PDH-CSV 4.0) (UTC)(0)\"";
  int columns = 0;
  for (int c = 0; c < 400; ++c, ++columns)
    h +=
        std::string(",\"") + host + "\\Physical Cpu(" + std::to_string(c) + ")\\% Processor Time\"";
  for (int v = 0; v < 100; ++v) {
    const std::string vm = "vm" + std::to_string(v);
    for (int c = 0; c < 12; ++c, ++columns)
      h += std::string(",\"") + host + "\\Group Cpu(" + std::to_string(1000 + v) + ":" + vm +
           ")\\Counter " + std::to_string(c) + "\"";
    for (const std::string& inst : {vm, vm + ":scsi0:0", vm + ":scsi0:1"})
      for (const char* c : vdisk) {
        h += std::string(",\"") + host + "\\Virtual Disk(" + inst + ")\\" + c + "\"";
        ++columns;
      }
  }
  h += "\r\n";
  std::fputs(h.c_str(), f);
  double written = static_cast<double>(h.size());
  std::string row;
  char buf[32];
  for (long k = 0; written < mb * 1e6; ++k) {
    const long t = k * 5;
    std::snprintf(buf, sizeof buf, "\"04/%02ld/2024 %02ld:%02ld:%02ld\"", 1 + t / 86400,
                  (t / 3600) % 24, (t / 60) % 60, t % 60);
    row = buf;
    for (int c = 0; c < columns; ++c) {
      std::snprintf(buf, sizeof buf, ",\"%d.%02d\"", static_cast<int>((k * 7 + c * 13) % 97),
                    static_cast<int>((k + c) % 100));
      row += buf;
    }
    row += "\r\n";
    std::fputs(row.c_str(), f);
    written += static_cast<double>(row.size());
  }
  std::fclose(f);
}

}  // namespace

TEST_CASE("Import a 500 MB esxtop batch file", "[bench][import]")
{
  const char* env = std::getenv("ACCELSIZER_BENCH_MB");
  const double mb = env ? std::atof(env) : 500;
  QTemporaryDir dir;
  const char* keep = std::getenv("ACCELSIZER_BENCH_FILE");
  const std::string path =
      keep ? std::string(keep) : dir.filePath(QStringLiteral("esxtop-bench.csv")).toStdString();
  if (!keep || !QFileInfo::exists(QString::fromStdString(path)))
    writeEsxtop(path, mb);
  const double bytes = static_cast<double>(QFileInfo(QString::fromStdString(path)).size());
  for (int run = 0; run < 3; ++run) {
    const auto t0 = std::chrono::steady_clock::now();
    const import::ReadResult r = import::readWorkloadFile(QString::fromStdString(path), {});
    const auto t1 = std::chrono::steady_clock::now();
    REQUIRE(r.ok());
    const auto specs = import::onePerSource(*r.data, import::preferredSources(*r.data));
    const import::BuildResult b = import::buildGroups(*r.data, specs);
    const auto t2 = std::chrono::steady_clock::now();
    REQUIRE(b.groups.size() == 100);
    const double read = std::chrono::duration<double>(t1 - t0).count();
    const double build = std::chrono::duration<double>(t2 - t1).count();
    std::printf(
        "run %d: %.0f MB, %zu samples, %zu sources: read %.2f s (%.0f MB/s), "
        "100 groups built in %.3f s, total %.0f MB/s\n",
        run + 1, bytes / 1e6, r.data->times_s.size(), r.data->sources.size(), read,
        bytes / 1e6 / read, build, bytes / 1e6 / (read + build));
  }
}
