// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The command lines' one description (app/core/manual.h): --help, the manual pages, and every
// command the CLI runs documented in both.
#include <catch2/catch.hpp>

#include "app/core/cli.h"
#include "app/core/manual.h"
#include "app/core/version.h"
#include "qt_catch.h"

using namespace accel::ui;

namespace {

struct Run {
  int code = 0;
  QString out, err;
};

Run run(const QStringList& args)
{
  Run r;
  QTextStream o(&r.out), e(&r.err);
  r.code = runCli(args, o, e);
  o.flush();
  e.flush();
  return r;
}

}  // namespace

TEST_CASE("Every command of the manual runs, and --help shows them all", "[manual][cli]")
{
  const ManualPage page = cliManual();
  const QString help = run({QStringLiteral("--help")}).out;
  CHECK(help == helpText(page));
  int commands = 0;
  for (const ManualSection& s : page.sections) {
    if (s.title != QLatin1String("COMMANDS"))
      continue;
    for (const ManualItem& item : s.items) {
      const QString synopsis = plainSynopsis(item.synopsis);
      INFO(synopsis.toStdString());
      CHECK(help.contains(synopsis.left(40)));
      // The command word is one the command line knows: without its arguments it is either
      // run or asked for them, never "unknown command".
      const QString word = synopsis.section(QLatin1Char(' '), 0, 0);
      CHECK_FALSE(run({word}).err.contains(QStringLiteral("unknown command")));
      ++commands;
    }
  }
  CHECK(commands >= 9);
  CHECK(run({QStringLiteral("nonsense")}).err.contains(QStringLiteral("unknown command")));
  // Every line of the help fits 80 columns.
  for (const QString& line : help.split(QLatin1Char('\n')))
    CHECK(line.size() <= 80);
}

TEST_CASE("The manual pages are roff with the sections man(7) expects", "[manual][cli]")
{
  for (const char* name : {"accelsizer-cli", "accelsizer"}) {
    INFO(name);
    const Run r = run({QStringLiteral("man"), QLatin1String(name)});
    REQUIRE(r.code == kExitOk);
    const QString& roff = r.out;
    CHECK(roff.contains(QStringLiteral(".TH %1 1 %2 \"AccelSizer %3\"")
                            .arg(QString::fromLatin1(name).toUpper().replace(QLatin1Char('-'),
                                                                             QStringLiteral("\\-")),
                                 QString::fromLatin1(kAccelSizerReleaseDate),
                                 QString::fromLatin1(kAccelSizerVersion))));
    for (const char* section : {".SH NAME\n", ".SH SYNOPSIS\n", ".SH DESCRIPTION\n", ".SH FILES\n",
                                ".SH ENVIRONMENT\n", ".SH SEE ALSO\n"})
      CHECK(roff.contains(QLatin1String(section)));
    // Plain ASCII (man pages are read on any terminal); no line a roff request by accident.
    for (const QChar c : roff)
      CHECK(c.unicode() < 128);
    for (const QString& line : roff.split(QLatin1Char('\n'))) {
      if (line.startsWith(QLatin1Char('.')))
        CHECK((line.at(1).isUpper() || line == QLatin1String(".br") ||
               line.startsWith(QStringLiteral(".\\\""))));
    }
  }
  const QString cli = run({QStringLiteral("man"), QStringLiteral("accelsizer-cli")}).out;
  CHECK(cli.contains(QStringLiteral("accelsizer\\-cli \\- sizing calculator")));
  CHECK(cli.contains(QStringLiteral("\\fBschema\\fR \\fB\\-\\-json\\-schema\\fR")));
  CHECK(cli.contains(QStringLiteral("\\fBevaluate\\fR \\fIFILE\\fR")));
  CHECK(cli.contains(QStringLiteral(".SH EXIT STATUS")));
  CHECK(run({QStringLiteral("man")}).code == kExitInvalidInput);
  CHECK(run({QStringLiteral("man"), QStringLiteral("ls")}).code == kExitInvalidInput);
}

TEST_CASE("The version output names the version and the licence", "[manual][cli]")
{
  const Run r = run({QStringLiteral("--version")});
  CHECK(r.out.startsWith(QStringLiteral("accelsizer-cli ") +
                         QString::fromLatin1(kAccelSizerVersion) + QLatin1Char('\n')));
  CHECK(r.out.contains(QStringLiteral("GPL-3.0-or-later")));
}
