/** Stage "read" for the catalogue: cities.json and categories.json, validated and whitelisted. */
import { z } from 'zod';
import { ExportCity } from '../src/schema/city.ts';
import { Category } from '../src/schema/category.ts';
import { BuildFailure } from './failure.ts';
import { readJsonFile } from './read.ts';
import { formatPath, type Catalogue } from './rules.ts';

function readEntries<T>(contentDir: string, file: string, what: string, schema: z.ZodType<T>): T[] {
  const value = readJsonFile(contentDir, file, what);
  if (!Array.isArray(value)) throw new BuildFailure(`${file}: ${what} must be a JSON array`);
  const problems: string[] = [];
  const entries: T[] = [];
  value.forEach((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) entries.push(parsed.data);
    else for (const issue of parsed.error.issues) problems.push(`${file}[${index}]: ${formatPath(issue.path)}: ${issue.message}`);
  });
  if (problems.length > 0) throw new BuildFailure(`${what} has invalid entries:\n${problems.join('\n')}`);
  return entries;
}

export function readCatalogue(contentDir: string): Catalogue {
  const cities = readEntries(contentDir, 'cities.json', 'the city list', ExportCity);
  const categories = readEntries(contentDir, 'categories.json', 'the category list', Category);
  const problems: string[] = [];
  const cityByKey = new Map<string, ExportCity>();
  const slugs = new Set<string>();
  for (const city of cities) {
    if (cityByKey.has(city.key)) problems.push(`cities.json: city key "${city.key}" appears twice`);
    if (city.enabled && slugs.has(city.slug)) problems.push(`cities.json: slug "${city.slug}" is used by two enabled cities`);
    cityByKey.set(city.key, city);
    if (city.enabled) slugs.add(city.slug);
  }
  const categoryBySlug = new Map<string, Category>();
  for (const category of categories) {
    if (categoryBySlug.has(category.slug)) problems.push(`categories.json: category slug "${category.slug}" appears twice`);
    if (!category.allowedKinds.includes(category.defaultKind)) {
      problems.push(`categories.json: category "${category.slug}": defaultKind ${category.defaultKind} is not among its allowedKinds`);
    }
    categoryBySlug.set(category.slug, category);
  }
  if (problems.length > 0) throw new BuildFailure(problems.join('\n'));
  return { cities: cityByKey, categories: categoryBySlug };
}
