#include "app/core/presets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/core/safetext.h"

namespace accel::ui {

std::vector<DevicePreset> parseDevicePresets(const QByteArray& json, QString* error)
{
  std::vector<DevicePreset> out;
  QJsonParseError pe;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
  if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
    if (error)
      *error = QStringLiteral("device catalogue: malformed JSON: ") + pe.errorString();
    return out;
  }
  const QJsonArray devices = doc.object().value(QStringLiteral("devices")).toArray();
  for (const auto& v : devices) {
    const QJsonObject o = v.toObject();
    DevicePreset d;
    d.id = o.value(QStringLiteral("id")).toString().toStdString();
    d.name = o.value(QStringLiteral("name")).toString().toStdString();
    d.media = o.value(QStringLiteral("media")).toString() == QLatin1String("ram") ? Media::Ram
                                                                                  : Media::Flash;
    d.write_latency_us = o.value(QStringLiteral("write_latency_us")).toDouble();
    d.write_mbps = o.value(QStringLiteral("write_mbps")).toDouble();
    d.parallelism = o.value(QStringLiteral("parallelism")).toInt(1);
    d.source = o.value(QStringLiteral("source")).toString().toStdString();
    if (d.id.empty() || d.write_latency_us <= 0 || d.write_mbps <= 0 || d.parallelism < 1) {
      if (error)
        *error = QStringLiteral("device catalogue: entry \"%1\" is incomplete").arg(userText(d.id));
      continue;
    }
    out.push_back(d);
  }
  return out;
}

std::vector<DiskPreset> parseDiskPresets(const QByteArray& json, QString* error)
{
  std::vector<DiskPreset> out;
  QJsonParseError pe;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
  if (pe.error != QJsonParseError::NoError || !doc.isArray()) {
    if (error)
      *error = QStringLiteral("disk catalogue: expected a JSON list: ") + pe.errorString();
    return out;
  }
  for (const auto& v : doc.array()) {
    const QJsonObject o = v.toObject();
    DiskPreset p;
    p.id = o.value(QStringLiteral("id")).toString().toStdString();
    p.name = o.value(QStringLiteral("name")).toString().toStdString();
    p.source = o.value(QStringLiteral("source")).toString().toStdString();
    Disk& d = p.disk;
    d.rpm = o.value(QStringLiteral("rpm")).toDouble(-1);
    d.avg_seek_ms = o.value(QStringLiteral("avg_seek_ms")).toDouble(-1);
    d.track_seek_ms = o.value(QStringLiteral("track_seek_ms")).toDouble(-1);
    d.full_seek_ms = o.value(QStringLiteral("full_seek_ms")).toDouble(-1);
    d.capacity_gb = o.value(QStringLiteral("capacity_gb")).toDouble(-1);
    d.od_mbps = o.value(QStringLiteral("od_mbps")).toDouble(-1);
    d.id_mbps = o.value(QStringLiteral("id_mbps")).toDouble(-1);
    if (p.id.empty() || d.rpm < 0 || d.avg_seek_ms < 0 || d.track_seek_ms < 0 ||
        d.full_seek_ms < 0 || d.capacity_gb <= 0 || d.od_mbps <= 0 || d.id_mbps <= 0) {
      if (error)
        *error = QStringLiteral("disk catalogue: entry \"%1\" is incomplete").arg(userText(p.id));
      continue;
    }
    out.push_back(p);
  }
  return out;
}

const std::vector<DiskPreset>& diskPresets()
{
  static const std::vector<DiskPreset> presets = [] {
    QFile f(QStringLiteral(":/presets/disks.json"));
    if (!f.open(QIODevice::ReadOnly))
      return std::vector<DiskPreset>{};
    return parseDiskPresets(f.readAll(), nullptr);
  }();
  return presets;
}

const std::vector<DevicePreset>& devicePresets()
{
  static const std::vector<DevicePreset> presets = [] {
    QFile f(QStringLiteral(":/presets/devices.json"));
    if (!f.open(QIODevice::ReadOnly))
      return std::vector<DevicePreset>{};
    return parseDevicePresets(f.readAll(), nullptr);
  }();
  return presets;
}

}  // namespace accel::ui
