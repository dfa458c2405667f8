/**
 * Held out: judged once; do not read query by query while tuning the search;
 * report only aggregates.
 *
 * The held-out part of ground 2: the classes of queries.ts (read its top
 * comment for what each class means and how to judge), written and judged by
 * someone who does not tune the search, from the listings' text only, before
 * any engine ran on them, with other words and other listings than the
 * development queries use for each phenomenon. The evaluation prints only its
 * totals per class. Write the queries with `judged` of ./queries.ts.
 */
import type { JudgedQuery } from '../queries.ts';
import type { Ground2Class } from './queries.ts';

export const GROUND_2_HELD_OUT_QUERIES: JudgedQuery<Ground2Class>[] = [];
