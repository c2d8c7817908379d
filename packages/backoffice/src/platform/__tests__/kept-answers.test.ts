/**
 * keptAnswers against a real stale-answer channel: notices arrive as the LISTEN connection hands
 * them over (`heard`), hearing is gained and lost as the connection comes and goes, and a counted
 * read stands for the statement a kept answer saves.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptAnswers, type StaleAnswers, type StaleTopic, staleAnswersOf } from '../stale-answers.js';

/** A fresh channel (one per database handle) that hears the notices. */
function hearingChannel(): StaleAnswers {
  const stale = staleAnswersOf({});
  stale.connected();
  return stale;
}

const notice = (stale: StaleAnswers, topic: StaleTopic, keys: number[] | null) =>
  stale.heard(JSON.stringify({ topic, keys }));

/** A read that answers `answer` and counts how often it was asked. */
function counted<V>(answer: (key: unknown) => V) {
  const asked: unknown[] = [];
  return {
    asked,
    read: (key: unknown) => () => {
      asked.push(key);
      return Promise.resolve(answer(key));
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('keptAnswers', () => {
  it('keeps an answer while the channel is heard, until its heard lifetime runs out', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string>(stale, 'account-blocked', { heardTtlMs: 60_000 });
    const db = counted((key) => `answer ${key}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await kept.get(1, db.read(1))).toBe('answer 1');
    vi.setSystemTime(Date.now() + 59_000);
    expect(await kept.get(1, db.read(1))).toBe('answer 1');
    expect(db.asked).toEqual([1]);
    vi.setSystemTime(Date.now() + 2_000);
    await kept.get(1, db.read(1));
    expect(db.asked).toEqual([1, 1]);
  });

  it('keeps nothing while deaf unless given a deaf lifetime, and then only for it', async () => {
    const deaf = staleAnswersOf({});
    const never = keptAnswers<string>(deaf, 'account-blocked');
    const brief = keptAnswers<string>(deaf, 'group-rules', { deafTtlMs: 5_000 });
    const db = counted((key) => `answer ${key}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await never.get(1, db.read('never'));
    await never.get(1, db.read('never'));
    await brief.get(1, db.read('brief'));
    vi.setSystemTime(Date.now() + 4_000);
    await brief.get(1, db.read('brief'));
    expect(db.asked).toEqual(['never', 'never', 'brief']);
    vi.setSystemTime(Date.now() + 2_000);
    await brief.get(1, db.read('brief'));
    expect(db.asked).toEqual(['never', 'never', 'brief', 'brief']);
  });

  it('forgets every answer when hearing is lost or regained: notices may have been missed', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string>(stale, 'account-blocked', { deafTtlMs: 5_000 });
    const db = counted((key) => `answer ${key}`);
    await kept.get(1, db.read(1));
    stale.lost();
    await kept.get(1, db.read(1));
    await kept.get(1, db.read(1)); // kept the deaf while
    stale.connected();
    await kept.get(1, db.read(1));
    expect(db.asked).toEqual([1, 1, 1]);
  });

  it('answers a different variant of a key by reading it, and keeps that one instead', async () => {
    const kept = keptAnswers<string>(hearingChannel(), 'group-rules');
    const db = counted((key) => `answer ${key}`);
    expect(await kept.get(1, db.read('pe'), 'pe')).toBe('answer pe');
    expect(await kept.get(1, db.read('pe,cl'), 'pe,cl')).toBe('answer pe,cl');
    expect(await kept.get(1, db.read('pe,cl'), 'pe,cl')).toBe('answer pe,cl');
    expect(await kept.get(1, db.read('pe'), 'pe')).toBe('answer pe');
    expect(db.asked).toEqual(['pe', 'pe,cl', 'pe']);
  });

  it('by key: a notice forgets the answers of the keys it names, or all of them when it names none', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string>(stale, 'group-rules');
    const db = counted((key) => `answer ${key}`);
    for (const key of [1, 2, 3]) await kept.get(key, db.read(key));
    notice(stale, 'group-rules', [2]);
    notice(stale, 'account-blocked', [3]); // another topic's notice
    for (const key of [1, 2, 3]) await kept.get(key, db.read(key));
    expect(db.asked).toEqual([1, 2, 3, 2]);
    notice(stale, 'group-rules', null);
    for (const key of [1, 2, 3]) await kept.get(key, db.read(key));
    expect(db.asked).toEqual([1, 2, 3, 2, 1, 2, 3]);
  });

  it('by value: a notice forgets the answers that are one of its ids, whatever their key', async () => {
    const stale = hearingChannel();
    const webmasterOf: Record<string, number> = { 'hash-a': 7, 'hash-b': 7, 'hash-c': 8 };
    const kept = keptAnswers<string, number>(stale, 'webmaster-keys', { forgets: 'by-value' });
    const db = counted((hash) => webmasterOf[hash as string] as number);
    for (const hash of Object.keys(webmasterOf)) await kept.get(hash, db.read(hash));
    notice(stale, 'webmaster-keys', [7]);
    for (const hash of Object.keys(webmasterOf)) await kept.get(hash, db.read(hash));
    expect(db.asked).toEqual(['hash-a', 'hash-b', 'hash-c', 'hash-a', 'hash-b']);
  });

  it('all: any notice of the topic forgets every answer', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string, string>(stale, 'offers', { forgets: 'all' });
    const db = counted((id) => `offer ${id}`);
    await kept.get('A', db.read('A'));
    await kept.get('B', db.read('B'));
    notice(stale, 'offers', [1]);
    await kept.get('A', db.read('A'));
    await kept.get('B', db.read('B'));
    expect(db.asked).toEqual(['A', 'B', 'A', 'B']);
  });

  it('answers a read that a notice of the topic overtook, but does not keep it', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string>(stale, 'account-blocked');
    let finish: (answer: string) => void = () => {};
    const racing = kept.get(1, () => new Promise<string>((resolve) => (finish = resolve)));
    notice(stale, 'account-blocked', [2]); // about another key: the read may still predate a write
    finish('read before the notice');
    expect(await racing).toBe('read before the notice');
    const db = counted(() => 'read after');
    expect(await kept.get(1, db.read(1))).toBe('read after');
    expect(await kept.get(1, db.read(1))).toBe('read after');
    expect(db.asked).toEqual([1]);
  });

  it('keeps a read that only another topic’s notice overtook', async () => {
    const stale = hearingChannel();
    const kept = keptAnswers<string>(stale, 'account-blocked');
    let finish: (answer: string) => void = () => {};
    const racing = kept.get(1, () => new Promise<string>((resolve) => (finish = resolve)));
    notice(stale, 'group-rules', [1]);
    finish('kept');
    await racing;
    const db = counted(() => 'not asked');
    expect(await kept.get(1, db.read(1))).toBe('kept');
    expect(db.asked).toEqual([]);
  });

  it('never keeps an answer `keeps` refuses (a refusal is asked again each time)', async () => {
    const kept = keptAnswers<string, number | undefined>(hearingChannel(), 'webmaster-keys', {
      forgets: 'by-value',
      keeps: (answer) => answer !== undefined,
    });
    const db = counted((hash) => (hash === 'known' ? 7 : undefined));
    expect(await kept.get('unknown', db.read('unknown'))).toBeUndefined();
    expect(await kept.get('unknown', db.read('unknown'))).toBeUndefined();
    expect(await kept.get('known', db.read('known'))).toBe(7);
    expect(await kept.get('known', db.read('known'))).toBe(7);
    expect(db.asked).toEqual(['unknown', 'unknown', 'known']);
  });

  it('holds at most maxEntries answers: a new key past it forgets them all', async () => {
    const kept = keptAnswers<string>(hearingChannel(), 'account-blocked', { maxEntries: 2 });
    const db = counted((key) => `answer ${key}`);
    await kept.get(1, db.read(1));
    await kept.get(2, db.read(2));
    await kept.get(2, db.read(2), 'another variant'); // the same key: nothing forgotten
    await kept.get(1, db.read(1));
    await kept.get(3, db.read(3));
    await kept.get(3, db.read(3));
    await kept.get(1, db.read(1));
    expect(db.asked).toEqual([1, 2, 2, 3, 1]);
  });

  it('forget and clear drop answers in this process only when asked', async () => {
    const kept = keptAnswers<string>(hearingChannel(), 'account-blocked');
    const db = counted((key) => `answer ${key}`);
    await kept.get(1, db.read(1));
    await kept.get(2, db.read(2));
    kept.forget([1]);
    await kept.get(1, db.read(1));
    await kept.get(2, db.read(2));
    kept.clear();
    await kept.get(2, db.read(2));
    expect(db.asked).toEqual([1, 2, 1, 2]);
  });
});
