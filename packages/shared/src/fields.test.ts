import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, multiLine, requiredText, singleLine, trimmedLine } from './fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text builders', () => {
  it.each(['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\nb', 'a\tb'])(
    'refuse %j on one line',
    (value) => {
      expect(messagesOf(singleLine().safeParse(value))).toEqual([CONTROL_CHARACTERS]);
      expect(messagesOf(requiredText(10).safeParse(value))).toEqual([CONTROL_CHARACTERS]);
    },
  );

  it('drops a pasted line break around one-line text rather than refusing it', () => {
    expect(requiredText(10).parse('\tada\r\n')).toBe('ada');
    expect(trimmedLine().parse(' ada\n')).toBe('ada');
  });

  it('keeps line breaks and tabs in multi-line text, but not NUL', () => {
    expect(multiLine(50).parse(' one\r\n\ttwo ')).toBe('one\r\n\ttwo');
    expect(messagesOf(multiLine(50).safeParse('one\u0000two'))).toEqual([CONTROL_CHARACTERS]);
  });

  it('accepts ordinary text in any script, emoji included', () => {
    expect(requiredText(50).parse('  Zoë, 東京 🎉 ')).toBe('Zoë, 東京 🎉');
  });
});
