import unhomoglyph from 'unhomoglyph';

/**
 * The ways one message is read before the off-platform patterns look at it (issue 46, case
 * 18): what the sender can disguise without the receiver reading it any differently.
 */
export interface Readings {
  /** Lower case, no accents, no invisible characters, look-alike letters as Latin ones. */
  plain: string;
  /** `plain` with letters spelled out one by one joined again ("w h a t s a p p"). */
  joined: string;
  /** `plain` with digits written as words or with o for 0 ("five five five", "o12") as digits. */
  digits: string;
}

/**
 * Characters that draw nothing: formatting ones (Cf: zero-width spaces and joiners, bidi
 * controls, soft hyphens) and the Hangul fillers, letters by category but blank on screen.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Unicode's confusables (UTS #39's table, through unhomoglyph) for what is not ASCII: a Cyrillic
 * "а" reads as "a". ASCII is left alone, because the table's own prototypes would change the
 * words the patterns are written in ("m" is "rn" there, "0" is "O").
 */
const lookAlike = (text: string) =>
  text.replace(/[^\p{ASCII}]/gu, (character) => unhomoglyph(character));

function plainOf(text: string): string {
  const decomposed = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(INVISIBLE, '')
    .toLowerCase();
  // Only runs that are not already one space are replaced: most text has none (and it is cheaper).
  return lookAlike(decomposed)
    .toLowerCase()
    .replace(/(?! )\s+| \s+/g, ' ');
}

/** What may stand between letters spelled one by one: spaces and light punctuation. */
const SPELLING_GAP = /[\s.\-_*·•|/+,~]+/u.source;
/** Three or more single letters in a row ("w h a t s", "t.e.l.e"), each standing alone. */
const SPELLED = new RegExp(`(?<![a-z0-9])[a-z](?:${SPELLING_GAP}[a-z](?![a-z0-9])){2,}`, 'g');

const joinedOf = (plain: string) =>
  plain.replace(SPELLED, (letters) => letters.replace(new RegExp(SPELLING_GAP, 'gu'), ''));

/** Digits as words in the six languages, plus English "oh"; accents already gone. */
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
  [
    ['zero', 'oh', 'cero', 'null', 'sifir'],
    ['one', 'uno', 'um', 'un', 'une', 'eins', 'bir'],
    ['two', 'dos', 'dois', 'duas', 'deux', 'zwei', 'iki'],
    ['three', 'tres', 'trois', 'drei', 'uc'],
    ['four', 'cuatro', 'quatro', 'quatre', 'vier', 'dort'],
    ['five', 'cinco', 'cinq', 'funf', 'bes'],
    ['six', 'seis', 'sechs', 'alti'],
    ['seven', 'siete', 'sete', 'sept', 'sieben', 'yedi'],
    ['eight', 'ocho', 'oito', 'huit', 'acht', 'sekiz'],
    ['nine', 'nueve', 'nove', 'neuf', 'neun', 'dokuz'],
  ].flatMap((words, digit) => words.map((word) => [word, String(digit)])),
);
const DIGIT_WORD = new RegExp(`\\b(${Object.keys(DIGIT_WORDS).join('|')})\\b,?`, 'g');

/**
 * Digits in disguise: number words become digits, and in a group of digits the letter o is a
 * 0 ("O12"). Phone numbers are then found as if typed; a word alone stays a single digit, far
 * from the nine a phone number needs.
 */
function digitsOf(plain: string): string {
  const spelled = plain.replace(DIGIT_WORD, (_word, name: string) => `${DIGIT_WORDS[name]} `);
  return /\do|o\d/.test(spelled)
    ? spelled.replace(/(?<![a-z])[\do]*\d[\do]*(?![a-z])/g, (group) => group.replace(/o/g, '0'))
    : spelled;
}

/** The readings of a message's text. */
export function readingsOf(text: string): Readings {
  const plain = plainOf(text);
  return { plain, joined: joinedOf(plain), digits: digitsOf(plain) };
}
