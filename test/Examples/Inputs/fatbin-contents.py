#!/usr/bin/env python3
"""Lists the GPU code in an ELF file's .nv_fatbin section, one line each:

    cubin sm_90 _Z11scale_childPKiPiii _Z11scale_childPKiPiii_$_dpagg ...
    ptx sm_90

(a cubin's kernels by their mangled names)

or "no .nv_fatbin section" (exit status 1). Stands in for cuobjdump, which
CUDA 13 installs only with the full toolkit. A fatbinary is a 16-byte header
(magic 0xBA55ED50, u16 version, u16 header size, u64 size of the entries)
followed by entries, each a header (u16 kind: 1 PTX, 2 ELF; u32 header size at
+4; u64 payload size at +8; u32 architecture at +28, e.g. 90) and its payload;
the section may hold several fatbinaries one after the other.
"""
import re
import struct
import sys

FATBIN_MAGIC = 0xBA55ED50


def section(data, name):
    if data[:4] != b"\x7fELF" or data[4] != 2:
        sys.exit("%s: not a 64-bit ELF file" % sys.argv[1])
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)

    def header(i):
        return struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)

    strtab_off = header(shstrndx)[4]
    for i in range(shnum):
        name_off, _, _, _, off, size = header(i)
        end = data.index(b"\0", strtab_off + name_off)
        if data[strtab_off + name_off:end].decode() == name:
            return data[off:off + size]
    return None


def entries(blob):
    pos = 0
    while pos + 16 <= len(blob):
        magic, _, hsize, size = struct.unpack_from("<IHHQ", blob, pos)
        if magic != FATBIN_MAGIC:
            pos += 8  # alignment padding between fatbinaries
            continue
        e, end = pos + hsize, pos + hsize + size
        while e + 32 <= end:
            kind, _, ehsize, psize = struct.unpack_from("<HHIQ", blob, e)
            arch, = struct.unpack_from("<I", blob, e + 28)
            yield kind, arch, blob[e + ehsize:e + ehsize + psize]
            e += ehsize + psize
        pos = end


def main():
    with open(sys.argv[1], "rb") as f:
        blob = section(f.read(), ".nv_fatbin")
    if blob is None:
        print("no .nv_fatbin section")
        return 1
    for kind, arch, payload in entries(blob):
        if kind == 2:
            if payload[:4] != b"\x7fELF":
                print("cubin sm_%d (compressed)" % arch)
                continue
            # Kernels, not device functions, have a parameter constant bank;
            # names with "__" are the CUDA device runtime's.
            kernels = sorted(set(m.decode() for m in re.findall(
                rb"\.nv\.constant0\.([A-Za-z0-9_$]+)\0", payload)
                if not m.startswith(b"__")))
            print("cubin sm_%d %s" % (arch, " ".join(kernels)))
        else:
            print("%s sm_%d" % ("ptx" if kind == 1 else "kind%d" % kind, arch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
