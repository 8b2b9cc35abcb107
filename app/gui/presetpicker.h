// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file presetpicker.h
/// A combo box of presets (acceleration devices, disks) that fills several fields at once as
/// one undo step, and shows "Custom" when the fields match no preset. Optionally a "Save as
/// Preset" button, and a warning when preset files could not be read.

#include <QWidget>

#include <functional>
#include <vector>

#include "model/common/scenario.h"

class QComboBox;
class QToolButton;

namespace accel::ui {

class ScenarioDocument;

class PresetPicker : public QWidget {
  Q_OBJECT

public:
  struct Item {
    QString name;
    QString tooltip;
    /// True when the scenario's fields already hold this preset.
    std::function<bool(const Scenario&)> matches;
    /// Applies the preset to the scenario.
    std::function<void(Scenario&)> apply;
  };
  using ItemSource = std::function<std::vector<Item>()>;

  /// `items` is asked for the presets now and on every reload().
  PresetPicker(ScenarioDocument* doc, const QString& what, ItemSource items,
               QWidget* parent = nullptr);
  PresetPicker(ScenarioDocument* doc, const QString& what, std::vector<Item> items,
               QWidget* parent = nullptr);

  QComboBox* combo() const { return combo_; }
  /// The "Save as Preset" button, or nullptr without setSaveAction().
  QToolButton* saveButton() const { return save_; }
  /// Applies item `index` as one undo step.
  void choose(int index);
  /// Re-reads which preset the scenario holds.
  void refresh();
  /// Asks the item source again (after the catalogue changed).
  void reload();
  /// Adds a "Save as Preset..." button that calls `save`.
  void setSaveAction(const QString& tooltip, std::function<void()> save);
  /// Shows a warning button listing `problems` (preset files or entries left out); none when
  /// empty.
  void setProblems(const QStringList& problems);

private:
  ScenarioDocument* doc_;
  QString what_;
  ItemSource source_;
  std::vector<Item> items_;
  QComboBox* combo_;
  QToolButton* save_ = nullptr;
  QToolButton* problems_ = nullptr;
  QStringList problemList_;
};

}  // namespace accel::ui
