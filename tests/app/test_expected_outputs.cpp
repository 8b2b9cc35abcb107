// The command line's outputs for every shipped example, pinned byte for byte.
//
// tests/data/expected/<example>.results.json is `accelsizer-cli evaluate <example> --json` and
// <example>.summary.txt is the readable summary. A change that alters a number or a word of
// them fails here; when the change is intended, regenerate the files with
//   cmake --build build --target update-expected-outputs
// and let the diff show what moved.
#include <catch2/catch.hpp>

#include <QDir>
#include <QTextStream>

#include "app/core/cli.h"
#include "helpers.h"

using namespace accel::ui;

namespace {

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
    }
  }
}
