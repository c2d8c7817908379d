import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** One message as a whole WebSocket text frame: what goes on the wire, built once for every socket. */
export type TextFrame = {
  /** The message's UTF-8 bytes (what `ws` frames itself when it must). */
  payload: Buffer;
  /** Header and payload together, as a server sends them (unmasked, RFC 6455 §5.2). */
  wire: Buffer;
};

export function textFrame(text: string): TextFrame {
  const payload = Buffer.from(text);
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(headerLength + length);
  wire[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) {
    wire[1] = length;
  } else if (length < 65_536) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(wire, headerLength);
  return { payload, wire };
}

/** What `ws` keeps of an open socket (ws 8): its TCP socket and its sender's queue. */
type WsInternals = {
  _socket?: Duplex | null;
  _extensions?: Record<string, unknown>;
  _sender?: { _state?: number; _queue?: unknown[] } | null;
};

/**
 * Sends `frame` on an open socket. `ws.send` frames the bytes again for every socket, as a header
 * and the payload written corked (a writev and a header buffer each); with 10 000 sockets that
 * was the event's JavaScript cost. When the socket compresses nothing and its sender has nothing
 * queued, which is always here (no permessage-deflate), the ready frame is written to the TCP
 * socket in one write, which is what `ws` would put there; otherwise `ws` sends it.
 */
export function sendFrame(socket: WebSocket, frame: TextFrame): void {
  const internals = socket as unknown as WsInternals;
  const tcp = internals._socket;
  const sender = internals._sender;
  const idle =
    tcp && sender?._state === 0 && sender._queue?.length === 0 && !internals._extensions?.['permessage-deflate'];
  if (idle) tcp.write(frame.wire);
  else socket.send(frame.payload, { binary: false });
}
