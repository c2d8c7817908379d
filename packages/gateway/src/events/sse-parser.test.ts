import { describe, expect, it } from 'vitest';
import { type SseMessage, SseParser } from './sse-parser.js';

function parse(chunks: string[]): { messages: SseMessage[]; parser: SseParser } {
  const messages: SseMessage[] = [];
  const parser = new SseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

describe('SseParser', () => {
  it('reads id, event and data of a stream split at arbitrary points', () => {
    const stream =
      'retry: 1000\n: connected\n\nid: 7\nevent: task.assigned\ndata: {"id":7}\n\nid: 8\ndata: a\ndata: b\n\n';
    const whole = parse([stream]).messages;
    expect(whole).toEqual([
      { id: '7', event: 'task.assigned', data: '{"id":7}' },
      { id: '8', event: 'message', data: 'a\nb' },
    ]);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)]).messages).toEqual(whole);
    }
  });

  it('accepts CRLF and CR line ends, including a CRLF split between chunks', () => {
    expect(parse(['id: 1\r', '\ndata: x\r\n\r\n', 'data: y\r\r', ': keep-alive\n']).messages).toEqual([
      { id: '1', event: 'message', data: 'x' },
      { id: '1', event: 'message', data: 'y' },
    ]);
  });

  it('keeps the last id even from a message without data, and dispatches nothing for it', () => {
    const { messages, parser } = parse(['id: 42\n\n']);
    expect(messages).toEqual([]);
    expect(parser.lastEventId).toBe('42');
  });

  it('waits for the blank line before dispatching', () => {
    const { messages } = parse(['id: 3\ndata: {}\n']);
    expect(messages).toEqual([]);
  });
});
