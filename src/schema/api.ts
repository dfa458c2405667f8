/**
 * The API's name, version and the limits its specification states: the
 * OpenAPI description states them, the index body names the API by them, and
 * a server runs with the limits unless told otherwise.
 */

export const API_TITLE = 'Public Community Listings Read API';
export const API_VERSION = '1.0.0';

/** The specification's limits, the defaults of a process. */
export const DEFAULT_RATE_LIMIT = 600;
export const DEFAULT_CONCURRENCY = 8;
