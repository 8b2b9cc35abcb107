// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Lets Catch2 print Qt strings in failure messages.
#include <catch2/catch.hpp>

#include <QString>

namespace Catch {
template <>
struct StringMaker<QString> {
  static std::string convert(const QString& s) { return '"' + s.toStdString() + '"'; }
};
}  // namespace Catch

// For INFO() and CAPTURE().
inline std::ostream& operator<<(std::ostream& os, const QString& s)
{
  return os << s.toStdString();
}
