/**
 * Whether anyone listens to an EVM's events. eventemitter3's listenerCount builds the event's key
 * and looks it up per question (a call frame asked six: ~1.5% of a loop of STATICCALLs); its
 * `_eventsCount` is the number of events with listeners, so at 0 every answer is no for the cost
 * of a field read. An emitter without that count is asked per event.
 */
export interface EventsLike {
  listenerCount(event: string): number;
  _eventsCount?: number;
}

/** The EVM's events: a tracer listens to some of them. */
const EVM_EVENTS = ["step", "beforeMessage", "afterMessage", "newContract"];

/** Someone listens to `event`. */
export function heard(events: EventsLike, event: string): boolean {
  return events._eventsCount !== 0 && events.listenerCount(event) > 0;
}

/** Nobody listens to any of the EVM's events (with eventemitter3: to any event at all). */
export function unheard(events: EventsLike): boolean {
  const count = events._eventsCount;
  if (count !== undefined) return count === 0;
  for (const event of EVM_EVENTS) if (events.listenerCount(event) > 0) return false;
  return true;
}
