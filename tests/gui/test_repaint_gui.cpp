// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// What an edit redraws and recomputes: the results' widgets are kept and updated in place, the
// stream simulation runs only when its inputs changed, and the study windows wait behind a
// full-screen presentation.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPaintEvent>
#include <QPointer>
#include <QScreen>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "app/core/evaluation.h"
#include "app/core/findingtext.h"
#include "app/core/scenarioio.h"
#include "app/core/units.h"
#include "app/core/variants.h"
#include "app/gui/compareview.h"
#include "app/gui/findingsview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/presentation.h"
#include "app/gui/resultspanel.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/settlelayouts.h"
#include "app/gui/studyactions.h"
#include "app/gui/summaryview.h"
#include "app/gui/tornadoview.h"
#include "gui/gui_wait.h"
#include "model/common/profile.h"
#include "model/readcache/readcache.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

namespace {

QString example(const char* name)
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/%1.accelsizer.json")
      .arg(QLatin1String(name));
}

void addHost(ScenarioDocument* doc)
{
  doc->edit(QStringLiteral("hosts"), [](Scenario& s) { ++s.hosts; });
}

/// Runs the event loop for `ms` milliseconds.
void idle(int ms)
{
  accel::test::waitFor([] { return false; }, ms);
}

}  // namespace

TEST_CASE("The stream simulation does not depend on the VMs' writes or the host count",
          "[gui][streams]")
{
  // What the document's cache of stream results rests on (scenariodocument.cpp streamsKey):
  // the simulation reads the array as the read caches leave it, nothing of the VM groups.
  const LoadResult loaded = loadScenarioFile(example("clone-race"));
  REQUIRE(loaded.ok());
  const Scenario base = *loaded.scenario;
  REQUIRE(base.backing.sequential_streams.count > 0);
  Scenario edited = base;
  edited.hosts += 1;
  scaleWriteRates(edited, 1.5);
  const EvaluateOptions o = evaluateOptions();
  const StreamsResult a =
      computeStreams(arrayLoadScenario(base, computeReadCache(base, o.read_cache)), o.streams);
  const StreamsResult b =
      computeStreams(arrayLoadScenario(edited, computeReadCache(edited, o.read_cache)), o.streams);
  REQUIRE(a.current.valid);
  CHECK(a.events == b.events);
  CHECK(a.current.expected_mbps == b.current.expected_mbps);
  CHECK(a.fixes.size() == b.fixes.size());
}

TEST_CASE("An edit that leaves the array alone does not run the stream simulation again",
          "[gui][streams]")
{
  ScenarioDocument doc;
  const LoadResult loaded = loadScenarioFile(example("clone-race"));
  REQUIRE(loaded.ok());
  doc.reset(*loaded.scenario, QString());
  REQUIRE(accel::test::waitFor([&doc] { return !doc.streamsRunning(); }));
  REQUIRE(doc.evaluation().streams);
  const double simulated = doc.evaluation().streams->current.expected_mbps;
  const std::size_t findings = doc.evaluation().findings.size();

  int started = 0;
  QObject::connect(&doc, &ScenarioDocument::streamsProgressed, &doc,
                   [&started](double done) { started += done == 0 ? 1 : 0; });
  int updated = 0;
  QObject::connect(&doc, &ScenarioDocument::streamsUpdated, &doc, [&updated] { ++updated; });

  // The host count and the write rates: the streams' results at once, nothing scheduled.
  addHost(&doc);
  doc.edit(QStringLiteral("rate"), [](Scenario& s) { scaleWriteRates(s, 1.2); });
  CHECK_FALSE(doc.streamsRunning());
  REQUIRE(doc.evaluation().streams);
  CHECK(doc.evaluation().streams->current.expected_mbps == simulated);
  CHECK(doc.evaluation().findings.size() >= findings - 1);
  idle(400);
  CHECK(started == 0);
  CHECK(updated == 0);

  // The array's streams: simulated again, off the GUI thread.
  doc.edit(QStringLiteral("streams"), [](Scenario& s) { s.backing.sequential_streams.count += 1; });
  CHECK(doc.streamsRunning());
  CHECK_FALSE(doc.evaluation().streams);
  REQUIRE(accel::test::waitFor([&doc] { return !doc.streamsRunning(); }));
  CHECK(doc.evaluation().streams);
  CHECK(updated == 1);

  // Undo: the array as before, the simulation again (only the last inputs are kept).
  doc.undoStack()->undo();
  REQUIRE(accel::test::waitFor([&doc] { return !doc.streamsRunning(); }));
  REQUIRE(doc.evaluation().streams);
  CHECK(doc.evaluation().streams->current.expected_mbps == simulated);
}

TEST_CASE("Without streams to simulate an edit runs nothing in the background", "[gui][streams]")
{
  ScenarioDocument doc;
  const LoadResult loaded = loadScenarioFile(example("build-cluster-1gbe"));
  REQUIRE(loaded.ok());
  REQUIRE(loaded.scenario->backing.sequential_streams.count == 0);
  doc.reset(*loaded.scenario, QString());
  CHECK_FALSE(doc.streamsRunning());
  REQUIRE(doc.evaluation().streams);
  CHECK_FALSE(doc.evaluation().streams->active);
  addHost(&doc);
  CHECK_FALSE(doc.streamsRunning());
  CHECK(doc.evaluation().streams);
  // The same findings as the command line's evaluation.
  const Evaluation cli = evaluateScenario(doc.scenario());
  REQUIRE(cli.findings.size() == doc.evaluation().findings.size());
  for (std::size_t i = 0; i < cli.findings.size(); ++i)
    CHECK(cli.findings[i].code == doc.evaluation().findings[i].code);
}

TEST_CASE("An edit updates the finding cards and headlines in place", "[gui]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example("build-cluster-1gbe")));
  QApplication::processEvents();
  FindingsView* findings = w.results()->findings();
  FindingCards* cards = findings->cards();
  REQUIRE(findings->count() > 2);
  const QObjectList childrenBefore = cards->children();
  const auto codesOf = [&w] {
    QStringList codes;
    for (const MergedFinding& m :
         mergeFindings(w.document()->evaluation().findings, w.document()->evaluatedScenario()))
      codes << QString::fromStdString(m.findings.front()->code);
    return codes;
  };
  CHECK(cards->codes() == codesOf());
  // What a card shows: its title, message and recommendation, as copied.
  const QList<MergedFinding> merged =
      mergeFindings(w.document()->evaluation().findings, w.document()->evaluatedScenario());
  CHECK(cards->plainText(0).startsWith(merged.front().text.title + QLatin1Char('\n') +
                                       merged.front().text.message));
  QPointer<QLabel> value =
      w.results()->headlines()->findChild<QLabel*>(QStringLiteral("replica.max_link_utilization"));
  REQUIRE(value);
  const QString before = value->text();

  const long laidBefore = cards->layoutsMade();
  w.document()->edit(QStringLiteral("link"),
                     [](Scenario& s) { s.peer_network.link_gbps = s.peer_network.link_gbps * 2; });
  QApplication::processEvents();
  CHECK(cards->children() == childrenBefore);  // no widget made or deleted per edit
  // A card whose text changed is laid out once, at the width it is shown at: asking the size
  // hint lays none out again (at the hint's own width it laid every card out a second time).
  CHECK(cards->layoutsMade() > laidBefore);
  CHECK(cards->layoutsMade() - laidBefore <= cards->count());
  const long laidShown = cards->layoutsMade();
  CHECK(cards->sizeHint().height() == cards->heightForWidth(cards->width()));
  CHECK(cards->layoutsMade() == laidShown);
  CHECK(cards->codes() == codesOf());
  REQUIRE(value);
  CHECK(value == w.results()->headlines()->findChild<QLabel*>(
                     QStringLiteral("replica.max_link_utilization")));
  CHECK(value->text() != before);
  CHECK(value->text() ==
        w.results()->headlines()->valueText(QStringLiteral("replica.max_link_utilization")));

  // An edit that changes no finding's text lays no card out again.
  QApplication::processEvents();
  const long laid = cards->layoutsMade();
  w.document()->edit(QStringLiteral("name"), [](Scenario& s) { s.name += " (copy)"; });
  QApplication::processEvents();
  CHECK(cards->layoutsMade() == laid);

  // Fewer findings: fewer cards, each named by its finding.
  const int shown = findings->count();
  w.document()->edit(QStringLiteral("rates"), [](Scenario& s) { scaleWriteRates(s, 0.01); });
  QApplication::processEvents();
  CHECK(findings->count() < shown);
  CHECK(cards->codes() == codesOf());
  for (const QString& code : cards->codes())
    CHECK_FALSE(code.isEmpty());
  // The cards fill the width they are given, each at least an icon high.
  CHECK(cards->heightForWidth(cards->width()) >= findings->count() * 24);
  w.document()->undoStack()->setClean();
}

TEST_CASE("The variants are checked against an edited base off the GUI thread", "[gui]")
{
  // The numbers as a German user reads them: the check's warnings too, although it runs on
  // another thread (the number locale is the GUI thread's own).
  const ScopedNumberLocale german(QLocale(QLocale::German, QLocale::Germany));
  ScenarioDocument doc;
  const LoadResult loaded = loadScenarioFile(example("build-cluster-1gbe"));
  REQUIRE(loaded.ok());
  // A second VM group and a variant that changes it; a variant whose link is impossible.
  Scenario base = *loaded.scenario;
  base.vm_groups.push_back(base.vm_groups.front());
  base.vm_groups.back().name = "second";
  base.variants.push_back({"Second group denser", {{"/vm_groups/1/vms_per_host", "4"}}, {}});
  base.variants.push_back({"Slow link", {{"/peer_network/link_gbps", "-2.5"}}, {}});
  const QString denser =
      QStringLiteral("variants[%1]").arg(static_cast<int>(base.variants.size()) - 2);
  const auto variantWarnings = [&doc] {
    Problems out;
    for (const Problem& p : doc.problems())
      if (p.path.startsWith(QStringLiteral("variants[")))
        out.append(p);
    return out;
  };
  // What the file's reader says of the file as it is now, as warnings.
  const auto readersWarnings = [&doc] {
    Problems out;
    for (Problem p : checkVariants(doc.fileScenario())) {
      p.level = Problem::Level::Warning;
      out.append(p);
    }
    return out;
  };
  doc.reset(base, QString());
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  const Problems slowLink = variantWarnings();
  REQUIRE(slowLink.size() == 1);  // the impossible link, from the start
  CHECK(slowLink == readersWarnings());
  CHECK(slowLink.front().message.contains(QStringLiteral("2,5")));
  int changes = 0;
  int problemsChanges = 0;
  QObject::connect(&doc, &ScenarioDocument::changed, &doc, [&changes] { ++changes; });
  QObject::connect(&doc, &ScenarioDocument::problemsChanged, &doc,
                   [&problemsChanges] { ++problemsChanges; });

  // The second group removed: the base is valid, a variant names a group that is gone. The
  // edit's results come at once; the variant's warning when its check lands, as a change of
  // the problems only.
  doc.edit(QStringLiteral("groups"), [](Scenario& s) { s.vm_groups.pop_back(); });
  CHECK(changes == 1);
  CHECK(doc.variantsChecking());
  CHECK(variantWarnings() == slowLink);  // the last check's, until the new one lands
  CHECK_FALSE(doc.resultsStale());
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  CHECK(changes == 1);
  CHECK(problemsChanges == 1);
  const Problems warnings = variantWarnings();
  REQUIRE(warnings.size() >= 2);
  CHECK(std::any_of(warnings.begin(), warnings.end(),
                    [&denser](const Problem& p) { return p.path.startsWith(denser); }));
  for (const Problem& p : warnings)
    CHECK_FALSE(p.isError());
  CHECK(warnings == readersWarnings());

  // An edit that leaves the variants as they were: the warnings stay listed throughout, and
  // nothing more is sent when the check finds the same.
  doc.edit(QStringLiteral("name"), [](Scenario& s) { s.name += " (copy)"; });
  CHECK(variantWarnings() == warnings);
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  CHECK(problemsChanges == 1);
  CHECK(variantWarnings() == warnings);

  // A valid edit that mends a variant and, before its check lands, an invalid one: the check
  // of the valid one is dropped, the error stays listed alone and the results stay marked as
  // the last valid ones.
  doc.edit(QStringLiteral("group back"),
           [&base](Scenario& s) { s.vm_groups.push_back(base.vm_groups.back()); });
  doc.edit(QStringLiteral("hosts bad"), [](Scenario& s) { s.hosts = 0; });
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  QApplication::processEvents();
  CHECK(doc.resultsStale());
  CHECK(variantWarnings().isEmpty());
  CHECK(hasErrors(doc.problems()));
  doc.undoStack()->undo();
  doc.undoStack()->undo();
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  CHECK_FALSE(doc.resultsStale());
  CHECK(variantWarnings() == warnings);

  // A variant on show lists none of the base's variants' warnings, checked or pending.
  doc.edit(QStringLiteral("name again"), [](Scenario& s) { s.name += "!"; });
  REQUIRE(doc.showVariant(0));
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  QApplication::processEvents();
  CHECK(variantWarnings().isEmpty());

  // Back on the base, its warnings again; then another file: none of them, even before the
  // new file's own check lands.
  REQUIRE(doc.showVariant(-1));
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  CHECK(variantWarnings() == warnings);
  doc.reset(*loaded.scenario, QString());
  CHECK(variantWarnings().isEmpty());
  REQUIRE(accel::test::waitFor([&doc] { return !doc.variantsChecking(); }));
  CHECK(variantWarnings().isEmpty());
}

TEST_CASE("Finding cards repaint only the cards that changed and show what a new list shows",
          "[gui]")
{
  // The region each paint of the cards was asked for.
  struct PaintRegions : QObject {
    QRegion painted;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
      if (event->type() == QEvent::Paint)
        painted += static_cast<QPaintEvent*>(event)->region();
      return QObject::eventFilter(watched, event);
    }
  };
  const auto entry = [](const char* code, const QString& message) {
    return FindingCards::Entry{QString::fromLatin1(code), Severity::Warning,
                               QStringLiteral("Title of %1").arg(QLatin1String(code)), message,
                               QStringLiteral("Do something about it.")};
  };
  std::vector<FindingCards::Entry> entries = {
      entry("a", QStringLiteral("The link carries 41.2 % of its 1 Gb/s.")),
      entry("b", QStringLiteral("The buffer fills in 12.5 min.")),
      entry("c", QStringLiteral("The array takes 310 MB/s.")),
      entry("d", QStringLiteral("Writes wait 0.82 ms."))};
  QWidget window;
  auto* layout = new QVBoxLayout(&window);
  auto* cards = new FindingCards(&window);
  layout->addWidget(cards);
  layout->addStretch();
  window.resize(520, 700);
  cards->setEntries(entries);
  window.show();
  idle(100);
  // The middle of each card, to find it again by cardAt.
  const auto cardOf = [cards](const QRect& r) {
    return std::pair{cards->cardAt(r.topLeft() + QPoint(4, 4)),
                     cards->cardAt(r.bottomRight() - QPoint(4, 4))};
  };
  PaintRegions regions;
  cards->installEventFilter(&regions);

  // One card's number changes (the same lines): that card alone is painted again.
  entries[1].message = QStringLiteral("The buffer fills in 13.1 min.");
  cards->setEntries(entries);
  idle(50);
  REQUIRE_FALSE(regions.painted.isEmpty());
  for (const QRect& r : regions.painted)
    CHECK(cardOf(r) == std::pair{1, 1});

  // The first card grows by lines: it and every card below it (moved) are painted again.
  regions.painted = QRegion();
  entries[0].message = entries[0].message.repeated(12);
  cards->setEntries(entries);
  idle(50);
  const QRect grown = regions.painted.boundingRect();
  CHECK(cards->cardAt(grown.topLeft() + QPoint(4, 4)) == 0);
  CHECK(cards->cardAt(QPoint(grown.left() + 4, grown.bottom() - 4)) == cards->count() - 1);

  // What the window shows after these partial repaints is what a new list of the same cards
  // shows painted whole.
  regions.painted = QRegion();
  entries[3].message = QStringLiteral("Writes wait 0.91 ms.");
  cards->setEntries(entries);
  idle(50);
  cards->removeEventFilter(&regions);
  const QImage shown = window.screen()
                           ->grabWindow(window.winId())
                           .toImage()
                           .copy(QRect(cards->mapTo(&window, QPoint(0, 0)), cards->size()))
                           .convertToFormat(QImage::Format_RGB32);
  FindingCards fresh;
  fresh.setEntries(entries);
  fresh.resize(cards->size());
  fresh.setPalette(cards->palette());
  const QImage whole = fresh.grab().toImage().convertToFormat(QImage::Format_RGB32);
  REQUIRE(shown.size() == whole.size());
  CHECK(shown == whole);
}

TEST_CASE("An edit updates the summary's rows in place and keeps its widget count", "[gui]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example("build-cluster-1gbe")));
  QApplication::processEvents();
  SummaryView* summary = w.results()->summary();
  REQUIRE_FALSE(w.document()->evaluation().requirements.checks.empty());  // rows of both kinds
  QPointer<QLabel> value = summary->findChild<QLabel*>(QStringLiteral("summary.replica"));
  REQUIRE(value);
  const QString before = value->text();
  const qsizetype widgets = summary->findChildren<QWidget*>().size();
  const RequirementCheck& check = w.document()->evaluation().requirements.checks.front();
  QPointer<QLabel> requirement = summary->findChild<QLabel*>(QStringLiteral("requirement.") +
                                                             QString::fromStdString(check.id));
  REQUIRE(requirement);
  for (int i = 0; i < 5; ++i) {
    w.document()->edit(QStringLiteral("link"), [](Scenario& s) {
      s.peer_network.link_gbps = s.peer_network.link_gbps * 2;
    });
    QApplication::processEvents();
    // Rows are not added after every edit (the grid's layout grew with each one).
    CHECK(summary->findChildren<QWidget*>().size() == widgets);
  }
  REQUIRE(value);  // the same label, its text updated
  CHECK(value->text() != before);
  // The requirements' rows too: new labels after every edit were polished and laid out after
  // the window's layout had settled, and the window repainted a second time.
  CHECK(requirement);
  w.document()->undoStack()->setClean();
}

TEST_CASE("An edit shows in one repaint of the window", "[gui]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example("build-cluster-1gbe")));
  idle(300);
  accel::test::RepaintCounter counter, tabBarCounter;
  w.installEventFilter(&counter);
  QTabBar* tabBar = w.results()->tabs()->tabBar();
  tabBar->installEventFilter(&tabBarCounter);
  for (int i = 0; i < 4; ++i) {
    counter.repaints = 0;
    tabBarCounter.paints = 0;
    w.document()->edit(QStringLiteral("hosts"), [i](Scenario& s) { s.hosts += i % 2 ? -1 : 1; });
    idle(200);
    // The layouts each level of the window settles ask of the level above, one event-loop
    // pass each: settled after the first repaint, they repainted the window again.
    CHECK(counter.repaints == 1);
    // The results' tabs are not laid out and repainted whole when their page's sizes stay
    // (the tab bar is painted only as part of that; its lights did not change here).
    CHECK(tabBarCounter.paints == 0);
  }
  tabBar->removeEventFilter(&tabBarCounter);
  w.removeEventFilter(&counter);
  w.document()->undoStack()->setClean();
}

TEST_CASE("A steady tab widget still lays itself out when its pages ask for more room", "[gui]")
{
  QWidget window;
  auto* layout = new QVBoxLayout(&window);
  auto* tabs = new SteadyTabWidget(&window);
  layout->addWidget(tabs);
  auto* page = new QWidget;
  auto* pageLayout = new QVBoxLayout(page);
  auto* label = new QLabel(QStringLiteral("12.5 ms"), page);
  pageLayout->addWidget(label);
  tabs->addTab(page, QStringLiteral("Page"));
  window.resize(300, 200);
  window.show();
  idle(50);
  const int before = page->width();
  // A page that needs more room than the window gives it: the window grows, and the page with
  // it (its hints changed, so the tab widget lays itself out again).
  label->setMinimumWidth(before + 400);
  idle(50);
  CHECK(window.width() >= before + 400);
  CHECK(page->width() >= before + 400);
}

TEST_CASE("The study windows wait behind a full-screen presentation", "[gui][present]")
{
  MainWindow w;
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example("build-cluster-1gbe")));
  auto* compare = new CompareView(w.document(), &w);
  compare->show();
  REQUIRE(accel::test::waitFor([compare] { return !compare->busy(); }));
  TornadoView* tornado = showTornadoView(w.document(), &w, QString());
  REQUIRE(tornado);
  REQUIRE(accel::test::waitFor([tornado] { return tornado->runs() > 0 && !tornado->running(); }));
  const int compared = compare->evaluations();
  const int studied = tornado->runs();

  w.present();
  PresentationWindow* p = w.presentation();
  REQUIRE(p);
  REQUIRE(p->coversParent());
  addHost(w.document());
  idle(500);  // past the studies' debounce
  CHECK(compare->evaluations() == compared);
  CHECK(tornado->runs() == studied);
  CHECK_FALSE(tornado->running());

  // Esc: both bring themselves up to date.
  QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
  QApplication::sendEvent(p, &esc);
  CHECK(compare->evaluations() == compared + 1);
  CHECK(accel::test::waitFor([&] { return tornado->runs() > studied && !tornado->running(); }));
  REQUIRE(accel::test::waitFor([compare] { return !compare->busy(); }));
  w.document()->undoStack()->setClean();
}
