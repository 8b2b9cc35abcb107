// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The GUI's background jobs run on a pool of their own (app/gui/jobs.h): a repaint never waits
// for them, as it did while they ran on the pool Qt's raster engine splits large fills over.
#include <catch2/catch.hpp>

#include <QImage>
#include <QTabWidget>
#include <QThread>
#include <QThreadPool>
#include <QUndoStack>

#include "app/gui/destagertab.h"
#include "app/gui/jobs.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "busy_jobs.h"
#include "example_window.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel::ui;

TEST_CASE("A repaint does not wait for the background jobs", "[gui][jobs]")
{
  accel::test::ExampleWindow win;
  MainWindow& w = win.w;
  ResultsPanel* results = w.results();
  results->tabs()->setCurrentWidget(results->destagerTab());
  accel::test::idle(300);
  // What the opening started has landed: the pool is the jobs held below alone.
  REQUIRE(accel::test::waitFor([] { return jobPool()->activeThreadCount() == 0; }, 30000));

  {
    // Every job thread busy for up to 60 s, then the window resized (its charts drawn again at
    // the new size, their fills among them) and painted: done while the jobs still wait. On
    // Qt's global pool the fills' bands waited for a thread, that is for the jobs to end.
    accel::test::BusyJobs busy(60000);
    w.resize(1360, 860);
    w.repaint();
    const QImage shown = w.grab().toImage();
    CHECK(busy.ended() == 0);
    CHECK(shown.size() == QSize(1360, 860) * w.devicePixelRatio());
  }
}

TEST_CASE("The jobs' pool is not Qt's global pool, and has a thread per core", "[gui][jobs]")
{
  QThreadPool* pool = jobPool();
  REQUIRE(pool);
  CHECK(pool != QThreadPool::globalInstance());
  CHECK(pool == jobPool());
  CHECK(pool->maxThreadCount() == QThread::idealThreadCount());
}
