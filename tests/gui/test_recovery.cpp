// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Never lose work: a GUI killed after an edit offers the edit back on the next start.
// The killed instance is this test executable itself, run as a child on a hidden test case.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <cstdio>
#include <memory>

#include "app/core/scenarioio.h"
#include "app/gui/autosave.h"
#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/scenariodocument.h"
#include "busy_jobs.h"
#include "example_window.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;
using accel::test::waitFor;

namespace {

/// The child: opens the file, types a new host count as a user would, and then either waits
/// for the delayed copy and to be killed, or crashes at once.
void childSession(bool crash)
{
  MainWindow w;
  w.show();
  REQUIRE(w.openFile(qEnvironmentVariable("ACCELSIZER_RECOVERY_TEST_FILE")));
  w.autosave()->setDelayMs(crash ? 600000 : 100);
  if (crash)
    Autosave::installSignalHandlers();
  auto* editor = w.findChild<ParamEditor*>(QStringLiteral("hosts"));
  REQUIRE(editor);
  auto* hosts = editor->findChild<QSpinBox*>();
  REQUIRE(hosts);
  hosts->setValue(7);
  REQUIRE(w.document()->scenario().hosts == 7);
  if (crash)
    std::raise(SIGSEGV);  // no delayed copy yet: only the crash handler can keep the edit
  REQUIRE(waitFor([&] { return QFile::exists(w.autosave()->recoveryPath()); }, 20000));
  std::printf("recovery copy written\n");
  std::fflush(stdout);
  waitFor([] { return false; }, 120000);  // until killed
}

struct Session {
  QTemporaryDir dir;
  QString file;
  QString recovery;
  Session()
  {
    file = dir.filePath(QStringLiteral("design.accelsizer.json"));
    recovery = dir.filePath(QStringLiteral("recovery"));
    REQUIRE(QFile::copy(QStringLiteral(ACCELSIZER_SOURCE_DIR
                                       "/resources/examples/build-cluster-1gbe.accelsizer.json"),
                        file));
  }
  /// Runs a child session; returns its process id once it is gone.
  qint64 runChild(const char* tag, bool kill)
  {
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ACCELSIZER_RECOVERY_DIR"), recovery);
    env.insert(QStringLiteral("ACCELSIZER_RECOVERY_TEST_FILE"), file);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QLatin1String(tag)});
    REQUIRE(child.waitForStarted(30000));
    const qint64 pid = child.processId();
    if (kill) {
      // The output kept as it comes: waitFor asks once more after the loop.
      QByteArray output;
      REQUIRE(waitFor(
          [&] {
            child.waitForReadyRead(20);
            output += child.readAllStandardOutput();
            return output.contains("recovery copy written") ||
                   child.state() == QProcess::NotRunning;
          },
          60000));
      child.kill();  // SIGKILL: nothing runs after it
    }
    REQUIRE(child.waitForFinished(60000));
    CHECK(child.exitStatus() == QProcess::CrashExit);
    return pid;
  }
};

/// The offer the next start makes, checked, then accepted: the edit is back, unsaved, on the
/// file it belongs to, and one undo gives the file's value again.
void expectOfferedBack(Session& s, qint64 childPid)
{
  const QString copy = s.recovery + QStringLiteral("/%1.accelsizer-recovery.json").arg(childPid);
  REQUIRE(QFile::exists(copy));
  const accel::test::ScopedRecoveryDir recovery(s.recovery);
  {
    MainWindow w;
    w.show();
    REQUIRE(w.offerRecovery());
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("recoveryOffer"));
    REQUIRE(box);
    INFO(box->text().toStdString() << "\n" << box->informativeText().toStdString());
    CHECK(box->text().contains(QStringLiteral("Build cluster on 1GbE peers")));
    CHECK(box->informativeText().contains(QStringLiteral("design.accelsizer.json")));
    CHECK(box->informativeText().contains(QStringLiteral("hosts: 4 \u2192 7")));
    auto* restore = box->findChild<QPushButton*>(QStringLiteral("restore"));
    REQUIRE(restore);
    restore->click();
    CHECK(w.document()->scenario().hosts == 7);
    CHECK(w.document()->isModified());
    CHECK(w.document()->filePath() == QFileInfo(s.file).absoluteFilePath());
    CHECK_FALSE(QFile::exists(copy));  // the killed instance's copy is taken over
    w.document()->undoStack()->undo();
    CHECK(w.document()->scenario().hosts == 4);
    w.document()->undoStack()->redo();
  }
}

}  // namespace

TEST_CASE("recovery child: edit, then wait to be killed", "[.recovery-child]")
{
  childSession(false);
}

TEST_CASE("recovery child: edit, then crash", "[.recovery-crash-child]")
{
  childSession(true);
}

TEST_CASE("A GUI killed after an edit offers the edit back on the next start", "[gui][recovery]")
{
  Session s;
  const qint64 pid = s.runChild("[.recovery-child]", true);
  expectOfferedBack(s, pid);
}

TEST_CASE("A GUI that crashes right after an edit keeps it", "[gui][recovery]")
{
  Session s;
  const qint64 pid = s.runChild("[.recovery-crash-child]", false);
  expectOfferedBack(s, pid);
}

TEST_CASE("Saving or discarding removes the recovery copy, and a running instance's is not offered",
          "[gui][recovery]")
{
  const accel::test::ScopedRecoveryDir recovery;  // the window goes first, then the folder
  {
    MainWindow w;
    w.document()->edit(QStringLiteral("hosts"), [](Scenario& sc) { sc.hosts = 9; });
    REQUIRE(w.autosave()->writeNow());
    REQUIRE(QFile::exists(w.autosave()->recoveryPath()));
    CHECK_FALSE(w.offerRecovery());  // this instance's own copy is not an orphan
    const QString file = recovery.dir.filePath(QStringLiteral("saved.accelsizer.json"));
    REQUIRE(w.saveTo(file));
    CHECK_FALSE(QFile::exists(w.autosave()->recoveryPath()));
    w.document()->edit(QStringLiteral("hosts"), [](Scenario& sc) { sc.hosts = 10; });
    REQUIRE(w.autosave()->writeNow());
    const std::optional<Recovery> r = Autosave::read(w.autosave()->recoveryPath());
    REQUIRE(r);
    CHECK(r->scenario.hosts == 10);
    CHECK(r->file == QFileInfo(file).absoluteFilePath());
    w.document()->undoStack()->undo();  // back to what was saved
    CHECK_FALSE(QFile::exists(w.autosave()->recoveryPath()));
  }
}

TEST_CASE("A recovery copy keeps an edit that breaks a rule", "[gui][recovery]")
{
  const accel::test::ScopedRecoveryDir recovery;  // the window goes first, then the folder
  {
    MainWindow w;
    w.document()->edit(QStringLiteral("hosts"), [](Scenario& sc) { sc.hosts = 0; });
    REQUIRE(w.document()->resultsStale());
    REQUIRE(w.autosave()->writeNow());
    const std::optional<Recovery> r = Autosave::read(w.autosave()->recoveryPath());
    REQUIRE(r);
    CHECK(r->scenario.hosts == 0);
  }
}

namespace {

/// A week of one-second samples (604,800), as a shared trace.
std::shared_ptr<const Trace> weekOfSamples()
{
  Trace t;
  for (int i = 0; i < 604'800; ++i)
    t.push_back({static_cast<double>(i), (i % 3600) < 600 ? 12.5 : 0.1 * (i % 13)});
  return std::make_shared<const Trace>(std::move(t));
}

void setTrace(MainWindow& w, const std::shared_ptr<const Trace>& trace)
{
  w.document()->edit(QStringLiteral("trace"), [&trace](Scenario& sc) {
    sc.vm_groups[0].write.kind = ProfileKind::Trace;
    sc.vm_groups[0].write.samples = trace;
  });
}

}  // namespace

TEST_CASE("A recovery copy keeps a week-long trace, written from its samples", "[gui][recovery]")
{
  const accel::test::ScopedRecoveryDir recovery;  // the window goes first, then the folder
  {
    MainWindow w;
    const std::shared_ptr<const Trace> trace = weekOfSamples();
    setTrace(w, trace);
    REQUIRE(w.autosave()->writeNow());
    const std::optional<Recovery> r = Autosave::read(w.autosave()->recoveryPath());
    REQUIRE(r);
    REQUIRE(r->scenario.vm_groups[0].write.samples);
    CHECK(*r->scenario.vm_groups[0].write.samples == *trace);
  }
}

TEST_CASE("The delayed copy is written off the GUI thread, and the last write or discard wins",
          "[gui][recovery]")
{
  const accel::test::ScopedRecoveryDir recovery;  // the window goes first, then the folder
  {
    MainWindow w;
    Autosave* a = w.autosave();
    const QString path = a->recoveryPath();
    int written = 0;
    QObject::connect(a, &Autosave::written, [&written] { ++written; });
    a->setDelayMs(10);
    const std::shared_ptr<const Trace> trace = weekOfSamples();

    SECTION("The copy lands, and the GUI thread runs while it is written")
    {
      setTrace(w, trace);
      REQUIRE(waitFor([a] { return a->writing(); }, 10000));
      // Events are handled while the week is serialised and written (a few hundred ms).
      int ticks = 0;
      QTimer tick;
      QObject::connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
      tick.start(0);
      REQUIRE(waitFor([a] { return !a->writing(); }, 60000));
      tick.stop();
      CHECK(ticks > 0);
      REQUIRE(waitFor([&written] { return written == 1; }, 10000));
      const std::optional<Recovery> r = Autosave::read(path);
      REQUIRE(r);
      REQUIRE(r->scenario.vm_groups[0].write.samples);
      CHECK(*r->scenario.vm_groups[0].write.samples == *trace);
    }
    SECTION("An edit written at once while the copy waits to be written: the file holds it")
    {
      // Every job thread held: the delayed copy waits in the pool's queue.
      accel::test::BusyJobs busy(60000);
      setTrace(w, trace);
      REQUIRE(waitFor([a] { return a->writing(); }, 10000));
      w.document()->edit(QStringLiteral("hosts"), [](Scenario& sc) { sc.hosts = 11; });
      REQUIRE(a->writeNow());
      CHECK_FALSE(a->writing());
      busy.release();  // the copy that waited, had it not been cancelled, would run now
      accel::test::idle(50);
      const std::optional<Recovery> r = Autosave::read(path);
      REQUIRE(r);
      CHECK(r->scenario.hosts == 11);
      CHECK(*r->scenario.vm_groups[0].write.samples == *trace);
      CHECK(written == 1);  // writeNow's, not the cancelled copy's
    }
    SECTION("Undone back to the file while the copy waits to be written: no copy is left")
    {
      accel::test::BusyJobs busy(60000);
      setTrace(w, trace);
      REQUIRE(waitFor([a] { return a->writing(); }, 10000));
      w.document()->undoStack()->undo();
      REQUIRE_FALSE(w.document()->isModified());
      CHECK_FALSE(a->writing());
      busy.release();
      accel::test::idle(50);
      CHECK_FALSE(QFile::exists(path));
      CHECK(written == 0);  // the landing of a discarded copy is not announced
    }
    SECTION("Undone back to the file while the copy is being written: no copy is left")
    {
      setTrace(w, trace);
      REQUIRE(waitFor([a] { return a->writing(); }, 10000));
      w.document()->undoStack()->undo();
      REQUIRE_FALSE(w.document()->isModified());
      CHECK_FALSE(a->writing());
      accel::test::idle(50);
      CHECK_FALSE(QFile::exists(path));
      CHECK(written == 0);
    }
  }
}
