// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// What a presentation redraws on an edit: its own numbers in place and its chart once; the
// main window's results only when they can be seen, and before they are seen.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QTabWidget>
#include <QUndoStack>

#include "app/charts/qcp.h"
#include "app/gui/destagertab.h"
#include "app/gui/mainwindow.h"
#include "app/gui/presentation.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

void setBuffer(ScenarioDocument* doc, double mb)
{
  doc->edit(QStringLiteral("buffer"), [mb](Scenario& s) { s.acceleration.write_buffer_mb = mb; });
}

}  // namespace

TEST_CASE("A full-screen presentation defers the covered main window's results until it leaves",
          "[gui][present]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  DestagerTab* tab = w.results()->destagerTab();
  const auto current = [&w] { return w.document()->evaluation().destager.groups.at(0).buffer_mb; };
  w.results()->tabs()->setCurrentWidget(tab);
  QApplication::processEvents();
  REQUIRE(tab->isVisible());
  const double before = w.document()->scenario().acceleration.write_buffer_mb;
  CHECK(tab->shown().buffer_mb == current());

  w.present();
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  REQUIRE(p->coversParent());
  CHECK(w.results()->covered());

  // Covered: the edit reaches the presentation at once, the main window's tab waits.
  const double shown = tab->shown().buffer_mb;
  setBuffer(w.document(), before * 2);
  REQUIRE(p->headlineLabel(QStringLiteral("destager.groups[0].peak_backlog_mb")));
  CHECK(current() > shown);
  CHECK(tab->shown().buffer_mb == shown);

  // Uncovered (Esc): redrawn before the user sees it, with the current numbers.
  QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
  QApplication::sendEvent(p, &esc);
  CHECK_FALSE(p->isVisible());
  CHECK_FALSE(w.results()->covered());
  CHECK(tab->shown().buffer_mb == current());

  // Not full screen (a window beside the main one): both stay current on every edit.
  p->showNormal();
  QApplication::processEvents();
  CHECK_FALSE(p->coversParent());
  CHECK_FALSE(w.results()->covered());
  setBuffer(w.document(), before * 3);
  CHECK(tab->shown().buffer_mb == current());

  // A hidden tab redraws when it is shown.
  w.results()->tabs()->setCurrentIndex(0);
  QApplication::processEvents();
  REQUIRE_FALSE(tab->isVisible());
  const double hidden = tab->shown().buffer_mb;
  setBuffer(w.document(), before * 4);
  CHECK(tab->shown().buffer_mb == hidden);
  w.results()->tabs()->setCurrentWidget(tab);
  CHECK(tab->shown().buffer_mb == current());
  p->close();
  w.document()->undoStack()->setClean();
}

TEST_CASE("A presentation redraws an edit in place: the same number labels, one replot",
          "[gui][present]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openDemo(QStringLiteral(":/demos/destager-sine-wave.accelsizer-demo.json")));
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  p->setAnimationMs(0);
  p->goToStep(2);
  QApplication::processEvents();
  QLabel* peak = p->headlineLabel(QStringLiteral("destager.groups[0].peak_backlog_mb"));
  REQUIRE(peak);
  CHECK(peak->property("highlighted").toBool());
  QCustomPlot* plot = nullptr;
  for (QCustomPlot* c : p->findChildren<QCustomPlot*>())
    if (c->isVisible())
      plot = c;
  REQUIRE(plot);
  int replots = 0;
  QObject::connect(plot, &QCustomPlot::afterReplot, plot, [&replots] { ++replots; });

  const QString text = peak->text();
  setBuffer(w.document(), 40000);
  CHECK(p->headlineLabel(QStringLiteral("destager.groups[0].peak_backlog_mb")) == peak);
  CHECK(peak->text() != text);
  CHECK(peak->property("highlighted").toBool());
  CHECK(replots == 1);
  QApplication::processEvents();
  CHECK(replots == 1);  // no second draw once the layout settles

  // Undo: the numbers of the step again, in the same label.
  w.document()->undoStack()->undo();
  CHECK(peak->text() == text);

  // A step with another chart builds its panel anew, on screen at once.
  p->goToStep(1);
  QLabel* after = p->headlineLabel(QStringLiteral("destager.groups[0].peak_backlog_mb"));
  REQUIRE(after);
  CHECK(after->isVisibleTo(p));
  p->close();
  w.document()->undoStack()->setClean();
}
