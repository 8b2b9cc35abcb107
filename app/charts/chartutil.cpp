// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/chartutil.h"

#include <QEvent>
#include <QLabel>
#include <QToolTip>

#include <array>

#include "app/core/units.h"

namespace accel::ui {

QColor seriesColor(int index)
{
  // Okabe & Ito (2008), without the yellow that disappears on white.
  static const std::array<QColor, 7> palette = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00),
                                                QColor(0x00, 0x9e, 0x73), QColor(0xd5, 0x5e, 0x00),
                                                QColor(0x56, 0xb4, 0xe9), QColor(0xcc, 0x79, 0xa7),
                                                QColor(0x55, 0x55, 0x55)};
  return palette[static_cast<std::size_t>(index) % palette.size()];
}

QColor limitColor()
{
  return QColor(0xd0, 0x8c, 0x00);
}
QColor saturationColor()
{
  return QColor(0xc0, 0x1c, 0x28);
}

void styleChartMessage(QLabel* label, const QString& objectName)
{
  label->setAlignment(Qt::AlignCenter);
  label->setWordWrap(true);
  label->setStyleSheet(QStringLiteral("color: gray; font-size: 11pt;"));
  label->setObjectName(objectName);
}

namespace {

/// The event filter of drawResizedWhenPainted.
class DrawResizedWhenPainted : public QObject {
public:
  explicit DrawResizedWhenPainted(QCustomPlot* plot) : QObject(plot), plot_(plot)
  {
    connect(plot, &QCustomPlot::afterReplot, this, [this] { stale_ = false; });
    plot->installEventFilter(this);
    // The drawing QCustomPlot's constructor queues is kept: a chart's first drawing lays out
    // its legend from sizes it measures while drawing, and the peer links' chart drawn once
    // only (its first drawing left to its first paint) showed its legend cut off.
  }

protected:
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (watched != plot_)
      return false;
    if (event->type() == QEvent::Resize) {
      // What QCustomPlot::resizeEvent does, but the drawing.
      plot_->setViewport(plot_->rect());
      stale_ = true;
      return true;
    }
    if (event->type() == QEvent::Paint && stale_) {
      // Drawn into the chart's buffers for the paint under way; the repaint the drawing asks
      // for at its end would paint the same again (updates held only if they were not).
      const bool held = plot_->testAttribute(Qt::WA_UpdatesDisabled);
      plot_->setAttribute(Qt::WA_UpdatesDisabled, true);
      plot_->replot(QCustomPlot::rpQueuedRefresh);
      plot_->setAttribute(Qt::WA_UpdatesDisabled, held);
    }
    if (stale_ && isPointing(event->type())) {
      // The mouse reads the axes (hover tips, drag, zoom): laid out at its size first.
      plot_->replot(QCustomPlot::rpQueuedRefresh);
    }
    return false;
  }

  static bool isPointing(QEvent::Type type)
  {
    return type == QEvent::MouseMove || type == QEvent::MouseButtonPress ||
           type == QEvent::MouseButtonDblClick || type == QEvent::Wheel || type == QEvent::ToolTip;
  }

private:
  QCustomPlot* plot_;
  bool stale_ = false;  ///< resized since it was last drawn
};

}  // namespace

void drawResizedWhenPainted(QCustomPlot* plot)
{
  new DrawResizedWhenPainted(plot);
}

void styleChart(QCustomPlot* plot)
{
  drawResizedWhenPainted(plot);
  plot->setLocale(numberLocale());  // the axes' numbers as the screen's (C in the report)
  plot->setMinimumHeight(140);
  plot->setNoAntialiasingOnDrag(true);
  // replot() draws into the chart's buffer at once and lets the window's next repaint show
  // it: the charts an edit redraws show in one repaint with the numbers beside them, not one
  // immediate repaint per chart.
  plot->setPlottingHint(QCP::phImmediateRefresh, false);
  plot->legend->setVisible(true);
  plot->legend->setBorderPen(Qt::NoPen);
  plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  plot->legend->setWrap(4);
  auto* row = new QCPLayoutGrid;
  plot->plotLayout()->addElement(1, 0, row);
  row->setMargins(QMargins(5, 0, 5, 5));
  row->addElement(0, 0, plot->legend);
  plot->plotLayout()->setRowStretchFactor(1, 0.001);
  for (QCPAxis* a : {plot->xAxis, plot->yAxis})
    a->grid()->setPen(QPen(QColor(225, 225, 225), 0, Qt::DotLine));
  plot->setMouseTracking(true);
}

bool isDarkPalette(const QPalette& palette)
{
  return palette.color(QPalette::Window).lightness() <
         palette.color(QPalette::WindowText).lightness();
}

void applyWidgetLook(QCustomPlot* plot)
{
  const QFont font = plot->font();
  const QPalette pal = plot->palette();
  const bool dark = isDarkPalette(pal);
  const QColor text = pal.color(QPalette::Text);
  const QColor base = dark ? pal.color(QPalette::Base) : QColor(Qt::white);
  plot->setBackground(QBrush(base));
  for (QCPAxisRect* rect : plot->axisRects())
    rect->setBackground(QBrush(base));
  for (QCPAxis* a : plot->axisRects().isEmpty() ? QList<QCPAxis*>() : plot->axisRect()->axes()) {
    a->setLabelFont(font);
    a->setTickLabelFont(font);
    if (dark) {
      a->setLabelColor(text);
      a->setTickLabelColor(text);
      a->setBasePen(QPen(text, 0));
      a->setTickPen(QPen(text, 0));
      a->setSubTickPen(QPen(text, 0));
      a->grid()->setPen(QPen(pal.color(QPalette::Mid), 0, Qt::DotLine));
    } else if (a->labelColor() != QColor(Qt::black)) {
      // Back from a dark look: the defaults of styleChart() and QCustomPlot.
      a->setLabelColor(Qt::black);
      a->setTickLabelColor(Qt::black);
      const QPen pen(Qt::black, 0, Qt::SolidLine, Qt::SquareCap);
      a->setBasePen(pen);
      a->setTickPen(pen);
      a->setSubTickPen(pen);
      a->grid()->setPen(QPen(QColor(225, 225, 225), 0, Qt::DotLine));
    }
  }
  plot->legend->setFont(font);
  if (dark) {
    plot->legend->setBrush(QBrush(base));
    plot->legend->setTextColor(text);
  } else if (plot->legend->textColor() != QColor(Qt::black)) {
    plot->legend->setBrush(QBrush(Qt::white));
    plot->legend->setTextColor(Qt::black);
  }
  for (int i = 0; i < plot->itemCount(); ++i) {
    if (auto* t = qobject_cast<QCPItemText*>(plot->item(i))) {
      t->setFont(font);
      // Plain (near-black) texts take the palette's text colour; coloured ones keep theirs.
      if (dark && t->color().saturation() < 40 && t->color().lightness() < 110)
        t->setColor(text);
      else if (!dark && t->color().saturation() < 40 && t->color().lightness() > 200)
        t->setColor(Qt::black);  // a dark look's text on a light palette
    }
  }
}

void followWidgetLook(QCustomPlot* plot)
{
  QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] { applyWidgetLook(plot); });
  applyWidgetLook(plot);
}

QCPItemStraightLine* addHorizontalLine(QCustomPlot* plot, double value, const QColor& color,
                                       Qt::PenStyle style, const QString& label)
{
  auto* line = new QCPItemStraightLine(plot);
  line->setPen(QPen(color, 1.5, style));
  line->point1->setCoords(0, value);
  line->point2->setCoords(1, value);
  if (!label.isEmpty()) {
    auto* text = new QCPItemText(plot);
    text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    text->position->setTypeY(QCPItemPosition::ptPlotCoords);
    text->position->setCoords(0.99, value);
    text->setColor(color.darker(130));
    text->setText(label);
  }
  return line;
}

DurationScale durationScale(double max_us)
{
  if (max_us >= 2.0e6)
    return {1.0e6, QStringLiteral("s")};
  if (max_us >= 2000.0)
    return {1000.0, QStringLiteral("ms")};
  return {1.0, QStringLiteral("\u00b5s")};
}

HoverTips::HoverTips(QCustomPlot* plot) : QObject(plot), plot_(plot)
{
  plot->setMouseTracking(true);
  connect(plot, &QCustomPlot::mouseMove, this, &HoverTips::onMouseMove);
}

void HoverTips::add(QCPAbstractPlottable* plottable, TextFor text)
{
  texts_[plottable] = std::move(text);
}

QString HoverTips::textAt(const QPointF& pos) const
{
  // The nearest registered plottable within a few pixels, and its nearest data point.
  double best = 8.0;
  QString text;
  for (const auto& [plottable, textFor] : texts_) {
    if (!plottable->visible())
      continue;
    QVariant details;
    const double d = plottable->selectTest(pos, false, &details);
    if (d < 0 || d > best)
      continue;
    const QCPDataSelection sel = details.value<QCPDataSelection>();
    if (sel.isEmpty())
      continue;
    best = d;
    text = textFor(sel.dataRange().begin());
  }
  if (text.isEmpty() && plot_->axisRect()->rect().contains(pos.toPoint())) {
    const double key = plot_->xAxis->pixelToCoord(pos.x());
    const double value = plot_->yAxis->pixelToCoord(pos.y());
    for (const TextAt& area : areas_) {
      text = area(key, value);
      if (!text.isEmpty())
        break;
    }
  }
  return text;
}

void HoverTips::onMouseMove(QMouseEvent* event)
{
  const QString tip = textAt(event->position());
  if (tip.isEmpty())
    QToolTip::hideText();
  else
    QToolTip::showText(event->globalPosition().toPoint(), tip, plot_);
}

}  // namespace accel::ui
