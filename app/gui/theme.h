// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file theme.h
/// Palettes: the window follows the desktop's palette (light or dark); a dark palette of our
/// own for the Fusion style, so that screenshots and tests check the dark look anywhere.

#include <QPalette>

namespace accel::ui {

/// A dark palette (dark grey windows, light text, a blue highlight) for the Fusion style.
QPalette darkPalette();

}  // namespace accel::ui
