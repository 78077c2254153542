# -*- Python -*- lit configuration of DPAgg's tests.
import os
import shutil
import subprocess
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "DPAgg"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".ll", ".cu", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dpagg_obj_root, "test")

# `opt` always loads the plugin, so RUN lines stay canonical
# (`opt -passes=... -S %s | FileCheck %s`) and update_test_checks.py can
# regenerate CHECK lines with utils/dpagg-opt (through a link named opt, see
# its header) as --opt-binary.
tool_dirs = [config.llvm_tools_dir]
tools = [
    ToolSubst("opt", os.path.join(config.llvm_tools_dir, "opt"),
              extra_args=["-load-pass-plugin=" + config.dpagg_plugin]),
    "FileCheck", "not", "count", "llvm-as", "llvm-dis", "llc", "split-file",
    "llvm-ar",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)


def read_cuda_flags(list_name, cuda_path, archs, skip=(), only=None):
    """The options of one list of cmake/cuda-flags.txt (see its header),
    less the roles in skip, or only those in only."""
    flags = []
    path = os.path.join(config.dpagg_src_root, "cmake", "cuda-flags.txt")
    with open(path) as f:
        for line in f:
            words = line.split()
            if len(words) < 3 or words[0] != list_name or words[1] in skip:
                continue
            if only is not None and words[1] not in only:
                continue
            for arch in archs if "@GPU_ARCH@" in line else ["-"]:
                flags += [w.replace("@CUDA_PATH@", cuda_path)
                           .replace("@GPU_ARCH@", arch) for w in words[2:]]
    return flags


# clang as a CUDA compiler with what dynamic parallelism needs, less the
# offload driver (which packages device code into host objects): the tests
# compile device code alone (--cuda-device-only), and a test that compiles
# both sides adds it.
# DPAGG_GPU_ARCH may list several architectures: clang compiles for each,
# ptxas and nvlink check the first.
gpu_archs = [a for a in config.gpu_arch.split(";") if a]
config.gpu_arch = gpu_archs[0]
cuda_flags = read_cuda_flags("compile", config.cuda_path, gpu_archs,
                             skip=("driver",))
config.substitutions.append(("%clang_cuda",
                             " ".join([config.dpagg_clang] + cuda_flags)))
# What a test that compiles both sides adds to %clang_cuda.
config.substitutions.append(("%offload_driver", " ".join(read_cuda_flags(
    "compile", config.cuda_path, gpu_archs, only=("driver",)))))
# The link flags of a program with device code, for a test that links with
# clang alone (dpagg-clang++ adds them itself).
config.substitutions.append(("%cuda_link_flags", " ".join(read_cuda_flags(
    "link", config.cuda_path, gpu_archs))))
config.substitutions.append(("%dpagg_plugin", config.dpagg_plugin))
config.substitutions.append(("%ptxas", os.path.join(config.cuda_path, "bin", "ptxas")
                             + " -arch=" + config.gpu_arch))
# nvlink -v prints each linked kernel's registers and shared memory. The
# device runtime is what cuda-flags.txt gives the device link (role device,
# each option passed on by -Xoffload-linker).
nvlink_libs = [w for w in read_cuda_flags("link", config.cuda_path, gpu_archs,
                                          only=("device",))
               if w != "-Xoffload-linker"]
config.substitutions.append(("%nvlink", " ".join(
    [os.path.join(config.cuda_path, "bin", "nvlink"), "-arch=" + config.gpu_arch]
    + nvlink_libs)))
config.substitutions.append(("%gpubin", config.gpu_bin_dir))
config.substitutions.append(("%dpagg_src", config.dpagg_src_root))
config.substitutions.append(("%python", '"{0}"'.format(sys.executable)))
if os.path.exists(os.path.join(config.cuda_path, "bin", "nvcc")):
    config.available_features.add("nvcc")
# test/Examples/nvcc-makefile.test builds an nvcc Makefile project.
if shutil.which("make"):
    config.available_features.add("make")
config.substitutions.append(("%cuda_path", config.cuda_path))
config.substitutions.append(("%nvcc", os.path.join(config.cuda_path, "bin", "nvcc")))

if "NVPTX" in config.targets_to_build.split(";"):
    config.available_features.add("nvptx-registered-target")
if config.llvm_enable_assertions.upper() in ("ON", "1", "TRUE"):
    config.available_features.add("asserts")


def have_gpu():
    """A GPU is usable when nvidia-smi lists one. Dev and CI machines have none."""
    if os.environ.get("DPAGG_FORCE_NO_GPU"):
        return False
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


if have_gpu():
    config.available_features.add("cuda-gpu")


# test/Examples: install DPAgg from this build folder and build the examples
# against it with the cmake (and generator) that configured this build.
def cmake_cache(key, default=""):
    try:
        with open(os.path.join(config.dpagg_obj_root, "CMakeCache.txt")) as f:
            for line in f:
                name, _, value = line.rstrip("\n").partition("=")
                if name.split(":")[0] == key:
                    return value
    except OSError:
        pass
    return default


config.substitutions.append(("%dpagg_obj", config.dpagg_obj_root))
config.substitutions.append(("%dpagg_clang", config.dpagg_clang))
# Longest first: lit substitutes in order, and %cmake is a prefix.
config.substitutions.append(("%cmake_generator", '-G "{0}" -DCMAKE_MAKE_PROGRAM="{1}"'.format(
    cmake_cache("CMAKE_GENERATOR", "Ninja"), cmake_cache("CMAKE_MAKE_PROGRAM", "ninja"))))
config.substitutions.append(("%cmake", '"{0}"'.format(
    cmake_cache("CMAKE_COMMAND", shutil.which("cmake") or "cmake"))))
