// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Goal seek from the results: the summary's requirement checklist, a requirement's right-click
// menu opening the Goal Seek dialog, the search off the GUI thread, Apply as one undo step; and
// every headline of every tab offering it on a number the results document holds.
#include <catch2/catch.hpp>

#include <QAction>

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QUndoStack>
#include <cstdlib>

#include "app/charts/qcp.h"
#include "app/core/evaluation.h"
#include "app/core/headlines.h"
#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/gui/goalseekdialog.h"
#include "app/gui/headroomview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/sizepanel.h"
#include "app/gui/summaryview.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;

TEST_CASE("Summary: the requirement checklist, and goal seek from a requirement", "[gui][goalseek]")
{
  MainWindow w;
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-sizing.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  SummaryView* summary = w.results()->summary();
  const RequirementsResult& req = doc->evaluation().requirements;
  REQUIRE_FALSE(req.checks.empty());
  REQUIRE(summary->requirementLines().size() == static_cast<qsizetype>(req.checks.size()));
  auto* heading = summary->findChild<QLabel*>(QStringLiteral("requirementsHeading"));
  REQUIRE(heading);
  int met = 0;
  for (const RequirementCheck& c : req.checks)
    met += c.met ? 1 : 0;
  CHECK(heading->text().contains(
      QStringLiteral("%1 of %2 met").arg(met).arg(static_cast<int>(req.checks.size()))));
  CHECK(heading->text().contains(QStringLiteral("1.25")));  // the growth factor is said

  // The peer-link row: utilisation is inversely proportional to the link speed, so the speed
  // at which it reaches 50 % is known in closed form.
  int row = -1;
  for (std::size_t i = 0; i < req.checks.size(); ++i)
    if (req.checks[i].kind == RequirementKind::PeerLinkUtilization)
      row = static_cast<int>(i);
  REQUIRE(row >= 0);
  const RequirementCheck check = req.checks[static_cast<std::size_t>(row)];
  REQUIRE(check.value);
  REQUIRE(check.limit);
  const std::optional<GoalTarget> target = summary->requirementTarget(row);
  REQUIRE(target);
  CHECK(target->metric == QStringLiteral("/requirements/%1/value").arg(row));
  CHECK(target->target == check.limit);
  CHECK(target->unit == Unit::Fraction);
  auto* value = summary->findChild<QLabel*>(QStringLiteral("requirement.") +
                                            QString::fromStdString(check.id));
  REQUIRE(value);
  REQUIRE(value->actions().size() == 1);
  value->actions().front()->trigger();
  auto* dialog = w.findChild<GoalSeekDialog*>(QStringLiteral("goalSeekDialog"));
  REQUIRE(dialog);

  const double gbps = doc->scenario().peer_network.link_gbps;
  REQUIRE(dialog->selectInput(QStringLiteral("peer_network.link_gbps")));
  dialog->setTarget(0.5);
  bool finished = false;
  QObject::connect(dialog, &GoalSeekDialog::searchFinished, [&finished] { finished = true; });
  dialog->find();
  CHECK(dialog->running());
  REQUIRE(waitFor([&] { return finished; }));
  const GoalSeekAnswer& a = dialog->answer();
  REQUIRE(a.valid());
  REQUIRE(a.result.reachable);
  REQUIRE(a.result.value);
  const double expected = gbps * *check.value / 0.5;
  CHECK_THAT(*a.result.value, Catch::Matchers::WithinRel(expected, 1e-3));
  CHECK(dialog->answerText().contains(QStringLiteral("gives")));
  if (const char* out = std::getenv("ACCELSIZER_GOALSEEK_PNG")) {
    dialog->grab().save(QString::fromLocal8Bit(out));
    summary->grab().save(QString::fromLocal8Bit(out) + QStringLiteral(".summary.png"));
  }

  // Apply: one undo step; the requirement is then at 50 %; undo restores the link.
  const int steps = doc->undoStack()->count();
  dialog->apply();
  CHECK(doc->undoStack()->count() == steps + 1);
  CHECK(doc->scenario().peer_network.link_gbps == *a.result.value);
  REQUIRE(waitFor([&] { return !doc->resultsStale(); }));
  const RequirementCheck& after =
      doc->evaluation().requirements.checks[static_cast<std::size_t>(row)];
  REQUIRE(after.value);
  CHECK_THAT(*after.value, Catch::Matchers::WithinRel(0.5, 1e-3));
  doc->undoStack()->undo();
  CHECK(doc->scenario().peer_network.link_gbps == gbps);

  // A target no link speed of the range searched reaches (100,000 %): said so, with the
  // closest value, and nothing to apply.
  dialog->setTarget(1000.0);
  finished = false;
  dialog->find();
  REQUIRE(waitFor([&] { return finished; }));
  CHECK(dialog->answer().valid());
  CHECK_FALSE(dialog->answer().result.reachable);
  CHECK(dialog->answerText().contains(QStringLiteral("Not reachable")));
  const int before = doc->undoStack()->count();
  dialog->apply();
  CHECK(doc->undoStack()->count() == before);
  dialog->close();
}

TEST_CASE("Every headline with a number offers goal seek on a number of the results document",
          "[gui][goalseek]")
{
  const QDir dir(QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples"));
  const QStringList files = dir.entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files);
  REQUIRE(files.size() >= 5);
  for (const QString& name : files) {
    INFO(name.toStdString());
    const LoadResult f = loadScenarioFile(dir.filePath(name));
    REQUIRE(f.ok());
    const Scenario& s = *f.scenario;
    const Evaluation e = evaluate(s, evaluateOptions());
    const QJsonObject doc = resultsToJson(s, e, ResultsPrecision::Full);
    HeadlineGrid grid;
    QList<Headline> all = replicaHeadlines(s, e);
    all << latencyHeadlines(s, e) << backingHeadlines(s, e) << destagerHeadlines(s, e);
    int numbers = 0;
    for (const Headline& h : all) {
      INFO(h.key.toStdString());
      grid.setHeadlines({h});
      const std::optional<GoalTarget> t = grid.goalTarget(h.key);
      if (!h.value || !std::isfinite(*h.value)) {
        CHECK_FALSE(t);
        continue;
      }
      ++numbers;
      REQUIRE(t);
      // The number goal seek reads is the number the headline shows.
      const std::optional<double> there = resultAt(doc, t->metric);
      REQUIRE(there);
      REQUIRE(t->current);
      CHECK_THAT(*there, Catch::Matchers::WithinRel(*t->current, 1e-9));
    }
    CHECK(numbers > 0);
  }
}

TEST_CASE("Size panel: the headroom of the design as it stands, off the GUI thread, never twice",
          "[gui][goalseek][headroom]")
{
  MainWindow w;
  w.show();
  REQUIRE(w.openFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/clone-race.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  HeadroomView* view = w.sizePanel()->headroomView();
  REQUIRE(view);
  int updates = 0;
  QObject::connect(view, &HeadroomView::headroomUpdated, [&updates] { ++updates; });
  auto* dock = w.findChild<QDockWidget*>(QStringLiteral("sizePanel"));
  REQUIRE(dock);
  dock->show();
  REQUIRE(waitFor([&] { return updates == 1 && !view->running(); }));
  REQUIRE(view->headroom());
  // The same answer as the model's, for the scenario as it stands.
  const HeadroomResult direct = computeHeadroom(doc->scenario(), GrowthBy::Rate, evaluateOptions());
  const HeadroomResult& shown = *view->headroom();
  REQUIRE(shown.ladder.size() == direct.ladder.size());
  REQUIRE(direct.factor);
  REQUIRE(shown.factor);
  CHECK(*shown.factor == *direct.factor);
  REQUIRE(direct.met_now);
  CHECK(view->statusText().contains(formatValue(*direct.factor, Unit::Factor)));
  CHECK(view->statusText().contains(QStringLiteral("breaks first")));
  auto* chart = view->findChild<QCustomPlot*>(QStringLiteral("headroom.chart"));
  REQUIRE(chart);
  CHECK(chart->plottableCount() == 3);
  if (const char* out = std::getenv("ACCELSIZER_HEADROOM_PNG")) {
    w.sizePanel()->grab().save(QString::fromLocal8Bit(out));
    chart->grab().save(QString::fromLocal8Bit(out) + QStringLiteral(".chart.png"));
  }

  // A change signal with the scenario unchanged computes nothing new.
  Q_EMIT doc->changed();
  REQUIRE(waitFor([&] { return !view->running(); }));
  CHECK(updates == 1);

  // An edit: computed again, for the new scenario.
  doc->edit(QStringLiteral("rate"), [](Scenario& s) { s.vm_groups[0].write.mbps *= 2; });
  REQUIRE(waitFor([&] { return updates == 2 && !view->running(); }));
  const HeadroomResult doubled =
      computeHeadroom(doc->scenario(), GrowthBy::Rate, evaluateOptions());
  REQUIRE(doubled.factor);
  CHECK(*view->headroom()->factor == *doubled.factor);
  CHECK_THAT(*doubled.factor, Catch::Matchers::WithinRel(*direct.factor / 2, 1e-3));
}
