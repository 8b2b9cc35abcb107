// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/studycharts.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "app/charts/chartutil.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

QString tr(const char* text)
{
  // The context lupdate gives tr() in the free functions of namespace accel::ui.
  return QCoreApplication::translate("accel::ui", text);
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// "Write rate (MB/s)" or the name alone.
QString axisLabel(const QString& name, const AxisUnit& u)
{
  return u.label.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, u.label);
}

/// A value with its unit, or what stands in for a missing one.
QString valueText(const std::optional<double>& v, Unit u)
{
  if (!v)
    return tr("no result (invalid point)");
  return std::isfinite(*v) ? formatValue(*v, u) : tr("never");
}

double largestFinite(const std::vector<std::optional<double>>& y)
{
  double m = 0;
  for (const std::optional<double>& v : y)
    if (v && std::isfinite(*v))
      m = std::max(m, std::abs(*v));
  return m;
}

/// Plot coordinate of a grid index along an axis, and back: the values themselves for an
/// evenly or geometrically spaced axis (the plot's axis is linear or logarithmic), the index
/// for a list (the axis labels the values).
struct GridAxis {
  AxisSpacing spacing = AxisSpacing::Linear;
  std::vector<double> shown;  ///< the values in display scale
  double coord(double index) const
  {
    if (spacing == AxisSpacing::Irregular || shown.size() < 2)
      return index;
    const double n = static_cast<double>(shown.size() - 1);
    if (spacing == AxisSpacing::Log)
      return shown.front() * std::pow(shown.back() / shown.front(), index / n);
    return shown.front() + (shown.back() - shown.front()) * index / n;
  }
  /// The nearest index to a plot coordinate, or -1 outside the grid.
  int index(double c) const
  {
    if (shown.empty())
      return -1;
    double t = c;
    const double n = static_cast<double>(shown.size() - 1);
    if (spacing == AxisSpacing::Log && shown.size() > 1 && c > 0)
      t = std::log(c / shown.front()) / std::log(shown.back() / shown.front()) * n;
    else if (spacing == AxisSpacing::Linear && shown.size() > 1)
      t = (c - shown.front()) / (shown.back() - shown.front()) * n;
    const long i = std::lround(t);
    return i >= 0 && i <= static_cast<long>(n) ? static_cast<int>(i) : -1;
  }
  void setUp(QCPAxis* axis, const QString& label) const
  {
    axis->setLabel(label);
    if (spacing == AxisSpacing::Log) {
      axis->setScaleType(QCPAxis::stLogarithmic);
      axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    } else if (spacing == AxisSpacing::Irregular) {
      QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
      for (std::size_t i = 0; i < shown.size(); ++i)
        t->addTick(static_cast<double>(i), formatNumber(shown[i]));
      axis->setScaleType(QCPAxis::stLinear);
      axis->setTicker(t);
    } else {
      axis->setScaleType(QCPAxis::stLinear);
      axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
    const double half = shown.size() > 1 ? 0.5 : 0.0;
    axis->setRange(coord(-half), coord(static_cast<double>(shown.size()) - 1 + half));
  }
};

GridAxis gridAxis(const StudyInput& in)
{
  GridAxis g;
  g.spacing = axisSpacing(in.values);
  const AxisUnit u = axisUnit(in.unit, in.values.empty() ? 0 : in.values.back());
  for (double v : in.values)
    g.shown.push_back(v * u.scale);
  return g;
}

QCPColorGradient studyGradient()
{
  // Dark blue through green to yellow (perceptually ordered, readable without colour).
  QCPColorGradient g;
  g.clearColorStops();
  g.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
  g.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
  g.setColorStopAt(0.5, QColor(0x21, 0x90, 0x8d));
  g.setColorStopAt(0.75, QColor(0x5d, 0xc9, 0x63));
  g.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
  g.setNanHandling(QCPColorGradient::nhTransparent);
  return g;
}

}  // namespace

AxisUnit axisUnit(Unit u, double maxStored)
{
  const double m = std::abs(maxStored);
  switch (u) {
  case Unit::DurationUs: {
    const DurationScale d = durationScale(m);
    return {1.0 / d.factor, d.unit};
  }
  case Unit::DurationS:
    if (m >= 2 * 3600.0)
      return {1.0 / 3600.0, QStringLiteral("h")};
    if (m >= 120.0)
      return {1.0 / 60.0, QStringLiteral("min")};
    if (m > 0 && m < 1.0)
      return {1000.0, QStringLiteral("ms")};
    return {1.0, QStringLiteral("s")};
  case Unit::SizeMB:
    if (m >= 2.0e6)
      return {1.0e-6, QStringLiteral("TB")};
    if (m >= 2000.0)
      return {1.0e-3, QStringLiteral("GB")};
    return {1.0, QStringLiteral("MB")};
  default: break;
  }
  return {displayFactor(u), unitLabel(u)};
}

QStringList drawSweepChart(QCustomPlot* plot, HoverTips* tips, const StudyInput& input,
                           const StudyMetric& metric, const std::vector<std::optional<double>>& y)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const Unit mu = metric.target.unit;
  double top = largestFinite(y);
  for (const StudyLimit& l : metric.limits)
    top = std::max(top, std::abs(l.value));
  const AxisUnit yu = axisUnit(mu, top);
  const GridAxis xg = gridAxis(input);
  const AxisUnit xu = axisUnit(input.unit, input.values.empty() ? 0 : input.values.back());

  auto* curve = plot->addGraph();
  curve->setName(metric.target.title);
  curve->setPen(QPen(seriesColor(0), 2));
  curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
  QVector<double> xs, ys;
  for (std::size_t i = 0; i < input.values.size(); ++i) {
    const std::optional<double> v = i < y.size() ? y[i] : std::nullopt;
    xs << (xg.spacing == AxisSpacing::Irregular ? static_cast<double>(i) : xg.shown[i]);
    ys << (v && std::isfinite(*v) ? *v * yu.scale : kNaN);  // a gap, not a zero
  }
  curve->setData(xs, ys, true);
  if (tips)
    tips->add(curve, [input, y, mu](int i) {
      const auto k = static_cast<std::size_t>(i);
      if (k >= input.values.size())
        return QString();
      return QStringLiteral("%1 = %2\n%3")
          .arg(input.name, formatValue(input.values[k], input.unit),
               valueText(k < y.size() ? y[k] : std::nullopt, mu));
    });

  QStringList words;
  const bool logX = xg.spacing == AxisSpacing::Log;
  std::vector<double> xStored = input.values;
  auto* marks = plot->addGraph();
  marks->setName(tr("limit crossed"));
  marks->setLineStyle(QCPGraph::lsNone);
  marks->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssDiamond, limitColor(), limitColor(), 10));
  QStringList markTexts;
  for (const StudyLimit& l : metric.limits) {
    addHorizontalLine(plot, l.value * yu.scale, limitColor(), Qt::DashLine,
                      tr("required: %1").arg(l.what));
    for (const Crossing& c : sweepCrossings(xStored, y, l.value, logX)) {
      const QString text =
          crossingText(metric.target.title, l.value, mu, c.x, input.unit, c.rising);
      words << text;
      // Where the crossing sits on the plot: between the grid's positions for a list.
      double px = c.x * xu.scale;
      if (xg.spacing == AxisSpacing::Irregular)
        for (std::size_t i = 0; i + 1 < xStored.size(); ++i)
          if ((c.x - xStored[i]) * (c.x - xStored[i + 1]) <= 0 && xStored[i + 1] != xStored[i])
            px = static_cast<double>(i) + (c.x - xStored[i]) / (xStored[i + 1] - xStored[i]);
      marks->addData(px, l.value * yu.scale);
      markTexts << text;
      auto* label = new QCPItemText(plot);
      label->position->setCoords(px, l.value * yu.scale);
      label->setPositionAlignment(Qt::AlignLeft | (c.rising ? Qt::AlignTop : Qt::AlignBottom));
      label->setPadding(QMargins(6, 2, 2, 2));
      label->setColor(limitColor().darker(130));
      label->setText(formatValue(c.x, input.unit));
    }
  }
  if (marks->dataCount() == 0)
    plot->removeGraph(marks);
  else if (tips)
    tips->add(marks, [markTexts](int i) { return markTexts.value(i); });

  xg.setUp(plot->xAxis, axisLabel(input.name, xu));
  plot->yAxis->setLabel(axisLabel(metric.target.title, yu));
  plot->yAxis->setScaleType(QCPAxis::stLinear);
  bool found = false;
  QCPRange yr = curve->getValueRange(found);
  if (!found)
    yr = QCPRange(0, 1);
  for (const StudyLimit& l : metric.limits)
    yr.expand(l.value * yu.scale);
  yr.expand(0.0);
  const double pad = (yr.upper - yr.lower) * 0.08;
  plot->yAxis->setRange(yr.lower - (yr.lower < 0 ? pad : 0), yr.upper + (pad > 0 ? pad : 1));
  plot->legend->setVisible(false);
  plot->replot();
  return words;
}

void drawSweepHeatmap(QCustomPlot* plot, HoverTips* tips, const StudyInput& first,
                      const StudyInput& second, const StudyMetric& metric,
                      const std::vector<std::optional<double>>& values)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const std::size_t n1 = first.values.size(), n2 = second.values.size();
  const Unit mu = metric.target.unit;
  const AxisUnit vu = axisUnit(mu, largestFinite(values));
  const GridAxis g1 = gridAxis(first), g2 = gridAxis(second);
  const AxisUnit u1 = axisUnit(first.unit, first.values.empty() ? 0 : first.values.back());
  const AxisUnit u2 = axisUnit(second.unit, second.values.empty() ? 0 : second.values.back());

  auto* map = new QCPColorMap(plot->xAxis, plot->yAxis);
  map->setName(QStringLiteral("heatmap"));
  map->setObjectName(QStringLiteral("heatmap"));
  map->data()->setSize(static_cast<int>(n1), static_cast<int>(n2));
  map->data()->setRange(QCPRange(g1.coord(0), g1.coord(static_cast<double>(n1) - 1)),
                        QCPRange(g2.coord(0), g2.coord(static_cast<double>(n2) - 1)));
  for (std::size_t i = 0; i < n1; ++i)
    for (std::size_t j = 0; j < n2; ++j) {
      const std::size_t k = i * n2 + j;
      const std::optional<double> v = k < values.size() ? values[k] : std::nullopt;
      map->data()->setCell(static_cast<int>(i), static_cast<int>(j),
                           v && std::isfinite(*v) ? *v * vu.scale : kNaN);
    }
  map->setGradient(studyGradient());
  map->setInterpolate(false);

  QCPColorScale* scale = nullptr;
  if (plot->plotLayout()->hasElement(0, 1))
    scale = qobject_cast<QCPColorScale*>(plot->plotLayout()->element(0, 1));
  if (!scale) {
    scale = new QCPColorScale(plot);
    plot->plotLayout()->addElement(0, 1, scale);
    scale->setType(QCPAxis::atRight);
  }
  map->setColorScale(scale);
  scale->setGradient(studyGradient());  // the map follows its scale's gradient
  scale->axis()->setLabel(axisLabel(metric.target.title, vu));
  map->rescaleDataRange(true);

  // The contour where the requirement is just met.
  if (!metric.limits.empty()) {
    const StudyLimit& l = metric.limits.front();
    auto* contour = new QCPCurve(plot->xAxis, plot->yAxis);
    contour->setName(tr("requirement just met (%1)").arg(l.what));
    contour->setObjectName(QStringLiteral("contour"));
    contour->setPen(QPen(limitColor(), 2.5));
    contour->setLineStyle(QCPCurve::lsLine);
    QVector<double> t, xs, ys;
    double k = 0;
    for (const ContourSegment& s : contourSegments(values, n1, n2, l.value)) {
      // Each segment separately: NaN between them breaks the line.
      t << k << k + 1 << k + 2;
      k += 3;
      xs << g1.coord(s.i1) << g1.coord(s.i2) << kNaN;
      ys << g2.coord(s.j1) << g2.coord(s.j2) << kNaN;
    }
    contour->setData(t, xs, ys, true);
  }
  if (tips)
    tips->addArea([=](double key, double value) {
      const int i = g1.index(key), j = g2.index(value);
      if (i < 0 || j < 0)
        return QString();
      const std::size_t idx = static_cast<std::size_t>(i) * n2 + static_cast<std::size_t>(j);
      if (idx >= values.size())
        return QString();
      return QStringLiteral("%1 = %2\n%3 = %4\n%5: %6")
          .arg(first.name, formatValue(first.values[static_cast<std::size_t>(i)], first.unit),
               second.name, formatValue(second.values[static_cast<std::size_t>(j)], second.unit),
               metric.target.title, valueText(values[idx], mu));
    });
  g1.setUp(plot->xAxis, axisLabel(first.name, u1));
  g2.setUp(plot->yAxis, axisLabel(second.name, u2));
  map->removeFromLegend();
  plot->legend->setVisible(!metric.limits.empty());
  plot->replot();
}

std::vector<const SensitivityRow*> tornadoRows(const SensitivityResult& r, int maxBars)
{
  std::vector<const SensitivityRow*> out;
  for (const SensitivityRow& row : r.rows)
    if ((row.unbounded || (row.swing && *row.swing > 0)) && static_cast<int>(out.size()) < maxBars)
      out.push_back(&row);
  return out;
}

void drawTornadoChart(QCustomPlot* plot, HoverTips* tips, const StudyMetric& metric,
                      const SensitivitySpec& spec, const SensitivityResult& r,
                      const QStringList& names, int maxBars)
{
  plot->clearPlottables();
  plot->clearItems();
  if (tips)
    tips->clear();
  const Unit mu = metric.target.unit;
  const std::vector<const SensitivityRow*> rows = tornadoRows(r, maxBars);
  double top = r.base_metric && std::isfinite(*r.base_metric) ? std::abs(*r.base_metric) : 0;
  double lo = r.base_metric && std::isfinite(*r.base_metric) ? *r.base_metric : 0, hi = lo;
  for (const SensitivityRow* row : rows)
    for (const std::optional<double>& v : {row->low_metric, row->high_metric})
      if (v && std::isfinite(*v)) {
        top = std::max(top, std::abs(*v));
        lo = std::min(lo, *v);
        hi = std::max(hi, *v);
      }
  const AxisUnit u = axisUnit(mu, top);
  const double base =
      r.base_metric && std::isfinite(*r.base_metric) ? *r.base_metric * u.scale : hi * u.scale;
  const double span = std::max((hi - lo) * u.scale, std::abs(base) * 0.1 + 1e-12);
  const double edge = hi * u.scale + span * 0.15;  // where a "never" end is drawn to

  const QString pct = formatNumber(spec.fraction * 100);
  auto* low = new QCPBars(plot->yAxis, plot->xAxis);
  auto* high = new QCPBars(plot->yAxis, plot->xAxis);
  low->setObjectName(QStringLiteral("low"));
  high->setObjectName(QStringLiteral("high"));
  low->setName(tr("input lowered by %1 %").arg(pct));
  high->setName(tr("input raised by %1 %").arg(pct));
  low->setBrush(seriesColor(0));
  high->setBrush(seriesColor(1));
  auto* never = new QCPBars(plot->yAxis, plot->xAxis);
  never->setObjectName(QStringLiteral("never"));
  never->setName(tr("never at that end"));
  never->setBrush(seriesColor(1).lighter(170));
  QSharedPointer<QCPAxisTickerText> labels(new QCPAxisTickerText);
  QStringList lowTips, highTips, neverTips;
  const int n = static_cast<int>(rows.size());
  for (int k = 0; k < n; ++k) {
    const SensitivityRow& row = *rows[static_cast<std::size_t>(k)];
    const double key = n - k;  // the largest swing on top
    const int ri = static_cast<int>(&row - r.rows.data());
    labels->addTick(key, names.value(ri, row.info->label));
    const auto side = [&](QCPBars* bars, const std::optional<double>& input,
                          const std::optional<double>& result, double offset,
                          QStringList* tipsOut) {
      if (!input || !result)
        return;
      if (!std::isfinite(*result)) {
        never->addData(key + offset, edge - base);  // QCPBars: a bar spans base to base + value
        neverTips << QStringLiteral("%1 = %2\n%3: %4")
                         .arg(names.value(ri, row.info->label), formatValue(*input, row.info->unit),
                              metric.target.title, valueText(result, mu));
        return;
      }
      bars->addData(key + offset, *result * u.scale - base);
      *tipsOut << QStringLiteral("%1 = %2\n%3: %4")
                      .arg(names.value(ri, row.info->label), formatValue(*input, row.info->unit),
                           metric.target.title, valueText(result, mu));
    };
    side(low, row.low, row.low_metric, -0.2, &lowTips);
    side(high, row.high, row.high_metric, +0.2, &highTips);
  }
  for (QCPBars* bars : {low, high, never}) {
    bars->setPen(Qt::NoPen);
    bars->setWidth(0.38);
    bars->setBaseValue(base);
  }
  if (tips) {
    tips->add(low, [lowTips](int i) { return lowTips.value(i); });
    tips->add(high, [highTips](int i) { return highTips.value(i); });
    tips->add(never, [neverTips](int i) { return neverTips.value(i); });
  }
  if (never->dataCount() == 0)
    never->removeFromLegend();
  plot->yAxis->setTicker(labels);
  plot->yAxis->setRange(0.4, n + 0.6);
  plot->yAxis->grid()->setVisible(false);
  plot->yAxis->setLabel(QString());
  plot->xAxis->setScaleType(QCPAxis::stLinear);
  plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
  plot->xAxis->setLabel(axisLabel(metric.target.title, u));
  const double left = std::min(lo * u.scale, base) - span * 0.05;
  const bool anyNever = never->dataCount() > 0;
  plot->xAxis->setRange(left, (anyNever ? edge : hi * u.scale) + span * 0.05);
  auto* now = new QCPItemStraightLine(plot);
  now->point1->setCoords(base, 0);
  now->point2->setCoords(base, 1);
  now->setPen(QPen(Qt::darkGray, 1.5, Qt::DashLine));
  auto* nowText = new QCPItemText(plot);
  nowText->position->setTypeX(QCPItemPosition::ptPlotCoords);
  nowText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
  nowText->position->setCoords(base, 1.0);
  nowText->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
  nowText->setPadding(QMargins(3, 1, 0, 0));
  nowText->setText(tr("now %1").arg(valueText(r.base_metric, mu)));
  nowText->setColor(Qt::darkGray);
  if (anyNever) {
    auto* neverText = new QCPItemText(plot);
    neverText->position->setTypeX(QCPItemPosition::ptPlotCoords);
    neverText->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    neverText->position->setCoords(edge, 0.0);
    neverText->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    neverText->setText(tr("never →"));
    neverText->setColor(Qt::darkGray);
  }
  plot->legend->setVisible(n > 0);
  plot->replot();
}

}  // namespace accel::ui
