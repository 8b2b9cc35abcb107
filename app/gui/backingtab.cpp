// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/backingtab.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "app/charts/backingcharts.h"
#include "app/charts/chartutil.h"
#include "app/charts/stripemapwidget.h"
#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/gui/covered.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "model/backing/backing.h"

namespace accel::ui {

BackingTab::BackingTab(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      headlines_(new HeadlineGrid(this)),
      group_(new QComboBox(this)),
      ioKib_(new QDoubleSpinBox(this)),
      offsetKib_(new QDoubleSpinBox(this)),
      kind_(new QComboBox(this)),
      map_(new StripeMapWidget(this)),
      iops_(new QCustomPlot(this)),
      members_(new QCustomPlot(this)),
      hci_(new QCustomPlot(this)),
      hciTips_(new HoverTips(hci_)),
      iopsTips_(new HoverTips(iops_)),
      memberTips_(new HoverTips(members_))
{
  styleChart(iops_);
  styleChart(members_);
  styleChart(hci_);
  hci_->setObjectName(QStringLiteral("hyperconvergedResources"));
  iops_->setObjectName(QStringLiteral("iopsVsReads"));
  members_->setObjectName(QStringLiteral("memberUtilisation"));
  map_->setObjectName(QStringLiteral("stripeMap"));

  ioKib_->setRange(0.5, 65536);
  ioKib_->setDecimals(1);
  ioKib_->setSuffix(QStringLiteral(" KiB"));
  ioKib_->setValue(64);
  ioKib_->setToolTip(tr("Size of the I/O drawn on the stripe map."));
  offsetKib_->setRange(0, 1e9);
  offsetKib_->setDecimals(1);
  offsetKib_->setSuffix(QStringLiteral(" KiB"));
  offsetKib_->setToolTip(
      tr("Datastore offset of the I/O drawn on the stripe map; the group's "
         "alignment offset is added."));
  kind_->addItem(tr("write"));
  kind_->addItem(tr("read"));
  group_->setToolTip(tr("The RAID group drawn."));

  raidControls_ = new QWidget(this);
  auto* controls = new QHBoxLayout(raidControls_);
  controls->setContentsMargins(0, 0, 0, 0);
  controls->addWidget(new QLabel(tr("RAID group:"), this));
  controls->addWidget(group_);
  controls->addSpacing(12);
  controls->addWidget(new QLabel(tr("Stripe map of one"), this));
  controls->addWidget(kind_);
  controls->addWidget(new QLabel(tr("of"), this));
  controls->addWidget(ioKib_);
  controls->addWidget(new QLabel(tr("at"), this));
  controls->addWidget(offsetKib_);
  controls->addStretch();

  auto* charts = new QTabWidget(this);
  raidCharts_ = charts;
  charts->setDocumentMode(true);
  charts->addTab(map_, tr("Stripe map"));
  charts->addTab(iops_, tr("IOPS vs reads"));
  charts->addTab(members_, tr("Disk utilisation"));

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addWidget(raidControls_);
  layout->addWidget(charts, 1);
  layout->addWidget(hci_, 1);
  hci_->hide();

  const auto redrawMap = [this] { drawMap(); };
  connect(ioKib_, &QDoubleSpinBox::valueChanged, this, redrawMap);
  connect(offsetKib_, &QDoubleSpinBox::valueChanged, this, redrawMap);
  connect(kind_, &QComboBox::currentIndexChanged, this, redrawMap);
  connect(group_, &QComboBox::activated, this, [this] {
    drawMap();
    drawIops();
    drawMembers();
  });
  connect(doc_, &ScenarioDocument::changed, this, &BackingTab::refresh);
  refresh();
}

int BackingTab::group() const
{
  return std::max(0, group_->currentIndex());
}

void BackingTab::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
}

void BackingTab::refresh()
{
  stale_ = true;
  if (shownToUser(this))
    redraw();
}

void BackingTab::redraw()
{
  stale_ = false;
  const Scenario& s = doc_->evaluatedScenario();
  headlines_->setHeadlines(backingHeadlines(s, doc_->evaluation()));
  const int keep = group_->currentIndex();
  {
    const QSignalBlocker block(group_);
    group_->clear();
    for (std::size_t i = 0; i < s.backing.raid_groups.size(); ++i) {
      const RaidGroup& g = s.backing.raid_groups[i];
      group_->addItem(tr("%1: %2 x %3 %4")
                          .arg(i + 1)
                          .arg(g.disks)
                          .arg(formatRpm(g.disk.rpm), raidLevelWord(g.level)));
    }
    group_->setCurrentIndex(std::clamp(keep, 0, group_->count() - 1));
  }
  // A hyperconverged backing has no RAID groups: its resources' chart instead.
  const bool hci = s.backing.kind == BackingKind::Hyperconverged;
  raidControls_->setVisible(!hci);
  raidCharts_->setVisible(!hci);
  hci_->setVisible(hci);
  if (hci) {
    drawHyperconvergedChart(hci_, hciTips_, doc_->evaluation());
    return;
  }
  drawMap();
  drawIops();
  drawMembers();
}

void BackingTab::drawMap()
{
  const Scenario& s = doc_->evaluatedScenario();
  const auto gi = static_cast<std::size_t>(group());
  if (gi >= s.backing.raid_groups.size()) {
    map_->setMap(RaidGeometry{}, StripeMap{}, QString());
    return;
  }
  showStripeMap(map_, s.backing.raid_groups[gi], offsetKib_->value(), ioKib_->value(),
                kind_->currentIndex() == 0 ? IoKind::Write : IoKind::Read);
}

void BackingTab::drawIops()
{
  drawIopsChart(iops_, iopsTips_, doc_->evaluatedScenario(), doc_->evaluation(), group());
}

void BackingTab::drawMembers()
{
  drawMemberChart(members_, memberTips_, doc_->evaluation(), group());
}

}  // namespace accel::ui
