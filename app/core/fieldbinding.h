// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file fieldbinding.h
/// A parameter description bound to one concrete place in a scenario ("the link speed",
/// "the write rate of VM group 2"), so forms and tables can read and edit it generically.

#include <QJsonValue>
#include <QString>

#include <functional>
#include <vector>

#include "app/core/params.h"

namespace accel::ui {

struct FieldBinding {
  const ParamInfo* info = nullptr;
  QString path;  ///< concrete JSON path, e.g. "vm_groups[1].write.mbps"
  std::function<QJsonValue(const Scenario&)> get;
  std::function<void(Scenario&, const QJsonValue&)> set;
  /// Whether the field applies to the scenario as it is (e.g. only the fields of the chosen
  /// write profile); empty means always.
  std::function<bool(const Scenario&)> applies;
  /// PairList: the number of rows without building them (a week-long trace's JSON rows take
  /// 80 MB); empty where the rows are only had through `get`.
  std::function<qsizetype(const Scenario&)> rowCount;
};

/// Binds every parameter of S. `access` maps a scenario (const or not) to the S it holds, or
/// to nullptr when that S does not exist (a removed VM group); `base` is its JSON path.
template <class S, class Access>
std::vector<FieldBinding> bindAll(const std::vector<Param<S>>& params, const QString& base,
                                  Access access)
{
  std::vector<FieldBinding> out;
  for (const Param<S>& p : params) {
    if (!p.info.editable)
      continue;
    FieldBinding b;
    b.info = &p.info;
    b.path = base.isEmpty() ? p.info.key : base + QLatin1Char('.') + p.info.key;
    b.get = [get = p.get, access](const Scenario& s) {
      const S* obj = access(s);
      return obj ? get(*obj) : QJsonValue();
    };
    b.set = [set = p.set, access](Scenario& s, const QJsonValue& v) {
      if (S* obj = access(s))
        set(*obj, v);
    };
    if (p.rowCount)
      b.rowCount = [count = p.rowCount, access](const Scenario& s) {
        const S* obj = access(s);
        return obj ? count(*obj) : qsizetype(0);
      };
    out.push_back(std::move(b));
  }
  return out;
}

/// Every field of the scenario as it stands (each VM group and its write profile, each RAID
/// group and its disk, every section), bound: what a JSON pointer into a scenario can name.
std::vector<FieldBinding> bindScenario(const Scenario& s);

/// "/vm_groups/0/write/mbps" (RFC 6901 JSON pointer) -> "vm_groups[0].write.mbps"; empty
/// when the pointer is malformed.
QString pointerToPath(const QString& pointer);

/// "vm_groups[0].write.mbps" -> "/vm_groups/0/write/mbps".
QString pathToPointer(const QString& path);

}  // namespace accel::ui
