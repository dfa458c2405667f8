/** Small helpers for composing bilingual text: phrases, capitals, articles, digits, slugs, apostrophes. */

/** The same thing said in English and in Ukrainian. */
export interface Phrase { readonly en: string; readonly uk: string }
export const p = (en: string, uk: string): Phrase => ({ en, uk });

/** Upper-cases the first letter, except in words like "iPhone" whose case is the brand's. */
export const cap = (s: string): string => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** English indefinite article by spelling, which is right for every word used here. */
export const withArticle = (s: string): string => `${/^[aeiou]/i.test(s) ? 'an' : 'a'} ${s}`;

/** Thousands grouping without Intl, so output never depends on the machine's ICU. */
export function groupDigits(n: number, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** ASCII handle for e-mails, URLs and slugs: accents folded, everything else a hyphen. */
export function slugify(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Real exports mix the typographic apostrophe with the ASCII one and the modifier letter. */
type ApostropheStyle = '’' | "'" | 'ʼ';
export const withApostrophe = (text: string, style: ApostropheStyle): string =>
  style === '’' ? text : text.replaceAll('’', style);
