#!/usr/bin/env python3
"""Extracts every ELF (cubin) from a host binary's .nv_fatbin section (uncompressed fatbins)."""
import struct, subprocess, sys
exe, out = sys.argv[1], sys.argv[2]
sec = subprocess.run(['readelf', '-SW', exe], capture_output=True, text=True).stdout
for line in sec.splitlines():
    if '.nv_fatbin' in line:
        f = line.split(']')[1].split()
        off, size = int(f[3], 16), int(f[4], 16)
data = open(exe, 'rb').read()[off:off + size]
i = n = 0
while True:
    i = data.find(b'\x7fELF', i)
    if i < 0: break
    shoff, = struct.unpack_from('<Q', data, i + 0x28)
    shentsize, shnum = struct.unpack_from('<HH', data, i + 0x3a)
    phoff, = struct.unpack_from('<Q', data, i + 0x20)
    phentsize, phnum = struct.unpack_from('<HH', data, i + 0x36)
    end = max(shoff + shentsize * shnum, phoff + phentsize * phnum)
    open(f'{out}.{n}.cubin', 'wb').write(data[i:i + end]); print(f'{out}.{n}.cubin', end)
    n += 1; i += end
