// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/stripemapwidget.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/core/params.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

constexpr double kHeaderHeight = 18;
constexpr double kRowLabelWidth = 44;
constexpr double kLegendHeight = 22;
constexpr double kCaptionHeight = 18;

QColor roleColor(CellRole r)
{
  switch (r) {
  case CellRole::Data: return QColor(0xcf, 0xe3, 0xf5);
  case CellRole::Mirror: return QColor(0xdc, 0xdc, 0xdc);
  case CellRole::ParityP: return QColor(0xf6, 0xcf, 0x9a);
  case CellRole::ParityQ: return QColor(0xf2, 0xb0, 0xa0);
  }
  return Qt::white;
}

/// "1 data unit", "4 data units".
QString counted(int n, const QString& one, const QString& many)
{
  return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}

QString roleName(CellRole r)
{
  switch (r) {
  case CellRole::Data: return QObject::tr("data");
  case CellRole::Mirror: return QObject::tr("mirror copy");
  case CellRole::ParityP: return QObject::tr("parity P");
  case CellRole::ParityQ: return QObject::tr("parity Q");
  }
  return QString();
}

}  // namespace

StripeMapWidget::StripeMapWidget(QWidget* parent) : QWidget(parent)
{
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void StripeMapWidget::setMap(const RaidGeometry& geometry, const StripeMap& map,
                             const QString& caption)
{
  geometry_ = geometry;
  map_ = map;
  caption_ = caption;
  update();
}

QRectF StripeMapWidget::gridRect() const
{
  const QRectF r = QRectF(rect()).adjusted(4, 4, -4, -4);
  return r.adjusted(kRowLabelWidth, kCaptionHeight + kHeaderHeight, 0, -kLegendHeight);
}

QRectF StripeMapWidget::cellRect(int row, int disk) const
{
  const QRectF g = gridRect();
  const double w = g.width() / std::max(1, map_.disks);
  const double h = std::min(34.0, g.height() / std::max(1, map_.rows));
  return {g.left() + disk * w, g.top() + row * h, w, h};
}

QString StripeMapWidget::cellText(const QPoint& pos) const
{
  if (!map_.valid)
    return QString();
  for (int r = 0; r < map_.rows; ++r) {
    for (int d = 0; d < map_.disks; ++d) {
      if (!cellRect(r, d).contains(pos))
        continue;
      const StripeMapCell& c = map_.at(r, d);
      QString text =
          tr("Disk %1, row %2: %3").arg(d + 1).arg(map_.first_row + r).arg(roleName(c.cell.role));
      if (c.cell.unit >= 0)
        text += tr(" (logical unit %1, data member %2)").arg(c.cell.unit).arg(c.cell.member + 1);
      if (geometry_.subgroups > 1)
        text += tr(", sub-group %1").arg(c.cell.subgroup + 1);
      if (c.touched)
        text += tr("\nTouched by the I/O: %1").arg(formatValue(c.touched_kib, Unit::KiB));
      return text;
    }
  }
  return QString();
}

bool StripeMapWidget::event(QEvent* event)
{
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = cellText(help->pos());
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return QWidget::event(event);
}

void StripeMapWidget::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing, false);
  p.fillRect(rect(), palette().base());
  const QRectF outer = QRectF(rect()).adjusted(4, 4, -4, -4);
  p.setPen(palette().color(QPalette::Text));
  p.drawText(QRectF(outer.left(), outer.top(), outer.width(), kCaptionHeight),
             Qt::AlignLeft | Qt::AlignVCenter, caption_);
  if (!map_.valid || map_.disks == 0) {
    p.drawText(rect(), Qt::AlignCenter, tr("No stripe map: the RAID group is not valid."));
    return;
  }
  const QRectF g = gridRect();
  const double w = g.width() / map_.disks;
  QFont small = font();
  small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
  p.setFont(small);
  const QFontMetricsF fm(small);

  // Disk headers; label every k-th when columns are narrow.
  const int every =
      std::max(1, static_cast<int>(std::ceil(fm.horizontalAdvance(QStringLiteral("D00")) / w)));
  for (int d = 0; d < map_.disks; d += every)
    p.drawText(QRectF(g.left() + d * w, g.top() - kHeaderHeight, w * every, kHeaderHeight),
               Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("D%1").arg(d + 1));

  for (int r = 0; r < map_.rows; ++r) {
    const QRectF first = cellRect(r, 0);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(g.left() - kRowLabelWidth, first.top(), kRowLabelWidth - 4, first.height()),
               Qt::AlignRight | Qt::AlignVCenter, tr("row %1").arg(map_.first_row + r));
    for (int d = 0; d < map_.disks; ++d) {
      const StripeMapCell& c = map_.at(r, d);
      const QRectF cell = cellRect(r, d).adjusted(0.5, 0.5, -0.5, -0.5);
      QColor fill = roleColor(c.cell.role);
      if (c.touched)
        fill = fill.darker(135);
      p.fillRect(cell, fill);
      p.setPen(QPen(c.touched ? QColor(0x10, 0x10, 0x10) : QColor(0xb0, 0xb8, 0xc4),
                    c.touched ? 2.0 : 1.0));
      p.drawRect(cell.adjusted(0.5, 0.5, -0.5, -0.5));
      QString label;
      if (c.cell.role == CellRole::ParityP)
        label = QStringLiteral("P");
      else if (c.cell.role == CellRole::ParityQ)
        label = QStringLiteral("Q");
      else if (c.cell.unit >= 0)
        label = QString::number(c.cell.unit);
      if (fm.horizontalAdvance(label) < cell.width() - 2) {
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(cell, Qt::AlignCenter, label);
      }
    }
  }

  // Legend.
  double x = outer.left();
  const double y = outer.bottom() - kLegendHeight + 4;
  const auto key = [&](const QColor& fill, const QPen& pen, const QString& text) {
    p.fillRect(QRectF(x, y + 3, 12, 12), fill);
    p.setPen(pen);
    p.drawRect(QRectF(x, y + 3, 12, 12));
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QPointF(x + 16, y + 13), text);
    x += 24 + fm.horizontalAdvance(text);
  };
  const QPen thin(QColor(0xb0, 0xb8, 0xc4));
  key(roleColor(CellRole::Data), thin, tr("data"));
  if (geometry_.mirrored())
    key(roleColor(CellRole::Mirror), thin, tr("mirror copy"));
  if (geometry_.parity >= 1)
    key(roleColor(CellRole::ParityP), thin, tr("parity P"));
  if (geometry_.parity >= 2)
    key(roleColor(CellRole::ParityQ), thin, tr("parity Q"));
  key(roleColor(CellRole::Data).darker(135), QPen(Qt::black, 2), tr("touched by the I/O"));
}

void showStripeMap(StripeMapWidget* widget, const RaidGroup& group, double offset_kib,
                   double io_kib, IoKind kind)
{
  const RaidGeometry g = raidGeometry(group);
  // Rows drawn: enough to show a full parity rotation, within reason.
  const int rows = std::clamp(g.subgroup_disks, 4, 16);
  const StripeMap m = accel::stripeMap(g, offset_kib, io_kib, kind, rows);
  QString caption;
  if (m.valid)
    caption =
        QObject::tr("%1 x %2, %3 segments: one %4 %5 touches %6, %7, %8")
            .arg(group.disks)
            .arg(raidLevelWord(group.level), formatValue(group.segment_kib, Unit::KiB),
                 formatValue(io_kib, Unit::KiB),
                 kind == IoKind::Write ? QObject::tr("write") : QObject::tr("read"),
                 counted(m.units_touched, QObject::tr("data unit"), QObject::tr("data units")),
                 counted(m.disks_touched, QObject::tr("disk"), QObject::tr("disks")),
                 counted(m.rows_touched, QObject::tr("row"), QObject::tr("rows")));
  widget->setMap(g, m, caption);
}

}  // namespace accel::ui
