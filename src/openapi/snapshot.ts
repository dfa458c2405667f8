import { SNAPSHOT_PATHS } from '../snapshot/layout.ts';
import { openApiDocument } from './document.ts';

/** The documents of the OpenAPI description that the build writes into the snapshot. */
export function openApiDocuments(): Record<string, string> {
  return { [SNAPSHOT_PATHS.openapi]: JSON.stringify(openApiDocument()) };
}
