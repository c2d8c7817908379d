/**
 * A call's quality as people read it (decision 1812): the share of the customer's audio lost and
 * the MOS with one decimal in the reader's language, the jitter in whole milliseconds, and
 * whether the MOS is below where callers start to complain — one reading for the dialer during
 * the call and /cdr afterwards.
 */
import { oneDecimal } from './decimal';

export type CallQualityFigures = { lossPercent: number; jitterMs: number; mos: number };

/** Below this MOS callers start to complain (the E-model's "some users dissatisfied"). */
export const POOR_MOS = 3.6;

export function formatCallQuality(quality: CallQualityFigures, language: string) {
  return {
    loss: oneDecimal(Math.round(quality.lossPercent * 10) / 10, language),
    jitter: Math.round(quality.jitterMs),
    mos: oneDecimal(quality.mos, language),
    poor: quality.mos < POOR_MOS,
  };
}
