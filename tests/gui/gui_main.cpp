// Catch2 main for GUI tests: one QApplication for the whole run, offscreen by default, and
// settings kept apart from the user's.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char* argv[])
{
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("AccelSizer-tests"));
  QApplication::setApplicationName(QStringLiteral("AccelSizer-tests"));
  return Catch::Session().run(argc, argv);
}
