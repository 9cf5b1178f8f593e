import type { Messages } from "../catalogue";
import { enCommon } from "./en-common";
import { enFollowUp } from "./en-follow-up";

export const en: Messages = /* @__PURE__ */ Object.assign({}, enCommon, enFollowUp);
