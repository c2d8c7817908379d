/**
 * Just enough of a browser for a sign-in through the gateway: a cookie jar keyed by name and
 * path, and redirects followed by hand so that every hop goes through the gateway.
 */
export class CookieBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers as Record<string, string> | undefined);
    const cookie = [...this.jar.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() <= Date.now());
      const key = `${pair.slice(0, eq)};${path}`;
      if (expired) this.jar.delete(key);
      else this.jar.set(key, { name: pair.slice(0, eq), value: pair.slice(eq + 1), path });
    }
    return response;
  }

  /** Follows redirects (through the gateway) until one leaves for `stopAt`; returns that address. */
  async follow(url: string, stopAt: string): Promise<string> {
    let next = url;
    for (let hop = 0; hop < 8; hop++) {
      if (next.startsWith(stopAt)) return next;
      const response = await this.request(next);
      const location = response.headers.get('location');
      if (!location) throw new Error(`stopped at ${next} with ${response.status}`);
      next = new URL(location, next).toString();
    }
    throw new Error('too many redirects');
  }
}
