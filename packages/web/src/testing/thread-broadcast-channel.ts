/**
 * A BroadcastChannel that reaches only the test's own thread. Node's reaches every worker thread
 * of the run, so one test file's page would hear another's (the desk's tabs follow each other's
 * task over one): each file's tabs talk among themselves here, as a browser's do.
 */
export class ThreadBroadcastChannel extends EventTarget {
  private static readonly open = new Map<string, Set<ThreadBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  private closed = false;

  constructor(readonly name: string) {
    super();
    const peers = ThreadBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    ThreadBroadcastChannel.open.set(name, peers);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('BroadcastChannel is closed', 'InvalidStateError');
    const data = structuredClone(message);
    for (const peer of ThreadBroadcastChannel.open.get(this.name) ?? []) {
      if (peer !== this) setTimeout(() => peer.deliver(data), 0);
    }
  }

  close(): void {
    this.closed = true;
    ThreadBroadcastChannel.open.get(this.name)?.delete(this);
  }

  private deliver(data: unknown): void {
    if (this.closed) return;
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }
}
