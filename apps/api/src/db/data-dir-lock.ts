import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly dir: string;
  readonly pid: number;

  constructor(dir: string, pid: number) {
    super(
      `La carpeta de datos ${dir} ya está en uso por otro servidor (pid ${pid}). ` +
        'Detén ese proceso antes de iniciar otro sobre los mismos datos.',
    );
    this.dir = dir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. We hold a lock file with
 * our pid; a lock whose pid is dead (a crash, kill -9) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      fs.rmSync(file, { force: true }); // stale lock: its process is gone
    }
  }
  throw new Error(`No se pudo tomar el candado de ${file}`);
}
