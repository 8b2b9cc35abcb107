#pragma once
/// \file scenariodocument.h
/// The open scenario: its value, its undo history, its file and its latest evaluation.
/// Every edit goes through edit(), which records an undo step, validates and re-evaluates.

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

#include "app/core/problems.h"
#include "model/evaluate.h"

namespace accel::ui {

class ScenarioDocument : public QObject {
  Q_OBJECT

public:
  explicit ScenarioDocument(QObject* parent = nullptr);

  const Scenario& scenario() const { return scenario_; }
  /// Results of the last valid scenario: the current one when problems() has no error.
  const Evaluation& evaluation() const { return evaluation_; }
  /// The scenario the evaluation belongs to (the last valid one).
  const Scenario& evaluatedScenario() const { return evaluated_; }
  /// Validation problems of the current scenario.
  const Problems& problems() const { return problems_; }
  /// True when the current scenario has errors and the results show the last valid one.
  bool resultsStale() const { return hasErrors(problems_); }
  /// Wall time of the last evaluation, for the status bar (microseconds).
  double lastEvaluationUs() const { return lastEvaluationUs_; }

  QUndoStack* undoStack() { return &undo_; }
  QString filePath() const { return filePath_; }
  /// A name for titles: the scenario name, else the file name, else "Untitled".
  QString displayName() const;
  bool isModified() const { return !undo_.isClean(); }

  /// Applies `change` to a copy of the scenario and records it as one undo step named `text`.
  /// Consecutive edits with the same non-empty `mergeKey` within a short time merge into one
  /// step (a spin-box drag or typing in a field is one undo step).
  void edit(const QString& text, const std::function<void(Scenario&)>& change,
            const QString& mergeKey = QString());

  /// Replaces the scenario (New, Open): clears the history, marks it unmodified.
  void reset(const Scenario& s, const QString& filePath);
  /// Records that the scenario was saved under `filePath`.
  void markSaved(const QString& filePath);

  /// Used by the undo commands: sets the scenario without recording a step.
  void restore(const Scenario& s);

Q_SIGNALS:
  /// The scenario changed (edit, undo, redo, reset); results and problems are up to date.
  void changed();
  /// File path or modified state changed.
  void fileStateChanged();

private:
  void recompute();

  Scenario scenario_;
  Scenario evaluated_;
  Evaluation evaluation_;
  Problems problems_;
  QUndoStack undo_;
  QString filePath_;
  double lastEvaluationUs_ = 0;
};

}  // namespace accel::ui
