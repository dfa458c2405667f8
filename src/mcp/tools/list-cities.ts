/** list_cities: GET /api/v1/cities as a tool. */
import { z } from 'zod';
import { CitiesQuery } from '../../schema/search.ts';
import { CitiesEnvelope } from '../../schema/city.ts';
import type { ToolDefinition } from '../tool.ts';

const ListCitiesInput = z.strictObject(CitiesQuery.shape);

export const listCities: ToolDefinition<z.infer<typeof ListCitiesInput>> = {
  name: 'list_cities',
  title: 'List cities',
  description: [
    'Lists the enabled cities (US and Canada) that listings can be searched in, sorted by English name.',
    'Use it first to find a city\'s `key` (for example when the user names a city): pass that key as `city` to search_listings.',
    '`q` matches part of the English name, ignoring case and accents ("montreal" finds Montréal); `country` is US or CA.',
    'Each city also gives its default currency and its Ukrainian and English pages (`urls`). The list is short and changes rarely: call it once and reuse it.',
  ].join(' '),
  input: ListCitiesInput,
  output: CitiesEnvelope,
  run: (api, args) => api.cities(args),
};
