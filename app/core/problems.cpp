// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/problems.h"

#include "app/core/safetext.h"

namespace accel::ui {

QString Problem::toString() const
{
  // Paths hold the file's keys and messages its words: neither reaches a terminal raw.
  return (isError() ? QStringLiteral("error: ") : QStringLiteral("warning: ")) +
         escapeControls(path) + QStringLiteral(": ") + escapeControls(message);
}

}  // namespace accel::ui
