#include "app/gui/scenariodocument.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QUndoCommand>

#include "app/core/evaluation.h"
#include "app/core/validate.h"

namespace accel::ui {

namespace {

/// Edits within this many milliseconds of each other on the same field merge.
constexpr qint64 kMergeWindowMs = 1500;

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
  SnapshotCommand(ScenarioDocument* doc, const QString& text, Scenario before, Scenario after,
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
    if (o->mergeKey_ != mergeKey_ || o->stampMs_ - stampMs_ > kMergeWindowMs)
      return false;
    after_ = o->after_;
    stampMs_ = o->stampMs_;
    return true;
  }

private:
  ScenarioDocument* doc_;
  Scenario before_;
  Scenario after_;
  QString mergeKey_;
  qint64 stampMs_;
};

}  // namespace

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent)
{
  connect(&undo_, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
  recompute();
}

QString ScenarioDocument::displayName() const
{
  if (!scenario_.name.empty())
    return QString::fromStdString(scenario_.name);
  if (!filePath_.isEmpty())
    return QFileInfo(filePath_).fileName();
  return tr("Untitled");
}

void ScenarioDocument::edit(const QString& text, const std::function<void(Scenario&)>& change,
                            const QString& mergeKey)
{
  Scenario after = scenario_;
  change(after);
  undo_.push(new SnapshotCommand(this, text, scenario_, std::move(after), mergeKey));
}

void ScenarioDocument::reset(const Scenario& s, const QString& filePath)
{
  undo_.clear();
  filePath_ = filePath;
  restore(s);
  undo_.setClean();
  Q_EMIT fileStateChanged();
}

void ScenarioDocument::markSaved(const QString& filePath)
{
  filePath_ = filePath;
  undo_.setClean();
  Q_EMIT fileStateChanged();
}

void ScenarioDocument::restore(const Scenario& s)
{
  scenario_ = s;
  recompute();
  Q_EMIT changed();
}

void ScenarioDocument::recompute()
{
  problems_ = validateScenario(scenario_);
  if (hasErrors(problems_))
    return;  // keep showing the last valid results
  QElapsedTimer t;
  t.start();
  evaluation_ = evaluateScenario(scenario_);
  evaluated_ = scenario_;
  lastEvaluationUs_ = static_cast<double>(t.nsecsElapsed()) / 1000.0;
}

}  // namespace accel::ui
