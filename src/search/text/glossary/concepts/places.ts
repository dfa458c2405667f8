/**
 * Places people name by an abbreviation ("NY", "NJ", "BC", "GTA") or by a
 * name of two words that one word spells in the other script ("New York",
 * "Нью-Йорк", read as "ньюйорк"): the states, provinces and cities of the
 * diaspora's listings. A place whose name one word spells in both scripts
 * ("Toronto", "Торонто") needs none: the other script reaches it. Two-letter
 * codes that are words of their own ("on", "in", "or", "me", "pa", "la", "us")
 * are left out: typed, they are those words.
 */
import type { Concept } from '../concepts.ts';

export const PLACES: readonly Concept[] = [
  // The United States
  { uk: ['ньюйорк'], ru: ['ньюйорк'], en: ['newyork', 'new york', 'ny', 'nyc'] },
  { uk: ['ньюджерсі'], ru: ['ньюджерси'], en: ['newjersey', 'new jersey', 'nj'] },
  { uk: ['лосанджелес'], ru: ['лосанджелес'], en: ['losangeles', 'los angeles'] },
  { uk: ['санфранциско'], ru: ['санфранциско'], en: ['sanfrancisco', 'san francisco', 'sf'] },
  { uk: ['сандієго'], ru: ['сандиего'], en: ['sandiego', 'san diego'] },
  { uk: ['джерсісіті'], ru: ['джерсисити'], en: ['jerseycity', 'jersey city'] },
  { uk: ['солтлейксіті'], ru: ['солтлейксити'], en: ['saltlakecity', 'salt lake city'] },
  { uk: ['філадельфія'], ru: ['филадельфия'], en: ['philadelphia', 'philly'] },
  { uk: ['іллінойс'], ru: ['иллинойс'], en: ['illinois', 'il'] },
  { uk: ['флорида'], ru: ['флорида'], en: ['florida', 'fl'] },
  { uk: ['техас'], ru: ['техас'], en: ['texas', 'tx'] },
  { uk: ['пенсильванія'], ru: ['пенсильвания'], en: ['pennsylvania'] },
  { uk: ['каліфорнія'], ru: ['калифорния'], en: ['california', 'cali'] },
  { uk: ['вашингтон'], ru: ['вашингтон'], en: ['washington', 'dc', 'wa'] },
  // Canada
  { uk: ['онтаріо'], ru: ['онтарио'], en: ['ontario'] },
  { uk: ['торонто'], ru: ['торонто'], en: ['toronto', 'gta'] },
  { uk: ['квебек'], ru: ['квебек'], en: ['quebec', 'québec', 'qc'] },
  { uk: ['британська колумбія'], ru: ['британская колумбия'], en: ['british columbia', 'bc'] },
  { uk: ['альберта'], ru: ['альберта'], en: ['alberta', 'ab'] },
  { uk: ['манітоба'], ru: ['манитоба'], en: ['manitoba', 'mb'] },
  { uk: ['саскачеван'], ru: ['саскачеван'], en: ['saskatchewan', 'sk'] },
  { uk: ['нова шотландія'], ru: ['новая шотландия'], en: ['nova scotia', 'ns'] },
];
