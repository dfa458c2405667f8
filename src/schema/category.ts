import { z } from 'zod';
import { Kind, Slug } from './common.ts';

export const Category = z.object({
  slug: Slug,
  nameEn: z.string().min(1),
  nameUk: z.string().min(1),
  allowedKinds: z.array(Kind).min(1),
  defaultKind: Kind,
}).meta({ id: 'Category', description: 'A listing category, named in English and Ukrainian.' });
export type Category = z.infer<typeof Category>;

export const CategoriesEnvelope = z.object({
  items: z.array(Category),
  total: z.int().min(0),
}).meta({ id: 'Categories' });
export type CategoriesEnvelope = z.infer<typeof CategoriesEnvelope>;
