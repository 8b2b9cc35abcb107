// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file modelnotes.h
/// The model notes the application ships (resources/notes/*.html, compiled in as Qt
/// resources): for each model, what it answers, what it assumes and where its equations come
/// from. One text for the report's Appendix B and the GUI's Help > Model Notes.

#include <QList>
#include <QString>

namespace accel::ui {

struct ModelNote {
  QString key;    ///< the area's key: "replica", "latency", "destager", "backing", "streams"
  QString title;  ///< "Replica network"
  QString html;   ///< the note: paragraphs, lists and level-3 headings (the QTextDocument subset)
};

/// Every note, in report order (areaKeys()). A note that cannot be read is empty, never
/// missing (a test checks that each has text).
const QList<ModelNote>& modelNotes();

/// Where the report prints a model's note: "Appendix B.2 (Write latency)"; empty for an
/// unknown key.
QString modelNoteReference(const QString& key);

/// The title of the report's appendix of model notes: "Appendix B. Model notes".
QString modelNotesAppendixTitle();

}  // namespace accel::ui
