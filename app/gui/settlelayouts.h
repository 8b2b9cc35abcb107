// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file settlelayouts.h
/// Settling every pending layout before a repaint, so that a change shows in one repaint.

#include <QSize>
#include <QTabWidget>

class QWidget;

namespace accel::ui {

/// Delivers the pending layout requests, and those their layouts post in turn, until none is
/// left. A layout that settles posts a request to its parent's layout, and Qt delivers a
/// request posted while it delivers others only on its next pass: one pass settled one level,
/// and the levels above settled after the window had repainted, moving widgets and repainting
/// them (and the window around them) again.
void settleLayouts();

/// Settles the layouts (settleLayouts) each time before `window` repaints: what an edit or a
/// result arriving from a background job asks of the layouts then shows in one repaint.
void settleLayoutsBeforeRepaint(QWidget* window);

/// A tab widget that lays itself out again only when its size hints change. QTabWidget lays
/// itself out and repaints itself whole (tab bar, frame, the page on show) on every layout
/// request, and a page sends one after every change of a label's text (a label asks its
/// layout to settle whether or not its size changed): with numbers on its pages, every edit
/// repainted the whole tab widget and settled the layouts above it again.
class SteadyTabWidget : public QTabWidget {
public:
  using QTabWidget::QTabWidget;

protected:
  bool event(QEvent* e) override;

private:
  QSize laidOutHint_;  ///< sizeHint() and minimumSizeHint() when it last laid itself out
  QSize laidOutMinimum_;
};

}  // namespace accel::ui
