// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// GUI benchmarks: edit-to-repaint of the main window. Run offscreen:
//   QT_QPA_PLATFORM=offscreen ./build/tests/accelsizer-bench-gui
#define CATCH_CONFIG_RUNNER
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <QApplication>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>

#include "app/core/evaluation.h"
#include "app/core/scenarioio.h"
#include "app/report/report.h"

#include "app/charts/replicachart.h"
#include "app/core/demo.h"
#include "app/gui/mainwindow.h"
#include "app/gui/presentation.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "paint_clock.h"
#include "week_trace.h"

using namespace accel;
using namespace accel::ui;

namespace {

/// One edit as a user makes it: the link speed toggles between 1 and 10 Gb/s, every view
/// refreshes and the whole window repaints.
double editAndRepaint(MainWindow& w, double& speed)
{
  speed = speed == 1 ? 10 : 1;
  w.document()->edit(QStringLiteral("bench"),
                     [speed](Scenario& s) { s.peer_network.link_gbps = speed; });
  w.results()->replicaChart()->replot(QCustomPlot::rpImmediateRefresh);
  w.repaint();
  return w.document()->evaluation().replica.max_link_utilization;
}

}  // namespace

TEST_CASE("Edit to repaint", "[bench][gui]")
{
  MainWindow w;
  w.resize(1440, 900);
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  QApplication::processEvents();
  ScenarioDocument* doc = w.document();
  double speed = 1;

  BENCHMARK("edit link speed, recompute, refresh every view, repaint the window")
  {
    return editAndRepaint(w, speed);
  };

  BENCHMARK("recompute and refresh the results panel only")
  {
    speed = speed == 1 ? 10 : 1;
    doc->edit(QStringLiteral("bench"), [speed](Scenario& s) { s.peer_network.link_gbps = speed; });
    return doc->evaluation().replica.max_link_utilization;
  };
  doc->undoStack()->setClean();
}

TEST_CASE("Edit to repaint with a week-long measured trace", "[bench][gui][trace]")
{
  MainWindow w;
  w.resize(1440, 900);
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  doc->edit(QStringLiteral("trace"), [](Scenario& s) { s.vm_groups[0].write = test::weekTrace(); });
  QApplication::processEvents();
  double speed = 1;

  BENCHMARK("edit link speed, recompute, refresh every view, repaint the window")
  {
    return editAndRepaint(w, speed);
  };
  doc->undoStack()->setClean();
}

namespace {

const char* const kExamples[] = {"build-cluster-1gbe", "build-cluster-10gbe", "clone-race",
                                 "infiniband-lab"};

Scenario loadExample(const char* name)
{
  const LoadResult loaded = loadScenarioFile(
      QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/%1.accelsizer.json")
          .arg(QLatin1String(name)));
  REQUIRE(loaded.ok());
  return *loaded.scenario;
}

/// What the document evaluates on the GUI thread after every edit: everything but the stream
/// simulation (which runs off the thread).
EvaluateOptions perEditOptions()
{
  EvaluateOptions o = evaluateOptions();
  o.simulate_streams = false;
  return o;
}

}  // namespace

TEST_CASE("Evaluate each shipped example as an edit does", "[bench][examples]")
{
  const EvaluateOptions o = perEditOptions();
  for (const char* name : kExamples) {
    const Scenario s = loadExample(name);
    BENCHMARK(std::string("evaluate ") + name)
    {
      return evaluate(s, o);
    };
  }
}

// Instruction counts, repeatable on a shared machine: 100 evaluations of one example, e.g.
//   valgrind --tool=callgrind --toggle-collect='accel::evaluate(*' \
//     build/tests/accelsizer-bench-gui "[.callgrind]" -c clone-race
// then divide the total Ir by 100.
TEST_CASE("Evaluate each shipped example 100 times", "[.callgrind]")
{
  const EvaluateOptions o = perEditOptions();
  for (const char* name : kExamples) {
    SECTION(name)
    {
      const Scenario s = loadExample(name);
      double sum = 0;
      for (int i = 0; i < 100; ++i)
        sum += evaluate(s, o).latency.groups.size();
      CHECK(sum == 100.0 * static_cast<double>(s.vm_groups.size()));
    }
  }
}

TEST_CASE("Edit to repaint in presentation mode and a demo's animation frame",
          "[bench][gui][present]")
{
  MainWindow w;
  w.resize(1440, 900);
  w.show();
  REQUIRE(w.openDemo(QStringLiteral(":/demos/destager-sine-wave.accelsizer-demo.json")));
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  p->showNormal();
  p->resize(1920, 1080);
  p->setAnimationMs(0);
  p->goToStep(1);
  QApplication::processEvents();
  ScenarioDocument* doc = w.document();
  double buffer = 20000;

  BENCHMARK("edit the buffer, recompute, refresh both windows, repaint the presentation")
  {
    buffer = buffer == 20000 ? 40000 : 20000;
    doc->edit(QStringLiteral("bench"),
              [buffer](Scenario& s) { s.acceleration.write_buffer_mb = buffer; });
    p->repaint();
    return doc->evaluation().destager.groups.at(0).peak_backlog_mb;
  };

  // One frame of a step's animation: the scenario between two steps read and validated, the
  // edit, both windows refreshed, the presentation repainted.
  QJsonObject from;
  QJsonObject to;
  REQUIRE(demoScenarioJson(*p->demo(), scenarioToJson(doc->scenario()), -1, &from, nullptr));
  REQUIRE(demoScenarioJson(*p->demo(), from, 2, &to, nullptr));
  double t = 0;
  const auto frame = [&] {
    t = t > 0.9 ? 0.1 : t + 0.1;
    const LoadResult read = parseScenario(
        QJsonDocument(interpolateScenario(from, to, t)).toJson(QJsonDocument::Compact));
    // An intermediate frame, as the animation shows it (showFrame: antialiasing off).
    p->showFrame(*read.scenario, false, QStringLiteral("bench"), QStringLiteral("frame"));
    p->repaint();
    return doc->evaluation().destager.groups.at(0).peak_backlog_mb;
  };
  BENCHMARK("one animation frame between demo steps")
  {
    return frame();
  };

  // The same frame with the presentation full screen over the main window, as presented: the
  // main window's result views wait until they are seen again. Full screen takes the screen's
  // size: run with a 1920 x 1080 offscreen screen,
  //   QT_QPA_PLATFORM=offscreen:configfile=tests/bench/offscreen-1920x1080.json
  p->present();
  QApplication::processEvents();
  REQUIRE(p->coversParent());
  if (p->size() != QSize(1920, 1080)) {
    WARN("the screen is not 1920 x 1080: the full-screen row is left out");
  } else {
    BENCHMARK("one animation frame, the presentation full screen over the main window")
    {
      return frame();
    };
  }
  p->close();
  doc->undoStack()->setClean();
}

TEST_CASE("Report", "[bench][report]")
{
  const LoadResult loaded = loadScenarioFile(QStringLiteral(
      ACCELSIZER_SOURCE_DIR "/resources/examples/build-cluster-1gbe.accelsizer.json"));
  REQUIRE(loaded.ok());
  const Scenario& s = *loaded.scenario;
  QTemporaryDir dir;
  const QString pdf = dir.filePath(QStringLiteral("example.pdf"));
  ReportOptions options;
  options.author = QStringLiteral("Jane Doe");

  BENCHMARK("evaluate and write the example's PDF report")
  {
    return report::writeReport(s, evaluateScenario(s), options, pdf, nullptr);
  };
}

int main(int argc, char* argv[])
{
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);
  test::TimedApplication app(argc, argv);
  return Catch::Session().run(argc, argv);
}
