// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/destagercharts.h"

#include <QCoreApplication>

#include <algorithm>

#include "app/core/units.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

void addTip(HoverTips* tips, QCPAbstractPlottable* plottable, HoverTips::TextFor text)
{
  if (tips)
    tips->add(plottable, std::move(text));
}

/// Shades the throttled intervals behind the curves.
void shadeThrottled(QCustomPlot* plot, const DestagerGroupResult& g, const TimeScale& ts)
{
  for (const TimeInterval& iv : g.throttled) {
    auto* rect = new QCPItemRect(plot);
    rect->setLayer(QStringLiteral("background"));
    rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    rect->topLeft->setCoords((iv.start_s - g.time_origin_s) / ts.factor, 0);
    rect->bottomRight->setCoords((iv.end_s - g.time_origin_s) / ts.factor, 1);
    rect->setPen(Qt::NoPen);
    rect->setBrush(QColor(0xc0, 0x1c, 0x28, 40));
  }
}

QCPGraph* stepGraph(QCustomPlot* plot, const std::vector<SeriesPoint>& pts, const TimeScale& ts,
                    double origin, const QColor& color, double width, Qt::PenStyle style,
                    const QString& name)
{
  QCPGraph* graph = plot->addGraph();
  graph->setName(name);
  graph->setLineStyle(QCPGraph::lsStepLeft);
  graph->setPen(QPen(color, width, style));
  // A step line is all horizontal and vertical strokes, which antialiasing barely changes;
  // but Qt antialiases a dashed pen dash by dash, which made this one line most of a
  // chart's redraw (docs/benchmarks.md, GUI). The dashed line is one pixel wide: Qt's raster
  // engine draws a pen up to a pixel wide (at one device pixel per pixel) straight onto the
  // pixels, dashes and all, and a wider one as the outline of every dash, filled (over a day
  // of on/off cycles, a third of a presentation frame).
  if (style != Qt::SolidLine)
    graph->setAntialiased(false);
  QVector<double> keys, values;
  keys.reserve(static_cast<int>(pts.size()));
  values.reserve(static_cast<int>(pts.size()));
  for (const SeriesPoint& p : pts) {
    keys << (p.t_s - origin) / ts.factor;
    values << p.value;
  }
  graph->setData(keys, values, true);
  return graph;
}

QString atTime(double t_s)
{
  return formatDurationS(t_s);
}

}  // namespace

TimeScale timeScale(double max_s)
{
  if (max_s >= 3.0 * 86400.0)
    return {86400.0, QStringLiteral("days")};
  if (max_s >= 3.0 * 3600.0)
    return {3600.0, QStringLiteral("h")};
  if (max_s >= 600.0)
    return {60.0, QStringLiteral("min")};
  return {1.0, QStringLiteral("s")};
}

void drawRatesChart(QCustomPlot* plot, HoverTips* tips, const DestagerGroupResult& g)
{
  plot->clearGraphs();
  plot->clearItems();
  // Every line here is a step line, drawn segment by segment (QCP::phFastPolylines) rather
  // than stroked as one polyline: a week of one-second samples makes 2,000 points of steps up
  // and down the whole chart, and Qt's stroker outlines the whole line with its joins and
  // fills that outline, 20 to 50 ms a chart. A step line's joins are right angles, which the
  // pen's square caps cover.
  plot->setPlottingHint(QCP::phFastPolylines, true);
  if (tips)
    tips->clear();
  const TimeScale ts = timeScale(g.horizon_s);
  const double o = g.time_origin_s;
  shadeThrottled(plot, g, ts);
  QCPGraph* w = stepGraph(plot, g.write_mbps, ts, o, seriesColor(0), 1.6, Qt::SolidLine,
                          tr("writes asked (W)"));
  QCPGraph* a = stepGraph(plot, g.accepted_mbps, ts, o, seriesColor(3), 1.0, Qt::DashLine,
                          tr("writes accepted"));
  QCPGraph* d =
      stepGraph(plot, g.destaged_mbps, ts, o, seriesColor(2), 1.4, Qt::SolidLine, tr("destaged"));
  const std::vector<SeriesPoint> wp = g.write_mbps, ap = g.accepted_mbps, dp = g.destaged_mbps;
  addTip(tips, w, [wp](int k) {
    const SeriesPoint& p = wp[static_cast<std::size_t>(k)];
    return tr("At %1 the VM asks %2").arg(atTime(p.t_s), formatValue(p.value, Unit::MBps));
  });
  addTip(tips, a, [ap](int k) {
    const SeriesPoint& p = ap[static_cast<std::size_t>(k)];
    return tr("At %1 it writes %2 into the buffer (what it can reach, or the destage rate "
              "while full; the rest waits)")
        .arg(atTime(p.t_s), formatValue(p.value, Unit::MBps));
  });
  addTip(tips, d, [dp](int k) {
    const SeriesPoint& p = dp[static_cast<std::size_t>(k)];
    return tr("At %1 %2 leaves the buffer").arg(atTime(p.t_s), formatValue(p.value, Unit::MBps));
  });
  addHorizontalLine(plot, g.destage_mbps, seriesColor(2).darker(130), Qt::DotLine,
                    tr("destage rate %1").arg(formatValue(g.destage_mbps, Unit::MBps)));
  double top = g.destage_mbps;
  for (const SeriesPoint& p : g.write_mbps)
    top = std::max(top, p.value);
  plot->xAxis->setLabel(tr("Time (%1)").arg(ts.unit));
  plot->yAxis->setLabel(tr("Per VM (MB/s)"));
  plot->xAxis->setRange(0, std::max(g.horizon_s / ts.factor, 1e-9));
  plot->yAxis->setRange(0, std::max(top * 1.15, 1e-6));
}

void drawBacklogChart(QCustomPlot* plot, HoverTips* tips, const DestagerGroupResult& g)
{
  plot->clearGraphs();
  plot->clearItems();
  if (tips)
    tips->clear();
  const TimeScale ts = timeScale(g.horizon_s);
  const double o = g.time_origin_s;
  shadeThrottled(plot, g, ts);
  // The backlog in GB when it is large.
  const double scale = g.buffer_mb >= 10000 ? 1000.0 : 1.0;
  const QString unit = scale > 1 ? QStringLiteral("GB") : QStringLiteral("MB");
  QCPGraph* x = plot->addGraph();
  x->setName(tr("backlog"));
  x->setPen(QPen(seriesColor(0), 2));
  x->setBrush(QColor(0x00, 0x72, 0xb2, 40));
  QVector<double> keys, values;
  for (const SeriesPoint& p : g.backlog_mb) {
    keys << (p.t_s - o) / ts.factor;
    values << p.value / scale;
  }
  x->setData(keys, values, true);
  const std::vector<SeriesPoint> bp = g.backlog_mb;
  addTip(tips, x, [bp](int k) {
    const SeriesPoint& p = bp[static_cast<std::size_t>(k)];
    return tr("At %1 the buffer holds %2").arg(atTime(p.t_s), formatSizeMB(p.value));
  });
  addHorizontalLine(plot, g.buffer_mb / scale, saturationColor(), Qt::DashLine,
                    tr("buffer %1").arg(formatSizeMB(g.buffer_mb)));

  const auto marker = [&](double t_s, const QString& text) {
    auto* line = new QCPItemStraightLine(plot);
    line->setPen(QPen(Qt::darkGray, 1, Qt::DotLine));
    line->point1->setCoords((t_s - o) / ts.factor, 0);
    line->point2->setCoords((t_s - o) / ts.factor, 1);
    auto* label = new QCPItemText(plot);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords((t_s - o) / ts.factor, 0.04);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setPadding(QMargins(3, 0, 0, 0));
    label->setText(text);
  };
  if (g.fills && g.fill_time_s)
    marker(*g.fill_time_s, tr("fills at %1").arg(formatDurationS(*g.fill_time_s)));
  if (g.drains && g.drain_time_s && g.peak_backlog_mb > 0) {
    // Mark the end of the first drain after the peak of the first cycle, when it is plotted.
    double peak_t = o;
    double peak = -1;
    for (const SeriesPoint& p : g.backlog_mb) {
      if (p.value > peak) {
        peak = p.value;
        peak_t = p.t_s;
      }
    }
    const double end = peak_t + *g.drain_time_s;
    if (end - o <= g.horizon_s)
      marker(end, tr("drained %1 after the peak").arg(formatDurationS(*g.drain_time_s)));
  }
  plot->xAxis->setLabel(tr("Time (%1); throttled periods shaded").arg(ts.unit));
  plot->yAxis->setLabel(tr("Backlog per VM (%1)").arg(unit));
  plot->xAxis->setRange(0, std::max(g.horizon_s / ts.factor, 1e-9));
  plot->yAxis->setRange(0, std::max(g.buffer_mb, g.peak_backlog_mb) / scale * 1.15 + 1e-9);
}

bool sameDestagerCharts(const DestagerGroupResult& a, const DestagerGroupResult& b)
{
  const auto samePoints = [](const std::vector<SeriesPoint>& x, const std::vector<SeriesPoint>& y) {
    return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                      [](const SeriesPoint& p, const SeriesPoint& q) {
                        return p.t_s == q.t_s && p.value == q.value;
                      });
  };
  const auto sameIntervals = [](const std::vector<TimeInterval>& x,
                                const std::vector<TimeInterval>& y) {
    return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                      [](const TimeInterval& p, const TimeInterval& q) {
                        return p.start_s == q.start_s && p.end_s == q.end_s;
                      });
  };
  return a.horizon_s == b.horizon_s && a.time_origin_s == b.time_origin_s &&
         a.destage_mbps == b.destage_mbps && a.buffer_mb == b.buffer_mb &&
         a.peak_backlog_mb == b.peak_backlog_mb && a.fills == b.fills &&
         a.fill_time_s == b.fill_time_s && a.drains == b.drains &&
         a.drain_time_s == b.drain_time_s && samePoints(a.write_mbps, b.write_mbps) &&
         samePoints(a.accepted_mbps, b.accepted_mbps) &&
         samePoints(a.destaged_mbps, b.destaged_mbps) && samePoints(a.backlog_mb, b.backlog_mb) &&
         sameIntervals(a.throttled, b.throttled);
}

}  // namespace accel::ui
