#pragma once
/// \file presets.h
/// Preset catalogues shipped in resources/presets/ (embedded in the application): devices for
/// the acceleration tier. Choosing a preset fills fields; each can then be overridden.

#include <QString>

#include <vector>

#include "model/latency/latency.h"

namespace accel::ui {

/// A disk drive from the catalogue (resources/presets/disks.json).
struct DiskPreset {
  std::string id;
  std::string name;
  Disk disk;
  std::string source;
};

/// The disk catalogue (resources/presets/disks.json), read once.
const std::vector<DiskPreset>& diskPresets();

/// Parses a disk catalogue (a list of disks); incomplete entries are skipped with a message.
std::vector<DiskPreset> parseDiskPresets(const QByteArray& json, QString* error);

/// The device catalogue (resources/presets/devices.json), read once.
const std::vector<DevicePreset>& devicePresets();

/// Parses a device catalogue; on a malformed document returns what it could read and puts a
/// message in *error.
std::vector<DevicePreset> parseDevicePresets(const QByteArray& json, QString* error);

}  // namespace accel::ui
