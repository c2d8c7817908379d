import { api, unwrap } from '@/lib/api/api';
import { ApiError } from '@/lib/errors/app-errors';
import { putFile } from '@/lib/upload/put-file';
import { recordingFormat } from '../sip/call-recorder';

/** Waits between attempts: a minute and a half of retries covers a gateway restart or a short outage. */
export const RECORDING_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 60_000];

export type RecordingUploadOptions = {
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  report?: (error: Error) => void;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Refusals that a retry cannot change: no call waits for this recording, or it has one. */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * The recording of a lead call to its call record (decision 1441): a signed link for the agent's
 * newest call to the lead, then the bytes PUT to it. Runs after the hang-up, beside the next call:
 * nothing waits for it. A failed attempt is retried with a fresh link after each delay; a refusal
 * that will not change (404, 409) and the last failure are reported. Resolves true once stored.
 */
export async function uploadCallRecording(
  leadId: number,
  recording: Blob,
  options: RecordingUploadOptions = {},
): Promise<boolean> {
  const delays = options.delays ?? RECORDING_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt++) {
    try {
      const link = unwrap(
        await api().POST('/module/resources/api/v1/cdr/recordings', {
          body: { leadId, format: recordingFormat(recording.type) },
        }),
      );
      await putFile(link.uploadUrl, recording);
      return true;
    } catch (error) {
      const delay = delays[attempt];
      if (isFinal(error) || delay === undefined) {
        options.report?.(error instanceof Error ? error : new Error(String(error)));
        return false;
      }
      await sleep(delay);
    }
  }
}
