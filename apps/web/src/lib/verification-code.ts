/** A code as typed, full-width digits and spaces forgiven (the server normalises the same way). */
export function normalizeVerificationCode(value: string): string {
  return value.normalize('NFKC').replace(/\s/g, '');
}

export function isVerificationCodeFormat(value: string): boolean {
  return /^\d{6}$/.test(normalizeVerificationCode(value));
}
