/** A wa.me chat link with a greeting that names the course the visitor typed, if any. */
export function whatsAppLink(number: string, course: string): string {
  const digits = number.replace(/\D/g, '');
  const chosen = course.trim();
  const text = chosen
    ? `Hello! I would like to book a demo class for ${chosen}.`
    : 'Hello! I would like to know more about your courses.';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
