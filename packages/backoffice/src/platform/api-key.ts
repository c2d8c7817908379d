/**
 * Machine API keys (the webmasters' lead intake): a key is 32 random bytes, shown once when it is
 * issued; only its SHA-256 is stored, so a leaked table gives no usable key. A key has enough
 * entropy that a plain hash (no salt, no slow hash) is safe and lets the key be looked up by hash.
 */
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'umb_';

export const newApiKey = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

export const apiKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
