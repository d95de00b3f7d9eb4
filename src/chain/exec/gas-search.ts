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
  /** it ran an opcode whose outcome can depend on the gas limit (GAS, SSTORE, calls...) */
  observedGas: boolean;
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
  // covers its peak, and fails under any other: every try of the search is then known without
  // running it, and the answer is still geth's. A loop that spends 1.5x the block gas limit is
  // then run once instead of four times (issue 16).
  const tryGas = first.observedGas ? fails : async (gas: bigint) => gas < first.peak;
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
