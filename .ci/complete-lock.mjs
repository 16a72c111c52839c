// The npm registry reachable from this project's machines serves only Linux builds of native optional packages
// (Next's SWC, unrs-resolver), so `npm install` leaves the other platforms' entries out of package-lock.json and
// `npm ci` then refuses the lock. This adds those entries back (name, version, platform; no download address or
// integrity, which npm fetches on the platform that needs them). Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(FILE, 'utf8'));
const { '': root, ...packages } = lock.packages;

/** `@next/swc-linux-arm64-musl` → os linux, cpu arm64, libc musl. */
function platformOf(name) {
  const [os, cpu, ...rest] = name
    .split('/')
    .pop()
    .replace(/^(swc|resolver-binding)-/, '')
    .split('-');
  const entry = { cpu: [cpu], os: [os] };
  if (os === 'linux') entry.libc = [rest.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

const added = [];
for (const meta of Object.values(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || !/^@(next\/swc|unrs\/resolver-binding)-/.test(name)) continue;
    const { cpu, os, libc } = platformOf(name);
    packages[key] = {
      version,
      cpu,
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      os,
    };
    added.push(`${name}@${version}`);
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
lock.packages = { '': root, ...sorted };
writeFileSync(FILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(', ')}` : 'package-lock.json lists every platform already');
