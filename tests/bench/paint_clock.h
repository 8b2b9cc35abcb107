// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// The GUI benchmarks' application: it times every repaint of a widget as it is delivered
// through the event loop (the backing store's update requests and the paint events they
// send), for the edit-to-repaint benchmark (bench_repaint.cpp).

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace accel::test {

/// One repaint: an update request (or a paint sent outside one) and the paints within it,
/// in nanoseconds of PaintClock::clock.
struct PaintSpan {
  qint64 start = 0;
  qint64 end = 0;
  bool results = false;  ///< a widget inside PaintClock::results was painted
  QStringList painted;   ///< the painted widgets' classes and names, when PaintClock::trace
};

/// An event delivered outside a repaint that took at least kTracedEventNs (when tracing): what
/// the edit did between its repaints.
struct TracedEvent {
  qint64 start = 0;
  qint64 end = 0;
  QString what;  ///< the event's type number and its receiver's class and name
};

inline constexpr qint64 kTracedEventNs = 100'000;

struct PaintClock {
  QElapsedTimer clock;
  bool recording = false;
  bool trace = false;         ///< keep each span's painted widgets (ACCELSIZER_BENCH_TRACE)
  QPointer<QWidget> results;  ///< whose descendants' paints are "results" paints
  std::vector<PaintSpan> spans;
  std::vector<TracedEvent> events;  ///< when tracing

  int depth = 0;
  PaintSpan current;
  bool painted = false;
};

inline PaintClock& paintClock()
{
  static PaintClock c;
  return c;
}

/// A QApplication that feeds paintClock() while it records.
class TimedApplication : public QApplication {
public:
  using QApplication::QApplication;

  bool notify(QObject* receiver, QEvent* event) override
  {
    PaintClock& c = paintClock();
    const QEvent::Type type = event->type();
    if (c.recording && c.trace && c.depth == 0 && type != QEvent::UpdateRequest &&
        type != QEvent::Paint) {
      // (The receiver may not outlive its event: named first.)
      const QString what = QString::number(static_cast<int>(type)) + QLatin1Char(' ') +
                           QString::fromLatin1(receiver->metaObject()->className()) +
                           QLatin1Char('/') + receiver->objectName();
      const qint64 start = c.clock.nsecsElapsed();
      const bool r = QApplication::notify(receiver, event);
      const qint64 end = c.clock.nsecsElapsed();
      if (end - start >= kTracedEventNs)
        c.events.push_back({start, end, what});
      return r;
    }
    if (!c.recording || !receiver->isWidgetType() ||
        (type != QEvent::UpdateRequest && type != QEvent::Paint))
      return QApplication::notify(receiver, event);
    if (c.depth++ == 0) {
      c.current = PaintSpan{c.clock.nsecsElapsed(), 0, false};
      c.painted = false;
    }
    if (type == QEvent::Paint) {
      c.painted = true;
      auto* w = static_cast<QWidget*>(receiver);
      if (c.trace)
        c.current.painted << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('/') +
                                 w->objectName();
      if (c.results && (w == c.results || c.results->isAncestorOf(w)))
        c.current.results = true;
    }
    const bool r = QApplication::notify(receiver, event);
    if (--c.depth == 0 && c.painted) {
      c.current.end = c.clock.nsecsElapsed();
      c.spans.push_back(c.current);
    }
    return r;
  }
};

}  // namespace accel::test
