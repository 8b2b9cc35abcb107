// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/designsearch.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

#include "app/core/evaluation.h"
#include "app/core/fieldbinding.h"
#include "app/core/params.h"
#include "app/core/requirementtext.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"

namespace accel::ui {

namespace {

const QString kSpace = QStringLiteral("design_space");

bool sameSpeed(double a, double b)
{
  return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

/// The link preset of a kind and speed; of several, the last read (a user's over a built-in).
const PeerLinkPreset* linkPresetFor(const PresetCatalogue& c, NetKind kind, double gbps)
{
  for (auto it = c.links.rbegin(); it != c.links.rend(); ++it)
    if (it->kind == kind && sameSpeed(it->link_gbps, gbps))
      return &*it;
  return nullptr;
}

QString presetIds(const QStringList& ids)
{
  return ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "));
}

/// The id of a peer link option in the cost model: its short form, with the links and MTU.
std::string linkOptionId(const PeerLinkChoice& c)
{
  QString id = netKindWord(c.kind) + QLatin1Char(':') + QString::number(c.link_gbps, 'g', 10);
  if (c.usable_links != 1)
    id += QStringLiteral("x%1").arg(c.usable_links);
  if (c.mtu)
    id += QStringLiteral("/mtu%1").arg(*c.mtu);
  return id.toStdString();
}

QJsonValue linkChoiceJson(const PeerLinkChoice& c)
{
  const QString word = peerLinkWord(c);
  if (!word.isEmpty())
    return word;
  QJsonObject o;
  o.insert(QStringLiteral("kind"), netKindWord(c.kind));
  o.insert(QStringLiteral("link_gbps"), c.link_gbps);
  o.insert(QStringLiteral("usable_links"), c.usable_links);
  if (c.mtu)
    o.insert(QStringLiteral("mtu"), *c.mtu);
  return o;
}

bool sameDevice(const DevicePreset& p, const Acceleration& a)
{
  return p.media == a.media && p.write_latency_us == a.write_latency_us &&
         p.write_mbps == a.write_mbps && p.parallelism == a.parallelism &&
         (!p.read_latency_us || *p.read_latency_us == a.read_latency_us);
}

/// The solid-state figures, which only a drive with rpm 0 uses.
bool sameSolidState(const Disk& a, const Disk& b)
{
  return a.rpm != 0 || (a.read_iops == b.read_iops && a.write_iops == b.write_iops &&
                        a.read_mbps == b.read_mbps && a.read_latency_us == b.read_latency_us &&
                        a.write_latency_us == b.write_latency_us && a.parallelism == b.parallelism);
}

bool sameDisk(const Disk& a, const Disk& b)
{
  return a.rpm == b.rpm && a.avg_seek_ms == b.avg_seek_ms && a.track_seek_ms == b.track_seek_ms &&
         a.full_seek_ms == b.full_seek_ms && a.capacity_gb == b.capacity_gb &&
         a.od_mbps == b.od_mbps && a.id_mbps == b.id_mbps && sameSolidState(a, b);
}

/// A JSON path with its indices as the parameter descriptions write them: "a[2].b" -> "a[].b".
QString pathPattern(QString path)
{
  static const QRegularExpression index(QStringLiteral("\\[[0-9]+\\]"));
  return path.replace(index, QStringLiteral("[]"));
}

void diff(const QJsonValue& a, const QJsonValue& b, const QString& path,
          std::vector<DesignChange>& out)
{
  if (a == b)
    return;
  if (a.isObject() && b.isObject()) {
    const QJsonObject x = a.toObject(), y = b.toObject();
    QStringList keys = x.keys();
    for (const QString& k : y.keys())
      if (!keys.contains(k))
        keys << k;
    for (const QString& k : keys)
      diff(x.value(k), y.value(k), jsonPath(path, k), out);
    return;
  }
  if (a.isArray() && b.isArray()) {
    const QJsonArray x = a.toArray(), y = b.toArray();
    // Lists of objects (RAID groups, VM groups) element by element; others whole.
    const bool objects =
        (!x.isEmpty() && x.first().isObject()) || (!y.isEmpty() && y.first().isObject());
    if (objects) {
      for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i)
        diff(i < x.size() ? x.at(i) : QJsonValue(), i < y.size() ? y.at(i) : QJsonValue(),
             jsonIndex(path, i), out);
      return;
    }
  }
  DesignChange c;
  c.path = path;
  if (const ParamInfo* p = findParam(pathPattern(path))) {
    c.label = p->label;
    c.unit = p->unit;
  }
  c.from = a.isUndefined() ? QJsonValue() : a;
  c.to = b.isUndefined() ? QJsonValue() : b;
  out.push_back(c);
}

QString valueText(const QJsonValue& v, Unit unit)
{
  switch (v.type()) {
  case QJsonValue::Null:
  case QJsonValue::Undefined: return QStringLiteral("none");
  case QJsonValue::Bool: return v.toBool() ? QStringLiteral("on") : QStringLiteral("off");
  case QJsonValue::Double: return formatValue(v.toDouble(), unit, 6);
  case QJsonValue::String: return v.toString();
  case QJsonValue::Array: return QStringLiteral("a list of %1").arg(v.toArray().size());
  case QJsonValue::Object: return QStringLiteral("one more");
  }
  return QString();
}

QJsonValue headroomValue(const DesignCandidate& d)
{
  return d.headroom ? resultNumber(*d.headroom) : QJsonValue();
}

QString headroomText(const DesignCandidate& d)
{
  if (d.headroom)
    return formatValue(*d.headroom, Unit::Factor);
  if (d.headroom_unbounded)
    return QStringLiteral("over 1000×");
  return QStringLiteral("\u2014");
}

QJsonObject choicesJson(const DesignDimensions& d, const DesignChoice& c, const Scenario& s)
{
  QJsonObject o;
  if (c.peer_link >= 0) {
    const LinkOption& l = d.peer_links[static_cast<std::size_t>(c.peer_link)];
    PeerLinkChoice p;
    p.kind = l.kind;
    p.link_gbps = l.link_gbps;
    p.usable_links = l.usable_links;
    p.mtu = l.mtu;
    o.insert(QStringLiteral("peer_link"), linkChoiceJson(p));
  }
  if (c.device >= 0)
    o.insert(QStringLiteral("device"),
             QString::fromStdString(d.devices[static_cast<std::size_t>(c.device)].id));
  if (c.buffer >= 0)
    o.insert(QStringLiteral("write_buffer_mb"),
             d.write_buffer_mb[static_cast<std::size_t>(c.buffer)]);
  if (c.policy >= 0)
    o.insert(QStringLiteral("write_policy"),
             writePolicyWord(d.write_policies[static_cast<std::size_t>(c.policy)]));
  if (c.level >= 0)
    o.insert(QStringLiteral("raid_level"),
             raidLevelWord(d.raid_levels[static_cast<std::size_t>(c.level)]));
  if (c.disk >= 0)
    o.insert(QStringLiteral("disk_model"),
             QString::fromStdString(d.disks[static_cast<std::size_t>(c.disk)].id));
  if (c.disk_count >= 0)
    o.insert(QStringLiteral("disk_count"), c.disk_count);
  if (c.raid_groups >= 0)
    o.insert(QStringLiteral("raid_groups"), d.raid_groups[static_cast<std::size_t>(c.raid_groups)]);
  if (c.segment >= 0)
    o.insert(QStringLiteral("segment_kib"), d.segment_kib[static_cast<std::size_t>(c.segment)]);
  if (c.destage >= 0)
    o.insert(QStringLiteral("destage_sequential_fraction"),
             d.destage_sequential_fraction[static_cast<std::size_t>(c.destage)]);
  if (c.pattern >= 0)
    o.insert(QStringLiteral("destage_pattern"),
             QString::fromLatin1(
                 destagePatternWord(d.destage_patterns[static_cast<std::size_t>(c.pattern)])));
  if (c.hosts >= 0)
    o.insert(QStringLiteral("hosts"), s.hosts);
  if (c.read_cache >= 0)
    o.insert(QStringLiteral("read_cache_gib"),
             d.read_cache_gib[static_cast<std::size_t>(c.read_cache)]);
  if (c.read_cache_block >= 0)
    o.insert(QStringLiteral("read_cache_block_kib"),
             d.read_cache_block_kib[static_cast<std::size_t>(c.read_cache_block)]);
  return o;
}

}  // namespace

SizingRequest sizingRequest(const Scenario& s, const PresetCatalogue& catalogue)
{
  SizingRequest q;
  const DesignSpace& space = s.design_space;
  if (space.empty()) {
    q.problems.append({Problem::Level::Error, kSpace,
                       QStringLiteral("missing: the scenario names no choices to size over; "
                                      "expected a design_space with at least one list or range "
                                      "(docs/scenario-format.md)")});
    return q;
  }
  q.costs.host = kHostRelativeCost;
  const auto fail = [&q](const QString& path, const QString& message) {
    q.problems.append({Problem::Level::Error, path, message});
  };

  // Peer links: priced by the link presets of their kind and speed, per usable link.
  QStringList linkIds;
  for (const PeerLinkPreset& l : catalogue.links)
    linkIds << QStringLiteral("%1 %2 Gb/s")
                   .arg(netKindWord(l.kind), QString::number(l.link_gbps, 'g', 10));
  for (std::size_t i = 0; i < space.peer_links.size(); ++i) {
    const PeerLinkChoice& c = space.peer_links[i];
    const QString at =
        jsonIndex(jsonPath(kSpace, QStringLiteral("peer_links")), static_cast<qsizetype>(i));
    LinkOption o;
    o.id = linkOptionId(c);
    o.kind = c.kind;
    o.link_gbps = c.link_gbps;
    o.usable_links = c.usable_links;
    o.mtu = c.mtu;
    const PeerLinkPreset* p = linkPresetFor(catalogue, c.kind, c.link_gbps);
    if (!p) {
      fail(at, QStringLiteral("no link preset prices %1 at %2: expected a kind and speed of the "
                              "link presets (%3) or a link preset of your own with its "
                              "relative_cost (docs/presets.md)")
                   .arg(netKindWord(c.kind), formatValue(c.link_gbps, Unit::Gbps, 6),
                        presetIds(linkIds)));
      continue;
    }
    q.costs.link[o.id] = p->relative_cost * c.usable_links;
    q.dims.peer_links.push_back(o);
  }

  QStringList deviceIds, diskIds;
  for (const DevicePreset& d : catalogue.devices)
    deviceIds << QString::fromStdString(d.id);
  for (const DiskPreset& d : catalogue.disks)
    diskIds << QString::fromStdString(d.id);
  for (std::size_t i = 0; i < space.devices.size(); ++i) {
    const QString at =
        jsonIndex(jsonPath(kSpace, QStringLiteral("devices")), static_cast<qsizetype>(i));
    const QString id = QString::fromStdString(space.devices[i]);
    const auto it = std::find_if(catalogue.devices.begin(), catalogue.devices.end(),
                                 [&](const DevicePreset& d) { return d.id == space.devices[i]; });
    if (it == catalogue.devices.end()) {
      fail(at, QStringLiteral("unknown device preset \"%1\": expected one of %2 (accelsizer-cli "
                              "presets)")
                   .arg(id, presetIds(deviceIds)));
    } else if (!catalogue.deviceCosts.count(it->id)) {
      fail(at, QStringLiteral("the device preset \"%1\" has no relative_cost: expected one in its "
                              "preset file (docs/presets.md)")
                   .arg(id));
    } else {
      q.costs.device[it->id] = catalogue.deviceCosts.at(it->id);
      q.dims.devices.push_back(*it);
    }
  }
  for (std::size_t i = 0; i < space.disk_models.size(); ++i) {
    const QString at =
        jsonIndex(jsonPath(kSpace, QStringLiteral("disk_models")), static_cast<qsizetype>(i));
    const QString id = QString::fromStdString(space.disk_models[i]);
    const auto it = std::find_if(catalogue.disks.begin(), catalogue.disks.end(),
                                 [&](const DiskPreset& d) { return d.id == space.disk_models[i]; });
    if (it == catalogue.disks.end()) {
      fail(at, QStringLiteral("unknown disk preset \"%1\": expected one of %2 (accelsizer-cli "
                              "presets)")
                   .arg(id, presetIds(diskIds)));
    } else if (!it->relative_cost) {
      fail(at, QStringLiteral("the disk preset \"%1\" has no relative_cost: expected one in its "
                              "preset file (docs/presets.md)")
                   .arg(id));
    } else {
      q.costs.disk[it->id] = *it->relative_cost;
      q.dims.disks.push_back({it->id, it->disk});
    }
  }
  q.dims.write_buffer_mb = space.write_buffer_mb;
  q.dims.write_policies = space.write_policies;
  q.dims.raid_levels = space.raid_levels;
  q.dims.disk_count = space.disk_count;
  q.dims.raid_groups = space.raid_groups;
  q.dims.segment_kib = space.segment_kib;
  q.dims.destage_sequential_fraction = space.destage_sequential_fraction;
  q.dims.destage_patterns = space.destage_patterns;
  q.dims.hosts = space.hosts;
  q.dims.read_cache_gib = space.read_cache_gib;
  q.dims.read_cache_block_kib = space.read_cache_block_kib;

  // What the scenario already has, where no list replaces it: priced by the preset with its
  // figures, or 0 (the same in every design) with a note.
  if (space.devices.empty()) {
    const auto it = std::find_if(
        catalogue.devices.begin(), catalogue.devices.end(), [&](const DevicePreset& d) {
          return catalogue.deviceCosts.count(d.id) && sameDevice(d, s.acceleration);
        });
    if (it != catalogue.devices.end())
      q.costs.device_default = catalogue.deviceCosts.at(it->id);
    else {
      q.costs.device_default = 0;
      q.notes << QStringLiteral(
          "the scenario's acceleration device matches no preset with a "
          "relative cost: it counts as 0 in every design");
    }
  }
  if (space.disk_models.empty()) {
    const Disk own = s.backing.raid_groups.empty() ? Disk{} : s.backing.raid_groups.front().disk;
    const auto it =
        std::find_if(catalogue.disks.begin(), catalogue.disks.end(),
                     [&](const DiskPreset& d) { return d.relative_cost && sameDisk(d.disk, own); });
    if (it != catalogue.disks.end())
      q.costs.disk_default = *it->relative_cost;
    else {
      q.costs.disk_default = 0;
      q.notes << QStringLiteral(
          "the array's disks match no preset with a relative cost: they "
          "count as 0");
    }
  }
  if (space.peer_links.empty()) {
    const PeerNetwork& n = s.peer_network;
    if (const PeerLinkPreset* p = linkPresetFor(catalogue, n.kind, n.link_gbps))
      q.costs.link_default = p->relative_cost * n.usable_links;
    else {
      q.costs.link_default = 0;
      q.notes << QStringLiteral(
          "no link preset prices the scenario's peer network: it counts as "
          "0 in every design");
    }
  }
  return q;
}

DesignSearchOptions sizingOptions()
{
  DesignSearchOptions o;
  o.evaluate = evaluateOptions();
  o.check_streams = true;
  o.keep = 10;
  o.keep_failing = 10;
  o.headroom_for = 10;
  return o;
}

std::vector<DesignChange> designChanges(const Scenario& from, const Scenario& to)
{
  QJsonObject a = scenarioToJson(from), b = scenarioToJson(to);
  for (const char* key : {"design_space", "variants", "$schema"}) {
    a.remove(QLatin1String(key));
    b.remove(QLatin1String(key));
  }
  std::vector<DesignChange> out;
  diff(a, b, QString(), out);
  return out;
}

QString designChangeText(const DesignChange& c)
{
  const QString what = c.label.isEmpty() ? c.path : QStringLiteral("%1 (%2)").arg(c.label, c.path);
  if (c.from.isObject() || c.from.isNull())
    return QStringLiteral("%1: added").arg(what);
  if (c.to.isObject() || c.to.isNull())
    return QStringLiteral("%1: removed").arg(what);
  return QStringLiteral("%1: %2 \u2192 %3")
      .arg(what, valueText(c.from, c.unit), valueText(c.to, c.unit));
}

QStringList designChoiceWords(const DesignDimensions& d, const DesignChoice& c)
{
  QStringList w;
  if (c.peer_link >= 0)
    w << QString::fromStdString(d.peer_links[static_cast<std::size_t>(c.peer_link)].id);
  if (c.device >= 0)
    w << QString::fromStdString(d.devices[static_cast<std::size_t>(c.device)].id);
  if (c.buffer >= 0)
    w << QStringLiteral("%1 buffer")
             .arg(formatValue(d.write_buffer_mb[static_cast<std::size_t>(c.buffer)], Unit::MB));
  if (c.policy >= 0)
    w << writePolicyWord(d.write_policies[static_cast<std::size_t>(c.policy)]);
  if (c.level >= 0)
    w << raidLevelWord(d.raid_levels[static_cast<std::size_t>(c.level)]);
  if (c.disk >= 0)
    w << QString::fromStdString(d.disks[static_cast<std::size_t>(c.disk)].id);
  if (c.disk_count >= 0)
    w << QStringLiteral("%1 disks").arg(c.disk_count);
  if (c.raid_groups >= 0) {
    const int n = d.raid_groups[static_cast<std::size_t>(c.raid_groups)];
    w << (n == 1 ? QStringLiteral("1 RAID group") : QStringLiteral("%1 RAID groups").arg(n));
  }
  if (c.segment >= 0)
    w << QStringLiteral("%1 segments")
             .arg(formatValue(d.segment_kib[static_cast<std::size_t>(c.segment)], Unit::KiB));
  if (c.destage >= 0)
    w << QStringLiteral("%1 sequential destaging")
             .arg(formatValue(d.destage_sequential_fraction[static_cast<std::size_t>(c.destage)],
                              Unit::Fraction));
  if (c.pattern >= 0)
    w << QStringLiteral("%1 destaging")
             .arg(QString::fromLatin1(
                 destagePatternWord(d.destage_patterns[static_cast<std::size_t>(c.pattern)])));
  if (c.hosts >= 0)
    w << QStringLiteral("%1 hosts").arg(c.hosts);
  if (c.read_cache >= 0)
    w << QStringLiteral("%1 read cache per VM")
             .arg(formatValue(d.read_cache_gib[static_cast<std::size_t>(c.read_cache)], Unit::GiB));
  if (c.read_cache_block >= 0)
    w << QStringLiteral("%1 cache blocks")
             .arg(formatValue(d.read_cache_block_kib[static_cast<std::size_t>(c.read_cache_block)],
                              Unit::KiB));
  return w;
}

QStringList closestMisses(const DesignSearchResult& r)
{
  QStringList out;
  if (r.designs.empty())
    return out;
  const DesignCandidate& d = r.designs.front();
  if (d.requirements.all_met)
    return out;
  for (const RequirementCheck& c : d.requirements.checks)
    if (!c.met)
      out << requirementLine(d.scenario, c);
  return out;
}

QJsonObject sizeJson(const Scenario& s, const SizingRequest& q, const DesignSearchResult& r)
{
  QJsonObject o;
  o.insert(QStringLiteral("candidates"), static_cast<qint64>(r.candidates));
  o.insert(QStringLiteral("evaluated"), static_cast<qint64>(r.evaluated));
  o.insert(QStringLiteral("inferred"), static_cast<qint64>(r.inferred));
  o.insert(QStringLiteral("invalid"), static_cast<qint64>(r.invalid));
  o.insert(QStringLiteral("meeting"), static_cast<qint64>(r.meeting));
  o.insert(QStringLiteral("seconds"), resultNumber(r.seconds));
  o.insert(QStringLiteral("truncated"), r.truncated);
  o.insert(QStringLiteral("cancelled"), r.cancelled);
  o.insert(QStringLiteral("requirements_growth_factor"),
           resultNumber(s.requirements.growth_factor));
  o.insert(QStringLiteral("streams_checked"), r.streams_checked);
  o.insert(QStringLiteral("any_meets"), r.meeting > 0);
  QJsonObject costs;
  costs.insert(QStringLiteral("unit"), QStringLiteral("relative: a host = 100"));
  costs.insert(QStringLiteral("host"), resultNumber(q.costs.host));
  costs.insert(QStringLiteral("notes"), QJsonArray::fromStringList(q.notes));
  o.insert(QStringLiteral("cost_model"), costs);

  QJsonArray designs, pareto;
  for (std::size_t i = 0; i < r.designs.size(); ++i) {
    const DesignCandidate& d = r.designs[i];
    const int rank = static_cast<int>(i) + 1;
    QJsonObject x;
    x.insert(QStringLiteral("rank"), rank);
    x.insert(QStringLiteral("cost"), resultNumber(d.cost));
    x.insert(QStringLiteral("requirements_met"), d.requirements.all_met);
    x.insert(QStringLiteral("missed"), [&d] {
      int n = 0;
      for (const RequirementCheck& c : d.requirements.checks)
        n += c.met ? 0 : 1;
      return n;
    }());
    x.insert(QStringLiteral("pareto"), d.pareto);
    x.insert(QStringLiteral("headroom"), headroomValue(d));
    x.insert(QStringLiteral("headroom_computed"), d.headroom.has_value() || d.headroom_unbounded);
    x.insert(QStringLiteral("headroom_beyond_range"), d.headroom_unbounded);
    x.insert(QStringLiteral("choices"), choicesJson(q.dims, d.choice, d.scenario));
    QJsonArray changes;
    for (const DesignChange& c : designChanges(s, d.scenario)) {
      QJsonObject ch;
      ch.insert(QStringLiteral("path"), c.path);
      ch.insert(QStringLiteral("pointer"), pathToPointer(c.path));
      if (!c.label.isEmpty())
        ch.insert(QStringLiteral("label"), c.label);
      ch.insert(QStringLiteral("from"), c.from);
      ch.insert(QStringLiteral("to"), c.to);
      changes.append(ch);
    }
    x.insert(QStringLiteral("changes"), changes);
    x.insert(QStringLiteral("requirements"), requirementsJson(d.scenario, d.requirements));
    x.insert(QStringLiteral("scenario"), scenarioToJson(d.scenario));
    designs.append(x);
    if (d.pareto)
      pareto.append(rank);
  }
  o.insert(QStringLiteral("designs"), designs);
  o.insert(QStringLiteral("pareto"), pareto);
  return o;
}

QString sizeText(const Scenario& s, const SizingRequest& q, const DesignSearchResult& r)
{
  QString out;
  out += QStringLiteral("Design search: %1 combinations, %2 evaluated")
             .arg(r.candidates)
             .arg(r.evaluated);
  if (r.inferred > 0)
    out += QStringLiteral(
               ", %1 known to meet every requirement without it (more disks than one "
               "that meets them, RAID0/1/10)")
               .arg(r.inferred);
  if (r.invalid > 0)
    out += QStringLiteral(
               " (%1 not designs: a RAID geometry the level cannot form, or a WB+N "
               "without N other hosts)")
               .arg(r.invalid);
  out += QStringLiteral(", in %1.\n").arg(formatDurationS(r.seconds));
  const QString growth = s.requirements.growth_factor != 1
                             ? QStringLiteral(" with every write rate multiplied by %1")
                                   .arg(formatNumber(s.requirements.growth_factor))
                             : QString();
  if (r.meeting > 0)
    out += QStringLiteral("%1 of them meet every requirement%2.\n").arg(r.meeting).arg(growth);
  else
    out += QStringLiteral("None meets every requirement%1.\n").arg(growth);
  if (r.streams_checked)
    out += QStringLiteral(
        "The sequential streams' requirement is checked on the designs listed "
        "(by the simulation), not during the search.\n");
  out += QStringLiteral("Costs are relative: a host = %1 (the presets' relative_cost).\n")
             .arg(formatNumber(q.costs.host));
  for (const QString& n : q.notes)
    out += QStringLiteral("Note: %1.\n").arg(n);
  if (r.designs.empty())
    return out;

  out += r.meeting > 0 ? QStringLiteral("\nCheapest designs that meet every requirement:\n")
                       : QStringLiteral(
                             "\nClosest designs (fewest requirements missed, then "
                             "cheapest):\n");
  out += QStringLiteral("  #     cost  headroom  choices\n");
  const std::size_t shown = std::min<std::size_t>(r.designs.size(), 10);
  for (std::size_t i = 0; i < shown; ++i) {
    const DesignCandidate& d = r.designs[i];
    QString choices = designChoiceWords(q.dims, d.choice).join(QStringLiteral(", "));
    if (d.pareto)
      choices += QStringLiteral(" [Pareto]");
    if (!d.requirements.all_met)
      choices += QStringLiteral(" [misses %1]").arg([&d] {
        int n = 0;
        for (const RequirementCheck& c : d.requirements.checks)
          n += c.met ? 0 : 1;
        return n;
      }());
    out += QStringLiteral("  %1 %2  %3  %4\n")
               .arg(i + 1, 2)
               .arg(formatNumber(d.cost), 7)
               .arg(headroomText(d), 8)
               .arg(choices);
  }
  if (r.designs.size() > shown)
    out += QStringLiteral("  ... %1 more with --json\n").arg(r.designs.size() - shown);

  // The recommendation: the cheapest that meets everything (after the stream check too).
  const auto meets = std::find_if(r.designs.begin(), r.designs.end(),
                                  [](const DesignCandidate& d) { return d.requirements.all_met; });
  const DesignCandidate& best = meets != r.designs.end() ? *meets : r.designs.front();
  out += best.requirements.all_met
             ? QStringLiteral("\nRecommended design (the cheapest), relative cost %1:\n")
                   .arg(formatNumber(best.cost))
             : QStringLiteral("\nClosest design, relative cost %1:\n").arg(formatNumber(best.cost));
  const std::vector<DesignChange> changes = designChanges(s, best.scenario);
  out += changes.empty() ? QStringLiteral("  No change: the scenario as it stands.\n")
                         : QStringLiteral("  Changes from the scenario:\n");
  for (const DesignChange& c : changes)
    out += QStringLiteral("    %1\n").arg(designChangeText(c));
  out += QStringLiteral("  Requirements%1:\n").arg(growth);
  for (const RequirementCheck& c : best.requirements.checks)
    out += QStringLiteral("    %1\n").arg(requirementLine(best.scenario, c));
  if (best.headroom || best.headroom_unbounded)
    out += QStringLiteral(
               "  Headroom by write rate: %1 (every VM's writes can grow by this "
               "before the first requirement breaks)\n")
               .arg(headroomText(best));

  bool front = false;
  for (const DesignCandidate& d : r.designs)
    front = front || d.pareto;
  if (front) {
    out += QStringLiteral(
        "\nPareto front of cost against headroom among the designs listed "
        "(no cheaper one has as much headroom):\n");
    for (std::size_t i = 0; i < r.designs.size(); ++i)
      if (r.designs[i].pareto)
        out += QStringLiteral("  #%1  cost %2  headroom %3\n")
                   .arg(i + 1)
                   .arg(formatNumber(r.designs[i].cost), headroomText(r.designs[i]));
  }
  return out;
}

}  // namespace accel::ui
