// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/fieldbinding.h"

#include <QRegularExpression>

namespace accel::ui {

namespace {

template <class S, class Access>
void append(std::vector<FieldBinding>& out, const std::vector<Param<S>>& params,
            const QString& base, Access access)
{
  for (FieldBinding& b : bindAll(params, base, access))
    out.push_back(std::move(b));
}

QString indexed(const char* array, std::size_t i)
{
  return QStringLiteral("%1[%2]").arg(QLatin1String(array)).arg(i);
}

}  // namespace

std::vector<FieldBinding> bindScenario(const Scenario& s)
{
  std::vector<FieldBinding> out;
  append(out, scenarioParams(), QString(), [](auto& sc) { return &sc; });
  for (std::size_t i = 0; i < s.vm_groups.size(); ++i) {
    const QString base = indexed("vm_groups", i);
    append(out, vmGroupParams(), base,
           [i](auto& sc) { return i < sc.vm_groups.size() ? &sc.vm_groups[i] : nullptr; });
    append(out, writeProfileParams(), base + QStringLiteral(".write"),
           [i](auto& sc) { return i < sc.vm_groups.size() ? &sc.vm_groups[i].write : nullptr; });
    append(out, readProfileParams(), base + QStringLiteral(".read"),
           [i](auto& sc) { return i < sc.vm_groups.size() ? &sc.vm_groups[i].read : nullptr; });
    if (s.vm_groups[i].read_cache)
      append(out, readCacheParams(), base + QStringLiteral(".read_cache"), [i](auto& sc) {
        return i < sc.vm_groups.size() && sc.vm_groups[i].read_cache ? &*sc.vm_groups[i].read_cache
                                                                     : nullptr;
      });
  }
  append(out, accelerationParams(), QStringLiteral("acceleration"),
         [](auto& sc) { return &sc.acceleration; });
  append(out, peerNetworkParams(), QStringLiteral("peer_network"),
         [](auto& sc) { return &sc.peer_network; });
  append(out, backingParams(), QStringLiteral("backing"), [](auto& sc) { return &sc.backing; });
  append(out, storageNetworkParams(), QStringLiteral("backing.storage_network"),
         [](auto& sc) { return &sc.backing.storage_network; });
  for (std::size_t i = 0; i < s.backing.raid_groups.size(); ++i) {
    const QString base = QStringLiteral("backing.") + indexed("raid_groups", i);
    append(out, raidGroupParams(), base, [i](auto& sc) {
      return i < sc.backing.raid_groups.size() ? &sc.backing.raid_groups[i] : nullptr;
    });
    append(out, diskParams(), base + QStringLiteral(".disk"), [i](auto& sc) {
      return i < sc.backing.raid_groups.size() ? &sc.backing.raid_groups[i].disk : nullptr;
    });
  }
  append(out, allFlashParams(), QStringLiteral("backing.all_flash"),
         [](auto& sc) { return &sc.backing.all_flash; });
  append(out, hyperconvergedParams(), QStringLiteral("backing.hyperconverged"),
         [](auto& sc) { return &sc.backing.hyperconverged; });
  append(out, randomLoadParams(), QStringLiteral("backing.random_load"),
         [](auto& sc) { return &sc.backing.random_load; });
  append(out, sequentialStreamsParams(), QStringLiteral("backing.sequential_streams"),
         [](auto& sc) { return &sc.backing.sequential_streams; });
  append(out, requirementsParams(), QStringLiteral("requirements"),
         [](auto& sc) { return &sc.requirements; });
  return out;
}

QString pointerToPath(const QString& pointer)
{
  if (!pointer.startsWith(QLatin1Char('/')))
    return QString();
  static const QRegularExpression index(QStringLiteral("^(0|[1-9][0-9]*)$"));
  QString path;
  const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
  for (QString t : tokens) {
    t.replace(QLatin1String("~1"), QLatin1String("/"))
        .replace(QLatin1String("~0"), QLatin1String("~"));
    if (t.isEmpty())
      return QString();
    if (index.match(t).hasMatch()) {
      if (path.isEmpty())
        return QString();
      path += QLatin1Char('[') + t + QLatin1Char(']');
    } else {
      if (!path.isEmpty())
        path += QLatin1Char('.');
      path += t;
    }
  }
  return path;
}

QString pathToPointer(const QString& path)
{
  QString out;
  QString token;
  const auto flush = [&] {
    if (!token.isEmpty())
      out += QLatin1Char('/') + QString(token)
                                    .replace(QLatin1String("~"), QLatin1String("~0"))
                                    .replace(QLatin1String("/"), QLatin1String("~1"));
    token.clear();
  };
  for (QChar c : path) {
    if (c == QLatin1Char('.') || c == QLatin1Char('[')) {
      flush();
    } else if (c == QLatin1Char(']')) {
      flush();
    } else {
      token += c;
    }
  }
  flush();
  return out;
}

}  // namespace accel::ui
