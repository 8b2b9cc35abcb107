// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/charts/replicachart.h"

#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "app/charts/chartutil.h"
#include "app/core/units.h"

namespace accel::ui {

namespace {

const QColor kTxColor(0x2f, 0x6d, 0xb5);
const QColor kRxColor(0xe0, 0x8a, 0x2e);
const QColor kUplinkColor(0x7f, 0x7f, 0x7f);
const QColor kLimitColor(0xd0, 0x8c, 0x00);
const QColor kFullColor(0xc0, 0x1c, 0x28);

QString pct(double u)
{
  return formatValue(u, Unit::Fraction);
}

}  // namespace

ReplicaChart::ReplicaChart(QWidget* parent) : QCustomPlot(parent)
{
  drawResizedWhenPainted(this);
  setMinimumHeight(220);
  setNoAntialiasingOnDrag(true);
  tx_ = new QCPBars(xAxis, yAxis);
  rx_ = new QCPBars(xAxis, yAxis);
  uplink_ = new QCPBars(xAxis, yAxis);
  tx_->setName(tr("Transmit"));
  rx_->setName(tr("Receive"));
  uplink_->setName(tr("Shared uplink"));
  tx_->setBrush(kTxColor);
  tx_->setPen(kTxColor.darker(120));
  rx_->setBrush(kRxColor);
  rx_->setPen(kRxColor.darker(120));
  uplink_->setBrush(kUplinkColor);
  uplink_->setPen(kUplinkColor.darker(120));
  group_ = new QCPBarsGroup(this);
  tx_->setBarsGroup(group_);
  rx_->setBarsGroup(group_);
  tx_->setWidth(0.38);
  rx_->setWidth(0.38);
  uplink_->setWidth(0.5);

  meanTx_ = addGraph(xAxis, yAxis);
  meanTx_->setName(tr("At mean write rate"));
  meanTx_->setLineStyle(QCPGraph::lsNone);
  meanTx_->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black), QBrush(Qt::white), 8));

  limitLine_ = new QCPItemStraightLine(this);
  limitLine_->setPen(QPen(kLimitColor, 1.5, Qt::DashLine));
  fullLine_ = new QCPItemStraightLine(this);
  fullLine_->setPen(QPen(kFullColor, 1.2, Qt::DotLine));
  limitLabel_ = new QCPItemText(this);
  limitLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
  limitLabel_->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
  limitLabel_->position->setTypeY(QCPItemPosition::ptPlotCoords);
  limitLabel_->setColor(kLimitColor.darker(130));

  yAxis->setLabel(tr("Peer link utilisation (%)"));
  xAxis->setLabel(tr("Host"));
  xAxis->grid()->setVisible(false);
  // The legend sits in its own row under the plot so it never covers a bar.
  legend->setVisible(true);
  legend->setBorderPen(Qt::NoPen);
  legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  auto* legendRow = new QCPLayoutGrid;
  plotLayout()->addElement(1, 0, legendRow);
  legendRow->setMargins(QMargins(5, 0, 5, 5));
  legendRow->addElement(0, 0, legend);
  plotLayout()->setRowStretchFactor(1, 0.001);
  setMouseTracking(true);
  connect(this, &QCustomPlot::mouseMove, this, &ReplicaChart::onMouseMove);
}

void ReplicaChart::showResults(const Scenario& s, const Evaluation& e)
{
  scenario_ = s;
  result_ = e.replica;
  mean_ = e.replica_mean;
  const int H = static_cast<int>(result_.hosts.size());
  QVector<double> keys, txv, rxv, meanKeys, meanv;
  double top = 100.0 * s.peer_network.utilization_limit;
  bool meanDiffers = false;
  for (int h = 0; h < H; ++h) {
    const HostReplica& r = result_.hosts[static_cast<std::size_t>(h)];
    keys << h + 1;
    txv << 100.0 * r.tx_utilization;
    rxv << 100.0 * r.rx_utilization;
    top = std::max({top, 100.0 * r.tx_utilization, 100.0 * r.rx_utilization});
    if (static_cast<std::size_t>(h) < mean_.hosts.size()) {
      const HostReplica& m = mean_.hosts[static_cast<std::size_t>(h)];
      const double mu = std::max(m.tx_utilization, m.rx_utilization);
      meanKeys << h + 1;
      meanv << 100.0 * mu;
      meanDiffers =
          meanDiffers || std::abs(mu - std::max(r.tx_utilization, r.rx_utilization)) > 1e-9;
    }
  }
  tx_->setData(keys, txv, true);
  rx_->setData(keys, rxv, true);
  meanTx_->setData(meanKeys, meanv, true);
  meanTx_->setVisible(meanDiffers);
  meanTx_->removeFromLegend();
  if (meanDiffers)
    meanTx_->addToLegend();

  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  const int stride = std::max(1, H / 16);
  for (int h = 0; h < H; h += stride)
    ticker->addTick(h + 1, QString::number(h + 1));
  if (result_.shared_uplink) {
    const double u = 100.0 * result_.shared_uplink->utilization;
    uplink_->setData(QVector<double>{H + 1.5}, QVector<double>{u}, true);
    uplink_->setVisible(true);
    uplink_->addToLegend();
    ticker->addTick(H + 1.5, tr("uplink"));
    top = std::max(top, u);
  } else {
    uplink_->data()->clear();
    uplink_->setVisible(false);
    uplink_->removeFromLegend();
  }
  xAxis->setTicker(ticker);
  xAxis->setRange(0.4, H + (result_.shared_uplink ? 2.2 : 0.6));

  const double limit = 100.0 * s.peer_network.utilization_limit;
  limitLine_->point1->setCoords(0, limit);
  limitLine_->point2->setCoords(1, limit);
  fullLine_->point1->setCoords(0, 100);
  fullLine_->point2->setCoords(1, 100);
  limitLabel_->position->setCoords(0.99, limit);
  limitLabel_->setText(tr("limit %1").arg(pct(s.peer_network.utilization_limit)));
  yAxis->setRange(0, std::max(10.0, std::ceil(top * 1.15 / 10.0) * 10.0));
  // Drawn when seen: behind another tab, a replot after every edit cost up to 5 ms.
  stale_ = !isVisible();
  if (!stale_)
    replot(QCustomPlot::rpQueuedReplot);
}

void ReplicaChart::showEvent(QShowEvent* event)
{
  QCustomPlot::showEvent(event);
  if (stale_) {
    stale_ = false;
    replot();
  }
}

QString ReplicaChart::tooltipAt(const QPointF& pos) const
{
  const double key = xAxis->pixelToCoord(pos.x());
  const int H = static_cast<int>(result_.hosts.size());
  if (result_.shared_uplink && std::abs(key - (H + 1.5)) <= 0.3) {
    const UplinkReplica& up = *result_.shared_uplink;
    return tr("Shared uplink (%1): %2\n%3 of replica payload, %4 on the wire")
        .arg(formatValue(up.gbps, Unit::Gbps), pct(up.utilization),
             formatValue(up.payload_mbps, Unit::MBps), formatValue(up.wire_mbitps, Unit::Mbitps));
  }
  const int h = static_cast<int>(std::lround(key)) - 1;
  if (h < 0 || h >= H || std::abs(key - (h + 1)) > 0.45)
    return QString();
  const HostReplica& r = result_.hosts[static_cast<std::size_t>(h)];
  QString text = tr("Host %1 at peak writes\nTransmit: %2 (%3 payload, %4 on the wire)\n"
                    "Receive: %5 (%6 payload, %7 on the wire)\nVM writes on this host: %8")
                     .arg(h + 1)
                     .arg(pct(r.tx_utilization), formatValue(r.egress_payload_mbps, Unit::MBps),
                          formatValue(r.tx_wire_mbitps, Unit::Mbitps), pct(r.rx_utilization),
                          formatValue(r.ingress_payload_mbps, Unit::MBps),
                          formatValue(r.rx_wire_mbitps, Unit::Mbitps),
                          formatValue(r.vm_write_mbps, Unit::MBps));
  if (static_cast<std::size_t>(h) < mean_.hosts.size()) {
    const HostReplica& m = mean_.hosts[static_cast<std::size_t>(h)];
    text += tr("\nAt mean writes: transmit %1, receive %2")
                .arg(pct(m.tx_utilization), pct(m.rx_utilization));
  }
  return text;
}

void ReplicaChart::onMouseMove(QMouseEvent* event)
{
  const QString tip = tooltipAt(event->position());
  if (tip.isEmpty())
    QToolTip::hideText();
  else
    QToolTip::showText(event->globalPosition().toPoint(), tip, this);
}

}  // namespace accel::ui
