/**
 * A single-use ticket that opens the gateway's SIP relay socket (about 30 s, bound to the
 * account), asked with the access token in a header so that the token never goes into a
 * WebSocket URL (decision 1796). The ticket route sits under the relay's own path.
 */
export async function createSocketTicket(relayUrl: string, accessToken: string): Promise<string> {
  const address = new URL(relayUrl);
  address.protocol = address.protocol === 'wss:' ? 'https:' : 'http:';
  address.pathname = `${address.pathname.replace(/\/$/, '')}/ticket`;
  address.search = '';
  const response = await fetch(address, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`The softphone ticket was refused (HTTP ${response.status})`);
  return ((await response.json()) as { ticket: string }).ticket;
}
