// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
