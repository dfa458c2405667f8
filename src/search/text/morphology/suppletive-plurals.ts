/**
 * A plural made of another word than its singular is one word with it: "дітей" finds "дитина" and "діти",
 * "детьми" the "ребёнок" of the glossary, "людей" "людина". The dictionaries list such a plural and each of
 * its cases as entries of their own, tied to nothing ("детьми" is no form of "дети" there), so a case of it
 * typed reached only that case. The words so made are few and closed in each language: they are listed here,
 * each with its singular and the cases of its plural, and the runtime reads every one as a form of the others
 * (word-forms.ts), as it reads a man's and a woman's word for one occupation.
 */
const GROUPS: readonly (readonly string[])[] = [
  // Ukrainian
  ['дитина', 'діти', 'дітей', 'дітям', 'дітьми', 'дітях'],
  ['людина', 'люди', 'людей', 'людям', 'людьми', 'людях'],
  // Russian
  ['ребёнок', 'ребенок', 'дети', 'детей', 'детям', 'детьми', 'детях'],
  ['человек', 'люди', 'людей', 'людям', 'людьми', 'людях'],
];

const GROUPS_OF = new Map<string, (readonly string[])[]>();
for (const group of GROUPS) for (const word of group) GROUPS_OF.set(word, [...(GROUPS_OF.get(word) ?? []), group]);

/** The other words of a suppletive plural's group a word is of (its singular and its plural's cases), none for any other word. */
export function suppletivePartners(word: string): string[] {
  return [...new Set((GROUPS_OF.get(word) ?? []).flat())].filter((other) => other !== word);
}
