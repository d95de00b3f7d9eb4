// A one-transfer block's state writes (sender, recipient, coinbase, the EIP-2935 slot and its
// account, over 81 accounts and 4,000 slots), two ways, in alternating rounds: through EngineState
// (checkpoint, gets and puts, commit, state root) and straight into the batched trie update with the
// accounts kept decoded in a Map. The gap is EthereumJS's state layer; the second is the tries'
// own cost. Not CI: a tool for issue 38 (bench/results/w10-2e69829.md). Pin it (taskset).
//
//   npx tsx bench/state-floor.ts [blocks a round = 1000] [rounds = 5]
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { Account, Address, bigIntToUnpaddedBytes, KECCAK256_RLP } from "@ethereumjs/util";
import { makeCommon } from "../src/chain/config/common.js";
import { createStateManager } from "../src/chain/state.js";
import { TrieDb } from "../src/chain/store/trie-db.js";
import { customCrypto } from "../src/chain/tx/crypto.js";
import { installEngine } from "../src/engine/install.js";
import { type TrieWrite, writeTrie } from "../src/engine/state/trie-batch.js";
import { keccak256 } from "../src/lib/keccak/keccak.js";

const blocks = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 5);
const ACCOUNTS = 80;
const SLOTS = 4000;

await installEngine();
const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, customCrypto: customCrypto(keccak256) });
const address = (i: number) =>
  new Address(Uint8Array.from({ length: 20 }, (_, k) => (i * 31 + k * 7 + 1) & 255));
const history = address(9999);
const coinbase = address(ACCOUNTS - 1);
const slot = (n: number) => {
  const key = new Uint8Array(32);
  new DataView(key.buffer).setUint32(28, n % 8191);
  return key;
};
const recipientOf = (n: number) => address(1 + (n % 50));

// through EngineState
const state = createStateManager(new TrieDb(null), common);
await state.checkpoint();
for (let i = 0; i < ACCOUNTS; i++) await state.putAccount(address(i), new Account(0n, 10n ** 20n));
await state.putAccount(history, new Account(1n, 0n));
for (let n = 0; n < SLOTS; n++) await state.putStorage(history, slot(n), Uint8Array.of(1, 2, 3, n & 255));
await state.commit();
await state.getStateRoot();
let nextA = SLOTS;
async function throughEngineState(): Promise<void> {
  const n = nextA++;
  await state.checkpoint();
  const sender = (await state.getAccount(address(0))) as Account;
  sender.nonce += 1n;
  sender.balance -= 1000n;
  await state.putAccount(address(0), sender);
  const recipient = (await state.getAccount(recipientOf(n))) ?? new Account();
  recipient.balance += 1000n;
  await state.putAccount(recipientOf(n), recipient);
  const miner = (await state.getAccount(coinbase)) as Account;
  miner.balance += 7n;
  await state.putAccount(coinbase, miner);
  await state.putStorage(history, slot(n), Uint8Array.of(9, n & 255, 4));
  await state.commit();
  await state.getStateRoot();
}

// straight into the batched trie update
interface Fields {
  nonce: bigint;
  balance: bigint;
  storageRoot: Uint8Array;
  codeHash: Uint8Array;
}
const db = new TrieDb(null);
const trieOpts = { db, useKeyHashing: true, valueEncoding: "view" as const, common };
const stateTrie = new MerklePatriciaTrie(trieOpts);
const storageTrie = new MerklePatriciaTrie(trieOpts);
const accounts = new Map<string, Fields>();
const fieldsOf = (a: Address) => accounts.get(a.toString()) as Fields;
const rlpOf = (a: Fields) =>
  RLP.encode([bigIntToUnpaddedBytes(a.nonce), bigIntToUnpaddedBytes(a.balance), a.storageRoot, a.codeHash]);
const emptyRoot = storageTrie.root();
for (let i = 0; i < ACCOUNTS; i++)
  accounts.set(address(i).toString(), {
    nonce: 0n,
    balance: 10n ** 20n,
    storageRoot: emptyRoot,
    codeHash: KECCAK256_RLP,
  });
const slotWrites: TrieWrite[] = [];
for (let n = 0; n < SLOTS; n++)
  slotWrites.push({ key: slot(n), value: RLP.encode(Uint8Array.of(1, 2, 3, n & 255)) });
await writeTrie(storageTrie, slotWrites);
accounts.set(history.toString(), {
  nonce: 1n,
  balance: 0n,
  storageRoot: storageTrie.root(),
  codeHash: KECCAK256_RLP,
});
const everyAccount = [...Array(ACCOUNTS).keys()].map(address).concat(history);
await writeTrie(
  stateTrie,
  everyAccount.map((a) => ({ key: a.bytes, value: rlpOf(fieldsOf(a)) })),
);
let nextB = SLOTS;
async function straightIntoTries(): Promise<void> {
  const n = nextB++;
  const sender = fieldsOf(address(0));
  sender.nonce += 1n;
  sender.balance -= 1000n;
  fieldsOf(recipientOf(n)).balance += 1000n;
  fieldsOf(coinbase).balance += 7n;
  await writeTrie(storageTrie, [{ key: slot(n), value: RLP.encode(Uint8Array.of(9, n & 255, 4)) }]);
  fieldsOf(history).storageRoot = storageTrie.root();
  const touched = [address(0), recipientOf(n), coinbase, history];
  await writeTrie(
    stateTrie,
    touched.map((a) => ({ key: a.bytes, value: rlpOf(fieldsOf(a)) })),
  );
}

async function microsEach(run: () => Promise<void>, count: number): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await run();
  return ((performance.now() - t0) * 1000) / count;
}
for (let i = 0; i < 2; i++) {
  await microsEach(throughEngineState, blocks);
  await microsEach(straightIntoTries, blocks);
}
for (let r = 0; r < rounds; r++) {
  const a = await microsEach(throughEngineState, blocks);
  const b = await microsEach(straightIntoTries, blocks);
  console.log(`round ${r}: EngineState ${a.toFixed(0)} µs a block, straight into the tries ${b.toFixed(0)}`);
}
