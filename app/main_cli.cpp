// accelsizer-cli: the command line. Never opens a window; runs without a display.
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

#include "app/core/cli.h"
#include "app/core/version.h"

int main(int argc, char* argv[])
{
  QCoreApplication app(argc, argv);
  QCoreApplication::setApplicationName(QStringLiteral("accelsizer-cli"));
  QCoreApplication::setApplicationVersion(QString::fromLatin1(accel::ui::kAccelSizerVersion));
  QTextStream out(stdout);
  QTextStream err(stderr);
  const int code = accel::ui::runCli(QCoreApplication::arguments().mid(1), out, err);
  out.flush();
  err.flush();
  return code;
}
