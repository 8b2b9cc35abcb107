// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// Benchmarks: speed targets live here, never in timed unit tests.
// Run: ./build/tests/accelsizer-bench [--benchmark-samples 50]; results go to docs/benchmarks.md.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
