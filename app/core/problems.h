// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file problems.h
/// What is wrong with a scenario: each problem names its JSON path.

#include <QList>
#include <QString>

namespace accel::ui {

struct Problem {
  enum class Level { Error, Warning };
  Level level = Level::Error;
  QString path;     ///< JSON path, e.g. "vm_groups[1].write.mbps"; "$" for the whole document
  QString message;  ///< what is wrong: the value found and what was expected

  bool isError() const { return level == Level::Error; }
  bool operator==(const Problem& o) const
  {
    return level == o.level && path == o.path && message == o.message;
  }
  /// "error: <path>: <message>" as the command line prints it.
  QString toString() const;
};

using Problems = QList<Problem>;

/// "base.key" (or "key" at the top level): the JSON path of a field. A file may hold an empty
/// key, which is written `base[""]` (`$[""]` at the top level) so that no path is empty.
inline QString jsonPath(const QString& base, const QString& key)
{
  if (key.isEmpty())
    return (base.isEmpty() ? QStringLiteral("$") : base) + QStringLiteral("[\"\"]");
  return base.isEmpty() ? key : base + QLatin1Char('.') + key;
}

/// "base[i]": the JSON path of an array element.
inline QString jsonIndex(const QString& base, qsizetype i)
{
  return base + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

inline bool hasErrors(const Problems& ps)
{
  for (const auto& p : ps)
    if (p.isError())
      return true;
  return false;
}

}  // namespace accel::ui
