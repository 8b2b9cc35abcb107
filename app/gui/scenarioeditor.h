// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenarioeditor.h
/// The left-hand side of the main window: every scenario parameter, in tabs (cluster and VM
/// groups, acceleration, peer network, backing array), built from the parameter descriptions.

#include <QTabWidget>

class QGroupBox;
class QLabel;

#include <vector>

namespace accel::ui {

class BoundTableEditor;
class ParamForm;
class PresetPicker;
class ScenarioDocument;

class ScenarioEditor : public QTabWidget {
  Q_OBJECT

public:
  explicit ScenarioEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

  BoundTableEditor* vmGroups() const { return vmGroups_; }
  BoundTableEditor* raidGroups() const { return raidGroups_; }
  PresetPicker* devicePresetPicker() const { return devicePicker_; }
  PresetPicker* diskPresetPicker() const { return diskPicker_; }
  /// Shows and focuses the editor of a JSON path; false if there is none.
  bool focusPath(const QString& path);
  /// The form holding a concrete path, or nullptr.
  ParamForm* formFor(const QString& path) const;

  /// "Save as preset" without asking: the scenario's device, or the disk of the selected RAID
  /// group, as a preset named `name` in the user's preset folder; the pickers then offer it.
  /// False with the reason in *error.
  bool saveDevicePreset(const QString& name, QString* path = nullptr, QString* error = nullptr);
  bool saveDiskPreset(const QString& name, QString* path = nullptr, QString* error = nullptr);
  /// Reads the preset folders again and refreshes the pickers.
  void reloadPresets();

private:
  void showGroupDetail(int row);
  /// Where the selected group's measured workload came from, under its profiles.
  void showGroupSources();
  void showTabOf(QWidget* w);
  PresetPicker* devicePicker();
  PresetPicker* diskPicker();
  PresetPicker* linkPicker();
  int selectedRaidGroup() const;

  ScenarioDocument* doc_;
  BoundTableEditor* vmGroups_ = nullptr;
  BoundTableEditor* raidGroups_ = nullptr;
  PresetPicker* devicePicker_ = nullptr;
  PresetPicker* diskPicker_ = nullptr;
  QGroupBox* groupDetailHost_ = nullptr;
  QWidget* groupDetail_ = nullptr;
  std::vector<ParamForm*> groupForms_;
  QLabel* groupSources_ = nullptr;
  int groupDetailRow_ = -1;
  std::vector<ParamForm*> forms_;
};

}  // namespace accel::ui
