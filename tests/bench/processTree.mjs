// A process tree read from /proc (Linux): resident memory and CPU time, split by what each process runs.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second, as /proc counts CPU time (USER_HZ; 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

function processes() {
  const all = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rssPages = Number(fields[21]);
      const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      all.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        rssBytes: rssPages * 4096,
        cpuSeconds,
        cmdline,
      });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/** `rootPid` (when `withRoot`) and its descendants, each group's `measure` summed by `groupOf(cmdline)`. */
function byGroup(rootPid, groupOf, measure, withRoot) {
  const all = processes();
  const children = new Map();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const totals = {};
  const root = all.find((p) => p.pid === rootPid);
  const stack = [...(children.get(rootPid) ?? []), ...(withRoot && root ? [root] : [])];
  while (stack.length) {
    const p = stack.pop();
    const group = groupOf(p.cmdline);
    totals[group] = (totals[group] ?? 0) + measure(p);
    if (p !== root) stack.push(...(children.get(p.pid) ?? []));
  }
  return totals;
}

/** The descendants of `rootPid` (not itself), each group's resident bytes summed by `groupOf(cmdline)`. */
export const memoryByGroup = (rootPid, groupOf) => byGroup(rootPid, groupOf, (p) => p.rssBytes, false);

/**
 * The CPU seconds `rootPid` and its descendants have used so far (of processes still running), each group's summed
 * by `groupOf(cmdline)`: two readings around a run give what the run cost each group.
 */
export const cpuByGroup = (rootPid, groupOf) => byGroup(rootPid, groupOf, (p) => p.cpuSeconds, true);

/** backend (its server), site (the site server and its workers) or other (launchers, npm). */
export const stackGroup = (cmdline) =>
  cmdline.includes('backend/server.js')
    ? 'backend'
    : cmdline.includes('siteServer') || cmdline.includes('next')
      ? 'site'
      : 'other';
