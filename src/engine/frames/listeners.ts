import type { Message } from "@ethereumjs/evm";

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

type MessageListener = (message: Message) => void;
interface Listenable extends EventsLike {
  on(event: "beforeMessage", fn: MessageListener): unknown;
  off(event: "beforeMessage", fn: MessageListener): unknown;
}

/** per emitter: how many of its beforeMessage listeners are ours and keep nothing they are handed */
const keepingNothing = new WeakMap<EventsLike, number>();

/**
 * Listens to beforeMessage with a listener that reads what it is handed at once and keeps none of
 * it (the address index's collector, the console recorder's), so frames may still reuse their
 * memory and stacks; undoes it when the returned function is called.
 */
export function onBeforeMessageKeepingNothing(events: Listenable, fn: MessageListener): () => void {
  events.on("beforeMessage", fn);
  adjust(keepingNothing, events, 1);
  return () => {
    events.off("beforeMessage", fn);
    adjust(keepingNothing, events, -1);
  };
}

function adjust(counts: WeakMap<EventsLike, number>, events: EventsLike, by: number): void {
  counts.set(events, (counts.get(events) ?? 0) + by);
}

/** Whether nobody listens to the EVM's events but `only` listeners of beforeMessage. */
function onlyBeforeMessage(events: EventsLike, only: number): boolean {
  if (only === 0) return unheard(events);
  const count = events._eventsCount;
  if (count !== undefined) return count === 1 && events.listenerCount("beforeMessage") === only;
  for (const event of EVM_EVENTS)
    if (events.listenerCount(event) !== (event === "beforeMessage" ? only : 0)) return false;
  return true;
}

/**
 * Whether no listener of the EVM's events can keep what a frame hands it (a message's input, a
 * step's memory or stack): nobody listens, or only listeners of onBeforeMessageKeepingNothing do.
 */
export function nothingKept(events: EventsLike): boolean {
  return onlyBeforeMessage(events, keepingNothing.get(events) ?? 0);
}

/** per emitter: how many of its keep-nothing listeners hear inner frames' messages only */
const innerOnly = new WeakMap<EventsLike, number>();

/**
 * onBeforeMessageKeepingNothing for a listener of the messages of inner frames only (depth > 0: the
 * console recorder's): a transaction whose only message is its own then needs no message at all
 * (plain-transfer.ts).
 */
export function onInnerMessagesKeepingNothing(events: Listenable, fn: MessageListener): () => void {
  const undo = onBeforeMessageKeepingNothing(events, (msg) => {
    if (msg.depth > 0) fn(msg);
  });
  adjust(innerOnly, events, 1);
  return () => {
    undo();
    adjust(innerOnly, events, -1);
  };
}

/** Whether nobody listens to the EVM's events but listeners of inner frames' messages. */
export function onlyInnerListeners(events: EventsLike): boolean {
  return onlyBeforeMessage(events, innerOnly.get(events) ?? 0);
}
