/**
 * An incremental HTTP/1.1 response parser for the relay's upstream connections: status line and
 * headers (hop-by-hop ones dropped, the rest kept as a flat [name, value, …] list ready for
 * `res.writeHead`), then the body framed by Content-Length, chunked encoding or the end of the
 * connection. It only has to read the back-office (a Node server), but it checks what it relies
 * on and throws an UpstreamProtocolError otherwise.
 */

export class UpstreamProtocolError extends Error {
  readonly code = 'UPSTREAM_PROTOCOL_ERROR';
}

export type ResponseEvents = {
  head(statusCode: number, headers: string[]): void;
  /** `last` when the chunk completes a body of known length (it can go out with the end). */
  data(chunk: Buffer, last: boolean): void;
  /** The response is complete; `reusable` says whether the connection may carry another request. */
  end(reusable: boolean): void;
};

const MAX_HEAD_BYTES = 64 * 1024;
const MAX_LINE_BYTES = 4096;
const CRLF = 0x0a;

/** Connection-level headers that describe the upstream hop, not the answer. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

enum State {
  Head,
  Length,
  UntilClose,
  ChunkSize,
  ChunkData,
  ChunkEnd,
  Trailers,
  Done,
}

export class ResponseParser {
  private state = State.Head;
  private pending: Buffer | null = null;
  private line = '';
  private remaining = 0;
  private close = false;
  private bodyless = false;
  /** Bytes of this response seen so far: a connection lost before any is safe to retry on. */
  received = 0;

  /** `dropped`: further response headers to leave out (lower-case names). */
  constructor(
    private readonly dropped: ReadonlySet<string>,
    private readonly events: ResponseEvents,
  ) {}

  /** Starts a new response; `bodyless` for an answer to HEAD. */
  reset(bodyless: boolean): void {
    this.state = State.Head;
    this.pending = null;
    this.line = '';
    this.remaining = 0;
    this.close = false;
    this.bodyless = bodyless;
    this.received = 0;
  }

  get done(): boolean {
    return this.state === State.Done;
  }

  /** Whether the end of the connection legitimately ends the body (no length was given). */
  endsAtClose(): boolean {
    return this.state === State.UntilClose;
  }

  /** The connection ended: completes a close-delimited body. */
  finishAtClose(): void {
    if (this.state === State.UntilClose) this.finish();
  }

  push(chunk: Buffer): void {
    this.received += chunk.length;
    let buffer = chunk;
    let at = 0;
    while (at < buffer.length) {
      switch (this.state) {
        case State.Head: {
          const whole = this.pending ? Buffer.concat([this.pending, buffer.subarray(at)]) : buffer.subarray(at);
          const end = whole.indexOf('\r\n\r\n', 0, 'latin1');
          if (end === -1) {
            if (whole.length > MAX_HEAD_BYTES) throw new UpstreamProtocolError('response head too large');
            this.pending = whole;
            return;
          }
          this.pending = null;
          this.head(whole.toString('latin1', 0, end));
          buffer = whole;
          at = end + 4;
          break;
        }
        case State.Length: {
          const take = Math.min(this.remaining, buffer.length - at);
          this.remaining -= take;
          this.events.data(buffer.subarray(at, at + take), this.remaining === 0);
          at += take;
          if (this.remaining === 0) this.finish();
          break;
        }
        case State.UntilClose:
          this.events.data(at === 0 ? buffer : buffer.subarray(at), false);
          return;
        case State.ChunkSize:
        case State.Trailers: {
          const newline = buffer.indexOf(CRLF, at);
          const piece = buffer.toString('latin1', at, newline === -1 ? buffer.length : newline);
          this.line += piece;
          if (this.line.length > MAX_LINE_BYTES) throw new UpstreamProtocolError('chunk line too long');
          if (newline === -1) return;
          at = newline + 1;
          const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
          this.line = '';
          if (this.state === State.Trailers) {
            if (line === '') this.finish();
            break;
          }
          const size = Number.parseInt(line.split(';', 1)[0] as string, 16);
          if (!Number.isInteger(size) || size < 0) throw new UpstreamProtocolError(`bad chunk size "${line}"`);
          if (size === 0) this.state = State.Trailers;
          else {
            this.remaining = size;
            this.state = State.ChunkData;
          }
          break;
        }
        case State.ChunkData: {
          const take = Math.min(this.remaining, buffer.length - at);
          this.events.data(buffer.subarray(at, at + take), false);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) {
            this.state = State.ChunkEnd;
            this.remaining = 2;
          }
          break;
        }
        case State.ChunkEnd: {
          // The CRLF after a chunk's data, possibly split between reads.
          at += 1;
          this.remaining -= 1;
          if (this.remaining === 0) this.state = State.ChunkSize;
          break;
        }
        case State.Done:
          // Bytes after a complete response: the connection is not to be trusted any more.
          this.close = true;
          return;
      }
    }
  }

  private head(text: string): void {
    const lines = text.split('\r\n');
    const statusLine = lines[0] as string;
    if (!statusLine.startsWith('HTTP/1.') || (statusLine.length > 12 && statusLine.charCodeAt(12) !== 32)) {
      throw new UpstreamProtocolError(`bad status line "${statusLine.slice(0, 40)}"`);
    }
    const statusCode = Number(statusLine.slice(9, 12));
    if (!(statusCode >= 100 && statusCode <= 599)) throw new UpstreamProtocolError('bad status code');
    if (statusCode < 200) {
      if (statusCode === 101) throw new UpstreamProtocolError('the upstream switched protocols');
      return; // an interim answer (100, 103): the real head follows
    }
    const headers: string[] = [];
    let length = -1;
    let lengthAt = -1;
    let chunked = false;
    let close = statusLine.startsWith('HTTP/1.0');
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const colon = line.indexOf(':');
      if (colon <= 0) throw new UpstreamProtocolError('bad header line');
      const name = line.slice(0, colon);
      const value = line.slice(colon + 1).trim();
      const lower = name.toLowerCase();
      if (lower === 'content-length') {
        const parsed = Number(value);
        if (!Number.isSafeInteger(parsed) || parsed < 0 || (length !== -1 && length !== parsed)) {
          throw new UpstreamProtocolError('bad content-length');
        }
        length = parsed;
        lengthAt = headers.length;
      } else if (HOP_BY_HOP.has(lower)) {
        if (lower === 'transfer-encoding') chunked = value.toLowerCase().endsWith('chunked');
        else if (lower === 'connection') close ||= value.toLowerCase().includes('close');
        continue;
      } else if (this.dropped.has(lower)) continue;
      headers.push(name, value);
    }
    // Transfer-Encoding wins over Content-Length (RFC 9112 §6.3); Node re-frames the body.
    if (chunked && lengthAt !== -1) headers.splice(lengthAt, 2);
    this.close = close;
    this.events.head(statusCode, headers);
    if (this.bodyless || statusCode === 204 || statusCode === 304) this.finish();
    else if (chunked) this.state = State.ChunkSize;
    else if (length >= 0) {
      this.remaining = length;
      this.state = State.Length;
      if (length === 0) this.finish();
    } else {
      this.close = true;
      this.state = State.UntilClose;
    }
  }

  private finish(): void {
    this.state = State.Done;
    this.events.end(!this.close);
  }
}
