// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/gui/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

#include <cstring>
#include <memory>

#include "app/core/units.h"

namespace accel::ui {

namespace {

/// Where qt_add_translations puts the compiled translations (app/gui/CMakeLists.txt).
const QString kTranslations = QStringLiteral(":/i18n");

/// The application's translation. tr() asks with the qualified class name
/// ("accel::ui::MainWindow"), as the update_translations target records it; lupdate run by hand
/// on the folders, without the include paths, records the class alone ("MainWindow"): look up
/// the qualified name, then the class alone.
class AppTranslator : public QTranslator {
public:
  QString translate(const char* context, const char* sourceText, const char* disambiguation,
                    int n) const override
  {
    QString t = QTranslator::translate(context, sourceText, disambiguation, n);
    static constexpr char kNamespace[] = "accel::ui::";
    if (t.isNull() && context && std::strncmp(context, kNamespace, sizeof kNamespace - 1) == 0)
      t = QTranslator::translate(context + sizeof kNamespace - 1, sourceText, disambiguation, n);
    return t;
  }
};

std::unique_ptr<QTranslator>& appTranslator()
{
  static std::unique_ptr<QTranslator> t;
  return t;
}

std::unique_ptr<QTranslator>& qtTranslator()
{
  static std::unique_ptr<QTranslator> t;
  return t;
}

/// Replaces `slot`'s translator with the one `load` fills; none when it finds no file.
template <class T, class Load>
bool install(std::unique_ptr<QTranslator>& slot, Load load)
{
  if (slot) {
    QCoreApplication::removeTranslator(slot.get());
    slot.reset();
  }
  std::unique_ptr<QTranslator> t = std::make_unique<T>();
  if (!load(*t))
    return false;
  QCoreApplication::installTranslator(t.get());
  slot = std::move(t);
  return true;
}

}  // namespace

bool setLanguage(const QLocale& locale)
{
  QLocale::setDefault(locale);
  setNumberLocale(locale);
  const bool ours = install<AppTranslator>(appTranslator(), [&locale](QTranslator& t) {
    return t.load(locale, QStringLiteral("accelsizer"), QStringLiteral("_"), kTranslations);
  });
  // Qt's own words (standard buttons, file dialogs), when the system has them; only with a
  // translation of ours, so that an English window never gets foreign buttons.
  install<QTranslator>(qtTranslator(), [&locale, ours](QTranslator& t) {
    return ours && t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath));
  });
  return ours;
}

QStringList translatedLanguages()
{
  QStringList out;
  for (const QString& f : QDir(kTranslations).entryList({QStringLiteral("accelsizer_*.qm")})) {
    QString lang = f.mid(11);  // after "accelsizer_"
    lang.chop(3);              // ".qm"
    out << lang;
  }
  return out;
}

}  // namespace accel::ui
