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

# The examples with a design space: `size` (its three cheapest designs), as text and JSON, with
# the time the search took written as 0 (it is the machine's, not the design's).
foreach(example IN LISTS examples)
  file(READ "${example}" text)
  if(NOT text MATCHES "\"design_space\"")
    continue()
  endif()
  get_filename_component(name "${example}" NAME)
  string(REPLACE ".accelsizer.json" "" stem "${name}")
  foreach(form IN ITEMS json txt)
    if(form STREQUAL "json")
      set(args --json)
    else()
      set(args)
    endif()
    execute_process(COMMAND ${CLI} size ${example} --top 3 ${args}
                    OUTPUT_VARIABLE out RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "accelsizer-cli size ${name} ${args} failed (${rc})")
    endif()
    string(REGEX REPLACE "\"seconds\": [-+.e0-9]+" "\"seconds\": 0" out "${out}")
    string(REGEX REPLACE ", in [.0-9]+ (ms|s|min|h)\\." ", in 0 s." out "${out}")
    file(WRITE "${SOURCE_DIR}/tests/data/expected/${stem}.size.${form}" "${out}")
  endforeach()
endforeach()
