/** The body of a stored .eml, with its quoted-printable soft breaks and escapes undone. */
export function decoded(message: string): string {
  return message
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
