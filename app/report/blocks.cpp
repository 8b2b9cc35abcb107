// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/report/blocks.h"

#include <QWidget>

#include "app/charts/qcp.h"
#include "app/report/renderer.h"

namespace accel::report {

Figure chartFigure(const QString& title, double height_mm,
                   std::function<std::unique_ptr<QCustomPlot>()> build, const QString& caption)
{
  Figure f{title, caption, height_mm, nullptr};
  f.paint = [build = std::move(build)](QCPPainter* painter, const QRectF& rect, const RenderInfo&) {
    const std::unique_ptr<QCustomPlot> plot = build();
    if (!plot)
      return;
    paperStyle(plot.get(), Theme::standard());
    painter->translate(rect.topLeft());
    plot->toPainter(painter, qRound(rect.width()), qRound(rect.height()));
  };
  return f;
}

Figure widgetFigure(const QString& title, double height_mm,
                    std::function<std::unique_ptr<QWidget>()> build, const QString& caption)
{
  Figure f{title, caption, height_mm, nullptr};
  f.paint = [build = std::move(build)](QCPPainter* painter, const QRectF& rect, const RenderInfo&) {
    const std::unique_ptr<QWidget> widget = build();
    if (!widget)
      return;
    const Theme& theme = Theme::standard();
    widget->setFont(theme.font(theme.chart_pt + 1));
    widget->resize(qRound(rect.width()), qRound(rect.height()));
    painter->translate(rect.topLeft());
    widget->render(painter, QPoint(), QRegion(), QWidget::DrawChildren);
  };
  return f;
}

}  // namespace accel::report
