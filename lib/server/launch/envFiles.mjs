// The settings file of `npm start`, `npm run dev` and `npm run start:cluster`: `.env.local`, then `.env`, in the
// repository's root, read once by the launcher into its own environment before it starts anything, so the
// backend and the site inherit the same values. Next reads these files too, but only in the site's process:
// left to it, a setting there reached the site and not the backend (a sign key or XY_AUTH that only one side
// knew). The environment the launcher was started with wins over both files, and `.env.local` over `.env`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ENV_FILES = ['.env.local', '.env'];

export class EnvFileError extends Error {}

const LINE = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/;
const ESCAPES = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** Where the quote opening `raw` closes: the next one, not escaped by a backslash inside double quotes. */
function closingQuote(raw) {
  const quote = raw[0];
  for (let i = 1; i < raw.length; i += 1) {
    if (quote === '"' && raw[i] === '\\') i += 1;
    else if (raw[i] === quote) return i;
  }
  return -1;
}

function unquote(raw, where) {
  const quote = raw[0];
  if (quote !== '"' && quote !== "'") return raw.replace(/\s+#.*$/, '').trim();
  const end = closingQuote(raw);
  if (end < 0 || !/^\s*(#.*)?$/.test(raw.slice(end + 1))) {
    throw new EnvFileError(
      `${where}: the value's closing ${quote} is missing or followed by more than a comment`,
    );
  }
  const inner = raw.slice(1, end);
  return quote === "'" ? inner : inner.replace(/\\(.)/g, (match, char) => ESCAPES[char] ?? match);
}

/**
 * `NAME=value` lines (an optional `export ` before the name), `#` comments, blank lines; a value may be quoted
 * ('literal' or "with \n escapes") or bare, where ` #` starts a comment. One value per line: anything else is an
 * error naming the file and line, since a line the launcher skipped could still reach the site through Next.
 * @param {string} text
 * @param {string} file the name errors give
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text, file) {
  const values = {};
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const where = `${file} line ${index + 1}`;
    const match = LINE.exec(trimmed);
    if (!match) throw new EnvFileError(`${where}: expected NAME=value, got "${trimmed.slice(0, 40)}"`);
    values[match[1]] = unquote(match[2], where);
  });
  return values;
}

/**
 * Puts the files' settings into `env` wherever `env` does not set the variable already. An empty value in a file
 * stands for the default (as in `.env.example`) and is left out.
 * @param {string} dir the folder holding the files
 * @param {Record<string, string | undefined>} env changed in place
 * @returns {{ file: string, names: string[] }[]} each file read, with the settings it gave
 */
export function loadEnvFiles(dir, env = process.env) {
  const read = [];
  for (const file of ENV_FILES) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const names = [];
    for (const [name, value] of Object.entries(parseEnvFile(readFileSync(path, 'utf8'), file))) {
      if (value === '' || env[name] !== undefined) continue;
      env[name] = value;
      names.push(name);
    }
    read.push({ file, names });
  }
  return read;
}

/** What a launcher does first: read the files into its environment and say so in one line. */
export function loadLauncherEnv(dir) {
  const read = loadEnvFiles(dir);
  if (read.length === 0) return;
  const files = read.map(({ file, names }) => `${file} (${names.length} set)`).join(', ');
  console.log(`Settings read from ${files}; the environment wins over them.`);
}
