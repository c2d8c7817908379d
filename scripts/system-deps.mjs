/**
 * The Debian packages the test suites need, and how to tell whether each is present. The test
 * runner installs missing ones with apt when it runs as root and otherwise stops with the exact
 * command; it never skips a suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const SYSTEM_PACKAGES = [
  { name: 'chromium', neededBy: 'end-to-end tests (e2e/)' },
  {
    name: 'postgresql',
    neededBy: 'the back-office suite on real PostgreSQL, the two-of-everything suite and the PostgreSQL durability e2e',
    present: () => Boolean(postgresBinDir()),
  },
  { name: 'kamailio', neededBy: 'the telephony suite (PBX stand-in)' },
  { name: 'kamailio-websocket-modules', neededBy: 'the telephony suite (SIP over WebSocket)' },
  { name: 'baresip-core', neededBy: 'the telephony suite (the customer phone)' },
  {
    name: 'libreoffice-calc-nogui',
    neededBy: 'spreadsheets written and opened by LibreOffice headless (reports, payslip exports)',
  },
  { name: 'iproute2', neededBy: 'the softphone recording e2e (its media network namespace, `ip netns`)' },
  {
    name: 'iptables',
    neededBy: "the softphone call-quality e2e (a lossy, jittery media path: this kernel's netfilter)",
  },
  { name: 'libnetfilter-queue1', neededBy: 'the softphone call-quality e2e (the delays of that path, in user space)' },
].map((p) => ({ present: () => debianPackageInstalled(p.name), ...p }));

/** True when dpkg reports the package as installed. */
export function debianPackageInstalled(name) {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format placeholder
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
}

/** Debian installs the server binaries under /usr/lib/postgresql/<major>/bin. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  for (const major of readdirSync(root).sort().reverse()) {
    const dir = `${root}/${major}/bin`;
    if (existsSync(`${dir}/initdb`) && existsSync(`${dir}/pg_ctl`)) return dir;
  }
  return undefined;
}

export function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name).join(' ');
  const command = `apt-get update && apt-get install -y --no-install-recommends ${names}`;
  for (const p of missing) console.log(`· missing Debian package ${p.name}, needed by ${p.neededBy}`);
  if (process.getuid?.() !== 0) {
    console.error(`\nInstall them first, as root:\n\n  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  console.log(`· installing: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('sh', ['-c', command], { stdio: 'inherit', env });
  const still = missing.filter((p) => !p.present());
  if (still.length) {
    console.error(`apt-get finished but these are still missing: ${still.map((p) => p.name).join(', ')}`);
    process.exit(1);
  }
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
