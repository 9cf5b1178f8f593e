// What the login and password actions answer with: the pages show the matching message.

export type LoginProblem = "missing" | "failed" | "tooMany" | "unavailable" | "captchaRequired" | "captcha";

export interface LoginActionData {
  problem: LoginProblem;
  email: string;
  /** The next try needs the captcha: this account has had several failures. */
  captcha: boolean;
}

export type PasswordProblem =
  | "emailMissing"
  | "emailInvalid"
  | "tooMany"
  | "unavailable"
  | "tooShort"
  | "confirmMissing"
  | "mismatch"
  | "linkInvalid"
  | "currentMissing"
  | "currentWrong";

export interface PasswordActionData {
  problem: PasswordProblem | null;
  field?: "current" | "password" | "confirm";
  email?: string;
  sent?: boolean;
  /** The owner's password was changed, and their other sessions ended. */
  changed?: boolean;
}
