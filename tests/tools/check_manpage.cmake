# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
# A manual page formats without a warning from man and groff, as lintian checks it.
# cmake -DMAN=/usr/bin/man -DPAGE=file.1 -P check_manpage.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8 MANROFFSEQ= MANWIDTH=80
                        ${MAN} --warnings -E UTF-8 -l -Tutf8 -Z ${PAGE}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "${PAGE}: man --warnings: ${rc}\n${err}")
endif()
if(NOT out MATCHES "SYNOPSIS")
  message(FATAL_ERROR "${PAGE}: no SYNOPSIS in the formatted page")
endif()
