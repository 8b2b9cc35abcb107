// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The report's "Recommended design": the design search over the scenario's design space
// (docs/models/sizing.md sections 4 and 5), when it has one.
#include <algorithm>

#include "app/core/designsearch.h"
#include "app/core/headroomtext.h"
#include "app/core/requirementtext.h"
#include "app/core/units.h"
#include "app/report/sections.h"
#include "model/sizing/headroom.h"

namespace accel::report {

namespace {

QString costText(double cost)
{
  return ui::formatNumber(cost);
}

QString headroomText(const DesignCandidate& d)
{
  if (d.headroom)
    return ui::formatValue(*d.headroom, ui::Unit::Factor);
  if (d.headroom_unbounded)
    return QStringLiteral("over 1000\u00d7");
  return QStringLiteral("\u2014");
}

/// The requirement checklist of a design: a light, what, the value, the limit, the margin.
Table checklist(const DesignCandidate& d)
{
  Table t;
  const double g = d.requirements.growth_factor;
  t.title = g != 1 ? QStringLiteral("Requirements, with every VM's write rate multiplied by %1")
                         .arg(ui::formatNumber(g))
                   : QStringLiteral("Requirements");
  t.columns = {{QStringLiteral("Requirement"), 2.6, Qt::AlignLeft},
               {QStringLiteral("Value"), 1.2, Qt::AlignRight},
               {QStringLiteral("Required"), 1.4, Qt::AlignLeft},
               {QStringLiteral("Margin"), 0.8, Qt::AlignRight}};
  for (const RequirementCheck& c : d.requirements.checks) {
    Cell what(ui::requirementTitle(c.kind));
    what.note = ui::requirementSubject(d.scenario, c);
    what.dot = lightColor(c.met ? ui::Light::Green : ui::Light::Red);
    t.add(
        {what, Cell(ui::requirementValueText(c)), Cell(ui::requirementLimitText(c)),
         Cell(c.margin ? ui::formatValue(*c.margin, ui::Unit::Factor) : QStringLiteral("\u2014"))});
  }
  return t;
}

}  // namespace

void buildRecommendedDesign(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  if (s.design_space.empty())
    return;
  doc.chapter(QStringLiteral("Recommended design"));
  const ui::SizingRequest q = ui::sizingRequest(s, ui::loadPresetCatalogue(ui::presetFolders()));
  if (!q.ok()) {
    QStringList lines;
    for (const ui::Problem& p : q.problems)
      lines << esc(p.path + QStringLiteral(": ") + p.message);
    doc.paragraph(QStringLiteral("The design space cannot be searched:<br/>") +
                  lines.join(QStringLiteral("<br/>")));
    return;
  }
  const DesignSearchResult r = searchDesigns(s, q.dims, q.costs, ui::sizingOptions());
  const QString growth = s.requirements.growth_factor != 1
                             ? QStringLiteral(", with every VM's write rate multiplied by %1")
                                   .arg(ui::formatNumber(s.requirements.growth_factor))
                             : QString();
  doc.paragraph(
      QStringLiteral("The scenario's design space holds %1 combinations of the choices; %2 are "
                     "designs, and %3 meet every requirement%4. Designs are ranked by a relative "
                     "cost (a host = %5; the presets' relative costs of devices, disks and peer "
                     "links).")
          .arg(r.candidates)
          .arg(r.candidates - r.invalid)
          .arg(r.meeting)
          .arg(growth, ui::formatNumber(q.costs.host)));
  for (const QString& n : q.notes)
    note(doc, esc(QStringLiteral("Note: %1.").arg(n)));
  if (r.designs.empty())
    return;

  const auto meets = std::find_if(r.designs.begin(), r.designs.end(),
                                  [](const DesignCandidate& d) { return d.requirements.all_met; });
  const DesignCandidate& best = meets != r.designs.end() ? *meets : r.designs.front();
  if (best.requirements.all_met) {
    doc.heading(QStringLiteral("The cheapest design that meets every requirement"), 2);
    doc.paragraph(
        QStringLiteral("Relative cost %1: %2.")
            .arg(costText(best.cost),
                 esc(ui::designChoiceWords(q.dims, best.choice).join(QStringLiteral(", ")))));
  } else {
    doc.heading(QStringLiteral("No design in this space meets every requirement"), 2);
    doc.paragraph(
        QStringLiteral("The closest (fewest requirements missed, then cheapest), "
                       "relative cost %1: %2.")
            .arg(costText(best.cost),
                 esc(ui::designChoiceWords(q.dims, best.choice).join(QStringLiteral(", ")))));
  }

  Table changes;
  changes.title = QStringLiteral("What changes from the scenario");
  changes.columns = {{QStringLiteral("Input"), 2.6, Qt::AlignLeft},
                     {QStringLiteral("Change"), 2.4, Qt::AlignLeft}};
  for (const ui::DesignChange& c : ui::designChanges(s, best.scenario)) {
    Cell what(c.label.isEmpty() ? c.path : c.label);
    what.note = c.path;
    QString text = ui::designChangeText(c);
    text = text.mid(text.lastIndexOf(QStringLiteral("): ")) + 3);
    changes.add({what, Cell(text)});
  }
  if (changes.rows.empty())
    doc.paragraph(QStringLiteral("It is the scenario as it stands."));
  else
    doc.table(changes);
  doc.table(checklist(best));

  if (best.requirements.all_met) {
    const HeadroomResult h =
        computeHeadroom(best.scenario, GrowthBy::Rate, ui::sizingOptions().evaluate);
    Table ladder;
    ladder.title = QStringLiteral("Headroom: where each requirement breaks as the writes grow");
    ladder.columns = {{QStringLiteral("Breaks at"), 1, Qt::AlignLeft},
                      {QStringLiteral("Requirement"), 4, Qt::AlignLeft}};
    for (const HeadroomStep& step : h.ladder) {
      const QString text = ui::headroomStepText(best.scenario, step);
      const qsizetype colon = text.indexOf(QStringLiteral(": "));
      ladder.add({Cell(text.left(colon)), Cell(text.mid(colon + 2))});
    }
    ladder.caption = QStringLiteral(
        "Every VM's write rate multiplied by the factor (the "
        "requirements' growth factor aside), found by root finding "
        "on the models.");
    doc.table(ladder);
  }

  Table alternatives;
  alternatives.title = QStringLiteral("Alternatives considered");
  alternatives.columns = {{QStringLiteral("#"), 0.3, Qt::AlignRight},
                          {QStringLiteral("Relative cost"), 0.9, Qt::AlignRight},
                          {QStringLiteral("Headroom"), 0.9, Qt::AlignRight},
                          {QStringLiteral("Choices"), 4.2, Qt::AlignLeft}};
  for (std::size_t i = 0; i < r.designs.size(); ++i) {
    const DesignCandidate& d = r.designs[i];
    Cell choices(ui::designChoiceWords(q.dims, d.choice).join(QStringLiteral(", ")));
    if (d.pareto)
      choices.note = QStringLiteral("on the Pareto front of cost against headroom");
    if (!d.requirements.all_met)
      choices.note = QStringLiteral("misses a requirement");
    Cell rank(QString::number(i + 1));
    rank.dot = lightColor(d.requirements.all_met ? ui::Light::Green : ui::Light::Red);
    alternatives.add({rank, Cell(costText(d.cost)), Cell(headroomText(d)), choices});
  }
  alternatives.caption =
      r.meeting > 0
          ? QStringLiteral(
                "The cheapest designs that meet every requirement; a design is on the "
                "Pareto front when no cheaper one listed has as much headroom.")
          : QStringLiteral("The closest designs: fewest requirements missed, then cheapest.");
  doc.table(alternatives);
}

}  // namespace accel::report
