// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file examplemenus.h
/// File > Open Example and File > Open Demo, filled when first opened.

class QMenu;

namespace accel::ui {

class MainWindow;

/// Lists every shipped example in `examples` and every shipped demo in `demos` (before the
/// actions `demos` already holds), each by the name it holds, when the menu is first opened:
/// reading them all for their names is a few milliseconds of every start otherwise (on macOS at
/// once: its native menu bar does not reliably open a submenu empty until shown). Choosing one
/// opens it in `window`.
void fillExampleMenusWhenOpened(QMenu* examples, QMenu* demos, MainWindow* window);

}  // namespace accel::ui
