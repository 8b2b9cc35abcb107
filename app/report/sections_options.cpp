// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The report's "Options compared" section: the base and its variants side by side (the
// comparison table of app/core/comparetable.h, each difference from the base coloured in the
// direction that matters for that figure) and the main charts overlaid; and the executive
// summary's sentence on which option meets the requirements at the least cost.
#include <QJsonArray>
#include <QJsonDocument>

#include "app/charts/comparecharts.h"
#include "app/core/comparetable.h"
#include "app/core/evaluation.h"
#include "app/core/fieldbinding.h"
#include "app/core/safetext.h"
#include "app/core/studies.h"
#include "app/core/units.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

/// One override as the customer reads it: the input's name and its value with its unit
/// ("Peer network: Link speed = 10 Gb/s", "VM group build VMs: Write policy = WB+2"); the
/// pointer and the file's value for an input the forms do not know.
QString overrideWords(const Scenario& s, const std::vector<ui::FieldBinding>& fields,
                      const VariantOverride& o)
{
  const QString pointer = QString::fromStdString(o.pointer);
  const QString path = ui::pointerToPath(pointer);
  const ui::ParamInfo* info = nullptr;
  for (const ui::FieldBinding& f : fields)
    if (!path.isEmpty() && f.path == path)
      info = f.info;
  const QString raw = ui::userText(o.value_json);
  if (!info)
    return QStringLiteral("%1 = %2").arg(pointer, raw);
  const QJsonArray wrapped =
      QJsonDocument::fromJson(QByteArray("[") + QByteArray::fromStdString(o.value_json) + "]")
          .array();
  const QJsonValue value = wrapped.isEmpty() ? QJsonValue() : wrapped.at(0);
  QString shown = raw;
  if (value.isDouble())
    shown = ui::formatInputValue(value.toDouble(), info->unit);
  else if (value.isString())
    shown = ui::choiceLabel(ui::userText(value.toString().toStdString()));
  else if (value.isBool())
    shown = value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
  return QStringLiteral("%1 = %2").arg(ui::studyInputName(s, path, *info), shown);
}

constexpr double kChartMm = 62;

Figure overlay(const QString& title, std::function<void(QCustomPlot*)> draw)
{
  return chartFigure(title, kChartMm, [draw = std::move(draw)] {
    auto plot = std::make_unique<QCustomPlot>();
    ui::styleChart(plot.get());
    draw(plot.get());
    plot->legend->setVisible(true);
    return plot;
  });
}

}  // namespace

std::vector<ui::ComparedOption> comparedOptions(const Scenario& s, const Evaluation& e)
{
  std::vector<ui::ComparedOption> out;
  if (s.variants.empty())
    return out;
  const std::vector<ui::DesignOption> designs = ui::designOptions(s);
  for (std::size_t i = 0; i < designs.size(); ++i)
    out.push_back({designs[i].name, designs[i].scenario,
                   i == 0 ? e : ui::evaluateScenario(designs[i].scenario), std::nullopt,
                   QString()});
  return out;
}

void addOptionsSummary(const ReportContext& ctx, Document& doc)
{
  if (ctx.compared.size() < 2)
    return;
  doc.paragraph(esc(ui::cheapestOptionSentence(ctx.compared)) +
                QStringLiteral(" <span style='color:%1'>%2</span>")
                    .arg(ctx.theme.muted.name(), esc(ui::costRule())));
}

void buildOptionsCompared(const ReportContext& ctx, Document& doc)
{
  const std::vector<ui::ComparedOption>& options = ctx.compared;
  if (options.size() < 2)
    return;
  doc.chapter(QStringLiteral("Options compared"));
  QStringList described;
  const std::vector<ui::FieldBinding> fields = ui::bindScenario(ctx.scenario);
  for (std::size_t i = 1; i < options.size(); ++i) {
    const Variant* v = nullptr;
    for (const Variant& candidate : ctx.scenario.variants)
      if (ui::userText(candidate.name) == options[i].name)
        v = &candidate;
    QStringList changes;
    if (v)
      for (const VariantOverride& o : v->overrides)
        changes << overrideWords(ctx.scenario, fields, o);
    described << QStringLiteral("<b>%1</b>: %2")
                     .arg(esc(options[i].name),
                          esc(changes.isEmpty() ? QStringLiteral("as the base")
                                                : changes.join(QStringLiteral(", "))));
  }
  doc.paragraph(esc(QStringLiteral("The base design (%1) and its variants, each the base with "
                                   "the values it names changed, evaluated by every model:")
                        .arg(options.front().name)) +
                QStringLiteral("<br/>") + described.join(QStringLiteral("<br/>")));
  doc.paragraph(esc(ui::cheapestOptionSentence(options) + QLatin1Char(' ') + ui::costRule()));

  Table t;
  t.title = QStringLiteral("The options side by side");
  t.columns.push_back({QStringLiteral("Figure"), 2.4, Qt::AlignLeft});
  const double width = options.size() > 4 ? 1.0 : 1.3;
  for (const ui::ComparedOption& o : options)
    t.columns.push_back({o.name, width, Qt::AlignLeft});
  const QColor better(0x1a, 0x7f, 0x37), worse(0xc0, 0x1c, 0x28);
  for (const ui::CompareRow& row : ui::compareRows(options)) {
    std::vector<Cell> cells;
    Cell label(row.label);
    label.bold = row.kind != ui::CompareRow::Kind::Headline;
    cells.push_back(label);
    for (std::size_t c = 0; c < options.size(); ++c) {
      const ui::CompareCell& cc = row.cells[c];
      Cell cell(cc.present ? cc.text : QStringLiteral("-"));
      if (cc.met && !*cc.met && row.kind == ui::CompareRow::Kind::Requirement)
        cell.text += QStringLiteral(" (not met)");
      if (cc.light)
        cell.dot = lightColor(*cc.light);
      const int verdict = c == 0 ? 0 : ui::compareCells(row, c, 0);
      if (verdict != 0) {
        cell.color = verdict > 0 ? better : worse;
        cell.bold = true;
      }
      cells.push_back(cell);
    }
    t.add(std::move(cells));
  }
  t.caption = QStringLiteral(
      "Each variant beside the base: green where it is better than the base, red where it is "
      "worse, in the direction that matters for the figure (a utilisation or a latency lower, "
      "a capacity or the time before a buffer fills higher); uncoloured where it is the same "
      "or the figure is the workload itself. \"-\": the option has no such figure.");
  doc.table(std::move(t));

  const int group = ui::compareChartGroup(options);
  const QString groupName =
      group < static_cast<int>(options.front().scenario.vm_groups.size())
          ? ui::userText(options.front().scenario.vm_groups[static_cast<std::size_t>(group)].name)
          : QString();
  doc.figure(overlay(
      QStringLiteral("Write latency under load against write size, %1").arg(groupName),
      [&options, group](QCustomPlot* p) { ui::drawCompareSizeChart(p, nullptr, options, group); }));
  doc.figure(overlay(QStringLiteral("Write-back backlog over time, %1").arg(groupName),
                     [&options, group](QCustomPlot* p) {
                       ui::drawCompareBacklogChart(p, nullptr, options, group);
                     }));
  doc.figure(overlay(QStringLiteral("Peer link utilisation per host"), [&options](QCustomPlot* p) {
    ui::drawCompareLinkChart(p, nullptr, options);
  }));
}

}  // namespace accel::report
