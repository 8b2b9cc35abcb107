// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file safetext.h
/// Text that came from a file or a user, made safe to echo: in an error, a warning, a
/// finding, the summary, the report or a window title. A scenario can hold any Unicode text;
/// a name holding an escape sequence must never recolour or rewrite the user's terminal, and
/// a right-to-left override must never reorder what a message says.

#include <QString>

#include <string>

namespace accel::ui {

/// `text` with every control character shown as an escape: C0 controls and DEL as "\n",
/// "\t", "\r" or "\u001b"; C1 controls (U+0080..U+009F), the bidirectional overrides and
/// isolates (U+202A..U+202E, U+2066..U+2069), the line and paragraph separators
/// (U+2028, U+2029) and unpaired surrogates as "\u202e" and the like. Everything else,
/// backslashes included, is kept as it is, so escaping twice changes nothing.
/// `keepNewlines` keeps "\n" as a line break (free text such as notes).
QString escapeControls(const QString& text, bool keepNewlines = false);

/// A user-supplied string from the model's types, escaped (escapeControls).
QString userText(const std::string& text, bool keepNewlines = false);

/// True when `text` holds a character escapeControls would escape.
bool hasControls(const QString& text, bool keepNewlines = false);

}  // namespace accel::ui
