import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class LockError extends Error {}

/** A killed process stays a zombie until its parent reaps it; on Linux /proc tells. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    // 'wx' fails when the file exists, so two openers can never both create it.
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface FileLock {
  release(): void;
}

/**
 * Takes `path` for this process. PGlite keeps its data in files that two instances would corrupt, so a lock
 * held by a live process (this one included) refuses; a lock left behind by a dead process is taken over.
 */
export function acquireLock(path: string): FileLock {
  if (!tryCreate(path)) {
    const holder = readPid(path);
    if (holder !== null && isAlive(holder)) {
      const who = holder === process.pid ? `this process (pid ${holder})` : `pid ${holder}`;
      throw new LockError(
        `The database lock ${path} is held by ${who}; stop that process first, ` +
          'or remove the lock file if that pid is not a backend.',
      );
    }
    unlinkSync(path);
    // A concurrent taker may have won between the unlink and this create; it then owns the lock.
    if (!tryCreate(path)) throw new LockError(`The database lock ${path} was taken by pid ${readPid(path)}.`);
  }
  const onExit = () => release();
  function release() {
    process.removeListener('exit', onExit);
    if (readPid(path) === process.pid) unlinkSync(path);
  }
  process.on('exit', onExit);
  return { release };
}
