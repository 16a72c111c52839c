// Resident memory of a process tree, read from /proc (Linux), split by what each process runs.
import { readdirSync, readFileSync } from 'node:fs';

function processes() {
  const all = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rssPages = Number(fields[21]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      all.push({ pid: Number(name), ppid: Number(fields[1]), rssBytes: rssPages * 4096, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** The descendants of `rootPid` (not itself), each group's resident bytes summed by `groupOf(cmdline)`. */
export function memoryByGroup(rootPid, groupOf) {
  const all = processes();
  const children = new Map();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const totals = {};
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const p = stack.pop();
    const group = groupOf(p.cmdline);
    totals[group] = (totals[group] ?? 0) + p.rssBytes;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return totals;
}

/** backend (its server), site (the site server and its workers) or other (launchers, npm). */
export const stackGroup = (cmdline) =>
  cmdline.includes('backend/server.js')
    ? 'backend'
    : cmdline.includes('siteServer') || cmdline.includes('next')
      ? 'site'
      : 'other';
