// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/reportoptions.h"

namespace accel::ui {

QString paperSizeWord(PaperSize p)
{
  return p == PaperSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

bool parsePaperSize(const QString& word, PaperSize* out)
{
  const QString w = word.trimmed().toLower();
  if (w == QLatin1String("a4"))
    *out = PaperSize::A4;
  else if (w == QLatin1String("letter"))
    *out = PaperSize::Letter;
  else
    return false;
  return true;
}

}  // namespace accel::ui
