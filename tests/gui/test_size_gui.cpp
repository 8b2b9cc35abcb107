// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The Size panel: search off the GUI thread with progress, the designs as a table, Apply as one
// undo step, and the requirements and design space edited like every input.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTableWidget>
#include <QUndoStack>

#include "app/core/resultsjson.h"
#include "app/core/scenarioio.h"
#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/sizepanel.h"
#include "app/gui/tableexport.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;

namespace {

QString sizingExample()
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR
                        "/resources/examples/build-cluster-sizing.accelsizer.json");
}

}  // namespace

TEST_CASE("Size panel: search, the designs in a table, apply as one undo step", "[gui][size]")
{
  MainWindow w;
  w.resize(1400, 900);
  w.show();
  REQUIRE(w.openFile(sizingExample()));
  ScenarioDocument* doc = w.document();
  SizePanel* panel = w.sizePanel();
  REQUIRE(panel);
  auto* dock = w.findChild<QDockWidget*>(QStringLiteral("sizePanel"));
  REQUIRE(dock);
  dock->show();

  // The design space's peer links are shown as words.
  auto* links = panel->findChild<QLineEdit*>(QStringLiteral("design_space.peer_links"));
  REQUIRE(links);
  CHECK(links->text() == QStringLiteral("ethernet:1, ethernet:10, ethernet:25"));

  bool finished = false;
  QObject::connect(panel, &SizePanel::searchFinished, [&finished] { finished = true; });
  panel->search();
  CHECK(panel->running());
  REQUIRE(waitFor([&] { return finished; }));
  CHECK_FALSE(panel->running());
  const DesignSearchResult& r = panel->result();
  REQUIRE_FALSE(r.designs.empty());
  CHECK(r.meeting > 0);
  CHECK(r.designs.front().requirements.all_met);
  auto* table = panel->findChild<QTableWidget*>();
  REQUIRE(table);
  CHECK(table->rowCount() == static_cast<int>(r.designs.size()));
  CHECK(panel->statusText().contains(QStringLiteral("meet every requirement")));
  // Copied and saved as CSV with the cost and headroom as `size --json` writes them.
  const QStringList lines = tableCsv(table).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  REQUIRE(lines.size() == table->rowCount() + 1);
  CHECK(lines.front() ==
        QStringLiteral("Rank,Relative cost,Headroom (factor),Requirements met,Choices"));
  const QStringList first = lines.at(1).split(QLatin1Char(','));
  CHECK(first.at(0) == QStringLiteral("1"));
  CHECK(first.at(1).toDouble() == resultNumber(r.designs.front().cost).toDouble());
  CHECK(first.at(3) == QStringLiteral("true"));
  if (const char* out = std::getenv("ACCELSIZER_SIZE_PANEL_PNG"))
    panel->grab().save(QString::fromLocal8Bit(out));

  // Apply the cheapest: one undo step, the scenario is that design (its question kept).
  const Scenario before = doc->scenario();
  const int steps = doc->undoStack()->count();
  panel->apply();
  CHECK(doc->undoStack()->count() == steps + 1);
  Scenario expected = r.designs.front().scenario;
  expected.design_space = before.design_space;
  expected.variants = before.variants;
  CHECK(scenarioToJson(doc->scenario()) == scenarioToJson(expected));
  CHECK(doc->scenario().peer_network.link_gbps ==
        r.designs.front().scenario.peer_network.link_gbps);
  CHECK_FALSE(doc->resultsStale());
  CHECK(doc->evaluation().requirements.all_met);
  doc->undoStack()->undo();
  CHECK(scenarioToJson(doc->scenario()) == scenarioToJson(before));
  doc->undoStack()->setClean();
}

TEST_CASE("Size panel: a problem instead of a search, cancel, edits through undo", "[gui][size]")
{
  MainWindow w;
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  SizePanel* panel = w.sizePanel();
  bool finished = false;
  QObject::connect(panel, &SizePanel::searchFinished, [&finished] { finished = true; });
  // No design space: the problem, no search.
  panel->search();
  CHECK(finished);
  CHECK_FALSE(panel->running());
  CHECK(panel->statusText().contains(QStringLiteral("design_space")));

  // Peer links typed in the panel: one undo step.
  auto* links = panel->findChild<QLineEdit*>(QStringLiteral("design_space.peer_links"));
  REQUIRE(links);
  links->setText(QStringLiteral("ethernet:1, ethernet:10x2"));
  Q_EMIT links->editingFinished();
  const auto& space = w.document()->scenario().design_space;
  REQUIRE(space.peer_links.size() == 2);
  CHECK(space.peer_links[1].usable_links == 2);
  w.document()->undoStack()->undo();
  CHECK(w.document()->scenario().design_space.peer_links.empty());

  // A search cancelled: nothing shown.
  w.document()->edit(QStringLiteral("space"), [](Scenario& s) {
    s.design_space.peer_links = {PeerLinkChoice{}};
    IntRange r;
    r.min = 4;
    r.max = 400;
    r.step = 2;
    s.design_space.disk_count = r;
    IntRange h;
    h.min = 2;
    h.max = 32;
    s.design_space.hosts = h;
  });
  finished = false;
  panel->search();
  panel->cancel();
  REQUIRE(waitFor([&] { return finished; }));
  CHECK((panel->statusText().contains(QStringLiteral("cancelled")) ||
         !panel->result().designs.empty()));
  w.document()->undoStack()->setClean();
}
