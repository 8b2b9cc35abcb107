# Fails when a C++ source under model/, app/ or tests/ differs from .clang-format.
# Run as: cmake -DCLANG_FORMAT=<exe> -DSOURCE_DIR=<dir> -P CheckFormat.cmake
file(GLOB_RECURSE sources
  "${SOURCE_DIR}/model/*.h" "${SOURCE_DIR}/model/*.cpp"
  "${SOURCE_DIR}/app/*.h" "${SOURCE_DIR}/app/*.cpp"
  "${SOURCE_DIR}/tests/*.h" "${SOURCE_DIR}/tests/*.cpp")
execute_process(
  COMMAND ${CLANG_FORMAT} --dry-run --Werror --style=file ${sources}
  WORKING_DIRECTORY ${SOURCE_DIR}
  RESULT_VARIABLE result
  ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "Formatting differs from .clang-format (fix with clang-format -i):\n${errors}")
endif()
