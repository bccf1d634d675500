/**
 * The institute's contact details, set per deployment through Vite env vars (the spec does
 * not print them). The only reader of these variables; defaults are obvious placeholders.
 */
function envText(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const CONTACT = {
  email: envText(import.meta.env.VITE_CONTACT_EMAIL, 'hello@example.com'),
  phone: envText(import.meta.env.VITE_CONTACT_PHONE, '+1 555 010 0100'),
  /** The messaging (WhatsApp) number, written for people; links use its digits only. */
  whatsappNumber: envText(import.meta.env.VITE_WHATSAPP_NUMBER, '+1 555 010 0101'),
} as const;
