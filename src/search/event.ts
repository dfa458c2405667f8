/** When an event starts and ends (endsAt, else startsAt), in ms; null for a listing that is not an event. */
export function eventTimes(kind: string, attributes: Record<string, unknown>): { start: number; end: number; cancelled: boolean } | null {
  if (kind !== 'event' || typeof attributes.startsAt !== 'string') return null;
  const start = Date.parse(attributes.startsAt);
  const end = typeof attributes.endsAt === 'string' ? Date.parse(attributes.endsAt) : start;
  return { start, end, cancelled: attributes.cancelled === true };
}
