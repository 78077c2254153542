#!/usr/bin/env bash
#===- utils/setup.sh - install what a fresh machine lacks ------------------===#
#
# Part of DPAgg. Idempotent: packages already present are not reinstalled.
# Installs Debian's LLVM/Clang 22 toolchain and the build tools DPAgg needs,
# then checks that the CUDA 13 toolkit is where the build expects it.
#
#===------------------------------------------------------------------------===#
set -euo pipefail

CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
PKGS=(clang-22 clang-tools-22 llvm-22-dev llvm-22-tools lld-22 libclang-rt-22-dev
      clang-format-22 libbenchmark-dev cmake ninja-build make python3 zlib1g-dev
      libzstd-dev libedit-dev libcurl4-openssl-dev libxml2-dev)

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
else
  echo "setup: all packages present"
fi

/usr/lib/llvm-22/bin/llvm-config --version | grep -q '^22\.' || {
  echo "setup: error: /usr/lib/llvm-22 is not LLVM 22" >&2; exit 1; }

if [ ! -x "$CUDA_PATH/bin/ptxas" ] || [ ! -f "$CUDA_PATH/lib64/libcudadevrt.a" ]; then
  echo "setup: error: the CUDA toolkit was not found at $CUDA_PATH (need bin/ptxas and" >&2
  echo "       lib64/libcudadevrt.a from CUDA 13). Install it or set CUDA_PATH." >&2
  exit 1
fi
ver=$("$CUDA_PATH/bin/nvcc" --version | sed -n 's/.*release \([0-9]*\)\..*/\1/p')
if [ "$ver" != 13 ]; then
  echo "setup: error: CUDA at $CUDA_PATH is release '$ver', DPAgg needs CUDA 13" >&2
  exit 1
fi
echo "setup: LLVM $(/usr/lib/llvm-22/bin/llvm-config --version), CUDA $ver at $CUDA_PATH"
