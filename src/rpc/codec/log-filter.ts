import type { Filter, LogSubscriptionFilter } from "../../../generated/types.js";
import { parseData } from "./hex.js";

/** The address and topic terms of a wire log filter (eth_getLogs, eth_newFilter, `logs`). */
export interface LogTerms {
  /** null: any address */
  readonly addresses: Uint8Array[] | null;
  /** per position: null is a wildcard, otherwise any of the listed topics */
  readonly topics: (Uint8Array[] | null)[];
}

export function parseLogTerms(filter: Filter | LogSubscriptionFilter): LogTerms {
  return {
    addresses: filter.address === undefined ? null : [filter.address].flat().map(parseData),
    topics: (filter.topics ?? []).map((t) => (t === null ? null : [t].flat().map(parseData))),
  };
}
