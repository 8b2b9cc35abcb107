#pragma once
/// \file presetpicker.h
/// A combo box of presets (acceleration devices, disks) that fills several fields at once as
/// one undo step, and shows "Custom" when the fields match no preset.

#include <QWidget>

#include <functional>
#include <vector>

#include "model/common/scenario.h"

class QComboBox;

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

  PresetPicker(ScenarioDocument* doc, const QString& what, std::vector<Item> items,
               QWidget* parent = nullptr);

  QComboBox* combo() const { return combo_; }
  /// Applies item `index` as one undo step.
  void choose(int index);
  /// Re-reads which preset the scenario holds.
  void refresh();

private:
  ScenarioDocument* doc_;
  QString what_;
  std::vector<Item> items_;
  QComboBox* combo_;
};

}  // namespace accel::ui
