// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The read cache's section: key results, a table per group and the hit ratio against the cache
// size, drawn by the results tab's chart function (app/charts/readcachecharts.h).
#include "app/charts/chartutil.h"
#include "app/charts/readcachecharts.h"
#include "app/core/modelnotes.h"
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/report/sections.h"

namespace accel::report {

using ui::formatDurationUs;
using ui::formatValue;
using ui::Unit;

void buildReadCache(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  const ReadCacheResult& r = e.read_cache;
  if (!r.engaged)
    return;  // no read working set and no array flash cache: nothing modelled
  doc.chapter(QStringLiteral("Read cache"));
  note(doc, QStringLiteral(
                "The VMs' reads over their working sets: what a host read cache on the "
                "acceleration device serves (an LRU cache, its hit ratio by the "
                "characteristic-time approximation of Che, Tung and Wang 2002), what reaches "
                "the backing array and its flash cache, the read latency with and without the "
                "cache, and the destage capacity the array wins back. The model, its "
                "assumptions and sources: ") +
                ui::modelNoteReference(QStringLiteral("readcache")) + QStringLiteral("."));
  doc.table([&] {
    Table t = headlineTable(ui::readCacheHeadlines(s, e));
    t.title = QStringLiteral("Key results");
    return t;
  }());

  Table groups;
  groups.title = QStringLiteral("Reads per VM group");
  groups.columns = {{QStringLiteral("Group"), 1.6, Qt::AlignLeft},
                    {QStringLiteral("Reads per VM"), 1.2, Qt::AlignRight},
                    {QStringLiteral("Working set"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Cache, block"), 1.3, Qt::AlignRight},
                    {QStringLiteral("Hits"), 0.8, Qt::AlignRight},
                    {QStringLiteral("Read latency"), 1.0, Qt::AlignRight},
                    {QStringLiteral("Without cache"), 1.0, Qt::AlignRight}};
  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    const GroupReadCache& g = r.groups[i];
    if (!g.modelled)
      continue;
    groups.add({Cell(ui::userText(s.vm_groups[i].name)),
                Cell(QStringLiteral("%1 of %2")
                         .arg(formatValue(g.read_mbps, Unit::MBps),
                              formatValue(g.read_io_kib, Unit::KiB))),
                Cell(formatValue(g.working_set_gib, Unit::GiB)),
                Cell(g.cached ? QStringLiteral("%1, %2").arg(formatValue(g.cache_gib, Unit::GiB),
                                                             formatValue(g.block_kib, Unit::KiB))
                              : QStringLiteral("none")),
                Cell(g.measured_curve ? QStringLiteral("%1 (measured curve)")
                                            .arg(formatValue(g.hit_ratio, Unit::Fraction))
                                      : formatValue(g.hit_ratio, Unit::Fraction)),
                Cell(formatDurationUs(g.read_latency_us)),
                Cell(formatDurationUs(g.uncached_read_latency_us))});
  }
  groups.caption = QStringLiteral(
      "Read latency: hits at the device's read latency, misses at the datastore's under the "
      "array's load with these reads. Without cache: the same reads with no host cache "
      "anywhere.");
  doc.table(std::move(groups));

  Table load;
  load.title = QStringLiteral("The backing array's load after the caches");
  load.columns = {{QStringLiteral("What"), 2.8, Qt::AlignLeft},
                  {QStringLiteral("Value"), 1.2, Qt::AlignRight},
                  {QStringLiteral("Basis"), 2.8, Qt::AlignLeft}};
  load.add({Cell(QStringLiteral("Disk I/Os")), Cell(formatValue(r.disk_iops, Unit::Iops)),
            Cell(QStringLiteral("%1 reads, %2 mean size: the background load the backing "
                                "model carries")
                     .arg(formatValue(r.disk_read_fraction, Unit::Fraction),
                          formatValue(r.disk_io_kib, Unit::KiB)))});
  if (r.array.configured)
    load.add({Cell(QStringLiteral("Array flash cache")),
              Cell(formatValue(r.array.hit_ratio, Unit::Fraction)),
              Cell(QStringLiteral("%1 over %2; %3 reads and %4 rewrites kept from the disks")
                       .arg(formatValue(r.array.size_gib, Unit::GiB),
                            formatValue(r.array.working_set_gib, Unit::GiB),
                            formatValue(r.array.disk_read_iops_removed, Unit::Iops),
                            formatValue(r.array.disk_write_iops_removed, Unit::Iops)))});
  load.add({Cell(QStringLiteral("Device bandwidth for reads")),
            Cell(formatValue(r.device_read_share, Unit::Fraction)),
            Cell(QStringLiteral("host 1: read hits and cache fills; %1 left for writes")
                     .arg(formatValue(r.device_write_mbps_left, Unit::MBps)))});
  doc.table(std::move(load));

  for (std::size_t i = 0; i < r.groups.size() && i < s.vm_groups.size(); ++i) {
    if (!r.groups[i].modelled)
      continue;
    doc.figure(chartFigure(
        QStringLiteral("Hit ratio against cache size: %1").arg(ui::userText(s.vm_groups[i].name)),
        58,
        [&s, &e, i] {
          auto plot = std::make_unique<QCustomPlot>();
          ui::styleChart(plot.get());
          ui::drawHitRatioChart(plot.get(), nullptr, s, e, i);
          return plot;
        },
        QStringLiteral("Share of each VM's reads the host cache serves against its size, the "
                       "cache block's fragmentation included; the diamond is the group as "
                       "configured, the circle the cache that reaches 80 % of the hit ratio of "
                       "one holding the whole working set; crosses, a measured curve's points.")));
  }
}

}  // namespace accel::report
