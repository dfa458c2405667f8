/**
 * What one MCP exchange (one HTTP POST) knows beyond its JSON-RPC message:
 * whether the shared request budget was already spent when it arrived, and what
 * the HTTP answer adds to the SDK's.
 *
 * The SDK builds a fresh server per request from a factory; the factory and the
 * tool handlers run in the async context of the endpoint's call, so an
 * AsyncLocalStorage carries this to them whichever protocol revision is served.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Exchange {
  /** Set when the request came past the budget: seconds until one fits again, and the budget per minute. */
  overBudget?: { retryAfter: number; capacity: number };
  /** Headers the HTTP answer carries besides the SDK's (Retry-After, past the budget). */
  extraHeaders?: Record<string, string>;
}

export const exchangeContext = new AsyncLocalStorage<Exchange>();

export function currentExchange(): Exchange {
  return exchangeContext.getStore() ?? {};
}
