// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The options bar and the Compare Options window: variants made, renamed, duplicated, deleted
// and switched, each one undo step; edits on a variant become its overrides and edits on the
// base flow into the variants; saved and read back; the comparison's columns and colours.

#include <QCheckBox>
#include <QComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>

#include "app/charts/qcp.h"
#include "app/core/comparetable.h"
#include "app/core/scenarioio.h"
#include "app/core/variants.h"
#include "app/gui/compareview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/tableexport.h"
#include "app/gui/variantsbar.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;

namespace {

QString example()
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR
                        "/resources/examples/build-cluster-1gbe.accelsizer.json");
}

QByteArray fileOf(const ScenarioDocument* doc)
{
  return serializeScenario(doc->fileScenario());
}

std::string overrideOf(const Variant& v, const char* pointer)
{
  for (const VariantOverride& o : v.overrides)
    if (o.pointer == pointer)
      return o.value_json;
  return {};
}

}  // namespace

TEST_CASE("Options bar: switch, edit a variant, edit the base, undo all of it", "[gui][variants]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  auto* bar = w.findChild<VariantsBar*>(QStringLiteral("variantsBar"));
  REQUIRE(bar);
  REQUIRE(bar->tabs()->count() == 4);
  CHECK(bar->tabs()->tabText(0) == QStringLiteral("Base"));
  CHECK(bar->tabs()->tabText(2) == QStringLiteral("WB+2"));
  CHECK_FALSE(bar->accessibleName().isEmpty());
  CHECK_FALSE(bar->tabs()->tabToolTip(2).isEmpty());
  for (const char* name : {"variantAdd", "variantRename", "variantDuplicate", "variantDelete"}) {
    const QWidget* b = bar->findChild<QWidget*>(QLatin1String(name));
    REQUIRE(b);
    CHECK_FALSE(b->accessibleName().isEmpty());
    CHECK_FALSE(b->toolTip().isEmpty());
    CHECK(b->focusPolicy() == Qt::StrongFocus);
  }
  CHECK(bar->tabs()->focusPolicy() == Qt::StrongFocus);
  const QByteArray opened = fileOf(doc);
  const double baseGbps = doc->scenario().peer_network.link_gbps;

  // Switching shows the variant's inputs and results.
  bar->tabs()->setCurrentIndex(2);
  REQUIRE(doc->activeVariant() == 1);
  CHECK(doc->scenario().vm_groups[0].write_policy.peers == 2);
  CHECK(doc->evaluatedScenario().vm_groups[0].write_policy.peers == 2);
  CHECK(doc->undoStack()->count() == 1);

  // An edit on the variant becomes its override; the base keeps its value.
  doc->edit(QStringLiteral("Link speed"), [](Scenario& s) { s.peer_network.link_gbps = 25; });
  CHECK(doc->scenario().peer_network.link_gbps == 25);
  CHECK(doc->fileScenario().peer_network.link_gbps == baseGbps);
  CHECK(overrideOf(doc->fileScenario().variants[1], "/peer_network/link_gbps") == "25");
  CHECK(overrideOf(doc->fileScenario().variants[1], "/vm_groups/0/write_policy") == "\"WB+2\"");

  // An edit on the base flows into the variants that do not override it.
  bar->tabs()->setCurrentIndex(0);
  REQUIRE(doc->activeVariant() == -1);
  doc->edit(QStringLiteral("Hosts"), [](Scenario& s) { s.hosts = 6; });
  for (std::size_t i = 0; i < doc->fileScenario().variants.size(); ++i) {
    const LoadResult v = applyVariant(doc->fileScenario(), i);
    REQUIRE(v.ok());
    CHECK(v.scenario->hosts == 6);
  }
  CHECK(applyVariant(doc->fileScenario(), 1).scenario->peer_network.link_gbps == 25);
  CHECK(applyVariant(doc->fileScenario(), 0).scenario->peer_network.link_gbps == 10);

  // Undo walks every step back: base edit, switch, variant edit, switch.
  REQUIRE(doc->undoStack()->count() == 4);
  doc->undoStack()->undo();
  CHECK(doc->fileScenario().hosts == 4);
  doc->undoStack()->undo();
  CHECK(doc->activeVariant() == 1);
  CHECK(bar->tabs()->currentIndex() == 2);
  doc->undoStack()->undo();
  CHECK(doc->scenario().peer_network.link_gbps == baseGbps);
  doc->undoStack()->undo();
  CHECK(doc->activeVariant() == -1);
  CHECK(fileOf(doc) == opened);
  CHECK_FALSE(doc->isModified());
  doc->undoStack()->redo();
  doc->undoStack()->redo();
  CHECK(doc->activeVariant() == 1);
  CHECK(doc->scenario().peer_network.link_gbps == 25);
}

TEST_CASE("Options bar: new from the edits, rename, duplicate, delete, undo and save",
          "[gui][variants]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  auto* bar = w.findChild<VariantsBar*>(QStringLiteral("variantsBar"));
  REQUIRE(bar);
  const QByteArray opened = fileOf(doc);

  // The edits on the base become the new variant; the base keeps its saved values and the
  // inputs on screen stay as they were.
  doc->edit(QStringLiteral("Link speed"), [](Scenario& s) { s.peer_network.link_gbps = 40; });
  doc->edit(QStringLiteral("Buffer"), [](Scenario& s) { s.acceleration.write_buffer_mb = 50000; });
  QString problem;
  REQUIRE(bar->addFromEdits(QStringLiteral("40GbE, big buffer"), &problem));
  REQUIRE(doc->fileScenario().variants.size() == 4);
  const Variant& made = doc->fileScenario().variants[3];
  CHECK(made.name == "40GbE, big buffer");
  CHECK(made.overrides.size() == 2);
  CHECK(overrideOf(made, "/peer_network/link_gbps") == "40");
  CHECK(overrideOf(made, "/acceleration/write_buffer_mb") == "50000");
  CHECK(doc->fileScenario().peer_network.link_gbps == 1);
  CHECK(doc->activeVariant() == 3);
  CHECK(doc->scenario().peer_network.link_gbps == 40);
  CHECK(bar->tabs()->count() == 5);
  CHECK(bar->tabs()->currentIndex() == 4);
  // A name already used is refused, with the reason, and nothing is recorded.
  const int steps = doc->undoStack()->count();
  CHECK_FALSE(bar->addFromEdits(QStringLiteral("WB+2"), &problem));
  CHECK(problem.contains(QStringLiteral("WB+2")));
  CHECK_FALSE(bar->renameVariant(0, QStringLiteral(" "), &problem));
  CHECK(doc->undoStack()->count() == steps);

  REQUIRE(bar->renameVariant(3, QStringLiteral("40GbE"), &problem));
  CHECK(doc->fileScenario().variants[3].name == "40GbE");
  CHECK(bar->tabs()->tabText(4) == QStringLiteral("40GbE"));
  REQUIRE(bar->duplicateVariant(3, &problem));
  REQUIRE(doc->fileScenario().variants.size() == 5);
  CHECK(doc->fileScenario().variants[4].name == "40GbE copy");
  CHECK(doc->fileScenario().variants[4].overrides.size() == 2);
  CHECK(doc->activeVariant() == 4);
  REQUIRE(bar->deleteVariant(0, &problem));  // "10GbE peer network"
  REQUIRE(doc->fileScenario().variants.size() == 4);
  CHECK(doc->activeVariant() == 3);  // still the copy, one place up
  CHECK(doc->fileScenario().variants[0].name == "WB+2");
  REQUIRE(bar->deleteVariant(3, &problem));  // the one on show: the base is shown
  CHECK(doc->activeVariant() == -1);

  // Saved and read back: the same variants.
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("options.accelsizer.json"));
  REQUIRE(w.saveTo(path));
  const LoadResult back = loadScenarioFile(path);
  REQUIRE(back.ok());
  CHECK(variantsToJson(back.scenario->variants) == variantsToJson(doc->fileScenario().variants));
  CHECK(serializeScenario(*back.scenario) == fileOf(doc));

  // Undo takes every operation back, to the file as opened.
  while (doc->undoStack()->canUndo())
    doc->undoStack()->undo();
  CHECK(fileOf(doc) == opened);
  CHECK(doc->activeVariant() == -1);
  CHECK(bar->tabs()->count() == 4);
  while (doc->undoStack()->canRedo())
    doc->undoStack()->redo();
  CHECK(doc->fileScenario().variants.size() == 3);
  CHECK(doc->fileScenario().variants[2].name == "40GbE");
}

TEST_CASE("Compare Options: columns, colours in each figure's direction, no needless re-run",
          "[gui][variants]")
{
  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioDocument* doc = w.document();
  auto* bar = w.findChild<VariantsBar*>(QStringLiteral("variantsBar"));
  REQUIRE(bar);
  bar->compareAction()->trigger();
  CompareView* view = bar->compareView();
  REQUIRE(view);
  REQUIRE(waitFor([view] { return !view->busy() && !view->options().empty(); }));
  REQUIRE(view->choices().size() == 4);
  REQUIRE(view->options().size() == 4);
  QTableWidget* table = view->table();
  REQUIRE(table->columnCount() == 2 + 4);
  CHECK(table->horizontalHeaderItem(3)->text() == QStringLiteral("10GbE peer network"));
  REQUIRE(table->rowCount() == static_cast<int>(view->rows().size()));

  // Each cell's colour is app/core's verdict against the first option.
  int better = 0, worse = 0;
  for (int r = 0; r < table->rowCount(); ++r)
    for (int c = 0; c < 4; ++c) {
      const CompareRow& row = view->rows()[static_cast<std::size_t>(r)];
      const int verdict = c == 0 ? 0 : compareCells(row, static_cast<std::size_t>(c), 0);
      QTableWidgetItem* item = table->item(r, c + 2);
      REQUIRE(item);
      CHECK(item->data(CompareView::kVerdictRole).toInt() == verdict);
      CHECK(item->background().style() == (verdict == 0 ? Qt::NoBrush : Qt::SolidPattern));
      better += verdict > 0;
      worse += verdict < 0;
    }
  CHECK(better > 0);
  CHECK(worse > 0);
  // Units in the export's header and column.
  const QString csv = tableCsv(table);
  CHECK(
      csv.startsWith(QStringLiteral("Figure,Unit,Build cluster on 1GbE peers,10GbE peer network")));
  CHECK(csv.contains(QStringLiteral("Busiest peer link,fraction,")));
  // The three charts, one graph or bar set per option with its name.
  for (QCustomPlot* p : view->charts()) {
    REQUIRE(p->plottableCount() >= 4);
    CHECK(p->plottable(1)->name() == QStringLiteral("10GbE peer network"));
  }

  // Nothing re-runs without a change; a change of the choice or the scenario re-runs.
  const int runs = view->evaluations();
  view->refresh();
  CHECK(view->evaluations() == runs);
  view->choices()[3]->setChecked(false);
  REQUIRE(waitFor([view] { return !view->busy(); }));
  CHECK(view->evaluations() == runs + 1);
  CHECK(view->options().size() == 3);
  CHECK(view->choices()[3]->isEnabled());
  // A failure what-if of the first option as one more column.
  REQUIRE(view->failure()->count() >= 2);
  view->failure()->setCurrentIndex(1);
  REQUIRE(waitFor([view] { return !view->busy(); }));
  CHECK(view->options().size() == 4);
  CHECK(view->options().back().failure.has_value());
  doc->edit(QStringLiteral("Hosts"), [](Scenario& s) { s.hosts = 5; });
  REQUIRE(waitFor([view] { return !view->busy() && view->options().front().scenario.hosts == 5; }));
  CHECK(view->evaluations() == runs + 3);
}
