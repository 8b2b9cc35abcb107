// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file covered.h
/// Whether a result view is on screen for the user. A view that is not (a hidden tab, or the
/// main window while a full-screen presentation covers it) only marks itself stale on an edit
/// and redraws when it is shown or uncovered (ResultsPanel::setCovered): it never shows stale
/// numbers as current, and it costs nothing while nobody sees it.

#include <QWidget>

namespace accel::ui {

/// The window property ResultsPanel::setCovered sets while a full-screen presentation covers
/// the window.
inline constexpr const char* kCoveredProperty = "accelCoveredByPresentation";

/// Visible, and its window not covered by a full-screen presentation.
inline bool shownToUser(const QWidget* w)
{
  return w->isVisible() && !w->window()->property(kCoveredProperty).toBool();
}

}  // namespace accel::ui
