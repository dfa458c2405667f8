/** list_categories: GET /api/v1/categories as a tool. */
import { z } from 'zod';
import { CategoriesQuery } from '../../schema/search.ts';
import { CategoriesEnvelope } from '../../schema/category.ts';
import type { ToolDefinition } from '../tool.ts';

const ListCategoriesInput = z.strictObject(CategoriesQuery.shape);

export const listCategories: ToolDefinition<z.infer<typeof ListCategoriesInput>> = {
  name: 'list_categories',
  title: 'List categories',
  description: [
    'Lists the listing categories with their English and Ukrainian names, sorted by English name.',
    'Use it to find a category `slug` to pass as `category` to search_listings, and the listing kinds each category allows.',
    '`kind` keeps only the categories that allow that kind (for example `job` or `event`). The list changes rarely: call it once and reuse it.',
  ].join(' '),
  input: ListCategoriesInput,
  output: CategoriesEnvelope,
  run: (api, args) => api.categories(args),
};
