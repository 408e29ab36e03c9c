import { toNationalPhone } from '../validation/phone.js';

const DOT = '•';

/** '0612345678' or '+33612345678' → '06 •• •• •• 78': enough to recognise one's own number. */
export function maskPhone(phone: string): string {
  const national = toNationalPhone(phone);
  if (!national) return `${DOT}${DOT} ${DOT}${DOT} ${DOT}${DOT} ${DOT}${DOT} ${DOT}${DOT}`;
  return `${national.slice(0, 2)} ${DOT}${DOT} ${DOT}${DOT} ${DOT}${DOT} ${national.slice(8)}`;
}

/** 'jeanne.dupont@example.fr' → 'j•••@example.fr': the first letter and the domain only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return `${DOT}${DOT}${DOT}`;
  return `${email.slice(0, 1)}${DOT}${DOT}${DOT}${email.slice(at)}`;
}
