/**
 * docs/spec.md §8: navigation to an external URL is refused unless explicitly allowed. Returns true when
 * the browser was sent there.
 */
export function navigateExternal(
  url: string,
  allowedOrigins: readonly string[],
  go: (url: string) => void = (target) => window.location.assign(target),
): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.origin === window.location.origin) {
    go(target.toString());
    return true;
  }
  if (!['https:', 'http:'].includes(target.protocol) || !allowedOrigins.includes(target.origin)) {
    return false;
  }
  go(target.toString());
  return true;
}
