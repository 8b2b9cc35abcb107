// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The inputs: every scenario parameter with its unit, grouped as in the application, values
// that differ from the defaults marked. Driven by the parameter tables of app/core/params.h.
#include <QJsonArray>

#include <algorithm>
#include <functional>

#include "app/core/calibrationio.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/sourceio.h"
#include "app/core/units.h"
#include "app/report/sections.h"
#include "model/common/profile.h"

namespace accel::report {

namespace {

using ui::ParamInfo;
using ui::ParamType;

/// A parameter's value as the inputs print it.
QString inputText(const ParamInfo& p, const QJsonValue& v)
{
  if (v.isNull() || v.isUndefined())
    return p.absentText.isEmpty() ? QStringLiteral("not set") : p.absentText;
  switch (p.type) {
  case ParamType::Number:
  case ParamType::Integer: return ui::formatInputValue(v.toDouble(), p.unit);
  case ParamType::Boolean: return v.toBool() ? QStringLiteral("on") : QStringLiteral("off");
  case ParamType::Text:
  case ParamType::Choice: return v.toString().isEmpty() ? QStringLiteral("\u2014") : v.toString();
  case ParamType::PairList: {
    const QJsonArray rows = v.toArray();
    QStringList shown;
    for (qsizetype i = 0; i < rows.size() && i < 6 && p.columns.size() == 2; ++i) {
      const QJsonArray row = rows.at(i).toArray();
      shown << QStringLiteral("%1: %2").arg(
          ui::formatInputValue(row.at(0).toDouble(), p.columns[0].unit),
          ui::formatInputValue(row.at(1).toDouble(), p.columns[1].unit));
    }
    QString text = shown.join(QStringLiteral(", "));
    if (rows.size() > 6)
      text += QStringLiteral(", \u2026 (%1 rows)").arg(rows.size());
    return text;
  }
  case ParamType::List: {
    QStringList shown;
    for (const auto& x : v.toArray())
      shown << (x.isDouble() ? ui::formatInputValue(x.toDouble(), p.unit) : x.toString());
    return shown.join(QStringLiteral(", "));
  }
  }
  return QString();
}

/// Whether a value is marked as differing from the default. Names and notes are not; nor
/// are required fields (they have no default).
bool differs(const ParamInfo& p, const QJsonValue& v)
{
  return p.type != ParamType::Text && p.presence != ui::Presence::Required && v != p.defaultValue;
}

QString defaultText(const ParamInfo& p)
{
  return p.presence == ui::Presence::Required ? QStringLiteral("\u2014")
                                              : inputText(p, p.defaultValue);
}

/// Why a parameter does not apply to this scenario, or "" when it does.
using Unused = std::function<QString(const ParamInfo&)>;

Table keyValueTable(const QString& title)
{
  Table t;
  t.title = title;
  t.columns = {{QStringLiteral("Parameter"), 2.3, Qt::AlignLeft},
               {QStringLiteral("Value"), 2.4, Qt::AlignLeft},
               {QStringLiteral("Default, when different"), 1.7, Qt::AlignLeft}};
  return t;
}

/// The row parameter | value | default of one parameter.
template <class S>
void addParam(Table& t, const ui::Param<S>& p, const S& value, const Theme& theme,
              const Unused& unused = {})
{
  const QJsonValue v = p.get(value);
  const bool diff = differs(p.info, v);
  Cell shown(inputText(p.info, v));
  shown.bold = diff;
  Cell def(diff ? defaultText(p.info) : QString());
  def.color = theme.muted;
  const QString why = unused ? unused(p.info) : QString();
  if (!why.isEmpty()) {
    shown.bold = false;
    shown.color = theme.muted;
    shown.note = why;
  }
  t.add({Cell(p.info.label), shown, def});
}

/// Rows for every editable parameter of a struct but those in `skip`.
template <class S>
void addParams(Table& t, const std::vector<ui::Param<S>>& params, const S& value,
               const Theme& theme, const Unused& unused = {}, const QStringList& skip = {})
{
  for (const auto& p : params)
    if (p.info.editable && !skip.contains(p.info.key))
      addParam(t, p, value, theme, unused);
}

/// One row per item (VM group, RAID group), one column per parameter, and a last row with
/// the defaults.
template <class S>
Table itemTable(const QString& title, const QString& first, const std::vector<ui::Param<S>>& params,
                const std::vector<std::pair<QString, const S*>>& items,
                const QStringList& skip = {})
{
  Table t;
  t.title = title;
  t.columns.push_back({first, 0.9, Qt::AlignLeft});
  std::vector<const ui::Param<S>*> shown;
  for (const auto& p : params) {
    if (!p.info.editable || skip.contains(p.info.key))
      continue;
    shown.push_back(&p);
    const bool number = p.info.type == ParamType::Number || p.info.type == ParamType::Integer;
    t.columns.push_back({p.info.label, p.info.type == ParamType::Text ? 1.6 : 1.0,
                         number ? Qt::AlignRight : Qt::AlignLeft});
  }
  for (const auto& [name, item] : items) {
    std::vector<Cell> cells{Cell(name)};
    for (const auto* p : shown) {
      const QJsonValue v = p->get(*item);
      Cell c(inputText(p->info, v));
      c.bold = differs(p->info, v);
      cells.push_back(c);
    }
    t.add(std::move(cells));
  }
  std::vector<Cell> defaults{Cell(QStringLiteral("default"))};
  for (const auto* p : shown)
    defaults.emplace_back(p->info.type == ParamType::Text ? QString() : defaultText(p->info));
  t.add(std::move(defaults)).muted = true;
  return t;
}

void clusterInputs(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  doc.heading(QStringLiteral("Cluster and VM groups"), 2);
  Table cluster = keyValueTable(QString());
  addParams(cluster, ui::scenarioParams(), s, ctx.theme, {}, {QStringLiteral("notes")});
  doc.table(std::move(cluster));
  if (!s.notes.empty())
    note(doc, QStringLiteral("<b>Notes.</b> %1").arg(escLines(ui::userText(s.notes, true))));

  std::vector<std::pair<QString, const VmGroup*>> groups;
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i)
    groups.emplace_back(QString::number(i + 1), &s.vm_groups[i]);
  doc.table(itemTable(QStringLiteral("VM groups"), QStringLiteral("#"), ui::vmGroupParams(), groups,
                      {QStringLiteral("write_io_histogram")}));

  // Each group's write profile and write sizes, as the form under the table shows them.
  Table profiles;
  profiles.title = QStringLiteral("Write and read profiles, I/O sizes");
  profiles.columns = {{QStringLiteral("VM group"), 1.6, Qt::AlignLeft},
                      {QStringLiteral("Parameter"), 1.6, Qt::AlignLeft},
                      {QStringLiteral("Value"), 2.2, Qt::AlignLeft},
                      {QStringLiteral("Default, when different"), 1.4, Qt::AlignLeft}};
  const ui::Param<VmGroup>* histogram =
      ui::findParamOf(ui::vmGroupParams(), QStringLiteral("write_io_histogram"));
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const VmGroup& g = s.vm_groups[i];
    // The fields of the group's profile kind, and its size histogram when it has one.
    QStringList other;
    for (const auto& p : ui::writeProfileParams())
      if (!p.info.appliesToProfile(ui::profileWord(g.write.kind)))
        other << p.info.key;
    Table rows = keyValueTable(QString());
    addParams(rows, ui::writeProfileParams(), g.write, ctx.theme, {}, other);
    if (histogram && !g.write_io_histogram.empty())
      addParam(rows, *histogram, g, ctx.theme);
    // The reads, when the group has any: the fields of their profile kind and their sizes.
    if (profilePeakMbps(g.read) > 0) {
      QStringList otherRead;
      for (const auto& p : ui::readProfileParams())
        if (!p.info.appliesToProfile(ui::profileWord(g.read.kind)) ||
            (p.info.key == QLatin1String("io_histogram") && g.read.io_histogram.empty()))
          otherRead << p.info.key;
      addParams(rows, ui::readProfileParams(), g.read, ctx.theme, {}, otherRead);
    }
    for (std::size_t r = 0; r < rows.rows.size(); ++r) {
      Row row = rows.rows[r];
      row.cells.insert(row.cells.begin(), Cell(r == 0 ? ui::userText(g.name) : QString()));
      profiles.rows.push_back(std::move(row));
    }
  }
  doc.table(std::move(profiles));

  // Where each measured workload came from (the import's provenance).
  QStringList measured;
  for (const VmGroup& g : s.vm_groups)
    for (const WorkloadSource& src : g.sources)
      measured << QStringLiteral("<b>%1</b>: %2")
                      .arg(QString::fromStdString(g.name).toHtmlEscaped(),
                           ui::sourceSentence(src).toHtmlEscaped());
  if (!measured.isEmpty())
    note(doc,
         QStringLiteral("<b>Measured workloads.</b> ") + measured.join(QStringLiteral("<br/>")));
  // Constants fitted to those measurements (model/calibrate): when, what and how well.
  if (s.calibration)
    note(doc, QStringLiteral("<b>Calibrated to the measurements.</b> ") +
                  ui::calibrationSentence(*s.calibration).toHtmlEscaped());
}

void deviceInputs(const ReportContext& ctx, Document& doc)
{
  doc.heading(QStringLiteral("Acceleration"), 2);
  Table t = keyValueTable(QString());
  addParams(t, ui::accelerationParams(), ctx.scenario.acceleration, ctx.theme);
  doc.table(std::move(t));
}

void peerInputs(const ReportContext& ctx, Document& doc)
{
  const PeerNetwork& net = ctx.scenario.peer_network;
  doc.heading(QStringLiteral("Peer network"), 2);
  Table t = keyValueTable(QString());
  // InfiniBand runs RDMA: no TCP options, measured one-way times instead of a stack latency.
  const Unused unused = [&net](const ParamInfo& p) {
    const bool tcp =
        p.key == QLatin1String("tcp_timestamps") || p.key == QLatin1String("stack_latency_us");
    return tcp && net.kind == NetKind::InfiniBand ? QStringLiteral("not used for InfiniBand")
                                                  : QString();
  };
  addParams(t, ui::peerNetworkParams(), net, ctx.theme, unused);
  doc.table(std::move(t));
}

void backingInputs(const ReportContext& ctx, Document& doc)
{
  const Backing& b = ctx.scenario.backing;
  doc.heading(QStringLiteral("Backing array"), 2);
  Table fabric = keyValueTable(QStringLiteral("Storage network and destaging"));
  const Unused fc = [&b](const ParamInfo& p) {
    const bool ethernetOnly =
        p.key == QLatin1String("mtu") || p.key == QLatin1String("session_limit_mbps");
    return ethernetOnly && b.storage_network.kind == StorageKind::FibreChannel
               ? QStringLiteral("not used for Fibre Channel")
               : QString();
  };
  addParams(fabric, ui::storageNetworkParams(), b.storage_network, ctx.theme, fc);
  addParams(fabric, ui::backingParams(), b, ctx.theme);
  doc.table(std::move(fabric));

  std::vector<std::pair<QString, const RaidGroup*>> groups;
  std::vector<std::pair<QString, const Disk*>> disks;
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i) {
    groups.emplace_back(QString::number(i + 1), &b.raid_groups[i]);
    disks.emplace_back(QString::number(i + 1), &b.raid_groups[i].disk);
  }
  doc.table(
      itemTable(QStringLiteral("RAID groups"), QStringLiteral("#"), ui::raidGroupParams(), groups));
  // The solid-state figures only when some group has solid-state members.
  const bool solid = std::any_of(b.raid_groups.begin(), b.raid_groups.end(),
                                 [](const RaidGroup& g) { return g.disk.rpm == 0; });
  const QStringList ssdKeys = {
      QStringLiteral("read_iops"),        QStringLiteral("write_iops"),
      QStringLiteral("read_mbps"),        QStringLiteral("read_latency_us"),
      QStringLiteral("write_latency_us"), QStringLiteral("parallelism")};
  doc.table(itemTable(QStringLiteral("Member disks"), QStringLiteral("#"), ui::diskParams(), disks,
                      solid ? QStringList() : ssdKeys));
  if (b.kind == BackingKind::AllFlash) {
    Table flash = keyValueTable(QStringLiteral("All-flash array"));
    addParams(flash, ui::allFlashParams(), b.all_flash, ctx.theme);
    flash.caption = QStringLiteral(
        "The backing is this array; the RAID groups above are kept "
        "in the scenario but not used.");
    doc.table(std::move(flash));
  }
  if (b.kind == BackingKind::Hyperconverged) {
    Table hci = keyValueTable(QStringLiteral("Hyperconverged backing"));
    addParams(hci, ui::hyperconvergedParams(), b.hyperconverged, ctx.theme);
    hci.caption = QStringLiteral(
        "The backing is the hosts' own disk groups; the RAID groups above are kept in the "
        "scenario but not used.");
    doc.table(std::move(hci));
  }

  Table load = keyValueTable(QStringLiteral("Background random load"));
  addParams(load, ui::randomLoadParams(), b.random_load, ctx.theme);
  doc.table(std::move(load));
  Table streams = keyValueTable(QStringLiteral("Sequential streams"));
  addParams(streams, ui::sequentialStreamsParams(), b.sequential_streams, ctx.theme);
  if (b.sequential_streams.count > 0)
    streams.caption = ctx.evaluation.streams
                          ? QStringLiteral(
                                "The stripe-hotspot model simulates these streams on RAID group "
                                "1: see its chapter.")
                          : QStringLiteral("The stream simulation did not run for this report.");
  doc.table(std::move(streams));
}

}  // namespace

void buildInputs(const ReportContext& ctx, Document& doc)
{
  doc.chapter(QStringLiteral("Inputs"));
  note(doc, QStringLiteral(
                "Every scenario parameter with its unit, grouped as in the application. Values "
                "in <b>bold</b> differ from the application's defaults, which are shown beside "
                "them (for tables, in the last row)."));
  clusterInputs(ctx, doc);
  deviceInputs(ctx, doc);
  peerInputs(ctx, doc);
  backingInputs(ctx, doc);
}

}  // namespace accel::report
