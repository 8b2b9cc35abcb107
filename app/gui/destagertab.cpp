// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/destagertab.h"

#include <QStackedWidget>

#include <algorithm>
#include <cmath>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

#include "app/charts/destagercharts.h"
#include "app/core/headlines.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/gui/covered.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"

namespace accel::ui {

DestagerTab::DestagerTab(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      headlines_(new HeadlineGrid(this)),
      group_(new QComboBox(this)),
      buffer_(new QDoubleSpinBox(this)),
      destage_(new QDoubleSpinBox(this)),
      reset_(new QPushButton(tr("Reset"), this)),
      whatIf_(new QLabel(this)),
      rates_(new QCustomPlot(this)),
      backlog_(new QCustomPlot(this)),
      ratesTips_(new HoverTips(rates_)),
      backlogTips_(new HoverTips(backlog_)),
      pages_(new QStackedWidget(this)),
      message_(new QLabel(this))
{
  styleChart(rates_);
  styleChart(backlog_);
  rates_->setObjectName(QStringLiteral("destagerRates"));
  backlog_->setObjectName(QStringLiteral("destagerBacklog"));

  buffer_->setRange(0, 1e9);
  buffer_->setDecimals(0);
  buffer_->setSuffix(QStringLiteral(" MB"));
  buffer_->setSingleStep(1000);
  buffer_->setAccelerated(true);
  buffer_->setToolTip(
      tr("What if each VM had this write-back buffer? Redraws at once; the "
         "scenario is not changed."));
  destage_->setRange(0, 1e6);
  destage_->setDecimals(3);
  destage_->setSuffix(QStringLiteral(" MB/s"));
  destage_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
  destage_->setAccelerated(true);
  destage_->setToolTip(
      tr("What if each VM destaged at this rate? Redraws at once; the "
         "scenario is not changed."));
  reset_->setToolTip(tr("Back to the scenario's buffer and the modelled destage rate."));
  whatIf_->setStyleSheet(QStringLiteral("QLabel { color: #a05a00; }"));
  group_->setToolTip(tr("The VM group drawn (its representative VM)."));

  // Two rows, so that the tab fits beside the editor on a 1024 pixel wide screen.
  auto* controls = new QVBoxLayout;
  auto* groupRow = new QHBoxLayout;
  groupRow->addWidget(new QLabel(tr("VM group:"), this));
  groupRow->addWidget(group_);
  groupRow->addStretch();
  auto* whatIfRow = new QHBoxLayout;
  whatIfRow->addWidget(new QLabel(tr("What if: buffer"), this));
  whatIfRow->addWidget(buffer_);
  whatIfRow->addWidget(new QLabel(tr("destage"), this));
  whatIfRow->addWidget(destage_);
  whatIfRow->addWidget(new QLabel(tr("per VM"), this));
  whatIfRow->addWidget(reset_);
  whatIfRow->addStretch();
  controls->addLayout(groupRow);
  controls->addLayout(whatIfRow);

  auto* split = new QSplitter(Qt::Vertical, this);
  split->addWidget(rates_);
  split->addWidget(backlog_);
  split->setChildrenCollapsible(false);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(whatIf_);
  // A group without a buffer to draw: a sentence instead of empty axes.
  styleChartMessage(message_, QStringLiteral("destagerMessage"));
  pages_->addWidget(split);
  pages_->addWidget(message_);
  layout->addWidget(pages_, 1);

  connect(buffer_, &QDoubleSpinBox::valueChanged, this, &DestagerTab::recomputeGroup);
  connect(destage_, &QDoubleSpinBox::valueChanged, this, &DestagerTab::recomputeGroup);
  connect(reset_, &QPushButton::clicked, this, &DestagerTab::resetWhatIf);
  connect(group_, &QComboBox::activated, this, &DestagerTab::resetWhatIf);
  connect(doc_, &ScenarioDocument::changed, this, &DestagerTab::refresh);
  refresh();
}

int DestagerTab::group() const
{
  return std::max(0, group_->currentIndex());
}

void DestagerTab::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
  else if (!drawn_)
    drawCharts();
}

void DestagerTab::refresh()
{
  stale_ = true;
  if (shownToUser(this))
    redraw();
}

void DestagerTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  headlines_->setHeadlines(destagerHeadlines(s, doc_->evaluation()));
  showGroupNames(group_, s);
  resetWhatIf();
}

void DestagerTab::resetWhatIf()
{
  const auto& groups = doc_->evaluation().destager.groups;
  const auto gi = static_cast<std::size_t>(group());
  {
    const QSignalBlocker b1(buffer_), b2(destage_);
    if (gi < groups.size()) {
      buffer_->setValue(groups[gi].buffer_mb - groups[gi].array_cache_mb);  // the VM's own
      destage_->setValue(groups[gi].destage_mbps);
    }
  }
  recomputeGroup();
}

void DestagerTab::recomputeGroup()
{
  const Scenario& s = doc_->evaluatedScenario();
  const DestagerResult& r = doc_->evaluation().destager;
  const auto gi = static_cast<std::size_t>(group());
  if (gi >= r.groups.size()) {
    shown_ = DestagerGroupResult{};
  } else {
    const DestagerGroupResult& base = r.groups[gi];
    // Changed: the box holds something other than what it shows for the model's value (its
    // rounding to the box's decimals and range is not a what-if).
    const auto changed = [](const QDoubleSpinBox* box, double modelled) {
      const double step = std::pow(10.0, -box->decimals());
      const double shown =
          std::clamp(std::round(modelled / step) * step, box->minimum(), box->maximum());
      return std::abs(box->value() - shown) > 0.5 * step;
    };
    const bool bufferChanged = changed(buffer_, base.buffer_mb - base.array_cache_mb);
    const bool destageChanged = changed(destage_, base.destage_mbps);
    if (!bufferChanged && !destageChanged) {
      shown_ = base;
      whatIf_->clear();
    } else {
      DestagerOverrides o;
      if (bufferChanged)
        o.buffer_mb = buffer_->value();
      if (destageChanged)
        o.destage_mbps = destage_->value();
      DestagerOptions opt = r.options;
      opt.remedies = false;  // live: one simulation pass
      shown_ = recomputeDestagerGroup(s, r, static_cast<int>(gi), o, opt);
      whatIf_->setText(tr("What if: %1 buffer and %2 destage per VM: %3, throttled %4 of the time "
                          "(the scenario is unchanged).")
                           .arg(formatSizeMB(shown_.buffer_mb - shown_.array_cache_mb),
                                formatValue(shown_.destage_mbps, Unit::MBps),
                                shown_.fills && shown_.fill_time_s
                                    ? tr("fills after %1").arg(formatDurationS(*shown_.fill_time_s))
                                    : tr("never fills"),
                                formatValue(shown_.throttled_fraction, Unit::Fraction)));
    }
  }
  const bool ok = shown_.status == DestagerStatus::Ok;
  buffer_->setEnabled(ok);
  destage_->setEnabled(ok);
  reset_->setEnabled(ok);
  if (!ok) {
    whatIf_->clear();
    switch (shown_.status) {
    case DestagerStatus::WriteThrough:
      message_->setText(
          tr("This group writes through: it has no write-back buffer to fill.\n\n"
             "Every write waits for the backing datastore (see Write latency)."));
      break;
    case DestagerStatus::NoVms: message_->setText(tr("This group has no VMs.")); break;
    default:
      message_->setText(tr("This group's write profile cannot be simulated (%1).")
                            .arg(QString::fromStdString(shown_.problem)));
      break;
    }
  }
  pages_->setCurrentIndex(ok ? 0 : 1);
  drawCharts();
}

void DestagerTab::drawCharts()
{
  if (drawn_ && sameDestagerCharts(*drawn_, shown_))
    return;
  drawRatesChart(rates_, ratesTips_, shown_);
  drawBacklogChart(backlog_, backlogTips_, shown_);
  rates_->replot();
  backlog_->replot();
  drawn_ = shown_;
}

void DestagerTab::changeEvent(QEvent* event)
{
  QWidget::changeEvent(event);
  // The charts' texts, colours and fonts follow the language and the look: drawn again.
  switch (event->type()) {
  case QEvent::LanguageChange:
  case QEvent::PaletteChange:
  case QEvent::FontChange:
  case QEvent::StyleChange:
    drawn_.reset();
    if (!stale_ && isVisible())
      drawCharts();
    break;
  default: break;
  }
}

}  // namespace accel::ui
