/**
 * The query parameter that carries where to go back to: the shell's guards set it when they send
 * a guest to sign in, the auth screens keep it across their tabs, and the address book goes back
 * to it (checkout's "add an address") once the new address is saved.
 */
export const RETURN_PARAM = 'redirect';

/** The return path if it is a same-site path; anything else would make an open redirect. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
