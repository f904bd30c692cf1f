import type { SnippetPart } from '@partnerly/shared';
import { FOLD_FROM, FOLD_TO } from '../../db/schema/search-text';

const FOLD = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index] ?? letter]));
const WORD = /[\p{L}\p{N}]+/gu;
/** Characters of context before the first hit, and of the whole snippet. */
const BEFORE = 40;
const LENGTH = 160;

/** One character folded as the search index folds it, keeping the text's offsets. */
function foldChar(char: string): string {
  const mapped = FOLD.get(char);
  if (mapped) return mapped;
  const lower = char.toLowerCase();
  return lower.length === char.length ? lower : char;
}

export const foldText = (text: string) => [...text].map(foldChar).join('');

/** The words of a search as typed, folded: letters and digits, at most eight. */
export const searchWords = (query: string) =>
  [...new Set(foldText(query).match(WORD) ?? [])].slice(0, 8);

/** Every word must be there, each as a prefix: `to_tsquery` syntax from letters and digits only. */
export const prefixQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

/**
 * The part of a message around its first match, as pieces with the matching words marked:
 * structure the client renders as text, so no message can inject markup (decision 059).
 */
export function snippetOf(text: string, words: string[]): SnippetPart[] {
  const folded = foldText(text);
  const hits: [number, number][] = [];
  for (const match of folded.matchAll(WORD)) {
    if (words.some((word) => match[0].startsWith(word))) {
      hits.push([match.index, match.index + match[0].length]);
    }
  }
  const first = hits[0]?.[0] ?? 0;
  // A short message is shown whole; a long one from a little before its first match.
  let start = Math.max(0, Math.min(first - BEFORE, text.length - LENGTH));
  // Start at a word's beginning rather than in its middle.
  if (start > 0) start = text.slice(start, first).search(/\s/) + start + 1 || first;
  const end = Math.min(text.length, start + LENGTH);
  const parts: SnippetPart[] = [];
  const push = (piece: string, hit: boolean) => {
    if (piece) parts.push({ text: piece, hit });
  };
  let at = start;
  for (const [from, to] of hits) {
    if (to <= start || from >= end) continue;
    push(text.slice(at, Math.max(at, from)), false);
    push(text.slice(Math.max(at, from), Math.min(to, end)), true);
    at = Math.min(to, end);
  }
  push(text.slice(at, end), false);
  if (start > 0) parts.unshift({ text: '…', hit: false });
  if (end < text.length) parts.push({ text: '…', hit: false });
  return parts;
}
