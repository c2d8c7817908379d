import type { SocketPort } from './jssip-port';

/**
 * JsSIP's WebSocket transport, but with a fresh single-use ticket from the gateway added to the
 * URL at every connect (browsers cannot set headers on a WebSocket, and JsSIP keeps one URL for
 * its reconnects). Never the access token: Chromium prints the URL of every failed connect in the
 * console, and a ticket there is already spent or expired (decision 1796).
 */
export class TicketWebSocket implements SocketPort {
  via_transport: string;
  readonly url: string;
  readonly sip_uri: string;
  onconnect: () => void = () => undefined;
  ondisconnect: (error: boolean, code?: number, reason?: string) => void = () => undefined;
  ondata: (data: string | ArrayBuffer) => void = () => undefined;
  private socket: WebSocket | null = null;
  private attempt = 0;

  constructor(
    url: string,
    private readonly ticket: () => Promise<string>,
    private readonly open: (url: string) => WebSocket = (address) => new WebSocket(address, 'sip'),
  ) {
    const parsed = new URL(url);
    this.url = url;
    this.via_transport = parsed.protocol === 'wss:' ? 'WSS' : 'WS';
    this.sip_uri = `sip:${parsed.hostname};transport=ws`;
  }

  connect(): void {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const attempt = ++this.attempt;
    this.ticket().then(
      (ticket) => {
        if (attempt !== this.attempt) return;
        const address = new URL(this.url);
        address.searchParams.set('ticket', ticket);
        const socket = this.open(address.toString());
        socket.binaryType = 'arraybuffer';
        socket.onopen = () => this.onconnect();
        socket.onclose = (event) => {
          if (this.socket === socket) this.socket = null;
          this.ondisconnect(!event.wasClean, event.code, event.reason);
        };
        socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => this.ondata(event.data);
        this.socket = socket;
      },
      () => this.ondisconnect(true, 4401, 'no socket ticket'),
    );
  }

  disconnect(): void {
    this.attempt++;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close();
  }

  send(message: string | ArrayBuffer): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(message);
    return true;
  }

  isConnected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  isConnecting(): boolean {
    return this.socket?.readyState === WebSocket.CONNECTING;
  }
}
