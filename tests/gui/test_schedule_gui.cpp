// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The profile editor's schedule windows and its mean, peak and period line.
#include <catch2/catch.hpp>

#include <QLabel>
#include <QTableView>
#include <QUndoStack>

#include "app/charts/qcp.h"
#include "app/gui/boundtable.h"
#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/profilepreview.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

TEST_CASE("A schedule's windows are edited in a table, and the profile shows its mean and peak",
          "[gui][schedule]")
{
  MainWindow w;
  w.resize(1280, 800);
  w.show();
  REQUIRE(w.openFile(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                    "/resources/examples/build-cluster-1gbe.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  BoundTableEditor* groups = w.editor()->vmGroups();
  groups->view()->setCurrentIndex(groups->model()->index(0, 0));
  REQUIRE(accel::test::waitFor([&] {
    return w.findChild<ProfilePreview*>(QStringLiteral("writeProfilePreview")) != nullptr;
  }));
  auto* preview = w.findChild<ProfilePreview*>(QStringLiteral("writeProfilePreview"));
  auto* windows = preview->findChild<BoundTableEditor*>(QStringLiteral("scheduleWindows"));
  REQUIRE(windows);
  CHECK_FALSE(windows->isVisible());  // the example writes a constant rate

  doc->edit(QStringLiteral("Schedule"), [](Scenario& s) {
    WriteProfile& p = s.vm_groups[0].write;
    p.kind = ProfileKind::Schedule;
    p.base_mbps = 1;
    p.windows.clear();
  });
  CHECK(windows->isVisible());
  const int before = doc->undoStack()->count();
  windows->addRow();  // 08:00-09:00 at ten times the base
  REQUIRE(doc->scenario().vm_groups[0].write.windows.size() == 1);
  CHECK(doc->undoStack()->count() == before + 1);
  // (10 x 1 h + 1 x 23 h) / 24 h = 1.375 MB/s; peak 10 MB/s; a day.
  const QString summary = preview->summaryText();
  INFO(summary.toStdString());
  CHECK(summary.contains(QStringLiteral("1.375 MB/s")));
  CHECK(summary.contains(QStringLiteral("10 MB/s")));
  CHECK((summary.contains(QStringLiteral("24 h")) || summary.contains(QStringLiteral("1 day"))));
  doc->undoStack()->undo();
  CHECK(doc->scenario().vm_groups[0].write.windows.empty());
  doc->undoStack()->setClean();
}

TEST_CASE("A long trace's preview draws its envelope, peaks and troughs kept", "[gui][schedule]")
{
  ScenarioDocument doc;
  Trace t;
  for (int i = 0; i < 100'000; ++i)
    t.push_back({static_cast<double>(i), 2.0 + (i % 7) * 0.1});
  t[61'234].mbps = 95.0;  // one second's burst
  t[77'777].mbps = 0.0;   // one second idle
  doc.edit(QStringLiteral("Trace"), [&t](Scenario& s) {
    WriteProfile& p = s.vm_groups[0].write;
    p.kind = ProfileKind::Trace;
    p.samples = std::make_shared<const Trace>(t);
  });
  ProfilePreview preview(&doc, 0, false);
  auto* plot = preview.findChild<QCustomPlot*>();
  REQUIRE(plot);
  const auto data = plot->graph(0)->data();
  CHECK(data->size() <= 4001);
  CHECK(data->size() >= 1000);
  double top = 0, low = 1e9;
  for (const QCPGraphData& d : *data) {
    top = std::max(top, d.value);
    low = std::min(low, d.value);
  }
  CHECK(top == 95.0);
  CHECK(low == 0.0);
  CHECK(preview.summaryText().contains(QStringLiteral("95 MB/s")));
}

TEST_CASE("A pair list is shown by its row count, in the user's number format", "[gui][schedule]")
{
  const QLocale before;
  QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
  const auto& params = writeProfileParams();
  const auto samples = std::find_if(params.begin(), params.end(), [](const auto& p) {
    return p.info.key == QLatin1String("samples");
  });
  REQUIRE(samples != params.end());
  ParamEditor editor(samples->info);
  bool built = false;
  editor.setRowCount(604'800, [&built] {
    built = true;
    return QJsonValue();
  });
  const auto* summary = editor.findChild<QLabel*>();
  REQUIRE(summary);
  CHECK(summary->text() == QStringLiteral("604,800 row(s)"));  // with its group separator
  CHECK_FALSE(built);  // the rows are built only when the user opens them
  QLocale::setDefault(before);
}
