// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file cli_import.h
/// `accelsizer-cli import FILE [--format esxtop|vscsistats|perfmon|csv] [--into SCENARIO]
/// -o OUT.json`: measured workloads into a scenario, one VM group per selected source (all by
/// default), or grouped by name pattern. The executable hands it to runCli (app/core/cli.h).

#include <QStringList>
#include <QTextStream>

namespace accel::import {

/// Runs the command with the arguments after "import"; exit codes as the other commands'.
int importCommand(const QStringList& args, QTextStream& out, QTextStream& err);

}  // namespace accel::import
