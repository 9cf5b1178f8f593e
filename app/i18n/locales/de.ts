import type { Messages } from "../catalogue";
import { deCommon } from "./de-common";
import { deFollowUp } from "./de-follow-up";

export const de: Messages = /* @__PURE__ */ Object.assign({}, deCommon, deFollowUp);
