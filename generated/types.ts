// generated from openrpc.json; do not edit
// Wire types: one per components.schemas key.
/**
 * Unsigned integer of at most 256 bits as lowercase hex with 0x prefix and no leading zeros (zero is 0x0). Used in results.
 */
export type Quantity = `0x${string}`;
/**
 * Unsigned integer of at most 256 bits as hex with 0x prefix, in either case. Leading zeros are rejected (0x01 is invalid) and so is the empty 0x, as geth's hexutil.Big does.
 */
export type QuantityInput = `0x${string}`;
/**
 * Unsigned integer of at most 64 bits (block numbers, indexes, nonces, gas) as hex with 0x prefix, in either case, without leading zeros, as geth's hexutil.Uint64 requires.
 */
export type Uint64Input = `0x${string}`;
/**
 * Byte string of any length as lowercase hex with 0x prefix, two digits per byte; 0x is the empty byte string. Used in results.
 */
export type Data = `0x${string}`;
/**
 * Byte string of any length as hex with 0x prefix, two digits per byte, in either case. Odd-length hex is rejected.
 */
export type DataInput = `0x${string}`;
/**
 * Exactly 8 bytes as lowercase hex (the proof-of-work nonce).
 */
export type Bytes8 = `0x${string}`;
/**
 * Exactly 8 bytes as hex in either case.
 */
export type Bytes8Input = `0x${string}`;
/**
 * Exactly 32 bytes as lowercase hex: block hashes, transaction hashes, trie roots, topics, storage words.
 */
export type Hash32 = `0x${string}`;
/**
 * Exactly 32 bytes as hex in either case.
 */
export type Hash32Input = `0x${string}`;
/**
 * Storage slot: 1 to 32 bytes as hex with 0x prefix, in either case. Shorter values are left-padded with zeros and leading zeros are allowed, as geth accepts for eth_getStorageAt.
 */
export type StorageSlotInput = `0x${string}`;
/**
 * Storage key of eth_getProof: at most 32 bytes as hex in either case, left-padded with zeros. Decision (as geth's lenient parser, decodeStorageKey): the 0x prefix is optional and an odd number of digits is accepted (0x1 is slot 1, 0x is slot 0); the method checks the digits and the length itself, to answer in geth's words (see eth_getProof).
 */
export type StorageKeyInput = string;
/**
 * 20-byte account address as lowercase hex (geth also returns addresses in lowercase, not EIP-55 mixed case).
 */
export type Address = `0x${string}`;
/**
 * 20-byte account address as hex: lowercase, uppercase or EIP-55 mixed case. Decision (as geth): the EIP-55 checksum is not verified, so a mixed-case address with a wrong checksum is accepted as the same 20 bytes.
 */
export type AddressInput = `0x${string}`;
/**
 * 256-byte logs bloom filter as lowercase hex.
 */
export type Bloom = `0x${string}`;
/**
 * Named block: `latest` is the head of the canonical chain, `earliest` the genesis block, `pending` the block the node is building on top of the head. Decision (as Anvil; geth answered an error for these on proof-of-work chains): a proof-of-work chain has no finality, so `safe` and `finalized` are confirmation depths below the head: `safe` is the block 32 below the head and `finalized` the block 64 below it (the node's `--safe-depth` and `--finalized-depth`), clamped at the genesis block, so on a young chain both name block 0.
 */
export type BlockTag = "latest" | "earliest" | "pending" | "safe" | "finalized";
/**
 * A block number as hex quantity or a block tag (the methods that name a block by number: geth's rpc.BlockNumber). Decision (as geth): these methods do not take a block hash; the methods reading state take BlockParameterOrHash. Decision (as Hardhat and Anvil; geth refuses it with `hex string without 0x prefix`): a block number may also be a plain JSON integer (`5` for `0x5`), as test suites send a block's `number` back with `provider.send`; it is at most 2^53 - 1, the largest integer a JSON number carries exactly.
 */
export type BlockParameter = Uint64Input | BlockTag | BlockNumberInteger;
/**
 * A block number as a plain JSON integer (Hardhat and Anvil accept it; geth does not): 0 to 2^53 - 1.
 */
export type BlockNumberInteger = number;
/**
 * A block for a state read or an execution (geth's rpc.BlockNumberOrHash): a block number as hex quantity, a block tag, a 32-byte block hash as a plain string (as geth: a 66-character string is a hash), or an EIP-1898 object. Decisions (as geth): the interface defines numbers and tags only; the hash forms are accepted besides, so every conforming client keeps working. Decision (as Hardhat and Anvil): a block number may also be a plain JSON integer, as in BlockParameter. A number above the head gives -32000 `header not found`; a hash the node does not know gives -32000 `header for hash not found`; `requireCanonical: true` with the hash of a block that is not on the canonical chain gives -32000 `hash is not currently canonical` (without it, any known block's state is read, canonical or not).
 */
export type BlockParameterOrHash = Uint64Input | BlockTag | Hash32Input | BlockSelector | BlockNumberInteger;
/**
 * EIP-1898 block object: either `blockNumber` (a number or tag) or `blockHash` with an optional `requireCanonical` (default false). Decisions (as geth's wording, -32602): both given is `cannot specify both BlockHash and BlockNumber, choose one or the other`, neither is `must specify either BlockHash or BlockNumber`; `requireCanonical` is ignored with `blockNumber`; unknown fields are ignored.
 */
export type BlockSelector = BlockSelector1;
/**
 * Id of a filter or subscription: 16 random bytes as a hex quantity of exactly 32 lowercase digits whose first digit is not 0 (geth's ids are 16 random bytes too, but drop leading zeros). Used in results.
 */
export type FilterId = `0x${string}`;
/**
 * Id of a filter or subscription as sent by a client: a hex quantity of at most 128 bits, in either case, without leading zeros. An id the node did not hand out is not a validation error: the method answers as for an unknown filter.
 */
export type FilterIdInput = `0x${string}`;
/**
 * EIP-2930 access list: addresses and storage keys the transaction plans to touch.
 */
export type AccessListInput = {
  address: AddressInput;
  storageKeys: Hash32Input[];
}[];
/**
 * An unsigned integer of at most 256 bits as hex with 0x prefix, leading zeros allowed (a 32-byte signature value).
 */
export type Word256Input = `0x${string}`;
/**
 * Transaction call object of eth_call: TransactionArgs. Decision (as geth): the interface requires `from` and `to`; here both are optional (see TransactionArgs), which keeps every conforming client working.
 */
export type CallObject = TransactionArgs;
/**
 * Kind of eth_subscribe subscription: `newHeads` (block headers), `logs` (log objects), `newPendingTransactions` (transaction hashes), `newSideHeads` (headers of blocks stored off the canonical chain, as core-geth). Decision: geth's `syncing` is not offered (this node never syncs).
 */
export type SubscriptionType = "newHeads" | "logs" | "newPendingTransactions" | "newSideHeads";
/**
 * EIP-712 typed data as eth_signTypedData_v4 takes it: the JSON object, or that object as a JSON string (ethers v6 and viem send a string; both are accepted, as Hardhat and Anvil do). The object has `types` (struct name to its fields; `EIP712Domain` may be given and must match the domain's fields), `primaryType`, `domain` and `message`. Values are encoded as EIP-712 v4 says (arrays and nested structs included): integers as JSON numbers, decimal or 0x-hex strings; `bytes` and `bytesN` as 0x-hex; `address` as hex; `bool` as a JSON boolean. Anything else is -32602 naming the field.
 */
export type TypedData =
  | string
  | {
      types: {
        [k: string]:
          | {
              name: string;
              type: string;
            }[]
          | undefined;
      };
      primaryType: string;
      domain: {};
      message: {};
    };
/**
 * A call of a simulated block: TransactionArgs (the sender defaults to the zero address; `nonce` to the sender's nonce at that point of the simulation; `gas` to what is left of the block's gas limit).
 */
export type SimulateCall = TransactionArgs;
/**
 * EIP-2930 access list as returned.
 */
export type AccessList = {
  address: Address;
  storageKeys: Hash32[];
}[];
/**
 * Milliseconds to wait for the receipt (EIP-7966): a JSON integer as the EIP and geth take it, or a hex quantity as viem sends it. 0 or absent: the default, 20 s (geth's); above 60 s (geth's maximum): 60 s.
 */
export type SyncTimeout = number | Uint64Input;
/**
 * 4 bytes, hex.
 */
export type Bytes4 = `0x${string}`;
/**
 * Block object of eth_getBlockByNumber and eth_getBlockByHash: BlockBase with `transactions`.
 */
export type Block = BlockBase & Required<Pick<BlockBase, "transactions">>;
/**
 * Uncle (ommer) block: the block shape without `transactions`. `uncles` is always empty for an uncle.
 */
export type Uncle = Omit<BlockBase, "transactions">;
/**
 * Mining work: [pow-hash of the pending header, seed hash of the Ethash DAG, boundary condition 2^256 / difficulty, number of the pending block]. Decision (as geth, which added the fourth element for mining pools): powgate returns 4 elements; the interface defines the first 3, and a reader of 3 elements ignores the fourth. 3 elements are valid too, so this schema checks endpoints that follow the interface strictly.
 *
 * @minItems 3
 * @maxItems 4
 */
export type WorkArray = [Hash32, Hash32, Hash32] | [Hash32, Hash32, Hash32, Quantity];
/**
 * false when the node is not syncing, otherwise its progress (a sync round from a heavier peer, see eth_syncing).
 */
export type SyncStatus = false | SyncProgress;
/**
 * Result of eth_getFilterChanges: log objects for a log filter (including `removed: true` ones after a reorganization), 32-byte hashes for a block filter (block hashes) or a pending transaction filter (transaction hashes).
 */
export type FilterChanges = Log[] | Hash32[];
/**
 * 65-byte secp256k1 signature r ‖ s ‖ v as hex, v 27 (0x1b) or 28 (0x1c), as geth's eth_sign returns it.
 */
export type Signature = `0x${string}`;
/**
 * TraceConfig plus what debug_traceCall adds (geth's TraceCallConfig).
 */
export type TraceCallConfig = TraceConfig & TraceCallConfig1;
/**
 * The result of one traced transaction: its shape is the tracer's.
 */
export type TraceResult =
  StructLogTrace | CallFrame | PrestateTrace | PrestateDiffTrace | FourByteTrace | NoopTrace;
/**
 * One entry per transaction of the block, in order (geth's txTraceResult).
 */
export type BlockTrace = {
  txHash: Hash32;
  result?: TraceResult;
  /**
   * Why this transaction has no result (`execution timeout`).
   */
  error?: string;
}[];
/**
 * What a replay computes: `trace` (the flat traces), `stateDiff` (what changed), `vmTrace` (every executed instruction, OpenEthereum's shape).
 */
export type TraceTypes = ("trace" | "stateDiff" | "vmTrace")[];
/**
 * A call's gasUsed and output, a creation's address, code and gasUsed; null for a selfdestruct, a reward, or a failure other than a revert.
 */
export type ParityTraceResult = null | {
  gasUsed: Quantity;
  output?: Data;
  address?: Address;
  code?: Data;
};
export type ParityTraceList = ParityTrace[];
/**
 * One call of trace_callMany: the call and its trace types.
 *
 * @minItems 2
 * @maxItems 2
 */
export type TraceCallRequest = [CallObject, TraceTypes];
/**
 * What evm_mine takes: a block timestamp (seconds since the epoch, as Hardhat and Anvil), or Ganache's object `{timestamp?, blocks?}` (the first block's timestamp, and how many blocks to mine, default 1).
 */
export type MineOptions =
  | Uint64Input
  | {
      timestamp?: Uint64Input;
      blocks?: Uint64Input;
    };
/**
 * Interval mining as Hardhat takes it: milliseconds between blocks as a JSON integer (0 turns interval mining off), or a `[min, max]` range in milliseconds, drawn anew for each block. At most 2147483647 ms (24.8 days), the longest timer Node.js keeps.
 */
export type IntervalMsInput = number | [number, number, ...number[]];
/**
 * Seconds as Anvil takes them: a JSON integer, at most 2147483 (24.8 days, the longest timer Node.js keeps).
 */
export type IntervalSecondsInput = number;
/**
 * A signed integer in decimal digits (Hardhat answers evm_increaseTime and evm_setNextBlockTimestamp with such a string, not a hex quantity).
 */
export type DecimalString = string;
/**
 * Seconds as Anvil takes them: a JSON integer (viem sends one) or a hex quantity of at most 64 bits.
 */
export type SecondsInput = number | Uint64Input;
/**
 * A transaction object as eth_sendTransaction takes it, with `from` required: the sender, which sends without a signature.
 */
export type UnsignedTransactionArgs = TransactionArgs;
/**
 * A non-negative integer as Anvil's numeric parameters take it: a JSON integer or a hex quantity of at most 64 bits.
 */
export type CountInput = number | Uint64Input;
/**
 * A chain id as Anvil takes it: a JSON integer or a hex quantity of at most 64 bits, at least 1 (EIP-155 has no chain 0).
 */
export type ChainIdInput = number | `0x${string}`;
/**
 * A transaction of anvil_reorg's new branch, as Anvil takes it: signed bytes (as eth_sendRawTransaction takes them), or a transaction object (as eth_sendTransaction takes it; `from` defaults to the first dev account, and must be a dev account or impersonated). The object's nonce is ignored: each sender's transactions get the nonces that follow its nonce at the common ancestor, in block order, as Anvil assigns them.
 */
export type ReorgTransaction = DataInput | TransactionArgs;
/**
 * A transaction of anvil_reorg and the index of the new branch's block that holds it (0 is the first block after the common ancestor; below the reorg's depth).
 *
 * @minItems 2
 * @maxItems 2
 */
export type ReorgTransactionPair = [ReorgTransaction, CountInput];
/**
 * An enode URL: enode://<128 hex digits of the public key>@<IP address>:<TCP port>[?discport=<UDP port>].
 */
export type Enode = string;

export interface BlockSelector1 {
  /**
   * Block number (hex quantity or JSON integer) or tag.
   */
  blockNumber?: BlockParameter;
  /**
   * Block hash.
   */
  blockHash?: Hash32Input;
  /**
   * With blockHash: the block must be on the canonical chain (default false).
   */
  requireCanonical?: boolean;
}
/**
 * Transaction fields for eth_estimateGas and eth_call. Besides the interface's from/to/gas/gasPrice/value/data, the standard fields that ethers v6 and viem send are accepted: input, nonce, type, chainId, maxFeePerGas, maxPriorityFeePerGas, accessList. Decisions (as geth): unknown fields are ignored, including the blob fields (blobVersionedHashes, maxFeePerBlobGas), which this proof-of-work chain does not support. `authorizationList` (EIP-7702, under the `prague` and `osaka` rules, `osaka` being the default) makes a type-0x4 transaction or call, as geth; refused with -32000 `transaction type not supported` under rules without EIP-7702; `type` is accepted and ignored, the fee fields present decide the kind of call; `input` is the newer name of `data`, and when both are given they must be equal (else -32602 `both "data" and "input" are set and not equal`); a `chainId` other than the node's gives -32602 `chainId does not match node's`. `gas` above the gas cap (10 times the current block gas limit) is lowered to the cap, as geth does. Decision: a field set to null is rejected rather than treated as absent (ethers v6 and viem omit absent fields), except `to`: `"to": null` is a contract creation exactly as an absent `to`, as geth and Anvil take it (Foundry's `forge create` and `cast send --create` send it) in every method that takes this object (eth_call, eth_estimateGas, eth_createAccessList, eth_sendTransaction, eth_signTransaction, eth_sendUnsignedTransaction, debug_traceCall). Decision (as geth): the interface marks `from` and `to` as required; both may be omitted. Without `from` the zero address is the sender (viem's readContract and ethers' read-only contracts send no `from`); without `to` (or with `to: null`) the call is a contract creation with `data` as init code (ethers v6 and viem estimate every deployment that way, Foundry probes PUSH0 with it). A client that always sends both keeps working.
 */
export interface TransactionArgs {
  /**
   * Sender address; default the zero address.
   */
  from?: AddressInput;
  /**
   * Destination address; omitted or null for a contract creation (`data` is the init code).
   */
  to?: AddressInput | null;
  /**
   * Gas provided for execution; capped at 10 times the current block gas limit.
   */
  gas?: Uint64Input;
  /**
   * Legacy price per unit of gas, in wei.
   */
  gasPrice?: QuantityInput;
  /**
   * EIP-1559 fee cap per unit of gas, in wei.
   */
  maxFeePerGas?: QuantityInput;
  /**
   * EIP-1559 tip cap per unit of gas, in wei.
   */
  maxPriorityFeePerGas?: QuantityInput;
  /**
   * Value sent with the call, in wei.
   */
  value?: QuantityInput;
  /**
   * Method selector and ABI-encoded arguments.
   */
  data?: DataInput;
  /**
   * Same as `data` (newer name).
   */
  input?: DataInput;
  /**
   * Sender nonce; not checked by eth_call.
   */
  nonce?: Uint64Input;
  /**
   * Transaction type as sent by ethers v6 and viem; accepted and ignored.
   */
  type?: Uint64Input;
  /**
   * Must equal the node's chain id when given.
   */
  chainId?: QuantityInput;
  accessList?: AccessListInput;
  /**
   * EIP-7702 authorizations, each signed by its authority: a set-code (0x4) transaction; needs `to` and EIP-1559 fees (not `gasPrice`).
   */
  authorizationList?: AuthorizationInput[];
}
/**
 * An EIP-7702 authorization in a transaction object (eth_sendTransaction, eth_signTransaction, eth_call, eth_estimateGas). Decision: as geth's JSON, numbers as 0x hex; leading zeros are accepted in chainId, r and s (viem sends r and s as 32-byte hex). The node signs the transaction, never the authorization: each one comes signed by its authority.
 */
export interface AuthorizationInput {
  chainId: Word256Input;
  address: AddressInput;
  nonce: Uint64Input;
  yParity: Uint64Input;
  r: Word256Input;
  s: Word256Input;
}
/**
 * Log filter of eth_getLogs. Either a range (fromBlock/toBlock, each defaulting to `latest`) or one block by `blockHash`, never both. Decisions (as geth): `address` may also be an array of addresses (a log matches any of them); each `topics` position is null (any topic), one 32-byte hash, or an array of hashes (any of them; an empty array also matches any topic); more than 4 positions are rejected; unknown fields are ignored; a field set to null is rejected (ethers v6 and viem omit absent fields).
 */
export interface Filter {
  /**
   * Start of the range (inclusive); default `latest`.
   */
  fromBlock?: BlockParameter;
  /**
   * End of the range (inclusive); default `latest`.
   */
  toBlock?: BlockParameter;
  /**
   * Only logs emitted by this contract address (or by any address of the array).
   */
  address?: AddressInput | AddressInput[];
  /**
   * Order-dependent topic filter, at most 4 positions.
   *
   * @maxItems 4
   */
  topics?: (null | Hash32Input | Hash32Input[])[];
  /**
   * Only logs of the block with this hash; same as fromBlock = toBlock = that block. Excludes fromBlock and toBlock.
   */
  blockHash?: Hash32Input;
}
/**
 * Log criteria of an eth_subscribe `logs` subscription: `address` and `topics` exactly as in the Filter of eth_getLogs. Decision (as geth): other fields, including fromBlock, toBlock and blockHash, are ignored; only logs of blocks that join the chain after the subscription are pushed.
 */
export interface LogSubscriptionFilter {
  /**
   * Only logs emitted by this contract address (or by any address of the array).
   */
  address?: AddressInput | AddressInput[];
  /**
   * Order-dependent topic filter, at most 4 positions.
   *
   * @maxItems 4
   */
  topics?: (null | Hash32Input | Hash32Input[])[];
}
/**
 * Replacements of accounts for one call, by address (geth's StateOverride). They are written inside the call's own checkpoint, which is always reverted: the chain's state, its caches and other calls never see them. Decisions (as geth): an account's `state` and `stateDiff` together are refused (-32000 `account 0x… has both 'state' and 'stateDiff'`); an override on a precompile's address makes it an ordinary account for the call; unknown fields are refused (-32602, the message names the field: `field "0x…": unknown field "storage"`).
 */
export interface StateOverrides {
  [k: string]: AccountOverride | undefined;
}
/**
 * One account's replacements (geth's OverrideAccount). Unknown fields are refused.
 */
export interface AccountOverride {
  /**
   * The account's nonce.
   */
  nonce?: Uint64Input;
  /**
   * The account's code (EVM bytecode).
   */
  code?: DataInput;
  /**
   * The account's balance in wei.
   */
  balance?: QuantityInput;
  /**
   * The whole storage: slots not listed are zero.
   */
  state?: {
    [k: string]: Hash32Input | undefined;
  };
  /**
   * Only these slots.
   */
  stateDiff?: {
    [k: string]: Hash32Input | undefined;
  };
  /**
   * Moves the precompile at this address to the given one for the call (geth's movePrecompileToAddress): the precompile then answers there, and this address is an ordinary account (its `code` override, if any, runs). Refused for an address that is no precompile (-32000 `account 0x… is not a precompile`) and for a destination that has an override of its own (-32000 `account 0x… is already overridden`).
   */
  movePrecompileToAddress?: AddressInput;
}
/**
 * Replacements of the block context of a call (geth's BlockOverrides). Decisions for this proof-of-work chain: `difficulty` is what DIFFICULTY (0x44) reads; `prevRandao` is accepted and ignored, as geth ignores it before the merge (DIFFICULTY reads the difficulty); `baseFeePerGas` is ignored on a chain without EIP-1559 and, as geth's eth_call, a call without a gas price still sees a base fee of 0; `blobBaseFee` is refused (-32602): this chain has no blobs. `beaconRoot` and `withdrawals` (geth's newer fields) are refused as unknown fields: this chain has no beacon chain.
 */
export interface BlockOverrides {
  /**
   * Block number (NUMBER).
   */
  number?: QuantityInput;
  /**
   * Difficulty (DIFFICULTY).
   */
  difficulty?: QuantityInput;
  /**
   * Timestamp in seconds (TIMESTAMP).
   */
  time?: Uint64Input;
  /**
   * Block gas limit (GASLIMIT).
   */
  gasLimit?: Uint64Input;
  /**
   * Coinbase (COINBASE).
   */
  feeRecipient?: AddressInput;
  /**
   * Alias of feeRecipient.
   */
  coinbase?: AddressInput;
  /**
   * Base fee (BASEFEE) for calls that pay a gas price.
   */
  baseFeePerGas?: QuantityInput;
  /**
   * Accepted and ignored on proof of work (geth ignores it before the merge).
   */
  prevRandao?: Hash32Input;
  /**
   * Refused (-32602): this chain has no blobs.
   */
  blobBaseFee?: QuantityInput;
}
/**
 * The input of eth_simulateV1 (geth's simOpts).
 */
export interface SimulatePayload {
  /**
   * The blocks to simulate, in order: at least 1, at most 256.
   */
  blockStateCalls: SimulateBlock[];
  /**
   * Ether transfers appear as logs of 0xeeee…eeee (see SimulatedLog).
   */
  traceTransfers?: boolean;
  /**
   * Check as for a real transaction: nonces, balances for gas and value, fee caps against the base fee (which is then the Ethash chain's EIP-1559 value instead of 0).
   */
  validation?: boolean;
  /**
   * Full transaction objects in `transactions` instead of hashes.
   */
  returnFullTransactions?: boolean;
}
/**
 * One block of calls with its overrides (geth's simBlock).
 */
export interface SimulateBlock {
  /**
   * Header fields of this block. `number` and `time` must rise from block to block (numbers may skip: the gap is filled with empty blocks, returned too); by default the number is the previous block's + 1 and the time the previous block's + 12 s, as geth.
   */
  blockOverrides?: BlockOverrides;
  /**
   * Accounts replaced before this block's calls run; they stay for the later blocks of the simulation.
   */
  stateOverrides?: StateOverrides;
  /**
   * The calls, run in order, each on the state the previous one left.
   */
  calls?: SimulateCall[];
}
/**
 * A simulated block of eth_simulateV1: geth's block object with the results of its calls. It is built as this chain would build it, but never sealed, stored or announced: `nonce` and `mixHash` are zero; `difficulty` follows the Ethash rule on its simulated parent and timestamp; `uncles` is empty; no block reward is paid (as geth).
 */
export interface SimulatedBlock {
  /**
   * Block number.
   */
  number: Quantity;
  /**
   * Block hash.
   */
  hash: Hash32;
  parentHash: Hash32;
  /**
   * Zero: a simulated block is not sealed.
   */
  nonce: Bytes8;
  /**
   * Keccak-256 of the RLP list of uncle headers.
   */
  sha3Uncles: Hash32;
  /**
   * Bloom filter of the block's logs.
   */
  logsBloom: Bloom;
  transactionsRoot: Hash32;
  stateRoot: Hash32;
  receiptsRoot: Hash32;
  /**
   * Beneficiary of the mining reward.
   */
  miner: Address;
  /**
   * The Ethash difficulty a real block with this timestamp on its (simulated) parent would need, unless a block override sets it.
   */
  difficulty: Quantity;
  /**
   * The parent's total difficulty plus this block's difficulty.
   */
  totalDifficulty: Quantity;
  /**
   * Extra data field of the header (at most 32 bytes).
   */
  extraData: Data;
  /**
   * RLP-encoded size of the block in bytes (for an uncle: of a block made of the uncle header alone, as geth).
   */
  size: Quantity;
  gasLimit: Quantity;
  gasUsed: Quantity;
  /**
   * Unix time in seconds.
   */
  timestamp: Quantity;
  /**
   * Transaction hashes, or full transaction objects when requested; never mixed.
   */
  transactions: Hash32[] | Transaction[];
  /**
   * Always empty.
   *
   * @maxItems 0
   */
  uncles: Hash32[];
  /**
   * Zero: a simulated block is not sealed.
   */
  mixHash: Hash32;
  /**
   * EIP-1559 base fee of this block, in wei; absent on a chain without EIP-1559 (Ethereum Classic).
   */
  baseFeePerGas?: Quantity;
  /**
   * One result per call of the block, in order.
   */
  calls: SimulatedCallResult[];
}
/**
 * A transaction as stored in a block or waiting in the pool (pending: blockHash, blockNumber and transactionIndex are null). Decisions (further fields, as geth returns them): `type` (0x0 legacy, 0x1 EIP-2930, 0x2 EIP-1559, 0x4 EIP-7702 set-code under the `prague` and `osaka` rules, `osaka` being the default; the chain has no blob transactions), the signature `v`, `r`, `s`; `chainId` for EIP-155 legacy and all typed transactions (absent for a pre-EIP-155 legacy transaction); `accessList` and `yParity` for typed transactions; `maxFeePerGas` and `maxPriorityFeePerGas` for types 0x2 and 0x4; `authorizationList` for type 0x4. For types 0x2 and 0x4, `gasPrice` is the effective price paid once included (base fee plus tip, capped at maxFeePerGas) and maxFeePerGas while pending.
 */
export interface Transaction {
  hash: Hash32;
  /**
   * Number of transactions the sender made before this one.
   */
  nonce: Quantity;
  /**
   * Containing block; null when pending.
   */
  blockHash: Hash32 | null;
  /**
   * Containing block number; null when pending.
   */
  blockNumber: Quantity | null;
  /**
   * Position in the block; null when pending.
   */
  transactionIndex: Quantity | null;
  from: Address;
  /**
   * Receiver; null for a contract creation.
   */
  to: Address | null;
  /**
   * Value transferred, in wei.
   */
  value: Quantity;
  /**
   * Gas price, in wei (see the type 0x2 rule above).
   */
  gasPrice: Quantity;
  /**
   * Gas limit given by the sender.
   */
  gas: Quantity;
  input: Data;
  type: "0x0" | "0x1" | "0x2" | "0x4";
  chainId?: Quantity;
  maxFeePerGas?: Quantity;
  maxPriorityFeePerGas?: Quantity;
  accessList?: AccessList;
  /**
   * Type 0x4 only: the EIP-7702 authorizations, in order.
   */
  authorizationList?: Authorization[];
  v: Quantity;
  r: Quantity;
  s: Quantity;
  yParity?: "0x0" | "0x1";
  /**
   * Only in the blocks evm_mine_detailed returns (Anvil's field): what the transaction returned (a creation: the deployed code).
   */
  output?: Data;
  /**
   * Only in the blocks evm_mine_detailed returns, for a failed transaction whose revert data decodes (Anvil's field): the Error(string) text or the Panic wording.
   */
  revertReason?: string;
}
/**
 * An EIP-7702 authorization as geth returns it (SetCodeAuthorization): the authority's signature over (chainId, address, nonce) delegating its code to `address`. `chainId` 0x0 is valid on any chain.
 */
export interface Authorization {
  chainId: Quantity;
  /**
   * The code the authority delegates to.
   */
  address: Address;
  /**
   * The authority's nonce when the authorization applies.
   */
  nonce: Quantity;
  /**
   * 0x0 or 0x1 in a valid authorization; any other value is carried, and the authorization skipped, as EIP-7702 says.
   */
  yParity: Quantity;
  r: Quantity;
  s: Quantity;
}
/**
 * The result of one simulated call (geth's simCallResult).
 */
export interface SimulatedCallResult {
  /**
   * The data returned (the revert payload for a REVERT).
   */
  returnData: Data;
  /**
   * Logs of the call (none when it failed), and its ether transfers with traceTransfers.
   */
  logs: SimulatedLog[];
  /**
   * Gas used by the call, as a receipt's.
   */
  gasUsed: Quantity;
  /**
   * 0x1 success, 0x0 failure.
   */
  status: "0x0" | "0x1";
  error?: SimulatedCallError;
}
/**
 * A log of a simulated call (geth's log object with `blockTimestamp`). With `traceTransfers`, every ether transfer (a transaction's or a call's value, a SELFDESTRUCT's balance) appears as an ERC-20 Transfer log of the ERC-7528 address 0xeeee…eeee: topics Transfer(address,address,uint256), sender, recipient; data the amount.
 */
export interface SimulatedLog {
  /**
   * true when the log was removed by a chain reorganization, false for a valid log.
   */
  removed: boolean;
  /**
   * Position of the log in the block.
   */
  logIndex: Quantity;
  /**
   * Position of the transaction in the block.
   */
  transactionIndex: Quantity;
  /**
   * Originating transaction.
   */
  transactionHash: Hash32;
  /**
   * Containing block.
   */
  blockHash: Hash32;
  /**
   * Containing block number.
   */
  blockNumber: Quantity;
  /**
   * Contract that emitted the log.
   */
  address: Address;
  /**
   * Non-indexed arguments (32-byte words).
   */
  data: Data;
  /**
   * 0 to 4 indexed arguments; the first is the event signature hash unless the event is anonymous.
   *
   * @maxItems 4
   */
  topics: Hash32[];
  /**
   * The simulated block's timestamp (geth's and Anvil's field).
   */
  blockTimestamp: Quantity;
}
/**
 * Why a simulated call failed: a REVERT is code 3 with `execution reverted[: reason]` and the revert payload in `data` (geth's revertError); any other EVM failure is code -32015 with the EVM's words (e.g. `out of gas`, `invalid opcode: INVALID`).
 */
export interface SimulatedCallError {
  message: string;
  code: number;
  data?: Data;
}
/**
 * One fork's configuration (EIP-7910), for a proof-of-work chain.
 */
export interface ForkConfig {
  /**
   * powgate's addition: the block that activates the fork (proof-of-work forks activate by number, not by time); 0 for the rules at genesis.
   */
  activationBlock: number;
  /**
   * The activating block's timestamp once it is mined (the genesis time for rules that hold from genesis); null for a fork whose block is not mined yet: its time is not known in advance on proof of work.
   */
  activationTime: number | null;
  /**
   * Always null: this chain has no blobs (EIP-4844).
   */
  blobSchedule: null;
  chainId: Quantity;
  /**
   * EIP-2124 fork hash of this fork from the chain's genesis.
   */
  forkId: Bytes4;
  /**
   * Active precompiles by EIP-7910's names (ECREC, SHA256, RIPEMD160, ID, MODEXP, BN254_ADD, BN254_MUL, BN254_PAIRING, BLAKE2F, ...).
   */
  precompiles: {
    [k: string]: Address | undefined;
  };
  /**
   * System contracts by EIP-7910's names: only those a proof-of-work chain can have (HISTORY_STORAGE_ADDRESS where EIP-2935 is active); none of the beacon chain's.
   */
  systemContracts: {
    [k: string]: Address | undefined;
  };
}
/**
 * EIP-7910's answer.
 */
export interface EthConfig {
  current: ForkConfig;
  next: ForkConfig | null;
  last: ForkConfig | null;
}
/**
 * A log record emitted by a contract. For a pending log (from the pending block) logIndex, transactionIndex, transactionHash, blockHash and blockNumber are null. Decision (as geth): eth_getLogs and eth_getFilterLogs only return logs of the canonical chain, so `removed` is always false there; it is true only for logs withdrawn by a reorganization, delivered again to log filters (eth_getFilterChanges) and `logs` subscriptions.
 */
export interface Log {
  /**
   * true when the log was removed by a chain reorganization, false for a valid log.
   */
  removed: boolean;
  /**
   * Position of the log in the block; null when pending.
   */
  logIndex: Quantity | null;
  /**
   * Position of the transaction in the block; null when pending.
   */
  transactionIndex: Quantity | null;
  /**
   * Originating transaction; null when pending.
   */
  transactionHash: Hash32 | null;
  /**
   * Containing block; null when pending.
   */
  blockHash: Hash32 | null;
  /**
   * Containing block number; null when pending.
   */
  blockNumber: Quantity | null;
  /**
   * Contract that emitted the log.
   */
  address: Address;
  /**
   * Non-indexed arguments (32-byte words).
   */
  data: Data;
  /**
   * 0 to 4 indexed arguments; the first is the event signature hash unless the event is anonymous.
   *
   * @maxItems 4
   */
  topics: Hash32[];
}
/**
 * Fields shared by Block and Uncle. For a pending block, number, hash, nonce and logsBloom are null. Decisions: `baseFeePerGas` is present where EIP-1559 is active (the dev chain: from genesis) and absent on a chain without it (`--chain classic-dev`, `classic`, `mordor`: Ethereum Classic never adopted EIP-1559; a geth genesis before London), as geth and core-geth omit it; `totalDifficulty` is the sum of difficulties from genesis to this block (for an uncle: its parent's total difficulty plus its own difficulty); `mixHash` is the Ethash mix digest of the seal (zero for the pending block); `miner` stays the configured coinbase for the pending block (geth ≥1.13 nulls it; the interface lists only the four fields above).
 */
export interface BlockBase {
  /**
   * Block number; null when pending.
   */
  number: Quantity | null;
  /**
   * Block hash; null when pending.
   */
  hash: Hash32 | null;
  parentHash: Hash32;
  /**
   * Proof-of-work nonce; null when pending.
   */
  nonce: Bytes8 | null;
  /**
   * Keccak-256 of the RLP list of uncle headers.
   */
  sha3Uncles: Hash32;
  /**
   * Bloom filter of the block's logs; null when pending.
   */
  logsBloom: Bloom | null;
  transactionsRoot: Hash32;
  stateRoot: Hash32;
  receiptsRoot: Hash32;
  /**
   * Beneficiary of the mining reward.
   */
  miner: Address;
  difficulty: Quantity;
  totalDifficulty: Quantity;
  /**
   * Extra data field of the header (at most 32 bytes).
   */
  extraData: Data;
  /**
   * RLP-encoded size of the block in bytes (for an uncle: of a block made of the uncle header alone, as geth).
   */
  size: Quantity;
  gasLimit: Quantity;
  gasUsed: Quantity;
  /**
   * Unix time in seconds.
   */
  timestamp: Quantity;
  /**
   * Transaction hashes, or full transaction objects when requested; never mixed.
   */
  transactions?: Hash32[] | Transaction[];
  /**
   * Uncle hashes.
   */
  uncles: Hash32[];
  /**
   * Ethash mix digest of the seal.
   */
  mixHash: Hash32;
  /**
   * EIP-1559 base fee of this block, in wei; absent on a chain without EIP-1559 (Ethereum Classic).
   */
  baseFeePerGas?: Quantity;
}
/**
 * Receipt of an included transaction. Decisions: post-Byzantium `status` is always returned and the pre-Byzantium `root` never is (the chain runs Byzantium rules from genesis); geth's further fields `type` and `effectiveGasPrice` (price per gas actually paid) are included; blob fields are not.
 */
export interface Receipt {
  transactionHash: Hash32;
  transactionIndex: Quantity;
  blockHash: Hash32;
  blockNumber: Quantity;
  from: Address;
  /**
   * Receiver; null for a contract creation.
   */
  to: Address | null;
  /**
   * Gas used in the block up to and including this transaction.
   */
  cumulativeGasUsed: Quantity;
  /**
   * Gas used by this transaction alone.
   */
  gasUsed: Quantity;
  /**
   * Price per gas actually paid, in wei.
   */
  effectiveGasPrice: Quantity;
  /**
   * Created contract for a contract creation; otherwise null.
   */
  contractAddress: Address | null;
  logs: Log[];
  logsBloom: Bloom;
  /**
   * 0x1 success, 0x0 failure.
   */
  status: "0x0" | "0x1";
  type: "0x0" | "0x1" | "0x2" | "0x4";
}
/**
 * EIP-1186 account proof, as geth answers: the account's fields in the state of the block and the Merkle proofs that tie them (and each requested slot) to the block's state root. Proof nodes are RLP trie nodes as hex, root first. Decision (as geth since 1.13.4): an account absent from the state has balance and nonce 0 and zero codeHash and storageHash (32 zero bytes; the account proof shows its absence), while an existing account without code or storage has the hash of empty code and the empty trie root.
 */
export interface AccountProof {
  /**
   * The account, lowercase.
   */
  address: Address;
  /**
   * Trie nodes from the state root to the account's leaf, or to where its path ends when it is absent.
   */
  accountProof: Data[];
  /**
   * Balance in wei.
   */
  balance: Quantity;
  /**
   * Keccak-256 of the code; zero for an absent account.
   */
  codeHash: Hash32;
  /**
   * Account nonce.
   */
  nonce: Quantity;
  /**
   * Root of the account's storage trie; zero for an absent account.
   */
  storageHash: Hash32;
  /**
   * One entry per requested key, in request order.
   */
  storageProof: StorageProof[];
}
/**
 * Proof of one storage slot of an eth_getProof answer.
 */
export interface StorageProof {
  /**
   * The key as requested: a key sent as 32 bytes is returned as those 32 bytes (lowercase); a shorter one as a quantity (0x1 for 0x01), as geth does.
   */
  key: Hash32 | Quantity;
  /**
   * The slot's value as a quantity; 0x0 for an unset slot.
   */
  value: Quantity;
  /**
   * Trie nodes from the storage root to the slot (or to where its path ends when it is unset); empty when the account has no storage.
   */
  proof: Data[];
}
/**
 * Result of eth_createAccessList, as geth: the access list, the gas the transaction uses with it, and the EVM's failure if it fails with it.
 */
export interface AccessListResult {
  /**
   * Addresses sorted, each one's storage keys sorted.
   */
  accessList: AccessList;
  /**
   * Gas used by the transaction with this access list (after refunds).
   */
  gasUsed: Quantity;
  /**
   * Present only when the transaction fails with the list: `execution reverted` for a REVERT (without the reason, as geth), otherwise the EVM's words (`out of gas`, `invalid opcode` ...).
   */
  error?: string;
}
/**
 * Fee history of eth_feeHistory, as geth returns it on a London chain (no blob fields).
 */
export interface FeeHistory {
  /**
   * Number of the first block of the range.
   */
  oldestBlock: Quantity;
  /**
   * Base fee per block of the range, plus the base fee of the block after the newest one.
   */
  baseFeePerGas: Quantity[];
  /**
   * gasUsed / gasLimit per block.
   */
  gasUsedRatio: number[];
  /**
   * Per block, the effective tips at the requested percentiles; present only when rewardPercentiles was given.
   */
  reward?: Quantity[][];
}
/**
 * Sync progress (geth returns further counters; only these three are defined here).
 */
export interface SyncProgress {
  startingBlock: Quantity;
  currentBlock: Quantity;
  highestBlock: Quantity;
}
/**
 * An OpenRPC document, as defined by the OpenRPC meta-schema (https://meta.open-rpc.org/): this very document, with its $ref form kept.
 */
export interface OpenrpcDocument {
  openrpc: string;
  info: {
    [k: string]: unknown | undefined;
  };
  methods: unknown[];
  components?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
/**
 * Block header pushed by an eth_subscribe `newHeads` subscription, as geth's: the fields of the block object that come from the header, without transactions, uncles, size and totalDifficulty. Never pending, so no field is null.
 */
export interface Header {
  /**
   * Block number.
   */
  number: Quantity;
  /**
   * Block hash.
   */
  hash: Hash32;
  parentHash: Hash32;
  /**
   * Proof-of-work nonce.
   */
  nonce: Bytes8;
  /**
   * Keccak-256 of the RLP list of uncle headers.
   */
  sha3Uncles: Hash32;
  /**
   * Bloom filter of the block's logs.
   */
  logsBloom: Bloom;
  transactionsRoot: Hash32;
  stateRoot: Hash32;
  receiptsRoot: Hash32;
  /**
   * Beneficiary of the mining reward.
   */
  miner: Address;
  difficulty: Quantity;
  /**
   * Extra data field of the header (at most 32 bytes).
   */
  extraData: Data;
  gasLimit: Quantity;
  gasUsed: Quantity;
  /**
   * Unix time in seconds.
   */
  timestamp: Quantity;
  /**
   * Ethash mix digest of the seal.
   */
  mixHash: Hash32;
  /**
   * EIP-1559 base fee of this block, in wei; absent on a chain without EIP-1559 (Ethereum Classic).
   */
  baseFeePerGas?: Quantity;
}
/**
 * `params` of an `eth_subscription` notification, pushed over WebSocket for a subscription made with eth_subscribe: `{"jsonrpc":"2.0","method":"eth_subscription","params":{"subscription":"<id>","result":<value>}}`. The value is a Header for `newHeads` and `newSideHeads`, a Log for `logs` and a transaction hash for `newPendingTransactions`. Notifications have no id and get no answer.
 */
export interface SubscriptionNotification {
  /**
   * Id returned by eth_subscribe.
   */
  subscription: FilterId;
  /**
   * The header, log or transaction hash.
   */
  result: Header | Log | Hash32;
}
/**
 * eth_signTransaction's answer, geth's SignTransactionResult: the signed transaction's bytes and its object. Decision: `tx` is the object eth_getTransactionByHash returns for a pending transaction (geth's own fields plus `from`, with blockHash, blockNumber and transactionIndex null), so clients parse it with the same code.
 */
export interface SignedTransaction {
  /**
   * The signed transaction, ready for eth_sendRawTransaction (RLP, or the EIP-2718 envelope for a typed transaction).
   */
  raw: Data;
  tx: Transaction;
}
/**
 * txpool_content as geth answers: `pending` holds each sender's transactions that can run now (nonces following its nonce at the head without a gap), `queued` those waiting behind a nonce gap. Transactions are objects as eth_getTransactionByHash returns pending ones (blockHash, blockNumber and transactionIndex null).
 */
export interface TxpoolContent {
  /**
   * By sender address, EIP-55 checksummed as geth prints map keys: the transactions by nonce (decimal string).
   */
  pending: {
    [k: string]:
      | {
          [k: string]: Transaction | undefined;
        }
      | undefined;
  };
  /**
   * By sender address, EIP-55 checksummed as geth prints map keys: the transactions by nonce (decimal string).
   */
  queued: {
    [k: string]:
      | {
          [k: string]: Transaction | undefined;
        }
      | undefined;
  };
}
/**
 * txpool_inspect as geth answers: the shape of txpool_content with each transaction summarised as `<to>: <value> wei + <gas> gas × <price> wei` (to EIP-55 checksummed, numbers in decimal; price: gasPrice, or maxFeePerGas for type 0x2), or `contract creation: <value> wei + <gas> gas × <price> wei`.
 */
export interface TxpoolInspect {
  /**
   * By sender address, EIP-55 checksummed as geth prints map keys: summaries by nonce (decimal string).
   */
  pending: {
    [k: string]:
      | {
          [k: string]: string | undefined;
        }
      | undefined;
  };
  /**
   * By sender address, EIP-55 checksummed as geth prints map keys: summaries by nonce (decimal string).
   */
  queued: {
    [k: string]:
      | {
          [k: string]: string | undefined;
        }
      | undefined;
  };
}
/**
 * txpool_status as geth answers: how many transactions are pending (executable) and queued (behind a nonce gap).
 */
export interface TxpoolStatus {
  pending: Quantity;
  queued: Quantity;
}
/**
 * geth's tracer options (TraceConfig). Without `tracer` the struct logger runs and the struct logger options apply; with one, `tracerConfig` configures it. Unknown members are ignored, as geth ignores them.
 */
export interface TraceConfig {
  /**
   * `callTracer`, `prestateTracer`, `4byteTracer` or `noopTracer`; omitted: the struct logger. Any other name (JavaScript tracers included) is -32000 `tracer not found`.
   */
  tracer?: string;
  /**
   * Options of the named tracer: TraceCallTracerConfig for callTracer, TracePrestateTracerConfig for prestateTracer; ignored by the others.
   */
  tracerConfig?: TraceCallTracerConfig | TracePrestateTracerConfig;
  /**
   * Time limit as a Go duration (`500ms`, `10s`, `1m30s`); default: the node's call time limit (5s unless `--call-timeout`). Past it: -32000 `execution timeout`.
   */
  timeout?: string;
  /**
   * Struct logger: memory as 32-byte words per entry (default false).
   */
  enableMemory?: boolean;
  /**
   * Struct logger: no stack (default false).
   */
  disableStack?: boolean;
  /**
   * Struct logger: no storage on SLOAD/SSTORE entries (default false).
   */
  disableStorage?: boolean;
  /**
   * Struct logger: the return data of the frame's last call per entry (default false).
   */
  enableReturnData?: boolean;
  /**
   * Struct logger: at most this many entries are kept (0: no limit), the execution goes on.
   */
  limit?: number;
}
/**
 * callTracer options.
 */
export interface TraceCallTracerConfig {
  /**
   * Only the transaction's own frame, no subcalls.
   */
  onlyTopCall?: boolean;
  /**
   * Logs per frame (those of failed frames are dropped), with their block index and their position among the frame's subcalls.
   */
  withLog?: boolean;
}
/**
 * prestateTracer options.
 */
export interface TracePrestateTracerConfig {
  /**
   * Return {pre, post}: what changed, before and after, instead of every account touched.
   */
  diffMode?: boolean;
  /**
   * No contract code.
   */
  disableCode?: boolean;
  /**
   * No storage.
   */
  disableStorage?: boolean;
  /**
   * Keep accounts that did not exist before; not with diffMode (-32000 `cannot use diffMode with includeEmpty`).
   */
  includeEmpty?: boolean;
}
export interface TraceCallConfig1 {
  stateOverrides?: StateOverrides;
  blockOverrides?: BlockOverrides;
  /**
   * Run on the state after this many transactions of the block (from its parent's state) instead of after the whole block.
   */
  txIndex?: Uint64Input;
}
/**
 * The struct logger's result (geth's ExecutionResult).
 */
export interface StructLogTrace {
  /**
   * Gas used by the transaction (the receipt's), a JSON number as geth.
   */
  gas: number;
  failed: boolean;
  /**
   * Return data; the revert payload on a revert; 0x on other failures.
   */
  returnValue: Data;
  structLogs: StructLog[];
}
/**
 * One executed opcode, before it runs, in geth's legacy form: numbers as JSON numbers, stack items as hex quantities, memory as 32-byte words.
 */
export interface StructLog {
  pc: number;
  /**
   * geth's opcode name (PUSH1, KECCAK256, DIFFICULTY ...).
   */
  op: string;
  /**
   * Gas left before the opcode.
   */
  gas: number;
  /**
   * The opcode's cost; for the CALL family, with the gas handed to the callee, as geth.
   */
  gasCost: number;
  /**
   * 1 for the transaction's own frame.
   */
  depth: number;
  /**
   * Set on an opcode that failed before running (out of gas, stack underflow).
   */
  error?: string;
  /**
   * Bottom first.
   */
  stack?: Quantity[];
  returnData?: Data;
  memory?: `0x${string}`[];
  /**
   * Slots of the executing contract read or written so far (on SLOAD and SSTORE entries).
   */
  storage?: {
    [k: string]: Hash32 | undefined;
  };
  /**
   * The refund counter, when not zero.
   */
  refund?: number;
}
/**
 * callTracer: one call frame, with its subcalls in execution order (geth's callFrame, fields in geth's order).
 */
export interface CallFrame {
  from: Address;
  gas: Quantity;
  gasUsed: Quantity;
  /**
   * Absent for a creation that failed.
   */
  to?: Address;
  input: Data;
  output?: Data;
  /**
   * geth's words: `execution reverted`, `out of gas`, `invalid jump destination`, `max call depth exceeded` ...
   */
  error?: string;
  /**
   * The decoded Error(string) text or Panic wording of a revert.
   */
  revertReason?: string;
  /**
   * The frame's subcalls in execution order, each a CallFrame (written as a plain object because the document is dereferenced whole, which a recursive schema would not allow).
   */
  calls?: {}[];
  logs?: CallLog[];
  value?: Quantity;
  type: "CALL" | "CALLCODE" | "DELEGATECALL" | "STATICCALL" | "CREATE" | "CREATE2" | "SELFDESTRUCT";
}
export interface CallLog {
  address: Address;
  topics: Hash32[];
  data: Data;
  /**
   * Index of the log in the block.
   */
  index: Quantity;
  /**
   * Number of the frame's subcalls made before the log.
   */
  position: Quantity;
}
/**
 * prestateTracer: the accounts the transaction touched, as they were before it, by address.
 */
export interface PrestateTrace {
  [k: string]: PrestateAccount | undefined;
}
export interface PrestateAccount {
  balance?: Quantity;
  code?: Data;
  codeHash?: Hash32;
  nonce?: number;
  storage?: {
    [k: string]: Hash32 | undefined;
  };
}
/**
 * prestateTracer with diffMode: what changed.
 */
export interface PrestateDiffTrace {
  post: PrestateTrace;
  pre: PrestateTrace;
}
/**
 * 4byteTracer: `<selector>-<argument bytes>` → number of calls.
 */
export interface FourByteTrace {
  [k: string]: number | undefined;
}
/**
 * noopTracer: {}.
 */
export interface NoopTrace {}
/**
 * What a trace did, by its `type`: call (from, callType, gas, input, to, value), create (from, gas, init, value, creationMethod), suicide (address, balance, refundAddress), reward (author, rewardType, value).
 */
export interface ParityAction {
  from?: Address;
  callType?: "call" | "callcode" | "delegatecall" | "staticcall";
  gas?: Quantity;
  input?: Data;
  to?: Address;
  value?: Quantity;
  init?: Data;
  creationMethod?: "create" | "create2";
  address?: Address;
  balance?: Quantity;
  refundAddress?: Address;
  author?: Address;
  rewardType?: "block" | "uncle";
}
/**
 * One trace of a replay or a traced call: depth-first order, `traceAddress` the path of subcall indices from the top frame, `subtraces` its direct subcalls.
 */
export interface ParityReplayTrace {
  action: ParityAction;
  /**
   * OpenEthereum's words: `Reverted`, `Out of gas`, `Bad jump destination`, `Bad instruction`, `Stack underflow`, `Out of stack`, ...
   */
  error?: string;
  result: ParityTraceResult;
  subtraces: number;
  traceAddress: number[];
  type: "call" | "create" | "suicide" | "reward";
}
/**
 * A trace placed in its block. Reward traces (type `reward`) have no transaction: transactionHash and transactionPosition are null.
 */
export interface ParityTrace {
  action: ParityAction;
  blockHash: Hash32;
  blockNumber: number;
  error?: string;
  result: ParityTraceResult;
  subtraces: number;
  traceAddress: number[];
  transactionHash: Hash32 | null;
  transactionPosition: number | null;
  type: "call" | "create" | "suicide" | "reward";
}
/**
 * OpenEthereum's stateDiff by address: balance, code, nonce each `"="` (unchanged), `{"+": new}` (born), `{"-": old}` (died) or `{"*": {from, to}}`; storage by slot, changed slots only.
 */
export interface StateDiff {
  [k: string]: {} | undefined;
}
/**
 * A replayed transaction or traced call: its output, and the parts asked for (stateDiff null unless asked; trace empty unless asked; vmTrace null unless asked).
 */
export interface ParityReplay {
  output: Data;
  stateDiff: StateDiff | null;
  trace: ParityReplayTrace[];
  vmTrace: VmTrace | null;
  transactionHash?: Hash32;
}
/**
 * OpenEthereum's vmTrace of a frame: the code it ran (the init code of a creation; `0x` for a precompile or an account without code) and every instruction it executed, in order. An instruction OpenEthereum refuses before running it (an undefined opcode, a stack underflow or overflow, a state change in a static call) is not listed; past the end of the code nothing is (no implicit STOP).
 */
export interface VmTrace {
  code: Data;
  ops: VmOperation[];
}
/**
 * One executed instruction: `pc`, its gas `cost` (a CALL's and a CREATE's include the gas handed to the callee, as OpenEthereum counts them), `ex` what it did (null when it failed: out of gas, a bad jump destination, return data out of bounds), `sub` the trace of the frame a CALL-family or CREATE instruction opened (null for other instructions and for a call refused for its depth or the caller's balance), and `op`, the opcode's name, which Erigon and Anvil's revm-inspectors add to OpenEthereum's shape.
 */
export interface VmOperation {
  cost: number;
  ex: VmExecuted | null;
  pc: number;
  sub: {
    code: Data;
    ops: unknown[];
  } | null;
  op: string;
}
/**
 * What an instruction did: `used` the gas left after it (a call's once its callee returned; the name is OpenEthereum's), `push` the stack items it left, bottom first (its outputs; a DUPn's and a SWAPn's n + 1 top items), `mem` the memory it wrote, read after it ran (MSTORE, MSTORE8, MLOAD, the *COPY instructions, a call's output range; null for a zero length), `store` an SSTORE's slot and value. Known gap: when the code simply ends after an instruction that computes a value (ADD, GAS, ...; not PUSH, DUP, SWAP or a call), no step follows to read it from and `push` is empty; compilers end code with STOP, RETURN, REVERT or INVALID.
 */
export interface VmExecuted {
  mem: {
    data: Data;
    off: number;
  } | null;
  push: Quantity[];
  store: {
    key: Quantity;
    val: Quantity;
  } | null;
  used: number;
}
/**
 * trace_filter's criteria: a block range (default earliest to latest), senders (`fromAddress`: a call's or creation's from, a selfdestruct's contract; a reward has none and matches only without fromAddress) and recipients (`toAddress`: a call's to, a creation's new contract, a selfdestruct's beneficiary, a reward's author), as OpenEthereum's filter reads them; `after` skips that many matching traces, `count` keeps at most that many.
 */
export interface TraceFilter {
  fromBlock?: BlockParameter;
  toBlock?: BlockParameter;
  fromAddress?: AddressInput[];
  toAddress?: AddressInput[];
  after?: number;
  count?: number;
}
/**
 * A value movement inside a transaction: type 0 a transfer (a CALL with value, the transaction's own call included, as Anvil), 1 a selfdestruct (to the beneficiary), 2 a CREATE, 3 a CREATE2 (to the new contract).
 */
export interface OtsInternalOperation {
  type: 0 | 1 | 2 | 3;
  from: Address;
  to: Address;
  value: Quantity;
}
/**
 * One call frame of ots_traceTransaction, depth-first; depth 0 is the transaction's own frame.
 */
export interface OtsTraceEntry {
  type: "CALL" | "CALLCODE" | "DELEGATECALL" | "STATICCALL" | "CREATE" | "CREATE2";
  depth: number;
  from: Address;
  to: Address;
  value: Quantity;
  input: Data;
  output: Data;
}
/**
 * What the block created: the miner's reward (with its uncle inclusion reward), the uncles' rewards, their sum.
 */
export interface OtsIssuance {
  blockReward: Quantity;
  uncleReward: Quantity;
  issuance: Quantity;
}
/**
 * ots_getBlockDetails: the block without its transactions (with `transactionCount`), its issuance and the fees its transactions paid (gasUsed x effective gas price, summed).
 */
export interface OtsBlockDetails {
  block: {};
  issuance: OtsIssuance;
  totalFees: Quantity;
}
/**
 * ots_getBlockTransactions: the block with one page of its transactions (input cut to the 4-byte selector) and their receipts (each with the block's `timestamp`, as Anvil).
 */
export interface OtsBlockTransactions {
  fullblock: {};
  receipts: {}[];
}
export interface OtsContractCreator {
  hash: Hash32;
  creator: Address;
}
/**
 * A page of an address's history, newest first: the transactions (as eth_getTransactionByHash), their receipts (with the block's `timestamp`), and whether this is the newest page (`firstPage`) and the oldest (`lastPage`), as Erigon answers.
 */
export interface OtsSearchResult {
  txs: Transaction[];
  receipts: {}[];
  firstPage: boolean;
  lastPage: boolean;
}
/**
 * hardhat_metadata's object, in Hardhat's field names and types (numbers are JSON numbers, as Hardhat sends them). `forkedNetwork` is absent: this node never forks.
 */
export interface HardhatMetadata {
  /**
   * The answer of web3_clientVersion.
   */
  clientVersion: string;
  chainId: number;
  /**
   * 32 random bytes drawn when the node process starts: another value means another node (or a restart).
   */
  instanceId: Hash32;
  latestBlockNumber: number;
  latestBlockHash: Hash32;
}
/**
 * anvil_nodeInfo's object in Anvil's field names: block numbers, timestamps, the chain id and the gas limit are JSON numbers as Anvil sends them; the fees are hex quantities (Anvil sends 128-bit numbers that JavaScript cannot hold exactly). `hardFork` is the dev chain's rule set in Anvil's spelling, that fork's EVM on Ethash: `Osaka` by default (as Anvil 1.7.1's default), `London`, `Shanghai`, `Cancun` or `Prague` under `--hardfork`; `grayGlacier` under `--hardfork cancun-clz` (the default before osaka, which has no Anvil name) and the node's newest fork on chains with their own fork schedule (Ethereum Classic, genesis files), `transactionOrder` is `fees` (the pool orders senders by tip), `forkConfig` is empty: this node never forks; `network` is `powgate-ethash`.
 */
export interface AnvilNodeInfo {
  currentBlockNumber: number;
  currentBlockTimestamp: number;
  currentBlockHash: Hash32;
  hardFork: string;
  transactionOrder: "fees";
  environment: {
    baseFee: Quantity;
    chainId: number;
    gasLimit: number;
    gasPrice: Quantity;
  };
  forkConfig: {};
  network: string;
}
/**
 * Options of hardhat_reset / anvil_reset, as Hardhat and Anvil take them. Only `forking` is read: absent or null is a reset without a fork (back to genesis; on a forked node, a new chain without the fork); an object naming `jsonRpcUrl` or `blockNumber` forks that remote at that block; an object naming neither (viem sends `{"forking":{"blockNumber":null}}` when it is given neither) is a plain reset on a node that is not forked, and forks the same remote again at its latest block on a forked one. Other fields are ignored.
 */
export interface ResetOptions {
  /**
   * A fork to reset to (Hardhat, Anvil): the remote and the block, as --fork-url and --fork-block-number.
   */
  forking?: null | {
    /**
     * The node to fork from (http:// or https://); default the current fork's URLs.
     */
    jsonRpcUrl?: null | string;
    /**
     * The block to fork at, as a JSON number (Hardhat, viem) or a hex quantity; default the remote's latest.
     */
    blockNumber?: null | number | QuantityInput;
  };
}
/**
 * An account as the state trie holds it (eth_getAccount, Anvil's and reth's TrieAccount): nonce, balance, the root of its storage trie and the hash of its code. An account that does not exist reads as nonce 0, balance 0, the empty trie's root and the hash of empty code, as Anvil answers (reth answers null).
 */
export interface AccountState {
  nonce: Quantity;
  balance: Quantity;
  storageRoot: Hash32;
  codeHash: Hash32;
}
/**
 * An account's balance, nonce and code (eth_getAccountInfo, Anvil's AccountInfo); zero, zero and 0x for an account that does not exist.
 */
export interface AccountInfo {
  balance: Quantity;
  nonce: Quantity;
  code: Data;
}
/**
 * txpool_contentFrom as geth answers: one sender's part of txpool_content, without the sender level. `pending`: its transactions that can run now (nonces following its nonce at the head without a gap); `queued`: those behind a nonce gap. Transactions are objects as eth_getTransactionByHash returns pending ones.
 */
export interface TxpoolContentFrom {
  /**
   * The transactions by nonce (decimal string).
   */
  pending: {
    [k: string]: Transaction | undefined;
  };
  /**
   * The transactions by nonce (decimal string).
   */
  queued: {
    [k: string]: Transaction | undefined;
  };
}
/**
 * admin_nodeInfo's object in geth's shape: this node's devp2p identity, where it listens, and the eth protocol's view of its chain. `protocols.eth.difficulty` is the head's total difficulty and `network` the network id (the chain id unless the chain names another: Mordor 7, ETC mainnet 1), both JSON numbers as geth sends them. Decision: a node started without --p2p-port has no node key and no listener, so `id`, `enode`, `ip`, `ports` and `listenAddr` are absent (an enode nobody can dial would mislead tools into admin_addPeer); `name` and `protocols` are always present.
 */
export interface AdminNodeInfo {
  /**
   * keccak256 of the node's public key (geth's enode.ID), hex without 0x.
   */
  id?: string;
  /**
   * The client name sent in the devp2p Hello (web3_clientVersion's answer).
   */
  name: string;
  /**
   * The node's enode URL: give it to other nodes as --bootnodes or to admin_addPeer.
   */
  enode?: string;
  ip?: string;
  ports?: {
    /**
     * UDP port of discovery v4; 0 with --no-discovery.
     */
    discovery: number;
    /**
     * TCP port of RLPx.
     */
    listener: number;
  };
  /**
   * host:port the RLPx listener is bound to.
   */
  listenAddr?: string;
  protocols: {
    eth: {
      network: number;
      difficulty: number;
      genesis: Hash32;
      head: Hash32;
      /**
       * geth's chain config: chainId and the fork blocks (homesteadBlock ... grayGlacierBlock) of the forks this chain activates, plus `ethash: {}`; on an Ethereum Classic chain core-geth's names for its rules (`ecip1099FBlock` for Etchash, `ecip1017FBlock` and `ecip1017EraRounds` for the monetary policy, the EIP-by-EIP `eip*FBlock` fields).
       */
      config: {
        [k: string]: unknown | undefined;
      };
    };
  };
}
/**
 * One connected peer in geth's admin_peers shape (only peers that completed the eth Status exchange). `protocols.eth.difficulty` is the total difficulty the peer last announced (a JSON number, as geth).
 */
export interface AdminPeerInfo {
  enode: string;
  id: string;
  name: string;
  caps: string[];
  network: {
    localAddress: string;
    remoteAddress: string;
    inbound: boolean;
    trusted: boolean;
    static: boolean;
  };
  protocols: {
    eth: {
      version: number;
      difficulty: number;
      head: Hash32;
    };
  };
}

// Per method: params as a labelled tuple (optional params marked `?`) and the result.

/**
 * Params of eth_getBalance: Returns the balance of an account at a block.
 */
export type EthGetBalanceParams = [address: AddressInput, block: BlockParameterOrHash];
/**
 * Result of eth_getBalance: Balance in wei.
 */
export type EthGetBalanceResult = Quantity;

/**
 * Params of eth_getCode: Returns the code stored at an address at a block.
 */
export type EthGetCodeParams = [address: AddressInput, block: BlockParameterOrHash];
/**
 * Result of eth_getCode: Bytecode, 0x when none.
 */
export type EthGetCodeResult = Data;

/**
 * Params of eth_getStorageAt: Returns the value of a storage slot of an account at a block.
 */
export type EthGetStorageAtParams = [address: AddressInput, position: StorageSlotInput, block: BlockParameterOrHash];
/**
 * Result of eth_getStorageAt: The 32-byte storage word.
 */
export type EthGetStorageAtResult = Hash32;

/**
 * Params of eth_getTransactionCount: Returns the nonce of an account at a block.
 */
export type EthGetTransactionCountParams = [address: AddressInput, block: BlockParameterOrHash];
/**
 * Result of eth_getTransactionCount: Account nonce.
 */
export type EthGetTransactionCountResult = Quantity;

/**
 * Params of eth_getProof: Returns an account and some of its storage slots with Merkle proofs (EIP-1186).
 */
export type EthGetProofParams = [address: AddressInput, storageKeys: StorageKeyInput[], block?: BlockParameterOrHash];
/**
 * Result of eth_getProof: The account with its proof and the storage proofs.
 */
export type EthGetProofResult = AccountProof;

/**
 * Params of eth_getAccount: Returns an account as the state trie holds it.
 */
export type EthGetAccountParams = [address: AddressInput, block?: BlockParameterOrHash];
/**
 * Result of eth_getAccount: The account's trie fields.
 */
export type EthGetAccountResult = AccountState;

/**
 * Params of eth_getAccountInfo: Returns an account's balance, nonce and code.
 */
export type EthGetAccountInfoParams = [address: AddressInput, block?: BlockParameterOrHash];
/**
 * Result of eth_getAccountInfo: Balance, nonce and code.
 */
export type EthGetAccountInfoResult = AccountInfo;

/**
 * Params of eth_call: Executes a call without creating a transaction and returns its output.
 */
export type EthCallParams = [transaction: CallObject, block: BlockParameterOrHash, stateOverrides?: StateOverrides | null, blockOverrides?: BlockOverrides | null];
/**
 * Result of eth_call: Data returned by the executed code.
 */
export type EthCallResult = Data;

/**
 * Params of eth_estimateGas: Estimates the gas a transaction needs.
 */
export type EthEstimateGasParams = [transaction: TransactionArgs, block?: BlockParameterOrHash, stateOverrides?: StateOverrides | null, blockOverrides?: BlockOverrides | null];
/**
 * Result of eth_estimateGas: Estimated gas.
 */
export type EthEstimateGasResult = Quantity;

/**
 * Params of eth_createAccessList: Creates an EIP-2930 access list for a transaction.
 */
export type EthCreateAccessListParams = [transaction: TransactionArgs, block?: BlockParameter, stateOverrides?: StateOverrides | null];
/**
 * Result of eth_createAccessList: Access list, gas used and failure if any.
 */
export type EthCreateAccessListResult = AccessListResult;

/**
 * Params of eth_simulateV1: Simulates blocks of calls with block and state overrides.
 */
export type EthSimulateV1Params = [payload: SimulatePayload, block?: BlockParameterOrHash];
/**
 * Result of eth_simulateV1: The simulated blocks, in order (gap blocks included).
 */
export type EthSimulateV1Result = SimulatedBlock[];

/**
 * Params of eth_getBlockByNumber: Returns a block by number or tag.
 */
export type EthGetBlockByNumberParams = [block: BlockParameter, fullTransactions: boolean];
/**
 * Result of eth_getBlockByNumber: The block, or null when not found.
 */
export type EthGetBlockByNumberResult = Block | null;

/**
 * Params of eth_getBlockByHash: Returns a block by hash.
 */
export type EthGetBlockByHashParams = [blockHash: Hash32Input, fullTransactions: boolean];
/**
 * Result of eth_getBlockByHash: The block, or null when not found.
 */
export type EthGetBlockByHashResult = Block | null;

/**
 * Params of eth_getBlockTransactionCountByNumber: Returns the number of transactions in a block given by number or tag.
 */
export type EthGetBlockTransactionCountByNumberParams = [block: BlockParameter];
/**
 * Result of eth_getBlockTransactionCountByNumber: Transaction count, or null when the block is not found.
 */
export type EthGetBlockTransactionCountByNumberResult = Quantity | null;

/**
 * Params of eth_getBlockTransactionCountByHash: Returns the number of transactions in a block given by hash.
 */
export type EthGetBlockTransactionCountByHashParams = [blockHash: Hash32Input];
/**
 * Result of eth_getBlockTransactionCountByHash: Transaction count, or null when the block is not found.
 */
export type EthGetBlockTransactionCountByHashResult = Quantity | null;

/**
 * Params of eth_getUncleCountByBlockNumber: Returns the number of uncles in a block given by number or tag.
 */
export type EthGetUncleCountByBlockNumberParams = [block: BlockParameter];
/**
 * Result of eth_getUncleCountByBlockNumber: Uncle count, or null when the block is not found.
 */
export type EthGetUncleCountByBlockNumberResult = Quantity | null;

/**
 * Params of eth_getUncleCountByBlockHash: Returns the number of uncles in a block given by hash.
 */
export type EthGetUncleCountByBlockHashParams = [blockHash: Hash32Input];
/**
 * Result of eth_getUncleCountByBlockHash: Uncle count, or null when the block is not found.
 */
export type EthGetUncleCountByBlockHashResult = Quantity | null;

/**
 * Params of eth_getUncleByBlockNumberAndIndex: Returns an uncle of a block given by number or tag.
 */
export type EthGetUncleByBlockNumberAndIndexParams = [block: BlockParameter, index: Uint64Input];
/**
 * Result of eth_getUncleByBlockNumberAndIndex: The uncle, or null when not found.
 */
export type EthGetUncleByBlockNumberAndIndexResult = Uncle | null;

/**
 * Params of eth_getUncleByBlockHashAndIndex: Returns an uncle of a block given by hash.
 */
export type EthGetUncleByBlockHashAndIndexParams = [blockHash: Hash32Input, index: Uint64Input];
/**
 * Result of eth_getUncleByBlockHashAndIndex: The uncle, or null when not found.
 */
export type EthGetUncleByBlockHashAndIndexResult = Uncle | null;

/**
 * Params of eth_getTransactionByHash: Returns a transaction by hash.
 */
export type EthGetTransactionByHashParams = [transactionHash: Hash32Input];
/**
 * Result of eth_getTransactionByHash: The transaction, or null when not found.
 */
export type EthGetTransactionByHashResult = Transaction | null;

/**
 * Params of eth_getTransactionByBlockNumberAndIndex: Returns a transaction by block number or tag and position.
 */
export type EthGetTransactionByBlockNumberAndIndexParams = [block: BlockParameter, index: Uint64Input];
/**
 * Result of eth_getTransactionByBlockNumberAndIndex: The transaction, or null when not found.
 */
export type EthGetTransactionByBlockNumberAndIndexResult = Transaction | null;

/**
 * Params of eth_getTransactionByBlockHashAndIndex: Returns a transaction by block hash and position.
 */
export type EthGetTransactionByBlockHashAndIndexParams = [blockHash: Hash32Input, index: Uint64Input];
/**
 * Result of eth_getTransactionByBlockHashAndIndex: The transaction, or null when not found.
 */
export type EthGetTransactionByBlockHashAndIndexResult = Transaction | null;

/**
 * Params of eth_getTransactionReceipt: Returns the receipt of an included transaction.
 */
export type EthGetTransactionReceiptParams = [transactionHash: Hash32Input];
/**
 * Result of eth_getTransactionReceipt: The receipt, or null when not found.
 */
export type EthGetTransactionReceiptResult = Receipt | null;

/**
 * Params of eth_getBlockReceipts: Returns the receipts of every transaction of a block.
 */
export type EthGetBlockReceiptsParams = [block: BlockParameterOrHash];
/**
 * Result of eth_getBlockReceipts: The receipts, or null when the block is unknown.
 */
export type EthGetBlockReceiptsResult = Receipt[] | null;

/**
 * Params of eth_getTransactionBySenderAndNonce: Returns the transaction a sender sent with a nonce.
 */
export type EthGetTransactionBySenderAndNonceParams = [sender: AddressInput, nonce: CountInput];
/**
 * Result of eth_getTransactionBySenderAndNonce: The transaction, or null.
 */
export type EthGetTransactionBySenderAndNonceResult = Transaction | null;

/**
 * Params of eth_pendingTransactions: Returns the transactions the pool can mine now.
 */
export type EthPendingTransactionsParams = [];
/**
 * Result of eth_pendingTransactions: The executable pool transactions.
 */
export type EthPendingTransactionsResult = Transaction[];

/**
 * Params of eth_getLogs: Returns the logs matching a filter.
 */
export type EthGetLogsParams = [filter: Filter];
/**
 * Result of eth_getLogs: Matching logs.
 */
export type EthGetLogsResult = Log[];

/**
 * Params of eth_newFilter: Creates a log filter; its new logs are read with eth_getFilterChanges.
 */
export type EthNewFilterParams = [filter: Filter];
/**
 * Result of eth_newFilter: Id of the new filter, for eth_getFilterChanges, eth_getFilterLogs and eth_uninstallFilter.
 */
export type EthNewFilterResult = FilterId;

/**
 * Params of eth_newBlockFilter: Creates a filter for new blocks; their hashes are read with eth_getFilterChanges.
 */
export type EthNewBlockFilterParams = [];
/**
 * Result of eth_newBlockFilter: Id of the new filter, for eth_getFilterChanges, eth_getFilterLogs and eth_uninstallFilter.
 */
export type EthNewBlockFilterResult = FilterId;

/**
 * Params of eth_newSideBlockFilter: Creates a filter for blocks stored off the canonical chain; their hashes are read with eth_getFilterChanges.
 */
export type EthNewSideBlockFilterParams = [];
/**
 * Result of eth_newSideBlockFilter: Id of the new filter, for eth_getFilterChanges, eth_getFilterLogs and eth_uninstallFilter.
 */
export type EthNewSideBlockFilterResult = FilterId;

/**
 * Params of eth_newPendingTransactionFilter: Creates a filter for new pending transactions; their hashes are read with eth_getFilterChanges.
 */
export type EthNewPendingTransactionFilterParams = [];
/**
 * Result of eth_newPendingTransactionFilter: Id of the new filter, for eth_getFilterChanges, eth_getFilterLogs and eth_uninstallFilter.
 */
export type EthNewPendingTransactionFilterResult = FilterId;

/**
 * Params of eth_getFilterChanges: Returns what a filter collected since the previous poll.
 */
export type EthGetFilterChangesParams = [filterId: FilterIdInput];
/**
 * Result of eth_getFilterChanges: Logs for a log filter, hashes for a block or pending transaction filter.
 */
export type EthGetFilterChangesResult = FilterChanges;

/**
 * Params of eth_getFilterLogs: Returns every log matching a log filter.
 */
export type EthGetFilterLogsParams = [filterId: FilterIdInput];
/**
 * Result of eth_getFilterLogs: Matching logs, in chain order.
 */
export type EthGetFilterLogsResult = Log[];

/**
 * Params of eth_uninstallFilter: Removes a filter.
 */
export type EthUninstallFilterParams = [filterId: FilterIdInput];
/**
 * Result of eth_uninstallFilter: Whether a filter was removed.
 */
export type EthUninstallFilterResult = boolean;

/**
 * Params of eth_subscribe: Subscribes to new heads, logs or pending transactions (WebSocket only).
 */
export type EthSubscribeParams = [subscription: SubscriptionType, filter?: LogSubscriptionFilter];
/**
 * Result of eth_subscribe: Id of the subscription, carried by each of its notifications.
 */
export type EthSubscribeResult = FilterId;

/**
 * Params of eth_unsubscribe: Cancels a subscription of this connection.
 */
export type EthUnsubscribeParams = [subscriptionId: FilterIdInput];
/**
 * Result of eth_unsubscribe: Whether a subscription was cancelled.
 */
export type EthUnsubscribeResult = boolean;

/**
 * Params of eth_sendRawTransaction: Submits a signed transaction.
 */
export type EthSendRawTransactionParams = [transaction: DataInput];
/**
 * Result of eth_sendRawTransaction: Hash of the transaction.
 */
export type EthSendRawTransactionResult = Hash32;

/**
 * Params of eth_sendRawTransactionSync: Submits a signed transaction and waits for its receipt (EIP-7966).
 */
export type EthSendRawTransactionSyncParams = [transaction: DataInput, timeout?: SyncTimeout];
/**
 * Result of eth_sendRawTransactionSync: The transaction's receipt.
 */
export type EthSendRawTransactionSyncResult = Receipt;

/**
 * Params of eth_sendTransactionSync: Sends a transaction from a node account and waits for its receipt (EIP-7966's companion).
 */
export type EthSendTransactionSyncParams = [transaction: TransactionArgs, timeout?: SyncTimeout];
/**
 * Result of eth_sendTransactionSync: The transaction's receipt.
 */
export type EthSendTransactionSyncResult = Receipt;

/**
 * Params of eth_sendTransaction: Signs a transaction with one of the node's accounts and submits it.
 */
export type EthSendTransactionParams = [transaction: TransactionArgs];
/**
 * Result of eth_sendTransaction: Hash of the submitted transaction.
 */
export type EthSendTransactionResult = Hash32;

/**
 * Params of eth_signTransaction: Signs a transaction with one of the node's accounts without submitting it.
 */
export type EthSignTransactionParams = [transaction: TransactionArgs];
/**
 * Result of eth_signTransaction: The signed transaction.
 */
export type EthSignTransactionResult = SignedTransaction;

/**
 * Params of eth_sign: Signs a message with one of the node's accounts (EIP-191).
 */
export type EthSignParams = [address: AddressInput, message: DataInput];
/**
 * Result of eth_sign: The signature.
 */
export type EthSignResult = Signature;

/**
 * Params of eth_signTypedData_v4: Signs EIP-712 typed data with one of the node's accounts.
 */
export type EthSignTypedDataV4Params = [address: AddressInput, typedData: TypedData];
/**
 * Result of eth_signTypedData_v4: The signature.
 */
export type EthSignTypedDataV4Result = Signature;

/**
 * Params of eth_chainId: Returns the chain id.
 */
export type EthChainIdParams = [];
/**
 * Result of eth_chainId: Chain id.
 */
export type EthChainIdResult = Quantity;

/**
 * Params of eth_blockNumber: Returns the number of the head block.
 */
export type EthBlockNumberParams = [];
/**
 * Result of eth_blockNumber: Head block number.
 */
export type EthBlockNumberResult = Quantity;

/**
 * Params of eth_syncing: Returns whether the node is syncing.
 */
export type EthSyncingParams = [];
/**
 * Result of eth_syncing: false, or the progress.
 */
export type EthSyncingResult = SyncStatus;

/**
 * Params of eth_accounts: Returns the node's accounts.
 */
export type EthAccountsParams = [];
/**
 * Result of eth_accounts: Account addresses.
 */
export type EthAccountsResult = Address[];

/**
 * Params of eth_coinbase: Returns the mining reward address.
 */
export type EthCoinbaseParams = [];
/**
 * Result of eth_coinbase: Coinbase address.
 */
export type EthCoinbaseResult = Address;

/**
 * Params of eth_config: The chain's current and next fork configuration (EIP-7910).
 */
export type EthConfigParams = [];
/**
 * Result of eth_config: The current, next and last forks.
 */
export type EthConfigResult = EthConfig;

/**
 * Params of eth_gasPrice: Returns a suggested legacy gas price.
 */
export type EthGasPriceParams = [];
/**
 * Result of eth_gasPrice: Price per gas, in wei.
 */
export type EthGasPriceResult = Quantity;

/**
 * Params of eth_maxPriorityFeePerGas: Returns a suggested tip per gas.
 */
export type EthMaxPriorityFeePerGasParams = [];
/**
 * Result of eth_maxPriorityFeePerGas: Tip per gas, in wei.
 */
export type EthMaxPriorityFeePerGasResult = Quantity;

/**
 * Params of eth_feeHistory: Returns base fees, gas use ratios and tip percentiles of recent blocks.
 */
export type EthFeeHistoryParams = [blockCount: Uint64Input | number, newestBlock: BlockParameter, rewardPercentiles?: number[]];
/**
 * Result of eth_feeHistory: The fee history.
 */
export type EthFeeHistoryResult = FeeHistory;

/**
 * Params of eth_getWork: Returns mining work for an external miner.
 */
export type EthGetWorkParams = [];
/**
 * Result of eth_getWork: The work array.
 */
export type EthGetWorkResult = WorkArray;

/**
 * Params of eth_submitWork: Submits a proof-of-work solution.
 */
export type EthSubmitWorkParams = [nonce: Bytes8Input, powHash: Hash32Input, mixDigest: Hash32Input];
/**
 * Result of eth_submitWork: true if the solution is valid.
 */
export type EthSubmitWorkResult = boolean;

/**
 * Params of eth_submitHashrate: Reports the hash rate of an external miner.
 */
export type EthSubmitHashrateParams = [hashrate: Uint64Input, id: Hash32Input];
/**
 * Result of eth_submitHashrate: true when the report was recorded.
 */
export type EthSubmitHashrateResult = boolean;

/**
 * Params of eth_mining: Returns whether the node is mining.
 */
export type EthMiningParams = [];
/**
 * Result of eth_mining: true while mining.
 */
export type EthMiningResult = boolean;

/**
 * Params of eth_hashrate: Returns the node's hash rate.
 */
export type EthHashrateParams = [];
/**
 * Result of eth_hashrate: Hashes per second.
 */
export type EthHashrateResult = Quantity;

/**
 * Params of ethash_getHashrate: Returns the hash rate external miners report, as a JSON number.
 */
export type EthashGetHashrateParams = [];
/**
 * Result of ethash_getHashrate: Hashes per second.
 */
export type EthashGetHashrateResult = number;

/**
 * Params of net_version: Returns the network id.
 */
export type NetVersionParams = [];
/**
 * Result of net_version: Decimal network id.
 */
export type NetVersionResult = string;

/**
 * Params of net_listening: Returns whether the node accepts peer connections.
 */
export type NetListeningParams = [];
/**
 * Result of net_listening: true while devp2p listens.
 */
export type NetListeningResult = boolean;

/**
 * Params of net_peerCount: Returns the number of connected peers.
 */
export type NetPeerCountParams = [];
/**
 * Result of net_peerCount: Number of peers.
 */
export type NetPeerCountResult = Quantity;

/**
 * Params of personal_sign: Signs a message with one of the node's accounts (EIP-191); eth_sign with the params reversed.
 */
export type PersonalSignParams = [message: DataInput, address: AddressInput, password?: string];
/**
 * Result of personal_sign: The signature.
 */
export type PersonalSignResult = Signature;

/**
 * Params of txpool_content: Returns the transactions in the pool, pending and queued, by sender and nonce.
 */
export type TxpoolContentParams = [];
/**
 * Result of txpool_content: Pending and queued transactions.
 */
export type TxpoolContentResult = TxpoolContent;

/**
 * Params of txpool_inspect: Returns a one-line summary of every transaction in the pool, pending and queued.
 */
export type TxpoolInspectParams = [];
/**
 * Result of txpool_inspect: Pending and queued summaries.
 */
export type TxpoolInspectResult = TxpoolInspect;

/**
 * Params of txpool_status: Returns the number of pending and queued transactions in the pool.
 */
export type TxpoolStatusParams = [];
/**
 * Result of txpool_status: Counts.
 */
export type TxpoolStatusResult = TxpoolStatus;

/**
 * Params of txpool_contentFrom: Returns one sender's transactions in the pool, pending and queued.
 */
export type TxpoolContentFromParams = [address: AddressInput];
/**
 * Result of txpool_contentFrom: The sender's pending and queued transactions.
 */
export type TxpoolContentFromResult = TxpoolContentFrom;

/**
 * Params of web3_clientVersion: Returns the client name and version.
 */
export type Web3ClientVersionParams = [];
/**
 * Result of web3_clientVersion: Client version string.
 */
export type Web3ClientVersionResult = string;

/**
 * Params of web3_sha3: Returns the Keccak-256 hash of data.
 */
export type Web3Sha3Params = [data: DataInput];
/**
 * Result of web3_sha3: Keccak-256 hash.
 */
export type Web3Sha3Result = Hash32;

/**
 * Params of debug_getRawBlock: Returns the RLP encoding of a block.
 */
export type DebugGetRawBlockParams = [block: BlockParameterOrHash];
/**
 * Result of debug_getRawBlock: The RLP-encoded block; 0x when the block is unknown.
 */
export type DebugGetRawBlockResult = Data;

/**
 * Params of debug_getRawHeader: Returns the RLP encoding of a block header.
 */
export type DebugGetRawHeaderParams = [block: BlockParameterOrHash];
/**
 * Result of debug_getRawHeader: The RLP-encoded header; 0x when the block is unknown.
 */
export type DebugGetRawHeaderResult = Data;

/**
 * Params of debug_getRawReceipts: Returns the consensus encodings of the receipts of a block.
 */
export type DebugGetRawReceiptsParams = [block: BlockParameterOrHash];
/**
 * Result of debug_getRawReceipts: The encoded receipts, or null when the block is unknown.
 */
export type DebugGetRawReceiptsResult = Data[] | null;

/**
 * Params of debug_getRawTransaction: Returns the binary encoding of a transaction.
 */
export type DebugGetRawTransactionParams = [transactionHash: Hash32Input];
/**
 * Result of debug_getRawTransaction: The encoded transaction; 0x when unknown.
 */
export type DebugGetRawTransactionResult = Data;

/**
 * Params of debug_traceTransaction: Re-executes a mined transaction under a tracer.
 */
export type DebugTraceTransactionParams = [transactionHash: Hash32Input, options?: TraceConfig];
/**
 * Result of debug_traceTransaction: The tracer's result.
 */
export type DebugTraceTransactionResult = TraceResult;

/**
 * Params of debug_traceCall: Traces a call on a block's state.
 */
export type DebugTraceCallParams = [transaction: CallObject, block: BlockParameterOrHash, options?: TraceCallConfig];
/**
 * Result of debug_traceCall: The tracer's result.
 */
export type DebugTraceCallResult = TraceResult;

/**
 * Params of debug_traceBlockByNumber: Traces every transaction of a block named by number.
 */
export type DebugTraceBlockByNumberParams = [block: BlockParameter, options?: TraceConfig];
/**
 * Result of debug_traceBlockByNumber: One entry per transaction.
 */
export type DebugTraceBlockByNumberResult = BlockTrace;

/**
 * Params of debug_traceBlockByHash: Traces every transaction of a block named by hash.
 */
export type DebugTraceBlockByHashParams = [blockHash: Hash32Input, options?: TraceConfig];
/**
 * Result of debug_traceBlockByHash: One entry per transaction.
 */
export type DebugTraceBlockByHashResult = BlockTrace;

/**
 * Params of trace_transaction: The flat traces of a mined transaction.
 */
export type TraceTransactionParams = [transactionHash: Hash32Input];
/**
 * Result of trace_transaction: The traces, depth-first.
 */
export type TraceTransactionResult = ParityTraceList;

/**
 * Params of trace_block: The flat traces of every transaction of a block, and its rewards.
 */
export type TraceBlockParams = [block: BlockParameter];
/**
 * Result of trace_block: The traces.
 */
export type TraceBlockResult = ParityTraceList;

/**
 * Params of trace_get: One trace of a mined transaction, by its index.
 */
export type TraceGetParams = [transactionHash: Hash32Input, indices: QuantityInput[]];
/**
 * Result of trace_get: The trace, or null.
 */
export type TraceGetResult = ParityTrace | null;

/**
 * Params of trace_filter: The traces of a block range matching senders and recipients.
 */
export type TraceFilterParams = [filter: TraceFilter];
/**
 * Result of trace_filter: Matching traces in block order.
 */
export type TraceFilterResult = ParityTraceList;

/**
 * Params of trace_call: Traces a call on a block's state.
 */
export type TraceCallParams = [transaction: CallObject, traceTypes: TraceTypes, block?: BlockParameterOrHash];
/**
 * Result of trace_call: Output and the parts asked for.
 */
export type TraceCallResult = ParityReplay;

/**
 * Params of trace_callMany: Traces calls one after another on a block's state.
 */
export type TraceCallManyParams = [calls: TraceCallRequest[], block?: BlockParameterOrHash];
/**
 * Result of trace_callMany: One result per call.
 */
export type TraceCallManyResult = ParityReplay[];

/**
 * Params of trace_rawTransaction: Traces a signed transaction as a call on the latest state.
 */
export type TraceRawTransactionParams = [data: DataInput, traceTypes: TraceTypes];
/**
 * Result of trace_rawTransaction: Output and the parts asked for.
 */
export type TraceRawTransactionResult = ParityReplay;

/**
 * Params of trace_replayTransaction: Replays a mined transaction: traces and state diff.
 */
export type TraceReplayTransactionParams = [transactionHash: Hash32Input, traceTypes: TraceTypes];
/**
 * Result of trace_replayTransaction: Output and the parts asked for.
 */
export type TraceReplayTransactionResult = ParityReplay;

/**
 * Params of trace_replayBlockTransactions: Replays every transaction of a block.
 */
export type TraceReplayBlockTransactionsParams = [block: BlockParameter, traceTypes: TraceTypes];
/**
 * Result of trace_replayBlockTransactions: One per transaction.
 */
export type TraceReplayBlockTransactionsResult = ParityReplay[];

/**
 * Params of ots_getApiLevel: The Otterscan API level served.
 */
export type OtsGetApiLevelParams = [];
/**
 * Result of ots_getApiLevel: API level.
 */
export type OtsGetApiLevelResult = number;

/**
 * Params of ots_hasCode: Whether an address has code at a block.
 */
export type OtsHasCodeParams = [address: AddressInput, block: BlockParameterOrHash];
/**
 * Result of ots_hasCode: Whether it has code.
 */
export type OtsHasCodeResult = boolean;

/**
 * Params of ots_getInternalOperations: The value movements inside a transaction.
 */
export type OtsGetInternalOperationsParams = [transactionHash: Hash32Input];
/**
 * Result of ots_getInternalOperations: In execution order.
 */
export type OtsGetInternalOperationsResult = OtsInternalOperation[];

/**
 * Params of ots_getTransactionError: The revert data of a failed transaction.
 */
export type OtsGetTransactionErrorParams = [transactionHash: Hash32Input];
/**
 * Result of ots_getTransactionError: Revert data or 0x.
 */
export type OtsGetTransactionErrorResult = Data;

/**
 * Params of ots_traceTransaction: A transaction's call frames, depth-first.
 */
export type OtsTraceTransactionParams = [transactionHash: Hash32Input];
/**
 * Result of ots_traceTransaction: The frames.
 */
export type OtsTraceTransactionResult = OtsTraceEntry[];

/**
 * Params of ots_getBlockDetails: A block's header fields, issuance and fees.
 */
export type OtsGetBlockDetailsParams = [blockNumber: BlockParameter];
/**
 * Result of ots_getBlockDetails: Block details, or null.
 */
export type OtsGetBlockDetailsResult = OtsBlockDetails | null;

/**
 * Params of ots_getBlockDetailsByHash: ots_getBlockDetails by block hash.
 */
export type OtsGetBlockDetailsByHashParams = [blockHash: Hash32Input];
/**
 * Result of ots_getBlockDetailsByHash: Block details, or null.
 */
export type OtsGetBlockDetailsByHashResult = OtsBlockDetails | null;

/**
 * Params of ots_getBlockTransactions: One page of a block's transactions with their receipts.
 */
export type OtsGetBlockTransactionsParams = [blockNumber: BlockParameter, pageNumber: number, pageSize: number];
/**
 * Result of ots_getBlockTransactions: The block and the page's receipts, or null.
 */
export type OtsGetBlockTransactionsResult = OtsBlockTransactions | null;

/**
 * Params of ots_searchTransactionsBefore: An address's transactions before a block, newest first.
 */
export type OtsSearchTransactionsBeforeParams = [address: AddressInput, blockNumber: number, pageSize: number];
/**
 * Result of ots_searchTransactionsBefore: The page.
 */
export type OtsSearchTransactionsBeforeResult = OtsSearchResult;

/**
 * Params of ots_searchTransactionsAfter: An address's transactions after a block, newest first.
 */
export type OtsSearchTransactionsAfterParams = [address: AddressInput, blockNumber: number, pageSize: number];
/**
 * Result of ots_searchTransactionsAfter: The page.
 */
export type OtsSearchTransactionsAfterResult = OtsSearchResult;

/**
 * Params of ots_getTransactionBySenderAndNonce: The hash of a sender's mined transaction by nonce.
 */
export type OtsGetTransactionBySenderAndNonceParams = [sender: AddressInput, nonce: CountInput];
/**
 * Result of ots_getTransactionBySenderAndNonce: Transaction hash, or null.
 */
export type OtsGetTransactionBySenderAndNonceResult = Hash32 | null;

/**
 * Params of ots_getContractCreator: Who created a contract, in which transaction.
 */
export type OtsGetContractCreatorParams = [address: AddressInput];
/**
 * Result of ots_getContractCreator: The creator and transaction, or null.
 */
export type OtsGetContractCreatorResult = OtsContractCreator | null;

/**
 * Params of erigon_getHeaderByNumber: A block's header by number (Erigon).
 */
export type ErigonGetHeaderByNumberParams = [blockNumber: BlockParameter];
/**
 * Result of erigon_getHeaderByNumber: The block, or null.
 */
export type ErigonGetHeaderByNumberResult = Block | null;

/**
 * Params of client_nextNonce: Returns the next nonce to use for an account.
 */
export type ClientNextNonceParams = [address: AddressInput];
/**
 * Result of client_nextNonce: Next nonce.
 */
export type ClientNextNonceResult = Quantity;

/**
 * Params of evm_mine: Mines blocks now, whatever the mining mode.
 */
export type EvmMineParams = [options?: MineOptions];
/**
 * Result of evm_mine: The string `0x0`.
 */
export type EvmMineResult = "0x0";

/**
 * Params of hardhat_mine: Mines a number of blocks at a given timestamp interval.
 */
export type HardhatMineParams = [blocks?: Uint64Input, interval?: Uint64Input];
/**
 * Result of hardhat_mine: Always true.
 */
export type HardhatMineResult = boolean;

/**
 * Params of evm_setAutomine: Turns automine on or off.
 */
export type EvmSetAutomineParams = [enabled: boolean];
/**
 * Result of evm_setAutomine: Always true.
 */
export type EvmSetAutomineResult = boolean;

/**
 * Params of hardhat_getAutomine: Tells whether automine is on.
 */
export type HardhatGetAutomineParams = [];
/**
 * Result of hardhat_getAutomine: Whether automine is on.
 */
export type HardhatGetAutomineResult = boolean;

/**
 * Params of evm_setIntervalMining: Mines a block every interval, in milliseconds (Hardhat's unit).
 */
export type EvmSetIntervalMiningParams = [interval: IntervalMsInput];
/**
 * Result of evm_setIntervalMining: Always true.
 */
export type EvmSetIntervalMiningResult = boolean;

/**
 * Params of anvil_setIntervalMining: Mines a block every interval, in seconds (Anvil's unit).
 */
export type AnvilSetIntervalMiningParams = [interval: IntervalSecondsInput];
/**
 * Result of anvil_setIntervalMining: null, as Anvil answers.
 */
export type AnvilSetIntervalMiningResult = null;

/**
 * Params of miner_stop: Stops the node's own block production (Ganache, geth).
 */
export type MinerStopParams = [threads?: Uint64Input];
/**
 * Result of miner_stop: Always true.
 */
export type MinerStopResult = boolean;

/**
 * Params of miner_start: Resumes the node's own block production (Ganache, geth).
 */
export type MinerStartParams = [threads?: Uint64Input];
/**
 * Result of miner_start: Always true.
 */
export type MinerStartResult = boolean;

/**
 * Params of evm_increaseTime: Moves the node's time forward.
 */
export type EvmIncreaseTimeParams = [seconds: QuantityInput];
/**
 * Result of evm_increaseTime: The total offset in seconds, in decimal.
 */
export type EvmIncreaseTimeResult = DecimalString;

/**
 * Params of evm_setNextBlockTimestamp: Sets the timestamp of the next block.
 */
export type EvmSetNextBlockTimestampParams = [timestamp: Uint64Input];
/**
 * Result of evm_setNextBlockTimestamp: The timestamp, in decimal.
 */
export type EvmSetNextBlockTimestampResult = DecimalString;

/**
 * Params of anvil_setBlockTimestampInterval: Gives each next block a fixed timestamp step, in seconds (Anvil).
 */
export type AnvilSetBlockTimestampIntervalParams = [interval: SecondsInput];
/**
 * Result of anvil_setBlockTimestampInterval: null, as Anvil answers.
 */
export type AnvilSetBlockTimestampIntervalResult = null;

/**
 * Params of hardhat_setBlockTimestampInterval: Gives each next block a fixed timestamp step, in milliseconds (viem's hardhat mode).
 */
export type HardhatSetBlockTimestampIntervalParams = [interval: number];
/**
 * Result of hardhat_setBlockTimestampInterval: null.
 */
export type HardhatSetBlockTimestampIntervalResult = null;

/**
 * Params of anvil_removeBlockTimestampInterval: Removes the block timestamp step.
 */
export type AnvilRemoveBlockTimestampIntervalParams = [];
/**
 * Result of anvil_removeBlockTimestampInterval: true if a step was set.
 */
export type AnvilRemoveBlockTimestampIntervalResult = boolean;

/**
 * Params of hardhat_setCoinbase: Sets the coinbase of the next blocks.
 */
export type HardhatSetCoinbaseParams = [address: AddressInput];
/**
 * Result of hardhat_setCoinbase: Always true.
 */
export type HardhatSetCoinbaseResult = boolean;

/**
 * Params of hardhat_setMinGasPrice: Sets the minimum gas price (chains without EIP-1559 only).
 */
export type HardhatSetMinGasPriceParams = [gasPrice: QuantityInput];
/**
 * Result of hardhat_setMinGasPrice: true once set.
 */
export type HardhatSetMinGasPriceResult = boolean;

/**
 * Params of hardhat_setNextBlockBaseFeePerGas: Sets the base fee of the next block.
 */
export type HardhatSetNextBlockBaseFeePerGasParams = [baseFeePerGas: QuantityInput];
/**
 * Result of hardhat_setNextBlockBaseFeePerGas: Always true.
 */
export type HardhatSetNextBlockBaseFeePerGasResult = boolean;

/**
 * Params of evm_setBlockGasLimit: Sets the gas limit of the next blocks.
 */
export type EvmSetBlockGasLimitParams = [gasLimit: Uint64Input];
/**
 * Result of evm_setBlockGasLimit: Always true.
 */
export type EvmSetBlockGasLimitResult = boolean;

/**
 * Params of hardhat_setLoggingEnabled: Turns the node's output of what runs on it on or off.
 */
export type HardhatSetLoggingEnabledParams = [enabled: boolean];
/**
 * Result of hardhat_setLoggingEnabled: Always true, as Hardhat.
 */
export type HardhatSetLoggingEnabledResult = boolean;

/**
 * Params of evm_setTime: Sets the node's time.
 */
export type EvmSetTimeParams = [timestamp: CountInput];
/**
 * Result of evm_setTime: Seconds the node's time moved forward (0 if it moved back).
 */
export type EvmSetTimeResult = number;

/**
 * Params of evm_mine_detailed: Mines blocks now and returns them.
 */
export type EvmMineDetailedParams = [options?: MineOptions];
/**
 * Result of evm_mine_detailed: The mined blocks, in order.
 */
export type EvmMineDetailedResult = Block[];

/**
 * Params of anvil_getIntervalMining: Tells the interval of interval mining, in seconds.
 */
export type AnvilGetIntervalMiningParams = [];
/**
 * Result of anvil_getIntervalMining: The interval in seconds, or null.
 */
export type AnvilGetIntervalMiningResult = number | null;

/**
 * Params of anvil_setChainId: Changes the chain id.
 */
export type AnvilSetChainIdParams = [chainId: ChainIdInput];
/**
 * Result of anvil_setChainId: null, as Anvil answers.
 */
export type AnvilSetChainIdResult = null;

/**
 * Params of anvil_removePoolTransactions: Removes every pooled transaction of a sender.
 */
export type AnvilRemovePoolTransactionsParams = [address: AddressInput];
/**
 * Result of anvil_removePoolTransactions: null, as Anvil answers.
 */
export type AnvilRemovePoolTransactionsResult = null;

/**
 * Params of hardhat_metadata: Describes this node instance (Hardhat's shape).
 */
export type HardhatMetadataParams = [];
/**
 * Result of hardhat_metadata: The node's metadata.
 */
export type HardhatMetadataResult = HardhatMetadata;

/**
 * Params of anvil_nodeInfo: Describes this node's configuration (Anvil's shape).
 */
export type AnvilNodeInfoParams = [];
/**
 * Result of anvil_nodeInfo: The node's configuration.
 */
export type AnvilNodeInfoResult = AnvilNodeInfo;

/**
 * Params of evm_snapshot: Takes a snapshot of the chain and the node's dev settings.
 */
export type EvmSnapshotParams = [];
/**
 * Result of evm_snapshot: The id of the new snapshot.
 */
export type EvmSnapshotResult = Quantity;

/**
 * Params of evm_revert: Reverts the chain and the node's dev settings to a snapshot.
 */
export type EvmRevertParams = [snapshotId: QuantityInput];
/**
 * Result of evm_revert: true when the snapshot existed and the node is back at it; false otherwise.
 */
export type EvmRevertResult = boolean;

/**
 * Params of hardhat_reset: Resets the chain to its genesis, or forks a remote node anew.
 */
export type HardhatResetParams = [options?: null | ResetOptions];
/**
 * Result of hardhat_reset: true.
 */
export type HardhatResetResult = boolean;

/**
 * Params of anvil_addBalance: Adds to the balance of an account.
 */
export type AnvilAddBalanceParams = [address: AddressInput, amount: QuantityInput];
/**
 * Result of anvil_addBalance: null, as Anvil answers.
 */
export type AnvilAddBalanceResult = null;

/**
 * Params of anvil_dealERC20: Sets an account's balance of an ERC-20 token.
 */
export type AnvilDealERC20Params = [address: AddressInput, token: AddressInput, amount: QuantityInput];
/**
 * Result of anvil_dealERC20: null, as Anvil answers.
 */
export type AnvilDealERC20Result = null;

/**
 * Params of anvil_setERC20Allowance: Sets what a spender may take of an owner's ERC-20 tokens.
 */
export type AnvilSetERC20AllowanceParams = [owner: AddressInput, spender: AddressInput, token: AddressInput, amount: QuantityInput];
/**
 * Result of anvil_setERC20Allowance: null, as Anvil answers.
 */
export type AnvilSetERC20AllowanceResult = null;

/**
 * Params of hardhat_setBalance: Sets the balance of an account.
 */
export type HardhatSetBalanceParams = [address: AddressInput, balance: QuantityInput];
/**
 * Result of hardhat_setBalance: Always true, as Hardhat (Anvil answers null; viem ignores the result).
 */
export type HardhatSetBalanceResult = boolean;

/**
 * Params of hardhat_setCode: Sets the code of an account.
 */
export type HardhatSetCodeParams = [address: AddressInput, code: DataInput];
/**
 * Result of hardhat_setCode: Always true, as Hardhat (Anvil answers null; viem ignores the result).
 */
export type HardhatSetCodeResult = boolean;

/**
 * Params of hardhat_setNonce: Sets the nonce of an account.
 */
export type HardhatSetNonceParams = [address: AddressInput, nonce: Uint64Input];
/**
 * Result of hardhat_setNonce: Always true, as Hardhat (Anvil answers null; viem ignores the result).
 */
export type HardhatSetNonceResult = boolean;

/**
 * Params of hardhat_setStorageAt: Sets one storage slot of an account.
 */
export type HardhatSetStorageAtParams = [address: AddressInput, slot: StorageSlotInput, value: Hash32Input];
/**
 * Result of hardhat_setStorageAt: Always true, as Hardhat (Anvil answers null; viem ignores the result).
 */
export type HardhatSetStorageAtResult = boolean;

/**
 * Params of anvil_dumpState: The head state as a state file (hex of gzipped JSON).
 */
export type AnvilDumpStateParams = [preserveHistoricalStates?: boolean];
/**
 * Result of anvil_dumpState: Hex of the gzipped state JSON.
 */
export type AnvilDumpStateResult = Data;

/**
 * Params of anvil_loadState: Loads a state file onto the head state.
 */
export type AnvilLoadStateParams = [state: DataInput];
/**
 * Result of anvil_loadState: Always true, as Anvil.
 */
export type AnvilLoadStateResult = boolean;

/**
 * Params of hardhat_dropTransaction: Removes a transaction from the pool.
 */
export type HardhatDropTransactionParams = [transactionHash: Hash32Input];
/**
 * Result of hardhat_dropTransaction: true when the pool held it and dropped it, false otherwise.
 */
export type HardhatDropTransactionResult = boolean;

/**
 * Params of anvil_dropAllTransactions: Empties the transaction pool.
 */
export type AnvilDropAllTransactionsParams = [];
/**
 * Result of anvil_dropAllTransactions: Always null.
 */
export type AnvilDropAllTransactionsResult = null;

/**
 * Params of hardhat_impersonateAccount: Lets eth_sendTransaction send from an address without its key.
 */
export type HardhatImpersonateAccountParams = [address: AddressInput];
/**
 * Result of hardhat_impersonateAccount: Always true.
 */
export type HardhatImpersonateAccountResult = boolean;

/**
 * Params of hardhat_stopImpersonatingAccount: Ends an impersonation.
 */
export type HardhatStopImpersonatingAccountParams = [address: AddressInput];
/**
 * Result of hardhat_stopImpersonatingAccount: true when it was impersonated.
 */
export type HardhatStopImpersonatingAccountResult = boolean;

/**
 * Params of anvil_autoImpersonateAccount: Lets eth_sendTransaction send from any address.
 */
export type AnvilAutoImpersonateAccountParams = [enabled: boolean];
/**
 * Result of anvil_autoImpersonateAccount: Always null.
 */
export type AnvilAutoImpersonateAccountResult = null;

/**
 * Params of eth_sendUnsignedTransaction: Submits a transaction from any address, without a signature.
 */
export type EthSendUnsignedTransactionParams = [transaction: UnsignedTransactionArgs];
/**
 * Result of eth_sendUnsignedTransaction: Hash of the submitted transaction.
 */
export type EthSendUnsignedTransactionResult = Hash32;

/**
 * Params of anvil_reorg: Replaces the last blocks with a heavier branch.
 */
export type AnvilReorgParams = [depth: CountInput, transactions?: ReorgTransactionPair[]];
/**
 * Result of anvil_reorg: null, as Anvil answers.
 */
export type AnvilReorgResult = null;

/**
 * Params of anvil_rollback: Takes the last blocks off the chain.
 */
export type AnvilRollbackParams = [depth?: CountInput];
/**
 * Result of anvil_rollback: null, as Anvil answers.
 */
export type AnvilRollbackResult = null;

/**
 * Params of rpc.discover: Returns this OpenRPC document.
 */
export type RpcDiscoverParams = [];
/**
 * Result of rpc.discover: The OpenRPC document.
 */
export type RpcDiscoverResult = OpenrpcDocument;

/**
 * Params of admin_nodeInfo: Describes this node on the peer-to-peer network (geth's shape).
 */
export type AdminNodeInfoParams = [];
/**
 * Result of admin_nodeInfo: The node's information.
 */
export type AdminNodeInfoResult = AdminNodeInfo;

/**
 * Params of admin_peers: Lists the connected peers (geth's shape).
 */
export type AdminPeersParams = [];
/**
 * Result of admin_peers: The peers.
 */
export type AdminPeersResult = AdminPeerInfo[];

/**
 * Params of admin_addPeer: Connects to a node.
 */
export type AdminAddPeerParams = [enode: Enode];
/**
 * Result of admin_addPeer: true.
 */
export type AdminAddPeerResult = boolean;

/**
 * Params of admin_removePeer: Disconnects a peer.
 */
export type AdminRemovePeerParams = [enode: Enode];
/**
 * Result of admin_removePeer: true.
 */
export type AdminRemovePeerResult = boolean;

/** Every method with its params tuple and result type. */
export interface RpcMethods {
  "eth_getBalance": { params: EthGetBalanceParams; result: EthGetBalanceResult };
  "eth_getCode": { params: EthGetCodeParams; result: EthGetCodeResult };
  "eth_getStorageAt": { params: EthGetStorageAtParams; result: EthGetStorageAtResult };
  "eth_getTransactionCount": { params: EthGetTransactionCountParams; result: EthGetTransactionCountResult };
  "eth_getProof": { params: EthGetProofParams; result: EthGetProofResult };
  "eth_getAccount": { params: EthGetAccountParams; result: EthGetAccountResult };
  "eth_getAccountInfo": { params: EthGetAccountInfoParams; result: EthGetAccountInfoResult };
  "eth_call": { params: EthCallParams; result: EthCallResult };
  "eth_estimateGas": { params: EthEstimateGasParams; result: EthEstimateGasResult };
  "eth_createAccessList": { params: EthCreateAccessListParams; result: EthCreateAccessListResult };
  "eth_simulateV1": { params: EthSimulateV1Params; result: EthSimulateV1Result };
  "eth_getBlockByNumber": { params: EthGetBlockByNumberParams; result: EthGetBlockByNumberResult };
  "eth_getBlockByHash": { params: EthGetBlockByHashParams; result: EthGetBlockByHashResult };
  "eth_getBlockTransactionCountByNumber": { params: EthGetBlockTransactionCountByNumberParams; result: EthGetBlockTransactionCountByNumberResult };
  "eth_getBlockTransactionCountByHash": { params: EthGetBlockTransactionCountByHashParams; result: EthGetBlockTransactionCountByHashResult };
  "eth_getUncleCountByBlockNumber": { params: EthGetUncleCountByBlockNumberParams; result: EthGetUncleCountByBlockNumberResult };
  "eth_getUncleCountByBlockHash": { params: EthGetUncleCountByBlockHashParams; result: EthGetUncleCountByBlockHashResult };
  "eth_getUncleByBlockNumberAndIndex": { params: EthGetUncleByBlockNumberAndIndexParams; result: EthGetUncleByBlockNumberAndIndexResult };
  "eth_getUncleByBlockHashAndIndex": { params: EthGetUncleByBlockHashAndIndexParams; result: EthGetUncleByBlockHashAndIndexResult };
  "eth_getTransactionByHash": { params: EthGetTransactionByHashParams; result: EthGetTransactionByHashResult };
  "eth_getTransactionByBlockNumberAndIndex": { params: EthGetTransactionByBlockNumberAndIndexParams; result: EthGetTransactionByBlockNumberAndIndexResult };
  "eth_getTransactionByBlockHashAndIndex": { params: EthGetTransactionByBlockHashAndIndexParams; result: EthGetTransactionByBlockHashAndIndexResult };
  "eth_getTransactionReceipt": { params: EthGetTransactionReceiptParams; result: EthGetTransactionReceiptResult };
  "eth_getBlockReceipts": { params: EthGetBlockReceiptsParams; result: EthGetBlockReceiptsResult };
  "eth_getTransactionBySenderAndNonce": { params: EthGetTransactionBySenderAndNonceParams; result: EthGetTransactionBySenderAndNonceResult };
  "eth_pendingTransactions": { params: EthPendingTransactionsParams; result: EthPendingTransactionsResult };
  "eth_getLogs": { params: EthGetLogsParams; result: EthGetLogsResult };
  "eth_newFilter": { params: EthNewFilterParams; result: EthNewFilterResult };
  "eth_newBlockFilter": { params: EthNewBlockFilterParams; result: EthNewBlockFilterResult };
  "eth_newSideBlockFilter": { params: EthNewSideBlockFilterParams; result: EthNewSideBlockFilterResult };
  "eth_newPendingTransactionFilter": { params: EthNewPendingTransactionFilterParams; result: EthNewPendingTransactionFilterResult };
  "eth_getFilterChanges": { params: EthGetFilterChangesParams; result: EthGetFilterChangesResult };
  "eth_getFilterLogs": { params: EthGetFilterLogsParams; result: EthGetFilterLogsResult };
  "eth_uninstallFilter": { params: EthUninstallFilterParams; result: EthUninstallFilterResult };
  "eth_subscribe": { params: EthSubscribeParams; result: EthSubscribeResult };
  "eth_unsubscribe": { params: EthUnsubscribeParams; result: EthUnsubscribeResult };
  "eth_sendRawTransaction": { params: EthSendRawTransactionParams; result: EthSendRawTransactionResult };
  "eth_sendRawTransactionSync": { params: EthSendRawTransactionSyncParams; result: EthSendRawTransactionSyncResult };
  "eth_sendTransactionSync": { params: EthSendTransactionSyncParams; result: EthSendTransactionSyncResult };
  "eth_sendTransaction": { params: EthSendTransactionParams; result: EthSendTransactionResult };
  "eth_signTransaction": { params: EthSignTransactionParams; result: EthSignTransactionResult };
  "eth_sign": { params: EthSignParams; result: EthSignResult };
  "eth_signTypedData_v4": { params: EthSignTypedDataV4Params; result: EthSignTypedDataV4Result };
  "eth_chainId": { params: EthChainIdParams; result: EthChainIdResult };
  "eth_blockNumber": { params: EthBlockNumberParams; result: EthBlockNumberResult };
  "eth_syncing": { params: EthSyncingParams; result: EthSyncingResult };
  "eth_accounts": { params: EthAccountsParams; result: EthAccountsResult };
  "eth_coinbase": { params: EthCoinbaseParams; result: EthCoinbaseResult };
  "eth_config": { params: EthConfigParams; result: EthConfigResult };
  "eth_gasPrice": { params: EthGasPriceParams; result: EthGasPriceResult };
  "eth_maxPriorityFeePerGas": { params: EthMaxPriorityFeePerGasParams; result: EthMaxPriorityFeePerGasResult };
  "eth_feeHistory": { params: EthFeeHistoryParams; result: EthFeeHistoryResult };
  "eth_getWork": { params: EthGetWorkParams; result: EthGetWorkResult };
  "ethash_getWork": { params: EthGetWorkParams; result: EthGetWorkResult };
  "eth_submitWork": { params: EthSubmitWorkParams; result: EthSubmitWorkResult };
  "ethash_submitWork": { params: EthSubmitWorkParams; result: EthSubmitWorkResult };
  "eth_submitHashrate": { params: EthSubmitHashrateParams; result: EthSubmitHashrateResult };
  "ethash_submitHashrate": { params: EthSubmitHashrateParams; result: EthSubmitHashrateResult };
  "eth_mining": { params: EthMiningParams; result: EthMiningResult };
  "eth_hashrate": { params: EthHashrateParams; result: EthHashrateResult };
  "ethash_getHashrate": { params: EthashGetHashrateParams; result: EthashGetHashrateResult };
  "net_version": { params: NetVersionParams; result: NetVersionResult };
  "net_listening": { params: NetListeningParams; result: NetListeningResult };
  "net_peerCount": { params: NetPeerCountParams; result: NetPeerCountResult };
  "personal_sign": { params: PersonalSignParams; result: PersonalSignResult };
  "txpool_content": { params: TxpoolContentParams; result: TxpoolContentResult };
  "txpool_inspect": { params: TxpoolInspectParams; result: TxpoolInspectResult };
  "txpool_status": { params: TxpoolStatusParams; result: TxpoolStatusResult };
  "txpool_contentFrom": { params: TxpoolContentFromParams; result: TxpoolContentFromResult };
  "web3_clientVersion": { params: Web3ClientVersionParams; result: Web3ClientVersionResult };
  "web3_sha3": { params: Web3Sha3Params; result: Web3Sha3Result };
  "debug_getRawBlock": { params: DebugGetRawBlockParams; result: DebugGetRawBlockResult };
  "debug_getRawHeader": { params: DebugGetRawHeaderParams; result: DebugGetRawHeaderResult };
  "debug_getRawReceipts": { params: DebugGetRawReceiptsParams; result: DebugGetRawReceiptsResult };
  "debug_getRawTransaction": { params: DebugGetRawTransactionParams; result: DebugGetRawTransactionResult };
  "debug_traceTransaction": { params: DebugTraceTransactionParams; result: DebugTraceTransactionResult };
  "debug_traceCall": { params: DebugTraceCallParams; result: DebugTraceCallResult };
  "debug_traceBlockByNumber": { params: DebugTraceBlockByNumberParams; result: DebugTraceBlockByNumberResult };
  "debug_traceBlockByHash": { params: DebugTraceBlockByHashParams; result: DebugTraceBlockByHashResult };
  "trace_transaction": { params: TraceTransactionParams; result: TraceTransactionResult };
  "trace_block": { params: TraceBlockParams; result: TraceBlockResult };
  "trace_get": { params: TraceGetParams; result: TraceGetResult };
  "trace_filter": { params: TraceFilterParams; result: TraceFilterResult };
  "trace_call": { params: TraceCallParams; result: TraceCallResult };
  "trace_callMany": { params: TraceCallManyParams; result: TraceCallManyResult };
  "trace_rawTransaction": { params: TraceRawTransactionParams; result: TraceRawTransactionResult };
  "trace_replayTransaction": { params: TraceReplayTransactionParams; result: TraceReplayTransactionResult };
  "trace_replayBlockTransactions": { params: TraceReplayBlockTransactionsParams; result: TraceReplayBlockTransactionsResult };
  "ots_getApiLevel": { params: OtsGetApiLevelParams; result: OtsGetApiLevelResult };
  "ots_hasCode": { params: OtsHasCodeParams; result: OtsHasCodeResult };
  "ots_getInternalOperations": { params: OtsGetInternalOperationsParams; result: OtsGetInternalOperationsResult };
  "ots_getTransactionError": { params: OtsGetTransactionErrorParams; result: OtsGetTransactionErrorResult };
  "ots_traceTransaction": { params: OtsTraceTransactionParams; result: OtsTraceTransactionResult };
  "ots_getBlockDetails": { params: OtsGetBlockDetailsParams; result: OtsGetBlockDetailsResult };
  "ots_getBlockDetailsByHash": { params: OtsGetBlockDetailsByHashParams; result: OtsGetBlockDetailsByHashResult };
  "ots_getBlockTransactions": { params: OtsGetBlockTransactionsParams; result: OtsGetBlockTransactionsResult };
  "ots_searchTransactionsBefore": { params: OtsSearchTransactionsBeforeParams; result: OtsSearchTransactionsBeforeResult };
  "ots_searchTransactionsAfter": { params: OtsSearchTransactionsAfterParams; result: OtsSearchTransactionsAfterResult };
  "ots_getTransactionBySenderAndNonce": { params: OtsGetTransactionBySenderAndNonceParams; result: OtsGetTransactionBySenderAndNonceResult };
  "ots_getContractCreator": { params: OtsGetContractCreatorParams; result: OtsGetContractCreatorResult };
  "erigon_getHeaderByNumber": { params: ErigonGetHeaderByNumberParams; result: ErigonGetHeaderByNumberResult };
  "client_nextNonce": { params: ClientNextNonceParams; result: ClientNextNonceResult };
  "evm_mine": { params: EvmMineParams; result: EvmMineResult };
  "hardhat_mine": { params: HardhatMineParams; result: HardhatMineResult };
  "anvil_mine": { params: HardhatMineParams; result: HardhatMineResult };
  "evm_setAutomine": { params: EvmSetAutomineParams; result: EvmSetAutomineResult };
  "anvil_setAutomine": { params: EvmSetAutomineParams; result: EvmSetAutomineResult };
  "hardhat_getAutomine": { params: HardhatGetAutomineParams; result: HardhatGetAutomineResult };
  "anvil_getAutomine": { params: HardhatGetAutomineParams; result: HardhatGetAutomineResult };
  "evm_setIntervalMining": { params: EvmSetIntervalMiningParams; result: EvmSetIntervalMiningResult };
  "anvil_setIntervalMining": { params: AnvilSetIntervalMiningParams; result: AnvilSetIntervalMiningResult };
  "miner_stop": { params: MinerStopParams; result: MinerStopResult };
  "miner_start": { params: MinerStartParams; result: MinerStartResult };
  "evm_increaseTime": { params: EvmIncreaseTimeParams; result: EvmIncreaseTimeResult };
  "anvil_increaseTime": { params: EvmIncreaseTimeParams; result: EvmIncreaseTimeResult };
  "evm_setNextBlockTimestamp": { params: EvmSetNextBlockTimestampParams; result: EvmSetNextBlockTimestampResult };
  "anvil_setNextBlockTimestamp": { params: EvmSetNextBlockTimestampParams; result: EvmSetNextBlockTimestampResult };
  "anvil_setBlockTimestampInterval": { params: AnvilSetBlockTimestampIntervalParams; result: AnvilSetBlockTimestampIntervalResult };
  "hardhat_setBlockTimestampInterval": { params: HardhatSetBlockTimestampIntervalParams; result: HardhatSetBlockTimestampIntervalResult };
  "anvil_removeBlockTimestampInterval": { params: AnvilRemoveBlockTimestampIntervalParams; result: AnvilRemoveBlockTimestampIntervalResult };
  "hardhat_removeBlockTimestampInterval": { params: AnvilRemoveBlockTimestampIntervalParams; result: AnvilRemoveBlockTimestampIntervalResult };
  "hardhat_setCoinbase": { params: HardhatSetCoinbaseParams; result: HardhatSetCoinbaseResult };
  "anvil_setCoinbase": { params: HardhatSetCoinbaseParams; result: HardhatSetCoinbaseResult };
  "hardhat_setMinGasPrice": { params: HardhatSetMinGasPriceParams; result: HardhatSetMinGasPriceResult };
  "anvil_setMinGasPrice": { params: HardhatSetMinGasPriceParams; result: HardhatSetMinGasPriceResult };
  "hardhat_setNextBlockBaseFeePerGas": { params: HardhatSetNextBlockBaseFeePerGasParams; result: HardhatSetNextBlockBaseFeePerGasResult };
  "anvil_setNextBlockBaseFeePerGas": { params: HardhatSetNextBlockBaseFeePerGasParams; result: HardhatSetNextBlockBaseFeePerGasResult };
  "evm_setBlockGasLimit": { params: EvmSetBlockGasLimitParams; result: EvmSetBlockGasLimitResult };
  "anvil_setBlockGasLimit": { params: EvmSetBlockGasLimitParams; result: EvmSetBlockGasLimitResult };
  "hardhat_setLoggingEnabled": { params: HardhatSetLoggingEnabledParams; result: HardhatSetLoggingEnabledResult };
  "anvil_setLoggingEnabled": { params: HardhatSetLoggingEnabledParams; result: HardhatSetLoggingEnabledResult };
  "evm_setTime": { params: EvmSetTimeParams; result: EvmSetTimeResult };
  "anvil_setTime": { params: EvmSetTimeParams; result: EvmSetTimeResult };
  "evm_mine_detailed": { params: EvmMineDetailedParams; result: EvmMineDetailedResult };
  "anvil_mine_detailed": { params: EvmMineDetailedParams; result: EvmMineDetailedResult };
  "anvil_getIntervalMining": { params: AnvilGetIntervalMiningParams; result: AnvilGetIntervalMiningResult };
  "anvil_setChainId": { params: AnvilSetChainIdParams; result: AnvilSetChainIdResult };
  "anvil_removePoolTransactions": { params: AnvilRemovePoolTransactionsParams; result: AnvilRemovePoolTransactionsResult };
  "hardhat_metadata": { params: HardhatMetadataParams; result: HardhatMetadataResult };
  "anvil_metadata": { params: HardhatMetadataParams; result: HardhatMetadataResult };
  "anvil_nodeInfo": { params: AnvilNodeInfoParams; result: AnvilNodeInfoResult };
  "evm_snapshot": { params: EvmSnapshotParams; result: EvmSnapshotResult };
  "anvil_snapshot": { params: EvmSnapshotParams; result: EvmSnapshotResult };
  "evm_revert": { params: EvmRevertParams; result: EvmRevertResult };
  "anvil_revert": { params: EvmRevertParams; result: EvmRevertResult };
  "hardhat_reset": { params: HardhatResetParams; result: HardhatResetResult };
  "anvil_reset": { params: HardhatResetParams; result: HardhatResetResult };
  "anvil_addBalance": { params: AnvilAddBalanceParams; result: AnvilAddBalanceResult };
  "hardhat_addBalance": { params: AnvilAddBalanceParams; result: AnvilAddBalanceResult };
  "anvil_dealERC20": { params: AnvilDealERC20Params; result: AnvilDealERC20Result };
  "anvil_setERC20Balance": { params: AnvilDealERC20Params; result: AnvilDealERC20Result };
  "hardhat_dealERC20": { params: AnvilDealERC20Params; result: AnvilDealERC20Result };
  "anvil_setERC20Allowance": { params: AnvilSetERC20AllowanceParams; result: AnvilSetERC20AllowanceResult };
  "hardhat_setBalance": { params: HardhatSetBalanceParams; result: HardhatSetBalanceResult };
  "anvil_setBalance": { params: HardhatSetBalanceParams; result: HardhatSetBalanceResult };
  "evm_setAccountBalance": { params: HardhatSetBalanceParams; result: HardhatSetBalanceResult };
  "hardhat_setCode": { params: HardhatSetCodeParams; result: HardhatSetCodeResult };
  "anvil_setCode": { params: HardhatSetCodeParams; result: HardhatSetCodeResult };
  "evm_setAccountCode": { params: HardhatSetCodeParams; result: HardhatSetCodeResult };
  "hardhat_setNonce": { params: HardhatSetNonceParams; result: HardhatSetNonceResult };
  "anvil_setNonce": { params: HardhatSetNonceParams; result: HardhatSetNonceResult };
  "evm_setAccountNonce": { params: HardhatSetNonceParams; result: HardhatSetNonceResult };
  "hardhat_setStorageAt": { params: HardhatSetStorageAtParams; result: HardhatSetStorageAtResult };
  "anvil_setStorageAt": { params: HardhatSetStorageAtParams; result: HardhatSetStorageAtResult };
  "evm_setAccountStorageAt": { params: HardhatSetStorageAtParams; result: HardhatSetStorageAtResult };
  "anvil_dumpState": { params: AnvilDumpStateParams; result: AnvilDumpStateResult };
  "hardhat_dumpState": { params: AnvilDumpStateParams; result: AnvilDumpStateResult };
  "anvil_loadState": { params: AnvilLoadStateParams; result: AnvilLoadStateResult };
  "hardhat_loadState": { params: AnvilLoadStateParams; result: AnvilLoadStateResult };
  "hardhat_dropTransaction": { params: HardhatDropTransactionParams; result: HardhatDropTransactionResult };
  "anvil_dropTransaction": { params: HardhatDropTransactionParams; result: HardhatDropTransactionResult };
  "anvil_dropAllTransactions": { params: AnvilDropAllTransactionsParams; result: AnvilDropAllTransactionsResult };
  "hardhat_impersonateAccount": { params: HardhatImpersonateAccountParams; result: HardhatImpersonateAccountResult };
  "anvil_impersonateAccount": { params: HardhatImpersonateAccountParams; result: HardhatImpersonateAccountResult };
  "hardhat_stopImpersonatingAccount": { params: HardhatStopImpersonatingAccountParams; result: HardhatStopImpersonatingAccountResult };
  "anvil_stopImpersonatingAccount": { params: HardhatStopImpersonatingAccountParams; result: HardhatStopImpersonatingAccountResult };
  "anvil_autoImpersonateAccount": { params: AnvilAutoImpersonateAccountParams; result: AnvilAutoImpersonateAccountResult };
  "hardhat_autoImpersonateAccount": { params: AnvilAutoImpersonateAccountParams; result: AnvilAutoImpersonateAccountResult };
  "eth_sendUnsignedTransaction": { params: EthSendUnsignedTransactionParams; result: EthSendUnsignedTransactionResult };
  "anvil_reorg": { params: AnvilReorgParams; result: AnvilReorgResult };
  "anvil_rollback": { params: AnvilRollbackParams; result: AnvilRollbackResult };
  "rpc.discover": { params: RpcDiscoverParams; result: RpcDiscoverResult };
  "admin_nodeInfo": { params: AdminNodeInfoParams; result: AdminNodeInfoResult };
  "admin_peers": { params: AdminPeersParams; result: AdminPeersResult };
  "admin_addPeer": { params: AdminAddPeerParams; result: AdminAddPeerResult };
  "admin_removePeer": { params: AdminRemovePeerParams; result: AdminRemovePeerResult };
}

export type RpcMethodName = keyof RpcMethods;

/** What each kind of eth_subscribe subscription notifies (eth_subscription's `result`). */
export interface SubscriptionResults {
  "newHeads": Header;
  "logs": Log;
  "newPendingTransactions": Hash32;
  "newSideHeads": Header;
}

export type SubscriptionKind = keyof SubscriptionResults;
