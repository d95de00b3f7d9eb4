import { Address, privateToAddress } from "@ethereumjs/util";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";

export const DEFAULT_MNEMONIC = "test test test test test test test test test test test junk";

export interface DevAccount {
  address: Address;
  privateKey: Uint8Array;
}

/** Accounts at m/44'/60'/0'/0/i, the derivation Anvil, Hardhat and MetaMask use. */
export function deriveAccounts(mnemonic: string, count: number): DevAccount[] {
  if (!validateMnemonic(mnemonic, wordlist)) throw new Error("invalid BIP-39 mnemonic");
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const accounts: DevAccount[] = [];
  for (let i = 0; i < count; i++) {
    const key = root.derive(`m/44'/60'/0'/0/${i}`).privateKey;
    if (!key) throw new Error(`no private key at index ${i}`);
    accounts.push({ address: new Address(privateToAddress(key)), privateKey: key });
  }
  return accounts;
}
