/**
 * Ground 2's development part: the queries of queries.ts, then the further ones
 * of more-queries.ts, written and judged apart on the same listings.
 */
import type { JudgedQuery } from '../queries.ts';
import { GROUND_2_MORE_QUERIES } from './more-queries.ts';
import { GROUND_2_QUERIES, type Ground2Class } from './queries.ts';

export const GROUND_2_DEV: JudgedQuery<Ground2Class>[] = [...GROUND_2_QUERIES, ...GROUND_2_MORE_QUERIES];
