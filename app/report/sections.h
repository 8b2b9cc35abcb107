// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file sections.h
/// The sections of the report and what they share. Each section is a function that appends
/// blocks (blocks.h) to the document from the scenario and its evaluation; `reportSections()`
/// lists them in order. A section for a new model is one function and one row of that table
/// (ARCHITECTURE.md, "Where a new model goes").

#include <QImage>
#include <QList>

#include <vector>

#include "app/core/areas.h"
#include "app/core/compare.h"
#include "app/core/headlines.h"
#include "app/core/reportoptions.h"
#include "app/report/blocks.h"
#include "app/report/renderer.h"
#include "model/evaluate/evaluate.h"
#include "model/sizing/headroom.h"

namespace accel::report {

/// Everything a section builder reads.
struct ReportContext {
  const Scenario& scenario;
  const Evaluation& evaluation;
  const ui::ReportOptions& options;
  const Theme& theme;
  QImage logo;            ///< null when there is none
  QDate date;             ///< the report's date (options.date or today)
  double body_height_mm;  ///< height of the text area of a page
  /// The base and each variant, evaluated (comparedOptions()); empty without variants.
  std::vector<ui::ComparedOption> compared;
};

using SectionBuilder = void (*)(const ReportContext&, Document&);

struct Section {
  const char* key;  ///< stable id: "cover", "summary", "inputs", "replica", ...
  SectionBuilder build;
};

/// The sections in report order.
const std::vector<Section>& reportSections();

/// The whole document: every section, the running header and footer.
Document buildDocument(const ReportContext& ctx);

// Section builders (sections_*.cpp).
void buildCover(const ReportContext& ctx, Document& doc);
void buildSummary(const ReportContext& ctx, Document& doc);
void buildInputs(const ReportContext& ctx, Document& doc);
void buildReplica(const ReportContext& ctx, Document& doc);
void buildLatency(const ReportContext& ctx, Document& doc);
void buildDestager(const ReportContext& ctx, Document& doc);
void buildBacking(const ReportContext& ctx, Document& doc);
void buildStreams(const ReportContext& ctx, Document& doc);
void buildReadCache(const ReportContext& ctx, Document& doc);
void buildFindings(const ReportContext& ctx, Document& doc);
/// "Recommended design" (sections_sizing.cpp): the design search over the scenario's design
/// space, when it has one: the cheapest design that meets everything, what it changes, its
/// requirements, its headroom ladder and the alternatives considered.
void buildRecommendedDesign(const ReportContext& ctx, Document& doc);
/// "Options compared" (sections_options.cpp): the base and its variants side by side and the
/// main charts overlaid, when the scenario has variants.
void buildOptionsCompared(const ReportContext& ctx, Document& doc);
/// The executive summary's sentence on which option meets the requirements at the least cost
/// (and what cost counts), when the scenario has variants.
void addOptionsSummary(const ReportContext& ctx, Document& doc);
/// The base (with its evaluation `e`) and each variant evaluated; empty without variants.
std::vector<ui::ComparedOption> comparedOptions(const Scenario& s, const Evaluation& e);
/// "If a host fails": the failure what-ifs (sections_failures.cpp).
void buildFailures(const ReportContext& ctx, Document& doc);
void buildCalculationLog(const ReportContext& ctx, Document& doc);
void buildModelNotes(const ReportContext& ctx, Document& doc);

// What the sections share (sections.cpp).

/// User text made safe for a paragraph's HTML.
QString esc(const QString& text);
/// A plain string as rich text with its line breaks kept.
QString escLines(const QString& text);

/// The colours of traffic lights and severities.
QColor lightColor(ui::Light light);
/// The headroom ladder of `s` as bars (app/charts/headroomchart.h), sized to its rungs.
Figure headroomFigure(const Scenario& s, const HeadroomResult& h);
QColor severityColor(Severity severity);
/// "Critical", "Warning", "Info".
QString severityWord(Severity severity);

/// The report's date as the cover and footer print it: "12 May 2024".
QString reportDate(const QDate& date);

/// A key-results table of headline numbers: what, value (coloured when it is a warning or
/// critical), on what basis.
Table headlineTable(const QList<ui::Headline>& headlines);

/// A paragraph in the small grey type used for explanations under a heading.
void note(Document& doc, const QString& html);

}  // namespace accel::report
