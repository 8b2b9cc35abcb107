// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Helpers for the app-layer tests.

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <ostream>

#include "app/core/problems.h"
#include "qt_catch.h"

#ifndef ACCELSIZER_SOURCE_DIR
#error "ACCELSIZER_SOURCE_DIR must point at the source tree"
#endif

namespace accel::test {

inline QString sourcePath(const char* relative)
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/") + QLatin1String(relative);
}

inline QByteArray readFile(const QString& path)
{
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QJsonObject exampleJson(const char* name = "build-cluster-1gbe.accelsizer.json")
{
  return QJsonDocument::fromJson(readFile(sourcePath("resources/examples/") + QLatin1String(name)))
      .object();
}

/// The JSON object written in `text` (test literals).
inline QJsonObject jsonObject(const char* text)
{
  return QJsonDocument::fromJson(QByteArray(text)).object();
}

inline QByteArray toBytes(const QJsonObject& o)
{
  return QJsonDocument(o).toJson();
}

/// Problems as "level path: message" lines, for readable failures.
inline std::string dump(const ui::Problems& ps)
{
  std::string out;
  for (const auto& p : ps)
    out += p.toString().toStdString() + "\n";
  return out;
}

inline bool hasProblemAt(const ui::Problems& ps, const QString& path, bool error = true)
{
  for (const auto& p : ps)
    if (p.path == path && p.isError() == error)
      return true;
  return false;
}

}  // namespace accel::test
