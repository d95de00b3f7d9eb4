// Runtime for generated/handlers.ts: the pre-encoded result a handler may return instead of a value.

/**
 * A result the server already holds as JSON text or its UTF-8 bytes (immutable data such as mined
 * blocks and their logs), sent without re-encoding. `T` only ties it to the method's result type.
 */
export interface Encoded<T> {
  readonly json: string | Uint8Array;
  readonly __result?: T;
}
