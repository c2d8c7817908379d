// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feedback, isFeedbackHostWanted, registerFeedbackHost } from '@/lib/feedback/feedback';

type Host = Parameters<typeof registerFeedbackHost>[0];

function fakeHost() {
  const shown: unknown[][] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) =>
      void shown.push([kind, ...args]);
  const host = {
    message: { success: record('message.success'), error: record('message.error') },
    notification: { warning: record('notification.warning'), destroy: record('notification.destroy') },
  } as unknown as Host;
  return { host, shown };
}

describe('lib/feedback: the one way to show messages and notifications', () => {
  it('a notice raised before the host has loaded asks for it and is shown, once, when it registers', () => {
    expect(isFeedbackHostWanted()).toBe(false);
    feedback.message.success('Order created PE-77', 2);
    feedback.notification.warning({ title: 'Cannot claim', duration: 3 });
    expect(isFeedbackHostWanted()).toBe(true);
    const { host, shown } = fakeHost();
    const unregister = registerFeedbackHost(host);
    expect(shown).toEqual([
      ['message.success', 'Order created PE-77', 2],
      ['notification.warning', { title: 'Cannot claim', duration: 3 }],
    ]);
    feedback.message.error('Network error');
    expect(shown).toHaveLength(3);
    unregister();
  });

  it('a notification closed by its key is destroyed if shown, and never shown if it still waits', () => {
    feedback.notification.warning({ key: 'created', title: 'Order created' });
    feedback.notification.warning({ title: 'Cannot claim' });
    feedback.notification.close('created');
    const { host, shown } = fakeHost();
    const unregister = registerFeedbackHost(host);
    expect(shown).toEqual([['notification.warning', { title: 'Cannot claim' }]]);
    feedback.notification.warning({ key: 'created', title: 'Order created' });
    feedback.notification.close('created');
    expect(shown.slice(1)).toEqual([
      ['notification.warning', { key: 'created', title: 'Order created' }],
      ['notification.destroy', 'created'],
    ]);
    unregister();
  });

  it('after the host is gone, notices wait again instead of reaching it', () => {
    const { host, shown } = fakeHost();
    registerFeedbackHost(host)();
    feedback.message.error('later');
    expect(shown).toEqual([]);
  });
});
