#pragma once
/// \file cli.h
/// The command-line front end (`accelsizer-cli`), callable in-process for tests.

#include <QStringList>
#include <QTextStream>

namespace accel::ui {

/// Exit codes of the command line (scenario contract).
enum ExitCode { kExitOk = 0, kExitFailure = 1, kExitInvalidInput = 2 };

/// Runs one command. `args` are the arguments after the program name. Only the requested
/// document goes to `out`; problems go to `err` as "error: <json path>: <what is wrong>".
int runCli(const QStringList& args, QTextStream& out, QTextStream& err);

}  // namespace accel::ui
