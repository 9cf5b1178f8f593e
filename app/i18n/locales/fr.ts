import type { Messages } from "../catalogue";
import { frCommon } from "./fr-common";
import { frFollowUp } from "./fr-follow-up";

export const fr: Messages = /* @__PURE__ */ Object.assign({}, frCommon, frFollowUp);
