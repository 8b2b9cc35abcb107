// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file covered.h
/// Whether a result view is on screen for the user. A view that is not (a hidden tab, or the
/// main window while a full-screen presentation covers it) only marks itself stale on an edit
/// and redraws when it is shown or uncovered (ResultsPanel::setCovered): it never shows stale
/// numbers as current, and it costs nothing while nobody sees it.

#include <QDynamicPropertyChangeEvent>
#include <QEvent>
#include <QWidget>

#include <functional>
#include <utility>

namespace accel::ui {

/// The window property ResultsPanel::setCovered sets while a full-screen presentation covers
/// the window.
inline constexpr const char* kCoveredProperty = "accelCoveredByPresentation";

/// The property a presentation window carries: it belongs to the window it covers but is not
/// covered by itself.
inline constexpr const char* kCoverProperty = "accelPresentationCover";

/// The outermost window `w` belongs to (its window, that window's parent's window, ...), up to
/// a presentation: where kCoveredProperty is set.
inline QWidget* coverableWindow(QWidget* w)
{
  QWidget* t = w->window();
  while (!t->property(kCoverProperty).toBool() && t->parentWidget())
    t = t->parentWidget()->window();
  return t;
}

/// Whether a full-screen presentation covers the window `w` is in, or the window that one
/// belongs to (a study or comparison window of the main window).
inline bool coveredByPresentation(const QWidget* w)
{
  return coverableWindow(const_cast<QWidget*>(w))->property(kCoveredProperty).toBool();
}

/// Visible, and its window not covered by a full-screen presentation.
inline bool shownToUser(const QWidget* w)
{
  return w->isVisible() && !coveredByPresentation(w);
}

/// Calls `uncovered` whenever the window `view` belongs to stops being covered (a view that
/// kept stale results while covered redraws then). Lives as long as `view`.
class UncoverWatch : public QObject {
public:
  UncoverWatch(QWidget* view, std::function<void()> uncovered)
      : QObject(view), uncovered_(std::move(uncovered))
  {
    watched_ = coverableWindow(view);
    watched_->installEventFilter(this);
  }

  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (watched == watched_ && event->type() == QEvent::DynamicPropertyChange &&
        static_cast<QDynamicPropertyChangeEvent*>(event)->propertyName() == kCoveredProperty &&
        !watched_->property(kCoveredProperty).toBool())
      uncovered_();
    return false;
  }

private:
  QObject* watched_ = nullptr;
  std::function<void()> uncovered_;
};

}  // namespace accel::ui
