// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/modelnotes.h"

#include <QFile>

#include "app/core/areas.h"

namespace accel::ui {

const QList<ModelNote>& modelNotes()
{
  static const QList<ModelNote> notes = [] {
    QList<ModelNote> out;
    for (const QString& key : areaKeys()) {
      QFile f(QStringLiteral(":/notes/%1.html").arg(key));
      ModelNote n;
      n.key = key;
      n.title = areaTitle(key);
      if (f.open(QIODevice::ReadOnly))
        n.html = QString::fromUtf8(f.readAll()).trimmed();
      out << n;
    }
    return out;
  }();
  return notes;
}

QString modelNoteReference(const QString& key)
{
  const QList<ModelNote>& notes = modelNotes();
  for (int i = 0; i < notes.size(); ++i)
    if (notes[i].key == key)
      return QStringLiteral("Appendix B.%1 (%2)").arg(i + 1).arg(notes[i].title);
  return QString();
}

QString modelNotesAppendixTitle()
{
  return QStringLiteral("Appendix B. Model notes");
}

}  // namespace accel::ui
