# Regenerates tests/data/expected/ from the command line's outputs for every shipped example.
# Run as: cmake -DCLI=<accelsizer-cli> -DSOURCE_DIR=<source tree> -P UpdateExpectedOutputs.cmake
file(GLOB examples "${SOURCE_DIR}/resources/examples/*.accelsizer.json")
foreach(example IN LISTS examples)
  get_filename_component(name "${example}" NAME)
  string(REPLACE ".accelsizer.json" "" stem "${name}")
  execute_process(COMMAND ${CLI} evaluate ${example} --json
                  OUTPUT_FILE "${SOURCE_DIR}/tests/data/expected/${stem}.results.json"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "accelsizer-cli evaluate ${name} --json failed (${rc})")
  endif()
  execute_process(COMMAND ${CLI} evaluate ${example}
                  OUTPUT_FILE "${SOURCE_DIR}/tests/data/expected/${stem}.summary.txt"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "accelsizer-cli evaluate ${name} failed (${rc})")
  endif()
endforeach()
