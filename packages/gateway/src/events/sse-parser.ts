/** One dispatched server-sent event. */
export type SseMessage = { id: string | undefined; event: string; data: string };

/**
 * An incremental parser for `text/event-stream` (WHATWG HTML, "server-sent events"): feed it
 * chunks as they arrive. `id:` lines update the last event id even when no data follows, which
 * lets a server hand out its current cursor at connect time.
 */
export class SseParser {
  private pending = '';
  private data: string[] = [];
  private event = '';
  lastEventId: string | undefined;

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  push(chunk: string): void {
    const text = this.pending + chunk;
    let start = 0;
    for (;;) {
      const newline = text.slice(start).search(/\r\n|\r|\n/);
      if (newline === -1) break;
      const end = start + newline;
      // A lone \r at the very end may be the first half of \r\n: wait for more.
      if (text[end] === '\r' && end + 1 === text.length) break;
      this.line(text.slice(start, end));
      start = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
    }
    this.pending = text.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
  }

  private dispatch(): void {
    if (this.data.length > 0) {
      this.onMessage({ id: this.lastEventId, event: this.event || 'message', data: this.data.join('\n') });
    }
    this.data = [];
    this.event = '';
  }
}
