// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// Helpers for the import tests: the samples, files made in memory, esxtop output of any size.

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QString>

#include <string>
#include <vector>

#include "app/import/workload.h"
#include "helpers.h"

namespace accel::test {

inline QString samplePath(const char* name)
{
  return sourcePath("resources/samples/") + QLatin1String(name);
}

inline QString sha256Of(const QString& path)
{
  return QString::fromLatin1(
      QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex());
}

inline import::ReadResult readBytes(const QByteArray& bytes, const char* name,
                                    const import::ReadOptions& options = {},
                                    const import::Progress& progress = {})
{
  QByteArray copy = bytes;
  QBuffer b(&copy);
  b.open(QIODevice::ReadOnly);
  return import::readWorkload(b, copy.size(), QString::fromLatin1(name), options, progress);
}

/// esxtop batch output: a Virtual Disk VM row (MBytes Written/sec, Writes/sec, MBytes
/// Read/sec) per VM, `written[vm][k]` MiB/s at `stamps[k]` (64 KiB writes, reads a tenth).
inline QByteArray esxtopFile(const std::vector<std::string>& vms,
                             const std::vector<std::string>& stamps,
                             const std::vector<std::vector<double>>& written)
{
  std::string s = "\"(PDH-CSV 4.0) (UTC)(0)\"";
  for (const std::string& vm : vms)
    for (const char* c : {"MBytes Written/sec", "Writes/sec", "MBytes Read/sec"})
      s += ",\"\\\\esx01\\Virtual Disk(" + vm + ")\\" + c + "\"";
  s += "\r\n";
  char buf[64];
  for (std::size_t k = 0; k < stamps.size(); ++k) {
    s += "\"" + stamps[k] + "\"";
    for (std::size_t v = 0; v < vms.size(); ++v) {
      const double w = written[v][k];
      for (double x : {w, w * 16, w / 10}) {
        std::snprintf(buf, sizeof buf, ",\"%.2f\"", x);
        s += buf;
      }
    }
    s += "\r\n";
  }
  return QByteArray::fromStdString(s);
}

}  // namespace accel::test
