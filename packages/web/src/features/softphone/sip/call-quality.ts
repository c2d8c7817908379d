/**
 * How the customer came through, from WebRTC's statistics (decision 1812): the share of their
 * audio packets lost, the interarrival jitter, and a MOS estimate from the ITU-T G.107 E-model in
 * its usual simplified form (delay and loss impairments only; opus's own loss concealment makes
 * the real score somewhat better).
 */

export type CallQuality = {
  /** Packets lost of those expected, 0..1. */
  lossRate: number;
  jitterMs: number;
  /** Mean opinion score, 1 (bad) to 4.5 (as good as a narrow-band call gets). */
  mos: number;
};

type RtpStats = {
  type?: string;
  kind?: string;
  mediaType?: string;
  packetsLost?: number;
  packetsReceived?: number;
  jitter?: number;
  roundTripTime?: number;
};

/** MOS from the E-model's R factor: latency (one way, plus the jitter buffer) and loss. */
export function estimateMos(lossRate: number, jitterMs: number, roundTripMs: number): number {
  const latency = roundTripMs / 2 + 2 * jitterMs + 10;
  const delayImpairment = latency < 160 ? latency / 40 : (latency - 120) / 10;
  const r = Math.min(100, Math.max(0, 93.2 - delayImpairment - lossRate * 100 * 2.5));
  return 1 + 0.035 * r + 0.000007 * r * (r - 60) * (100 - r);
}

/** The call's quality so far, or null before any audio packet arrived. */
export async function readCallQuality(connection: RTCPeerConnection): Promise<CallQuality | null> {
  const report = await connection.getStats();
  let lost = 0;
  let received = 0;
  let jitter = 0;
  let roundTrip = 0;
  report.forEach((stats: RtpStats) => {
    if ((stats.kind ?? stats.mediaType) !== 'audio') return;
    if (stats.type === 'inbound-rtp') {
      lost += Math.max(0, stats.packetsLost ?? 0);
      received += stats.packetsReceived ?? 0;
      jitter = Math.max(jitter, stats.jitter ?? 0);
    }
    if (stats.type === 'remote-inbound-rtp') roundTrip = Math.max(roundTrip, stats.roundTripTime ?? 0);
  });
  if (received === 0) return null;
  const lossRate = lost / (lost + received);
  const jitterMs = jitter * 1000;
  return { lossRate, jitterMs, mos: estimateMos(lossRate, jitterMs, roundTrip * 1000) };
}
