/** A tel: link for a number as people write it: digits and a leading plus only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * A WhatsApp chat link whose greeting names the institute and, when the visitor typed one,
 * the course they want a demo class of.
 */
export function whatsAppLink(number: string, institute: string, course = ''): string {
  const digits = number.replace(/\D/g, '');
  const hello = institute ? `Hello ${institute}!` : 'Hello!';
  const chosen = course.trim();
  const text = chosen
    ? `${hello} I would like to book a demo class for ${chosen}.`
    : `${hello} I would like to know more about your courses.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
