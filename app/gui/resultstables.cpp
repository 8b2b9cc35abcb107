// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/resultstables.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "app/core/resultsjson.h"
#include "app/gui/covered.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/tableexport.h"

namespace accel::ui {

namespace {

/// The unit of a results document's unit key ("us", "fraction"); times in the unit that reads
/// best.
Unit unitOfKey(const QString& key)
{
  if (key == QLatin1String("us"))
    return Unit::DurationUs;
  if (key == QLatin1String("s"))
    return Unit::DurationS;
  for (int u = 0; u <= static_cast<int>(Unit::SizeMB); ++u)
    if (unitKey(static_cast<Unit>(u)) == key)
      return static_cast<Unit>(u);
  return Unit::None;
}

}  // namespace

const std::vector<ResultsTableSpec>& resultsTableSpecs()
{
  static const std::vector<ResultsTableSpec> specs = [] {
    const QString never = ResultsTablesView::tr("never");
    const QString unbounded = ResultsTablesView::tr("unbounded");
    const QString saturated = ResultsTablesView::tr("saturated");
    std::vector<ResultsTableSpec> v;
    v.push_back(
        {QStringLiteral("areas"),
         ResultsTablesView::tr("Summary: areas"),
         QStringLiteral("summary"),
         QStringLiteral("areas"),
         {{QStringLiteral("title"), ResultsTablesView::tr("Area"), Unit::None, {}, {}},
          {QStringLiteral("status"), ResultsTablesView::tr("Status"), Unit::None, {}, {}},
          {QStringLiteral("headline_label"), ResultsTablesView::tr("Headline"), Unit::None, {}, {}},
          {QStringLiteral("headline"), ResultsTablesView::tr("Value"), Unit::None, {}, {}},
          {QStringLiteral("verdict"), ResultsTablesView::tr("Verdict"), Unit::None, {}, {}}}});
    v.push_back(
        {QStringLiteral("requirements"),
         ResultsTablesView::tr("Summary: requirements"),
         QString(),
         QStringLiteral("requirements"),
         {{QStringLiteral("subject"), ResultsTablesView::tr("Subject"), Unit::None, {}, {}},
          {QStringLiteral("metric"), ResultsTablesView::tr("Metric"), Unit::None, {}, {}},
          {QStringLiteral("sense"), ResultsTablesView::tr("Sense"), Unit::None, {}, {}},
          {QStringLiteral("limit"), ResultsTablesView::tr("Limit"), Unit::None,
           ResultsTablesView::tr("must never fill"), QStringLiteral("unit")},
          {QStringLiteral("value"), ResultsTablesView::tr("Value"), Unit::None, never,
           QStringLiteral("unit")},
          {QStringLiteral("unit"), ResultsTablesView::tr("Unit"), Unit::None, {}, {}},
          {QStringLiteral("met"), ResultsTablesView::tr("Met"), Unit::None, {}, {}},
          {QStringLiteral("margin"), ResultsTablesView::tr("Margin"), Unit::Factor, {}, {}}}});
    v.push_back(
        {QStringLiteral("hosts"),
         ResultsTablesView::tr("Hosts: peer network"),
         QStringLiteral("replica"),
         QStringLiteral("hosts"),
         {{QString(), ResultsTablesView::tr("Host"), Unit::None, {}},
          {QStringLiteral("vm_write_mbps"), ResultsTablesView::tr("VM writes"), Unit::MBps, {}},
          {QStringLiteral("egress_payload_mbps"), ResultsTablesView::tr("Sent"), Unit::MBps, {}},
          {QStringLiteral("ingress_payload_mbps"),
           ResultsTablesView::tr("Received"),
           Unit::MBps,
           {}},
          {QStringLiteral("tx_wire_mbitps"),
           ResultsTablesView::tr("Transmit on the wire"),
           Unit::Mbitps,
           {}},
          {QStringLiteral("rx_wire_mbitps"),
           ResultsTablesView::tr("Receive on the wire"),
           Unit::Mbitps,
           {}},
          {QStringLiteral("tx_utilization"),
           ResultsTablesView::tr("Transmit utilisation"),
           Unit::Fraction,
           {}},
          {QStringLiteral("rx_utilization"),
           ResultsTablesView::tr("Receive utilisation"),
           Unit::Fraction,
           {}}}});
    v.push_back(
        {QStringLiteral("replica_groups"),
         ResultsTablesView::tr("VM groups: peer network"),
         QStringLiteral("replica"),
         QStringLiteral("groups"),
         {{QStringLiteral("name"), ResultsTablesView::tr("VM group"), Unit::None, {}},
          {QStringLiteral("write_policy"), ResultsTablesView::tr("Write policy"), Unit::None, {}},
          {QStringLiteral("peers_effective"),
           ResultsTablesView::tr("Peer copies"),
           Unit::Count,
           {}},
          {QStringLiteral("feasible"), ResultsTablesView::tr("Feasible"), Unit::None, {}},
          {QStringLiteral("hosts_running"),
           ResultsTablesView::tr("Hosts running it"),
           Unit::Count,
           {}},
          {QStringLiteral("write_mbps_per_vm"),
           ResultsTablesView::tr("Writes per VM"),
           Unit::MBps,
           {}},
          {QStringLiteral("payload_mbps"),
           ResultsTablesView::tr("Replica payload"),
           Unit::MBps,
           {}}}});
    v.push_back(
        {QStringLiteral("latency_groups"),
         ResultsTablesView::tr("VM groups: write latency"),
         QStringLiteral("latency"),
         QStringLiteral("groups"),
         {{QStringLiteral("name"), ResultsTablesView::tr("VM group"), Unit::None, {}},
          {QStringLiteral("write_policy"), ResultsTablesView::tr("Write policy"), Unit::None, {}},
          {QStringLiteral("io_kib"), ResultsTablesView::tr("Write size"), Unit::KiB, {}},
          {QStringLiteral("floor_us"), ResultsTablesView::tr("Idle latency"), Unit::DurationUs, {}},
          {QStringLiteral("loaded_us"), ResultsTablesView::tr("Latency under load"),
           Unit::DurationUs, unbounded},
          {QStringLiteral("iops_per_vm"), ResultsTablesView::tr("Writes per VM"), Unit::Iops,
           unbounded},
          {QStringLiteral("demanded_iops_per_vm"),
           ResultsTablesView::tr("Demanded per VM"),
           Unit::Iops,
           {}},
          {QStringLiteral("write_mbps_per_vm"), ResultsTablesView::tr("Write rate per VM"),
           Unit::MBps, unbounded},
          {QStringLiteral("bottleneck"), ResultsTablesView::tr("Bottleneck"), Unit::None, {}},
          {QStringLiteral("bottleneck_utilization"),
           ResultsTablesView::tr("Bottleneck utilisation"),
           Unit::Fraction,
           {}}}});
    v.push_back(
        {QStringLiteral("destager_groups"),
         ResultsTablesView::tr("VM groups: destager"),
         QStringLiteral("destager"),
         QStringLiteral("groups"),
         {{QStringLiteral("name"), ResultsTablesView::tr("VM group"), Unit::None, {}},
          {QStringLiteral("regime"), ResultsTablesView::tr("Regime"), Unit::None, {}},
          {QStringLiteral("destage_mbps"), ResultsTablesView::tr("Destage rate"), Unit::MBps, {}},
          {QStringLiteral("buffer_mb"), ResultsTablesView::tr("Buffer"), Unit::SizeMB, {}},
          {QStringLiteral("mean_write_mbps"), ResultsTablesView::tr("Mean writes"), Unit::MBps, {}},
          {QStringLiteral("peak_write_mbps"), ResultsTablesView::tr("Peak writes"), Unit::MBps, {}},
          {QStringLiteral("fill_time_s"), ResultsTablesView::tr("Buffer full after"),
           Unit::DurationS, never},
          {QStringLiteral("drain_time_s"), ResultsTablesView::tr("Drained after"), Unit::DurationS,
           never},
          {QStringLiteral("peak_backlog_mb"),
           ResultsTablesView::tr("Peak backlog"),
           Unit::SizeMB,
           {}},
          {QStringLiteral("throttled_fraction"),
           ResultsTablesView::tr("Time throttled"),
           Unit::Fraction,
           {}},
          {QStringLiteral("throttled_latency_us"), ResultsTablesView::tr("Latency while full"),
           Unit::DurationUs, never}}});
    v.push_back(
        {QStringLiteral("raid_groups"),
         ResultsTablesView::tr("RAID groups: backing array"),
         QStringLiteral("backing"),
         QStringLiteral("raid_groups"),
         {{QString(), ResultsTablesView::tr("RAID group"), Unit::None, {}},
          {QStringLiteral("level"), ResultsTablesView::tr("Level"), Unit::None, {}},
          {QStringLiteral("disks"), ResultsTablesView::tr("Disks"), Unit::Count, {}},
          {QStringLiteral("random_iops"), ResultsTablesView::tr("Random capacity"), Unit::Iops, {}},
          {QStringLiteral("load_iops"), ResultsTablesView::tr("Background load"), Unit::Iops, {}},
          {QStringLiteral("max_utilization"),
           ResultsTablesView::tr("Busiest disk"),
           Unit::Fraction,
           {}},
          {QStringLiteral("read_latency_ms"), ResultsTablesView::tr("Read latency"), Unit::Ms,
           saturated},
          {QStringLiteral("write_latency_ms"), ResultsTablesView::tr("Write latency"), Unit::Ms,
           saturated},
          {QStringLiteral("destage_write_mbps"),
           ResultsTablesView::tr("Destage capacity"),
           Unit::MBps,
           {}},
          {QStringLiteral("usable_capacity_gb"),
           ResultsTablesView::tr("Usable capacity"),
           Unit::GB,
           {}}}});
    return v;
  }();
  return specs;
}

// ---------------------------------------------------------------------------------------------

ResultsTableModel::ResultsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ResultsTableModel::show(const ResultsTableSpec& spec, const QJsonObject& results)
{
  beginResetModel();
  spec_ = spec;
  rows_ = spec.section.isEmpty()
              ? results.value(spec.list).toArray()
              : results.value(spec.section).toObject().value(spec.list).toArray();
  endResetModel();
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : static_cast<int>(spec_.columns.size());
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
    return QVariant();
  const ResultsColumn& c = spec_.columns[static_cast<std::size_t>(index.column())];
  const QJsonValue v =
      c.key.isEmpty() ? QJsonValue(index.row() + 1) : rows_.at(index.row()).toObject().value(c.key);
  switch (role) {
  case Qt::DisplayRole:
    if (v.isDouble()) {
      const Unit unit =
          c.unitFrom.isEmpty()
              ? c.unit
              : unitOfKey(rows_.at(index.row()).toObject().value(c.unitFrom).toString());
      return unit == Unit::None || unit == Unit::Count ? formatNumber(v.toDouble())
                                                       : formatValue(v.toDouble(), unit);
    }
    if (v.isBool())
      return v.toBool() ? tr("yes") : tr("no");
    if (v.isString())
      return v.toString();
    return c.nullText.isEmpty() ? QStringLiteral("\u2014") : c.nullText;
  case kExportRole: return exportText(v);  // as the results document writes it
  case Qt::TextAlignmentRole:
    return v.isDouble() ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                        : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
  case Qt::ToolTipRole:
    return c.key.isEmpty() ? QVariant()
                           : QVariant(QStringLiteral("%1.%2[%3].%4")
                                          .arg(spec_.section, spec_.list)
                                          .arg(index.row())
                                          .arg(c.key));
  default: return QVariant();
  }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation o, int role) const
{
  if (o != Qt::Horizontal || section < 0 || section >= columnCount())
    return QAbstractTableModel::headerData(section, o, role);
  const ResultsColumn& c = spec_.columns[static_cast<std::size_t>(section)];
  if (role == Qt::DisplayRole) {
    // A time or an amount shown in the unit that reads best says its unit in each cell only.
    const bool adaptive =
        c.unit == Unit::DurationUs || c.unit == Unit::DurationS || c.unit == Unit::SizeMB;
    const QString unit = adaptive ? QString() : unitLabel(c.unit);
    return unit.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, unit);
  }
  if (role == kExportHeaderRole) {
    // The document's unit: fractions stay fractions (0.25), times in its unit.
    const QString unit = c.unit == Unit::Count ? QString() : unitKey(c.unit);
    return unit.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, unit);
  }
  if (role == Qt::ToolTipRole && !c.key.isEmpty())
    return QStringLiteral("%1.%2[].%3").arg(spec_.section, spec_.list, c.key);
  return QVariant();
}

// ---------------------------------------------------------------------------------------------

ResultsTablesView::ResultsTablesView(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      choice_(new QComboBox(this)),
      view_(new QTableView(this)),
      model_(new ResultsTableModel(this))
{
  for (const ResultsTableSpec& spec : resultsTableSpecs())
    choice_->addItem(spec.title, spec.id);
  choice_->setObjectName(QStringLiteral("resultsTableChoice"));
  view_->setObjectName(QStringLiteral("resultsTable"));
  view_->setModel(model_);
  view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  view_->setAlternatingRowColors(true);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->setToolTip(
      tr("Right-click: copy, or save as CSV with the numbers of the results "
         "document (Ctrl+C copies the selected rows)."));
  installTableExport(view_, QStringLiteral("hosts"));

  auto* top = new QHBoxLayout;
  auto* label = new QLabel(tr("&Table:"), this);
  label->setBuddy(choice_);
  top->addWidget(label);
  top->addWidget(choice_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(view_, 1);

  connect(choice_, &QComboBox::currentIndexChanged, this, [this] { redraw(); });
  connect(doc_, &ScenarioDocument::changed, this, &ResultsTablesView::refresh);
}

bool ResultsTablesView::showTable(const QString& id)
{
  const int i = choice_->findData(id);
  if (i < 0)
    return false;
  choice_->setCurrentIndex(i);
  redraw();
  return true;
}

void ResultsTablesView::refresh()
{
  stale_ = true;
  if (shownToUser(this))
    redraw();
}

void ResultsTablesView::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (stale_)
    redraw();
}

void ResultsTablesView::redraw()
{
  if (stale_) {
    results_ = resultsToJson(doc_->evaluatedScenario(), doc_->evaluation());
    stale_ = false;
  }
  const auto& specs = resultsTableSpecs();
  const int i = std::max(choice_->currentIndex(), 0);
  if (static_cast<std::size_t>(i) >= specs.size())
    return;
  const ResultsTableSpec& spec = specs[static_cast<std::size_t>(i)];
  model_->show(spec, results_);
  view_->setProperty("accelExportName", spec.id);
}

}  // namespace accel::ui
