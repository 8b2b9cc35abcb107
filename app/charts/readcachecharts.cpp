// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/readcachecharts.h"

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

}  // namespace

void drawHitRatioChart(QCustomPlot* plot, HoverTips* tips, const Scenario& s, const Evaluation& e,
                       std::size_t gi)
{
  plot->clearGraphs();
  plot->clearItems();
  if (tips)
    tips->clear();
  if (gi >= e.read_cache.groups.size() || !e.read_cache.groups[gi].modelled)
    return;
  const GroupReadCache& g = e.read_cache.groups[gi];
  const HitRatioSeries series = hitRatioSeries(s, gi);
  if (series.cache_gib.empty())
    return;
  QCPGraph* curve = plot->addGraph();
  curve->setName(series.measured.empty() ? tr("hit ratio (LRU)")
                                         : tr("hit ratio (measured curve)"));
  curve->setPen(QPen(seriesColor(0), 2));
  for (std::size_t i = 0; i < series.cache_gib.size(); ++i)
    curve->addData(series.cache_gib[i], 100 * series.hit_ratio[i]);
  if (tips)
    tips->add(curve, [series](int k) {
      const auto i = static_cast<std::size_t>(k);
      return tr("A %1 cache per VM: %2 of the reads hit")
          .arg(formatValue(series.cache_gib[i], Unit::GiB),
               formatValue(series.hit_ratio[i], Unit::Fraction));
    });

  if (!series.measured.empty()) {
    QCPGraph* points = plot->addGraph();
    points->setName(tr("measured"));
    points->setLineStyle(QCPGraph::lsNone);
    points->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCross, QPen(seriesColor(1), 2), Qt::NoBrush, 8));
    for (const HitRatioPoint& p : series.measured)
      points->addData(p.cache_gib, 100 * p.hit_ratio);
    if (tips)
      tips->add(points, [m = series.measured](int k) {
        const HitRatioPoint& p = m[static_cast<std::size_t>(k)];
        return tr("Measured: a %1 cache per VM, %2 of the reads hit")
            .arg(formatValue(p.cache_gib, Unit::GiB), formatValue(p.hit_ratio, Unit::Fraction));
      });
  }

  QCPGraph* knee = plot->addGraph();
  const double knee_hit = series.knee_hit_ratio;
  knee->setName(tr("%1 of the reads hit").arg(formatValue(knee_hit, Unit::Fraction)));
  knee->setLineStyle(QCPGraph::lsNone);
  knee->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(seriesColor(2), 2), QBrush(Qt::white), 9));
  knee->addData(series.knee_gib, 100 * knee_hit);
  if (tips) {
    const double at = series.knee_gib;
    tips->add(knee, [at, knee_hit](int) {
      return tr("%1 of the reads hit from a %2 cache per VM")
          .arg(formatValue(knee_hit, Unit::Fraction), formatValue(at, Unit::GiB));
    });
  }
  if (g.cached) {
    QCPGraph* here = plot->addGraph();
    here->setName(tr("this group now"));
    here->setLineStyle(QCPGraph::lsNone);
    here->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), QBrush(Qt::white), 11));
    here->addData(g.cache_gib, 100 * g.hit_ratio);
    if (tips)
      tips->add(here, [g](int) {
        return tr("This group: %1 per VM, %2 of the reads hit")
            .arg(formatValue(g.cache_gib, Unit::GiB), formatValue(g.hit_ratio, Unit::Fraction));
      });
  }
  plot->xAxis->setLabel(tr("Read cache per VM (GiB)"));
  plot->yAxis->setLabel(tr("Reads that hit (%)"));
  const double right = std::max({series.cache_gib.back(), g.cache_gib * 1.1, 1e-6});
  plot->xAxis->setRange(0, right);
  plot->yAxis->setRange(0, 105);
}

}  // namespace accel::ui
