// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The cover, the executive summary and the findings.
#include <QFontMetricsF>
#include <QMap>
#include <QPaintDevice>

#include "app/charts/qcp.h"
#include "app/core/describe.h"
#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/requirementtext.h"
#include "app/core/safetext.h"
#include "app/core/version.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

/// What the cover prints, copied out of the context (the cover is painted after layout).
struct CoverText {
  QString name;
  QString customer;
  QString author;
  QString date;
  QString outline;
  QImage logo;
};

/// Draws wrapped text at `y` in the width of `r`; returns its height.
double drawBlock(QCPPainter* p, const QRectF& r, double y, const QFont& font, const QColor& color,
                 const QString& text, int flags = Qt::AlignLeft)
{
  const QFontMetricsF fm(font, p->device());
  const QRectF box =
      fm.boundingRect(QRectF(r.left(), y, r.width(), 1.0e6), flags | Qt::TextWordWrap, text);
  p->setFont(font);
  p->setPen(color);
  p->drawText(QRectF(r.left(), y, r.width(), box.height()), flags | Qt::TextWordWrap, text);
  return box.height();
}

void paintCover(QCPPainter* p, const QRectF& r, const RenderInfo& info, const CoverText& c,
                const Theme& t)
{
  const double dpmm = p->device()->logicalDpiY() / 25.4;
  const auto mm = [dpmm](double v) { return v * dpmm; };

  // The logo top left, the application top right.
  if (!c.logo.isNull()) {
    const QSizeF size = QSizeF(c.logo.size()).scaled(QSizeF(mm(60), mm(24)), Qt::KeepAspectRatio);
    p->drawImage(QRectF(r.topLeft(), size), c.logo);
  }
  drawBlock(p, r, r.top(), t.font(t.small_pt), t.muted,
            QStringLiteral("AccelSizer %1").arg(QString::fromLatin1(ui::kAccelSizerVersion)),
            Qt::AlignRight);

  // The title block, with an accent bar down its left side.
  const QRectF text = r.adjusted(mm(7), 0, 0, 0);
  double y = r.top() + mm(58);
  const double top = y;
  QFont kicker = t.font(t.body_pt, true);
  kicker.setLetterSpacing(QFont::AbsoluteSpacing, mm(0.5));
  y += drawBlock(p, text, y, kicker, t.accent, QStringLiteral("SIZING REPORT")) + mm(4);
  y += drawBlock(p, text, y, t.font(26, true), t.text, c.name) + mm(3);
  y += drawBlock(p, text, y, t.font(t.body_pt + 2), t.muted,
                 QStringLiteral("Server-side write-back storage acceleration: peer network, "
                                "write latency and backing array")) +
       mm(9);
  if (!c.customer.isEmpty()) {
    y += drawBlock(p, text, y, t.font(t.small_pt), t.muted, QStringLiteral("Prepared for")) + mm(1);
    y += drawBlock(p, text, y, t.font(17, true), t.text, c.customer);
  }
  p->fillRect(QRectF(r.left(), top, mm(1.6), y - top), t.accent);

  // Who, when, with what.
  y = std::max(y + mm(16), r.top() + mm(140));
  QList<QPair<QString, QString>> details;
  if (!c.author.isEmpty())
    details << qMakePair(QStringLiteral("Prepared by"), c.author);
  details << qMakePair(QStringLiteral("Date"), c.date);
  details << qMakePair(QStringLiteral("Cluster"), c.outline);
  details << qMakePair(
      QStringLiteral("Application"),
      QStringLiteral("AccelSizer %1").arg(QString::fromLatin1(ui::kAccelSizerVersion)));
  const QRectF values = text.adjusted(mm(32), 0, 0, 0);
  for (const auto& [label, value] : details) {
    drawBlock(p, text, y, t.font(t.body_pt), t.muted, label);
    y += drawBlock(p, values, y, t.font(t.body_pt), t.text, value) + mm(2);
  }

  // Contents, at the foot of the page.
  const QFont entry = t.font(t.body_pt);
  const double line = QFontMetricsF(entry, p->device()).height() + mm(1.6);
  int rows = 0;
  for (const ContentsEntry& e : info.contents)
    rows += e.level == 1 ? 1 : 0;
  y = r.bottom() - mm(18) - rows * line;
  drawBlock(p, text, y - mm(8), t.font(t.body_pt, true), t.accent, QStringLiteral("Contents"));
  p->setPen(QPen(t.rule, mm(0.2)));
  p->drawLine(QPointF(text.left(), y - mm(2)), QPointF(text.right(), y - mm(2)));
  for (const ContentsEntry& e : info.contents) {
    if (e.level != 1)
      continue;
    drawBlock(p, text, y, entry, t.accent, e.number);
    drawBlock(p, text.adjusted(mm(9), 0, 0, 0), y, entry, t.text, e.text);
    drawBlock(p, text, y, entry, t.text, QString::number(e.page), Qt::AlignRight);
    y += line;
  }
  drawBlock(p, text, r.bottom() - mm(8), t.font(t.small_pt - 0.5), t.muted,
            QStringLiteral("Units: MB = 10\u2076 bytes, KiB = 1024 bytes, Gb/s = 10\u2079 bit/s. "
                           "Appendix A shows the working behind each headline number; "
                           "Appendix B describes each model, its assumptions and sources."));
}

/// "Backing array, Stripe hotspots": the areas a recommendation speaks for.
QString areasOf(const ui::Recommendation& r)
{
  QStringList titles = {ui::areaTitle(r.area)};
  for (const QString& a : r.alsoAreas)
    titles << ui::areaTitle(a);
  return titles.join(QStringLiteral(", "));
}

QString recommendationHtml(const QList<ui::Recommendation>& top)
{
  if (top.empty())
    return QStringLiteral(
        "No changes are needed: every evaluated area is within its limits, and the findings "
        "only describe where things stand.");
  QString html = QStringLiteral("<ol>");
  for (const ui::Recommendation& r : top) {
    const Finding& f = *r.finding;
    html += QStringLiteral("<li><b>%1</b> <span style='color:%2'>(%3)</span>: %4</li>")
                .arg(esc(r.title), severityColor(f.severity).darker(115).name(), esc(areasOf(r)),
                     esc(r.text));
  }
  return html + QStringLiteral("</ol>");
}

/// The scenario's requirements, as the results document and the summary list them, with the
/// headroom ladder of the design as it stands: what the executive summary starts with.
void addRequirements(const Scenario& s, const Evaluation& e, Document& doc)
{
  const RequirementsResult& req = e.requirements;
  if (req.checks.empty())
    return;
  int met = 0;
  for (const RequirementCheck& c : req.checks)
    met += c.met ? 1 : 0;
  doc.heading(QStringLiteral("Requirements"), 2);
  QString intro =
      QStringLiteral("%1 of %2 requirements met").arg(met).arg(static_cast<int>(req.checks.size()));
  if (req.growth_factor != 1.0)
    intro += QStringLiteral(
                 ", checked with every VM's write rate multiplied by %1 (the growth "
                 "factor)")
                 .arg(ui::formatNumber(req.growth_factor));
  doc.paragraph(intro + QLatin1Char('.'));
  Table r;
  r.columns = {{QStringLiteral("Requirement"), 2.4, Qt::AlignLeft},
               {QStringLiteral("Design"), 1.7, Qt::AlignLeft},
               {QStringLiteral("Required"), 1.1, Qt::AlignLeft},
               {QStringLiteral("Met"), 1.1, Qt::AlignLeft}};
  for (const RequirementCheck& c : req.checks) {
    QString what = ui::requirementWhat(s, c);
    what[0] = what[0].toUpper();
    Cell verdict(c.met ? QStringLiteral("met") : QStringLiteral("not met"));
    verdict.bold = !c.met;
    verdict.dot = lightColor(c.met ? ui::Light::Green : ui::Light::Amber);
    if (c.margin)
      verdict.note =
          c.met ? QStringLiteral("%1 margin").arg(ui::formatValue(*c.margin, ui::Unit::Factor, 3))
                : QStringLiteral("off by %1")
                      .arg(ui::formatValue(1.0 / *c.margin, ui::Unit::Factor, 3));
    r.add({what, ui::requirementValueText(c), ui::requirementLimitText(c), verdict});
  }
  doc.table(std::move(r));
  // How far today's load can grow before each requirement breaks.
  const HeadroomResult h = computeHeadroom(s, GrowthBy::Rate, ui::evaluateOptions());
  if (!h.ladder.empty())
    doc.figure(headroomFigure(s, h));
}

}  // namespace

void buildCover(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const CoverText c{ui::userText(s.name), ui::userText(s.customer), ctx.options.author.trimmed(),
                    reportDate(ctx.date), ui::scenarioOutline(s),   ctx.logo};
  Figure cover;
  cover.height_mm = ctx.body_height_mm - 1;
  cover.paint = [c, theme = &ctx.theme](QCPPainter* p, const QRectF& r, const RenderInfo& info) {
    paintCover(p, r, info, c, *theme);
  };
  doc.figure(std::move(cover));
  doc.pageBreak();
}

void buildSummary(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const Evaluation& e = ctx.evaluation;
  doc.chapter(QStringLiteral("Executive summary"));
  const QString customer = ui::userText(s.customer);
  doc.paragraph(QStringLiteral("This report sizes <b>%1</b>%2: %3.")
                    .arg(esc(ui::userText(s.name)),
                         customer.isEmpty() ? QString() : QStringLiteral(" for ") + esc(customer),
                         esc(ui::scenarioOutline(s))),
                Paragraph::Style::Lead);
  addRequirements(s, e, doc);
  addOptionsSummary(ctx, doc);
  if (!e.requirements.checks.empty())
    doc.heading(QStringLiteral("Areas"), 2);
  doc.paragraph(QStringLiteral(
      "Each area has a traffic light, its headline number and a verdict: the light is the most "
      "severe finding of the area, or of another area whose consequence is felt there (a full "
      "write-back buffer throttles writes, so it counts for write latency too); a requirement "
      "the design does not meet is a warning of its area. The sections "
      "that follow give the inputs, each model's results and charts and every finding; "
      "Appendix A shows the working behind each headline number and Appendix B each model's "
      "assumptions and sources."));

  const QList<ui::AreaVerdict> areas = ui::assessAreas(s, e);
  Table t;
  t.columns = {{QStringLiteral("Area"), 1.45, Qt::AlignLeft},
               {QStringLiteral("Headline"), 1.55, Qt::AlignLeft},
               {QStringLiteral("Verdict"), 3.4, Qt::AlignLeft}};
  for (const ui::AreaVerdict& a : areas) {
    Cell area(a.title);
    area.bold = true;
    area.dot = lightColor(a.light);
    Cell value;
    if (a.evaluated && !a.value.isEmpty()) {
      value.text = a.value;
      value.bold = true;
      value.note = a.label;
    } else {
      // Evaluated with nothing to measure (no write-back VMs): a dash, not "not evaluated".
      value.text = a.evaluated ? QStringLiteral("\u2014") : QStringLiteral("not evaluated");
      value.color = ctx.theme.muted;
    }
    Cell verdict(a.verdict);
    if (!a.evaluated)
      verdict.color = ctx.theme.muted;
    t.add({area, value, verdict});
  }
  t.caption = QStringLiteral(
      "Green: within limits. Amber: a warning to look at. Red: a critical finding. Grey: no "
      "result.");
  doc.table(std::move(t));

  doc.heading(QStringLiteral("Top recommendations"), 2);
  doc.paragraph(recommendationHtml(ui::topRecommendations(s, e, 5)));
}

void buildFindings(const ReportContext& ctx, Document& doc)
{
  const Scenario& s = ctx.scenario;
  const std::vector<Finding>& findings = ctx.evaluation.findings;
  doc.chapter(QStringLiteral("Findings and recommendations"));
  // The same advice for several subjects is told once.
  const QList<ui::MergedFinding> merged = ui::mergeFindings(findings, s);
  int counts[3] = {0, 0, 0};
  for (const ui::MergedFinding& m : merged)
    ++counts[static_cast<int>(m.findings.front()->severity)];
  doc.paragraph(
      merged.empty()
          ? QStringLiteral("The models raised no findings.")
          : QStringLiteral("%1 finding%2, most severe first: %3 critical, %4 warning%5, %6 for "
                           "information.")
                .arg(merged.size())
                .arg(merged.size() == 1 ? QString() : QStringLiteral("s"))
                .arg(counts[2])
                .arg(counts[1])
                .arg(counts[1] == 1 ? QString() : QStringLiteral("s"))
                .arg(counts[0]));
  for (const ui::MergedFinding& m : merged) {
    const Finding& f = *m.findings.front();
    const ui::FindingText& t = m.text;
    const QColor color = severityColor(f.severity);
    QString body =
        QStringLiteral("<b>%1</b>&#160;&#160;<span style='color:%2'>%3 \u00b7 %4</span><br/>%5")
            .arg(esc(t.title), color.darker(115).name(), severityWord(f.severity),
                 esc(ui::areaTitle(ui::findingArea(f))), esc(t.message));
    if (!t.recommendation.isEmpty())
      body += QStringLiteral("<br/><b>Recommendation:</b> %1").arg(esc(t.recommendation));
    doc.paragraph(QStringLiteral("<table width='100%' border='0' cellspacing='0' "
                                 "cellpadding='0'><tr><td width='4' bgcolor='%1'></td>"
                                 "<td width='10'></td><td>%2</td></tr></table>")
                      .arg(color.name(), body),
                  Paragraph::Style::Body, true);
  }
}

}  // namespace accel::report
