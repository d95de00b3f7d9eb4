import { InvalidEnodeError } from "../../../generated/errors.js";
import { type Enode, EnodeError, parseEnode } from "../../p2p/enode.js";

/** An enode URL parameter, or geth's -32000 `invalid enode: <reason>`. */
export function enodeParam(url: string): Enode {
  try {
    return parseEnode(url);
  } catch (err) {
    if (err instanceof EnodeError)
      throw new InvalidEnodeError(`invalid enode: ${err.message.replace(/^invalid enode URL:? ?/, "")}`);
    throw err;
  }
}
