// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file presetitems.h
/// The device and disk presets of the catalogue (app/core/presets.h) as items of a
/// PresetPicker, and "Save as preset": the scenario's device or a RAID group's disk written to
/// the user's preset folder.

#include <QString>

#include <functional>
#include <vector>

#include "app/gui/presetpicker.h"

class QWidget;

namespace accel::ui {

/// The devices of presetCatalogue(), filling the acceleration fields.
std::vector<PresetPicker::Item> devicePresetItems();

/// The disks of presetCatalogue(), filling the disk of the RAID group `row()` returns.
std::vector<PresetPicker::Item> diskPresetItems(const std::function<int()>& row);

/// Writes the scenario's acceleration device as a preset named `name` in `folder`
/// (presetUserFolder() in the application) and reloads the catalogue. False with the reason in
/// *error.
bool saveDeviceAsPreset(const Scenario& s, const QString& name, const QString& folder,
                        QString* path, QString* error);

/// The same for the disk of RAID group `row`.
bool saveDiskAsPreset(const Scenario& s, int row, const QString& name, const QString& folder,
                      QString* path, QString* error);

/// Asks for a name (offering `suggested`), confirms replacing a preset file of the same name or
/// a preset of the same id (`device`: among the devices, else the disks), then calls
/// `save(name, &path, &error)` and says where the preset went or why it failed. True when a
/// preset was saved.
bool askAndSavePreset(QWidget* parent, const QString& what, bool device, const QString& suggested,
                      const std::function<bool(const QString&, QString*, QString*)>& save);

}  // namespace accel::ui
