#===- cmake/EmbedBitcode.cmake - turn a .bc file into a C++ byte array ----===#
#
# Script mode: cmake -DINPUT=x.bc -DOUTPUT=x.inc -DSYMBOL=Name -P EmbedBitcode.cmake
# The plugin carries its runtime inside the .so, so nothing is looked up by
# path when clang runs it.
#
#===------------------------------------------------------------------------===#
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" len)
math(EXPR size "${len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)"
       "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp"
  "// Generated from ${INPUT} by cmake/EmbedBitcode.cmake. Do not edit.\n"
  "alignas(16) static const unsigned char ${SYMBOL}[${size}] = {\n${bytes}};\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
