// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The scenario editor's tabs other than the first are made when first shown: what the user
// sees of them (the window's first split, the inputs and their values, the Tab key's order, one
// repaint) is what a tab made with the window would give.
#include <catch2/catch.hpp>

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QUndoStack>

#include "app/gui/mainwindow.h"
#include "app/gui/parameditor.h"
#include "app/gui/presetpicker.h"
#include "app/gui/scenariodocument.h"
#include "app/gui/scenarioeditor.h"
#include "example_window.h"
#include "gui_wait.h"
#include "qt_catch.h"

using namespace accel;
using namespace accel::ui;

using accel::test::ExampleWindow;
using accel::test::idle;

namespace {

QString example()
{
  return accel::test::examplePath("build-cluster-1gbe");
}

/// Whether the Tab key can move the focus to `w`, by the rule Qt's focus chain applies.
bool takesTab(const QWidget* w)
{
  return (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !w->focusProxy() && w->isEnabled() &&
         w->isVisibleTo(w->window());
}

/// The widgets Tab visits after `from`, in order, until it comes back to `from`.
std::vector<QWidget*> tabOrderAfter(QWidget* from)
{
  std::vector<QWidget*> order;
  for (QWidget* w = from->nextInFocusChain(); w != from; w = w->nextInFocusChain())
    if (takesTab(w))
      order.push_back(w);
  return order;
}

/// The repaints of the window from showing editor tab `t` for the first time to a quiet spell;
/// with `buildFirst`, every tab was made before the window was shown.
int repaintsShowingTab(int t, bool buildFirst)
{
  MainWindow w;
  if (buildFirst)
    w.editor()->buildAllPages();
  w.resize(1366, 768);
  w.show();
  REQUIRE(w.openFile(example()));
  accel::test::RepaintCounter counter;
  w.installEventFilter(&counter);
  // Until the window has been quiet for 300 ms (what the file's opening started off the GUI
  // thread, such as the headroom, has landed), at most 6 s.
  for (int spell = 0; spell < 20; ++spell) {
    counter.repaints = 0;
    idle(300);
    if (counter.repaints == 0)
      break;
  }
  counter.repaints = 0;
  w.editor()->setCurrentIndex(t);
  idle(200);
  CHECK(w.editor()->pageBuilt(t));
  w.removeEventFilter(&counter);
  w.document()->undoStack()->setClean();
  return counter.repaints;
}

QList<int> firstSplit(bool buildFirst, QSize size)
{
  MainWindow w;
  if (buildFirst)
    w.editor()->buildAllPages();
  w.resize(size);
  w.show();
  idle(50);
  return w.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->sizes();
}

}  // namespace

TEST_CASE("The editor's other tabs are made when first shown, with the document's values",
          "[gui][editor]")
{
  ExampleWindow win;
  MainWindow& w = win.w;
  ScenarioEditor* editor = w.editor();
  REQUIRE(editor->count() == 4);
  CHECK(editor->pageBuilt(0));
  for (int t = 1; t < 4; ++t)
    CHECK_FALSE(editor->pageBuilt(t));
  CHECK_FALSE(w.findChild<ParamEditor*>(QStringLiteral("peer_network.link_gbps")));

  // An edit made while the tab is not made yet shows when it is.
  w.document()->edit(QStringLiteral("link"), [](Scenario& s) { s.peer_network.link_gbps = 25; });
  editor->setCurrentIndex(2);
  CHECK(editor->pageBuilt(2));
  CHECK_FALSE(editor->pageBuilt(1));
  auto* link = w.findChild<ParamEditor*>(QStringLiteral("peer_network.link_gbps"));
  REQUIRE(link);
  CHECK(link->isVisibleTo(&w));
  CHECK(link->value().toDouble() == 25);
  // And the edits after it too.
  w.document()->edit(QStringLiteral("link"), [](Scenario& s) { s.peer_network.link_gbps = 40; });
  CHECK(link->value().toDouble() == 40);

  // Asking for what a tab holds makes it: the presets, a field's form.
  REQUIRE(editor->devicePresetPicker());
  CHECK(editor->pageBuilt(1));
  REQUIRE(editor->diskPresetPicker());
  CHECK(editor->pageBuilt(3));
  CHECK(editor->formFor(QStringLiteral("backing.storage_network.link_gbps")));
  // A tab is made once.
  const auto pages = w.findChildren<ParamEditor*>().size();
  editor->setCurrentIndex(1);
  editor->setCurrentIndex(3);
  editor->buildAllPages();
  CHECK(w.findChildren<ParamEditor*>().size() == pages);
}

TEST_CASE("The window's first split does not depend on which editor tabs are made", "[gui][editor]")
{
  // A tab not made yet asks for the most room a scroll area asks for; the made tabs ask for
  // that too, so the editor's size hint and the split are the same.
  for (const QSize size : {QSize(1440, 900), QSize(1920, 1080), QSize(2560, 1440)}) {
    INFO(size.width() << " x " << size.height());
    const QList<int> lazy = firstSplit(false, size);
    const QList<int> built = firstSplit(true, size);
    CHECK(lazy == built);
  }

  MainWindow w;
  const QSize before = w.editor()->sizeHint();
  w.editor()->buildAllPages();
  const QSize after = w.editor()->sizeHint();
  // Never less room than the made tabs ask for (no scroll bar a made editor would not have).
  CHECK(after.width() <= before.width());
  CHECK(after.height() <= before.height());
}

TEST_CASE("Tab goes through a tab made late right after the tab bar, then leaves the editor",
          "[gui][editor]")
{
  ExampleWindow win;
  MainWindow& w = win.w;
  ScenarioEditor* editor = w.editor();
  for (int t : {3, 1, 2, 0}) {
    INFO("tab " << t);
    editor->setCurrentIndex(t);
    QWidget* page = editor->currentWidget();
    const std::vector<QWidget*> order = tabOrderAfter(editor->tabBar());
    REQUIRE(!order.empty());
    // The page's inputs come first, all of them, one after the other ...
    std::size_t inPage = 0;
    while (inPage < order.size() && page->isAncestorOf(order[inPage]))
      ++inPage;
    std::size_t takes = takesTab(page) ? 1 : 0;  // the tab's scroll area
    for (QWidget* child : page->findChildren<QWidget*>())
      takes += takesTab(child) ? 1 : 0;
    CHECK(inPage > 3);
    CHECK(inPage == takes);
    // ... and then the focus leaves the editor (the results follow it, not another tab).
    REQUIRE(inPage < order.size());
    CHECK_FALSE(editor->isAncestorOf(order[inPage]));
  }

  // A tab chosen while a field of another tab has the focus (a click on the tab, Alt+B): the
  // tab takes the focus, and Tab goes on into its inputs, not out of the editor.
  w.activateWindow();
  QApplication::setActiveWindow(&w);
  for (int t : {1, 2, 3}) {
    INFO("chosen tab " << t);
    editor->setCurrentIndex(0);
    auto* hosts = w.findChild<ParamEditor*>(QStringLiteral("hosts"));
    REQUIRE(hosts);
    hosts->setFocus(Qt::TabFocusReason);
    idle(10);
    REQUIRE(hosts->isAncestorOf(QApplication::focusWidget()));
    editor->setCurrentIndex(t);
    QWidget* focus = QApplication::focusWidget();
    REQUIRE(focus);
    QKeyEvent key(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
    QApplication::sendEvent(focus, &key);
    QWidget* next = QApplication::focusWidget();
    REQUIRE(next);
    CHECK(editor->widget(t)->isAncestorOf(next));
    CHECK(next != editor->widget(t));
  }

  // The same with the keyboard: Tab from the tab bar lands in the backing array's tab.
  editor->setCurrentIndex(3);
  editor->tabBar()->setFocus(Qt::TabFocusReason);
  idle(20);
  REQUIRE(QApplication::focusWidget() == editor->tabBar());
  QKeyEvent tab(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
  QApplication::sendEvent(editor->tabBar(), &tab);
  REQUIRE(QApplication::focusWidget());
  CHECK(editor->widget(3)->isAncestorOf(QApplication::focusWidget()));
}

TEST_CASE("A tab made when first shown repaints the window no more than one made before",
          "[gui][editor]")
{
  // Widgets added to a layout already on show are shown one by one from the event loop, each a
  // repaint of its own: a tab is made apart and put on show whole.
  for (int t : {1, 2, 3}) {
    INFO("tab " << t);
    const int late = repaintsShowingTab(t, false);
    const int made = repaintsShowingTab(t, true);
    CHECK(late >= 1);
    CHECK(late <= made);
  }
}
