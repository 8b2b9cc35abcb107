// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// What ships with the GUI: the German translation end to end (words and numbers), files and
// reports that stay C whatever the screen shows, Help > About, and "Save as preset".
#include <catch2/catch.hpp>

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include "app/charts/qcp.h"
#include "app/core/presets.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/core/version.h"
#include "app/gui/aboutdialog.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/presetpicker.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString example()
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR
                        "/resources/examples/build-cluster-1gbe.accelsizer.json");
}

QStringList menuTitles(const MainWindow& w)
{
  QStringList titles;
  for (QAction* a : w.menuBar()->actions())
    titles << a->text();
  return titles;
}

/// English again, whatever a test switched to.
struct RestoreEnglish {
  ~RestoreEnglish() { setLanguage(QLocale::c()); }
};

}  // namespace

TEST_CASE("German: the window speaks German and writes numbers with a decimal comma",
          "[gui][language]")
{
  RestoreEnglish restore;
  REQUIRE(translatedLanguages().contains(QStringLiteral("de")));
  REQUIRE(setLanguage(QLocale(QLocale::German, QLocale::Germany)));
  {
    MainWindow w;
    w.resize(1280, 800);
    REQUIRE(w.openFile(example()));
    // A Q_OBJECT class's words, a QObject::tr word, a chart's and a preset picker's.
    CHECK(menuTitles(w) == QStringList({QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                        QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
    CHECK(w.editor()->tabText(1) == QStringLiteral("Besch&leunigung"));
    CHECK(w.results()->tabs()->tabText(0) == QStringLiteral("Übersicht"));
    CHECK(w.results()->tabs()->tabText(2) == QStringLiteral("Schreiblatenz"));
    CHECK(w.editor()->devicePresetPicker()->combo()->itemText(0) ==
          QStringLiteral("Benutzerdefiniert"));
    auto* plot = w.results()->findChild<QCustomPlot*>();
    REQUIRE(plot);
    bool germanAxis = false;
    for (QCustomPlot* p : w.results()->findChildren<QCustomPlot*>())
      germanAxis =
          germanAxis || p->yAxis->label() == QStringLiteral("Auslastung der Peer-Links (%)");
    CHECK(germanAxis);
    // Numbers on screen: a decimal comma in the headlines, the charts and the input fields.
    CHECK(w.results()->headlines()->valueText(QStringLiteral("replica.max_link_utilization")) ==
          QStringLiteral("25,28 %"));
    CHECK(plot->locale().decimalPoint() == QStringLiteral(","));
    auto* rate = w.findChild<ParamEditor*>(QStringLiteral("acceleration.write_latency_us"));
    REQUIRE(rate);
    CHECK(rate->findChild<QDoubleSpinBox*>()->text().contains(QLatin1Char(',')));

    // Files never: the scenario saved from the German window and its PDF report use points.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("de.accelsizer.json"));
    REQUIRE(w.saveTo(saved));
    QFile f(saved);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    CHECK(text.contains("\"compression_ratio\": 1"));
    CHECK(text.contains("\"utilization_limit\": 0.8"));
    CHECK(parseScenario(text).ok());
    CHECK(numberLocale().decimalPoint() == QStringLiteral(","));
    {
      const ScopedNumberLocale c(QLocale::c());  // as the report writer does
      CHECK(formatValue(0.2528, Unit::Fraction) == QStringLiteral("25.28 %"));
    }
    CHECK(formatValue(0.2528, Unit::Fraction) == QStringLiteral("25,28 %"));
    w.document()->undoStack()->setClean();
  }
  setLanguage(QLocale::c());
  MainWindow english;
  CHECK(menuTitles(english).first() == QStringLiteral("&File"));
  CHECK(formatValue(0.2528, Unit::Fraction) == QStringLiteral("25.28 %"));
}

TEST_CASE("A locale without a translation keeps English words with its own numbers",
          "[gui][language]")
{
  RestoreEnglish restore;
  CHECK_FALSE(setLanguage(QLocale(QLocale::French, QLocale::France)));
  MainWindow w;
  CHECK(menuTitles(w).first() == QStringLiteral("&File"));
  CHECK(formatNumber(12.5) == QStringLiteral("12,5"));
}

TEST_CASE("Help > About lists the components with their versions and licences", "[gui][about]")
{
  AboutDialog about;
  QTableWidget* table = about.table();
  REQUIRE(table->rowCount() >= 4);
  const auto row = [table](const QString& name) {
    for (int r = 0; r < table->rowCount(); ++r)
      if (table->item(r, 0)->text() == name)
        return r;
    return -1;
  };
  const int app = row(QStringLiteral("AccelSizer"));
  REQUIRE(app == 0);
  CHECK(table->item(app, 1)->text() == QString::fromLatin1(kAccelSizerVersion));
  CHECK(table->item(app, 2)->text() == QStringLiteral("GPL-3.0-or-later"));
  const int qt = row(QStringLiteral("Qt"));
  REQUIRE(qt > 0);
  CHECK(table->item(qt, 1)->text().startsWith(QString::fromLatin1(qVersion())));
  CHECK(table->item(qt, 2)->text().contains(QStringLiteral("LGPL-3.0")));
  const int qcp = row(QStringLiteral("QCustomPlot"));
  REQUIRE(qcp > 0);
  CHECK(table->item(qcp, 1)->text() == QStringLiteral(QCUSTOMPLOT_VERSION_STR));
  CHECK(table->item(qcp, 2)->text() == QStringLiteral("GPL-3.0-or-later"));
  CHECK(row(QStringLiteral("Eigen")) > 0);
  CHECK(AboutDialog::legalText(QStringLiteral("LICENSE"))
            .contains(QStringLiteral("GNU GENERAL PUBLIC LICENSE")));
  CHECK(AboutDialog::legalText(QStringLiteral("THIRD-PARTY-NOTICES.md"))
            .contains(QStringLiteral("QCustomPlot")));
}

TEST_CASE("Save as preset: the device and a RAID group's disk come back as presets",
          "[gui][presets]")
{
  // The tests' user data folder (QStandardPaths test mode), emptied before and after.
  const QString folder = presetUserFolder();
  REQUIRE(folder.contains(QStringLiteral(".qttest")));
  QDir(folder).removeRecursively();
  struct Cleanup {
    QString folder;
    ~Cleanup()
    {
      QDir(folder).removeRecursively();
      reloadPresetCatalogue();
    }
  } cleanup{folder};

  MainWindow w;
  REQUIRE(w.openFile(example()));
  ScenarioEditor* editor = w.editor();
  REQUIRE(editor->devicePresetPicker()->saveButton());
  REQUIRE(editor->diskPresetPicker()->saveButton());
  // Change the device, save it, change it back, then choose the saved preset.
  ScenarioDocument* doc = w.document();
  doc->edit(QStringLiteral("measured latency"),
            [](Scenario& s) { s.acceleration.write_latency_us = 71.5; });
  QString path, error;
  REQUIRE(editor->saveDevicePreset(QStringLiteral("Lab S3700 (measured)"), &path, &error));
  CHECK(path == folder + QStringLiteral("/lab-s3700-measured.json"));
  doc->undoStack()->undo();
  CHECK(doc->scenario().acceleration.write_latency_us == 65);
  QComboBox* devices = editor->devicePresetPicker()->combo();
  const int saved = devices->findText(QStringLiteral("Lab S3700 (measured)"));
  REQUIRE(saved > 0);
  CHECK(devices->itemData(saved, Qt::ToolTipRole).toString().contains(path));
  editor->devicePresetPicker()->choose(saved - 1);
  CHECK(doc->scenario().acceleration.write_latency_us == 71.5);
  CHECK(doc->scenario().acceleration.device == "Lab S3700 (measured)");
  CHECK(devices->currentIndex() == saved);

  // The same for the disk of the selected RAID group.
  doc->edit(QStringLiteral("faster disk"),
            [](Scenario& s) { s.backing.raid_groups[0].disk.avg_seek_ms = 6.5; });
  REQUIRE(editor->saveDiskPreset(QStringLiteral("Tuned 7.2K"), &path, &error));
  doc->undoStack()->undo();
  CHECK(doc->scenario().backing.raid_groups[0].disk.avg_seek_ms == 8.5);
  QComboBox* disks = editor->diskPresetPicker()->combo();
  const int tuned = disks->findText(QStringLiteral("Tuned 7.2K"));
  REQUIRE(tuned > 0);
  editor->diskPresetPicker()->choose(tuned - 1);
  CHECK(doc->scenario().backing.raid_groups[0].disk.avg_seek_ms == 6.5);

  // A bad file beside them is reported by the pickers, and the good presets stay.
  QFile bad(folder + QStringLiteral("/broken.json"));
  REQUIRE(bad.open(QIODevice::WriteOnly));
  bad.write("{\"devices\": [{\"id\": \"x\"}]}");
  bad.close();
  editor->reloadPresets();
  QToolButton* warning = nullptr;
  for (QToolButton* b : editor->devicePresetPicker()->findChildren<QToolButton*>())
    if (b != editor->devicePresetPicker()->saveButton())
      warning = b;
  REQUIRE(warning);
  CHECK(warning->isVisibleTo(editor->devicePresetPicker()));
  CHECK(warning->toolTip().contains(QStringLiteral("broken.json: devices[0].")));
  CHECK(devices->findText(QStringLiteral("Lab S3700 (measured)")) > 0);
  doc->undoStack()->setClean();
}
