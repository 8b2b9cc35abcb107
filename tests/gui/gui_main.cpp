// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Catch2 main for GUI tests: one QApplication for the whole run, offscreen by default, and
// settings kept apart from the user's.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char* argv[])
{
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);
  // Recovery copies the GUI writes after edits go to a folder of this run (a test that checks
  // them sets its own).
  QTemporaryDir recovery;
  if (qEnvironmentVariableIsEmpty("ACCELSIZER_RECOVERY_DIR"))
    qputenv("ACCELSIZER_RECOVERY_DIR", recovery.path().toLocal8Bit());
  // Settings in a folder of this run: ctest runs test processes side by side, and one that
  // zooms or moves a window must not change what another reads back.
  QTemporaryDir settings;
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("AccelSizer-tests"));
  QApplication::setApplicationName(QStringLiteral("AccelSizer-tests"));
  return Catch::Session().run(argc, argv);
}
