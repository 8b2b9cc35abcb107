// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Waiting for the GUI's background work in tests: the event loop runs until a condition holds.
#include <QApplication>
#include <QElapsedTimer>

namespace accel::test {

/// Processes events until `done` holds or `ms` milliseconds pass; whether it holds.
template <class Pred>
bool waitFor(Pred done, int ms = 60000)
{
  QElapsedTimer t;
  t.start();
  while (!done() && t.elapsed() < ms)
    QApplication::processEvents(QEventLoop::AllEvents, 20);
  return done();
}

}  // namespace accel::test
