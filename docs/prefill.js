// Prefilled "Try it" params: the method's first example, with the values that name chain data of
// the example's chain (block numbers and hashes, accounts, transaction hashes) replaced by the same
// kind of data of this node's chain, so that Send works as it stands; and the params array the
// edited inputs make.
import { call, callBatch } from "./rpc.js";

/** How many recent blocks are searched for the newest transaction (one batch request). */
const TX_SEARCH_DEPTH = 32;

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/;

/** The live values prefills use: head number and hash, the first dev account, the newest tx hash. */
export async function sampleChain() {
  const [head, accounts] = await Promise.all([
    call("eth_getBlockByNumber", ["latest", false]),
    call("eth_accounts", []).catch(() => []),
  ]);
  const headNumber = Number(head.number);
  let txHash;
  if (head.transactions.length > 0) {
    txHash = head.transactions[head.transactions.length - 1];
  } else if (headNumber > 0) {
    const numbers = [];
    for (let n = headNumber - 1; n >= 0 && numbers.length < TX_SEARCH_DEPTH; n--) numbers.push(n);
    const blocks = await callBatch(
      numbers.map((n) => ["eth_getBlockByNumber", [`0x${n.toString(16)}`, false]]),
    ).catch(() => []);
    const withTx = blocks.find((b) => b?.transactions?.length > 0);
    txHash = withTx?.transactions[withTx.transactions.length - 1];
  }
  return { blockNumber: head.number, blockHash: head.hash, account: accounts[0], txHash };
}

/** The param values of the method's first example by param name (params without one are absent). */
function exampleValues(method) {
  const example = method.examples?.[0];
  const values = new Map();
  for (const p of example?.params ?? []) values.set(p.name, p.value);
  return values;
}

/**
 * The JSON text of each param's input: the example value with chain data swapped for `sample`'s;
 * a param the example leaves out is empty (required) or left out (optional).
 */
export function prefillParams(method, sample) {
  const values = exampleValues(method);
  return method.params.map((param) => {
    if (!values.has(param.name)) return "";
    const value = liven(values.get(param.name), param.name, true, method.name, sample);
    return JSON.stringify(value, null, typeof value === "object" && value !== null ? 2 : undefined);
  });
}

/** Walks a value; `key` is the param name (top) or the object key holding it. */
function liven(value, key, top, methodName, sample) {
  if (Array.isArray(value)) return value.map((v) => liven(v, key, false, methodName, sample));
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = liven(v, k, false, methodName, sample);
    return out;
  }
  if (typeof value !== "string" || sample === undefined) return value;
  if (HASH.test(value)) {
    if (/block/i.test(key)) return sample.blockHash ?? value;
    if (/transaction|tx/i.test(key) || (top && /hash/i.test(key) && /transaction|trace/i.test(methodName))) {
      return sample.txHash ?? value;
    }
    return value;
  }
  if (ADDRESS.test(value)) {
    // The account a method is about (top level) or the sender of a call; `to` and log addresses
    // name contracts of the example's chain, which no account of this one replaces.
    const isAccount = top ? /address|account/i.test(key) : key === "from";
    return isAccount && sample.account !== undefined ? sample.account : value;
  }
  if (QUANTITY.test(value) && /block|^number$/i.test(key) && sample.blockNumber !== undefined) {
    // A block above this chain's head does not exist here.
    return BigInt(value) > BigInt(sample.blockNumber) ? sample.blockNumber : value;
  }
  return value;
}

/** The params array of the inputs: JSON each; trailing empty optional params are left out. */
export function paramsFromInputs(method, inputs) {
  let last = inputs.length - 1;
  while (last >= 0 && inputs[last].trim() === "" && !method.params[last].required) last--;
  const params = [];
  for (let i = 0; i <= last; i++) {
    const text = inputs[i].trim();
    if (text === "") {
      params.push(null);
      continue;
    }
    try {
      params.push(JSON.parse(text));
    } catch (e) {
      throw new Error(`${method.params[i].name}: not JSON (${e.message})`);
    }
  }
  return params;
}
