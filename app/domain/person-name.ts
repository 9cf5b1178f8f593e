// A person's name as the forms take it (decision 071): letters of any script with their
// accents, spaces, apostrophes and hyphens, and a dot after an initial ("J. Peeters"). No digits,
// no ":", "/" or "@", and no dot between two letters: the name greets the visitor in a mail sent
// to the address typed beside it, so a stranger must not be able to make it a link or a message.

const nameCharacters = /^[\p{L}\p{M}' ’.-]+$/u;
const dotBeforeLetter = /\.\p{L}/u;

/** Whether a name (trimmed) is one a person goes by. */
export function isPersonName(value: string): boolean {
  return nameCharacters.test(value) && !dotBeforeLetter.test(value);
}
