// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The GUI while background work runs.
//
// Repaints while background jobs run: the clone race's sweep window runs a 120 x 90 sweep (a
// job that waits for its own threads) while the streams' rate is edited every 20 repaints (the
// stream simulation, a second job); meanwhile the main window is resized by a pixel and
// repainted every 10 ms. Under a real X server:
//   xvfb-run -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \
//     ./build/tests/accelsizer-bench-gui "[.jobs]"
#include <catch2/catch.hpp>

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/gui/autosave.h"
#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/studyactions.h"
#include "app/gui/sweepview.h"
#include "bench_stats.h"
#include "gui/example_window.h"
#include "gui/gui_wait.h"
#include "week_trace.h"

using namespace accel::ui;
using accel::test::percentile;

TEST_CASE("Repaints while background jobs run", "[.jobs]")
{
  accel::test::ExampleWindow win("clone-race");
  MainWindow& w = win.w;
  accel::test::idle(1500);
  SweepView* view = showSweepView(w.document(), &w);
  REQUIRE(view->setInput(0, QStringLiteral("vm_groups[0].write.mbps"), 1, 20, 120));
  REQUIRE(view->setInput(1, QStringLiteral("peer_network.link_gbps"), 1, 40, 90,
                         SweepView::Scale::Log));
  view->setMetrics({QStringLiteral("/replica/max_link_utilization")});
  bool finished = false;
  QObject::connect(view, &SweepView::sweepFinished, [&] { finished = true; });
  w.activateWindow();
  w.editor()->buildAllPages();
  auto* editor = w.findChild<ParamEditor*>(QStringLiteral("backing.sequential_streams.mbps_each"));
  REQUIRE(editor);
  auto* rate = editor->findChild<QDoubleSpinBox*>();
  REQUIRE(rate);
  QElapsedTimer sweep;
  sweep.start();
  REQUIRE(view->run());
  std::vector<double> ms;
  for (int k = 0; !finished && sweep.elapsed() < 120000; ++k) {
    if (k % 20 == 0)
      rate->setValue(rate->value() == 60 ? 61 : 60);
    QElapsedTimer t;
    t.start();
    w.resize(1280 + k % 2, 800);
    w.repaint();
    ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    accel::test::idle(10);
  }
  REQUIRE(finished);
  REQUIRE_FALSE(ms.empty());
  double sum = 0;
  for (double v : ms)
    sum += v;
  std::printf(
      "sweep %.2f s; %zu repaints of the main window meanwhile: p50 %.1f, p99 %.1f, "
      "worst %.1f, mean %.1f ms\n",
      static_cast<double>(sweep.elapsed()) / 1000, ms.size(), percentile(ms, 0.5),
      percentile(ms, 0.99), *std::max_element(ms.begin(), ms.end()),
      sum / static_cast<double>(ms.size()));
}

// The event loop while the delayed recovery copy of a week-long trace (604,800 samples) is
// written: the longest the GUI thread stood still, from just after an edit to a second after
// the file is there.
//   QT_QPA_PLATFORM=offscreen ./build/tests/accelsizer-bench-gui "[.autosave]"
TEST_CASE("The event loop while a week-long trace's recovery copy is written", "[.autosave]")
{
  const accel::test::ScopedRecoveryDir recovery;
  accel::test::ExampleWindow win;
  MainWindow& w = win.w;
  Autosave* a = w.autosave();
  a->setDelayMs(200);
  w.document()->edit(QStringLiteral("trace"),
                     [](accel::Scenario& s) { s.vm_groups[0].write = accel::test::weekTrace(); });
  for (int round = 0; round < 5; ++round) {
    accel::test::idle(1000);
    QFile::remove(a->recoveryPath());
    w.document()->edit(QStringLiteral("hosts"),
                       [round](accel::Scenario& s) { s.hosts = 8 + round % 2; });
    QElapsedTimer t, since;
    t.start();
    since.start();
    double worst = 0;
    qint64 landed = -1;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
      worst = std::max(worst, static_cast<double>(since.nsecsElapsed()) / 1e6);
      since.restart();
      if (landed < 0 && QFile::exists(a->recoveryPath()))
        landed = t.elapsed();
    });
    tick.start(0);
    accel::test::waitFor([&] { return landed >= 0 && t.elapsed() > landed + 1000; }, 30000);
    tick.stop();
    REQUIRE(landed >= 0);
    std::printf(
        "copy on disk %lld ms after the edit (delay 200 ms); the event loop stood still "
        "at most %.1f ms\n",
        static_cast<long long>(landed), worst);
  }
}
