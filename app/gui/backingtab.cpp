#include "app/gui/backingtab.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

#include "app/core/headlines.h"
#include "app/core/params.h"
#include "app/core/units.h"
#include "app/gui/chartutil.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/stripemapwidget.h"
#include "model/backing.h"

namespace accel::ui {

namespace {

/// Rows drawn: enough to show a full parity rotation, within reason.
int mapRows(const RaidGeometry& g)
{
  return std::clamp(g.subgroup_disks, 4, 16);
}

}  // namespace

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
      iopsTips_(new HoverTips(iops_)),
      memberTips_(new HoverTips(members_))
{
  styleChart(iops_);
  styleChart(members_);
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

  auto* controls = new QHBoxLayout;
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

  auto* charts = new QSplitter(Qt::Vertical, this);
  charts->addWidget(map_);
  charts->addWidget(iops_);
  charts->addWidget(members_);
  charts->setChildrenCollapsible(false);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(headlines_);
  layout->addLayout(controls);
  layout->addWidget(charts, 1);

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
  if (isVisible())
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
  const RaidGroup& rg = s.backing.raid_groups[gi];
  const RaidGeometry g = raidGeometry(rg);
  const IoKind kind = kind_->currentIndex() == 0 ? IoKind::Write : IoKind::Read;
  const StripeMap m = accel::stripeMap(g, offsetKib_->value(), ioKib_->value(), kind, mapRows(g));
  QString caption;
  if (m.valid)
    caption = tr("%1 x %2, %3 segments: one %4 %5 touches %6, %7, %8")
                  .arg(rg.disks)
                  .arg(raidLevelWord(rg.level), formatValue(rg.segment_kib, Unit::KiB),
                       formatValue(ioKib_->value(), Unit::KiB), kind_->currentText(),
                       tr("%n data unit(s)", nullptr, m.units_touched),
                       tr("%n disk(s)", nullptr, m.disks_touched),
                       tr("%n row(s)", nullptr, m.rows_touched));
  map_->setMap(g, m, caption);
}

void BackingTab::drawIops()
{
  iops_->clearPlottables();
  iopsTips_->clear();
  const Scenario& s = doc_->evaluatedScenario();
  const Evaluation& e = doc_->evaluation();
  const auto gi = static_cast<std::size_t>(group());
  if (gi >= s.backing.raid_groups.size())
    return;
  const RaidGroup& rg = s.backing.raid_groups[gi];
  const RandomLoad& load = s.backing.random_load;
  const auto series = iopsVsReadFraction(rg, load.io_kib, 21, e.backing.options);
  double top = 0;
  int c = 0;
  for (const LevelIopsSeries& ls : series) {
    QCPGraph* graph = iops_->addGraph();
    const bool configured = ls.level == rg.level;
    graph->setName(tr("%1 (%2 disks)%3")
                       .arg(raidLevelWord(ls.level))
                       .arg(ls.disks)
                       .arg(configured ? tr(", configured") : QString()));
    graph->setPen(QPen(seriesColor(c++), configured ? 3.0 : 1.4));
    for (std::size_t k = 0; k < ls.read_fraction.size(); ++k) {
      graph->addData(100.0 * ls.read_fraction[k], ls.iops[k]);
      top = std::max(top, ls.iops[k]);
    }
    iopsTips_->add(graph, [ls, io = load.io_kib](int k) {
      const auto i = static_cast<std::size_t>(k);
      return tr("%1 on %2 disks, %3 reads: %4 IOPS of random %5")
          .arg(raidLevelWord(ls.level))
          .arg(ls.disks)
          .arg(formatValue(ls.read_fraction[i], Unit::Fraction), formatNumber(ls.iops[i]),
               formatValue(io, Unit::KiB));
    });
  }
  if (gi < e.backing.raid_groups.size() && e.backing.raid_groups[gi].valid) {
    const RaidGroupResult& r = e.backing.raid_groups[gi];
    QCPGraph* here = iops_->addGraph();
    here->setName(tr("the background load's mix"));
    here->setLineStyle(QCPGraph::lsNone);
    here->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(Qt::black, 1.5), QBrush(Qt::white), 11));
    here->addData(100.0 * load.read_fraction, r.random_iops);
    iopsTips_->add(here, [r, load](int) {
      return tr("This group: %1 IOPS at %2 reads of %3 (%4 IOPS asked)")
          .arg(formatNumber(r.random_iops), formatValue(load.read_fraction, Unit::Fraction),
               formatValue(load.io_kib, Unit::KiB), formatNumber(r.load_iops));
    });
    if (r.load_iops > 0)
      addHorizontalLine(iops_, r.load_iops, limitColor(), Qt::DashLine,
                        tr("background load %1 IOPS").arg(formatNumber(r.load_iops)));
    top = std::max(top, r.load_iops);
  }
  iops_->xAxis->setLabel(
      tr("Reads (%) of random %1 I/Os").arg(formatValue(load.io_kib, Unit::KiB)));
  iops_->yAxis->setLabel(tr("Group IOPS at 100 % busy"));
  iops_->xAxis->setRange(0, 100);
  iops_->yAxis->setRange(0, std::max(1.0, top * 1.2));
  iops_->replot();
}

void BackingTab::drawMembers()
{
  members_->clearPlottables();
  members_->clearItems();
  memberTips_->clear();
  const Evaluation& e = doc_->evaluation();
  const auto gi = static_cast<std::size_t>(group());
  if (gi >= e.backing.raid_groups.size() || !e.backing.raid_groups[gi].valid) {
    members_->replot();
    return;
  }
  const RaidGroupResult& r = e.backing.raid_groups[gi];
  const double limit = e.backing.options.disk_utilization_limit;
  auto* ok = new QCPBars(members_->xAxis, members_->yAxis);
  auto* hot = new QCPBars(members_->xAxis, members_->yAxis);
  ok->setName(tr("disk utilisation"));
  hot->setName(tr("above the %1 limit").arg(formatValue(limit, Unit::Fraction)));
  ok->setBrush(seriesColor(0));
  ok->setPen(Qt::NoPen);
  hot->setBrush(saturationColor());
  hot->setPen(Qt::NoPen);
  double top = 100.0 * limit;
  const std::vector<double> util = r.disk_utilization;
  for (std::size_t d = 0; d < util.size(); ++d) {
    (util[d] >= limit ? hot : ok)->addData(static_cast<double>(d) + 1, 100.0 * util[d]);
    top = std::max(top, 100.0 * util[d]);
  }
  for (QCPBars* bars : {ok, hot}) {
    bars->setWidth(0.8);
    const QVector<double> keys = [bars] {
      QVector<double> k;
      for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        k << it->key;
      return k;
    }();
    memberTips_->add(bars, [keys, util, load = r.load_iops](int k) {
      const int disk = static_cast<int>(keys.value(k));
      return tr("Disk %1: %2 busy with %3 IOPS of background random load")
          .arg(disk)
          .arg(formatValue(util[static_cast<std::size_t>(disk - 1)], Unit::Fraction),
               formatNumber(load));
    });
  }
  addHorizontalLine(members_, 100.0 * limit, limitColor(), Qt::DashLine,
                    tr("limit %1").arg(formatValue(limit, Unit::Fraction)));
  addHorizontalLine(members_, 100.0, saturationColor(), Qt::DotLine);
  if (r.load_iops <= 0) {
    auto* note = new QCPItemText(members_);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.4);
    note->setText(
        tr("No background random load configured (Backing array > Background "
           "random load)."));
    note->setColor(Qt::gray);
  }
  QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
  ticker->setTickStep(1.0);
  ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  members_->xAxis->setTicker(ticker);
  members_->xAxis->setLabel(tr("Disk (hotspot index %1)").arg(formatNumber(r.hotspot_index, 3)));
  members_->yAxis->setLabel(tr("Utilisation (%)"));
  members_->xAxis->setRange(0.3, static_cast<double>(util.size()) + 0.7);
  members_->yAxis->setRange(0, std::max(10.0, top * 1.15));
  members_->replot();
}

}  // namespace accel::ui
