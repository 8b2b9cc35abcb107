# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
#
# Read by cpack once per generator (CPACK_PROJECT_CONFIG_FILE), with CPACK_GENERATOR set to
# the one running.
#
# Debian: the Release build carries debug information (installers/package.sh); CPack's DEB
# generator copies it into a separate package, accelsizer-dbgsym (a .ddeb, files under
# /usr/lib/debug/.build-id/), then strips the executables and links them to it
# (.gnu_debuglink). For that the files must reach it unstripped, so CPack's own strip is off
# here; the executables in accelsizer_*.deb end up stripped all the same.
if(CPACK_GENERATOR STREQUAL "DEB")
  set(CPACK_STRIP_FILES OFF)
  set(CPACK_DEBIAN_DEBUGINFO_PACKAGE ON)
endif()
