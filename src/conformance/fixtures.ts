/**
 * With --key: the shipped contracts deployed from `src/contracts/artifacts.json` (solc output
 * shipped with the package; no compiler at run time) and a few transactions that give the checks
 * logs, receipts and a contract to call. Created once, before the checks that read them.
 */
import { randomBytes } from "node:crypto";
import { bytesToHex } from "@ethereumjs/util";
import artifacts from "../contracts/artifacts.json" with { type: "json" };
import { encodeArgs, encodeCall, type Hex } from "./abi.js";
import { failWith } from "./check.js";
import type { Receipt, Wallet } from "./wallet.js";

export interface Fixtures {
  readonly token: Hex;
  readonly probe: Hex;
  /** Token.transfer(recipient, 1000): one Transfer log */
  readonly transfer: Receipt;
  /** Probe.store(7): one Stored log */
  readonly store: Receipt;
  readonly recipient: Hex;
}

export const TOKEN_SUPPLY = 1_000_000n * 10n ** 18n;

export function randomAddress(): Hex {
  return bytesToHex(randomBytes(20)) as Hex;
}

async function deploy(wallet: Wallet, bytecode: string, args = ""): Promise<Hex> {
  const receipt = await wallet.sendAndWait({ data: `${bytecode}${args}` });
  const address = receipt.contractAddress;
  if (typeof address !== "string")
    failWith("a receipt with contractAddress for a deployment", String(address));
  return address.toLowerCase() as Hex;
}

export async function createFixtures(wallet: Wallet): Promise<Fixtures> {
  if ((await wallet.balance()) === 0n)
    failWith(`the --key account ${wallet.address} to hold ether`, "a balance of 0");
  const token = await deploy(
    wallet,
    artifacts.Token.bytecode,
    encodeArgs(["string", "string", "uint256"], ["Conformance", "CNF", TOKEN_SUPPLY]),
  );
  const probe = await deploy(wallet, artifacts.Probe.bytecode);
  const recipient = randomAddress();
  const transfer = await wallet.sendAndWait({
    to: token,
    data: encodeCall("transfer(address,uint256)", [recipient, 1000n]),
  });
  const store = await wallet.sendAndWait({ to: probe, data: encodeCall("store(uint256)", [7n]) });
  return { token, probe, transfer, store, recipient };
}
