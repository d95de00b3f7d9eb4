// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// W11: each function spends its gas in one opcode class, `n` rounds of it, in inline assembly so
/// that the compiler adds nothing around the loop. Compiled for shanghai (Ganache): no MCOPY; the
/// memory copies are CALLDATACOPY, the identity precompile and RETURNDATACOPY.
contract Compute {
    uint256[64] private slots;

    /// EXP with a 32-byte exponent (1,610 gas each)
    function expLoop(uint256 n) external pure returns (uint256 x) {
        assembly {
            x := 3
            for { let i := 0 } lt(i, n) { i := add(i, 1) } { x := exp(x, not(i)) }
        }
    }

    /// KECCAK256 of 256 bytes of memory, chained
    function keccakLoop(uint256 n) external pure returns (bytes32 h) {
        assembly {
            mstore(0, 1)
            for { let i := 0 } lt(i, n) { i := add(i, 1) } { mstore(0, keccak256(0, 256)) }
            h := mload(0)
        }
    }

    /// MULMOD and ADDMOD modulo a 256-bit odd number
    function mulmodLoop(uint256 n) external pure returns (uint256 x) {
        assembly {
            let m := not(58)
            x := 0x123456789abcdef
            for { let i := 0 } lt(i, n) { i := add(i, 1) } { x := addmod(mulmod(x, x, m), i, m) }
        }
    }

    /// copies `blob` from calldata to memory, through the identity precompile, and back from its
    /// return data, `n` times
    function copyLoop(uint256 n, bytes calldata blob) external view returns (uint256 sum) {
        assembly {
            let len := blob.length
            let out := add(0x80, len)
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                calldatacopy(0x80, blob.offset, len)
                pop(staticcall(gas(), 4, 0x80, len, 0, 0))
                returndatacopy(out, 0, len)
                sum := add(sum, mload(add(out, and(i, 0xff))))
            }
        }
    }

    /// SLOAD and SSTORE over 64 slots (the first round of each slot cold, then warm)
    function storageLoop(uint256 n) external returns (uint256 sum) {
        assembly {
            let base := slots.slot
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                let s := add(base, and(i, 63))
                let v := add(sload(s), i)
                sstore(s, v)
                sum := add(sum, v)
            }
        }
    }

    /// STATICCALLs of `ping` on itself
    function callLoop(uint256 n) external view returns (uint256 sum) {
        assembly {
            mstore(0, shl(224, 0x5c36b186)) // ping()
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                pop(staticcall(gas(), address(), 0, 4, 0, 32))
                sum := add(sum, mload(0))
                mstore(0, shl(224, 0x5c36b186))
            }
        }
    }

    function ping() external pure returns (uint256) {
        return 1;
    }
}
