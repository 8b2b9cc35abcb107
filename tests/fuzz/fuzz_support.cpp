// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#include <cstdio>
#include <cstdlib>

#include "fuzz/fuzz_target.h"
#include "fuzz/registry.h"

namespace accel::fuzz {

std::vector<Target>& targets()
{
  static std::vector<Target> list;
  return list;
}

Registrar::Registrar(const char* name, TargetFn fn)
{
  targets().push_back({name, fn});
}

void fail(const QString& what)
{
  std::fprintf(stderr, "fuzz target: %s\n", what.toLocal8Bit().constData());
  std::fflush(stderr);
  std::abort();
}

}  // namespace accel::fuzz
