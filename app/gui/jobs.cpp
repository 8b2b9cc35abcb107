// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/jobs.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>

namespace accel::ui {

QThreadPool* jobPool()
{
  // A child of the application: deleted with it, after the windows, waiting for its jobs as
  // QCoreApplication waits for the global pool's.
  Q_ASSERT(QCoreApplication::instance());
  Q_ASSERT(QThread::currentThread() == QCoreApplication::instance()->thread());
  static QPointer<QThreadPool> pool;
  if (!pool) {
    pool = new QThreadPool(QCoreApplication::instance());
    pool->setObjectName(QStringLiteral("accelsizer-jobs"));
  }
  return pool;
}

}  // namespace accel::ui
