// The signed transfers the in-process W10 tools send (w10-phases.ts, kept-heap.ts): from the dev
// chain's first account (chain id 1337), nonces 0.., one ETH transfer each.
import { hexToBytes } from "@ethereumjs/util";
import { Transaction, Wallet } from "ethers";

const wallet = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");

export function signedTransfers(count: number): { raw: Uint8Array; hash: Uint8Array }[] {
  return Array.from({ length: count }, (_, i) => {
    const tx = Transaction.from({
      type: 2,
      chainId: 1337,
      nonce: i,
      // 50 recipients without code, above the precompiles (a precompile takes runTx, not the plain path)
      to: `0x${(0x10000 + (i % 50)).toString(16).padStart(40, "0")}`,
      value: 10n ** 12n,
      gasLimit: 21000,
      maxFeePerGas: 10n ** 11n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    tx.signature = wallet.signingKey.sign(tx.unsignedHash);
    return { raw: hexToBytes(tx.serialized as `0x${string}`), hash: hexToBytes(tx.hash as `0x${string}`) };
  });
}
