// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file chartutil.h
/// What every chart shares: the look (legend under the plot, palette), tooltips that show the
/// value under the mouse with its unit, and axes in the time unit that reads best.

#include <QColor>
#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <vector>

#include "app/charts/qcp.h"

class QLabel;

namespace accel::ui {

/// Series colours, colour-blind friendly (Okabe-Ito order), by index.
QColor seriesColor(int index);

/// Severity colours used by charts: limit lines and saturation.
QColor limitColor();
QColor saturationColor();

/// Standard look: no antialiasing while dragging, the legend in a row under the plot, axis
/// labels, light grid; drawn after a resize when next painted (drawResizedWhenPainted). Call
/// once after creating the plot.
void styleChart(QCustomPlot* plot);

/// QCustomPlot draws itself whole on every resize. A window's layouts resize a chart several
/// times before it is next painted, and resize the charts on hidden tabs too: after this, a
/// resize moves the chart's viewport at once and the chart is drawn when it is next painted,
/// unless something drew it since. Once, and only when seen.
void drawResizedWhenPainted(QCustomPlot* plot);

/// On screen: the chart follows its widget's font (the window's zoom) and palette (a dark
/// desktop theme) at every replot: axes, ticks, legend and texts in the widget's font, the
/// background in the palette's base colour, axes and plain texts in its text colour. Series and
/// severity colours stay. The report does not call it (it sets its own fonts, on white).
void followWidgetLook(QCustomPlot* plot);
/// The look followWidgetLook() keeps, applied once now from the widget's current font and
/// palette; a light palette after a dark one takes back the dark look's colours (an export
/// draws a chart of a dark window on white).
void applyWidgetLook(QCustomPlot* plot);

/// True when the palette is dark (its window colour darker than its text).
bool isDarkPalette(const QPalette& palette);

/// The look of a sentence shown in place of a chart when there is nothing to draw ("No
/// sequential streams configured."): centred, wrapped, grey.
void styleChartMessage(QLabel* label, const QString& objectName);

/// A horizontal line across the plot at `value` (plot coordinates) with a label on the right.
QCPItemStraightLine* addHorizontalLine(QCustomPlot* plot, double value, const QColor& color,
                                       Qt::PenStyle style, const QString& label = QString());

/// A time axis scale: values in µs are divided by `factor` and labelled with `unit`.
struct DurationScale {
  double factor = 1.0;
  QString unit;  ///< "µs", "ms" or "s"
};

/// The scale that shows times up to `max_us` with readable numbers.
DurationScale durationScale(double max_us);

/// Shows a tooltip with the value under the mouse. Each plottable registers a function that
/// returns the text for one of its data points (by index); the text should carry units.
class HoverTips : public QObject {
  Q_OBJECT

public:
  explicit HoverTips(QCustomPlot* plot);

  using TextFor = std::function<QString(int dataIndex)>;
  void add(QCPAbstractPlottable* plottable, TextFor text);
  /// For plottables without data points to pick (a colour map): the text for a position in
  /// plot coordinates (key, value); "" for none.
  using TextAt = std::function<QString(double key, double value)>;
  void addArea(TextAt text) { areas_.push_back(std::move(text)); }
  void clear()
  {
    texts_.clear();
    areas_.clear();
  }

  /// The text for a point in widget coordinates, "" when nothing is under it.
  QString textAt(const QPointF& pos) const;

private:
  void onMouseMove(QMouseEvent* event);
  QCustomPlot* plot_;
  std::map<QCPAbstractPlottable*, TextFor> texts_;
  std::vector<TextAt> areas_;
};

}  // namespace accel::ui
