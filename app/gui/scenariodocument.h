// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file scenariodocument.h
/// The open scenario: its value, its undo history, its file and its latest evaluation.
/// Every edit goes through edit(), which records an undo step, validates and re-evaluates.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <memory>

#include "app/core/problems.h"
#include "app/core/scenarioio.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

class ScenarioDocument : public QObject {
  Q_OBJECT

public:
  explicit ScenarioDocument(QObject* parent = nullptr);
  ~ScenarioDocument() override;

  /// The scenario on show: the base (with its variants) or, when a variant is shown
  /// (activeVariant() >= 0), that variant applied to the base (without the variants list).
  /// The editor shows it and edit() changes it.
  const Scenario& scenario() const { return scenario_; }
  /// The scenario as the file holds it: the base with every variant. Save writes this.
  const Scenario& fileScenario() const { return file_; }
  /// The last file scenario whose shown option was valid (what the report covers).
  const Scenario& evaluatedFile() const { return evaluatedFile_; }
  /// The variant on show (an index into fileScenario().variants), or -1 for the base.
  int activeVariant() const { return active_; }
  /// Results of the last valid scenario: the current one when problems() has no error.
  const Evaluation& evaluation() const { return evaluation_; }
  /// The scenario the evaluation belongs to (the last valid one).
  const Scenario& evaluatedScenario() const { return evaluated_; }
  /// Validation problems of the current scenario. The variants' own problems after a base
  /// edit (warnings: a variant naming a value the base no longer has) are checked off the GUI
  /// thread: until the check lands, the last check's warnings stay listed; problemsChanged()
  /// says when it brought different ones.
  const Problems& problems() const { return problems_; }
  /// True while the variants are being checked against the edited base.
  bool variantsChecking() const { return variantsRunning_ || variantsDue_; }
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
  ///
  /// While a variant is shown the change is made to that variant: every value it changes
  /// becomes (or replaces) one of the variant's overrides, and a new name renames the variant.
  /// On the base the change flows into every variant that does not override the value.
  void edit(const QString& text, const std::function<void(Scenario&)>& change,
            const QString& mergeKey = QString());

  /// Changes the file scenario (base and variants) and the option on show as one undo step
  /// (the variants bar's operations). `active` must name an option that applies; false with
  /// the reason in *problem (nothing recorded) otherwise.
  bool editFile(const QString& text, const Scenario& file, int active, QString* problem = nullptr);
  /// Shows the base (-1) or a variant, as one undo step. False with the reason when the
  /// variant does not apply to the base.
  bool showVariant(int index, QString* problem = nullptr);
  /// The base as it was opened or last saved (what "new variant from the edits" compares to).
  const Scenario& savedBase() const { return saved_; }

  /// Replaces the scenario (New, Open): clears the history, marks it unmodified.
  void reset(const Scenario& s, const QString& filePath);
  /// Records that the scenario was saved under `filePath`.
  void markSaved(const QString& filePath);

  /// What one undo step restores: the file scenario, the option on show and its scenario.
  struct State {
    Scenario file;
    int active = -1;
    Scenario shown;
  };
  /// Used by the undo commands: sets the state without recording a step.
  void restore(const State& state);

  /// The sequential-stream simulation runs off the GUI thread after each change (it takes
  /// hundreds of milliseconds); until it is done evaluation().streams is empty. So do the
  /// destager's remedy searches of a long measured trace: until they are done the destager
  /// results have no needed_buffer_mb / needed_destage_mbps (remediesPending()).
  /// True from the edit until the job's results are merged (or it is dropped).
  bool streamsRunning() const { return jobRunning_ || streamsTimer_.isActive(); }
  /// True while a stream simulation is due or under way (not the remedies alone).
  bool simulatingStreams() const
  {
    return (jobRunning_ && jobSimulates_) || (streamsTimer_.isActive() && simulationDue());
  }
  /// Milliseconds until the background job starts (0: on the next pass of the event loop),
  /// or -1 when none is waiting to start.
  int backgroundStartsInMs() const
  {
    return streamsTimer_.isActive() ? streamsTimer_.remainingTime() : -1;
  }
  /// Progress of the running simulation, 0..1.
  double streamsProgress() const { return streamsProgress_; }
  /// Stops the running simulation; it starts again after the next change. The remedies of a
  /// long trace are still computed.
  void cancelStreams();
  /// True while the destager's remedies of a long trace are being computed off the GUI thread.
  bool remediesPending() const { return remediesPending_; }

Q_SIGNALS:
  /// The scenario changed (edit, undo, redo, reset); results and problems are up to date.
  void changed();
  /// File path or modified state changed.
  void fileStateChanged();
  /// The stream simulation finished: evaluation().streams and the findings changed (the
  /// scenario did not).
  void streamsUpdated();
  /// The destager's remedies, computed off the GUI thread, joined evaluation().destager and
  /// the findings (the scenario did not change). Emitted before streamsUpdated().
  void destagerUpdated();
  /// The stream simulation started, progressed (0..1) or stopped.
  void streamsProgressed(double done);
  /// The variants' check changed problems() (the scenario and the results did not).
  void problemsChanged();

private:
  void recompute();
  /// Starts the background job for what is left to compute, at once or after the debounce
  /// (kStreamsDebounceMs), or stops its timer when nothing is left.
  void scheduleBackground();
  /// Starts the background job: the remedies when pending, the stream simulation when due.
  void startJob();
  /// The stream simulation is still to run for the scenario on show (and was not cancelled).
  bool simulationDue() const { return !evaluation_.streams && !simulationCancelled_; }
  /// Stops the timer and asks the job under way to stop.
  void stopJob();
  void streamsFinished();
  void checkVariantsLater();
  void variantsChecked();

  /// What runs off the GUI thread after an edit: the stream simulation and, for long traces,
  /// the destager's remedies (one job, one debounce, one cancel flag).
  struct BackgroundJob {
    quint64 generation = 0;
    std::optional<StreamsResult> result;     ///< empty when the streams were already known
    std::optional<DestagerResult> destager;  ///< with remedies, when they were deferred
  };

  State state() const { return {file_, active_, scenario_}; }
  void push(const QString& text, State after, const QString& mergeKey);

  Scenario scenario_;
  Scenario file_;
  Scenario saved_;
  Scenario evaluatedFile_;
  int active_ = -1;
  Scenario evaluated_;
  Evaluation evaluation_;
  Problems problems_;
  QUndoStack undo_;
  QString filePath_;
  double lastEvaluationUs_ = 0;

  QFutureWatcher<BackgroundJob> streamsWatcher_;
  QTimer streamsTimer_;  ///< debounces a burst of edits into one simulation
  std::shared_ptr<std::atomic<bool>> streamsCancel_;
  quint64 streamsGeneration_ = 0;
  double streamsProgress_ = 0;
  bool remediesPending_ = false;
  bool jobRunning_ = false;    ///< a job was started and its finished() not yet handled
  bool jobSimulates_ = false;  ///< that job simulates the streams
  /// cancelStreams() since the last change: no simulation starts until the next one.
  bool simulationCancelled_ = false;
  /// The last stream results and what they were computed from (streamsKey): an edit that
  /// leaves those inputs alone reuses them instead of simulating again.
  QByteArray streamsKey_;
  std::optional<StreamsResult> streamsCache_;
  QByteArray pendingStreamsKey_;  ///< the inputs of the simulation under way

  /// The variants' check (checkVariants) of the base on show, off the GUI thread: it reads
  /// every variant back through the scenario reader, about a millisecond per edit with three.
  struct VariantsJob {
    quint64 generation = 0;
    Problems problems;
  };
  QFutureWatcher<VariantsJob> variantsWatcher_;
  quint64 variantsGeneration_ = 0;    ///< the check whose result is wanted
  bool variantsRunning_ = false;      ///< a check was started and its finished() not yet handled
  bool variantsDue_ = false;          ///< the base changed while a check ran: check again after
  Problems variantProblems_;          ///< the last check's warnings, at the end of problems_
  qsizetype validationProblems_ = 0;  ///< problems_ before the variants' warnings
};

}  // namespace accel::ui
