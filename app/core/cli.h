// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file cli.h
/// The command-line front end (`accelsizer-cli`), callable in-process for tests.

#include <QStringList>
#include <QTextStream>

#include <functional>

#include "app/core/reportoptions.h"
#include "model/evaluate/evaluate.h"

namespace accel::ui {

/// Exit codes of the command line (scenario contract).
enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitInvalidInput = 2 };

/// Writes a PDF report (app/report/report.h writeReport); false with a message on failure.
/// The core library draws nothing itself: the executable passes the report library's writer.
using ReportWriter = std::function<bool(const Scenario&, const Evaluation&, const ReportOptions&,
                                        const QString& path, QString* error)>;

/// A command implemented above the core library (`import`, app/import): its arguments after
/// the command's name, the streams; returns the exit code.
using CliCommand = std::function<int(const QStringList& args, QTextStream& out, QTextStream& err)>;

/// Runs one command. `args` are the arguments after the program name. Only the requested
/// document goes to `out`; problems go to `err` as "error: <json path>: <what is wrong>".
/// `report` writes the PDF of the `report` command, `import` runs the `import` command;
/// without them those commands fail (exit 1).
int runCli(const QStringList& args, QTextStream& out, QTextStream& err,
           const ReportWriter& report = {}, const CliCommand& import = {});

/// What the command `args` prints on standard output, for messages: "the summary", "the
/// results document", "the schema", "the help", "the version".
QString outputName(const QStringList& args);

/// Writes all of `bytes` to the file descriptor `fd` and flushes nothing else; false with the
/// system's reason ("No space left on device") in *error when any byte could not be written.
bool writeFully(int fd, const QByteArray& bytes, QString* error);

/// Where a file descriptor points, for messages: "standard output (/dev/full)", or
/// "standard output" when the system does not say.
QString describeOutput(int fd);

/// Runs one command with its document buffered, then writes it to `fd` (standard output in
/// the executable) and checks that every byte arrived: when they did not, says on `err` what
/// could not be written, where and why, and returns kExitFailure (a lost document is never a
/// success).
int runCliToFd(const QStringList& args, int fd, QTextStream& err, const ReportWriter& report = {},
               const CliCommand& import = {});

}  // namespace accel::ui
