// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/report/sections.h"

#include <QLocale>
#include <QRegularExpression>

#include "app/core/safetext.h"
#include "app/core/version.h"

namespace accel::report {

const std::vector<Section>& reportSections()
{
  // The report's table of contents. A new model adds its section here, after the model its
  // results build on (docs/report.md).
  // clang-format off
  static const std::vector<Section> sections = {
      {"cover",    buildCover},
      {"summary",  buildSummary},
      {"inputs",   buildInputs},
      {"replica",  buildReplica},
      {"latency",  buildLatency},
      {"destager", buildDestager},
      {"backing",  buildBacking},
      {"streams",  buildStreams},
      {"readcache", buildReadCache},
      {"findings", buildFindings},
      {"sizing",   buildRecommendedDesign},
      {"options",  buildOptionsCompared},
      {"failures", buildFailures},
      {"calclog",  buildCalculationLog},
      {"notes",    buildModelNotes},
  };
  // clang-format on
  return sections;
}

Document buildDocument(const ReportContext& ctx)
{
  Document doc;
  const QString name = ui::userText(ctx.scenario.name);
  const QString customer = ui::userText(ctx.scenario.customer);
  doc.title = name + QStringLiteral(" \u2014 sizing report");
  doc.headerLeft = name;
  doc.headerRight = customer.isEmpty() ? QStringLiteral("Sizing report")
                                       : QStringLiteral("Sizing report for %1").arg(customer);
  doc.footerLeft = QStringLiteral("AccelSizer %1 \u00b7 %2")
                       .arg(QString::fromLatin1(ui::kAccelSizerVersion), reportDate(ctx.date));
  for (const Section& section : reportSections())
    section.build(ctx, doc);
  return doc;
}

QString esc(const QString& text)
{
  // A number stays with its unit and a unit with itself: a no-break space after a digit, a
  // word joiner after the slash of "MB/s".
  static const QRegularExpression unitSlash(QStringLiteral("(?<=\\w)/(?=\\w)"));
  static const QRegularExpression numberSpace(QStringLiteral("(?<=\\d) (?=[%\u00b5A-Za-z])"));
  return text.toHtmlEscaped()
      .replace(unitSlash, QStringLiteral("/\u2060"))
      .replace(numberSpace, QStringLiteral("\u00a0"));
}

QString escLines(const QString& text)
{
  return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QColor lightColor(ui::Light light)
{
  switch (light) {
  case ui::Light::Green: return QColor(0x2e, 0x9e, 0x44);
  case ui::Light::Amber: return QColor(0xe8, 0xa3, 0x00);
  case ui::Light::Red: return QColor(0xc6, 0x28, 0x28);
  case ui::Light::Grey: return QColor(0xa7, 0xad, 0xb4);
  }
  return QColor(0xa7, 0xad, 0xb4);
}

QColor severityColor(Severity severity)
{
  return lightColor(ui::lightFor(severity));
}

QString severityWord(Severity severity)
{
  switch (severity) {
  case Severity::Critical: return QStringLiteral("Critical");
  case Severity::Warning: return QStringLiteral("Warning");
  case Severity::Info: return QStringLiteral("Info");
  }
  return QString();
}

QString reportDate(const QDate& date)
{
  return QLocale(QLocale::English).toString(date, QStringLiteral("d MMMM yyyy"));
}

Table headlineTable(const QList<ui::Headline>& headlines)
{
  Table t;
  t.columns = {{QStringLiteral("Result"), 1.6, Qt::AlignLeft},
               {QStringLiteral("Value"), 1.1, Qt::AlignRight},
               {QStringLiteral("Basis"), 3.3, Qt::AlignLeft}};
  for (const ui::Headline& h : headlines) {
    Cell value(h.display());
    value.bold = true;
    if (h.level != Severity::Info)
      value.color = severityColor(h.level).darker(115);
    t.add({Cell(h.label), value, Cell(h.note)});
  }
  return t;
}

void note(Document& doc, const QString& html)
{
  doc.paragraph(html, Paragraph::Style::Small);
}

}  // namespace accel::report
