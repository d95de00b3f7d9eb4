// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Hardhat's console.sol address: calls to it have no code to run; dev nodes decode and print them.
address constant CONSOLE = 0x000000000000000000636F6e736F6c652e6c6f67;

/// The callee of the tracing targets: stores, logs, fails in each way, self-destructs.
contract Callee {
    uint256 public value;

    event Stored(uint256 indexed value, address sender);

    error Custom(uint256 code);

    function store(uint256 v) external payable {
        value = v;
        emit Stored(v, msg.sender);
    }

    function fail(string calldata reason) external pure {
        revert(reason);
    }

    function underflow(uint256 a) external pure returns (uint256) {
        return a - 1;
    }

    function custom() external pure {
        revert Custom(7);
    }

    function burn(address payable to) external {
        selfdestruct(to);
    }

    /// Runs until its gas is gone.
    function spin() external view returns (uint256 n) {
        while (gasleft() > 0) n++;
    }
}

/// Every kind of frame and failure geth's tracers report, reached from one contract.
contract Tracing {
    uint256 public counter;

    event Note(string what);

    function nested(Callee c, uint256 v) external payable {
        emit Note("before");
        c.store{value: msg.value}(v);
        emit Note("after");
        counter += 1;
    }

    function delegate(Callee c, uint256 v) external {
        (bool ok, ) = address(c).delegatecall(abi.encodeCall(Callee.store, (v)));
        require(ok, "delegatecall failed");
    }

    function create(uint256 v) external returns (address) {
        Callee c = new Callee();
        c.store(v);
        return address(c);
    }

    function create2(bytes32 salt) external returns (address) {
        return address(new Callee{salt: salt}());
    }

    /// A nested revert the caller survives: its frame fails, the outer one goes on.
    function innerRevert(Callee c) external {
        emit Note("before");
        try c.fail("inner reason") {} catch {}
        emit Note("after");
    }

    /// The callee's store and log are undone with the caller's revert.
    function outerRevert(Callee c) external {
        c.store(1);
        revert("outer reason");
    }

    function panic(Callee c) external view returns (uint256) {
        return c.underflow(0);
    }

    function custom(Callee c) external view {
        c.custom();
    }

    function destroy(Callee c, address payable to) external {
        c.burn(to);
    }

    /// EIP-6780: a contract created and destroyed in one transaction is deleted.
    function createAndDestroy(address payable to) external {
        Callee c = new Callee();
        c.burn(to);
    }

    /// The callee runs out of its 30,000 gas; the caller goes on.
    function innerOutOfGas(Callee c) external {
        (bool ok, ) = address(c).call{gas: 30000}(abi.encodeCall(Callee.spin, ()));
        emit Note(ok ? "ok" : "out of gas");
    }

    /// console.log("counter is", counter) and console.log(msg.sender), as console.sol encodes them.
    function logs() external {
        counter += 1;
        (bool ok, ) = CONSOLE.staticcall(abi.encodeWithSignature("log(string,uint256)", "counter is", counter));
        (ok, ) = CONSOLE.staticcall(abi.encodeWithSignature("log(address)", msg.sender));
        ok;
    }
}
