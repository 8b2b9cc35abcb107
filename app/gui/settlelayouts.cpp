// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/settlelayouts.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace accel::ui {

namespace {

/// Counts the layout requests the application delivers while it lives.
class LayoutRequestCounter : public QObject {
public:
  LayoutRequestCounter() { QCoreApplication::instance()->installEventFilter(this); }
  ~LayoutRequestCounter() override { QCoreApplication::instance()->removeEventFilter(this); }
  LayoutRequestCounter(const LayoutRequestCounter&) = delete;
  LayoutRequestCounter& operator=(const LayoutRequestCounter&) = delete;

  int delivered = 0;

protected:
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() == QEvent::LayoutRequest)
      ++delivered;
    return QObject::eventFilter(watched, event);
  }
};

/// Settles the layouts before its window's update requests are delivered.
class SettleBeforeRepaint : public QObject {
public:
  using QObject::QObject;

protected:
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() == QEvent::UpdateRequest)
      settleLayouts();
    return QObject::eventFilter(watched, event);
  }
};

}  // namespace

void settleLayoutsBeforeRepaint(QWidget* window)
{
  window->installEventFilter(new SettleBeforeRepaint(window));
}

void settleLayouts()
{
  if (!QCoreApplication::instance())
    return;
  LayoutRequestCounter counter;
  // Each pass settles one level of the widget tree; the bound only guards against layouts
  // that keep asking for each other.
  constexpr int kMaxPasses = 32;
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    const int before = counter.delivered;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (counter.delivered == before)
      return;
  }
}

bool SteadyTabWidget::event(QEvent* e)
{
  if (e->type() == QEvent::LayoutRequest) {
    // Its hints are its pages' and its tab bar's: the same hints, the same layout.
    const QSize hint = sizeHint();
    const QSize minimum = minimumSizeHint();
    if (isVisible() && hint == laidOutHint_ && minimum == laidOutMinimum_)
      return true;
    laidOutHint_ = hint;
    laidOutMinimum_ = minimum;
  }
  return QTabWidget::event(e);
}

}  // namespace accel::ui
