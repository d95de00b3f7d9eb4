// Writes the CI subset of GeneralStateTests (test/engine/state-tests/fixtures/) from a checkout of
// ethereum/tests with its LegacyTests submodule:
//   npx tsx scripts/vendor-state-tests.ts <path to ethereum/tests>
// Each listed file is taken from every folder that holds it (test/engine/state-tests/sources.ts),
// keeping only the post states the full run takes from that folder (the forks we run, the newest
// fill of each), without the fillers' `_info` and the post states' `txbytes` (the runner builds
// the transaction from its fields).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StateTestFile } from "../test/engine/state-tests/fixture.js";
import { walkCases } from "../test/engine/state-tests/sources.js";

/**
 * Chosen so that each path the engine replaces runs under every fork, in small files: arithmetic
 * and bitwise ops, memory and copies, calls and creates of every kind with their out-of-gas and
 * depth limits, SLOAD/SSTORE with each fork's metering and refunds, jumps, precompiles (identity
 * among them), logs, reverts, stack limits, SELFDESTRUCT, and the later EIPs' folders.
 */
export const SUBSET = [
  // arithmetic, bitwise, EXP
  "VMTests/vmArithmeticTest/arith.json",
  "VMTests/vmArithmeticTest/addmod.json",
  "VMTests/vmArithmeticTest/mulmod.json",
  "VMTests/vmArithmeticTest/signextend.json",
  "VMTests/vmArithmeticTest/sdiv.json",
  "VMTests/vmArithmeticTest/smod.json",
  "VMTests/vmArithmeticTest/expPower256.json",
  "VMTests/vmArithmeticTest/fib.json",
  "VMTests/vmBitwiseLogicOperation/byte.json",
  "VMTests/vmBitwiseLogicOperation/iszero.json",
  "VMTests/vmBitwiseLogicOperation/slt.json",
  "stShift/sar01.json",
  "stShift/shl01.json",
  "stShift/shr01.json",
  "stShift/sar_2^256-1_0.json",
  "stArgsZeroOneBalance/addNonConst.json",
  "stArgsZeroOneBalance/mulmodNonConst.json",
  "stArgsZeroOneBalance/expNonConst.json",
  "stArgsZeroOneBalance/jumpNonConst.json",
  "stArgsZeroOneBalance/sloadNonConst.json",
  "stArgsZeroOneBalance/suicideNonConst.json",
  "stExample/add11.json",
  "stExample/accessListExample.json",
  "stExample/basefeeExample.json",
  "stSpecialTest/push32withoutByte.json",
  "stSpecialTest/sha3_deja.json",
  // memory and copies, jumps, flow
  "VMTests/vmIOandFlowOperations/mload.json",
  "VMTests/vmIOandFlowOperations/mstore8.json",
  "VMTests/vmIOandFlowOperations/msize.json",
  "VMTests/vmIOandFlowOperations/jump.json",
  "VMTests/vmIOandFlowOperations/jumpi.json",
  "VMTests/vmIOandFlowOperations/pc.json",
  "VMTests/vmIOandFlowOperations/gas.json",
  "VMTests/vmIOandFlowOperations/loop_stacklimit.json",
  "VMTests/vmTests/calldatacopy.json",
  "VMTests/vmTests/blockInfo.json",
  "VMTests/vmTests/suicide.json",
  "stMemoryTest/mload8bitBound.json",
  "stMemoryTest/mem32kb.json",
  "stMemoryTest/memCopySelf.json",
  "stMemoryTest/codecopy_dejavu.json",
  "stMemoryTest/calldatacopy_dejavu.json",
  "stMemoryTest/mstore_dejavu.json",
  "stMemoryTest/log1_dejavu.json",
  "stMemoryStressTest/mload32bitBound.json",
  "stMemoryStressTest/JUMP_Bounds.json",
  "stCodeCopyTest/ExtCodeCopyTests.json",
  "stReturnDataTest/returndatacopy_initial.json",
  "stReturnDataTest/returndatasize_after_successful_delegatecall.json",
  "stReturnDataTest/returndatacopy_afterFailing_create.json",
  // calls and creates
  "stCallCodes/callcall_00.json",
  "stCallCodes/callcall_00_OOGE.json",
  "stCallCodes/callcodecall_10.json",
  "stCallCodes/callcodeEmptycontract.json",
  "stCallDelegateCodesCallCodeHomestead/callcallcode_01.json",
  "stCallDelegateCodesHomestead/callcodecallcode_11_OOGE.json",
  "stDelegatecallTestHomestead/delegatecallBasic.json",
  "stDelegatecallTestHomestead/delegatecallValueCheck.json",
  "stStaticCall/static_callcall_00.json",
  "stStaticCall/static_CallIdentitiy_1.json",
  "stStaticCall/static_call_OOG_additionalGasCosts2.json",
  "stStaticFlagEnabled/StaticcallForPrecompilesIssue683.json",
  "stCreateTest/CREATE_ContractSSTOREDuringInit.json",
  "stCreateTest/CreateOOGafterInitCode.json",
  "stCreate2/RevertInCreateInInitCreate2.json",
  "stCreate2/returndatacopy_following_successful_create.json",
  "stCallCreateCallCodeTest/createInitFail_OOGduringInit.json",
  "stCallCreateCallCodeTest/createNameRegistratorPerTxs.json",
  "stRecursiveCreate/recursiveCreate.json",
  "stSystemOperationsTest/ABAcalls0.json",
  // 1,024 nested calls (~4 s a case on stock EthereumJS): once, where the CALL family is ours
  "stSystemOperationsTest/CallRecursiveBomb0_OOG_atMaxCallDepth.json|London",
  "stSystemOperationsTest/suicideCaller.json",
  "stSystemOperationsTest/suicideSendEtherPostDeath.json",
  "stSystemOperationsTest/doubleSelfdestructTouch.json",
  "stSystemOperationsTest/callValue.json",
  "stEIP150Specific/Transaction64Rule_d64e0.json",
  "stEIP150Specific/DelegateCallOnEIP.json",
  "stEIP150singleCodeGasPrices/RawCreateGas.json",
  "stEIP150singleCodeGasPrices/RawBalanceGas.json",
  "stMemExpandingEIP150Calls/CallGoesOOGOnSecondLevel2WithMemExpandingCalls.json",
  "stNonZeroCallsTest/NonZeroValue_CALL_ToEmpty.json",
  "stZeroCallsTest/ZeroValue_TransactionCALL_ToEmpty.json",
  "stZeroCallsRevert/ZeroValue_CALL_OOGRevert.json",
  "stHomesteadSpecific/createContractViaContract.json",
  "stEIP158Specific/CALL_OneVCallSuicide.json",
  "stEIP158Specific/EXTCODESIZE_toEpmty.json",
  "stInitCodeTest/TransactionCreateSuicideInInitcode.json",
  "stInitCodeTest/CallRecursiveContract.json",
  "stTransactionTest/TransactionSendingToEmpty.json",
  "stTransactionTest/EmptyTransaction3.json",
  "stTransitionTest/delegatecallAtTransition.json",
  "stCodeSizeLimit/codesizeInit.json",
  "stExtCodeHash/extCodeHashSelf.json",
  "stExtCodeHash/dynamicAccountOverwriteEmpty.json",
  "stEIP3607/transactionCollidingWithNonEmptyAccount_send.json",
  "stBugs/evmBytecode.json",
  // storage and refunds
  "stSStoreTest/sstore_0to0.json",
  "stSStoreTest/sstore_0toXto0.json",
  "stSStoreTest/sstore_Xto0toX.json",
  "stSStoreTest/sstore_changeFromExternalCallInInitCode.json",
  "stSStoreTest/SstoreCallToSelfSubRefundBelowZero.json",
  "stSStoreTest/sstoreGas.json",
  "stSStoreTest/InitCollision.json",
  "stSLoadTest/sloadGasCost.json",
  "stRefundTest/refund_getEtherBack.json",
  "stRefundTest/refundSSTORE.json",
  "stRefundTest/refundMax.json",
  "stRefundTest/refundFF.json",
  "stRefundTest/refundSuicide50procentCap.json",
  "stRefundTest/refund_OOG.json",
  "stEIP2930/coinbaseT01.json",
  "stEIP2930/manualCreate.json",
  "stEIP1559/lowFeeCap.json",
  "stEIP1559/senderBalance.json",
  "stEIP1559/typeTwoBerlin.json",
  "stChainId/chainId.json",
  "stSelfBalance/selfBalance.json",
  // precompiles
  "stPreCompiledContracts/identity_to_bigger.json",
  "stPreCompiledContracts/identity_to_smaller.json",
  "stPreCompiledContracts/sec80.json",
  "stPreCompiledContracts2/CallIdentitiy_0.json",
  "stPreCompiledContracts2/CallIdentitiy_1.json",
  "stPreCompiledContracts2/CallEcrecover0.json",
  "stPreCompiledContracts2/CallSha256_1.json",
  "stPreCompiledContracts2/CallRipemd160_1.json",
  "stZeroKnowledge2/ecadd_0-0_0-0_21000_0.json",
  // logs and reverts
  "VMTests/vmLogTest/log0.json",
  "stLogTests/log0_emptyMem.json",
  "stLogTests/log4_PC.json",
  "stLogTests/log1_Caller.json",
  "stLogTests/logInOOG_Call.json",
  "stRevertTest/RevertInStaticCall.json",
  "stRevertTest/RevertPrefoundEmptyOOG.json",
  "stRevertTest/TouchToEmptyAccountRevert.json",
  "stRevertTest/RevertOpcodeCalls.json",
  // stack limits
  "stStackTests/stackOverflowSWAP.json",
  "stSpecialTest/StackDepthLimitSEC.json",
  // random programs
  "stRandom/randomStatetest30.json",
  "stRandom2/randomStatetest509.json",
  "stSolidityTest/TestKeywords.json",
  "stWalletTest/multiOwnedIsOwnerTrue.json",
  // the later EIPs the dev chain adds
  "Shanghai/stEIP3855-push0/push0.json",
  "Shanghai/stEIP3855-push0/push0Gas.json",
  "Shanghai/stEIP3860-limitmeterinitcode/createInitCodeSizeLimit.json",
  "Shanghai/stEIP3860-limitmeterinitcode/create2InitCodeSizeLimit.json",
  "Shanghai/stEIP3651-warmcoinbase/coinbaseWarmAccountCallGas.json",
  "Pyspecs/shanghai/eip3855_push0/push0_key_sstore.json",
  "Pyspecs/shanghai/eip3855_push0/push0_before_jumpdest.json",
  "Pyspecs/shanghai/eip3855_push0/push0_stack_overflow.json",
  "Pyspecs/shanghai/eip3855_push0/push0_during_staticcall.json",
  "Pyspecs/shanghai/eip3651_warm_coinbase/warm_coinbase_call_out_of_gas.json",
  "Cancun/stEIP1153-transientStorage/02_tloadAfterTstore.json",
  "Cancun/stEIP1153-transientStorage/10_revertUndoesStoreAfterReturn.json",
  "Cancun/stEIP1153-transientStorage/14_revertAfterNestedStaticcall.json",
  "Cancun/stEIP1153-transientStorage/17_tstoreGas.json",
  "Cancun/stEIP1153-transientStorage/19_oogUndoesTransientStore.json",
  "Cancun/stEIP1153-transientStorage/transStorageReset.json",
  "Cancun/stEIP5656-MCOPY/MCOPY.json",
  "Cancun/stEIP5656-MCOPY/MCOPY_memory_hash.json",
  "Cancun/stEIP5656-MCOPY/MCOPY_memory_expansion_cost.json",
  "Pyspecs/cancun/eip1153_tstore/gas_usage.json",
  "Pyspecs/cancun/eip1153_tstore/reentrant_selfdestructing_call.json",
  "Pyspecs/cancun/eip1153_tstore/tload_after_tstore.json",
  "Pyspecs/cancun/eip5656_mcopy/mcopy_on_empty_memory.json",
  "Pyspecs/cancun/eip5656_mcopy/no_memory_corruption_on_upper_call_stack_levels.json",
  "Pyspecs/cancun/eip6780_selfdestruct/selfdestruct_created_in_same_tx_with_revert.json",
  "Pyspecs/cancun/eip6780_selfdestruct/selfdestruct_not_created_in_same_tx_with_revert.json",
  "Pyspecs/cancun/eip6780_selfdestruct/self_destructing_initcode_create_tx.json",
  "Pyspecs/cancun/eip6780_selfdestruct/delegatecall_from_new_contract_to_pre_existing_contract.json",
];

/** post states kept per test and fork: the first, the last and evenly between (a bound on CI's time) */
const PER_TEST_AND_FORK = 2;

/** `PER_TEST_AND_FORK` positions out of `n`, evenly spread, first and last included */
function spread(n: number): Set<number> {
  if (n <= PER_TEST_AND_FORK) return new Set(Array.from({ length: n }, (_, i) => i));
  return new Set(
    Array.from({ length: PER_TEST_AND_FORK }, (_, i) => Math.round((i * (n - 1)) / (PER_TEST_AND_FORK - 1))),
  );
}

const FIXTURES = join(import.meta.dirname, "../test/engine/state-tests/fixtures");

/** a SUBSET entry's file, and the forks it is limited to ("file|Fork,Fork") */
function parse(entry: string): { file: string; forks?: Set<string> } {
  const [file, forks] = entry.split("|");
  return { file, forks: forks === undefined ? undefined : new Set(forks.split(",")) };
}

function main(root: string): void {
  const entries = new Map(SUBSET.map((entry) => [parse(entry).file, parse(entry).forks]));
  const wanted = new Set(entries.keys());
  const kept = new Map<string, StateTestFile>();
  const found = new Set<string>();
  for (const fc of walkCases(root, (file) => wanted.has(file))) {
    if (fc.cases.length === 0) continue;
    found.add(fc.file);
    const key = `${fc.source}/${fc.file}`;
    const out = kept.get(key) ?? {};
    const sizes = new Map<string, number>();
    for (const c of fc.cases) sizes.set(`${c.name}/${c.fork}`, (sizes.get(`${c.name}/${c.fork}`) ?? 0) + 1);
    const forks = entries.get(fc.file);
    for (const c of fc.cases) {
      if (forks !== undefined && !forks.has(c.fork)) continue;
      if (!spread(sizes.get(`${c.name}/${c.fork}`) ?? 0).has(c.index)) continue;
      out[c.name] ??= { env: c.test.env, pre: c.test.pre, transaction: c.test.transaction, post: {} };
      const test = out[c.name];
      const { txbytes: _unused, ...post } = c.post;
      test.post[c.fork] ??= [];
      test.post[c.fork].push(post);
    }
    kept.set(key, out);
  }
  const missing = [...wanted].filter((file) => !found.has(file));
  if (missing.length > 0)
    throw new Error(`not in ${root} (or no case of a fork we run): ${missing.join(", ")}`);
  for (const dir of ["GeneralStateTests", "LegacyTests"])
    rmSync(join(FIXTURES, dir), { recursive: true, force: true });
  let bytes = 0;
  for (const [key, content] of kept) {
    const path = join(FIXTURES, key);
    mkdirSync(dirname(path), { recursive: true });
    const text = `${JSON.stringify(content)}\n`;
    bytes += text.length;
    writeFileSync(path, text);
  }
  console.log(`${kept.size} files, ${(bytes / 1e6).toFixed(2)} MB under ${FIXTURES}`);
}

const root = process.argv[2];
if (root === undefined) {
  console.error("usage: npx tsx scripts/vendor-state-tests.ts <path to ethereum/tests>");
  process.exit(2);
}
main(root);
