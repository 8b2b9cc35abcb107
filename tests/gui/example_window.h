// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// The main window as the GUI tests and benchmarks open it: shown at a size, with a shipped
// example open; and the recovery folder pointed at a temporary one for a test's length.
#include <catch2/catch.hpp>

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QTemporaryDir>
#include <QUndoStack>

#include "app/gui/mainwindow.h"
#include "app/gui/scenariodocument.h"

namespace accel::test {

/// resources/examples/<name>.accelsizer.json in the source tree.
inline QString examplePath(const char* name)
{
  return QStringLiteral(ACCELSIZER_SOURCE_DIR "/resources/examples/") + QLatin1String(name) +
         QStringLiteral(".accelsizer.json");
}

/// The main window at `size`, shown, with example `name` open; closed without asking about
/// unsaved changes.
struct ExampleWindow {
  ui::MainWindow w;
  explicit ExampleWindow(const char* name = "build-cluster-1gbe", QSize size = {1280, 800})
  {
    w.resize(size);
    w.show();
    REQUIRE(w.openFile(examplePath(name)));
  }
  ~ExampleWindow() { w.document()->undoStack()->setClean(); }
  ExampleWindow(const ExampleWindow&) = delete;
  ExampleWindow& operator=(const ExampleWindow&) = delete;
};

/// ACCELSIZER_RECOVERY_DIR set to "recovery" in a temporary folder (or to `folder`) while it
/// lives, then back to what it was (also when a check fails and leaves the test early).
struct ScopedRecoveryDir {
  QTemporaryDir dir;
  QByteArray before = qgetenv("ACCELSIZER_RECOVERY_DIR");
  ScopedRecoveryDir() : ScopedRecoveryDir(QString()) {}
  explicit ScopedRecoveryDir(const QString& folder)
  {
    qputenv("ACCELSIZER_RECOVERY_DIR",
            (folder.isEmpty() ? dir.filePath(QStringLiteral("recovery")) : folder).toLocal8Bit());
  }
  ~ScopedRecoveryDir() { qputenv("ACCELSIZER_RECOVERY_DIR", before); }
  ScopedRecoveryDir(const ScopedRecoveryDir&) = delete;
  ScopedRecoveryDir& operator=(const ScopedRecoveryDir&) = delete;
};

}  // namespace accel::test
