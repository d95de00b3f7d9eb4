// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Exercises the EVM features a PoW chain with post-merge opcodes must run, and every kind
/// of revert a node has to report.
contract Probe {
    uint256 transient scratch;
    uint256 public stored;

    event Stored(uint256 indexed value, address indexed by);

    function tstoreRoundtrip(uint256 value) external returns (uint256) {
        scratch = value;
        return scratch + 1;
    }

    function concat(string calldata a, string calldata b) external pure returns (string memory) {
        return string.concat(a, b); // MCOPY
    }

    function difficulty() external view returns (uint256) {
        return block.difficulty;
    }

    function store(uint256 value) external {
        stored = value;
        emit Stored(value, msg.sender);
    }

    function failWithReason() external pure {
        revert("probe: reason string");
    }

    error Custom(uint256 code);

    function failWithCustomError() external pure {
        revert Custom(42);
    }

    function failWithPanic(uint256 divisor) external pure returns (uint256) {
        return 1 / divisor;
    }

    function failEmpty() external pure {
        revert();
    }

    function burn(uint256 rounds) external pure returns (uint256 acc) {
        for (uint256 i = 0; i < rounds; i++) acc += i * i;
    }
}
