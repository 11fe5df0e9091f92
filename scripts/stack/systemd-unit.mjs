// Starts a process as a systemd unit of deploy/systemd would: its WorkingDirectory, its
// EnvironmentFile, its Environment lines and its ExecStart, with the install paths mapped to
// this checkout. Only what those units use is read (no specifier but %i).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** `KEY=value` lines of an EnvironmentFile (quotes removed; comments and blanks skipped). */
export function readEnvFile(file) {
  const env = {};
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at < 1) throw new Error(`${file}: línea sin CLAVE=valor: ${line}`);
    let value = line.slice(at + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    env[line.slice(0, at).trim()] = value;
  }
  return env;
}

/** The [Service] settings of a unit file, `Environment` and `ExecStart` as given. */
export function readUnit(file) {
  const service = { environment: [] };
  let section = '';
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    if (section !== 'Service') continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    const value = line.slice(at + 1);
    if (key === 'Environment') service.environment.push(value);
    else service[key] = value;
  }
  return service;
}

/**
 * How the unit starts instance `instance`: command, arguments, folder and environment.
 * `paths` maps install paths to this machine's (`/opt/toca-la-puerta` → the checkout, the env file
 * → the stack's).
 */
export function unitCommand(unitFile, { instance, paths, extraEnv = {} }) {
  const unit = readUnit(unitFile);
  const mapPath = (value) =>
    Object.entries(paths).reduce((text, [from, to]) => text.split(from).join(to), value.replaceAll('%i', instance));
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  if (unit.EnvironmentFile) Object.assign(env, readEnvFile(mapPath(unit.EnvironmentFile.replace(/^-/, ''))));
  for (const assignment of unit.environment) {
    const text = mapPath(assignment);
    const at = text.indexOf('=');
    env[text.slice(0, at)] = text.slice(at + 1);
  }
  const [command, ...args] = mapPath(unit.ExecStart).split(/\s+/);
  return {
    command,
    args,
    cwd: mapPath(unit.WorkingDirectory),
    env: { ...env, ...extraEnv },
    stopTimeoutMs: Number.parseInt(unit.TimeoutStopSec ?? '90', 10) * 1000,
  };
}

/**
 * A unit's process, with `systemctl restart` semantics: stop sends SIGTERM and waits for the exit
 * (its code is kept: a drain must exit 0), start spawns it again. Output goes to `logFile`.
 */
export class UnitProcess {
  constructor(spec, logFile) {
    this.spec = spec;
    this.logFile = logFile;
    this.exitCodes = [];
    this.child = undefined;
  }

  start() {
    const out = fs.openSync(this.logFile, 'a');
    const { command, args, cwd, env } = this.spec;
    this.child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), this.spec.stopTimeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    this.exitCodes.push(code);
    this.child = undefined;
  }

  async restart() {
    await this.stop();
    this.start();
  }
}
