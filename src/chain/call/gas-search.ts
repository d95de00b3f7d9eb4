/**
 * eth_estimateGas's search once the call succeeded at the upper bound `hi`, as geth's
 * eth/gasestimator does it: the gas the unconstrained run used, less one, is the first known
 * failure (a call that checks gasleft() may need more, never less); an optimistic try at what it
 * used before refunds, plus the call stipend, plus 1/63rd, is most often the answer; then a binary
 * search skewed to the low side stops once the bounds are within 1.5% of each other.
 */

/** What the run at the upper bound tells the search. */
export interface FirstRun {
  /** gas used after refunds (the receipt's) */
  used: bigint;
  /** gas used before refunds: the most the execution held at once */
  peak: bigint;
  /** it ran an opcode whose outcome can depend on the gas limit (GAS, calls, BALANCE...) */
  observedGas: boolean;
  /** the least limit at which every SSTORE of the top frame still passes EIP-2200's sentry (0: none) */
  sentryNeed: bigint;
}

/** What the watchdog saw of the run at the upper bound (Watchdog.observedGas, lowSstoreGasLeft). */
export interface Watched {
  observedGas: boolean;
  lowSstoreGasLeft: number;
}

/**
 * The first run as the search needs it: `gasLimit` the run's, `spent` and `refund` EthereumJS's
 * totalGasSpent and (uncapped) gasRefund. With EIP-2200 on, an SSTORE of the top frame needs more
 * than `sentry` gas left: under a lower limit the same path has that much less left at each, so
 * the limit must be at least gasLimit - lowSstoreGasLeft + sentry + 1. Refunds (only SSTOREs earn
 * them here) make the peak spent + refund only where EIP-3529's cap did not cut them: else the
 * peak is not known and every try runs.
 */
export function firstRun(
  gasLimit: bigint,
  spent: bigint,
  refund: bigint,
  watched: Watched | undefined,
  rules: { sentry?: bigint; maxRefundQuotient: bigint },
): FirstRun {
  const peak = spent + refund;
  const first = { used: spent, peak, observedGas: watched?.observedGas ?? true, sentryNeed: 0n };
  if (first.observedGas || watched === undefined || watched.lowSstoreGasLeft === Number.POSITIVE_INFINITY)
    return first;
  if (rules.sentry !== undefined)
    first.sentryNeed = gasLimit - BigInt(watched.lowSstoreGasLeft) + rules.sentry + 1n;
  if (refund > 0n && refund >= peak / rules.maxRefundQuotient) first.observedGas = true;
  return first;
}

/** geth's allowed overestimate: the search stops when (hi - lo) / hi < 1.5% */
const ERROR_RATIO_PER_MILLE = 15n;
const CALL_STIPEND = 2300n;

export async function searchGas(
  first: FirstRun,
  hi: bigint,
  /** runs the call with this gas limit: true if it fails */
  fails: (gas: bigint) => Promise<boolean>,
): Promise<bigint> {
  // An execution that observed nothing of its gas takes the same path under any limit that
  // covers its peak and its SSTOREs' sentry, and fails under any other: every try of the search
  // is then known without running it, and the answer is still geth's. A loop that spends 1.5x
  // the block gas limit is then run once instead of four times (issue 16), a token transfer once
  // instead of three times.
  const tryGas = first.observedGas
    ? fails
    : async (gas: bigint) => gas < first.peak || gas < first.sentryNeed;
  let lo = first.used - 1n;
  const optimistic = ((first.peak + CALL_STIPEND) * 64n) / 63n;
  if (optimistic < hi) {
    if (await tryGas(optimistic)) lo = optimistic;
    else hi = optimistic;
  }
  while (lo + 1n < hi) {
    if (((hi - lo) * 1000n) / hi < ERROR_RATIO_PER_MILLE) break;
    let mid = lo + (hi - lo) / 2n;
    if (mid > lo * 2n) mid = lo * 2n; // most calls need far less than the bound: favour the low side
    if (await tryGas(mid)) lo = mid;
    else hi = mid;
  }
  return hi;
}
