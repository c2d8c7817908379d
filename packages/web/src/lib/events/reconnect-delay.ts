/** The longest wait between two attempts: a restarted gateway has every tab back within it. */
export const RECONNECT_CAP_MS = 5_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from 1 s up to the cap, each
 * drawn at random from its upper half, so that thousands of tabs dropped by one gateway restart
 * do not all come back in the same instant (decision 1742).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, 1000 * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}
