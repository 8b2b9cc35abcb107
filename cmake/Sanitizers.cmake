# ACCELSIZER_SANITIZE=address,undefined builds every target (the model, the app, the tests)
# with AddressSanitizer and UndefinedBehaviorSanitizer. Any report fails the run: undefined
# behaviour aborts instead of printing and going on. Use its own build folder
# (installers/dev.sh test does, in build-sanitize/).
if(ACCELSIZER_SANITIZE)
  string(REPLACE "," ";" _accelsizer_sanitizers "${ACCELSIZER_SANITIZE}")
  foreach(_s IN LISTS _accelsizer_sanitizers)
    if(NOT _s MATCHES "^(address|undefined|leak)$")
      message(FATAL_ERROR
        "ACCELSIZER_SANITIZE: unknown sanitizer \"${_s}\": expected address, undefined or leak")
    endif()
  endforeach()
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "ACCELSIZER_SANITIZE needs GCC or Clang")
  endif()
  string(REPLACE ";" "," _accelsizer_sanitize_flag "${_accelsizer_sanitizers}")
  add_compile_options(-fsanitize=${_accelsizer_sanitize_flag} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${_accelsizer_sanitize_flag})
  if("undefined" IN_LIST _accelsizer_sanitizers)
    # Every finding of UBSan stops the program: a test cannot pass over it.
    add_compile_options(-fno-sanitize-recover=all)
  endif()
  message(STATUS "Sanitizers: ${_accelsizer_sanitize_flag}")
endif()

# ACCELSIZER_FUZZ (clang): every target is instrumented for libFuzzer's coverage; the fuzz
# executables link libFuzzer itself (tests/fuzz/CMakeLists.txt).
if(ACCELSIZER_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ACCELSIZER_FUZZ needs clang: -DCMAKE_CXX_COMPILER=clang++-14 "
                        "(installers/dev.sh fuzz configures it)")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
