/**
 * Whether a listing asks for something or offers it, as the build reads it
 * once: a request (kind `wanted`) and a job to fill (kind `job`) ask, and so
 * does a title that says it looks for something in its own words ("Потрібен
 * сантехнік", "Looking for a nanny"), in any of the three languages — unless
 * what it looks for is work ("Няня шукає роботу", "Ищу работу няней"), which
 * offers one's work. Everything else offers. Of the listings that ask, a job
 * to fill hires: what a query that looks for work wants first. The engine
 * ranks a query's offers and requests by it (engine/relevance.ts).
 */
import type { Kind } from '../schema/common.ts';
import { intentOf } from './text/morphology/roles.ts';
import { tokenize } from './text/tokenize.ts';

/** Whether a listing of `kind` titled `titles` asks for something. */
export function asksFor(kind: Kind, titles: readonly string[]): boolean {
  const intent = intentOf(titles.flatMap((title) => tokenize(title)).map((term) => ({ term, lemmas: [] })));
  if (intent === 'offer' || intent === 'work') return false;
  return intent === 'request' || kind === 'wanted' || kind === 'job';
}

/** Whether a listing of `kind` titled `titles` offers work: a job to fill that asks (`asksFor`). */
export function hires(kind: Kind, titles: readonly string[]): boolean {
  return kind === 'job' && asksFor(kind, titles);
}
