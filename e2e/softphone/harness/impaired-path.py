"""
netem's loss and delay for one netfilter queue (impaired-path.ts): every packet the kernel queues
here is dropped with probability LOSS, or accepted DELAY_MS +/- JITTER_MS (uniform) after it
arrived; held packets may overtake each other, as on a jittery path. Speaks to the kernel through
Debian's libnetfilter_queue (ctypes), whose verdicts may be given in any order.

usage: impaired-path.py QUEUE_NUM LOSS DELAY_MS JITTER_MS
"""
import ctypes, heapq, os, random, select, socket, struct, sys, time

queue_num, loss, delay, jitter = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
NF_DROP, NF_ACCEPT, NFQNL_COPY_META = 0, 1, 1

nfq = ctypes.CDLL('libnetfilter_queue.so.1')
nfq.nfq_open.restype = ctypes.c_void_p
nfq.nfq_create_queue.restype = ctypes.c_void_p
nfq.nfq_create_queue.argtypes = [ctypes.c_void_p, ctypes.c_uint16, ctypes.c_void_p, ctypes.c_void_p]
nfq.nfq_get_msg_packet_hdr.restype = ctypes.c_void_p
nfq.nfq_get_msg_packet_hdr.argtypes = [ctypes.c_void_p]
nfq.nfq_set_verdict.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_uint32, ctypes.c_void_p]
nfq.nfq_set_mode.argtypes = [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint32]
nfq.nfq_fd.argtypes = [ctypes.c_void_p]
nfq.nfq_handle_packet.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
nfq.nfq_bind_pf.argtypes = [ctypes.c_void_p, ctypes.c_uint16]

held = []  # (release time, packet id)
CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)


@CALLBACK
def on_packet(qh, nfmsg, nfad, data):
    # struct nfqnl_msg_packet_hdr starts with the packet id, in network byte order
    packet_id = socket.ntohl(ctypes.cast(nfq.nfq_get_msg_packet_hdr(nfad), ctypes.POINTER(ctypes.c_uint32))[0])
    if random.random() < loss:
        nfq.nfq_set_verdict(qh, packet_id, NF_DROP, 0, None)
    else:
        wait = max(0.0, random.uniform(delay - jitter, delay + jitter)) / 1000
        heapq.heappush(held, (time.monotonic() + wait, packet_id))
    return 0


handle = nfq.nfq_open()
if not handle:
    sys.exit('nfq_open failed (root and the nfnetlink_queue support are needed)')
nfq.nfq_bind_pf(handle, socket.AF_INET)
queue = nfq.nfq_create_queue(handle, queue_num, ctypes.cast(on_packet, ctypes.c_void_p), None)
if not queue:
    sys.exit(f'queue {queue_num} is taken')
nfq.nfq_set_mode(queue, NFQNL_COPY_META, 0)
fd = nfq.nfq_fd(handle)
buffer = ctypes.create_string_buffer(65536)
print('ready', flush=True)
while True:
    now = time.monotonic()
    while held and held[0][0] <= now:
        nfq.nfq_set_verdict(queue, heapq.heappop(held)[1], NF_ACCEPT, 0, None)
    ready, _, _ = select.select([fd], [], [], max(0.0, held[0][0] - now) if held else 1.0)
    if ready:
        message = os.read(fd, 65536)
        ctypes.memmove(buffer, message, len(message))
        nfq.nfq_handle_packet(handle, buffer, len(message))
