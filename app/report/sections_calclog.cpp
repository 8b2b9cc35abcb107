// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Appendix A: the calculation log, from app/core/calclog.h.
#include "app/core/calclog.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

QString mono(const QString& family, const QString& lines)
{
  return QStringLiteral("<span style=\"font-family:'%1'\">%2</span>").arg(family, escLines(lines));
}

}  // namespace

void buildCalculationLog(const ReportContext& ctx, Document& doc)
{
  doc.chapter(QStringLiteral("Appendix A. Calculation log"), false);
  doc.paragraph(QStringLiteral(
      "For each headline number: the formula, the values substituted with their units, the "
      "result and the source of the equation. Values and results are those the models "
      "computed (the same numbers the application and <i>accelsizer-cli evaluate --json</i> "
      "show, rounded to 4 significant digits); the steps show the numbers in the units of the "
      "values listed."));
  const QString family = ctx.theme.monoFamily;
  QString area;
  int n = 0;
  for (const ui::CalcEntry& c : ui::calculationLog(ctx.scenario, ctx.evaluation)) {
    if (c.area != area) {
      area = c.area;
      doc.blocks.emplace_back(Heading{area, 2, false, false});
    }
    ++n;
    QString html = QStringLiteral(
                       "<table width='100%' border='0' cellspacing='0' cellpadding='0'><tr>"
                       "<td><b>A.%1&#160;&#160;%2</b></td>"
                       "<td align='right'><b>%3</b></td></tr></table>")
                       .arg(n)
                       .arg(esc(c.title), esc(c.result));
    html += QStringLiteral("<p class='gap'>%1</p>").arg(mono(family, c.formula));
    if (!c.terms.isEmpty()) {
      html += QStringLiteral(
          "<table width='100%' border='0' cellspacing='0' cellpadding='1' style='margin-top:4px'>");
      for (const ui::CalcTerm& t : c.terms)
        html +=
            QStringLiteral(
                "<tr><td width='16%'>%1</td><td width='62%' style='color:%4'>%2</td>"
                "<td align='right'>%3</td></tr>")
                .arg(mono(family, t.symbol), esc(t.meaning), esc(t.value), ctx.theme.muted.name());
      html += QStringLiteral("</table>");
    }
    html +=
        QStringLiteral("<p class='gap'>%1</p>").arg(mono(family, c.steps.join(QLatin1Char('\n'))));
    if (!c.note.isEmpty())
      html += QStringLiteral("<p class='gap'>%1</p>").arg(esc(c.note));
    html += QStringLiteral("<p class='gap' style='color:%1'>Source: %2</p>")
                .arg(ctx.theme.muted.name(), esc(c.source));
    doc.paragraph(html, Paragraph::Style::Small, true);
    doc.spacer(2);
  }
}

}  // namespace accel::report
