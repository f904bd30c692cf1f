import { describe, expect, it } from 'vitest';
import type { DialogueData, MessageData } from '@partnerly/shared';
import { byLatest, lastMessages, listTime } from './chat-lists';

const dialogue = (id: number): DialogueData => ({ id, username: `u${id}`, pp: null, spam: false });
const message = (id: number, dialogueId: number): MessageData => ({
  id,
  sender: 'ada',
  receiver: 'bob',
  text: `m${id}`,
  date: '2026-11-26T10:00:00.000Z',
  dialogue: dialogueId,
  client_id: null,
});

describe('the conversation list', () => {
  it('takes each conversation’s newest message and puts the newest activity first', () => {
    const last = lastMessages([message(1, 10), message(5, 20), message(3, 10), message(2, 20)]);
    expect(last.get(10)?.id).toBe(3);
    expect(last.get(20)?.id).toBe(5);
    expect(byLatest([dialogue(30), dialogue(10), dialogue(20), dialogue(40)], last)).toEqual([
      dialogue(20),
      dialogue(10),
      dialogue(30),
      dialogue(40),
    ]);
  });

  it('writes the time today, the weekday this week, the day before that', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    expect(listTime(new Date(2026, 10, 26, 9, 5).toISOString(), now, 'en-GB')).toBe('09:05');
    expect(listTime(new Date(2026, 10, 23, 9, 5).toISOString(), now, 'en-GB')).toBe('Mon');
    expect(listTime(new Date(2026, 9, 2, 9, 5).toISOString(), now, 'en-GB')).toBe('2 Oct');
    expect(listTime(new Date(2025, 9, 2, 9, 5).toISOString(), now, 'en-GB')).toBe('2 Oct 2025');
  });
});
