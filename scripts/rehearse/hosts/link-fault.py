"""
A fault on a host's link where the kernel has no netem (tc's delay and loss): the host's packets to some
addresses are routed into a TUN device; this program reads each one, drops it with the given probability,
holds the rest for the given delay and sends them on through a raw socket whose mark routes them out of
the host's real link (policy routing: fwmark 0x77 -> table 77). Standard library only.

    link-fault.py <tun device> <delay ms> <loss percent>
"""
import fcntl
import heapq
import os
import random
import select
import signal
import socket
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
SO_MARK = 36

name, delay_ms, loss = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
tun = os.open("/dev/net/tun", os.O_RDWR)
fcntl.ioctl(tun, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
out = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_RAW)
out.setsockopt(socket.SOL_SOCKET, SO_MARK, 0x77)
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
print('{"ready": true}', flush=True)

held = []  # (due, sequence, packet)
sequence = 0
while True:
    now = time.monotonic()
    while held and held[0][0] <= now:
        _, _, packet = heapq.heappop(held)
        try:
            out.sendto(packet, (socket.inet_ntoa(packet[16:20]), 0))
        except OSError:
            pass  # a full buffer is one more lost packet
    timeout = max(0.0, held[0][0] - now) if held else 1.0
    ready, _, _ = select.select([tun], [], [], timeout)
    if not ready:
        continue
    packet = os.read(tun, 65535)
    if len(packet) < 20 or packet[0] >> 4 != 4:
        continue
    if random.random() * 100 < loss:
        continue
    sequence += 1
    heapq.heappush(held, (time.monotonic() + delay_ms / 1000, sequence, packet))
