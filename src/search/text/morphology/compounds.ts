/**
 * Words made of a combining form and a word ("автоинструктор",
 * "електромонтажник", "фотостудія", "мікроавтобус"): each names a kind of what
 * its second part names, so a query for the part ("інструктора", "монтажник")
 * finds it (the `compound` step, match-steps.ts). The combining forms are the
 * languages' own closed set of technical first parts, the same in Ukrainian
 * and Russian spelling; the part must be five letters or more, so that a
 * word that only begins like a compound ("автор", "автобус", "телефон",
 * "мотор") has no part a query would type.
 */

/** The combining forms, Ukrainian and Russian spellings both; the longest that begins a word is taken. */
const COMBINING_FORMS = [
  'авто', 'авіа', 'авиа', 'агро', 'аудіо', 'аудио', 'біо', 'био', 'вело', 'відео', 'видео', 'гідро', 'гидро',
  'еко', 'эко', 'електро', 'электро', 'кіно', 'кино', 'мікро', 'микро', 'міні', 'мини', 'мото', 'радіо', 'радио',
  'теле', 'термо', 'фото',
].sort((a, b) => b.length - a.length);

/** The fewest letters of a compound's second part. */
const PART_MIN_LENGTH = 5;

/** The second part of a Cyrillic word made with a combining form ("инструктор" of "автоинструктор"); null for any other word. */
export function compoundPart(term: string): string | null {
  for (const form of COMBINING_FORMS) {
    if (term.startsWith(form) && [...term].length - form.length >= PART_MIN_LENGTH) return term.slice(form.length);
  }
  return null;
}
