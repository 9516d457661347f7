/**
 * Whether a Host header value is `host[:port]` as RFC 9112 section 3.2 and RFC 3986 section 3.2.2
 * have it: a registered name (unreserved, percent-encoded and sub-delimiter characters), an IPv4
 * address or a bracketed IPv6 literal, then an optional port of digits. No spaces, `/` or `@`.
 */
export function isValidHost(value: string): boolean {
  const match = /^(\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::(\d{0,5}))?$/.exec(
    value,
  );
  if (!match) return false;
  const port = match[2];
  return port === undefined || port === '' || Number(port) <= 65_535;
}
