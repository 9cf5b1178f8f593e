// The captcha's shared rule (issue 5): with JavaScript, an invisible proof of work: a nonce
// whose SHA-256 with the challenge starts with `workBits` zero bits. Pure; the browser and
// the server both use it.

export const workBits = 14;

/** The hex SHA-256 of `challenge:nonce` has `workBits` leading zero bits. */
export function meetsWork(digest: Uint8Array): boolean {
  let bits = workBits;
  for (const byte of digest) {
    if (bits <= 0) return true;
    if (bits >= 8) {
      if (byte !== 0) return false;
      bits -= 8;
    } else {
      return byte >> (8 - bits) === 0;
    }
  }
  return bits <= 0;
}

export function workInput(challenge: string, nonce: number): string {
  return `${challenge}:${nonce}`;
}
