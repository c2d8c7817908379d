import type { Gate } from '@/lib/authorization';

/** What a route tells the shell: its gate, its title, or that it is the not-found page. */
export type RouteHandle = { gate?: Gate; titleKey?: string; notFound?: true };

export function routeHandleOf(matches: readonly { handle: unknown }[]): RouteHandle {
  const handle = matches.at(-1)?.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
