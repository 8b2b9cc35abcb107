// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Cold start to first paint of the real executable, as a user starts it:
//   QT_QPA_PLATFORM=offscreen ./build/tests/accelsizer-bench-gui "[.startup]"
//   xvfb-run -a ./build/tests/accelsizer-bench-gui "[.startup]"      (the X11 platform)
// ACCELSIZER_BENCH_EXECUTABLE=PATH[:PATH...] (";" between paths on Windows) starts other
// builds of accelsizer (the installed package's, or two builds to compare: they take turns,
// start by start, so that a machine's slower minutes fall on both alike);
// ACCELSIZER_BENCH_STARTS=N makes N starts a case (20).
// Each start is a new process with empty settings and recovery directories (nothing
// remembered, nothing to recover). The first frame is the first time Qt's painting log
// (qt.widgets.painting) reports the main window's backing store flushed to the screen;
// writing that log costs a little itself, so the figures are upper bounds. Beside the wall
// time, the processor time the process's threads had by then (Linux's schedstat), which a
// busy machine stretches less.
#include <catch2/catch.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "bench_stats.h"

namespace {

/// Processor time of every thread of process `pid` so far, ms (0 where schedstat is not
/// there to read).
double processorMs(qint64 pid)
{
  const QString tasks = QStringLiteral("/proc/%1/task").arg(pid);
  double ns = 0;
  for (const QString& task : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    QFile f(tasks + QLatin1Char('/') + task + QStringLiteral("/schedstat"));
    if (f.open(QIODevice::ReadOnly))
      ns += f.readAll().split(' ').value(0).toDouble();
  }
  return ns / 1e6;
}

struct Start {
  double wall_ms = -1;       ///< from starting the process to the first frame; -1: none came
  double processor_ms = -1;  ///< the process's processor time by then
};

/// One start of `executable`: until the main window's first flush, or `timeout_ms`.
Start startToFirstFlush(const QString& executable, const QStringList& arguments, int timeout_ms)
{
  QTemporaryDir home;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                           "XDG_STATE_HOME", "ACCELSIZER_RECOVERY_DIR"})
    env.insert(QString::fromLatin1(name), home.path());
  env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("qt.widgets.painting=true"));
  env.insert(QStringLiteral("QT_MESSAGE_PATTERN"), QStringLiteral("%{message}"));
  QProcess p;
  p.setProcessEnvironment(env);
  p.setProcessChannelMode(QProcess::SeparateChannels);
  p.setStandardOutputFile(QProcess::nullDevice());
  p.setReadChannel(QProcess::StandardError);
  QElapsedTimer clock;
  clock.start();
  p.start(executable, arguments);
  Start start;
  QByteArray pending;
  while (start.wall_ms < 0 && clock.elapsed() < timeout_ms &&
         p.waitForReadyRead(static_cast<int>(timeout_ms - clock.elapsed()))) {
    pending += p.readAllStandardError();
    qsizetype end = 0;
    while ((end = pending.indexOf('\n')) >= 0) {
      const QByteArray line = pending.left(end);
      pending.remove(0, end + 1);
      if (line.startsWith("Flushing QRegion") && line.contains("MainWindow")) {
        start.wall_ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        start.processor_ms = processorMs(p.processId());
        break;
      }
    }
  }
  p.kill();
  p.waitForFinished();
  return start;
}

}  // namespace

TEST_CASE("Cold start to first paint", "[.startup]")
{
  const int runs = accel::test::envInt("ACCELSIZER_BENCH_STARTS", 20);
  const QStringList executables =
      qEnvironmentVariable("ACCELSIZER_BENCH_EXECUTABLE", QStringLiteral(ACCELSIZER_GUI_EXECUTABLE))
          .split(QDir::listSeparator(), Qt::SkipEmptyParts);
  REQUIRE(!executables.isEmpty());
  const QString example = QStringLiteral(ACCELSIZER_SOURCE_DIR
                                         "/resources/examples/build-cluster-1gbe.accelsizer.json");
  struct Case {
    const char* name;
    QStringList arguments;
  };
  const std::vector<Case> cases = {{"no file", {}}, {"the 1GbE example", {example}}};
  std::printf(
      "platform %s, %d starts each: ms from starting the process to the first frame "
      "(wall), and the process's processor time by then\n",
      qgetenv("QT_QPA_PLATFORM").constData(), runs);
  for (const Case& c : cases) {
    // Once each first: the files in the page cache, as for a second start.
    for (const QString& e : executables)
      startToFirstFlush(e, c.arguments, 20000);
    std::vector<std::vector<double>> wall(static_cast<std::size_t>(executables.size()));
    std::vector<std::vector<double>> processor(wall.size());
    for (int i = 0; i < runs; ++i)
      for (std::size_t e = 0; e < wall.size(); ++e) {
        const Start s =
            startToFirstFlush(executables[static_cast<qsizetype>(e)], c.arguments, 20000);
        REQUIRE(s.wall_ms > 0);  // a first frame came
        wall[e].push_back(s.wall_ms);
        processor[e].push_back(s.processor_ms);
      }
    for (std::size_t e = 0; e < wall.size(); ++e)
      std::printf(
          "%-18s wall min %6.1f p50 %6.1f p90 %6.1f | processor min %6.1f p50 %6.1f "
          "p90 %6.1f  %s\n",
          c.name, *std::min_element(wall[e].begin(), wall[e].end()),
          accel::test::percentile(wall[e], 0.5), accel::test::percentile(wall[e], 0.9),
          *std::min_element(processor[e].begin(), processor[e].end()),
          accel::test::percentile(processor[e], 0.5), accel::test::percentile(processor[e], 0.9),
          executables.size() > 1 ? executables[static_cast<qsizetype>(e)].toUtf8().constData()
                                 : "");
  }
}
