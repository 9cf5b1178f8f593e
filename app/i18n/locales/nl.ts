// Dutch is the main language: written as a Flemish agency writes.
import { nlCommon } from "./nl-common";
import { nlFollowUp } from "./nl-follow-up";

// Both parts in one object (pure: a browser build that does not use it leaves it out, and the
// parts stay files of their own).
export const nl = /* @__PURE__ */ Object.assign({}, nlCommon, nlFollowUp);
