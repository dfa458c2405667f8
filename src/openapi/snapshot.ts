/** The documents of the OpenAPI description that the build writes into the snapshot. */
export function openApiDocuments(): Record<string, string> {
  return {};
}
