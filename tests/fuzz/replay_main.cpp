// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
// The replay driver: every fuzz target over its checked-in corpus (tests/fuzz/corpus/<target>/),
// in every test run, with or without libFuzzer. An input that once crashed a target stays in
// its corpus, so the crash it found cannot come back unnoticed.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>

#include "fuzz/registry.h"

#ifndef ACCELSIZER_FUZZ_CORPUS
#error "ACCELSIZER_FUZZ_CORPUS must point at tests/fuzz/corpus"
#endif

using namespace accel::fuzz;

TEST_CASE("Every fuzz target has a corpus and runs it", "[fuzz]")
{
  REQUIRE_FALSE(targets().empty());
  for (const Target& t : targets()) {
    const QDir dir(QStringLiteral(ACCELSIZER_FUZZ_CORPUS "/") + QLatin1String(t.name));
    const QStringList files = dir.entryList(QDir::Files, QDir::Name);
    INFO("target " << t.name << ": " << dir.path().toStdString());
    CHECK(files.size() >= 3);
    for (const QString& name : files) {
      QFile f(dir.filePath(name));
      REQUIRE(f.open(QIODevice::ReadOnly));
      const QByteArray data = f.readAll();
      INFO(name.toStdString());
      CHECK(t.fn(reinterpret_cast<const std::uint8_t*>(data.constData()),
                 static_cast<std::size_t>(data.size())) == 0);
    }
  }
}
