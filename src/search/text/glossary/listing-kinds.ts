/**
 * The kinds of listing (the schema's `kind`) a word names: "вакансії" and
 * "vacancy" name job postings, "events" and "події" events, "житло" housing. A listing of
 * such a kind is about it whether or not its text says the word ("Bookkeeper
 * wanted" is a job): the build indexes it under its kind's term
 * (build/listing-kinds.ts), and a query word that names the kind reaches that
 * term (the `kind` step, match-steps.ts).
 *
 * A kind names the concepts (concepts.ts) whose words, in any language, name
 * it, by each concept's first Ukrainian word. Only the kinds people name by a
 * word that means nothing else: a vacancy, an event, housing. "Робота", "work"
 * and "job" also name one's own work ("шукаю роботу" is said by those who
 * offer it, roles.ts), "послуги" and "services" are said of every trade ("X
 * services") and would make a word of the phrase that says nothing required;
 * a business, a wanted ad or a notice has no word that means all of them
 * ("оголошення" is every listing; "авто" is a car, not a truck or a boat).
 * Selling does: "sale", "продаж", "продается" name what is sold, a
 * classified or a vehicle, said or not ("truck for sale" is the truck
 * offered, never the school that trains its drivers).
 */
import type { Kind } from '../../../schema/common.ts';

export interface ListingKind {
  kind: Kind;
  /** The first Ukrainian word of each concept whose words name the kind. */
  concepts: readonly string[];
}

export const LISTING_KINDS: readonly ListingKind[] = [
  { kind: 'job', concepts: ['вакансія'] },
  { kind: 'event', concepts: ['подія'] },
  { kind: 'housing', concepts: ['житло'] },
  { kind: 'classified', concepts: ['продаж'] },
  { kind: 'vehicle', concepts: ['продаж'] },
];
