// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file presets.h
/// Preset catalogues: acceleration devices and disk drives. Choosing a preset fills fields;
/// each can then be overridden.
///
/// The built-in catalogue (resources/presets/, embedded in the application) is what the models
/// use to suggest a faster device, so that results are the same on every machine. The presets
/// offered in the GUI add every *.json file of the preset folders (presetFolders()): the
/// installed data folder, the system data folders and the user's own, so a user adds a disk or
/// a device by dropping a file there (or with "Save as preset"). A bad file or entry is
/// reported and skipped, never fatal.
///
/// A preset file is a JSON object with a "devices" list, a "disks" list or both (a bare list is
/// a list of disks, as resources/presets/disks.json); each entry has an "id", a "name", an
/// optional "source" and the figures a device or disk has in a scenario (docs/presets.md).

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

#include "model/latency/latency.h"

namespace accel::ui {

/// A disk drive from the catalogue (resources/presets/disks.json).
struct DiskPreset {
  std::string id;
  std::string name;
  Disk disk;
  std::string source;
  /// Cost of one disk relative to a host's 100 (docs/models/sizing.md section 5); empty when
  /// the preset gives none.
  std::optional<double> relative_cost;
};

/// A peer link from the catalogue (resources/presets/links.json): what one host's link of a
/// kind and speed costs (its adapter port and its switch port), for the design search.
struct PeerLinkPreset {
  std::string id;
  std::string name;
  NetKind kind = NetKind::Ethernet;
  double link_gbps = 10;
  double relative_cost = 0;  ///< per host and link, relative to a host's 100
  std::string source;
};

/// The built-in link catalogue (resources/presets/links.json), read once.
const std::vector<PeerLinkPreset>& peerLinkPresets();

/// The built-in disk catalogue (resources/presets/disks.json), read once.
const std::vector<DiskPreset>& diskPresets();

/// Parses a disk catalogue (a list of disks); incomplete entries are skipped with a message.
std::vector<DiskPreset> parseDiskPresets(const QByteArray& json, QString* error);

/// The built-in device catalogue (resources/presets/devices.json), read once.
const std::vector<DevicePreset>& devicePresets();
/// The built-in devices' relative costs by id.
const std::map<std::string, double>& deviceCosts();

/// Parses a device catalogue; on a malformed document returns what it could read and puts a
/// message in *error.
std::vector<DevicePreset> parseDevicePresets(const QByteArray& json, QString* error);

/// What a preset file holds, with the problems of the entries it skipped.
struct PresetFile {
  std::vector<DevicePreset> devices;
  std::vector<DiskPreset> disks;
  std::vector<PeerLinkPreset> links;
  /// The devices' relative costs by id (docs/models/sizing.md section 5): one device, relative
  /// to a host's 100; a device without one is not here.
  std::map<std::string, double> deviceCosts;
  /// "<json path>: <what is wrong>" for each problem; a malformed file has one at "$".
  QStringList problems;
};

/// Parses a preset file: {"devices": [...], "disks": [...], "links": [...]} (any list may be
/// absent) or a bare list of disks. An entry is taken only when the scenario it fills is valid: its
/// figures are checked by the same rules as a scenario's (ranges, a physical seek curve...).
PresetFile parsePresetFile(const QByteArray& json);

/// The presets offered to the user: the built-in set, then every preset folder in turn. A
/// preset replaces an earlier one of the same id (a user's file can correct a built-in one).
struct PresetCatalogue {
  std::vector<DevicePreset> devices;
  std::vector<DiskPreset> disks;
  std::vector<PeerLinkPreset> links;
  std::map<std::string, double> deviceCosts;  ///< by id, as the preset that is kept gives them
  std::vector<QString> deviceOrigins;         ///< per device: "built-in" or the file it came from
  std::vector<QString> diskOrigins;           ///< per disk
  std::vector<QString> linkOrigins;           ///< per link
  QStringList folders;                        ///< the folders read, in order
  QStringList problems;                       ///< "<file>: <json path>: <what is wrong>"
};

/// The preset folders, in the order they are read (later ones replace presets of the same id):
/// the installed data folder next to the executable (../share/accelsizer/presets; in a macOS
/// bundle ../Resources/presets), each accelsizer/presets folder of the system data folders
/// ($XDG_DATA_DIRS on Linux, lowest priority first), and the user's presetUserFolder(). Only
/// folders that exist are listed, each once.
QStringList presetFolders();

/// The user's preset folder, where "Save as preset" writes ($XDG_DATA_HOME/accelsizer/presets,
/// ~/.local/share/accelsizer/presets by default on Linux). It may not exist yet.
QString presetUserFolder();

/// Reads the built-in catalogue and every *.json file of `folders` (in name order).
PresetCatalogue loadPresetCatalogue(const QStringList& folders);

/// The catalogue of presetFolders(), read once; reloadPresetCatalogue() reads it again (after a
/// preset was saved). For the GUI thread.
const PresetCatalogue& presetCatalogue();
void reloadPresetCatalogue();

/// A file name for a preset in the user's folder: its id, which is the name in lower case with
/// every run of other characters replaced by "-" ("My NVMe 1.6 TB" -> "my-nvme-1-6-tb").
QString presetId(const QString& name);

/// Writes one device or one disk as a preset file `<folder>/<id>.json` (replacing one of the same
/// id). False with the reason in *error when it cannot be written. Returns the file's path in
/// *path.
bool saveDevicePreset(const DevicePreset& preset, const QString& folder, QString* path,
                      QString* error, std::optional<double> relativeCost = std::nullopt);
bool saveDiskPreset(const DiskPreset& preset, const QString& folder, QString* path, QString* error);

}  // namespace accel::ui
