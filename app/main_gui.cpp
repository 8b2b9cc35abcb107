// accelsizer: the desktop GUI. Usage: accelsizer [SCENARIO.accelsizer.json]
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include "app/core/version.h"
#include "app/gui/autosave.h"
#include "app/gui/mainwindow.h"

int main(int argc, char* argv[])
{
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("AccelSizer"));
  QApplication::setApplicationName(QStringLiteral("AccelSizer"));
  QApplication::setApplicationVersion(QString::fromLatin1(accel::ui::kAccelSizerVersion));
  QApplication::setDesktopFileName(QStringLiteral("accelsizer"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/accelsizer.svg")));

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Sizing calculator for server-side write-back storage acceleration."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("scenario"),
                               QStringLiteral("Scenario file to open (*.accelsizer.json)."));
  parser.process(app);

  // Unsaved edits survive a crash or a killed session (app/gui/autosave.h).
  accel::ui::Autosave::installSignalHandlers();
  accel::ui::MainWindow window;
  window.show();
  const QStringList files = parser.positionalArguments();
  if (!files.isEmpty())
    window.openFile(files.first());
  window.offerRecovery();  // what an instance that did not close normally left behind
  return QApplication::exec();
}
