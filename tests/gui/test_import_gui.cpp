// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// File > Import Workload: the wizard reads a measured file off the GUI thread, groups its
// sources, and its groups land in the scenario as one undo step.
#include <catch2/catch.hpp>

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QUndoStack>

#include "app/gui/importwizard.h"
#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "model/common/profile.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString sample(const char* name)
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

}  // namespace

TEST_CASE("Import wizard: preview, group by name, one undo step", "[gui][import]")
{
  MainWindow w;
  REQUIRE(w.openExample(QStringLiteral(":/examples/build-cluster-1gbe.accelsizer.json")));
  ScenarioDocument* doc = w.document();
  const std::size_t before = doc->scenario().vm_groups.size();
  ImportWizard wizard(doc->scenario(), &w);
  wizard.setFile(sample("esxtop-batch.csv"));
  wizard.show();
  wizard.next();
  wizard.waitForRead();
  REQUIRE(wizard.data());
  CHECK(wizard.data()->sources.size() == 7);
  // The VMs are ticked, their disks not: one group each by default.
  CHECK(wizard.groupSpecs().size() == 3);
  wizard.groupByPattern(QStringLiteral("build"), QStringLiteral("build*"));
  const auto specs = wizard.groupSpecs();
  REQUIRE(specs.size() == 2);
  CHECK(specs[0].name == QStringLiteral("build"));
  CHECK(specs[0].sources.size() == 2);
  wizard.next();
  REQUIRE(wizard.currentId() == ImportWizard::ImportPage);
  REQUIRE(wizard.result());
  CHECK_FALSE(wizard.startsNewScenario());
  const Scenario imported = *wizard.result();
  REQUIRE(imported.vm_groups.size() == before + 2);
  CHECK(imported.vm_groups[before].vms_per_host == 2);
  CHECK(imported.vm_groups[before].write.kind == ProfileKind::Trace);

  const int steps = doc->undoStack()->count();
  doc->edit(QStringLiteral("Import workload"), [imported](Scenario& s) { s = imported; });
  CHECK(doc->undoStack()->count() == steps + 1);
  CHECK(doc->scenario().vm_groups.size() == before + 2);
  CHECK_FALSE(doc->resultsStale());
  doc->undoStack()->undo();
  CHECK(doc->scenario().vm_groups.size() == before);
}

TEST_CASE("Import wizard: a malformed file says where, and nothing can be imported",
          "[gui][import]")
{
  MainWindow w;
  ImportWizard wizard(w.document()->scenario(), &w);
  wizard.setFile(sample("esxtop-batch.csv") + QStringLiteral(".missing"));
  wizard.show();
  wizard.next();
  CHECK(wizard.currentId() == ImportWizard::FilePage);  // no such file: stays
  QTemporaryDir dir;
  const QString bad = dir.filePath(QStringLiteral("bad.csv"));
  QFile f(bad);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write("t,a\n0,1\n60,x\n");
  f.close();
  wizard.setFile(bad);
  wizard.next();
  wizard.waitForRead();
  CHECK_FALSE(wizard.data());
  auto* status = wizard.findChild<QLabel*>(QStringLiteral("importStatus"));
  REQUIRE(status);
  CHECK(status->text().contains(QStringLiteral("line 3, column 2")));
  wizard.next();
  CHECK(wizard.currentId() == ImportWizard::SourcesPage);
}
