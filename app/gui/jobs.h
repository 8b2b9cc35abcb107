// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file jobs.h
/// Where the GUI's background jobs run: runJob(), never QtConcurrent::run on Qt's global pool
/// (the build checks this: cmake/CheckSources.cmake, rule job-pool).
///
/// Qt's raster paint engine (Qt 6.4, Debian 12) splits a large fill into bands, hands them to
/// QThreadPool::globalInstance() and waits for them. A job on that pool holds one of its
/// threads (as many as the cores) until it ends, so with the jobs there a repaint waited for
/// them: with both threads of a two-core machine busy (a design search beside a stream
/// simulation), a chart's fill stopped the window until one job ended. The jobs have a pool
/// of their own, and the global pool stays free for painting.

#include <QtConcurrent/QtConcurrentRun>

#include <utility>

class QThreadPool;

namespace accel::ui {

/// The pool every background job of the GUI runs on: as many threads as cores, made on first
/// use, owned by the application (its destruction waits for the jobs still running). Call from
/// the GUI thread.
QThreadPool* jobPool();

/// QtConcurrent::run on jobPool(): the function and its arguments as QtConcurrent takes them.
template <typename Function, typename... Args>
auto runJob(Function&& f, Args&&... args)
{
  return QtConcurrent::run(jobPool(), std::forward<Function>(f), std::forward<Args>(args)...);
}

}  // namespace accel::ui
