/**
 * A filled GeneralStateTests file (ethereum/tests, retesteth or execution-spec-tests' `state_test`
 * format): tests by name, each a pre-state, an environment, one transaction with lists of data,
 * gas limits and values, and per fork the post states, one per combination of indexes into those
 * lists: the expected state root (`hash`), the hash of the logs (`logs`: keccak of their RLP) and,
 * for a transaction the fork must reject, `expectException`.
 */
export interface StateTestFile {
  [name: string]: StateTest;
}

export interface StateTest {
  _info?: { comment?: string; source?: string };
  env: Env;
  pre: Record<string, PreAccount>;
  transaction: TransactionFields;
  post: Record<string, PostState[]>;
}

export interface Env {
  currentCoinbase: string;
  currentDifficulty?: string;
  currentRandom?: string;
  currentGasLimit: string;
  currentNumber: string;
  currentTimestamp: string;
  currentBaseFee?: string;
  currentExcessBlobGas?: string;
}

export interface PreAccount {
  balance: string;
  nonce: string;
  code: string;
  storage: Record<string, string>;
}

export interface TransactionFields {
  data: string[];
  gasLimit: string[];
  value: string[];
  nonce: string;
  to: string;
  secretKey: string;
  sender?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  accessLists?: (AccessListEntry[] | null)[];
  blobVersionedHashes?: string[];
  /** EIP-7702 (type 4): the signed authorizations, one list for every index */
  authorizationList?: Authorization[];
  maxFeePerBlobGas?: string;
}

export interface Authorization {
  chainId: string;
  address: string;
  nonce: string;
  /** execution-spec-tests writes both `v` and `yParity` */
  v?: string;
  yParity?: string;
  r: string;
  s: string;
}

export interface AccessListEntry {
  address: string;
  storageKeys: string[];
}

export interface PostState {
  hash: string;
  logs: string;
  indexes: { data: number; gas: number; value: number };
  txbytes?: string;
  expectException?: string;
}

/** One post state of one test at one fork: what the runner executes and checks. */
export interface StateTestCase {
  /** the file, relative to GeneralStateTests */
  file: string;
  name: string;
  fork: string;
  /** position in the fork's list of post states */
  index: number;
  test: StateTest;
  post: PostState;
}

/** The cases of `file`'s tests at the forks `wanted` accepts, in file order. */
export function casesOf(
  file: string,
  content: StateTestFile,
  wanted: (fork: string) => boolean,
): StateTestCase[] {
  const cases: StateTestCase[] = [];
  for (const [name, test] of Object.entries(content)) {
    for (const [fork, posts] of Object.entries(test.post ?? {})) {
      if (!wanted(fork)) continue;
      posts.forEach((post, index) => {
        cases.push({ file, name, fork, index, test, post });
      });
    }
  }
  return cases;
}

/** A case's name in reports: file::test fork[index] (d, g, v). */
export function caseId(c: StateTestCase): string {
  const { data, gas, value } = c.post.indexes;
  return `${c.file}::${c.name} ${c.fork}[${c.index}] d${data}g${gas}v${value}`;
}
