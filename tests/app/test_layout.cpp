// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The source tree's layout rules (ARCHITECTURE.md): which folder may include which, no include
// circle, no source file past the size a reader can hold.
#include <catch2/catch.hpp>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "helpers.h"

namespace {

/// Folder of a project file ("model/latency", "app/core", "app/main_cli.cpp" for the mains).
QString folderOf(const QString& relative)
{
  const QStringList parts = relative.split(QLatin1Char('/'));
  if (parts.size() >= 3)
    return parts[0] + QLatin1Char('/') + parts[1];
  return relative;
}

/// What each folder may include besides itself. model/: each area uses the foundations and
/// the areas its CMakeLists.txt names (model/CMakeLists.txt); app/: the layers point down.
const std::map<QString, std::set<QString>>& allowedIncludes()
{
  static const std::set<QString> areas = {
      QStringLiteral("model/common"),        QStringLiteral("model/replica"),
      QStringLiteral("model/backing"),       QStringLiteral("model/latency"),
      QStringLiteral("model/destager"),      QStringLiteral("model/streams"),
      QStringLiteral("model/flasharray"),    QStringLiteral("model/readcache"),
      QStringLiteral("model/hyperconverged")};
  auto with = [](std::set<QString> a, std::initializer_list<const char*> more) {
    for (const char* m : more)
      a.insert(QString::fromLatin1(m));
    return a;
  };
  static const std::set<QString> model =
      with(areas, {"model/evaluate", "model/sizing", "model/failure", "model/calibrate"});
  static const std::map<QString, std::set<QString>> rules = {
      {QStringLiteral("model/common"), {}},
      {QStringLiteral("model/replica"), {QStringLiteral("model/common")}},
      {QStringLiteral("model/flasharray"), {QStringLiteral("model/common")}},
      {QStringLiteral("model/hyperconverged"),
       {QStringLiteral("model/common"), QStringLiteral("model/backing")}},
      {QStringLiteral("model/backing"),
       {QStringLiteral("model/common"), QStringLiteral("model/flasharray")}},
      {QStringLiteral("model/latency"),
       {QStringLiteral("model/common"), QStringLiteral("model/replica")}},
      {QStringLiteral("model/destager"),
       {QStringLiteral("model/common"), QStringLiteral("model/backing")}},
      {QStringLiteral("model/streams"),
       {QStringLiteral("model/common"), QStringLiteral("model/backing")}},
      {QStringLiteral("model/readcache"), {QStringLiteral("model/common")}},
      {QStringLiteral("model/evaluate"), areas},
      {QStringLiteral("model/sizing"), with(areas, {"model/evaluate"})},
      {QStringLiteral("model/failure"), with(areas, {"model/evaluate"})},
      {QStringLiteral("model/calibrate"), with(areas, {"model/evaluate"})},
      {QStringLiteral("app/core"), model},
      {QStringLiteral("app/import"), with(model, {"app/core"})},
      {QStringLiteral("app/charts"), with(model, {"app/core"})},
      {QStringLiteral("app/report"), with(model, {"app/core", "app/charts"})},
      {QStringLiteral("app/gui"),
       with(model, {"app/core", "app/import", "app/charts", "app/report"})},
      {QStringLiteral("app/main_cli.cpp"), with(model, {"app/core", "app/import", "app/report"})},
      {QStringLiteral("app/main_gui.cpp"), with(model, {"app/core", "app/gui"})},
  };
  return rules;
}

struct Tree {
  /// Project includes of every source file under model/ and app/, by relative path.
  std::map<QString, std::vector<QString>> includes;
  std::map<QString, int> lines;
};

Tree readTree()
{
  Tree t;
  const QDir root(accel::test::sourcePath(""));
  static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
  for (const char* top : {"model", "app"}) {
    QDirIterator it(root.filePath(QString::fromLatin1(top)),
                    {QStringLiteral("*.h"), QStringLiteral("*.cpp"), QStringLiteral("*.h.in")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      const QString rel = root.relativeFilePath(path);
      QFile f(path);
      REQUIRE(f.open(QIODevice::ReadOnly | QIODevice::Text));
      std::vector<QString>& inc = t.includes[rel];
      int n = 0;
      while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine());
        ++n;
        const auto m = include.match(line);
        if (m.hasMatch())
          inc.push_back(m.captured(1));
      }
      t.lines[rel] = n;
    }
  }
  return t;
}

}  // namespace

TEST_CASE("Folders include only the folders below them", "[layout]")
{
  const Tree t = readTree();
  REQUIRE(t.includes.size() > 50);
  const auto& rules = allowedIncludes();
  for (const auto& [file, incs] : t.includes) {
    const QString from = folderOf(file);
    const auto rule = rules.find(from);
    INFO(file.toStdString());
    REQUIRE(rule != rules.end());  // a new folder needs its row in allowedIncludes()
    for (const QString& inc : incs) {
      if (!inc.startsWith(QLatin1String("model/")) && !inc.startsWith(QLatin1String("app/")))
        continue;  // third-party or generated headers ("qcustomplot.h", "ui_*.h")
      const QString to = folderOf(inc);
      INFO("includes " << inc.toStdString());
      CHECK((to == from || rule->second.count(to) == 1));
    }
  }
}

TEST_CASE("No include circle among the project's headers", "[layout]")
{
  const Tree t = readTree();
  // Depth-first search with colours over the include graph.
  std::map<QString, int> colour;  // 0 new, 1 on the path, 2 done
  std::vector<QString> path;
  std::vector<std::string> circles;
  std::function<void(const QString&)> visit = [&](const QString& f) {
    colour[f] = 1;
    path.push_back(f);
    const auto it = t.includes.find(f);
    if (it != t.includes.end()) {
      for (const QString& inc : it->second) {
        if (t.includes.count(inc) == 0)
          continue;
        if (colour[inc] == 1) {
          std::string c;
          for (auto p = std::find(path.begin(), path.end(), inc); p != path.end(); ++p)
            c += p->toStdString() + " -> ";
          circles.push_back(c + inc.toStdString());
        } else if (colour[inc] == 0) {
          visit(inc);
        }
      }
    }
    path.pop_back();
    colour[f] = 2;
  };
  for (const auto& entry : t.includes)
    if (colour[entry.first] == 0)
      visit(entry.first);
  for (const std::string& c : circles)
    UNSCOPED_INFO(c);
  CHECK(circles.empty());
}

TEST_CASE("No source file under model/ or app/ is over 900 lines", "[layout]")
{
  const Tree t = readTree();
  for (const auto& [file, n] : t.lines) {
    INFO(file.toStdString() << ": " << n << " lines; split it where a natural seam exists");
    CHECK(n <= 900);
  }
}

TEST_CASE("No test name holds a semicolon (ctest would split it and run nothing)", "[layout]")
{
  const QDir root(accel::test::sourcePath("tests"));
  static const QRegularExpression name(QStringLiteral("TEST_CASE\\(\\s*\"([^\"]*)\""));
  QDirIterator it(root.path(), {QStringLiteral("*.cpp")}, QDir::Files,
                  QDirIterator::Subdirectories);
  int cases = 0;
  while (it.hasNext()) {
    QFile f(it.next());
    REQUIRE(f.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(f.readAll());
    auto m = name.globalMatch(text);
    while (m.hasNext()) {
      const QString n = m.next().captured(1);
      ++cases;
      INFO(f.fileName().toStdString() << ": " << n.toStdString());
      CHECK_FALSE(n.contains(QLatin1Char(';')));
    }
  }
  CHECK(cases > 100);
}

TEST_CASE("Every C++ source carries its SPDX licence header", "[layout]")
{
  // CONTRIBUTING.md ("Licence"): the identifier in the first lines, before anything else.
  const QDir root(QStringLiteral(ACCELSIZER_SOURCE_DIR));
  for (const char* top : {"model", "app", "tests"}) {
    QDirIterator it(root.filePath(QString::fromLatin1(top)),
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
      QFile f(it.next());
      REQUIRE(f.open(QIODevice::ReadOnly));
      INFO(f.fileName().toStdString());
      CHECK(f.read(200).startsWith("// SPDX-License-Identifier: GPL-3.0-or-later\n"));
    }
  }
}
