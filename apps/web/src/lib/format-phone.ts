/** Area codes with two digits (Mexico City, Guadalajara, Monterrey); the rest have three. */
const TWO_DIGIT_AREAS = ['55', '56', '33', '81'];

/**
 * A Mexican phone as shown and dialled (a tel: link with the +52 prefix):
 * '5512345678' → '+52 55 1234 5678', 'tel:+525512345678'. Anything that is not 10 digits
 * is shown as given.
 */
export function formatMexicanPhone(phone: string): { text: string; href: string } {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  if (digits.length !== 10) return { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` };
  const area = TWO_DIGIT_AREAS.includes(digits.slice(0, 2)) ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length - 4;
  return {
    text: `+52 ${digits.slice(0, area)} ${rest.slice(0, middle)} ${rest.slice(middle)}`,
    href: `tel:+52${digits}`,
  };
}
