import { Address, bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExecutionRevertedError } from "../../../src/chain/errors.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { contractInterface, deploy, openTestNode, send } from "../../helpers/chain.js";

const probe = contractInterface("Probe");
const token = contractInterface("Token");
const data = (iface = probe, fn: string, args: unknown[] = []) =>
  hexToBytes(iface.encodeFunctionData(fn, args) as `0x${string}`);

describe("execution: solc osaka output on a PoW chain", () => {
  let node: ChainNode;
  let probeAddr: Address;
  let tokenAddr: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a] = node.chain.config.devAccounts;
    probeAddr = await deploy(node, a.privateKey, 0n, "Probe");
    tokenAddr = await deploy(node, a.privateKey, 1n, "Token", ["Test", "TST", 10n ** 24n]);
  });
  afterAll(() => node.close());

  const call = (to: Address, bytes: Uint8Array, block = node.chain.head) =>
    node.executor.call({ from: node.chain.config.devAccounts[0].address, to, data: bytes }, block);

  it("runs TSTORE/TLOAD, MCOPY and keeps 0x44 as DIFFICULTY", async () => {
    const code = await (await node.chain.stateAt(node.chain.head)).getCode(probeAddr);
    expect(bytesToHex(code)).toContain("5f"); // PUSH0 somewhere in the runtime
    const [t] = probe.decodeFunctionResult(
      "tstoreRoundtrip",
      bytesToHex(await call(probeAddr, data(probe, "tstoreRoundtrip", [41n]))),
    );
    expect(t).toBe(42n);
    const [s] = probe.decodeFunctionResult(
      "concat",
      bytesToHex(await call(probeAddr, data(probe, "concat", ["hello, ", "mcopy"]))),
    );
    expect(s).toBe("hello, mcopy");
    const [d] = probe.decodeFunctionResult(
      "difficulty",
      bytesToHex(await call(probeAddr, data(probe, "difficulty"))),
    );
    expect(d).toBe(1n);
  });

  it("decodes reverts: Error(string), Panic, custom errors and empty", async () => {
    const expectRevert = async (bytes: Uint8Array, message: string, dataPrefix: string) => {
      const err = await call(probeAddr, bytes).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ExecutionRevertedError);
      expect((err as ExecutionRevertedError).message).toBe(message);
      expect(bytesToHex((err as ExecutionRevertedError).data).startsWith(dataPrefix)).toBe(true);
    };
    await expectRevert(
      data(probe, "failWithReason"),
      "execution reverted: probe: reason string",
      "0x08c379a0",
    );
    await expectRevert(
      data(probe, "failWithPanic", [0n]),
      "execution reverted: division or modulo by zero",
      "0x4e487b71",
    );
    // a custom error named by its selector, its arguments as hex (Anvil's wording)
    await expectRevert(
      data(probe, "failWithCustomError"),
      `execution reverted: custom error ${probe.getError("Custom")!.selector}: ${(42).toString(16).padStart(64, "0")}`,
      probe.getError("Custom")!.selector,
    );
    await expectRevert(data(probe, "failEmpty"), "execution reverted", "0x");
  });

  it("mines a reverting transaction with status 0 and keeps the revert data", async () => {
    const [a] = node.chain.config.devAccounts;
    const inclusion = await send(node, a.privateKey, {
      nonce: 2n,
      to: probeAddr,
      data: data(probe, "failWithReason"),
      gasLimit: 100_000n,
    });
    const mined = await node.chain.minedTransaction(inclusion.block, inclusion.index);
    expect(mined?.receipt.status).toBe(0);
    expect(bytesToHex(inclusion.result.execResult.returnValue).startsWith("0x08c379a0")).toBe(true);
  });

  it("estimates gas that is enough and not far above what is used", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const transfer = data(token, "transfer", [b.address.toString(), 5n]);
    const estimate = await node.executor.estimateGas(
      { from: a.address, to: tokenAddr, data: transfer },
      node.chain.head,
      30_000_000n,
    );
    const inclusion = await send(node, a.privateKey, {
      nonce: 3n,
      to: tokenAddr,
      data: transfer,
      gasLimit: estimate,
    });
    expect(inclusion.result.execResult.exceptionError).toBeUndefined();
    expect(estimate).toBeGreaterThanOrEqual(inclusion.result.totalGasSpent);
    expect(estimate).toBeLessThan((inclusion.result.totalGasSpent * 110n) / 100n);
    expect(
      await node.executor.estimateGas(
        { from: a.address, to: b.address, value: 1n },
        node.chain.head,
        30_000_000n,
      ),
    ).toBe(21_000n);
  });

  it("estimateGas reports a revert as the revert, and too little gas as an allowance error", async () => {
    const [a] = node.chain.config.devAccounts;
    await expect(
      node.executor.estimateGas(
        { from: a.address, to: probeAddr, data: data(probe, "failWithReason") },
        node.chain.head,
        30_000_000n,
      ),
    ).rejects.toThrow("execution reverted: probe: reason string");
    await expect(
      node.executor.estimateGas(
        { from: a.address, to: probeAddr, data: data(probe, "burn", [100_000n]) },
        node.chain.head,
        50_000n,
      ),
    ).rejects.toThrow("gas required exceeds allowance (50000)");
  });

  it("needs the value in the sender's balance even without a gas price, as geth", async () => {
    const [, b] = node.chain.config.devAccounts;
    const poor = new Address(new Uint8Array(20).fill(9));
    await expect(
      node.executor.call({ from: poor, to: b.address, value: 1n }, node.chain.head),
    ).rejects.toThrow(
      /^insufficient funds for gas \* price \+ value: address 0x0909090909090909090909090909090909090909 have 0 want 1$/,
    );
  });

  it("caps call gas at 10x the block gas limit instead of rejecting it", async () => {
    const [a] = node.chain.config.devAccounts;
    const out = await node.executor.call(
      { from: a.address, to: probeAddr, data: data(probe, "difficulty"), gas: 10n ** 12n },
      node.chain.head,
    );
    expect(out.length).toBe(32);
    expect(node.executor.gasCap).toBe(300_000_000n);
  });

  it("reads historical state at any block", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const balanceAt = async (n: bigint) => {
      const [bal] = token.decodeFunctionResult(
        "balanceOf",
        bytesToHex(
          await call(
            tokenAddr,
            data(token, "balanceOf", [b.address.toString()]),
            (await node.chain.getBlockByNumber(n))!,
          ),
        ),
      );
      return bal as bigint;
    };
    const before = node.chain.head.header.number;
    await send(node, a.privateKey, {
      nonce: 4n,
      to: tokenAddr,
      data: data(token, "transfer", [b.address.toString(), 7n]),
      gasLimit: 100_000n,
    });
    expect(await balanceAt(before)).toBe(5n);
    expect(await balanceAt(before + 1n)).toBe(12n);
    expect(await balanceAt(2n)).toBe(0n);
    const genesisState = await node.chain.stateAt((await node.chain.getBlockByNumber(0n))!);
    expect((await genesisState.getAccount(a.address))?.nonce ?? 0n).toBe(0n);
  });
});
