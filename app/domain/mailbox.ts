// One mailbox, however its address is spelled: the key that per-address rules count by (the
// documents once a week, the alerts and the send-to-friend limits). Case never matters; a
// "+tag" after the name lands in the same mailbox at the providers that offer it, and Gmail
// ignores dots in the name and takes googlemail.com for gmail.com. The mail itself still goes
// to the address as typed.

const dotBlind = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let name = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = name.indexOf("+");
  if (plus > 0) name = name.slice(0, plus);
  const gmail = dotBlind.get(domain);
  if (gmail) {
    name = name.replaceAll(".", "");
    domain = gmail;
  }
  return `${name}@${domain}`;
}
