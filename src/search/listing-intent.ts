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
import { HIRING_FLAG, REQUEST_FLAG } from './model.ts';
import { intentOf } from './text/morphology/roles.ts';
import { tokenize } from './text/tokenize.ts';

/** A listing's intent as its flags say it (model.ts): REQUEST_FLAG when it asks, HIRING_FLAG too when it is a job to fill; its titles read once. */
export function intentFlags(kind: Kind, titles: readonly string[]): number {
  const intent = intentOf(titles.flatMap((title) => tokenize(title)).map((term) => ({ term, lemmas: [] })));
  const asks = intent !== 'offer' && intent !== 'work' && (intent === 'request' || kind === 'wanted' || kind === 'job');
  if (!asks) return 0;
  return REQUEST_FLAG | (kind === 'job' ? HIRING_FLAG : 0);
}

/** Whether a listing of `kind` titled `titles` asks for something. */
export function asksFor(kind: Kind, titles: readonly string[]): boolean {
  return (intentFlags(kind, titles) & REQUEST_FLAG) !== 0;
}

/** Whether a listing of `kind` titled `titles` offers work: a job to fill that asks (`asksFor`). */
export function hires(kind: Kind, titles: readonly string[]): boolean {
  return (intentFlags(kind, titles) & HIRING_FLAG) !== 0;
}
