import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv';

describe('csvCell', () => {
  it('quotes a cell with a comma, a quote or a line break', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('turns a text that a spreadsheet would run as a formula into text', () => {
    for (const formula of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx']) {
      expect(csvCell(formula).startsWith(`'`) || csvCell(formula).startsWith(`"'`)).toBe(true);
    }
    // A negative number is a number, not a formula.
    expect(csvCell(-1)).toBe('-1');
  });
});

it('csvOf writes CRLF lines', () => {
  expect(
    csvOf([
      ['a', 1],
      ['b', 2],
    ]),
  ).toBe('a,1\r\nb,2\r\n');
});
