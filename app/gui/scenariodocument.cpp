// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/scenariodocument.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUndoCommand>

#include "app/core/evaluation.h"

#include <algorithm>
#include "app/core/safetext.h"
#include "app/core/units.h"
#include "app/core/validate.h"
#include "app/core/variants.h"
#include "app/gui/jobs.h"
#include "model/readcache/readcache.h"

namespace accel::ui {

namespace {

/// Edits within this many milliseconds of each other on the same field merge.
constexpr qint64 kMergeWindowMs = 1500;

/// Measured traces longer than this (in all) have the destager's remedy searches run off the
/// GUI thread: a few more passes over every sample, tens of milliseconds for a week of
/// one-second samples (docs/benchmarks.md).
constexpr std::size_t kLiveTraceSamples = 50000;

/// A stream simulation starts this long after the last edit, so that a burst of edits (a key
/// held down) makes one simulation of hundreds of milliseconds instead of one per edit. The
/// remedies of a long trace alone start at once: they take tens of milliseconds, and the job
/// under way finishes before the next starts with the latest scenario.
constexpr int kStreamsDebounceMs = 150;

std::size_t traceSamples(const Scenario& s)
{
  std::size_t n = 0;
  for (const VmGroup& g : s.vm_groups)
    if (g.write.kind == ProfileKind::Trace && g.write.samples)
      n += g.write.samples->size();
  return n;
}

/// What the stream simulation reads (computeStreams: the backing array, its random load as it
/// reaches the disks, its streams; the GUI's options are fixed): the backing of the scenario
/// the array sees, as compact JSON. Equal keys give equal stream results, so an edit that
/// leaves the array alone (host count, write rates, the peer network) reuses the last run.
QByteArray streamsKey(const Scenario& array)
{
  Scenario only;
  only.backing = array.backing;
  return QJsonDocument(scenarioToJson(only).value(QStringLiteral("backing")).toObject())
      .toJson(QJsonDocument::Compact);
}

/// Nothing to simulate: no streams, or no member disks for them to walk. computeStreams then
/// only states that (two backing evaluations, microseconds), on the GUI thread.
bool nothingToSimulate(const Scenario& array)
{
  return array.backing.kind != BackingKind::RaidGroups ||
         array.backing.sequential_streams.count <= 0;
}

qint64 monotonicMs()
{
  static QElapsedTimer clock;
  if (!clock.isValid())
    clock.start();
  return clock.elapsed();
}

/// One undo step: the scenario before and after. Scenarios are small value types (traces are
/// shared, not copied), so snapshots are the simplest correct undo.
class SnapshotCommand : public QUndoCommand {
public:
  using State = ScenarioDocument::State;
  SnapshotCommand(ScenarioDocument* doc, const QString& text, State before, State after,
                  QString mergeKey)
      : QUndoCommand(text),
        doc_(doc),
        before_(std::move(before)),
        after_(std::move(after)),
        mergeKey_(std::move(mergeKey)),
        stampMs_(monotonicMs())
  {
  }

  void undo() override { doc_->restore(before_); }
  void redo() override { doc_->restore(after_); }
  int id() const override { return mergeKey_.isEmpty() ? -1 : 1; }
  bool mergeWith(const QUndoCommand* other) override
  {
    const auto* o = static_cast<const SnapshotCommand*>(other);
    if (o->mergeKey_ != mergeKey_ || o->stampMs_ - stampMs_ > kMergeWindowMs ||
        o->after_.active != after_.active)
      return false;
    after_ = o->after_;
    stampMs_ = o->stampMs_;
    return true;
  }

private:
  ScenarioDocument* doc_;
  State before_;
  State after_;
  QString mergeKey_;
  qint64 stampMs_;
};

/// Makes `changes` overrides of `v`: each replaces an override of the same value and any
/// override inside it (a list taken whole replaces the overrides of its elements).
void mergeOverrides(Variant& v, const std::vector<VariantOverride>& changes)
{
  for (const VariantOverride& c : changes) {
    const std::string inside = c.pointer + "/";
    v.overrides.erase(std::remove_if(v.overrides.begin(), v.overrides.end(),
                                     [&](const VariantOverride& o) {
                                       return o.pointer == c.pointer ||
                                              o.pointer.compare(0, inside.size(), inside) == 0;
                                     }),
                      v.overrides.end());
    v.overrides.push_back(c);
  }
}

}  // namespace

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent)
{
  connect(&undo_, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
  streamsTimer_.setSingleShot(true);
  connect(&streamsTimer_, &QTimer::timeout, this, &ScenarioDocument::startJob);
  connect(&streamsWatcher_, &QFutureWatcher<BackgroundJob>::finished, this,
          &ScenarioDocument::streamsFinished);
  connect(&variantsWatcher_, &QFutureWatcher<VariantsJob>::finished, this,
          &ScenarioDocument::variantsChecked);
  recompute();
}

ScenarioDocument::~ScenarioDocument()
{
  stopJob();
  streamsWatcher_.waitForFinished();
  variantsWatcher_.waitForFinished();
}

QString ScenarioDocument::displayName() const
{
  if (!file_.name.empty())
    return userText(file_.name);
  if (!filePath_.isEmpty())
    return QFileInfo(filePath_).fileName();
  return tr("Untitled");
}

void ScenarioDocument::edit(const QString& text, const std::function<void(Scenario&)>& change,
                            const QString& mergeKey)
{
  Scenario after = scenario_;
  change(after);
  State next{file_, active_, after};
  if (active_ < 0) {
    next.file = after;
  } else {
    Variant& v = next.file.variants[static_cast<std::size_t>(active_)];
    if (after.name != scenario_.name)
      v.name = after.name;
    mergeOverrides(v, variantFromDifference(scenario_, after, QString()).overrides);
    next.shown.variants.clear();
  }
  push(text, std::move(next), mergeKey);
}

void ScenarioDocument::push(const QString& text, State after, const QString& mergeKey)
{
  undo_.push(new SnapshotCommand(this, text, state(), std::move(after), mergeKey));
}

bool ScenarioDocument::editFile(const QString& text, const Scenario& file, int active,
                                QString* problem)
{
  State next{file, active, file};
  if (active >= 0) {
    if (static_cast<std::size_t>(active) >= file.variants.size()) {
      if (problem)
        *problem = tr("There is no variant %1.").arg(active + 1);
      return false;
    }
    LoadResult r = applyVariant(file, static_cast<std::size_t>(active));
    if (!r.scenario) {
      if (problem) {
        QStringList lines;
        for (const Problem& p : r.problems)
          if (p.isError())
            lines << p.path + QStringLiteral(": ") + p.message;
        *problem = lines.join(QLatin1Char('\n'));
      }
      return false;
    }
    next.shown = std::move(*r.scenario);
  }
  push(text, std::move(next), QString());
  return true;
}

bool ScenarioDocument::showVariant(int index, QString* problem)
{
  if (index == active_)
    return true;
  const QString name =
      index < 0 ? tr("Base") : userText(file_.variants.at(static_cast<std::size_t>(index)).name);
  return editFile(tr("Show %1").arg(name), file_, index, problem);
}

void ScenarioDocument::reset(const Scenario& s, const QString& filePath)
{
  undo_.clear();
  filePath_ = filePath;
  saved_ = s;
  variantProblems_.clear();  // another file's: not listed with this one's
  restore(State{s, -1, s});
  undo_.setClean();
  Q_EMIT fileStateChanged();
}

void ScenarioDocument::markSaved(const QString& filePath)
{
  filePath_ = filePath;
  saved_ = file_;
  undo_.setClean();
  Q_EMIT fileStateChanged();
}

void ScenarioDocument::restore(const State& state)
{
  file_ = state.file;
  active_ = state.active;
  scenario_ = state.shown;
  recompute();
  Q_EMIT changed();
}

void ScenarioDocument::recompute()
{
  // A check of the variants under way is for the scenario before this one: its answer is
  // dropped when it lands (and one is started below when one is wanted).
  ++variantsGeneration_;
  variantsDue_ = false;
  problems_ = validateScenario(scenario_);
  validationProblems_ = problems_.size();
  if (hasErrors(problems_))
    return;  // keep showing the last valid results
  // A base edit can leave a variant naming a value that no longer exists: said, as a
  // warning, without holding back the results of the option on show. Checked off the GUI
  // thread; the last check's warnings stay until the new one lands (they rarely change).
  if (active_ < 0 && !file_.variants.empty()) {
    problems_.append(variantProblems_);
    checkVariantsLater();
  } else {
    variantProblems_.clear();
  }
  evaluatedFile_ = file_;
  QElapsedTimer t;
  t.start();
  EvaluateOptions options = evaluateOptions();
  options.simulate_streams = false;  // off the GUI thread, below
  remediesPending_ = traceSamples(scenario_) > kLiveTraceSamples;
  if (remediesPending_)
    options.destager.remedies = false;  // off the GUI thread, below
  // The findings are made once, below, with the streams' results when they are known at
  // once: when the array did not change since the last simulation, or when there is nothing
  // to simulate.
  const bool findings = options.findings;
  options.findings = false;
  evaluation_ = evaluate(scenario_, options);
  evaluated_ = scenario_;
  // The streams' scenario as evaluate() gives it: the array's load after the caches, in the
  // streams' busiest window when the load varies over time.
  const Scenario array =
      streamsScenario(arrayLoadScenario(scenario_, evaluation_.read_cache), evaluation_);
  QByteArray key = streamsKey(array);
  const bool known = (streamsCache_ && key == streamsKey_) || nothingToSimulate(array);
  if (known) {
    if (!streamsCache_ || key != streamsKey_) {
      streamsCache_ = computeStreams(array, options.streams);
      streamsKey_ = key;
    }
    evaluation_.streams = streamsCache_;
    recheckStreamRequirement(evaluated_, evaluation_.streams, evaluation_.requirements);
  }
  options.findings = findings;
  if (findings)
    evaluation_.findings = evaluationFindings(evaluated_, evaluation_, options);
  lastEvaluationUs_ = static_cast<double>(t.nsecsElapsed()) / 1000.0;

  simulationCancelled_ = false;  // a change: the simulation runs again
  ++streamsGeneration_;
  if (streamsCancel_)
    streamsCancel_->store(true);
  streamsProgress_ = known ? 1 : 0;
  pendingStreamsKey_ = known ? QByteArray() : std::move(key);
  scheduleBackground();
}

void ScenarioDocument::scheduleBackground()
{
  // The background job only for what is left to compute: the simulation, the remedies of a
  // long trace (evaluation_.streams is empty while the simulation is to run).
  if (!simulationDue() && !remediesPending_)
    streamsTimer_.stop();
  else
    streamsTimer_.start(simulationDue() ? kStreamsDebounceMs : 0);
}

void ScenarioDocument::checkVariantsLater()
{
  if (variantsRunning_) {
    variantsDue_ = true;  // variantsChecked() starts the latest base's check
    return;
  }
  variantsDue_ = false;
  variantsRunning_ = true;
  // A copy of the file scenario (its long traces are shared, not copied), and the numbers'
  // locale, which is the GUI thread's own: the warnings read as every other problem does.
  variantsWatcher_.setFuture(
      runJob([file = file_, generation = variantsGeneration_, locale = numberLocale()] {
        const ScopedNumberLocale inLocale(locale);
        VariantsJob job;
        job.generation = generation;
        for (Problem p : checkVariants(file)) {
          p.level = Problem::Level::Warning;
          job.problems.append(p);
        }
        return job;
      }));
}

void ScenarioDocument::variantsChecked()
{
  variantsRunning_ = false;
  const VariantsJob job = variantsWatcher_.result();
  if (job.generation != variantsGeneration_) {
    if (variantsDue_)  // set only while the base on show is valid and has variants
      checkVariantsLater();
    return;
  }
  if (job.problems == variantProblems_)
    return;  // nothing new to show: no refresh
  // The variants' warnings follow the validation's problems (recompute).
  variantProblems_ = job.problems;
  problems_.resize(validationProblems_);
  problems_.append(variantProblems_);
  Q_EMIT problemsChanged();
}

void ScenarioDocument::stopJob()
{
  streamsTimer_.stop();
  if (streamsCancel_)
    streamsCancel_->store(true);
}

void ScenarioDocument::cancelStreams()
{
  simulationCancelled_ = true;  // until the next change, also when a dropped job lands
  const bool due = streamsTimer_.isActive() && !jobRunning_;
  stopJob();
  // The remedies of a long trace are still wanted: their job without the simulation.
  if (due)
    scheduleBackground();
  Q_EMIT streamsProgressed(streamsProgress_);
}

void ScenarioDocument::startJob()
{
  if (jobRunning_)
    return;  // finished() starts the latest scenario's run
  auto cancel = std::make_shared<std::atomic<bool>>(false);
  streamsCancel_ = cancel;
  const quint64 generation = streamsGeneration_;
  const Scenario s = evaluated_;
  // The simulation sees the array's load as evaluate() gives it (the reads the host caches
  // keep off the disks taken out); already known when the array did not change.
  const bool simulate = simulationDue();
  const Scenario loaded = arrayLoadScenario(s, evaluation_.read_cache);
  const Scenario array = streamsScenario(loaded, evaluation_);
  const StreamsOptions options = evaluateOptions().streams;
  // The destager's remedies as evaluate() computes them (destagerFor): what it reads of the
  // evaluation.
  std::optional<Evaluation> inputs;
  if (remediesPending_) {
    inputs.emplace();
    inputs->backing = evaluation_.backing;
    inputs->latency = evaluation_.latency;
    inputs->load_timeline = evaluation_.load_timeline;
  }
  // The document outlives the job: its destructor cancels it and waits for it. Progress is
  // posted to the GUI thread (a queued call to a deleted object is dropped by Qt).
  ScenarioDocument* doc = this;
  streamsWatcher_.setFuture(
      runJob([loaded, array, simulate, options, inputs, generation, cancel, doc] {
        BackgroundJob job;
        job.generation = generation;
        if (inputs)
          job.destager = destagerFor(loaded, *inputs, evaluateOptions().destager);
        if (!simulate)
          return job;
        job.result = computeStreams(array, options, [cancel, doc, generation](double done) {
          QMetaObject::invokeMethod(
              doc,
              [doc, done, generation] {
                if (generation != doc->streamsGeneration_)
                  return;  // a stale run
                doc->streamsProgress_ = done;
                Q_EMIT doc->streamsProgressed(done);
              },
              Qt::QueuedConnection);
          return !cancel->load();
        });
        return job;
      }));
  jobRunning_ = true;
  jobSimulates_ = simulate;
  if (simulate)
    Q_EMIT streamsProgressed(0);
}

void ScenarioDocument::streamsFinished()
{
  jobRunning_ = false;
  const BackgroundJob job = streamsWatcher_.result();
  const bool simulated = job.result && !job.result->cancelled;
  // A job for a scenario since edited is dropped; so is a cancelled simulation, but not the
  // remedies its job computed first (they are the scenario's on show).
  if (job.generation != streamsGeneration_ || (!simulated && !job.destager)) {
    if (job.generation != streamsGeneration_ && !streamsTimer_.isActive())
      scheduleBackground();  // the scenario changed while this ran
    Q_EMIT streamsProgressed(streamsProgress_);
    return;
  }
  if (job.destager) {
    evaluation_.destager = *job.destager;
    remediesPending_ = false;
  }
  if (simulated) {
    evaluation_.streams = job.result;
    streamsKey_ = pendingStreamsKey_;
    streamsCache_ = job.result;
    streamsProgress_ = 1;
  }
  recheckStreamRequirement(evaluated_, evaluation_.streams, evaluation_.requirements);
  // Every finding again from the results, the new ones with them (the cross-model checks
  // read the destager too).
  evaluation_.findings = evaluationFindings(evaluated_, evaluation_, evaluateOptions());
  if (job.destager)
    Q_EMIT destagerUpdated();
  Q_EMIT streamsUpdated();
  if (job.result && !simulated)
    Q_EMIT streamsProgressed(streamsProgress_);  // the cancelled simulation's progress goes
}

}  // namespace accel::ui
