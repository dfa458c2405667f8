/** Stage "read" for the catalogue: cities.json and categories.json, validated and whitelisted. */
import { statSync } from 'node:fs';
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

const WHAT_IT_HOLDS = 'point --content (or CONTENT) at the moderation export, the folder that holds cities.json, categories.json and listings/';

/** Said first, so that a wrong path is not reported as a missing cities.json. */
function requireExportFolder(contentDir: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(contentDir).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BuildFailure(`the export folder ${contentDir} is missing; ${WHAT_IT_HOLDS}`);
    throw new BuildFailure(`the export folder ${contentDir} cannot be read (${code ?? 'read error'}); ${WHAT_IT_HOLDS}`);
  }
  if (!isFolder) throw new BuildFailure(`the export folder ${contentDir} is a file, not a folder; ${WHAT_IT_HOLDS}`);
}

export function readCatalogue(contentDir: string): Catalogue {
  requireExportFolder(contentDir);
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
