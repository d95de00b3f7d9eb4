// The package's programmatic entry: start a node in-process (tests, scripts, embedding). The typed
// client is the separate export `powgate/client`.
export { type NodeOptions, type RunningNode, startNode } from "./node.js";
