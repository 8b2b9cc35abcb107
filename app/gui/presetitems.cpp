// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/presetitems.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

#include "app/core/presets.h"

namespace accel::ui {

namespace {

/// The context of this file's words for translation.
class PresetItems {
  Q_DECLARE_TR_FUNCTIONS(PresetItems)
};

/// The tooltip of a preset: its source and, for one that is not built in, its file.
QString tooltipOf(const std::string& source, const QString& origin)
{
  QString tip = QString::fromStdString(source);
  if (origin != QLatin1String("built-in"))
    tip +=
        (tip.isEmpty() ? QString() : QStringLiteral("\n")) + PresetItems::tr("From %1").arg(origin);
  return tip;
}

}  // namespace

std::vector<PresetPicker::Item> devicePresetItems()
{
  const PresetCatalogue& c = presetCatalogue();
  std::vector<PresetPicker::Item> items;
  for (std::size_t i = 0; i < c.devices.size(); ++i) {
    const DevicePreset d = c.devices[i];
    PresetPicker::Item item;
    item.name = QString::fromStdString(d.name);
    item.tooltip = tooltipOf(d.source, c.deviceOrigins[i]);
    item.matches = [d](const Scenario& s) {
      Acceleration a = s.acceleration;
      applyDevicePreset(d, a);
      const Acceleration& now = s.acceleration;
      return a.device == now.device && a.media == now.media &&
             a.write_latency_us == now.write_latency_us && a.write_mbps == now.write_mbps &&
             a.parallelism == now.parallelism && a.read_latency_us == now.read_latency_us;
    };
    item.apply = [d](Scenario& s) { applyDevicePreset(d, s.acceleration); };
    items.push_back(std::move(item));
  }
  return items;
}

std::vector<PresetPicker::Item> diskPresetItems(const std::function<int()>& row)
{
  const PresetCatalogue& c = presetCatalogue();
  std::vector<PresetPicker::Item> items;
  for (std::size_t i = 0; i < c.disks.size(); ++i) {
    const DiskPreset& p = c.disks[i];
    PresetPicker::Item item;
    item.name = QString::fromStdString(p.name);
    item.tooltip = tooltipOf(p.source, c.diskOrigins[i]);
    const Disk disk = p.disk;
    item.matches = [disk, row](const Scenario& s) {
      const auto g = static_cast<std::size_t>(row());
      if (g >= s.backing.raid_groups.size())
        return false;
      const Disk& d = s.backing.raid_groups[g].disk;
      return d.rpm == disk.rpm && d.avg_seek_ms == disk.avg_seek_ms &&
             d.track_seek_ms == disk.track_seek_ms && d.full_seek_ms == disk.full_seek_ms &&
             d.capacity_gb == disk.capacity_gb && d.od_mbps == disk.od_mbps &&
             d.id_mbps == disk.id_mbps &&
             (d.rpm != 0 ||
              (d.read_iops == disk.read_iops && d.write_iops == disk.write_iops &&
               d.read_mbps == disk.read_mbps && d.read_latency_us == disk.read_latency_us &&
               d.write_latency_us == disk.write_latency_us && d.parallelism == disk.parallelism));
    };
    item.apply = [disk, row](Scenario& s) {
      const auto g = static_cast<std::size_t>(row());
      if (g < s.backing.raid_groups.size()) {
        Extras extra = s.backing.raid_groups[g].disk.extra;
        s.backing.raid_groups[g].disk = disk;
        s.backing.raid_groups[g].disk.extra = extra;
      }
    };
    items.push_back(std::move(item));
  }
  return items;
}

bool saveDeviceAsPreset(const Scenario& s, const QString& name, const QString& folder,
                        QString* path, QString* error)
{
  DevicePreset d;
  d.id = presetId(name).toStdString();
  d.name = name.trimmed().toStdString();
  d.media = s.acceleration.media;
  d.write_latency_us = s.acceleration.write_latency_us;
  d.write_mbps = s.acceleration.write_mbps;
  d.parallelism = s.acceleration.parallelism;
  d.read_latency_us = s.acceleration.read_latency_us;
  d.source = PresetItems::tr("Saved from the scenario \"%1\".")
                 .arg(QString::fromStdString(s.name))
                 .toStdString();
  if (!saveDevicePreset(d, folder, path, error))
    return false;
  reloadPresetCatalogue();
  return true;
}

bool saveDiskAsPreset(const Scenario& s, int row, const QString& name, const QString& folder,
                      QString* path, QString* error)
{
  const auto g = static_cast<std::size_t>(row);
  if (row < 0 || g >= s.backing.raid_groups.size()) {
    if (error)
      *error = PresetItems::tr("there is no RAID group %1").arg(row + 1);
    return false;
  }
  DiskPreset p;
  p.id = presetId(name).toStdString();
  p.name = name.trimmed().toStdString();
  p.disk = s.backing.raid_groups[g].disk;
  p.disk.extra.clear();
  p.source = PresetItems::tr("Saved from the scenario \"%1\".")
                 .arg(QString::fromStdString(s.name))
                 .toStdString();
  if (!saveDiskPreset(p, folder, path, error))
    return false;
  reloadPresetCatalogue();
  return true;
}

bool askAndSavePreset(QWidget* parent, const QString& what, bool device, const QString& suggested,
                      const std::function<bool(const QString&, QString*, QString*)>& save)
{
  bool ok = false;
  const QString name =
      QInputDialog::getText(parent, PresetItems::tr("Save as Preset"),
                            PresetItems::tr("Name of the new %1 preset:").arg(what.toLower()),
                            QLineEdit::Normal, suggested, &ok)
          .trimmed();
  if (!ok || name.isEmpty())
    return false;
  const QString id = presetId(name);
  if (id.isEmpty()) {
    QMessageBox::warning(parent, PresetItems::tr("Save as Preset"),
                         PresetItems::tr("A preset name needs at least one letter or digit."));
    return false;
  }
  const QString file = QDir(presetUserFolder()).filePath(id + QStringLiteral(".json"));
  QString question;
  if (QFileInfo::exists(file)) {
    question = PresetItems::tr("A preset file %1 exists already. Replace it?")
                   .arg(QDir::toNativeSeparators(file));
  } else {
    // A preset of the same id elsewhere (built in, or a system file) is replaced in the list.
    const PresetCatalogue& c = presetCatalogue();
    QString existing;
    if (device) {
      for (const DevicePreset& d : c.devices)
        if (QString::fromStdString(d.id) == id)
          existing = QString::fromStdString(d.name);
    } else {
      for (const DiskPreset& d : c.disks)
        if (QString::fromStdString(d.id) == id)
          existing = QString::fromStdString(d.name);
    }
    if (!existing.isEmpty())
      question = PresetItems::tr(
                     "The preset \"%1\" has the same name; yours will take its place "
                     "in the list. Save?")
                     .arg(existing);
  }
  if (!question.isEmpty() && QMessageBox::question(parent, PresetItems::tr("Save as Preset"),
                                                   question) != QMessageBox::Yes)
    return false;
  QString path, error;
  if (!save(name, &path, &error)) {
    QMessageBox::warning(parent, PresetItems::tr("Save as Preset"),
                         PresetItems::tr("The preset could not be saved: %1").arg(error));
    return false;
  }
  QMessageBox::information(
      parent, PresetItems::tr("Save as Preset"),
      PresetItems::tr(
          "The preset \"%1\" is saved in %2 and is offered from now on. Delete the file to "
          "remove it.")
          .arg(name, QDir::toNativeSeparators(path)));
  return true;
}

}  // namespace accel::ui
