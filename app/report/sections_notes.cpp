// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Appendix B: the model notes, from app/core/modelnotes.h (the same text as the GUI's Help >
// Model Notes).
#include <QRegularExpression>

#include "app/core/modelnotes.h"
#include "app/report/sections.h"

namespace accel::report {

namespace {

/// A note's top-level blocks (paragraphs, lists), each level-3 heading joined to the block it
/// introduces so that the renderer keeps them together.
QStringList noteBlocks(const QString& html)
{
  static const QRegularExpression start(QStringLiteral("(?=<(?:p|ul|h3)>)"));
  QStringList out;
  QString heading;
  for (const QString& part : html.split(start, Qt::SkipEmptyParts)) {
    const QString block = part.trimmed();
    if (block.isEmpty())
      continue;
    if (block.startsWith(QStringLiteral("<h3>"))) {
      heading = QStringLiteral("<p><b>") +
                block.mid(4, block.indexOf(QStringLiteral("</h3>")) - 4) +
                QStringLiteral("</b></p>");
      continue;
    }
    out << heading + block;
    heading.clear();
  }
  if (!heading.isEmpty())
    out << heading;
  return out;
}

}  // namespace

void buildModelNotes(const ReportContext& ctx, Document& doc)
{
  Q_UNUSED(ctx);
  doc.chapter(ui::modelNotesAppendixTitle(), false);
  doc.paragraph(QStringLiteral(
      "For each model: what it answers, what it assumes and where its equations come from. "
      "Each chapter and the calculation log (Appendix A) refer to these notes; the application "
      "shows the same notes under Help > Model Notes."));
  int i = 0;
  for (const ui::ModelNote& n : ui::modelNotes()) {
    if (++i > 1)
      doc.pageBreak();
    doc.blocks.emplace_back(
        Heading{QStringLiteral("B.%1  %2").arg(i).arg(n.title), 2, false, true});
    for (const QString& block : noteBlocks(n.html))
      doc.paragraph(block);
  }
}

}  // namespace accel::report
