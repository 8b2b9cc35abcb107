// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenarioeditor.h
/// The left-hand side of the main window: every scenario parameter, in tabs (cluster and VM
/// groups, acceleration, peer network, backing array), built from the parameter descriptions.
/// The first tab is made with the editor; the others when first shown or asked for.

#include <QTabWidget>

class QGroupBox;
class QLabel;

#include <vector>

namespace accel::ui {

class BoundTableEditor;
struct FieldBinding;
class ParamForm;
class PresetPicker;
class ScenarioDocument;

class ScenarioEditor : public QTabWidget {
  Q_OBJECT

public:
  explicit ScenarioEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

  BoundTableEditor* vmGroups() const { return vmGroups_; }
  /// These make the tabs not made yet.
  BoundTableEditor* raidGroups();
  PresetPicker* devicePresetPicker();
  PresetPicker* diskPresetPicker();
  /// Shows and focuses the editor of a JSON path; false if there is none.
  bool focusPath(const QString& path);
  /// The form holding a concrete path, or nullptr.
  ParamForm* formFor(const QString& path);

  /// Makes every tab's inputs now (a tab is otherwise made when first shown).
  void buildAllPages();
  /// Whether tab `index` has its inputs yet.
  bool pageBuilt(int index) const;

  /// "Save as preset" without asking: the scenario's device, or the disk of the selected RAID
  /// group, as a preset named `name` in the user's preset folder; the pickers then offer it.
  /// False with the reason in *error.
  bool saveDevicePreset(const QString& name, QString* path = nullptr, QString* error = nullptr);
  bool saveDiskPreset(const QString& name, QString* path = nullptr, QString* error = nullptr);
  /// Reads the preset folders again and refreshes the pickers.
  void reloadPresets();

private:
  /// A tab whose inputs `build` makes when the tab is first shown or asked for.
  struct LazyPage {
    int index;
    QWidget* (ScenarioEditor::*build)();
  };
  void addLazyPage(const QString& title, QWidget* (ScenarioEditor::*build)());
  void buildPage(int index);
  QWidget* buildAcceleration();
  QWidget* buildPeerNetwork();
  QWidget* buildBacking();
  ParamForm* addForm(std::vector<FieldBinding> fields);
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
  std::vector<LazyPage> lazyPages_;
};

}  // namespace accel::ui
