/**
 * EthereumJS error messages in geth's words. EthereumJS appends its context to a message
 * (` (vm hf=london -> block number=1 hash=… -> tx type=0 hash=… signed=true hf=london)`): that is
 * engine detail and never goes on the wire. Conditions geth names are put in geth's words
 * (core/error.go, core/state_transition.go); anything else keeps its first clause.
 */

const CONTEXT = /\s*\((?:vm hf=|block number=|tx type=)[\s\S]*$/;

/** The message without EthereumJS's context suffix and without further lines. */
export function withoutEngineContext(message: string): string {
  return message.split("\n", 1)[0].replace(CONTEXT, "");
}

const WORDINGS: readonly [RegExp, (m: RegExpExecArray, sender: string) => string][] = [
  [
    /^sender doesn't have enough funds to send tx\. The (?:upfront|max) cost is: (\d+) and the sender's account \((0x[0-9a-fA-F]{40})\) only has: (\d+)/,
    (m) => `insufficient funds for gas * price + value: address ${m[2]} have ${m[3]} want ${m[1]}`,
  ],
  [
    /^the tx doesn't have the correct nonce\. account has nonce of: (\d+) tx has nonce of: (\d+)/,
    (m, sender) =>
      `${BigInt(m[2]) < BigInt(m[1]) ? "nonce too low" : "nonce too high"}: address ${sender}, tx: ${m[2]} state: ${m[1]}`,
  ],
  [
    /^INTRINSIC_GAS_TOO_LOW: tx gas limit (\d+) is lower than the minimum gas limit of (\d+)/,
    (m) => `intrinsic gas too low: have ${m[1]}, want ${m[2]}`,
  ],
  [
    /^Transaction's (?:maxFeePerGas|gasPrice) \((\d+)\) is less than the block's baseFeePerGas \((\d+)\)/,
    (m, sender) =>
      `max fee per gas less than block base fee: address ${sender}, maxFeePerGas: ${m[1]}, baseFee: ${m[2]}`,
  ],
  [
    /^invalid sender address, address is not EOA \(EIP-3607\)/,
    (_m, sender) => `sender not an eoa: address ${sender}`,
  ],
  [/^tx has a higher gas limit than the (?:remaining gas in the )?block/, () => "gas limit reached"],
];

/** An EthereumJS execution error (runTx, block building) for the wire; `sender` as 0x hex. */
export function gethWording(message: string, sender: string): string {
  const clean = withoutEngineContext(message);
  for (const [pattern, word] of WORDINGS) {
    const m = pattern.exec(clean);
    if (m) return word(m, sender);
  }
  return clean;
}
