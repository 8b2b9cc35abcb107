// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
/// \file qcp.h
/// Includes QCustomPlot. Its header spells two (never instantiated) templates with Qt's
/// `foreach` keyword, which the project disables (QT_NO_FOREACH); map it to a range-for
/// while the header is read.

#pragma push_macro("foreach")
#undef foreach
#define foreach(declaration, container) for (declaration : container)
#include <qcustomplot.h>
#pragma pop_macro("foreach")
