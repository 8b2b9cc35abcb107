# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
# The MIME type definition compiles with shared-mime-info's update-mime-database and gives
# *.accelsizer.json its own type (a JSON subtype with an icon).
# cmake -DUPDATE=update-mime-database -DXML=accelsizer-mime.xml -DWORK=dir -P check_mime.cmake
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/packages")
configure_file("${XML}" "${WORK}/packages/accelsizer.xml" COPYONLY)
execute_process(COMMAND ${UPDATE} -V "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR err MATCHES "[Ee]rror|[Ww]arning")
  message(FATAL_ERROR "update-mime-database: ${rc}\n${out}${err}")
endif()
file(READ "${WORK}/globs2" globs)
if(NOT globs MATCHES "60:application/x-accelsizer-scenario\\+json:\\*\\.accelsizer\\.json")
  message(FATAL_ERROR "globs2 has no *.accelsizer.json:\n${globs}")
endif()
file(READ "${WORK}/subclasses" subclasses)
if(NOT subclasses MATCHES "application/x-accelsizer-scenario\\+json application/json")
  message(FATAL_ERROR "not a JSON subtype:\n${subclasses}")
endif()
file(READ "${WORK}/icons" icons)
if(NOT icons MATCHES "application/x-accelsizer-scenario\\+json:application-x-accelsizer-scenario\\+json")
  message(FATAL_ERROR "no icon:\n${icons}")
endif()
