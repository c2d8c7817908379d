import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../../testing/build.js';

describe('test clock control', () => {
  let t: TestBackoffice;
  beforeAll(async () => {
    delete process.env.TEST_CLOCK;
    t = await buildTestBackoffice();
  });
  afterAll(async () => t.close());

  it('is not mounted without TEST_CLOCK=1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/testing/api/v1/clock',
      payload: { offsetSeconds: 60 },
    });
    expect(res.statusCode).toBe(404);
  });
});
