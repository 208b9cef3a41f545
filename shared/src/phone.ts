/** A phone number as the forms and the server accept it: blank, or 10 to 15 digits with spaces, ( ) + . - between. */
export function isPhoneNumber(value: string): boolean {
  if (value.trim() === '') return true;
  const digits = value.replace(/\D/g, '').length;
  return /^[\d\s()+.\-]+$/.test(value) && digits >= 10 && digits <= 15;
}
