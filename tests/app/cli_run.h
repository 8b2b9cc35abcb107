// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file cli_run.h
/// The command line run in process, and a shipped example read as a scenario: what the tests
/// of the command-line studies (what-if, failures) share.

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include "app/core/cli.h"
#include "app/core/scenarioio.h"
#include "helpers.h"

namespace accel::test {

/// A shipped example (resources/examples/NAME), read and required to be valid.
inline Scenario exampleScenario(const char* name)
{
  const ui::LoadResult r =
      ui::loadScenarioFile(sourcePath("resources/examples/") + QLatin1String(name));
  REQUIRE(r.ok());
  return *r.scenario;
}

struct CliRun {
  int code;
  QString out;
  QString err;
  /// What it wrote as a JSON object (--json).
  QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

/// accelsizer-cli ARGS, in process: its exit status and what it wrote.
inline CliRun runCliArgs(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = ui::runCli(args, o, e, {});
  o.flush();
  e.flush();
  return {code, out, err};
}

}  // namespace accel::test
