# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 AccelSizer developers
# Runs a command and writes its standard output to a file, failing when the command fails.
# cmake -DCOMMAND="prog;arg1;arg2" -DOUTPUT=file -P RunToFile.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${COMMAND} OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE "${OUTPUT}")
  message(FATAL_ERROR "${COMMAND} failed (${rc})")
endif()
