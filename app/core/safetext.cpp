// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include "app/core/safetext.h"

namespace accel::ui {

namespace {

/// True for a UTF-16 code unit that is never echoed raw (see escapeControls).
bool isControl(char16_t c, bool keepNewlines)
{
  if (c == u'\n')
    return !keepNewlines;
  return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) ||
         (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029;
}

QString hex4(char16_t c)
{
  return QStringLiteral("\\u%1").arg(static_cast<unsigned>(c), 4, 16, QLatin1Char('0'));
}

}  // namespace

bool hasControls(const QString& text, bool keepNewlines)
{
  const qsizetype n = text.size();
  for (qsizetype i = 0; i < n; ++i) {
    const QChar c = text.at(i);
    if (isControl(c.unicode(), keepNewlines))
      return true;
    if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
      ++i;
      continue;
    }
    if (c.isSurrogate())
      return true;
  }
  return false;
}

QString escapeControls(const QString& text, bool keepNewlines)
{
  if (!hasControls(text, keepNewlines))
    return text;
  QString out;
  out.reserve(text.size() + 16);
  const qsizetype n = text.size();
  for (qsizetype i = 0; i < n; ++i) {
    const QChar c = text.at(i);
    const char16_t u = c.unicode();
    if (c.isHighSurrogate() && i + 1 < n && text.at(i + 1).isLowSurrogate()) {
      out += c;
      out += text.at(++i);
      continue;
    }
    if (!isControl(u, keepNewlines) && !c.isSurrogate()) {
      out += c;
      continue;
    }
    switch (u) {
    case u'\n': out += QStringLiteral("\\n"); break;
    case u'\t': out += QStringLiteral("\\t"); break;
    case u'\r': out += QStringLiteral("\\r"); break;
    default: out += hex4(u); break;
    }
  }
  return out;
}

QString userText(const std::string& text, bool keepNewlines)
{
  return escapeControls(QString::fromStdString(text), keepNewlines);
}

}  // namespace accel::ui
