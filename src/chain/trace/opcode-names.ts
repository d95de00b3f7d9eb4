// geth's names of opcodes (core/vm/opcodes.go, OpCode.String), for the bytes the active fork does
// not define: EthereumJS runs those as INVALID (0xfe) and reports them so, while geth names the byte
// itself, "opcode 0xc not defined" when it has no name, or its name (PUSH0 before Shanghai, an EOF
// opcode) when it has one.

const NAMED: [first: number, names: string][] = [
  [0x00, "STOP ADD MUL SUB DIV SDIV MOD SMOD ADDMOD MULMOD EXP SIGNEXTEND"],
  [0x10, "LT GT SLT SGT EQ ISZERO AND OR XOR NOT BYTE SHL SHR SAR CLZ"],
  [0x20, "KECCAK256"],
  [
    0x30,
    "ADDRESS BALANCE ORIGIN CALLER CALLVALUE CALLDATALOAD CALLDATASIZE CALLDATACOPY CODESIZE " +
      "CODECOPY GASPRICE EXTCODESIZE EXTCODECOPY RETURNDATASIZE RETURNDATACOPY EXTCODEHASH",
  ],
  [
    0x40,
    "BLOCKHASH COINBASE TIMESTAMP NUMBER DIFFICULTY GASLIMIT CHAINID SELFBALANCE BASEFEE BLOBHASH " +
      "BLOBBASEFEE SLOTNUM",
  ],
  [0x50, "POP MLOAD MSTORE MSTORE8 SLOAD SSTORE JUMP JUMPI PC MSIZE GAS JUMPDEST TLOAD TSTORE MCOPY PUSH0"],
  [0x60, Array.from({ length: 32 }, (_, i) => `PUSH${i + 1}`).join(" ")],
  [0x80, Array.from({ length: 16 }, (_, i) => `DUP${i + 1}`).join(" ")],
  [0x90, Array.from({ length: 16 }, (_, i) => `SWAP${i + 1}`).join(" ")],
  [0xa0, "LOG0 LOG1 LOG2 LOG3 LOG4"],
  [0xd0, "DATALOAD DATALOADN DATASIZE DATACOPY"],
  [0xe0, "RJUMP RJUMPI RJUMPV CALLF RETF JUMPF DUPN SWAPN EXCHANGE"],
  [0xec, "EOFCREATE"],
  [0xee, "RETURNCONTRACT"],
  [0xf0, "CREATE CALL CALLCODE RETURN DELEGATECALL CREATE2"],
  [0xf7, "RETURNDATALOAD EXTCALL EXTDELEGATECALL STATICCALL EXTSTATICCALL"],
  [0xfd, "REVERT INVALID SELFDESTRUCT"],
];

const NAMES: (string | undefined)[] = new Array(256);
for (const [first, names] of NAMED) {
  names.split(" ").forEach((name, i) => {
    NAMES[first + i] = name;
  });
}

/** geth's name of an opcode byte: `opcode 0xc not defined` when it has none. */
export function gethOpcodeName(code: number): string {
  return NAMES[code] ?? `opcode 0x${code.toString(16)} not defined`;
}
