// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file cli_commands.h
/// Internal to the command line (cli.cpp, cli_sizing.cpp): the commands and what they share.

#include <QStringList>
#include <QTextStream>

#include <optional>

#include "model/common/scenario.h"

namespace accel::ui {

/// "error: <message>" and a pointer to --help on `err`; returns kExitInvalidInput.
int usageError(QTextStream& err, const QString& message);

/// Reads and validates the scenario of a command: problems on `err`; the exit code in *code
/// when there is no scenario (1: the file cannot be read, 2: it is invalid).
std::optional<Scenario> loadForCommand(const QString& file, QTextStream& err, int* code);

/// accelsizer-cli headroom FILE [--by rate|vms] [--json]
int headroomCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli goalseek FILE --vary P --metric M --target X [--range LO:HI] [--largest]
/// [--json]
int goalSeekCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli size FILE [--top N] [--json]
int sizeCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli calibrate FILE [-o OUT.json] [--json]
int calibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli compare FILE [--fail KIND:WHICH ...] [--json] | compare A.json B.json ...
int compareCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli sweep FILE --vary P=FROM:TO:N [--vary Q=...] --metric M ... [--csv]
int sweepCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli whatif FILE [--fail KIND:WHICH ...] [--json]
int whatifCommand(const QStringList& args, QTextStream& out, QTextStream& err);

/// accelsizer-cli sensitivity FILE --metric M [--by PERCENT] [--only POINTER ...] [--json]
int sensitivityCommand(const QStringList& args, QTextStream& out, QTextStream& err);

}  // namespace accel::ui
