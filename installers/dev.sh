#!/usr/bin/env bash
# AccelSizer developer entry point (the README's Quick start).
#
#   installers/dev.sh run    install missing packages, build, open the GUI on the example
#                            (without a display: print the example's evaluation, write its
#                            PDF report to build/example-report.pdf and print that path)
#   installers/dev.sh test   install missing packages, build, build the Debian package and the
#                            AppDir and check them (installers/package.sh), run the whole
#                            test suite; then build the model, core and fuzz-replay tests with
#                            AddressSanitizer and UndefinedBehaviorSanitizer in
#                            build-sanitize/ and run them (ACCELSIZER_SANITIZE=0 skips that)
#   installers/dev.sh fuzz [SECONDS] [TARGET...]
#                            build the libFuzzer targets with clang in build-fuzz/ (installs
#                            clang-14 first) and run each for SECONDS (default 60); new
#                            inputs go to build-fuzz/corpus/, crashes to build-fuzz/crashes/
#
# All are idempotent: packages already installed are not touched, and the build is
# incremental. Debian 12 (bookworm) packages only.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${ACCELSIZER_BUILD_DIR:-$root/build}"
example="$root/resources/examples/build-cluster-1gbe.accelsizer.json"

# What the build, the GUI and the tests need.
packages=(
  cmake ninja-build g++                 # tool chain
  qt6-base-dev libqt6svg6               # Qt 6 Widgets; SVG for the icon
  qt6-svg-dev                           # charts saved as SVG (QSvgGenerator)
  libqcustomplot-dev                    # charts (Qt 5 and Qt 6 builds)
  libeigen3-dev                         # the model's linear algebra
  libssl-dev                            # SHA-256 of imported measured files (libcrypto)
  catch2                                # tests (Catch2 2.13)
  clang-format                          # the formatting check
  fonts-dejavu-core                     # the PDF report's font (embedded in the PDF)
  poppler-utils                         # tests read the PDF report back (pdftotext, pdfinfo)
  xvfb xauth                            # the GUI benchmarks under a real X server (xvfb-run)
  qt6-tools-dev qt6-l10n-tools          # translations: lupdate, lrelease, qt_add_translations
  qt6-translations-l10n                 # Qt's own dialogs in German
  python3 python3-jsonschema            # the scenario schema checked by an independent validator
  man-db groff-base                     # the manual pages checked as lintian does
  desktop-file-utils appstream          # the desktop entry and the AppStream metainfo validated
  shared-mime-info                      # the MIME type compiled
  dpkg-dev fakeroot lintian file        # the Debian package: built, checked (installers/package.sh)
)

# The fuzz command only: clang with libFuzzer and the sanitizers' runtime.
fuzz_packages=(clang-14 libclang-rt-14-dev)

usage() {
  sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit 2
}

missing_packages() {
  local p
  for p in "${packages[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"
  done
}

install_dependencies() {
  local missing
  missing=$(missing_packages "$@")
  [ -z "$missing" ] && return 0
  echo "Installing missing packages:" $missing
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: need root or sudo to install:" $missing >&2; exit 1; }
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  if ! $sudo apt-get install -y --no-install-recommends $missing; then
    $sudo apt-get update
    # shellcheck disable=SC2086
    $sudo apt-get install -y --no-install-recommends $missing
  fi
}

# The disk space left where the build folders are: each build takes several GB, and a full disk
# shows as a failed link, so the log says how much there was.
disk_free() {
  echo "Disk space $1: $(df -h --output=avail "$root" | tail -1 | tr -d ' ') free in $root"
}

build_all() {
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DACCELSIZER_WERROR=ON
  fi
  cmake --build "$build" --parallel "$(nproc)"
}

# The suite again under AddressSanitizer and UndefinedBehaviorSanitizer, in its own build
# folder, building only what those tests need (no GUI, no report): the model, core and
# fuzz-replay tests. Any sanitizer report fails the test that caused it.
sanitized_tests() {
  if [ "${ACCELSIZER_SANITIZE:-1}" = 0 ]; then
    echo "Sanitizer step skipped (ACCELSIZER_SANITIZE=0)."
    return 0
  fi
  local dir="${ACCELSIZER_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
  local launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  if [ ! -f "$dir/build.ninja" ]; then
    # Line tables only (-g1): the sanitizers' stack traces name file and line; the objects
    # and the four test executables take far less disk than with full debug information.
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
      -DACCELSIZER_WERROR=ON -DACCELSIZER_BUILD_GUI=OFF -DACCELSIZER_SANITIZE=address,undefined \
      "${launcher[@]}"
  fi
  disk_free "before the sanitized build"
  echo "Building the sanitized tests in $dir"
  cmake --build "$dir" --parallel "$(nproc)" --target test_model test_app test_import test_fuzz
  (
    cd "$dir"
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1:strict_init_order=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    # The property tests run 200 random scenarios here (10,000 in the plain run above).
    export ACCELSIZER_PROPERTY_CASES="${ACCELSIZER_PROPERTY_CASES:-200}"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" -R '^(model|app|import|fuzz):'
  )
}

# libFuzzer over each target (tests/fuzz/README.md) for a given time.
fuzz() {
  local seconds="${1:-60}"
  shift || true
  install_dependencies "${fuzz_packages[@]}"
  local dir="${ACCELSIZER_FUZZ_BUILD_DIR:-$root/build-fuzz}"
  if [ ! -f "$dir/build.ninja" ]; then
    CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$dir" -G Ninja \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo -DACCELSIZER_BUILD_GUI=OFF -DACCELSIZER_FUZZ=ON \
      -DACCELSIZER_SANITIZE=address,undefined
  fi
  local targets=("$@")
  if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(ls "$root/tests/fuzz/corpus")
  fi
  cmake --build "$dir" --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}"
  local t dict
  for t in "${targets[@]}"; do
    mkdir -p "$dir/corpus/$t" "$dir/crashes"
    dict=()
    [ -f "$root/tests/fuzz/$t.dict" ] && dict=(-dict="$root/tests/fuzz/$t.dict")
    echo "Fuzzing $t for $seconds s"
    "$dir/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$dir/crashes/$t-" "${dict[@]}" \
      "$dir/corpus/$t" "$root/tests/fuzz/corpus/$t"
  done
}

case "${1:-}" in
  run)
    install_dependencies
    build_all
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
      exec "$build/app/accelsizer" "$example"
    fi
    echo "No display (neither DISPLAY nor WAYLAND_DISPLAY is set): the GUI cannot open."
    echo "Here is the example scenario's evaluation from accelsizer-cli instead:"
    echo
    "$build/app/accelsizer-cli" evaluate "$example"
    report="$build/example-report.pdf"
    "$build/app/accelsizer-cli" report "$example" -o "$report"
    echo
    echo "The example scenario's PDF sizing report: $report"
    ;;
  test)
    install_dependencies
    disk_free "before the build"
    build_all
    # The package a user installs: a Release build of its own, lintian, then run from an
    # unpacked copy (installers/package.sh; build-package/ and build-release/).
    "$root/installers/package.sh" deb
    "$root/installers/package.sh" test
    "$root/installers/package.sh" appimage
    (cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)")
    sanitized_tests
    ;;
  fuzz)
    shift
    fuzz "$@"
    ;;
  *)
    usage
    ;;
esac
