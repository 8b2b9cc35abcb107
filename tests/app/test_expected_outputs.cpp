// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The command line's outputs for every shipped example, pinned byte for byte.
//
// tests/data/expected/<example>.results.json is `accelsizer-cli evaluate <example> --json` and
// <example>.summary.txt is the readable summary. An example with a design space also pins
// `accelsizer-cli size <example> --top 3` as <example>.size.json and .size.txt, with the time
// the search took written as 0. A change that alters a number or a word of
// them fails here; when the change is intended, regenerate the files with
//   cmake --build build --target update-expected-outputs
// and let the diff show what moved.
#include <catch2/catch.hpp>

#include <QDir>
#include <QRegularExpression>
#include <QTextStream>

#include "app/core/cli.h"
#include "helpers.h"

using namespace accel::ui;

namespace {

/// The time a design search took, written as 0: the machine's, not the design's.
QString withoutTime(QString text)
{
  static const QRegularExpression seconds(QStringLiteral("\"seconds\": [-+.e0-9]+"));
  static const QRegularExpression took(QStringLiteral(", in [.0-9]+ (ms|s|min|h)\\."));
  return text.replace(seconds, QStringLiteral("\"seconds\": 0"))
      .replace(took, QStringLiteral(", in 0 s."));
}

QString runToText(const QStringList& args)
{
  QString out, err;
  QTextStream o(&out), e(&err);
  const int code = runCli(args, o, e, {});
  o.flush();
  e.flush();
  INFO(err.toStdString());
  CHECK(code == kExitOk);
  return out;
}

}  // namespace

TEST_CASE("The examples' results document and summary are pinned", "[cli][expected]")
{
  const QDir examples(accel::test::sourcePath("resources/examples"));
  const QDir expected(accel::test::sourcePath("tests/data/expected"));
  const QStringList files =
      examples.entryList({QStringLiteral("*.accelsizer.json")}, QDir::Files, QDir::Name);
  REQUIRE(files.size() >= 4);
  for (const QString& file : files) {
    const QString stem = file.chopped(int(qstrlen(".accelsizer.json")));
    const QString path = examples.filePath(file);
    SECTION(stem.toStdString())
    {
      const QString json = runToText({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
      const QString want_json = QString::fromUtf8(
          accel::test::readFile(expected.filePath(stem + QStringLiteral(".results.json"))));
      REQUIRE_FALSE(want_json.isEmpty());
      CHECK(json == want_json);

      const QString text = runToText({QStringLiteral("evaluate"), path});
      const QString want_text = QString::fromUtf8(
          accel::test::readFile(expected.filePath(stem + QStringLiteral(".summary.txt"))));
      REQUIRE_FALSE(want_text.isEmpty());
      CHECK(text == want_text);

      if (!accel::test::readFile(path).contains("\"design_space\""))
        continue;
      for (const char* form : {"json", "txt"}) {
        QStringList args = {QStringLiteral("size"), path, QStringLiteral("--top"),
                            QStringLiteral("3")};
        if (QLatin1String(form) == QLatin1String("json"))
          args << QStringLiteral("--json");
        const QString got = withoutTime(runToText(args));
        const QString want = QString::fromUtf8(accel::test::readFile(
            expected.filePath(stem + QStringLiteral(".size.") + QLatin1String(form))));
        REQUIRE_FALSE(want.isEmpty());
        CHECK(got == want);
      }
    }
  }
}
