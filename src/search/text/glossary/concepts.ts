/**
 * The glossary of the listing domain: concepts that community listings name, each in Ukrainian, Russian and
 * English. A group holds words that name the same thing (translations and true synonyms; an agent noun with
 * its service, "plumber" and "plumbing"), so that a query in one language reaches listings written in another.
 * Words are dictionary forms only (nominative singular, infinitive, English base form); the search finds their
 * other forms. They are written as the search writes a word: lowercase, Ukrainian apostrophes left out
 * ("компютер"), hyphenated words glued ("parttime"). A two-word phrase is matched as two words side by side (build/phrases.ts); a longer one is kept for the reader.
 * The list is written from the domain, as a search operator's synonyms file is, not from any query.
 * To add a concept: one line in its domain's file (`concepts/`), the three languages, only words a reader
 * would take as the same thing — never mere associations ("sink" or "pipe" for "plumber"; those are concepts of their own if useful).
 */
export interface Concept {
  uk: readonly string[];
  ru: readonly string[];
  en: readonly string[];
}

import { TRADES } from './concepts/trades.ts';
import { SERVICES } from './concepts/services.ts';
import { HEALTH } from './concepts/health.ts';
import { EDUCATION } from './concepts/education.ts';
import { JOBS } from './concepts/jobs.ts';
import { HOUSING } from './concepts/housing.ts';
import { VEHICLES } from './concepts/vehicles.ts';
import { GOODS } from './concepts/goods.ts';
import { DOCUMENTS } from './concepts/documents.ts';
import { COMMUNITY } from './concepts/community.ts';
import { FOOD } from './concepts/food.ts';
import { PLACES } from './concepts/places.ts';

/** Every concept, the domains in the order they were written (each domain its own file in `concepts/`). */
export const CONCEPTS: readonly Concept[] = [
  ...TRADES,
  ...SERVICES,
  ...HEALTH,
  ...EDUCATION,
  ...JOBS,
  ...HOUSING,
  ...VEHICLES,
  ...GOODS,
  ...DOCUMENTS,
  ...COMMUNITY,
  ...FOOD,
  ...PLACES,
];
