// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file stripemapwidget.h
/// Draws a RAID group's stripe map: one column per disk, one row per stripe row, each cell
/// coloured by its role (data, mirror copy, parity P and Q, showing the parity rotation),
/// and the cells one I/O of the chosen size and offset touches outlined. Hover a cell for what
/// it holds.

#include <QWidget>

#include "model/backing/raid.h"
#include "model/common/scenario.h"

namespace accel::ui {

class StripeMapWidget : public QWidget {
  Q_OBJECT

public:
  explicit StripeMapWidget(QWidget* parent = nullptr);

  /// Shows a map (from model/backing/raid.h stripeMap) of a group with this geometry.
  void setMap(const RaidGeometry& geometry, const StripeMap& map, const QString& caption);
  const StripeMap& map() const { return map_; }

  /// The text shown for a cell under a widget position ("" outside the grid).
  QString cellText(const QPoint& pos) const;

  QSize sizeHint() const override { return {420, 260}; }
  QSize minimumSizeHint() const override { return {200, 140}; }

protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

private:
  QRectF gridRect() const;
  QRectF cellRect(int row, int disk) const;

  RaidGeometry geometry_;
  StripeMap map_;
  QString caption_;
};

/// Shows on `widget` the stripe map of a RAID group with the cells one I/O of `io_kib` at
/// `offset_kib` touches, enough rows for a full parity rotation, and a caption that says what
/// it touches. The backing tab and the report draw the map this way.
void showStripeMap(StripeMapWidget* widget, const RaidGroup& group, double offset_kib,
                   double io_kib, IoKind kind);

}  // namespace accel::ui
