// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// One section per model: its key results, its tables and the charts the application shows,
// drawn by the same chart functions (app/charts/latencycharts.h, backingcharts.h,
// replicachart.h, stripemapwidget.h).
#include <algorithm>

#include "app/charts/backingcharts.h"
#include "app/charts/chartutil.h"
#include "app/charts/destagercharts.h"
#include "app/charts/latencycharts.h"
#include "app/charts/replicachart.h"
#include "app/charts/streamscharts.h"
#include "app/charts/stripemapwidget.h"
#include "app/core/describe.h"
#include "app/core/modelnotes.h"
#include "app/core/params.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

using ui::formatNumber;
using ui::formatValue;
using ui::Unit;

constexpr double kChartMm = 64;

/// A chart figure drawn on a plain plot with the application's chart look.
Figure chart(const QString& title, const QString& caption, std::function<void(QCustomPlot*)> draw,
             double height_mm = kChartMm)
{
  return chartFigure(
      title, height_mm,
      [draw = std::move(draw)] {
        auto plot = std::make_unique<QCustomPlot>();
        ui::styleChart(plot.get());
        draw(plot.get());
        return plot;
      },
      caption);
}

/// A table of figures with what each is and what it rests on.
Table factTable(const QString& title)
{
  Table t;
  t.title = title;
  t.columns = {{QStringLiteral("What"), 2.8, Qt::AlignLeft},
               {QStringLiteral("Value"), 1.2, Qt::AlignRight},
               {QStringLiteral("Basis"), 2.8, Qt::AlignLeft}};
  return t;
}

Table titled(Table t, const QString& title)
{
  t.title = title;
  return t;
}

QString legWords(BoundBy b)
{
  switch (b) {
  case BoundBy::LocalDevice: return QStringLiteral("local device");
  case BoundBy::PeerNetwork: return QStringLiteral("peer network");
  case BoundBy::RemoteDevice: return QStringLiteral("peer's device");
  case BoundBy::Datastore: return QStringLiteral("datastore");
  }
  return QString();
}

QString statusWords(const GroupLatency& g)
{
  switch (g.status) {
  case LatencyStatus::Ok: return QStringLiteral("gets its write rate");
  case LatencyStatus::Idle: return QStringLiteral("no writes demanded");
  case LatencyStatus::OutstandingBound: return QStringLiteral("too few outstanding writes");
  case LatencyStatus::ResourceSaturated:
    return QStringLiteral("%1 saturated")
        .arg(QString::fromLatin1(resourceKey(g.bottleneck))
                 .replace(QLatin1Char('_'), QLatin1Char(' ')));
  case LatencyStatus::BackgroundOverload: return QStringLiteral("other traffic fills the link");
  }
  return QString();
}

}  // namespace

void buildReplica(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  doc.chapter(QStringLiteral("Replica (peer) network"));
  note(doc, QStringLiteral(
                "What the peer network carries when write-back VMs copy every write to N peer "
                "hosts before it is acknowledged: each host's transmit and receive payload and "
                "link utilisation at each VM's peak write rate (a link must carry the bursts), "
                "and the write rate the links carry before the planning limit. The model, its "
                "assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("replica")) + QStringLiteral("."));
  if (e.replica.time_varying)
    doc.paragraph(
        QStringLiteral("The links are sized at the VM groups' coincident peak on one time axis: "
                       "<b>%1</b> of replicas at most together, against %2 if every group's peak "
                       "came at once.")
            .arg(formatValue(e.replica.coincident_peak_mbps, Unit::MBps),
                 formatValue(e.replica.sum_of_peaks_mbps, Unit::MBps)));
  doc.table(titled(headlineTable(ui::replicaHeadlines(s, e)), QStringLiteral("Key results")));

  Table hosts;
  hosts.title = QStringLiteral("Per host, at peak writes");
  hosts.columns = {{QStringLiteral("Host"), 0.7, Qt::AlignLeft},
                   {QStringLiteral("VM writes"), 1.2, Qt::AlignRight},
                   {QStringLiteral("Replicas sent"), 1.2, Qt::AlignRight},
                   {QStringLiteral("Replicas received"), 1.2, Qt::AlignRight},
                   {QStringLiteral("Transmit"), 1.0, Qt::AlignRight},
                   {QStringLiteral("Receive"), 1.0, Qt::AlignRight}};
  for (std::size_t h = 0; h < e.replica.hosts.size(); ++h) {
    const HostReplica& r = e.replica.hosts[h];
    hosts.add({Cell(QString::number(h + 1)), Cell(formatValue(r.vm_write_mbps, Unit::MBps)),
               Cell(formatValue(r.egress_payload_mbps, Unit::MBps)),
               Cell(formatValue(r.ingress_payload_mbps, Unit::MBps)),
               Cell(formatValue(r.tx_utilization, Unit::Fraction)),
               Cell(formatValue(r.rx_utilization, Unit::Fraction))});
  }
  hosts.caption = QStringLiteral(
      "Payload before framing; utilisation of link speed x usable links, framing and other "
      "traffic included.");
  doc.table(std::move(hosts));

  Table groups;
  groups.title = QStringLiteral("Per VM group");
  groups.columns = {{QStringLiteral("VM group"), 2.0, Qt::AlignLeft},
                    {QStringLiteral("Policy"), 0.8, Qt::AlignLeft},
                    {QStringLiteral("Peer copies placed"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Hosts running"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Writes per VM, peak"), 1.1, Qt::AlignRight},
                    {QStringLiteral("Replica payload"), 1.1, Qt::AlignRight}};
  for (std::size_t i = 0; i < e.replica.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReplica& g = e.replica.groups[i];
    Cell copies(QString::number(g.peers_effective));
    if (!g.feasible) {
      copies.note = QStringLiteral("needs more hosts");
      copies.color = severityColor(Severity::Critical);
    }
    groups.add({Cell(ui::userText(s.vm_groups[i].name)),
                Cell(ui::writePolicyWord(s.vm_groups[i].write_policy)), copies,
                Cell(QString::number(g.hosts_running)),
                Cell(formatValue(g.write_mbps_per_vm, Unit::MBps)),
                Cell(formatValue(g.payload_mbps, Unit::MBps))});
  }
  doc.table(std::move(groups));

  doc.figure(chartFigure(
      QStringLiteral("Peer link utilisation per host"), kChartMm,
      [&s, &e] {
        auto plot = std::make_unique<ui::ReplicaChart>();
        plot->showResults(s, e);
        return std::unique_ptr<QCustomPlot>(std::move(plot));
      },
      QStringLiteral("Transmit and receive utilisation of each host's peer links at peak writes; "
                     "dashed: the %1 planning limit, dotted: 100 %.")
          .arg(formatValue(s.peer_network.utilization_limit, Unit::Fraction))));
}

void buildLatency(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  doc.chapter(QStringLiteral("Write latency"));
  note(doc, QStringLiteral(
                "How long a VM waits for each write: on an idle system, leg by leg (the local "
                "device beside the peer's forward, write and ack; the datastore for "
                "write-through), and at each group's load with its outstanding writes (closed "
                "model, exact Mean Value Analysis, Little's law holds). The model, its "
                "assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("latency")) + QStringLiteral("."));
  doc.table(titled(headlineTable(ui::latencyHeadlines(s, e)), QStringLiteral("Key results")));

  const std::size_t n = std::min(e.latency.groups.size(), s.vm_groups.size());
  Table groups;
  groups.title = QStringLiteral("Per VM group");
  groups.columns = {{QStringLiteral("VM group"), 1.7, Qt::AlignLeft},
                    {QStringLiteral("Policy"), 0.75, Qt::AlignLeft},
                    {QStringLiteral("Write size"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Idle commit"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Set by"), 1.1, Qt::AlignLeft},
                    {QStringLiteral("Under load"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Writes/s per VM"), 1.2, Qt::AlignRight},
                    {QStringLiteral("Status"), 1.4, Qt::AlignLeft}};
  for (std::size_t i = 0; i < n; ++i) {
    const GroupLatency& g = e.latency.groups[i];
    const bool unbounded = ui::loadedUnbounded(s, e, i);
    Cell rate(unbounded ? QStringLiteral("\u2014") : formatNumber(g.iops_per_vm));
    rate.note = QStringLiteral("of %1 demanded").arg(formatNumber(g.demanded_iops_per_vm));
    Cell status(unbounded ? QStringLiteral("datastore saturated") : statusWords(g));
    if (unbounded)
      status.color = severityColor(Severity::Critical).darker(115);
    if (g.capacity_bound)
      status.color = severityColor(g.iops_per_vm < 0.5 * g.demanded_iops_per_vm ? Severity::Critical
                                                                                : Severity::Warning)
                         .darker(115);
    groups.add({Cell(ui::userText(s.vm_groups[i].name)), Cell(ui::writePolicyWord(g.policy)),
                Cell(formatValue(g.mean_io_bytes / 1024.0, Unit::KiB)),
                Cell(ui::formatDurationUs(g.floor_us)), Cell(legWords(g.bound_by)),
                Cell(unbounded ? QStringLiteral("unbounded") : ui::formatDurationUs(g.loaded_us)),
                rate, status});
  }
  doc.table(std::move(groups));
  if (n == 0)
    return;

  doc.figure(chart(QStringLiteral("Legs of each commit on an idle system"),
                   QStringLiteral("Left bar: the local device write; right bar: the replica leg "
                                  "(forward, the peer's device, the ack), or the datastore for "
                                  "write-through. The slower of the two sets the commit."),
                   [&s, &e](QCustomPlot* p) { ui::drawLegsChart(p, nullptr, s, e, false); }));
  doc.figure(chart(QStringLiteral("Legs of each commit at the group's load"),
                   QStringLiteral("The same legs with their queueing at each group's write rate "
                                  "and outstanding writes."),
                   [&s, &e](QCustomPlot* p) { ui::drawLegsChart(p, nullptr, s, e, true); }));

  for (std::size_t i = 0; i < n; ++i) {
    const int gi = static_cast<int>(i);
    const QString name = ui::userText(s.vm_groups[i].name);
    if (n > 1)
      doc.heading(QStringLiteral("VM group \u201c%1\u201d").arg(name), 2);
    // The curves that re-solve the system per point: computed once, drawn twice.
    const auto curves = std::make_shared<ui::LatencyCurves>(ui::latencyCurves(
        s, e.latency_options, gi, e.datastore_saturated, ui::loadedUnbounded(s, e, i)));
    doc.figure(
        chart(QStringLiteral("Latency against write size: %1").arg(name),
              QStringLiteral("Commit latency of one write on an idle system (solid) and at the "
                             "group's write rate in MB/s (dashed) for each write policy on this "
                             "hardware; the diamond is the group now."),
              [&s, &e, gi, curves](QCustomPlot* p) {
                ui::drawSizeChart(p, nullptr, s, e, gi);
                ui::addLoadedSizeCurves(p, nullptr, curves->sizes);
              }));
    if (curves->unbounded) {
      note(doc, QStringLiteral("%1 writes through to RAID group 1, which its background load "
                               "saturates: its writes have no latency under load to plot.")
                    .arg(esc(name)));
      continue;
    }
    doc.figure(chart(
        QStringLiteral("Latency against writes per second: %1").arg(name),
        QStringLiteral("Each VM of the group demanding more and more writes, the whole system "
                       "re-solved at every step: latency stays flat, then climbs once a "
                       "resource saturates. Dashed: an open model without the outstanding-write "
                       "limit."),
        [&s, gi, curves](QCustomPlot* p) { ui::drawLoadChart(p, nullptr, s, gi, *curves); }));
  }
}

void buildDestager(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  const DestagerResult& d = e.destager;
  doc.chapter(QStringLiteral("Destager (write-back buffer)"));
  note(doc, QStringLiteral(
                "How each write-back VM's buffer fills and drains: the write profile against the "
                "VM's share of the destage rate, the backlog against the buffer, and how long "
                "VMs are throttled to the destage rate once it is full. The model, its "
                "assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("destager")) + QStringLiteral("."));
  doc.paragraph(
      QStringLiteral("The array and its storage network absorb <b>%1</b> of destaged writes "
                     "(bound by the %2), shared by %3 write-back VM%4 in proportion to their mean "
                     "write rates (%5 in all), each at most its peak rate and its host's paths.")
          .arg(formatValue(d.cluster_destage_mbps, Unit::MBps),
               QString::fromLatin1(destageBoundWord(d.bound_by)))
          .arg(d.write_back_vms)
          .arg(d.write_back_vms == 1 ? QString() : QStringLiteral("s"))
          .arg(formatValue(d.write_back_mean_mbps, Unit::MBps)));
  if (!d.capacity_schedule.empty()) {
    const double h = d.capacity_schedule.horizon_s;
    const QString span = h == 86400.0 ? QStringLiteral("day")
                         : h == 7 * 86400.0
                             ? QStringLiteral("week")
                             : QStringLiteral("%1 cycle").arg(ui::formatDurationS(h));
    const QString loads = e.load_timeline.reads_scheduled
                              ? QStringLiteral(
                                    "The array's load varies over time (the load "
                                    "windows, and the VMs' reads that reach its disks "
                                    "following their read profiles)")
                              : QStringLiteral(
                                    "The array's background load or its sequential "
                                    "streams run on a schedule");
    doc.paragraph(
        QStringLiteral("%1 (t = 0 is Monday 00:00): over the %2 the destage capacity ranges from "
                       "<b>%3</b> to <b>%4</b> in %5 steps, and each buffer is simulated against "
                       "the capacity of each moment (a VM then destages a backlog above its own "
                       "peak rate when its share allows). The findings name the window a buffer "
                       "fills in.")
            .arg(loads, span, formatValue(d.min_cluster_destage_mbps, Unit::MBps),
                 formatValue(d.max_cluster_destage_mbps, Unit::MBps))
            .arg(d.capacity_schedule.steps.size()));
  }
  doc.table(titled(headlineTable(ui::destagerHeadlines(s, e)), QStringLiteral("Key results")));

  Table groups;
  groups.title = QStringLiteral("Per VM group, one VM");
  groups.columns = {{QStringLiteral("VM group"), 1.6, Qt::AlignLeft},
                    {QStringLiteral("Writes, mean"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Destage rate"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Buffer"), 0.8, Qt::AlignRight},
                    {QStringLiteral("Fills after"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Peak backlog"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Throttled"), 0.8, Qt::AlignRight},
                    {QStringLiteral("Drains in"), 0.9, Qt::AlignRight}};
  std::vector<std::size_t> drawn;
  for (std::size_t i = 0; i < d.groups.size() && i < s.vm_groups.size(); ++i) {
    const DestagerGroupResult& g = d.groups[i];
    const QString name = ui::userText(s.vm_groups[i].name);
    if (g.status != DestagerStatus::Ok) {
      Cell why(g.status == DestagerStatus::WriteThrough ? QStringLiteral("write-through")
               : g.status == DestagerStatus::NoVms      ? QStringLiteral("no VMs")
                                                        : QStringLiteral("invalid"));
      why.color = ctx.theme.muted;
      groups.add({Cell(name), why, Cell(), Cell(), Cell(), Cell(), Cell(), Cell()});
      continue;
    }
    drawn.push_back(i);
    Cell throttled(formatValue(g.throttled_fraction, Unit::Fraction));
    if (g.throttled_fraction > 0)
      throttled.color = severityColor(g.throttled_fraction >= d.options.critical_throttled_share
                                          ? Severity::Critical
                                          : Severity::Warning)
                            .darker(115);
    groups.add({Cell(name), Cell(formatValue(g.mean_write_mbps, Unit::MBps)),
                Cell(formatValue(g.destage_mbps, Unit::MBps)),
                Cell(formatValue(g.buffer_mb, Unit::SizeMB)),
                Cell(g.fills && g.fill_time_s ? ui::formatDurationS(*g.fill_time_s)
                                              : QStringLiteral("never")),
                Cell(formatValue(g.peak_backlog_mb, Unit::SizeMB)), throttled,
                Cell(g.drains && g.drain_time_s ? ui::formatDurationS(*g.drain_time_s)
                                                : QStringLiteral("never"))});
  }
  groups.caption = QStringLiteral(
      "One VM of each group, its buffer empty at the start of the profile. Throttled: the "
      "long-run share of time its buffer is full and it writes at the destage rate.");
  doc.table(std::move(groups));

  for (std::size_t i : drawn) {
    const QString name = ui::userText(s.vm_groups[i].name);
    if (drawn.size() > 1)
      doc.heading(QStringLiteral("VM group \u201c%1\u201d").arg(name), 2);
    const DestagerGroupResult* g = &d.groups[i];
    doc.figure(chart(
        QStringLiteral("Write rate against the destage rate: %1").arg(name),
        QStringLiteral("What one VM asks to write, what it may write (the destage "
                       "rate while its buffer is full, shaded) and what leaves the "
                       "buffer."),
        [g](QCustomPlot* p) { ui::drawRatesChart(p, nullptr, *g); }, 58));
    doc.figure(chart(
        QStringLiteral("Backlog against the buffer: %1").arg(name),
        QStringLiteral("The data waiting to be destaged against the VM's buffer; "
                       "shaded while it is full and the VM is throttled."),
        [g](QCustomPlot* p) { ui::drawBacklogChart(p, nullptr, *g); }, 58));
  }
}

/// The all-flash array's figures and its destaging (docs/models/flasharray.md).
static void buildAllFlash(const Scenario& s, const BackingResult& b, Document& doc)
{
  const AllFlashResult& f = *b.all_flash;
  const AllFlashArray& a = s.backing.all_flash;
  Table t = factTable(QStringLiteral("All-flash array"));
  t.add({Cell(QStringLiteral("IOPS ceilings")),
         Cell(QStringLiteral("%1 / %2").arg(formatValue(a.read_iops, Unit::Iops),
                                            formatValue(a.write_iops, Unit::Iops))),
         Cell(QStringLiteral("reads / writes of up to 4 KiB"))});
  t.add({Cell(QStringLiteral("Bandwidth ceilings")),
         Cell(QStringLiteral("%1 / %2").arg(formatValue(a.read_mbps, Unit::MBps),
                                            formatValue(a.write_mbps, Unit::MBps))),
         Cell(QStringLiteral("reads / writes"))});
  t.add({Cell(QStringLiteral("Low-load latency")),
         Cell(QStringLiteral("%1 / %2").arg(formatValue(a.read_latency_us, Unit::DurationUs),
                                            formatValue(a.write_latency_us, Unit::DurationUs))),
         Cell(QStringLiteral("one 4 KiB read / write on the idle array"))});
  t.add({Cell(QStringLiteral("Background mix")), Cell(formatValue(f.random_mix.iops, Unit::Iops)),
         Cell(QStringLiteral("%1 reads of %2, %3; %4 in service at once")
                  .arg(formatValue(s.backing.random_load.read_fraction, Unit::Fraction),
                       formatValue(s.backing.random_load.io_kib, Unit::KiB),
                       f.random_mix.bandwidth_bound ? QStringLiteral("bandwidth-bound")
                                                    : QStringLiteral("IOPS-bound"))
                  .arg(f.random_mix.servers))});
  if (f.random_mix.degraded_iops)
    t.add({Cell(QStringLiteral("One controller failed")),
           Cell(formatValue(*f.random_mix.degraded_iops, Unit::Iops)),
           Cell(QStringLiteral("%1 of %2 controllers left")
                    .arg(a.controllers - 1)
                    .arg(a.controllers))});
  t.add({Cell(QStringLiteral("The array takes")),
         Cell(formatValue(f.destage_mbps_available, Unit::MBps)),
         Cell(QStringLiteral("destaged writes of %1, beside the background load")
                  .arg(formatValue(b.destage_io_kib, Unit::KiB)))});
  t.add({Cell(QStringLiteral("The storage network carries")),
         Cell(formatValue(b.fabric_write_mbps_available, Unit::MBps)),
         Cell(QStringLiteral("%1 hosts x %2 paths x %3")
                  .arg(b.destaging_hosts)
                  .arg(b.fabric.paths_used)
                  .arg(formatValue(b.fabric.path_mbps, Unit::MBps)))});
  Row& capacity = t.add({Cell(QStringLiteral("Destage capacity")),
                         Cell(formatValue(b.write_mbps_capacity, Unit::MBps)),
                         Cell(QStringLiteral("the smaller of the two; %1 per host")
                                  .arg(formatValue(b.host_write_mbps_capacity, Unit::MBps)))});
  capacity.cells[0].bold = capacity.cells[1].bold = true;
  t.add({Cell(QStringLiteral("Usable capacity")), Cell(formatValue(a.capacity_gb, Unit::GB)),
         Cell(QString())});
  doc.table(std::move(t));
}

/// The hyperconverged backing's design under the load (docs/models/hyperconverged.md).
static void buildHyperconverged(const Scenario& s, const Evaluation& e, Document& doc)
{
  const HyperconvergedBackingResult& h = *e.hyperconverged;
  const HyperconvergedResult& r = h.at_load;
  Table t = factTable(QStringLiteral("Hyperconverged backing"));
  const auto pctOf = [](double u) { return formatValue(u, Unit::Fraction); };
  t.add({Cell(QStringLiteral("Copies and witnesses")),
         Cell(QStringLiteral("%1 + %2").arg(r.copies).arg(r.witnesses)),
         Cell(QStringLiteral("failures to tolerate %1: at least %2 hosts (the design has %3)")
                  .arg(h.design.failures_to_tolerate)
                  .arg(r.min_hosts)
                  .arg(s.hosts))});
  t.add({Cell(QStringLiteral("Load per host")),
         Cell(QStringLiteral("%1 / %2").arg(formatValue(h.write_mbps_per_host, Unit::MBps),
                                            formatValue(h.read_mbps_per_host, Unit::MBps))),
         Cell(QStringLiteral("writes / reads reaching the datastore"))});
  const double tx = r.tx_mbps.empty() ? 0.0 : *std::max_element(r.tx_mbps.begin(), r.tx_mbps.end());
  t.add(
      {Cell(QStringLiteral("Storage network")), Cell(formatValue(tx, Unit::MBps)),
       Cell(QStringLiteral("per host and direction: %1 of %2; %3 copies of a write leave its host")
                .arg(pctOf(r.network_utilization), formatValue(r.link_payload_mbps, Unit::MBps),
                     formatNumber(r.remote_copies_per_write, 3)))});
  t.add({Cell(QStringLiteral("Cache devices")), Cell(pctOf(r.cache_utilization)),
         Cell(QStringLiteral("%1 landing in one host's write buffers (%2 per host)")
                  .arg(formatValue(r.buffer_write_mbps, Unit::MBps),
                       formatValue(r.write_buffer_gb * 1000.0, Unit::SizeMB)))});
  t.add({Cell(QStringLiteral("Capacity disks")), Cell(pctOf(r.disk_utilization)),
         Cell(QStringLiteral("%1 destaged writes per host and the read misses")
                  .arg(formatValue(r.destage_iops, Unit::Iops)))});
  Row& capacity =
      t.add({Cell(QStringLiteral("Destage capacity")),
             Cell(formatValue(e.backing.write_mbps_capacity, Unit::MBps)),
             Cell(QStringLiteral("network %1, cache devices %2, capacity disks %3; "
                                 "%4 from one host")
                      .arg(formatValue(h.network.write_mbps_capacity, Unit::MBps),
                           formatValue(h.cache.write_mbps_capacity, Unit::MBps),
                           formatValue(h.disks.write_mbps_capacity, Unit::MBps),
                           formatValue(e.backing.host_write_mbps_capacity, Unit::MBps)))});
  capacity.cells[0].bold = capacity.cells[1].bold = true;
  t.add({Cell(QStringLiteral("Random IOPS")), Cell(formatValue(e.backing.random_iops, Unit::Iops)),
         Cell(QStringLiteral("the background mix, busiest resource at 100 %"))});
  t.add({Cell(QStringLiteral("Usable capacity")),
         Cell(formatValue(r.usable_capacity_gb * 1000.0, Unit::SizeMB)),
         Cell(QStringLiteral("%1 raw, %2 kept free")
                  .arg(formatValue(r.raw_capacity_gb * 1000.0, Unit::SizeMB),
                       pctOf(h.design.slack_fraction)))});
  t.add({Cell(QStringLiteral("Rebuild after a host failure")),
         Cell(r.rebuild_possible && r.rebuild_mbps > 0
                  ? formatValue(r.rebuild_hours * 3600.0, Unit::DurationS)
                  : QStringLiteral("never")),
         Cell(r.rebuild_possible ? QStringLiteral("%1 at %2")
                                       .arg(formatValue(r.rebuild_gb * 1000.0, Unit::SizeMB),
                                            formatValue(r.rebuild_mbps, Unit::MBps))
                                 : QStringLiteral("needs %1 hosts (2 FTT + 2)")
                                       .arg(2 * h.design.failures_to_tolerate + 2))});
  doc.table(std::move(t));
}

void buildBacking(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  const BackingResult& b = e.backing;
  doc.chapter(QStringLiteral("Backing array"));
  note(doc, QStringLiteral(
                "Where every acknowledged write ends up: the array's random IOPS for the "
                "background mix, per-disk load and hotspots, datastore latency, and how fast the "
                "array and its storage network absorb destaged writes. The model, its "
                "assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("backing")) + QStringLiteral("."));
  if (!b.valid) {
    QStringList problems;
    for (const std::string& p : b.problems)
      problems << QString::fromStdString(p);
    doc.paragraph(QStringLiteral("The backing array could not be evaluated (%1); see the "
                                 "findings.")
                      .arg(esc(problems.join(QStringLiteral(", ")))));
    return;
  }
  doc.table(titled(headlineTable(ui::backingHeadlines(s, e)), QStringLiteral("Key results")));
  if (b.all_flash) {
    buildAllFlash(s, b, doc);
    return;
  }
  if (e.hyperconverged && e.hyperconverged->valid) {
    buildHyperconverged(s, e, doc);
    return;
  }

  Table groups;
  groups.title = QStringLiteral("Per RAID group");
  groups.columns = {{QStringLiteral("#"), 0.4, Qt::AlignLeft},
                    {QStringLiteral("Level"), 0.9, Qt::AlignLeft},
                    {QStringLiteral("Disks"), 0.6, Qt::AlignRight},
                    {QStringLiteral("Data members"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Write penalty"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Random IOPS"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Full-stripe writes"), 1.1, Qt::AlignRight},
                    {QStringLiteral("Hotspot index"), 0.9, Qt::AlignRight},
                    {QStringLiteral("Busiest disk"), 0.9, Qt::AlignRight}};
  for (std::size_t i = 0; i < b.raid_groups.size(); ++i) {
    const RaidGroupResult& g = b.raid_groups[i];
    Cell busiest(formatValue(g.max_utilization, Unit::Fraction));
    if (g.max_utilization >= b.options.disk_utilization_limit)
      busiest.color = severityColor(g.max_utilization >= 1 ? Severity::Critical : Severity::Warning)
                          .darker(115);
    groups.add({Cell(QString::number(i + 1)), Cell(ui::raidLevelWord(g.level)),
                Cell(QString::number(g.disks)), Cell(QString::number(g.data_members)),
                Cell(QString::number(g.write_penalty)), Cell(formatNumber(g.random_iops)),
                Cell(formatValue(g.sequential_write_mbps, Unit::MBps)),
                Cell(formatNumber(g.hotspot_index, 3)), busiest});
  }
  groups.caption = QStringLiteral(
                       "Random IOPS for the background mix (%1 reads of %2) with the "
                       "busiest disk at 100 %; busiest disk under the background load.")
                       .arg(formatValue(s.backing.random_load.read_fraction, Unit::Fraction),
                            formatValue(s.backing.random_load.io_kib, Unit::KiB));
  doc.table(std::move(groups));

  Table destage = factTable(QStringLiteral("Destaging"));
  destage.add({Cell(QStringLiteral("Destaged write size")),
               Cell(formatValue(b.destage_io_kib, Unit::KiB)),
               Cell(QStringLiteral("the write-back groups' writes, %1 coalesced into full stripes")
                        .arg(formatValue(s.backing.destage_sequential_fraction, Unit::Fraction)))});
  destage.add({Cell(QStringLiteral("The disks take")),
               Cell(formatValue(b.disk_write_mbps_available, Unit::MBps)),
               Cell(QStringLiteral("in the time the background load leaves"))});
  destage.add({Cell(QStringLiteral("The storage network carries")),
               Cell(formatValue(b.fabric_write_mbps_available, Unit::MBps)),
               Cell(QStringLiteral("%1 hosts x %2 paths x %3")
                        .arg(b.destaging_hosts)
                        .arg(b.fabric.paths_used)
                        .arg(formatValue(b.fabric.path_mbps, Unit::MBps)))});
  destage.add({Cell(QStringLiteral("Full-stripe bound")),
               Cell(formatValue(b.full_stripe_write_mbps, Unit::MBps)),
               Cell(QStringLiteral("if every destaged write were coalesced"))});
  Row& capacity =
      destage.add({Cell(QStringLiteral("Destage capacity")),
                   Cell(formatValue(b.write_mbps_capacity, Unit::MBps)),
                   Cell(QStringLiteral("bound by the %1; %2 per host")
                            .arg(QString::fromLatin1(destageBoundWord(b.bound_by)),
                                 formatValue(b.host_write_mbps_capacity, Unit::MBps)))});
  capacity.cells[0].bold = capacity.cells[1].bold = true;
  doc.table(std::move(destage));

  for (std::size_t i = 0; i < b.raid_groups.size() && i < s.backing.raid_groups.size(); ++i) {
    if (!b.raid_groups[i].valid)
      continue;
    const int gi = static_cast<int>(i);
    const RaidGroup& rg = s.backing.raid_groups[i];
    const QString which = QStringLiteral("RAID group %1 (%2 x %3 %4)")
                              .arg(i + 1)
                              .arg(rg.disks)
                              .arg(ui::formatRpm(rg.disk.rpm), ui::raidLevelWord(rg.level));
    if (b.raid_groups.size() > 1)
      doc.heading(which, 2);
    const double io = b.destage_io_kib;
    doc.figure(widgetFigure(
        QStringLiteral("Stripe map: %1").arg(which), 58,
        [rg, io] {
          auto map = std::make_unique<ui::StripeMapWidget>();
          ui::showStripeMap(map.get(), rg, 0, io, IoKind::Write);
          return std::unique_ptr<QWidget>(std::move(map));
        },
        QStringLiteral("One column per disk, one row per stripe row, with the parity "
                       "rotation; outlined: the cells one destaged write of %1 at offset 0 "
                       "touches.")
            .arg(formatValue(io, Unit::KiB))));
    doc.figure(chart(QStringLiteral("IOPS against read share: %1").arg(which),
                     QStringLiteral("Random IOPS of the group's disks in each RAID level they "
                                    "can form, the configured one bold; the diamond is the "
                                    "background mix."),
                     [&s, &e, gi](QCustomPlot* p) { ui::drawIopsChart(p, nullptr, s, e, gi); }));
    if (b.raid_groups[i].load_iops > 0)
      doc.figure(chart(
          QStringLiteral("Disk utilisation: %1").arg(which),
          QStringLiteral("Each member disk's utilisation under the background "
                         "random load, with the planning limit."),
          [&e, gi](QCustomPlot* p) { ui::drawMemberChart(p, nullptr, e, gi); }, 52));
    else
      note(doc, QStringLiteral("No background random load is configured, so the disks carry "
                               "only destaged writes: no per-disk utilisation chart."));
  }
}

void buildStreams(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  doc.chapter(QStringLiteral("Stripe hotspots (sequential streams)"));
  note(doc, QStringLiteral(
                "Large sequential copies (full clones, backups, Storage vMotion) on the first "
                "RAID group: what they ask, what the group gives them at best and at worst, and "
                "what a discrete-event simulation of the streams over the members gives, with "
                "whether they bunch up on a few members (a convoy) and what each fix would buy. "
                "The model, its assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("streams")) + QStringLiteral("."));
  if (s.backing.kind != BackingKind::RaidGroups) {
    doc.paragraph(
        QStringLiteral("The backing is not RAID groups: no member disks for streams "
                       "to walk."));
    return;
  }
  if (!e.streams) {
    doc.paragraph(QStringLiteral("The stream simulation has not run for this report."));
    return;
  }
  doc.table(titled(headlineTable(ui::streamsHeadlines(s, e)), QStringLiteral("Key results")));
  const StreamsResult& r = *e.streams;
  const DesignResult& d = r.current;
  if (!r.active) {
    note(doc, QStringLiteral("No sequential streams are configured (Backing array > Sequential "
                             "streams), so nothing can convoy on the stripe."));
    return;
  }
  if (!d.valid)
    return;  // the findings say why

  Table figures = factTable(QStringLiteral("The streams on RAID group 1"));
  figures.add({Cell(QStringLiteral("Demand")), Cell(formatValue(d.demand_mbps, Unit::MBps)),
               Cell(QStringLiteral("%1 streams x %2, %3 I/Os, %4 outstanding each")
                        .arg(d.streams)
                        .arg(formatValue(s.backing.sequential_streams.mbps_each, Unit::MBps),
                             formatValue(s.backing.sequential_streams.io_kib, Unit::KiB))
                        .arg(d.outstanding_ios))});
  figures.add({Cell(QStringLiteral("Upper bound")),
               Cell(formatValue(d.upper_bound_mbps, Unit::MBps)),
               Cell(QStringLiteral("every stream at its own pace, the disks streaming"))});
  figures.add({Cell(QStringLiteral("Full-convoy floor")),
               Cell(formatValue(d.convoy_floor_mbps, Unit::MBps)),
               Cell(QStringLiteral("every stream on one member, every I/O positioned"))});
  Row& expected =
      figures.add({Cell(QStringLiteral("Expected")), Cell(formatValue(d.expected_mbps, Unit::MBps)),
                   Cell(QStringLiteral("%1 per stream; %2 to %3 over %4 simulated placements")
                            .arg(formatValue(d.per_stream_mbps, Unit::MBps),
                                 formatValue(d.expected_min_mbps, Unit::MBps),
                                 formatValue(d.expected_max_mbps, Unit::MBps))
                            .arg(d.replications))});
  expected.cells[0].bold = expected.cells[1].bold = true;
  figures.add({Cell(QStringLiteral("Convoy risk")),
               Cell(QString::fromLatin1(convoyRiskWord(d.risk))),
               Cell(QString::fromLatin1(convoyReasonWord(d.reason))
                        .replace(QLatin1Char('_'), QLatin1Char(' ')))});
  doc.table(std::move(figures));

  if (const ConvoySimResult* sim = ui::simulationShown(d)) {
    doc.figure(chart(
        QStringLiteral("Member utilisation over time"),
        QStringLiteral("Each member (row) of RAID group 1 against time, coloured by "
                       "how busy it is: bright bands that hold across the members "
                       "are streams in a convoy."),
        [sim](QCustomPlot* p) { ui::drawHeatmap(p, nullptr, *sim); }, 70));
    doc.figure(chart(
        QStringLiteral("Stream throughput over time"),
        QStringLiteral("The streams' aggregate rate in the simulation, against what "
                       "they ask, their upper bound and the full-convoy floor."),
        [sim, design = &d](QCustomPlot* p) { ui::drawThroughputChart(p, nullptr, *sim, *design); },
        58));
  }

  if (!r.fixes.empty()) {
    Table fixes;
    fixes.title = QStringLiteral("Fixes, each simulated like the current design");
    fixes.columns = {{QStringLiteral("Fix"), 2.6, Qt::AlignLeft},
                     {QStringLiteral("Expected"), 1.1, Qt::AlignRight},
                     {QStringLiteral("Per stream"), 1.1, Qt::AlignRight},
                     {QStringLiteral("Gain"), 1.0, Qt::AlignRight},
                     {QStringLiteral("Convoy risk"), 1.0, Qt::AlignLeft}};
    for (const StreamFix& f : r.fixes) {
      if (!f.result.valid)
        continue;
      fixes.add({Cell(ui::streamFixName(f)), Cell(formatValue(f.result.expected_mbps, Unit::MBps)),
                 Cell(formatValue(f.result.per_stream_mbps, Unit::MBps)),
                 Cell(formatValue(f.gain, Unit::Fraction)),
                 Cell(QString::fromLatin1(convoyRiskWord(f.result.risk)))});
    }
    fixes.caption = QStringLiteral("Gain: expected throughput with the fix against now.");
    doc.table(std::move(fixes));
  }
}

}  // namespace accel::report
