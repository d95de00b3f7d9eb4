// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// W6 and W9: every call emits five logs with five different topic0s, so a block with one call
/// holds 5 events. Twenty copies are deployed; block i calls copy i % 20 with n = i.
contract Emitter {
    event E0(uint256 indexed n, uint256 v);
    event E1(uint256 indexed n, uint256 v);
    event E2(uint256 indexed n, uint256 v);
    event E3(uint256 indexed n, uint256 v);
    event E4(uint256 indexed n, uint256 v);

    function fire(uint256 n) external {
        emit E0(n, 0);
        emit E1(n, 1);
        emit E2(n, 2);
        emit E3(n, 3);
        emit E4(n, 4);
    }
}
