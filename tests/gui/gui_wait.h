// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Waiting for the GUI's background work in tests: the event loop runs until a condition holds;
// counting what a window repaints meanwhile.
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>

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

/// Runs the event loop for `ms` milliseconds.
inline void idle(int ms)
{
  waitFor([] { return false; }, ms);
}

/// Installed as an event filter: counts the repaints a window is asked for (update requests)
/// and the paints of a widget.
struct RepaintCounter : QObject {
  int repaints = 0;
  int paints = 0;
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() == QEvent::UpdateRequest)
      ++repaints;
    if (event->type() == QEvent::Paint)
      ++paints;
    return QObject::eventFilter(watched, event);
  }
};

}  // namespace accel::test
