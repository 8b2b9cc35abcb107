// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file variantsbar.h
/// The options bar: "Base" and the scenario's variants as tabs (docs/scenario-format.md,
/// "variants"). A tab shows that option's inputs and results; edits on a variant become its
/// overrides, edits on the base flow into every variant that does not override the value.
/// New from the edits, rename, duplicate, delete and switching are each one undo step of the
/// document. Compare opens the Compare Options window (compareview.h).

#include <QToolBar>

class QAction;
class QTabBar;
class QToolButton;

namespace accel::ui {

class CompareView;
class ScenarioDocument;

class VariantsBar : public QToolBar {
  Q_OBJECT
public:
  explicit VariantsBar(ScenarioDocument* doc, QWidget* parent = nullptr);

  /// The tabs: "Base" first, then each variant.
  QTabBar* tabs() const { return tabs_; }
  /// View > Compare Options (Ctrl+Shift+K): opens the Compare Options window.
  QAction* compareAction() const { return compare_; }
  /// The compare window, once opened (null before).
  CompareView* compareView() const { return view_; }
  void openCompare();

  // The operations, without asking (the buttons ask for names and confirmation). Each is one
  // undo step; false with the reason in *problem when it cannot be done.

  /// A new variant named `name`: on the base, the edits made since the file was opened or
  /// saved (the base goes back to its saved values and the new variant is shown, so the
  /// inputs on screen stay as they are); on a variant, a copy of it.
  bool addFromEdits(const QString& name, QString* problem = nullptr);
  bool renameVariant(int index, const QString& name, QString* problem = nullptr);
  /// A copy of the variant (or, for -1, of the base: a variant with no overrides), shown.
  bool duplicateVariant(int index, QString* problem = nullptr);
  bool deleteVariant(int index, QString* problem = nullptr);
  /// A name not yet used: "Option 2", "Option 3", ...
  QString freshName(const QString& stem) const;

private:
  void rebuild();
  void tabChosen(int tab);
  void askAdd();
  void askRename();
  void askDelete();
  bool checkName(const QString& name, int except, QString* problem) const;

  ScenarioDocument* doc_;
  QTabBar* tabs_ = nullptr;
  QToolButton* add_ = nullptr;
  QToolButton* rename_ = nullptr;
  QToolButton* duplicate_ = nullptr;
  QToolButton* remove_ = nullptr;
  QAction* compare_ = nullptr;
  CompareView* view_ = nullptr;
  bool rebuilding_ = false;
};

}  // namespace accel::ui
