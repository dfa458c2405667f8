/**
 * The lists the engine walks, made from the columns once they are laid out by
 * ordinal: each filter value's listings, and the presorted price and event orders.
 */
import { COUNTRIES, CURRENCIES, KINDS, SECTION_KINDS, type Section } from '../src/schema/common.ts';
import { presortedOrderName, type SearchArrays } from '../src/search/model.ts';
import { sortedBy } from '../src/search/column-sort.ts';
import { concat, listsByValue } from './lists.ts';

/** The filters' posting lists: per field and value, ascending ordinals, i.e. already in recent order. */
export function filterLists(a: Pick<SearchArrays, 'city' | 'country' | 'category' | 'kind' | 'currency'>, cityKeys: string[], categorySlugs: string[]) {
  const sectionNames = Object.keys(SECTION_KINDS) as Section[];
  const sectionOfKind = KINDS.map((kind) => sectionNames.findIndex((name) => SECTION_KINDS[name].includes(kind)));
  const section = a.kind.map((kind) => sectionOfKind[kind]!);
  return {
    city: listsByValue(a.city, cityKeys), country: listsByValue(a.country, COUNTRIES), category: listsByValue(a.category, categorySlugs),
    kind: listsByValue(a.kind, KINDS), section: listsByValue(section, sectionNames), currency: listsByValue(a.currency, CURRENCIES),
  };
}

/** The price orders per currency (both directions break ties by id; no price comes last), and events by start. */
export function presortedOrders(a: Pick<SearchArrays, 'idOrder' | 'currency' | 'priceLow' | 'eventStart'>): Record<string, Uint32Array> {
  const orderLists: Record<string, Uint32Array> = {};
  const inIdOrder = Array.from(a.idOrder);
  const lowFirst = a.priceLow, highFirst = a.priceLow.map((low) => -low);
  CURRENCIES.forEach((currency, number) => {
    const inCurrency = inIdOrder.filter((o) => a.currency[o] === number);
    const priced = inCurrency.filter((o) => !Number.isNaN(lowFirst[o]!));
    const unpriced = Uint32Array.from(inCurrency.filter((o) => Number.isNaN(lowFirst[o]!)));
    orderLists[presortedOrderName('price_low', currency)] = concat(sortedBy(lowFirst, priced), unpriced);
    orderLists[presortedOrderName('price_high', currency)] = concat(sortedBy(highFirst, priced), unpriced);
  });
  orderLists[presortedOrderName('event_start')] = sortedBy(a.eventStart, inIdOrder.filter((o) => !Number.isNaN(a.eventStart[o]!)));
  return orderLists;
}
