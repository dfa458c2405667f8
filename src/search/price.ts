import type { Price } from '../schema/listing.ts';

/**
 * The interval of prices a listing asks, in minor units: [low, high].
 * fixed: [amount, amount]; from: [amount, ∞); range: [min, max]; free: [0, 0];
 * on_request and not_applicable have no price (null).
 */
export function priceBounds(price: Price): { low: number; high: number } | null {
  switch (price.mode) {
    case 'fixed': return { low: price.amountMinor!, high: price.amountMinor! };
    case 'from': return { low: price.amountMinor!, high: Infinity };
    case 'range': return { low: price.minAmountMinor!, high: price.maxAmountMinor! };
    case 'free': return { low: 0, high: 0 };
    case 'on_request':
    case 'not_applicable': return null;
  }
}
