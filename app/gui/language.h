// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file language.h
/// The language of the window and the way it writes numbers: the application's translation
/// (translations/accelsizer_<lang>.ts, built into the application by qt_add_translations), Qt's
/// own (its dialogs' buttons, from the system's Qt translations) and the screen's number locale
/// (app/core/units.h: a decimal comma in German). Files and the PDF report are not affected.

#include <QLocale>
#include <QStringList>

namespace accel::ui {

/// Installs the translations for `locale` and makes it the locale the GUI thread shows numbers
/// in; call before the windows are built. A locale without a translation gives English words
/// with that locale's numbers. Returns true when the application has a translation for it.
bool setLanguage(const QLocale& locale);

/// The languages the application is translated into ("de"), besides English.
QStringList translatedLanguages();

}  // namespace accel::ui
