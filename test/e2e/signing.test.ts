/**
 * The signing methods against real clients: viem and ethers send eth_sendTransaction,
 * personal_sign and eth_signTypedData_v4 for JSON-RPC accounts, and their own verifiers (not ours)
 * recover the signer. Our EIP-712 encoder is checked against viem's hashTypedData on typed data
 * that covers every encoding rule.
 */
import { JsonRpcProvider, Transaction, verifyMessage, verifyTypedData } from "ethers";
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  recoverAddress,
  recoverMessageAddress,
  recoverTransactionAddress,
  type TypedDataDefinition,
  hashTypedData as viemHashTypedData,
  verifyTypedData as viemVerifyTypedData,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TypedData } from "../../generated/types.js";
import { chainApi } from "../../src/chain/node/api.js";
import type { RunningNode } from "../../src/node.js";
import { RpcCaches } from "../../src/rpc/caches.js";
import { hashTypedData, parseTypedData } from "../../src/rpc/codec/typed-data.js";
import { HTTP_CONTEXT } from "../../src/rpc/context.js";
import type { RpcDeps } from "../../src/rpc/deps.js";
import { createHandlers } from "../../src/rpc/handlers.js";
import { type RpcFailure, rpc } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";

const STRANGER = "0x00000000000000000000000000000000000000aa";

const mail = {
  types: {
    Person: [
      { name: "name", type: "string" },
      { name: "wallet", type: "address" },
    ],
    Mail: [
      { name: "from", type: "Person" },
      { name: "to", type: "Person" },
      { name: "contents", type: "string" },
    ],
  },
  primaryType: "Mail",
  domain: {
    name: "Ether Mail",
    version: "1",
    chainId: 1337,
    verifyingContract: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC",
  },
  message: {
    from: { name: "Cow", wallet: "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826" },
    to: { name: "Bob", wallet: "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB" },
    contents: "Hello, Bob!",
  },
} as const;

/** Every rule: arrays of atoms and of structs, fixed arrays, nested arrays, signed ints, bytesN, bytes, bool, a recursive type, a salt. */
const everything = {
  types: {
    Node: [
      { name: "label", type: "string" },
      { name: "children", type: "Node[]" },
    ],
    Owner: [
      { name: "who", type: "address" },
      { name: "weight", type: "uint16" },
    ],
    Batch: [
      { name: "ids", type: "uint256[]" },
      { name: "deltas", type: "int8[2]" },
      { name: "grid", type: "int256[][]" },
      { name: "owners", type: "Owner[]" },
      { name: "tree", type: "Node" },
      { name: "tag", type: "bytes4" },
      { name: "root", type: "bytes32" },
      { name: "blob", type: "bytes" },
      { name: "notes", type: "string[]" },
      { name: "ok", type: "bool" },
    ],
  },
  primaryType: "Batch",
  domain: { name: "All", chainId: 1337n, salt: `0x${"11".repeat(32)}` },
  message: {
    ids: [1n, 2n ** 255n, 3n],
    deltas: [-1n, 127n],
    grid: [[-(2n ** 255n), 0n], [], [5n]],
    owners: [
      { who: "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", weight: 65535n },
      { who: STRANGER, weight: 0n },
    ],
    tree: { label: "root", children: [{ label: "leaf", children: [] }] },
    tag: "0xdeadbeef",
    root: `0x${"ab".repeat(32)}`,
    blob: "0x0102",
    notes: ["", "ünïcødé"],
    ok: true,
  },
} as const;

/** The wire form: bigints as the decimal strings JSON can carry. */
function wire(value: unknown): TypedData {
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));
}

describe("EIP-712 encoder against viem's hashTypedData", () => {
  const cases: Record<string, unknown> = {
    mail,
    everything,
    "no domain fields": { ...mail, domain: {} },
    "EIP712Domain as primary type": { ...mail, primaryType: "EIP712Domain", message: {} },
    "domain with version and contract only": {
      ...mail,
      domain: { version: "2", verifyingContract: mail.domain.verifyingContract },
    },
  };
  for (const [name, typed] of Object.entries(cases)) {
    it(name, () => {
      const ours = hashTypedData(parseTypedData(wire(typed)));
      expect(Buffer.from(ours).toString("hex")).toBe(
        viemHashTypedData(typed as unknown as TypedDataDefinition).slice(2),
      );
    });
  }

  it("a changed field changes the digest (the test can fail)", () => {
    const changed = { ...mail, message: { ...mail.message, contents: "Hello, Alice!" } };
    expect(hashTypedData(parseTypedData(wire(changed)))).not.toEqual(
      hashTypedData(parseTypedData(wire(mail))),
    );
  });
});

describe("signing methods with viem and ethers", () => {
  let server: RunningNode;
  let accounts: Hex[];
  const call = (method: string, params: unknown[]) => rpc(server.url, method, params);
  const failure = (method: string, params: unknown[]) =>
    call(method, params).then(
      (r) => {
        throw new Error(`expected an error, got ${JSON.stringify(r)}`);
      },
      (e: { rpc: RpcFailure }) => e.rpc,
    );

  beforeAll(async () => {
    server = await startTestServer();
    accounts = (await call("eth_accounts", [])) as Hex[];
  });
  afterAll(() => server.close());

  it("viem: sendTransaction for a JSON-RPC account goes through eth_sendTransaction and is mined", async () => {
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: accounts[1] });
    const before = await pub.getBalance({ address: STRANGER });
    const hash = await wallet.sendTransaction({ to: STRANGER, value: 12345n });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.from).toBe(accounts[1]);
    expect(await pub.getBalance({ address: STRANGER })).toBe(before + 12345n);
  });

  it("concurrent eth_sendTransaction from one account take consecutive nonces (none replaced)", async () => {
    // In-process, all six in one tick: over HTTP each request tends to finish before the next arrives.
    const deps = { chain: chainApi(server.chain), caches: new RpcCaches(), filters: server.filters };
    const { eth } = createHandlers(deps as unknown as RpcDeps);
    const from = accounts[2];
    const start = BigInt((await call("eth_getTransactionCount", [from, "latest"])) as string);
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        eth.sendTransaction([{ from, to: STRANGER, value: `0x${(i + 1).toString(16)}` }], HTTP_CONTEXT),
      ),
    );
    expect(new Set(hashes).size).toBe(6);
    const nonces = await Promise.all(
      hashes.map(async (h) =>
        BigInt(((await call("eth_getTransactionByHash", [h])) as { nonce: string }).nonce),
      ),
    );
    expect(nonces.sort((a, b) => (a < b ? -1 : 1))).toEqual(
      Array.from({ length: 6 }, (_, i) => start + BigInt(i)),
    );
  });

  it("eth_sendTransaction fills geth's defaults: type 2, tip 1 gwei, fee cap 2 × head base fee + tip, estimated gas", async () => {
    const head = (await call("eth_getBlockByNumber", ["latest", false])) as { baseFeePerGas: string };
    const hash = await call("eth_sendTransaction", [{ from: accounts[3], to: accounts[4], value: "0x1" }]);
    const tx = (await call("eth_getTransactionByHash", [hash])) as Record<string, string>;
    expect(tx.type).toBe("0x2");
    expect(BigInt(tx.maxPriorityFeePerGas)).toBe(10n ** 9n);
    expect(BigInt(tx.maxFeePerGas)).toBe(2n * BigInt(head.baseFeePerGas) + 10n ** 9n);
    expect(tx.gas).toBe("0x5208");
  });

  it("eth_signTransaction: raw recovers to the sender (viem) and decodes to the same tx (ethers); it is not sent", async () => {
    const from = accounts[5];
    const nonce = (await call("eth_getTransactionCount", [from, "pending"])) as string;
    const args = {
      from,
      to: STRANGER,
      value: "0x7",
      gas: "0x5208",
      nonce,
      maxFeePerGas: "0x77359400",
      maxPriorityFeePerGas: "0x3b9aca00",
    };
    const { raw, tx } = (await call("eth_signTransaction", [args])) as {
      raw: Hex;
      tx: Record<string, string>;
    };
    expect((await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase()).toBe(
      from,
    );
    const decoded = Transaction.from(raw);
    expect(decoded.hash).toBe(tx.hash);
    expect(decoded.nonce).toBe(Number(nonce));
    expect(decoded.chainId).toBe(1337n);
    expect(tx.from).toBe(from);
    expect(await call("eth_getTransactionCount", [from, "pending"])).toBe(nonce);
    // the raw bytes are what eth_sendRawTransaction takes
    expect(await call("eth_sendRawTransaction", [raw])).toBe(tx.hash);
  });

  it("viem: signMessage (personal_sign) and signTypedData (eth_signTypedData_v4) verify with viem", async () => {
    const wallet = createWalletClient({ chain, transport: http(server.url), account: accounts[6] });
    const signature = await wallet.signMessage({ message: "hello powgate" });
    expect(await recoverMessageAddress({ message: "hello powgate", signature })).toBe(
      (await import("viem")).getAddress(accounts[6]),
    );
    for (const typed of [mail, everything]) {
      const sig = await wallet.signTypedData(typed as unknown as TypedDataDefinition);
      expect(
        await viemVerifyTypedData({
          ...(typed as unknown as TypedDataDefinition),
          address: accounts[6],
          signature: sig,
        }),
      ).toBe(true);
      expect(
        await viemVerifyTypedData({
          ...(typed as unknown as TypedDataDefinition),
          address: accounts[7],
          signature: sig,
        }),
      ).toBe(false);
    }
  });

  it("ethers: JsonRpcSigner signMessage, signTypedData and sendTransaction", async () => {
    const provider = new JsonRpcProvider(server.url, 1337, { staticNetwork: true });
    try {
      const signer = await provider.getSigner(accounts[7]);
      const message = "ethers says hi";
      expect(verifyMessage(message, await signer.signMessage(message)).toLowerCase()).toBe(accounts[7]);
      const { domain, message: value } = mail;
      const types = { Person: [...mail.types.Person], Mail: [...mail.types.Mail] };
      const sig = await signer.signTypedData(domain, types, value);
      expect(verifyTypedData(domain, types, value, sig).toLowerCase()).toBe(accounts[7]);
      const sent = await signer.sendTransaction({ to: STRANGER, value: 5n });
      const receipt = await sent.wait();
      expect(receipt?.status).toBe(1);
      expect(receipt?.from.toLowerCase()).toBe(accounts[7]);
    } finally {
      provider.destroy();
    }
  });

  it("eth_sign signs the message bytes with the EIP-191 prefix; personal_sign gives the same", async () => {
    const raw = "0x00ff10" as const;
    const signature = (await call("eth_sign", [accounts[8], raw])) as Hex;
    expect(signature).toBe(await call("personal_sign", [raw, accounts[8]]));
    expect((await recoverMessageAddress({ message: { raw }, signature })).toLowerCase()).toBe(accounts[8]);
    // v is 27 or 28, as geth returns it
    expect(["1b", "1c"]).toContain(signature.slice(-2));
    const typedSig = (await call("eth_signTypedData_v4", [accounts[8], JSON.stringify(wire(mail))])) as Hex;
    expect(
      (
        await recoverAddress({
          hash: viemHashTypedData(mail as unknown as TypedDataDefinition),
          signature: typedSig,
        })
      ).toLowerCase(),
    ).toBe(accounts[8]);
  });

  it("an address the node holds no key for: -32000 unknown account on every method", async () => {
    const expected = { code: -32000, message: "unknown account" };
    expect(await failure("eth_sendTransaction", [{ from: STRANGER, to: accounts[0] }])).toEqual(expected);
    expect(
      await failure("eth_signTransaction", [
        { from: STRANGER, to: accounts[0], gas: "0x5208", nonce: "0x0", gasPrice: "0x1" },
      ]),
    ).toEqual(expected);
    expect(await failure("eth_sign", [STRANGER, "0x00"])).toEqual(expected);
    expect(await failure("personal_sign", ["0x00", STRANGER])).toEqual(expected);
    expect(await failure("eth_signTypedData_v4", [STRANGER, wire(mail)])).toEqual(expected);
  });
});
