# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
# Runs a command and writes its standard output to a file, failing when the command fails.
# cmake -DCOMMAND="prog;arg1;arg2" -DOUTPUT=file [-DPREPEND_PATH="dir;dir"] -P RunToFile.cmake
# PREPEND_PATH: folders put before PATH first (Windows finds the DLLs of a program there).
cmake_minimum_required(VERSION 3.25)
if(PREPEND_PATH)
  if(WIN32)
    set(ENV{PATH} "${PREPEND_PATH};$ENV{PATH}")
  else()
    string(REPLACE ";" ":" dirs "${PREPEND_PATH}")
    set(ENV{PATH} "${dirs}:$ENV{PATH}")
  endif()
endif()
execute_process(COMMAND ${COMMAND} OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE "${OUTPUT}")
  message(FATAL_ERROR "${COMMAND} failed (${rc})")
endif()
