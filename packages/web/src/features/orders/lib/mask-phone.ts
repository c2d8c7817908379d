/** The phone as the delivery step shows it (ONEW-94): read-only, all but the prefix and last 3 digits hidden. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.includes('*')) return phone;
  const digits = phone.replace(/\s+/g, '');
  if (digits.length <= 6) return '****';
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}
