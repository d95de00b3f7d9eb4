// OpenEthereum's vmTrace JSON: pc, cost, used and off as JSON numbers, stack and storage words as
// quantities, code and memory as data; field order as Erigon writes them.
import type { VmOperation, VmTrace } from "../../chain/trace/vm-trace.js";
import { data, quantity } from "./hex.js";

function operationJson(o: VmOperation): Record<string, unknown> {
  const ex = o.ex;
  return {
    cost: Number(o.cost),
    ex: ex && {
      mem: ex.mem && { data: data(ex.mem.data), off: ex.mem.off },
      push: ex.push.map(quantity),
      store: ex.store && { key: quantity(ex.store.key), val: quantity(ex.store.val) },
      used: Number(ex.used),
    },
    pc: o.pc,
    sub: o.sub && vmTraceJson(o.sub),
    op: o.op,
  };
}

export function vmTraceJson(trace: VmTrace): Record<string, unknown> {
  return { code: data(trace.code), ops: trace.ops.map(operationJson) };
}
