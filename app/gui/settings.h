// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file settings.h
/// Typed settings: each key and its default declared once, next to where it is used.
///   static const Setting<QStringList> recentFiles{"files/recent", {}};
///   recentFiles.set(list);  auto list = recentFiles.get();

#include <QSettings>
#include <QString>
#include <QVariant>

namespace accel::ui {

template <class T>
class Setting {
public:
  Setting(const char* key, T defaultValue)
      : key_(QLatin1String(key)), default_(std::move(defaultValue))
  {
  }

  T get() const
  {
    const QVariant v = QSettings().value(key_);
    return v.isValid() && v.canConvert<T>() ? v.value<T>() : default_;
  }
  void set(const T& value) const { QSettings().setValue(key_, QVariant::fromValue(value)); }
  QString key() const { return key_; }

private:
  QString key_;
  T default_;
};

}  // namespace accel::ui
