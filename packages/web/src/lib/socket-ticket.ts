/**
 * A single-use ticket that opens one of the gateway's WebSockets (the events stream, the SIP
 * relay): about 30 s, bound to the account, asked with the access token in a header so that the
 * token never goes into a WebSocket URL, which the browser's console and proxies' logs keep
 * (decision 1796). The ticket route sits under the socket's own path (`…/ticket`).
 */
export async function createSocketTicket(socketUrl: string, accessToken: string): Promise<string> {
  const address = new URL(socketUrl);
  address.protocol = address.protocol === 'wss:' ? 'https:' : 'http:';
  address.pathname = `${address.pathname.replace(/\/$/, '')}/ticket`;
  address.search = '';
  const response = await fetch(address, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`The socket ticket was refused (HTTP ${response.status})`);
  return ((await response.json()) as { ticket: string }).ticket;
}
