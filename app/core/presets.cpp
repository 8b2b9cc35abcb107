// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/presets.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <cmath>
#include <functional>
#include <map>

#include "app/core/params.h"
#include "app/core/scenarioio.h"

namespace accel::ui {

namespace {

const QString kBuiltIn = QStringLiteral("built-in");

/// The fields of a preset entry that are not scenario figures.
bool isLabelKey(const QString& key)
{
  return key == QLatin1String("id") || key == QLatin1String("name") ||
         key == QLatin1String("source") || key == QLatin1String("relative_cost");
}

/// An entry's relative cost: absent (empty), or a number of at least 0; a problem otherwise.
std::optional<double> relativeCost(const QJsonObject& o, const QString& entryPath,
                                   QStringList* errors)
{
  const QJsonValue v = o.value(QStringLiteral("relative_cost"));
  if (v.isUndefined())
    return std::nullopt;
  if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 || v.toDouble() > 1e6) {
    errors->append(jsonPath(entryPath, QStringLiteral("relative_cost")) +
                   QStringLiteral(": expected a cost relative to a host's 100, a number from 0 "
                                  "to 1000000"));
    return std::nullopt;
  }
  return v.toDouble();
}

/// The problems of one entry when its figures fill `section` of a default scenario: the same
/// reader and rules as a scenario file's, with paths renamed from the scenario's to the entry's
/// ("acceleration.write_mbps" -> "devices[2].write_mbps"). Errors in *errors, warnings in
/// *warnings.
void checkEntry(const QJsonObject& entry, const QStringList& sectionPath, const QString& entryPath,
                const QStringList& required, const std::map<QString, QString>& renamed,
                QStringList* errors, QStringList* warnings)
{
  for (const QString& key : required)
    if (!entry.contains(key))
      errors->append(jsonPath(entryPath, key) + QStringLiteral(": missing: a preset needs it"));
  if (!entry.value(QStringLiteral("id")).isString() ||
      entry.value(QStringLiteral("id")).toString().trimmed().isEmpty())
    errors->append(jsonPath(entryPath, QStringLiteral("id")) +
                   QStringLiteral(": expected a text naming the preset"));
  for (const QString& key : {QStringLiteral("name"), QStringLiteral("source")})
    if (entry.contains(key) && !entry.value(key).isString())
      errors->append(jsonPath(entryPath, key) + QStringLiteral(": expected a text"));

  // The entry's figures in place of the default scenario's, at sectionPath.
  QJsonObject figures;
  for (auto it = entry.begin(); it != entry.end(); ++it) {
    const auto r = renamed.find(it.key());
    if (r != renamed.end())
      figures.insert(r->second, it.value());
    else if (!isLabelKey(it.key()))
      figures.insert(it.key(), it.value());
  }
  const std::function<QJsonObject(QJsonObject, int)> place = [&](QJsonObject obj, int depth) {
    const QString& key = sectionPath[depth];
    if (depth + 1 == sectionPath.size()) {
      QJsonObject target = obj.value(key).toObject();
      for (auto it = figures.begin(); it != figures.end(); ++it)
        target.insert(it.key(), it.value());
      obj.insert(key, target);
      return obj;
    }
    if (obj.value(key).isArray()) {  // the first element: raid_groups[0]
      QJsonArray a = obj.value(key).toArray();
      a.replace(0, place(a.at(0).toObject(), depth + 1));
      obj.insert(key, a);
    } else {
      obj.insert(key, place(obj.value(key).toObject(), depth + 1));
    }
    return obj;
  };
  const QJsonObject doc = place(scenarioToJson(Scenario{}), 0);
  QString prefix;
  for (const QString& k : sectionPath)
    prefix += k == QLatin1String("raid_groups") ? QString(k + QStringLiteral("[0]."))
                                                : QString(k + QLatin1Char('.'));
  std::map<QString, QString> back;  // scenario key -> entry key
  for (const auto& [entryKey, scenarioKey] : renamed)
    back[scenarioKey] = entryKey;

  for (const Problem& p : parseScenario(QJsonDocument(doc).toJson()).problems) {
    QString where;
    if (p.path.startsWith(prefix)) {
      QString key = p.path.mid(prefix.size());
      const QString head = key.section(QLatin1Char('.'), 0, 0);
      const auto b = back.find(head);
      if (b != back.end())
        key = b->second + key.mid(head.size());
      where = jsonPath(entryPath, key);
    } else {
      where = entryPath + QStringLiteral(" (as ") + p.path + QLatin1Char(')');
    }
    (p.isError() ? errors : warnings)->append(where + QStringLiteral(": ") + p.message);
  }
}

std::string textOf(const QJsonObject& o, const char* key)
{
  return o.value(QLatin1String(key)).toString().trimmed().toStdString();
}

void readDevices(const QJsonArray& list, PresetFile& out)
{
  const std::map<QString, QString> renamed = {{QStringLiteral("name"), QStringLiteral("device")}};
  const QStringList required = {QStringLiteral("id"), QStringLiteral("write_latency_us"),
                                QStringLiteral("write_mbps")};
  for (qsizetype i = 0; i < list.size(); ++i) {
    const QString path = jsonIndex(QStringLiteral("devices"), i);
    if (!list.at(i).isObject()) {
      out.problems << path + QStringLiteral(": expected a device (an object)");
      continue;
    }
    QJsonObject o = list.at(i).toObject();
    if (!o.contains(QStringLiteral("parallelism")))
      o.insert(QStringLiteral("parallelism"), 1);  // the conservative single-server device
    QStringList errors, warnings;
    checkEntry(o, {QStringLiteral("acceleration")}, path, required, renamed, &errors, &warnings);
    const std::optional<double> cost = relativeCost(o, path, &errors);
    out.problems << warnings << errors;
    if (!errors.isEmpty())
      continue;
    DevicePreset d;
    d.id = textOf(o, "id");
    d.name = o.contains(QStringLiteral("name")) ? textOf(o, "name") : d.id;
    d.media = o.value(QStringLiteral("media")).toString() == QLatin1String("ram") ? Media::Ram
                                                                                  : Media::Flash;
    d.write_latency_us = o.value(QStringLiteral("write_latency_us")).toDouble();
    d.write_mbps = o.value(QStringLiteral("write_mbps")).toDouble();
    d.parallelism = o.value(QStringLiteral("parallelism")).toInt();
    if (o.contains(QStringLiteral("read_latency_us")))
      d.read_latency_us = o.value(QStringLiteral("read_latency_us")).toDouble();
    d.source = textOf(o, "source");
    if (cost)
      out.deviceCosts[d.id] = *cost;
    out.devices.push_back(d);
  }
}

void readDisks(const QJsonArray& list, PresetFile& out)
{
  // The solid-state figures are optional (a spinning disk has none; a drive without them
  // takes the defaults): the other figures are required.
  const QStringList solidState = {
      QStringLiteral("read_iops"),        QStringLiteral("write_iops"),
      QStringLiteral("read_mbps"),        QStringLiteral("read_latency_us"),
      QStringLiteral("write_latency_us"), QStringLiteral("parallelism")};
  QStringList required = {QStringLiteral("id")};
  for (const auto& p : diskParams())
    if (!solidState.contains(p.info.key))
      required << p.info.key;
  for (qsizetype i = 0; i < list.size(); ++i) {
    const QString path = jsonIndex(QStringLiteral("disks"), i);
    if (!list.at(i).isObject()) {
      out.problems << path + QStringLiteral(": expected a disk (an object)");
      continue;
    }
    const QJsonObject o = list.at(i).toObject();
    QStringList errors, warnings;
    checkEntry(o,
               {QStringLiteral("backing"), QStringLiteral("raid_groups"), QStringLiteral("disk")},
               path, required, {}, &errors, &warnings);
    const std::optional<double> cost = relativeCost(o, path, &errors);
    out.problems << warnings << errors;
    if (!errors.isEmpty())
      continue;
    DiskPreset p;
    p.relative_cost = cost;
    p.id = textOf(o, "id");
    p.name = o.contains(QStringLiteral("name")) ? textOf(o, "name") : p.id;
    p.source = textOf(o, "source");
    for (const auto& param : diskParams())
      if (o.contains(param.info.key))
        param.set(p.disk, o.value(param.info.key));
    out.disks.push_back(p);
  }
}

void readLinks(const QJsonArray& list, PresetFile& out)
{
  const QStringList required = {QStringLiteral("id"), QStringLiteral("kind"),
                                QStringLiteral("link_gbps"), QStringLiteral("relative_cost")};
  for (qsizetype i = 0; i < list.size(); ++i) {
    const QString path = jsonIndex(QStringLiteral("links"), i);
    if (!list.at(i).isObject()) {
      out.problems << path + QStringLiteral(": expected a link (an object)");
      continue;
    }
    const QJsonObject o = list.at(i).toObject();
    QStringList errors, warnings;
    // Checked as a peer network of its kind (an InfiniBand one with an InfiniBand MTU).
    QJsonObject figures = o;
    if (o.value(QStringLiteral("kind")) == QStringLiteral("infiniband"))
      figures.insert(QStringLiteral("mtu"), 2048);
    checkEntry(figures, {QStringLiteral("peer_network")}, path, required, {}, &errors, &warnings);
    for (auto it = o.begin(); it != o.end(); ++it)
      if (!isLabelKey(it.key()) && it.key() != QLatin1String("kind") &&
          it.key() != QLatin1String("link_gbps"))
        errors.append(jsonPath(path, it.key()) +
                      QStringLiteral(": not a field of a link preset (id, name, kind, link_gbps, "
                                     "relative_cost, source)"));
    const std::optional<double> cost = relativeCost(o, path, &errors);
    out.problems << warnings << errors;
    if (!errors.isEmpty() || !cost)
      continue;
    PeerLinkPreset l;
    l.id = textOf(o, "id");
    l.name = o.contains(QStringLiteral("name")) ? textOf(o, "name") : l.id;
    l.kind = o.value(QStringLiteral("kind")).toString() == QLatin1String("infiniband")
                 ? NetKind::InfiniBand
                 : NetKind::Ethernet;
    l.link_gbps = o.value(QStringLiteral("link_gbps")).toDouble();
    l.relative_cost = *cost;
    l.source = textOf(o, "source");
    out.links.push_back(l);
  }
}

QByteArray readAll(const QString& path, QString* error)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    *error = f.errorString();
    return QByteArray();
  }
  return f.readAll();
}

/// Adds a preset, replacing an earlier one of the same id in place.
template <class T>
void merge(std::vector<T>& list, std::vector<QString>& origins, const T& preset,
           const QString& origin)
{
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].id == preset.id) {
      list[i] = preset;
      origins[i] = origin;
      return;
    }
  }
  list.push_back(preset);
  origins.push_back(origin);
}

QJsonObject presetFileJson(const char* listKey, const QJsonObject& entry)
{
  QJsonObject root;
  root.insert(QStringLiteral("format"), QStringLiteral("accelsizer-presets"));
  root.insert(QStringLiteral("version"), 1);
  root.insert(QLatin1String(listKey), QJsonArray{entry});
  return root;
}

bool writePresetFile(const QJsonObject& root, const std::string& id, const QString& folder,
                     QString* path, QString* error)
{
  const QString fileId = presetId(QString::fromStdString(id));
  if (fileId.isEmpty()) {
    if (error)
      *error = QStringLiteral("a preset needs a name with at least one letter or digit");
    return false;
  }
  if (!QDir().mkpath(folder)) {
    if (error)
      *error = QStringLiteral("cannot create the folder %1").arg(folder);
    return false;
  }
  const QString file = QDir(folder).filePath(fileId + QStringLiteral(".json"));
  QSaveFile f(file);
  const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
  if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
    if (error)
      *error = QStringLiteral("cannot write %1: %2").arg(file, f.errorString());
    return false;
  }
  if (path)
    *path = file;
  return true;
}

}  // namespace

PresetFile parsePresetFile(const QByteArray& json)
{
  PresetFile out;
  QJsonParseError pe;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
  if (pe.error != QJsonParseError::NoError) {
    out.problems << QStringLiteral("$: malformed JSON: ") + pe.errorString();
    return out;
  }
  if (doc.isArray()) {
    readDisks(doc.array(), out);
    // A bare list names its entries from the list: "[2]" rather than "disks[2]".
    for (QString& p : out.problems)
      if (p.startsWith(QLatin1String("disks[")))
        p.remove(0, 5);
    return out;
  }
  const QJsonObject root = doc.object();
  const QJsonValue devices = root.value(QStringLiteral("devices"));
  const QJsonValue disks = root.value(QStringLiteral("disks"));
  const QJsonValue links = root.value(QStringLiteral("links"));
  if (!root.contains(QStringLiteral("devices")) && !root.contains(QStringLiteral("disks")) &&
      !root.contains(QStringLiteral("links")))
    out.problems << QStringLiteral("$: expected a \"devices\", \"disks\" or \"links\" list");
  if (root.contains(QStringLiteral("links")) && !links.isArray())
    out.problems << QStringLiteral("links: expected a list of links");
  if (root.contains(QStringLiteral("devices")) && !devices.isArray())
    out.problems << QStringLiteral("devices: expected a list of devices");
  if (root.contains(QStringLiteral("disks")) && !disks.isArray())
    out.problems << QStringLiteral("disks: expected a list of disks");
  readDevices(devices.toArray(), out);
  readDisks(disks.toArray(), out);
  readLinks(links.toArray(), out);
  return out;
}

std::vector<DevicePreset> parseDevicePresets(const QByteArray& json, QString* error)
{
  PresetFile f = parsePresetFile(json);
  if (error && !f.problems.isEmpty())
    *error = QStringLiteral("device catalogue: ") + f.problems.join(QStringLiteral("; "));
  return f.devices;
}

std::vector<DiskPreset> parseDiskPresets(const QByteArray& json, QString* error)
{
  PresetFile f = parsePresetFile(json);
  if (error && !f.problems.isEmpty())
    *error = QStringLiteral("disk catalogue: ") + f.problems.join(QStringLiteral("; "));
  return f.disks;
}

const std::vector<DiskPreset>& diskPresets()
{
  static const std::vector<DiskPreset> presets = [] {
    QString error;
    return parseDiskPresets(readAll(QStringLiteral(":/presets/disks.json"), &error), nullptr);
  }();
  return presets;
}

const std::vector<PeerLinkPreset>& peerLinkPresets()
{
  static const std::vector<PeerLinkPreset> presets = [] {
    QString error;
    return parsePresetFile(readAll(QStringLiteral(":/presets/links.json"), &error)).links;
  }();
  return presets;
}

namespace {
/// The shipped device catalogue, read once for its presets and their costs.
const PresetFile& builtInDeviceFile()
{
  static const PresetFile file = [] {
    QString error;
    return parsePresetFile(readAll(QStringLiteral(":/presets/devices.json"), &error));
  }();
  return file;
}
}  // namespace

const std::map<std::string, double>& deviceCosts()
{
  return builtInDeviceFile().deviceCosts;
}

const std::vector<DevicePreset>& devicePresets()
{
  return builtInDeviceFile().devices;
}

QString presetUserFolder()
{
  return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
         QStringLiteral("/accelsizer/presets");
}

QStringList presetFolders()
{
  QStringList candidates;
  if (QCoreApplication::instance()) {
    const QDir bin(QCoreApplication::applicationDirPath());
#ifdef Q_OS_MACOS
    candidates << bin.filePath(QStringLiteral("../Resources/presets"));  // in the bundle
#else
    candidates << bin.filePath(QStringLiteral("../share/accelsizer/presets"));
#endif
  }
  // Highest priority first: the user's folder, then the system's.
  QStringList system = QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation);
  const QString user = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
  system.removeAll(user);
  for (auto it = system.crbegin(); it != system.crend(); ++it)
    candidates << *it + QStringLiteral("/accelsizer/presets");
  candidates << presetUserFolder();

  QStringList folders, seen;
  for (const QString& c : candidates) {
    const QFileInfo info(c);
    if (!info.isDir())
      continue;
    const QString canonical = info.canonicalFilePath();
    // A folder read twice keeps its later (higher-priority) place.
    const qsizetype at = seen.indexOf(canonical);
    if (at >= 0) {
      seen.removeAt(at);
      folders.removeAt(at);
    }
    seen << canonical;
    folders << QDir::cleanPath(c);
  }
  return folders;
}

PresetCatalogue loadPresetCatalogue(const QStringList& folders)
{
  PresetCatalogue c;
  for (const DevicePreset& d : devicePresets())
    merge(c.devices, c.deviceOrigins, d, kBuiltIn);
  c.deviceCosts = deviceCosts();
  for (const DiskPreset& d : diskPresets())
    merge(c.disks, c.diskOrigins, d, kBuiltIn);
  for (const PeerLinkPreset& l : peerLinkPresets())
    merge(c.links, c.linkOrigins, l, kBuiltIn);
  for (const QString& folder : folders) {
    c.folders << folder;
    const QDir dir(folder);
    const QStringList files =
        dir.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString& name : files) {
      const QString path = dir.filePath(name);
      QString error;
      const QByteArray bytes = readAll(path, &error);
      if (!error.isEmpty()) {
        c.problems << path + QStringLiteral(": $: cannot read: ") + error;
        continue;
      }
      const PresetFile f = parsePresetFile(bytes);
      for (const QString& p : f.problems)
        c.problems << path + QStringLiteral(": ") + p;
      for (const DevicePreset& d : f.devices) {
        merge(c.devices, c.deviceOrigins, d, path);
        // The cost goes with the preset that replaces: none when it gives none.
        const auto cost = f.deviceCosts.find(d.id);
        if (cost != f.deviceCosts.end())
          c.deviceCosts[d.id] = cost->second;
        else
          c.deviceCosts.erase(d.id);
      }
      for (const DiskPreset& d : f.disks)
        merge(c.disks, c.diskOrigins, d, path);
      for (const PeerLinkPreset& l : f.links)
        merge(c.links, c.linkOrigins, l, path);
    }
  }
  return c;
}

namespace {
PresetCatalogue& cachedCatalogue()
{
  static PresetCatalogue catalogue = loadPresetCatalogue(presetFolders());
  return catalogue;
}
}  // namespace

const PresetCatalogue& presetCatalogue()
{
  return cachedCatalogue();
}

void reloadPresetCatalogue()
{
  cachedCatalogue() = loadPresetCatalogue(presetFolders());
}

QString presetId(const QString& name)
{
  static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
  QString id = name.toLower();
  id.replace(other, QStringLiteral("-"));
  while (id.startsWith(QLatin1Char('-')))
    id.remove(0, 1);
  while (id.endsWith(QLatin1Char('-')))
    id.chop(1);
  return id;
}

bool saveDevicePreset(const DevicePreset& preset, const QString& folder, QString* path,
                      QString* error, std::optional<double> relativeCost)
{
  QJsonObject o;
  o.insert(QStringLiteral("id"), presetId(QString::fromStdString(preset.id)));
  o.insert(QStringLiteral("name"), QString::fromStdString(preset.name));
  o.insert(QStringLiteral("media"), mediaWord(preset.media));
  o.insert(QStringLiteral("write_latency_us"), preset.write_latency_us);
  o.insert(QStringLiteral("write_mbps"), preset.write_mbps);
  o.insert(QStringLiteral("parallelism"), preset.parallelism);
  if (preset.read_latency_us)
    o.insert(QStringLiteral("read_latency_us"), *preset.read_latency_us);
  if (relativeCost)
    o.insert(QStringLiteral("relative_cost"), *relativeCost);
  if (!preset.source.empty())
    o.insert(QStringLiteral("source"), QString::fromStdString(preset.source));
  return writePresetFile(presetFileJson("devices", o), preset.id, folder, path, error);
}

bool saveDiskPreset(const DiskPreset& preset, const QString& folder, QString* path, QString* error)
{
  QJsonObject o;
  o.insert(QStringLiteral("id"), presetId(QString::fromStdString(preset.id)));
  o.insert(QStringLiteral("name"), QString::fromStdString(preset.name));
  for (const auto& p : diskParams())
    o.insert(p.info.key, p.get(preset.disk));
  if (preset.relative_cost)
    o.insert(QStringLiteral("relative_cost"), *preset.relative_cost);
  if (!preset.source.empty())
    o.insert(QStringLiteral("source"), QString::fromStdString(preset.source));
  return writePresetFile(presetFileJson("disks", o), preset.id, folder, path, error);
}

}  // namespace accel::ui
