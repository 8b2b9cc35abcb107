// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 AccelSizer developers
#pragma once
// One fuzz target is one function of the input bytes, declared with ACCELSIZER_FUZZ_TARGET:
//
//   ACCELSIZER_FUZZ_TARGET(presets)
//   {
//     QString error;
//     accel::ui::parseDevicePresets(accel::fuzz::bytes(data, size), &error);
//     return 0;
//   }
//
// With ACCELSIZER_LIBFUZZER (the fuzz build, tests/fuzz/CMakeLists.txt) the macro defines
// libFuzzer's entry point, one executable per target; otherwise it registers the function with
// the replay driver (test_fuzz), which runs it over tests/fuzz/corpus/<name>/ in every test run.
// A target reports a broken rule with fuzz::fail(), which aborts: a finding, like a crash.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace accel::fuzz {

using TargetFn = int (*)(const std::uint8_t* data, std::size_t size);

/// Registers a target with the replay driver (static initialisation, one per target).
struct Registrar {
  Registrar(const char* name, TargetFn fn);
};

/// The input as bytes (no copy is kept).
inline QByteArray bytes(const std::uint8_t* data, std::size_t size)
{
  return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

/// Reports a broken rule on stderr and aborts, so that libFuzzer keeps the input as a crash
/// and the replay test fails.
[[noreturn]] void fail(const QString& what);

}  // namespace accel::fuzz

#ifdef ACCELSIZER_LIBFUZZER
#define ACCELSIZER_FUZZ_TARGET(name)                                                \
  static int accelsizerFuzz_##name(const std::uint8_t* data, std::size_t size);     \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) \
  {                                                                                 \
    return accelsizerFuzz_##name(data, size);                                       \
  }                                                                                 \
  static int accelsizerFuzz_##name(const std::uint8_t* data, std::size_t size)
#else
#define ACCELSIZER_FUZZ_TARGET(name)                                                           \
  static int accelsizerFuzz_##name(const std::uint8_t* data, std::size_t size);                \
  static const ::accel::fuzz::Registrar accelsizerFuzzRegistrar_##name(#name,                  \
                                                                       accelsizerFuzz_##name); \
  static int accelsizerFuzz_##name(const std::uint8_t* data, std::size_t size)
#endif
