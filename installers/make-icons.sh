#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
#
# Regenerates the raster icons from resources/icons/accelsizer.svg after the SVG changed:
#   resources/icons/accelsizer.ico   Windows (the executable, the installer, file association)
#   resources/icons/accelsizer.icns  macOS (the application bundle)
# Debian 12 packages: librsvg2-bin (rsvg-convert), icoutils (icotool), icnsutils (png2icns).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
icons="$root/resources/icons"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" "$icons/accelsizer.svg" -o "$tmp/$size.png"
done
icotool -c -o "$icons/accelsizer.ico" "$tmp"/{16,24,32,48,64,128}.png -r "$tmp/256.png"
png2icns "$icons/accelsizer.icns" "$tmp"/{16,32,48,128,256,512}.png >/dev/null
echo "Wrote $icons/accelsizer.ico and $icons/accelsizer.icns"
