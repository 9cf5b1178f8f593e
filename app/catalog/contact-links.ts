import { phoneHref } from "~/domain/phone";

/**
 * A WhatsApp chat with this number (https://wa.me/ takes the international digits, no "+"), or
 * null for a Belgian landline, which has no WhatsApp. A foreign number is offered as given.
 */
export function whatsappHref(phone: string): string | null {
  const digits = phoneHref(phone).replace(/\D/g, "");
  if (digits.startsWith("32") && !digits.startsWith("324")) return null;
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
