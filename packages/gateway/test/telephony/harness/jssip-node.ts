/**
 * JsSIP outside a browser, for signalling tests: the globals it expects (window, WebSocket) and
 * a small RTCPeerConnection that offers and answers a plain RTP/AVP PCMU SDP. Media is not the
 * subject here (the Chromium tests carry real audio); SIP through the relay is.
 */
import WebSocket from 'ws';

const SDP = (port: number) =>
  [
    'v=0',
    `o=- ${Date.now()} 1 IN IP4 127.0.0.1`,
    's=-',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio ${port} RTP/AVP 0`,
    'a=rtpmap:0 PCMU/8000',
    'a=sendrecv',
    '',
  ].join('\r\n');

class FakeSessionDescription {
  type: string;
  sdp: string;
  constructor(init: { type: string; sdp: string }) {
    this.type = init.type;
    this.sdp = init.sdp;
  }
}

let lastPort = 40_000;
const nextPort = () => {
  lastPort += 2;
  return lastPort;
};

class FakePeerConnection extends EventTarget {
  iceGatheringState = 'complete';
  iceConnectionState = 'new';
  signalingState = 'stable';
  connectionState = 'new';
  localDescription: FakeSessionDescription | null = null;
  remoteDescription: FakeSessionDescription | null = null;
  private readonly port = nextPort();

  async createOffer() {
    return new FakeSessionDescription({ type: 'offer', sdp: SDP(this.port) });
  }
  async createAnswer() {
    return new FakeSessionDescription({ type: 'answer', sdp: SDP(this.port) });
  }
  async setLocalDescription(description: FakeSessionDescription) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: FakeSessionDescription) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  getSenders() {
    return [];
  }
  getReceivers() {
    return [];
  }
  getLocalStreams() {
    return [];
  }
  getRemoteStreams() {
    return [];
  }
  addTrack() {
    return {};
  }
  close() {
    this.signalingState = 'closed';
  }
}

/** Installs the globals once; JsSIP must be imported after this ran. */
export function installJsSipGlobals(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope.window) return;
  scope.window = globalThis;
  scope.WebSocket = WebSocket;
  scope.RTCPeerConnection = FakePeerConnection;
  scope.RTCSessionDescription = FakeSessionDescription;
}
