import { describe, expect, it } from 'vitest';
import type { AttachmentData, DialogueData, MessageData } from '@partnerly/shared';
import { byLatest, lastMessages, listTime, previewOf } from './chat-lists';

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

  it('writes the day first in American English too, as every other date (issue 51)', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    expect(listTime(new Date(2026, 9, 2, 9, 5).toISOString(), now, 'en-US')).toBe('2 Oct');
    expect(listTime(new Date(2025, 9, 2, 9, 5).toISOString(), now, 'en-US')).toBe('2 Oct 2025');
  });
});

describe('previewOf', () => {
  const file = (kind: AttachmentData['kind']): AttachmentData => ({
    id: 1,
    kind,
    name: 'f',
    size: 1,
  });
  it.each([
    ['text', 'See the brief', [file('pdf')], 'See the brief'],
    ['one photo', '', [file('image')], 'Photo'],
    ['one PDF', '', [file('pdf')], 'PDF'],
    ['photos', '', [file('image'), file('image'), file('image')], '3 photos'],
    ['PDFs', '', [file('pdf'), file('pdf')], '2 PDFs'],
    ['both', '', [file('pdf'), file('image')], '2 files'],
  ])('shows %s', (_name, text, attachments, preview) => {
    expect(previewOf({ ...message(1, 1), text, attachments })).toBe(preview);
  });
});
