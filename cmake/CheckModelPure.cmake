# Fails the build when a file under model/ includes a Qt header.
# Run as: cmake -DMODEL_DIR=<dir> -P CheckModelPure.cmake
file(GLOB_RECURSE sources "${MODEL_DIR}/*.h" "${MODEL_DIR}/*.hpp" "${MODEL_DIR}/*.cpp")
set(offenders "")
foreach(f IN LISTS sources)
  file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]|qt|Qt)")
  if(lines)
    list(APPEND offenders "${f}: ${lines}")
  endif()
endforeach()
if(offenders)
  string(REPLACE ";" "\n  " msg "${offenders}")
  message(FATAL_ERROR "model/ must stay free of Qt; these files include Qt headers:\n  ${msg}")
endif()
