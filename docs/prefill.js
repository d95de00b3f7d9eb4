// Prefilled "Try it" params: the method's first example, with the values that name chain data of
// the example's chain (block numbers and hashes, accounts, transaction hashes) replaced by the same
// kind of data of this node's chain, so that Send works as it stands; and the params array the
// edited inputs make.
import { call, callBatch } from "./rpc.js";

/** How many recent blocks are searched for the newest transaction (one batch request). */
const TX_SEARCH_DEPTH = 32;
/** How many of the newest transactions are looked at for a contract to call (two batch requests). */
const CONTRACT_SEARCH_TXS = 8;
/** Methods whose call object is prefilled with a contract of this chain (reads only, never a send). */
const CALL_METHODS = /^(eth_call|eth_estimateGas|eth_createAccessList|debug_traceCall)$/;

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/;

/**
 * The live values prefills use: head number and hash, the first dev account, the newest tx hash,
 * and a contract to call: the target and input of the newest transaction that called code (a call
 * that ran here before), else the newest contract created (with the example's input).
 */
export async function sampleChain() {
  const [head, accounts] = await Promise.all([
    call("eth_getBlockByNumber", ["latest", false]),
    call("eth_accounts", []).catch(() => []),
  ]);
  const headNumber = Number(head.number);
  const txHashes = [...head.transactions].reverse();
  if (txHashes.length < CONTRACT_SEARCH_TXS && headNumber > 0) {
    const numbers = [];
    for (let n = headNumber - 1; n >= 0 && numbers.length < TX_SEARCH_DEPTH; n--) numbers.push(n);
    const blocks = await callBatch(
      numbers.map((n) => ["eth_getBlockByNumber", [`0x${n.toString(16)}`, false]]),
    ).catch(() => []);
    for (const b of blocks) txHashes.push(...[...(b?.transactions ?? [])].reverse());
  }
  const contract = await newestContract(txHashes.slice(0, CONTRACT_SEARCH_TXS)).catch(() => undefined);
  return {
    blockNumber: head.number,
    blockHash: head.hash,
    account: accounts[0],
    txHash: txHashes[0],
    contract,
  };
}

/** `{ address, data? }` of the newest of these transactions (newest first) that reached code. */
async function newestContract(txHashes) {
  if (txHashes.length === 0) return undefined;
  const answers = await callBatch(
    txHashes.flatMap((h) => [
      ["eth_getTransactionByHash", [h]],
      ["eth_getTransactionReceipt", [h]],
    ]),
  );
  const candidates = [];
  for (let i = 0; i < txHashes.length; i++) {
    const [tx, receipt] = [answers[2 * i], answers[2 * i + 1]];
    if (tx?.to) candidates.push({ address: tx.to, data: tx.input });
    else if (receipt?.contractAddress) candidates.push({ address: receipt.contractAddress });
  }
  if (candidates.length === 0) return undefined;
  const codes = await callBatch(candidates.map((c) => ["eth_getCode", [c.address, "latest"]]));
  return candidates.find((_, i) => typeof codes[i] === "string" && codes[i] !== "0x");
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
    let value = liven(values.get(param.name), param.name, true, method.name, sample);
    if (CALL_METHODS.test(method.name)) value = withContract(value, sample?.contract);
    return JSON.stringify(value, null, typeof value === "object" && value !== null ? 2 : undefined);
  });
}

/**
 * A call object aimed at this chain's contract instead of the example chain's (whose address has no
 * code here), with the input that contract was called with when known.
 */
function withContract(value, contract) {
  if (contract === undefined || value === null || typeof value !== "object" || !("to" in value)) return value;
  const out = { ...value, to: contract.address };
  if (contract.data !== undefined) {
    if ("input" in out) out.input = contract.data;
    else out.data = contract.data;
  }
  return out;
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
