// Bad blocks, each breaking exactly one of geth's rules (ethash verifyHeader / VerifyUncles, rlp's
// decoding), built on a chain an author node mined: for the import tests and the devp2p tests.
import type { Block, BlockHeader } from "@ethereumjs/block";
import { type NestedUint8Array, RLP } from "@ethereumjs/rlp";
import { createFeeMarket1559Tx } from "@ethereumjs/tx";
import { Address, bigIntToBytes, bytesToBigInt } from "@ethereumjs/util";
import { Ethash, EthashCaches, keccak256, sealHash } from "../../src/chain/ethash/index.js";
import type { ChainNode } from "../../src/chain/index.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

export interface BadCase {
  rule: string;
  /** the block as [header, transactions, uncles], as a file or a peer would carry it */
  raw: NestedUint8Array;
  /** what the refusal says (the decoder's or the importer's) */
  reason: RegExp;
}

export interface BadBlockScenario {
  /** the author's canonical blocks 1..9: 4 includes an uncle, 9 one whose parent is 7 generations back */
  good: Block[];
  bad: BadCase[];
}

/** geth: "invalid gasUsed" in verifyHeader; EthereumJS's header refuses it while decoding */
const GAS_USED = /gas used \d+ above the gas limit|too much gas used/;
/** likewise for the extra data (geth: "extra-data too long") */
const EXTRA_DATA = /extra data too long: 33 > 32|invalid amount of extra data/;

const coinbase = (n: number) => new Address(new Uint8Array(20).fill(n));
const int = (n: bigint) => (n === 0n ? new Uint8Array() : bigIntToBytes(n));

/**
 * Raw header fields sealed again (any nonce meets difficulty 1: one light hashimoto). Raw, not a
 * BlockHeader: EthereumJS's constructor refuses some of these headers itself.
 */
async function resealed(ethash: Ethash, raw: Uint8Array[]): Promise<Uint8Array[]> {
  const solution = await ethash.seal(sealHash(raw), bytesToBigInt(raw[8]!), bytesToBigInt(raw[7]!));
  raw[13] = solution!.mixHash;
  raw[14] = solution!.nonce;
  return raw;
}

/**
 * Mines on `author` (manual mining, dev difficulty 1): blocks 1-3; S3 (on 2); 4 (includes S3); 5-8;
 * U3 (on 2); 9 (includes U3, its parent the 7th generation: the deepest allowed); then side blocks
 * S9 (on 8, block 9's sibling) and S2 (on 1, too deep for 9). Bad variants of block 9 follow.
 */
export async function badBlockScenario(author: ChainNode): Promise<BadBlockScenario> {
  const mine = async (parent: Block, who = 0) =>
    (await author.miner.mineOn(parent, [], who === 0 ? undefined : coinbase(who)))!;
  const good: Block[] = [];
  const extend = async (to: number) => {
    while (good.length < to) good.push(await mine(good.at(-1) ?? author.chain.head));
  };
  await extend(3);
  const s3 = await mine(good[1]!, 3);
  await extend(8);
  if (good[3]!.uncleHeaders.length !== 1) throw new Error("block 4 should include S3");
  const u3 = await mine(good[1]!, 4);
  const b9 = await mine(good[7]!);
  good.push(b9);
  if (b9.uncleHeaders.length !== 1 || !b9.uncleHeaders[0]!.hash().every((x, i) => x === u3.hash()[i]))
    throw new Error("block 9 should include U3");
  const s9 = await mine(good[7]!, 9);
  const s2 = await mine(good[0]!, 2);

  const caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
  const ethash = new Ethash(caches);
  const bad: BadCase[] = [];
  const parent = good[7]!.header;
  const uncleParent = good[1]!.header;
  try {
    const withUncles = async (uncles: Uint8Array[][], edit?: (raw: Uint8Array[]) => void) => {
      const raw = b9.header.raw();
      raw[1] = keccak256(RLP.encode(uncles));
      edit?.(raw);
      return [await resealed(ethash, raw), [], uncles] as NestedUint8Array;
    };
    const header = (rule: string, reason: RegExp, edit: (raw: Uint8Array[]) => void) =>
      withUncles([u3.header.raw()], edit).then((raw) => bad.push({ rule, raw, reason }));
    const uncles = (rule: string, reason: RegExp, list: BlockHeader[]) =>
      withUncles(list.map((h) => h.raw())).then((raw) => bad.push({ rule, raw, reason }));
    const uncleEdit = async (
      rule: string,
      reason: RegExp,
      edit: (raw: Uint8Array[]) => void,
      reseal = true,
    ) => {
      const raw = u3.header.raw();
      edit(raw);
      const uncle = reseal ? await resealed(ethash, raw) : raw;
      bad.push({ rule: `uncle: ${rule}`, raw: await withUncles([uncle]), reason });
    };
    const bound = parent.gasLimit / 1024n;
    const uncleBound = uncleParent.gasLimit / 1024n;

    // verifyHeader, for the block
    await header("gas limit above 2^63-1", /gas limit 9223372036854775808 above the maximum/, (r) => {
      r[9] = int(2n ** 63n);
    });
    await header("gas limit up by parent/1024", /gas limit \d+ moves \d+ from the parent's/, (r) => {
      r[9] = int(parent.gasLimit + bound);
    });
    await header("gas limit down by parent/1024", /gas limit \d+ moves \d+ from the parent's/, (r) => {
      r[9] = int(parent.gasLimit - bound);
    });
    await header("gas used above the gas limit", GAS_USED, (r) => {
      r[10] = int(parent.gasLimit + 1n);
    });
    await header("extra data of 33 bytes", EXTRA_DATA, (r) => {
      r[12] = new Uint8Array(33);
    });
    await header("timestamp equal to the parent's", /timestamp not after the parent's/, (r) => {
      r[11] = int(parent.timestamp);
    });
    await header("difficulty", /difficulty 2, expected 1/, (r) => {
      r[7] = int(2n);
    });
    await header("base fee", /base fee \d+, expected \d+/, (r) => {
      r[15] = int(b9.header.baseFeePerGas! + 1n);
    });
    await header("number", /number 10 does not follow parent 8/, (r) => {
      r[8] = int(10n);
    });
    {
      const raw = b9.raw() as NestedUint8Array;
      const fields = [...(raw[0] as Uint8Array[])];
      fields[14] = new Uint8Array(8).fill(7);
      bad.push({ rule: "seal", raw: [fields, raw[1]!, raw[2]!], reason: /invalid proof of work/ });
    }

    // VerifyUncles
    await uncles("three uncles", /more than 2 uncles|too many uncle headers/, [
      u3.header,
      s3.header,
      s9.header,
    ]);
    await uncles("the same uncle twice", /uncle 0x[0-9a-f]+ already included|duplicate uncles/, [
      u3.header,
      u3.header,
    ]);
    await uncles("an uncle an ancestor included", /uncle 0x[0-9a-f]+ already included/, [s3.header]);
    await uncles("an ancestor as uncle", /uncle 0x[0-9a-f]+ is an ancestor/, [good[2]!.header]);
    await uncles("a sibling as uncle", /uncle 0x[0-9a-f]+ is a sibling of the block/, [s9.header]);
    await uncles("an uncle 8 generations back", /does not branch off the last 7 generations/, [s2.header]);

    // verifyHeader, for the uncle against its own parent (block 2)
    await uncleEdit("gas limit above 2^63-1", /uncle 0x[0-9a-f]+: gas limit \d+ above the maximum/, (r) => {
      r[9] = int(2n ** 63n);
    });
    await uncleEdit("gas limit up by parent/1024", /uncle 0x[0-9a-f]+: gas limit \d+ moves/, (r) => {
      r[9] = int(uncleParent.gasLimit + uncleBound);
    });
    await uncleEdit("gas used above the gas limit", GAS_USED, (r) => {
      r[10] = int(uncleParent.gasLimit + 1n);
    });
    await uncleEdit("extra data of 33 bytes", EXTRA_DATA, (r) => {
      r[12] = new Uint8Array(33);
    });
    await uncleEdit("timestamp equal to its parent's", /uncle 0x[0-9a-f]+: timestamp not after/, (r) => {
      r[11] = int(uncleParent.timestamp);
    });
    await uncleEdit("difficulty", /uncle 0x[0-9a-f]+: difficulty 2, expected 1/, (r) => {
      r[7] = int(2n);
    });
    await uncleEdit("base fee", /uncle 0x[0-9a-f]+: base fee \d+, expected \d+/, (r) => {
      r[15] = int(u3.header.baseFeePerGas! + 1n);
    });
    await uncleEdit("number", /uncle 0x[0-9a-f]+: number 4 does not follow parent 2/, (r) => {
      r[8] = int(4n);
    });
    await uncleEdit(
      "seal",
      /uncle 0x[0-9a-f]+: invalid proof of work/,
      (r) => {
        r[14] = new Uint8Array(8).fill(7);
      },
      false,
    );

    // rlp decoding: the good block 9 with one field encoded as geth's decoder refuses
    const encoding = (rule: string, reason: RegExp, edit: (raw: NestedUint8Array) => void) => {
      const raw = b9.raw() as NestedUint8Array;
      const copy = [[...(raw[0] as Uint8Array[])], raw[1]!, (raw[2] as Uint8Array[][]).map((u) => [...u])];
      edit(copy);
      bad.push({ rule: `encoding: ${rule}`, raw: copy, reason });
    };
    const headerOf = (raw: NestedUint8Array) => raw[0] as NestedUint8Array;
    const leadingZero = (b: Uint8Array) => Uint8Array.from([0, ...b]);
    encoding(
      "number with a leading zero byte",
      /non-canonical integer in number: leading zero bytes/,
      (r) => {
        headerOf(r)[8] = leadingZero(headerOf(r)[8] as Uint8Array);
      },
    );
    encoding("gas limit with a leading zero byte", /non-canonical integer in gasLimit/, (r) => {
      headerOf(r)[9] = leadingZero(headerOf(r)[9] as Uint8Array);
    });
    encoding("difficulty with a leading zero byte", /non-canonical integer in difficulty/, (r) => {
      headerOf(r)[7] = leadingZero(headerOf(r)[7] as Uint8Array);
    });
    encoding("base fee with a leading zero byte", /non-canonical integer in baseFeePerGas/, (r) => {
      headerOf(r)[15] = leadingZero(headerOf(r)[15] as Uint8Array);
    });
    encoding("a zero gas used as the byte 0x00", /non-canonical integer in gasUsed/, (r) => {
      headerOf(r)[10] = Uint8Array.of(0);
    });
    encoding("the number as a list", /number is a list/, (r) => {
      headerOf(r)[8] = [headerOf(r)[8] as Uint8Array];
    });
    encoding("a timestamp of 9 bytes", /timestamp is too long for a 64-bit integer/, (r) => {
      headerOf(r)[11] = int(2n ** 64n);
    });
    encoding("a bloom of 255 bytes", /logsBloom is 255 bytes, expected exactly 256/, (r) => {
      headerOf(r)[6] = new Uint8Array(255);
    });
    encoding("a London header without base fee", /header is missing baseFee/, (r) => {
      (headerOf(r) as Uint8Array[]).pop();
    });
    encoding(
      "an uncle's number with a leading zero byte",
      /uncle 0: non-canonical integer.* in number/,
      (r) => {
        const uncle = (r[2] as NestedUint8Array)[0] as NestedUint8Array;
        uncle[8] = leadingZero(uncle[8] as Uint8Array);
      },
    );
    encoding(
      "a typed transaction whose chain id has a leading zero byte",
      /transaction 0: non-canonical integer in chainId/,
      (r) => {
        const tx = createFeeMarket1559Tx(
          { chainId: 1337n, maxFeePerGas: 10n ** 10n, gasLimit: 21_000n },
          { common: author.chain.common },
        ).sign(new Uint8Array(32).fill(1));
        const fields = RLP.decode(tx.serialize().subarray(1)) as Uint8Array[];
        fields[0] = Uint8Array.from([0, ...fields[0]!]);
        r[1] = [Uint8Array.from([2, ...RLP.encode(fields)])];
      },
    );
    encoding("a fourth block field (withdrawals)", /block: 4 elements, expected 3/, (r) => {
      r.push([]);
    });
  } finally {
    await caches.close();
  }
  return { good, bad };
}
