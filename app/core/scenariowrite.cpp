// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Writing a scenario: its JSON object (every described field, the extras kept as read) and its
// file (long traces written from their samples, app/core/longpairs.h). Reading is in
// scenarioio.cpp.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include "app/core/calibrationio.h"
#include "app/core/failures.h"
#include "app/core/longpairs.h"
#include "app/core/params.h"
#include "app/core/scenarioio.h"
#include "app/core/sourceio.h"
#include "app/core/variants.h"
#include "model/common/profile.h"

namespace accel::ui {

namespace {

template <class S>
QJsonObject writeFields(const S& s, const std::vector<Param<S>>& params,
                        const QString& profile = QString())
{
  QJsonObject obj;
  for (const auto& p : params) {
    if (!p.info.appliesToProfile(profile) && !profile.isEmpty())
      continue;
    const QJsonValue v = p.get(s);
    if (v.isNull() || v.isUndefined())
      continue;
    obj.insert(p.info.key, v);
  }
  for (const auto& [key, text] : s.extra) {
    const QString k = QString::fromStdString(key);
    if (!obj.contains(k))
      obj.insert(k, jsonValue(text));
  }
  return obj;
}

}  // namespace

/// A write or read profile: its kind's fields, a schedule's windows.
template <class S>
QJsonObject writeProfile(const S& p, const std::vector<Param<S>>& params,
                         const std::vector<Param<ScheduleWindow>>& windowParams)
{
  QJsonObject o = writeFields(p, params, profileWord(p.kind));
  if (p.kind == ProfileKind::Schedule) {
    QJsonArray windows;
    for (const ScheduleWindow& w : p.windows)
      windows.append(writeFields(w, windowParams));
    o.insert(QStringLiteral("windows"), windows);
  }
  return o;
}

/// A background load of the array: its fields, and its schedule when it has one (files of
/// loads that run all the time stay as they were).
template <class S>
QJsonObject writeLoad(const S& load, const std::vector<Param<S>>& params,
                      const std::vector<Param<ScheduleWindow>>& windowParams)
{
  QJsonObject o = writeFields(load, params);
  if (load.windows.empty() && load.schedule_period == SchedulePeriod::Day) {
    o.remove(QStringLiteral("period"));
    return o;
  }
  QJsonArray windows;
  for (const ScheduleWindow& w : load.windows)
    windows.append(writeFields(w, windowParams));
  o.insert(QStringLiteral("windows"), windows);
  return o;
}

QJsonObject scenarioToJson(const Scenario& s)
{
  QJsonObject root = writeFields(s, scenarioParams());
  QJsonArray groups;
  for (const VmGroup& g : s.vm_groups) {
    QJsonObject o = writeFields(g, vmGroupParams());
    o.insert(QStringLiteral("write"),
             writeProfile(g.write, writeProfileParams(), scheduleWindowParams()));
    // Constant reads of one size keep the older form alone (read_mbps, read_io_kib), as files
    // have always had it; anything else is written as `read`, those two beside it as its mean.
    const ReadProfile& r = g.read;
    const ReadProfile plain;
    if (r.kind != ProfileKind::Constant || !r.io_histogram.empty() || !r.extra.empty() ||
        r.working_set_gib || r.zipf || !r.hit_ratio_curve.empty() ||
        r.hot_set_fraction != plain.hot_set_fraction ||
        r.hot_access_fraction != plain.hot_access_fraction)
      o.insert(QStringLiteral("read"),
               writeProfile(r, readProfileParams(), readScheduleWindowParams()));
    if (g.read_cache)
      o.insert(QStringLiteral("read_cache"), writeFields(*g.read_cache, readCacheParams()));
    if (!g.sources.empty())
      o.insert(QStringLiteral("sources"), sourcesToJson(g.sources));
    groups.append(o);
  }
  root.insert(QStringLiteral("vm_groups"), groups);
  root.insert(QStringLiteral("acceleration"), writeFields(s.acceleration, accelerationParams()));
  root.insert(QStringLiteral("peer_network"), writeFields(s.peer_network, peerNetworkParams()));

  QJsonObject backing = writeFields(s.backing, backingParams());
  backing.insert(QStringLiteral("storage_network"),
                 writeFields(s.backing.storage_network, storageNetworkParams()));
  QJsonArray raid;
  for (const RaidGroup& g : s.backing.raid_groups) {
    QJsonObject o = writeFields(g, raidGroupParams());
    o.insert(QStringLiteral("disk"), writeFields(g.disk, diskParams()));
    raid.append(o);
  }
  backing.insert(QStringLiteral("raid_groups"), raid);
  // Written when used or edited, so files of raid-group designs stay as they were.
  const QJsonObject flash = writeFields(s.backing.all_flash, allFlashParams());
  if (s.backing.kind == BackingKind::AllFlash ||
      flash != writeFields(AllFlashArray{}, allFlashParams()) || !s.backing.all_flash.extra.empty())
    backing.insert(QStringLiteral("all_flash"), flash);
  const QJsonObject hci = writeFields(s.backing.hyperconverged, hyperconvergedParams());
  if (s.backing.kind == BackingKind::Hyperconverged ||
      hci != writeFields(HyperconvergedBacking{}, hyperconvergedParams()) ||
      !s.backing.hyperconverged.extra.empty())
    backing.insert(QStringLiteral("hyperconverged"), hci);
  backing.insert(QStringLiteral("random_load"),
                 writeLoad(s.backing.random_load, randomLoadParams(), randomLoadWindowParams()));
  backing.insert(
      QStringLiteral("sequential_streams"),
      writeLoad(s.backing.sequential_streams, sequentialStreamsParams(), streamsWindowParams()));
  root.insert(QStringLiteral("backing"), backing);
  root.insert(QStringLiteral("requirements"), writeFields(s.requirements, requirementsParams()));
  if (!s.variants.empty())
    root.insert(QStringLiteral("variants"), variantsToJson(s.variants));
  if (!s.failures.empty()) {
    QJsonArray failures;
    for (const FailureSpec& f : s.failures)
      failures.append(failureToJson(f));
    root.insert(QStringLiteral("failures"), failures);
  }
  if (s.calibration)
    root.insert(QStringLiteral("calibration"), calibrationToJson(*s.calibration));
  const DesignSpace& d = s.design_space;
  if (!d.empty() || !d.extra.empty()) {
    QJsonObject space = writeFields(d, designSpaceParams());
    if (!d.peer_links.empty()) {
      QJsonArray links;
      for (const PeerLinkChoice& c : d.peer_links) {
        const QString word = peerLinkWord(c);
        links.append(word.isEmpty() ? QJsonValue(writeFields(c, peerLinkChoiceParams()))
                                    : QJsonValue(word));
      }
      space.insert(QStringLiteral("peer_links"), links);
    }
    if (d.disk_count)
      space.insert(QStringLiteral("disk_count"),
                   writeFields(*d.disk_count, diskCountRangeParams()));
    if (d.hosts)
      space.insert(QStringLiteral("hosts"), writeFields(*d.hosts, hostRangeParams()));
    root.insert(QStringLiteral("design_space"), space);
  }
  return root;
}

QByteArray serializeScenario(const Scenario& s)
{
  return jsonTextWithTraces([&s] { return scenarioToJson(s); });
}

bool saveScenarioFile(const Scenario& s, const QString& fileName, QString* error)
{
  QSaveFile f(fileName);
  if (!f.open(QIODevice::WriteOnly)) {
    if (error)
      *error = QStringLiteral("cannot write %1: %2").arg(fileName, f.errorString());
    return false;
  }
  const QByteArray bytes = serializeScenario(s);
  if (f.write(bytes) != bytes.size()) {
    if (error)
      *error = QStringLiteral("cannot write %1: %2").arg(fileName, f.errorString());
    f.cancelWriting();
    return false;
  }
  if (!f.commit()) {
    if (error)
      *error = QStringLiteral("cannot save %1: %2").arg(fileName, f.errorString());
    return false;
  }
  return true;
}

}  // namespace accel::ui
