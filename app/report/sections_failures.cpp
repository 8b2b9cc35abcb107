// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The report's "If a host fails" section: the scenario's failure what-ifs (or, without any,
// its first host lost), each with what the customer loses and for how long and every
// requirement on the healthy design beside the failed one (app/core/failures.h).
#include "app/core/failures.h"
#include "app/core/safetext.h"
#include "app/report/sections.h"

namespace accel::report {

void buildFailures(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  std::vector<FailureSpec> failures = s.failures;
  const bool chosen = !failures.empty();
  if (failures.empty()) {
    if (s.hosts < 2)
      return;
    failures.push_back(
        FailureSpec{});  // host 1: it runs every group (groups run on the first hosts)
  }
  doc.chapter(QStringLiteral("If a host fails"));
  doc.paragraph(
      esc(chosen ? QStringLiteral("The failures the scenario lists, each applied to the design and "
                                  "evaluated by every model.")
                 : QStringLiteral("Host 1 lost (it runs VMs of every group), applied to the design "
                                  "and evaluated by every model.")) +
      esc(QStringLiteral(" Its VMs restart on the other hosts within their room; "
                         "write-back VMs that lose a peer write through until their "
                         "buffered writes are destaged and a new peer is chosen; a "
                         "lost host's buffered writes are flushed from their replicas "
                         "before its VMs restart.")));
  for (const FailureResult& r : ui::evaluateScenarioFailures(s, ctx.evaluation, failures)) {
    doc.heading(ui::failureTitle(r.failure), 2);
    QStringList lines;
    for (const QString& m : ui::failureMessages(s, r))
      lines << esc(m);
    doc.paragraph(lines.join(QStringLiteral("<br/>")));
    const std::vector<ui::FailureRow> rows = ui::failureRows(s, r, true);
    if (rows.empty())
      continue;
    Table t;
    t.title = QStringLiteral("The healthy design beside the failed one");
    t.columns = {{QStringLiteral("Requirement"), 2.6, Qt::AlignLeft},
                 {QStringLiteral("Healthy"), 1.3, Qt::AlignLeft},
                 {QStringLiteral("Failed"), 1.3, Qt::AlignLeft},
                 {QStringLiteral("Required"), 1.1, Qt::AlignLeft},
                 {QStringLiteral("For"), 1.5, Qt::AlignLeft}};
    for (const ui::FailureRow& row : rows) {
      Cell failed(row.degraded);
      if (row.lost)
        failed.color = severityColor(Severity::Critical);
      else if (row.worse)
        failed.bold = true;
      t.add({Cell(row.what), Cell(row.healthy), failed, Cell(row.limit), Cell(row.phase)});
    }
    t.caption = QStringLiteral(
        "Bold: worse than healthy; red: a requirement met healthy and "
        "missed after the failure. \"Until repaired\": as long as the "
        "failed part stays failed.");
    doc.table(t);
  }
}

}  // namespace accel::report
