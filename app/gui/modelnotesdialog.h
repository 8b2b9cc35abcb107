// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file modelnotesdialog.h
/// Help > Model Notes: the notes the report prints as its Appendix B (app/core/modelnotes.h),
/// one model at a time.

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace accel::ui {

class ModelNotesDialog : public QDialog {
  Q_OBJECT

public:
  explicit ModelNotesDialog(QWidget* parent = nullptr);
  /// Shows the note of an area ("latency"); the first when the key is unknown.
  void showNote(const QString& key);
  QTextBrowser* browser() const { return browser_; }

private:
  QListWidget* list_;
  QTextBrowser* browser_;
};

}  // namespace accel::ui
