/** A WebSocket stand-in: tests see which URLs were opened; nothing touches the network. */
export class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  close() {
    this.closed = true;
  }

  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export function openFakeSocket(url: string): WebSocket {
  return new FakeSocket(url) as unknown as WebSocket;
}
