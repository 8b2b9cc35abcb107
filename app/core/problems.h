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
  /// "error: <path>: <message>" as the command line prints it.
  QString toString() const;
};

using Problems = QList<Problem>;

inline bool hasErrors(const Problems& ps)
{
  for (const auto& p : ps)
    if (p.isError())
      return true;
  return false;
}

}  // namespace accel::ui
