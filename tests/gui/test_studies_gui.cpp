// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// What-if studies in the GUI: the Sweep window's charts and table hold runSweep's points, its
// heatmap's cells the evaluations at their points, a running sweep cancels, nothing is swept
// twice; the sensitivity window's tornado bars are sensitivity()'s rows, and a headline opens
// it on its own number.
#include <catch2/catch.hpp>

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QTableView>
#include <QTableWidget>

#include <cmath>

#include "app/charts/qcp.h"
#include "app/charts/studycharts.h"
#include "app/core/evaluation.h"
#include "app/core/goalseek.h"
#include "app/core/resultsjson.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/studyactions.h"
#include "app/gui/summaryview.h"
#include "app/gui/sweepview.h"
#include "app/gui/tableexport.h"
#include "app/gui/tornadoview.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;
using Catch::Matchers::WithinRel;

namespace {

QString example()
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR
                        "/resources/examples/build-cluster-1gbe.accelsizer.json");
}

const QString kRate = QStringLiteral("vm_groups[0].write.mbps");
const QString kLink = QStringLiteral("/replica/max_link_utilization");
const QString kLatency = QStringLiteral("/latency/groups/0/loaded_us");

/// The sweep as the command line would run it, on the document's scenario.
SweepResult reference(const Scenario& s, const QStringList& axes, const QStringList& metrics)
{
  SweepSpec spec;
  for (const QString& a : axes) {
    SweepAxis axis;
    QString problem;
    REQUIRE(parseSweepAxis(s, a, &axis, &problem));
    spec.axes.push_back(axis);
  }
  spec.metrics = metrics;
  return runSweep(s, spec, 2);
}

}  // namespace

TEST_CASE("Sweep window: one input's charts and table hold runSweep's points", "[gui][sweep]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  // Edit > Sweep… opens it (one window, raised when asked again).
  QAction* act = w.findChild<QAction*>(QStringLiteral("sweepAction"));
  REQUIRE(act);
  act->trigger();
  auto* view = w.findChild<SweepView*>(QStringLiteral("sweepView"));
  REQUIRE(view);
  act->trigger();
  CHECK(w.findChildren<SweepView*>().size() == 1);

  view->setOneInput();
  REQUIRE(view->setInput(0, kRate, 2, 20, 10));
  view->setMetrics({kLink, kLatency});
  bool finished = false;
  QObject::connect(view, &SweepView::sweepFinished, [&] { finished = true; });
  REQUIRE(view->run());
  REQUIRE(waitFor([&] { return finished; }));
  const SweepResult ref = reference(
      doc->scenario(), {QStringLiteral("/vm_groups/0/write/mbps=2:20:10")}, {kLink, kLatency});
  const SweepResult& got = view->result();
  REQUIRE(got.points.size() == ref.points.size());
  REQUIRE(view->lineCharts().size() == 2);
  // Chart 0: utilisation in percent against the rate in MB/s; chart 1: latency.
  for (int c = 0; c < 2; ++c) {
    QCPGraph* g = view->lineCharts()[c]->graph(0);
    REQUIRE(g->dataCount() == static_cast<int>(ref.points.size()));
    const AxisUnit yu = c == 0 ? AxisUnit{100.0, QString()} : AxisUnit{};
    for (int i = 0; i < g->dataCount(); ++i) {
      const SweepPoint& p = ref.points[static_cast<std::size_t>(i)];
      CHECK(g->data()->at(i)->key == p.inputs[0]);
      if (c == 0)
        CHECK_THAT(g->data()->at(i)->value, WithinRel(*p.metrics[0] * yu.scale, 1e-12));
      CHECK(*got.points[static_cast<std::size_t>(i)].metrics[static_cast<std::size_t>(c)] ==
            *p.metrics[static_cast<std::size_t>(c)]);
    }
  }
  // The crossing of 80 % is marked and said with units, where the points put it.
  std::vector<double> x;
  std::vector<std::optional<double>> y;
  for (const SweepPoint& p : ref.points) {
    x.push_back(p.inputs[0]);
    y.push_back(p.metrics[0]);
  }
  const std::vector<Crossing> cross = sweepCrossings(x, y, 0.8);
  REQUIRE(cross.size() == 1);
  CHECK(view->chartNotes()[0].contains(formatValue(cross[0].x, Unit::MBps)));
  CHECK(view->chartNotes()[0].contains(QStringLiteral("reaches 80 %")));

  // The table: one row per point, the results document's numbers on export.
  QTableView* table = view->table();
  REQUIRE(table->model()->rowCount() == static_cast<int>(ref.points.size()));
  CHECK(table->model()
            ->headerData(1, Qt::Horizontal, kExportHeaderRole)
            .toString()
            .endsWith(QStringLiteral("(fraction)")));
  CHECK(table->model()->index(3, 1).data(kExportRole).toString().toDouble() ==
        *ref.points[3].metrics[0]);
  CHECK(tableCsv(table).count(QLatin1Char('\n')) == static_cast<int>(ref.points.size()) + 1);

  // The same design and choices: not swept again; an edit sweeps again (the live update).
  const int runs = view->runs();
  CHECK_FALSE(view->run());
  CHECK(view->runs() == runs);
  view->show();
  finished = false;
  doc->edit(QStringLiteral("hosts"), [](Scenario& s) { s.hosts = 5; });
  REQUIRE(waitFor([&] { return finished && !view->running(); }));
  CHECK(view->runs() == runs + 1);
  view->close();
}

TEST_CASE("Sweep window: the heatmap's cells are the evaluations at their points, and cancel",
          "[gui][sweep]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  SweepView* view = showSweepView(doc, &w);
  REQUIRE(view->setInput(0, kRate, 1, 20, 12));
  REQUIRE(
      view->setInput(1, QStringLiteral("peer_network.link_gbps"), 1, 40, 9, SweepView::Scale::Log));
  view->setMetrics({kLink});
  bool finished = false;
  QObject::connect(view, &SweepView::sweepFinished, [&] { finished = true; });
  REQUIRE(view->run());
  REQUIRE(waitFor([&] { return finished; }));
  auto* map = qobject_cast<QCPColorMap*>(view->heatmap()->plottable(0));
  REQUIRE(map);
  CHECK(map->data()->keySize() == 12);
  CHECK(map->data()->valueSize() == 9);
  // Two cells against evaluations of their own.
  const SweepResult& r = view->result();
  for (const auto& [i, j] : {std::pair<int, int>{0, 0}, std::pair<int, int>{7, 5}}) {
    const SweepPoint& p = r.points[static_cast<std::size_t>(i * 9 + j)];
    Scenario t = doc->scenario();
    t.vm_groups[0].write.mbps = p.inputs[0];
    t.peer_network.link_gbps = p.inputs[1];
    const double u = evaluate(t, evaluateOptions()).replica.max_link_utilization;
    CHECK_THAT(map->data()->cell(i, j), WithinRel(u * 100, 1e-12));
  }
  // The contour where 80 % is met lies between cells on both sides of 80 %.
  auto* contour = view->heatmap()->findChild<QCPCurve*>(QStringLiteral("contour"));
  REQUIRE(contour);
  CHECK(contour->dataCount() > 0);

  // Cancel: a large grid stops early and says so; asked again, it runs again.
  REQUIRE(view->setInput(0, kRate, 1, 20, 250));
  REQUIRE(view->setInput(1, QStringLiteral("peer_network.link_gbps"), 1, 40, 250));
  finished = false;
  REQUIRE(view->run());
  waitFor([] { return false; }, 300);  // a few rows in
  REQUIRE(view->running());
  view->cancel();
  REQUIRE(waitFor([&] { return finished; }));
  CHECK(view->result().cancelled);
  int reached = 0;
  for (const SweepPoint& p : view->result().points)
    reached += p.inputs.empty() ? 0 : 1;
  CHECK(reached < 62500);
  CHECK(view->status().contains(QStringLiteral("Cancelled")));
  view->close();
}

TEST_CASE("Sensitivity window: the tornado's bars are sensitivity()'s rows", "[gui][sensitivity]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  // From the summary: the destager's headline offers "What does this depend on?".
  auto* value = w.results()->summary()->findChild<QLabel*>(QStringLiteral("summary.destager"));
  REQUIRE(value);
  QAction* depends = nullptr;
  for (QAction* a : value->actions())
    if (a->text().contains(QStringLiteral("depend")))
      depends = a;
  REQUIRE(depends);
  depends->trigger();
  auto* view = w.findChild<TornadoView*>(QStringLiteral("tornadoView"));
  REQUIRE(view);
  REQUIRE(waitFor([&] { return !view->running() && !view->result().rows.empty(); }));
  const QString metric = QStringLiteral("/destager/groups/0/fill_time_s");
  CHECK(view->spec().metric == metric);
  SensitivitySpec spec;
  spec.metric = metric;
  const SensitivityResult ref = sensitivity(doc->scenario(), spec);
  REQUIRE(view->result().rows.size() == ref.rows.size());

  auto* low = view->chart()->findChild<QCPBars*>(QStringLiteral("low"));
  auto* high = view->chart()->findChild<QCPBars*>(QStringLiteral("high"));
  REQUIRE(low);
  REQUIRE(high);
  const std::vector<const SensitivityRow*> drawn = tornadoRows(ref);
  REQUIRE_FALSE(drawn.empty());
  CHECK(low->dataCount() + high->dataCount() > 0);
  const double scale = 1.0 / 3600.0;  // the fill times read in hours here
  for (int k = 0; k < low->dataCount(); ++k) {
    const auto d = low->data()->at(k);
    const auto rank = drawn.size() - static_cast<std::size_t>(std::lround(d->key + 0.2));
    REQUIRE(rank < drawn.size());
    CHECK_THAT(d->value + low->baseValue(), WithinRel(*drawn[rank]->low_metric * scale, 1e-12));
  }
  for (int k = 0; k < high->dataCount(); ++k) {
    const auto d = high->data()->at(k);
    const auto rank = drawn.size() - static_cast<std::size_t>(std::lround(d->key - 0.2));
    REQUIRE(rank < drawn.size());
    CHECK_THAT(d->value + high->baseValue(), WithinRel(*drawn[rank]->high_metric * scale, 1e-12));
  }
  CHECK_THAT(low->baseValue(), WithinRel(*ref.base_metric * scale, 1e-12));
  // Every input is in the table, with why it could not move as asked.
  QTableWidget* table = view->table();
  REQUIRE(table->rowCount() == static_cast<int>(ref.rows.size()));
  bool noted = false;
  for (int i = 0; i < table->rowCount(); ++i)
    noted = noted || table->item(i, 7)->text().contains(QStringLiteral("cannot go lower"));
  CHECK(noted);
  // The same result again: not recomputed.
  const int runs = view->runs();
  CHECK_FALSE(view->compute());
  CHECK(view->runs() == runs);
  view->close();
}
