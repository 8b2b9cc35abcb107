// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Edit-to-repaint through the event loop, as the user sees it: a key press posted to the host
// count's spin box, then the event loop runs until the view settles. Under a real X server:
//   xvfb-run -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \
//     ./build/tests/accelsizer-bench-gui "[repaint]"
// ACCELSIZER_BENCH_EDITS sets the edits per example (200), ACCELSIZER_BENCH_QUIET_MS the quiet
// time that counts as settled (300 ms); ACCELSIZER_BENCH_TRACE=1 lists each edit's repaints, the
// widgets they painted and the events of 0.1 ms or more between them (type number, receiver);
// ACCELSIZER_BENCH_ONLY=pattern runs only the examples whose name
// matches the regular expression ("week-trace" for the week-long trace).
#include <catch2/catch.hpp>

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDir>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "bench_stats.h"
#include "paint_clock.h"
#include "week_trace.h"

using namespace accel;
using namespace accel::ui;
using accel::test::envInt;
using accel::test::PaintClock;
using accel::test::paintClock;
using accel::test::PaintSpan;
using accel::test::percentile;
using accel::test::TracedEvent;

namespace {

/// Repaints closer than this to the one before belong to the same burst.
constexpr qint64 kBurstGapNs = 30'000'000;

struct EditTimes {
  double firstResultsMs = 0;  ///< end of the first repaint that painted a results widget
  double burstEndMs = 0;      ///< end of the last repaint of the first burst
  double settledMs = 0;       ///< end of the last repaint before the view settled
};

bool busy(const ScenarioDocument* doc)
{
  return doc->streamsRunning() || doc->remediesPending() || doc->variantsChecking();
}

/// Runs the event loop until nothing repainted and no background job ran for `quietMs`.
void settle(const ScenarioDocument* doc, int quietMs)
{
  PaintClock& c = paintClock();
  QTimer tick;
  tick.start(2);
  qint64 last = c.clock.nsecsElapsed();
  std::size_t seen = c.spans.size();
  for (;;) {
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const qint64 now = c.clock.nsecsElapsed();
    if (c.spans.size() != seen || busy(doc)) {
      seen = c.spans.size();
      last = now;
    }
    if (now - last >= qint64(quietMs) * 1'000'000)
      return;
  }
}

/// One edit: Up or Down posted to the spin box, the loop run until the view settles.
EditTimes timeEdit(QAbstractSpinBox* spin, const ScenarioDocument* doc, bool up, int quietMs)
{
  PaintClock& c = paintClock();
  c.spans.clear();
  c.events.clear();
  const Qt::Key key = up ? Qt::Key_Up : Qt::Key_Down;
  const qint64 t0 = c.clock.nsecsElapsed();
  QCoreApplication::postEvent(spin, new QKeyEvent(QEvent::KeyPress, key, Qt::NoModifier));
  QCoreApplication::postEvent(spin, new QKeyEvent(QEvent::KeyRelease, key, Qt::NoModifier));
  settle(doc, quietMs);
  EditTimes t;
  const auto ms = [t0](qint64 ns) { return static_cast<double>(ns - t0) / 1e6; };
  const std::vector<PaintSpan>& spans = c.spans;
  if (spans.empty())
    return t;
  for (const PaintSpan& s : spans)
    if (s.results) {
      t.firstResultsMs = ms(s.end);
      break;
    }
  qint64 burstEnd = spans.front().end;
  for (std::size_t i = 1; i < spans.size() && spans[i].start - burstEnd < kBurstGapNs; ++i)
    burstEnd = spans[i].end;
  t.burstEndMs = ms(burstEnd);
  t.settledMs = ms(spans.back().end);
  if (c.trace) {
    for (const PaintSpan& s : spans)
      std::printf("  %8.2f-%8.2f ms %s\n", ms(s.start), ms(s.end),
                  s.painted.join(QLatin1Char(' ')).toUtf8().constData());
    for (const TracedEvent& e : c.events)
      std::printf("  %8.2f-%8.2f ms event %s\n", ms(e.start), ms(e.end),
                  e.what.toUtf8().constData());
  }
  return t;
}

QAbstractSpinBox* hostSpinBox(MainWindow& w)
{
  auto* editor = w.findChild<ParamEditor*>(QStringLiteral("hosts"));
  return editor ? editor->findChild<QAbstractSpinBox*>() : nullptr;
}

}  // namespace

TEST_CASE("Edit to repaint through the event loop", "[.repaint]")
{
  const int edits = envInt("ACCELSIZER_BENCH_EDITS", 200);
  const int quietMs = envInt("ACCELSIZER_BENCH_QUIET_MS", 300);
  PaintClock& c = paintClock();
  c.clock.start();
  c.trace = envInt("ACCELSIZER_BENCH_TRACE", 0) > 0;
  // The focused spin box's cursor would blink (a repaint every half second) and never let
  // the view settle: steady, as on a system with blinking turned off.
  QApplication::setCursorFlashTime(0);

  QStringList cases =
      QDir(QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples"))
          .entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files, QDir::Name);
  cases << QStringLiteral("week-trace");  // the 1GbE example with a week of 1 s samples
  const QString only = qEnvironmentVariable("ACCELSIZER_BENCH_ONLY");
  if (!only.isEmpty())
    cases = cases.filter(QRegularExpression(only));

  MainWindow w;
  w.resize(1440, 900);
  w.show();
  c.results = w.results();
  std::printf("%-40s %8s %8s %8s %8s %8s %8s %6s\n", "example (host count +-1)", "first50",
              "first99", "burst50", "burst99", "settle50", "settle99", "edits");
  for (const QString& name : cases) {
    const bool trace = name == QStringLiteral("week-trace");
    const QString file = QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/") +
                         (trace ? QStringLiteral("build-cluster-1gbe.accelsizer.json") : name);
    REQUIRE(w.openFile(file));
    // "Opened ..." leaves the status bar after a few seconds, during one of the edits: a
    // repaint the edits did not cause.
    w.statusBar()->clearMessage();
    ScenarioDocument* doc = w.document();
    if (trace)
      doc->edit(QStringLiteral("trace"),
                [](Scenario& s) { s.vm_groups[0].write = test::weekTrace(); });
    QAbstractSpinBox* spin = hostSpinBox(w);
    REQUIRE(spin);
    spin->setFocus();
    c.recording = true;
    settle(doc, quietMs);
    std::vector<double> first, burst, settled;
    for (int i = 0; i < edits; ++i) {
      const EditTimes t = timeEdit(spin, doc, i % 2 == 0, quietMs);
      first.push_back(t.firstResultsMs);
      burst.push_back(t.burstEndMs);
      settled.push_back(t.settledMs);
    }
    c.recording = false;
    std::printf("%-40s %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %6d\n",
                name.section(QLatin1Char('.'), 0, 0).toUtf8().constData(), percentile(first, 0.5),
                percentile(first, 0.99), percentile(burst, 0.5), percentile(burst, 0.99),
                percentile(settled, 0.5), percentile(settled, 0.99), edits);
    std::fflush(stdout);
    doc->undoStack()->setClean();
  }
}
