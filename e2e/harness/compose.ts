import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './product';

/**
 * docker-compose.yml read the way `docker compose` reads it: a service's command and its
 * environment with `${VAR}`, `${VAR:-default}` and `${VAR:?message}` filled in from `variables`
 * (the .env of the deployment). Suites start the services as separate processes with exactly
 * that, so what they prove is what the compose file runs.
 */
type ComposeService = { command?: string[]; environment?: Record<string, string | number | boolean | null> };

const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

function service(name: string): ComposeService {
  const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

export function interpolate(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g, (_match, name: string, operator, argument) => {
    const value = variables[name];
    if (value) return value;
    if (operator === ':?') throw new Error(`docker-compose.yml needs ${name}: ${argument}`);
    return operator === ':-' ? argument : '';
  });
}

/** The service's environment as its container would see it. */
export function composeEnvironment(name: string, variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value ?? ''), variables),
    ]),
  );
}

/** The script the service's command runs with node (e.g. packages/gateway/dist/server.js). */
export function composeScript(name: string): string {
  const command = service(name).command ?? [];
  if (command[0] !== 'node' || command.length !== 2) {
    throw new Error(`${name}'s command is not \`node <script>\`: ${command.join(' ')}`);
  }
  return join(ROOT, command[1] as string);
}
