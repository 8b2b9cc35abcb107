// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Repaints while background jobs run: the clone race's sweep window runs a 120 x 90 sweep (a
// job that waits for its own threads) while the streams' rate is edited every 20 repaints (the
// stream simulation, a second job); meanwhile the main window is resized by a pixel and
// repainted every 10 ms. Under a real X server:
//   xvfb-run -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \
//     ./build/tests/accelsizer-bench-gui "[.jobs]"
#include <catch2/catch.hpp>

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "app/gui/studyactions.h"
#include "app/gui/sweepview.h"
#include "bench_stats.h"
#include "gui/gui_wait.h"

using namespace accel::ui;
using accel::test::percentile;

TEST_CASE("Repaints while background jobs run", "[.jobs]")
{
  MainWindow w;
  w.resize(1280, 800);
  w.show();
  REQUIRE(w.openFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/clone-race.accelsizer.json")));
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
  w.document()->undoStack()->setClean();
}
