/**
 * The parts of SIP addresses the relay decides on: the user of a From/To/R-URI and the tag
 * parameter of From/To (RFC 3261 §20.10, §25.1).
 */

/** The URI inside a name-addr (`"Ana" <sip:1001@x>;tag=1`) or an addr-spec (`sip:1001@x;tag=1`). */
export function uriOf(address: string): string {
  const open = address.indexOf('<');
  if (open !== -1) {
    const close = address.indexOf('>', open);
    return address.slice(open + 1, close === -1 ? undefined : close).trim();
  }
  return address.split(';')[0]?.trim() ?? '';
}

/** The user part of a sip:/sips:/tel: URI, unescaped; undefined when it has none. */
export function userOf(uriOrAddress: string): string | undefined {
  const uri = uriOf(uriOrAddress);
  const scheme = /^(sips?|tel):/i.exec(uri);
  if (!scheme) return undefined;
  const rest = uri.slice(scheme[0].length);
  if (scheme[1]?.toLowerCase() === 'tel') return decode(rest.split(';')[0] ?? '');
  const at = rest.lastIndexOf('@');
  if (at === -1) return undefined;
  return decode(rest.slice(0, at).split(':')[0] ?? '');
}

function decode(user: string): string {
  try {
    return decodeURIComponent(user);
  } catch {
    return user;
  }
}

/** The tag parameter of a From or To header field (outside the URI's angle brackets). */
export function tagOf(address: string): string | undefined {
  const close = address.lastIndexOf('>');
  const params = close === -1 ? address.split(';').slice(1) : address.slice(close + 1).split(';');
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'tag' && value) return value.trim();
  }
  return undefined;
}
