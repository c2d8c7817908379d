/**
 * The last resort for a call whose end never reached the agent (a BYE lost with a dead socket, a
 * PBX that forgot the call): when the audio has stopped in both directions for a while, the call
 * is over whatever SIP says. Only both directions count: a silent customer or a muted agent still
 * moves one of the counters (browsers send comfort packets), and a held call is left alone, since
 * hold may stop the audio on purpose (decision 1801).
 */

export type MediaCounters = { received: number; sent: number };

type RtpStats = { type?: string; kind?: string; mediaType?: string; packetsReceived?: number; packetsSent?: number };

/** The audio RTP packets received and sent so far, from WebRTC's statistics. */
export async function readMediaCounters(connection: RTCPeerConnection): Promise<MediaCounters> {
  const report = await connection.getStats();
  const counters: MediaCounters = { received: 0, sent: 0 };
  report.forEach((stats: RtpStats) => {
    if ((stats.kind ?? stats.mediaType) !== 'audio') return;
    if (stats.type === 'inbound-rtp') counters.received += stats.packetsReceived ?? 0;
    if (stats.type === 'outbound-rtp') counters.sent += stats.packetsSent ?? 0;
  });
  return counters;
}

export type MediaWatchdogOptions = {
  connection: () => RTCPeerConnection | null | undefined;
  /** No packet either way for this long ends the call. */
  silentForMs: number;
  checkEveryMs: number;
  now: () => number;
  /** While true (a held call) silence is expected and not counted. */
  paused: () => boolean;
  onSilent: () => void;
};

export class MediaWatchdog {
  private timer: ReturnType<typeof setInterval> | null = null;
  private last: MediaCounters | null = null;
  private movedAt = 0;
  private checking = false;

  constructor(private readonly options: MediaWatchdogOptions) {}

  start(): void {
    this.stop();
    this.last = null;
    this.movedAt = this.options.now();
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    const connection = this.options.connection();
    if (!connection || this.checking) return;
    if (this.options.paused()) {
      this.last = null;
      this.movedAt = this.options.now();
      return;
    }
    this.checking = true;
    try {
      const counters = await readMediaCounters(connection);
      const last = this.last;
      this.last = counters;
      if (!last || counters.received !== last.received || counters.sent !== last.sent) {
        this.movedAt = this.options.now();
        return;
      }
      if (this.timer && this.options.now() - this.movedAt >= this.options.silentForMs) {
        this.stop();
        this.options.onSilent();
      }
    } catch {
      // A closing connection has no statistics; the call's own end stops the watchdog.
    } finally {
      this.checking = false;
    }
  }
}
