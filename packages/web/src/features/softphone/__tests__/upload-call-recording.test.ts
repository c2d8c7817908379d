import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@/lib/api/api';
import { createApiClient } from '@/lib/api/client';
import { server } from '@/testing/server';
import { uploadCallRecording } from '../api/upload-call-recording';

const ORIGIN = 'http://localhost:3000';
const UPLOAD = `${ORIGIN}/module/resources/files/recordings/call-7-00112233aabbccdd.webm?expires=1&signature=s`;

beforeEach(() => {
  setApiClient(
    createApiClient({
      baseUrl: ORIGIN,
      getAccessToken: async () => 'token-1',
      getLanguage: () => 'en',
      policy: { timeoutMs: 5_000, retries: 0, retryDelayMs: 1 },
    }),
  );
});

/** The back-office's two steps, with the PUT failing `failures` times first. */
function backoffice({ failures = 0, link = 200 } = {}) {
  const asked: unknown[] = [];
  const stored: { url: string; type: string | null; authorization: string | null }[] = [];
  let left = failures;
  server.use(
    http.post('*/module/resources/api/v1/cdr/recordings', async ({ request }) => {
      asked.push(await request.json());
      if (link !== 200) return HttpResponse.json({ message: 'No call to this lead is waiting' }, { status: link });
      return HttpResponse.json({ callAudioSrc: 'call-7-00112233aabbccdd.webm', uploadUrl: UPLOAD });
    }),
    http.put('*/module/resources/files/recordings/:key', async ({ request }) => {
      if (left-- > 0) return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
      // (jsdom's XMLHttpRequest does not hand a Blob's bytes to MSW; the e2e test checks the bytes.)
      stored.push({
        url: request.url,
        type: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json({ callAudioSrc: 'call-7-00112233aabbccdd.webm', size: 10 }, { status: 201 });
    }),
  );
  return { asked, stored };
}

const recording = () => new Blob(['opus-bytes'], { type: 'audio/webm;codecs=opus' });

describe('uploading a call’s recording (issue 14, decision 1441)', () => {
  it('CDR-12 asks for a signed link for the lead’s call and PUTs the recording there, the signature as its only credential', async () => {
    const { asked, stored } = backoffice();
    expect(await uploadCallRecording(42, recording())).toBe(true);
    expect(asked).toEqual([{ leadId: 42, format: 'webm' }]);
    expect(stored).toEqual([{ url: UPLOAD, type: 'audio/webm;codecs=opus', authorization: null }]);
  });

  it('retries a failed upload with a fresh link after each delay, then gives up and reports', async () => {
    const { asked, stored } = backoffice({ failures: 2 });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await uploadCallRecording(42, recording(), { delays: [5, 50, 500], sleep })).toBe(true);
    expect(waits).toEqual([5, 50]);
    expect(asked).toHaveLength(3);
    expect(stored).toHaveLength(1);

    const reports: Error[] = [];
    backoffice({ failures: 10 });
    expect(await uploadCallRecording(42, recording(), { delays: [1, 1], sleep, report: (e) => reports.push(e) })).toBe(
      false,
    );
    expect(reports).toHaveLength(1);
  });

  it('stops at once when no call waits for the recording (404): a retry cannot change that', async () => {
    const { asked } = backoffice({ link: 404 });
    const reports: Error[] = [];
    const waits: number[] = [];
    const result = await uploadCallRecording(42, recording(), {
      sleep: async (ms) => void waits.push(ms),
      report: (e) => reports.push(e),
    });
    expect(result).toBe(false);
    expect(asked).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(reports[0]?.message).toBe('No call to this lead is waiting');
  });
});
