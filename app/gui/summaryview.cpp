// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/summaryview.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

namespace accel::ui {

namespace {

QColor colorOf(Light light)
{
  switch (light) {
  case Light::Green: return QColor(0x2e, 0x9e, 0x44);
  case Light::Amber: return QColor(0xe8, 0xa3, 0x00);
  case Light::Red: return QColor(0xc6, 0x28, 0x28);
  case Light::Grey: break;
  }
  return QColor(0xa7, 0xad, 0xb4);
}

}  // namespace

QIcon lightIcon(Light light, int size)
{
  QPixmap pm(size, size);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(colorOf(light).darker(125));
  p.setBrush(colorOf(light));
  p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
  return QIcon(pm);
}

SummaryView::SummaryView(QWidget* parent) : QWidget(parent)
{
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* inner = new QWidget(scroll);
  auto* layout = new QVBoxLayout(inner);
  auto* table = new QWidget(inner);
  grid_ = new QGridLayout(table);
  grid_->setContentsMargins(4, 4, 4, 4);
  grid_->setHorizontalSpacing(12);
  grid_->setVerticalSpacing(8);
  grid_->setColumnStretch(3, 1);
  layout->addWidget(table);
  auto* heading = new QLabel(tr("<b>Top recommendations</b>"), inner);
  layout->addWidget(heading);
  recommendations_ = new QLabel(inner);
  recommendations_->setWordWrap(true);
  recommendations_->setTextFormat(Qt::RichText);
  recommendations_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  recommendations_->setObjectName(QStringLiteral("recommendations"));
  layout->addWidget(recommendations_);
  layout->addStretch();
  scroll->setWidget(inner);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->addWidget(scroll);
}

void SummaryView::showSummary(const Scenario& s, const Evaluation& e)
{
  areas_ = assessAreas(s, e);
  qDeleteAll(cells_);
  cells_.clear();
  int row = 0;
  for (const AreaVerdict& a : areas_) {
    auto* light = new QLabel(this);
    light->setPixmap(lightIcon(a.light, 16).pixmap(16, 16));
    light->setToolTip(statusKey(a.light));
    auto* title =
        new QLabel(QStringLiteral("<a href=\"%1\"><b>%2</b></a>").arg(a.key, a.title), this);
    title->setToolTip(tr("Show the %1 tab").arg(a.title));
    connect(title, &QLabel::linkActivated, this, &SummaryView::areaActivated);
    auto* value = new QLabel(this);
    value->setObjectName(QStringLiteral("summary.") + a.key);
    value->setTextFormat(Qt::RichText);
    value->setText(a.evaluated && !a.value.isEmpty()
                       ? QStringLiteral("<b>%1</b><br><small>%2</small>")
                             .arg(a.value.toHtmlEscaped(), a.label.toHtmlEscaped())
                   : a.evaluated ? QStringLiteral("\u2014")
                                 : tr("<i>not evaluated</i>"));
    value->setToolTip(a.note);
    auto* verdict = new QLabel(a.verdict, this);
    verdict->setWordWrap(true);
    verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict->setEnabled(a.evaluated);
    grid_->addWidget(light, row, 0, Qt::AlignTop);
    grid_->addWidget(title, row, 1, Qt::AlignTop);
    grid_->addWidget(value, row, 2, Qt::AlignTop);
    grid_->addWidget(verdict, row, 3, Qt::AlignTop);
    cells_ << light << title << value << verdict;
    ++row;
  }
  const QList<Recommendation> top = topRecommendations(s, e, 5);
  if (top.isEmpty()) {
    recommendations_->setText(
        tr("No changes are needed: every evaluated area is within its limits."));
    return;
  }
  QString html = QStringLiteral("<ol>");
  for (const Recommendation& r : top) {
    QStringList areas = {areaTitle(r.area)};
    for (const QString& a : r.alsoAreas)
      areas << areaTitle(a);
    html += QStringLiteral("<li><b>%1</b> (%2): %3</li>")
                .arg(r.title.toHtmlEscaped(), areas.join(QStringLiteral(", ")).toHtmlEscaped(),
                     r.text.toHtmlEscaped());
  }
  recommendations_->setText(html + QStringLiteral("</ol>"));
}

}  // namespace accel::ui
