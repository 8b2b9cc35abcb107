// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Every thread of the GUI's jobs' pool held busy, so that a job started meanwhile waits in its
// queue: what a test needs to see a job queued, or a paint that must not wait for the jobs.
#include <catch2/catch.hpp>

#include <QAtomicInt>
#include <QSemaphore>
#include <QThreadPool>

#include <memory>

#include "app/gui/jobs.h"
#include "gui_wait.h"

namespace accel::test {

/// Holds every thread of the jobs' pool with a job that waits, each until released or for
/// at most `ms` milliseconds; released (and waited for) when it goes. The jobs share their
/// state with it, so a failed check that leaves early never leaves them a dangling one.
struct BusyJobs {
  struct State {
    QSemaphore release;
    QAtomicInt started = 0;
    QAtomicInt ended = 0;
  };
  std::shared_ptr<State> state = std::make_shared<State>();
  int count = 0;

  explicit BusyJobs(int ms)
  {
    count = ui::jobPool()->maxThreadCount();
    for (int i = 0; i < count; ++i)
      (void)ui::runJob([st = state, ms] {
        st->started.fetchAndAddOrdered(1);
        st->release.tryAcquire(1, ms);
        st->ended.fetchAndAddOrdered(1);
      });
    const bool allStarted =
        waitFor([this] { return state->started.loadAcquire() == count; }, 10000);
    if (!allStarted)
      release();
    REQUIRE(allStarted);
  }
  ~BusyJobs() { release(); }
  int ended() const { return state->ended.loadAcquire(); }
  void release()
  {
    state->release.release(count);
    ui::jobPool()->waitForDone();
  }
};

}  // namespace accel::test
