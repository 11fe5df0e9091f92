// Command-line flags of the benchmarks, each with an environment variable as a fallback.
import { parseArgs } from 'node:util';

type FlagSpec = Record<string, { type: 'string' | 'boolean'; env?: string; default?: string }>;

/** The flags as strings (or 'true' for a boolean given), flag > environment > default. */
export function readFlags<S extends FlagSpec>(spec: S): Record<keyof S, string | undefined> {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.entries(spec).map(([name, s]) => [name, { type: s.type }])),
    allowPositionals: false,
  });
  const out: Record<string, string | undefined> = {};
  for (const [name, s] of Object.entries(spec)) {
    const given = values[name];
    out[name] = given === undefined ? (s.env ? process.env[s.env] : undefined) || s.default : String(given);
  }
  return out as Record<keyof S, string | undefined>;
}

/** A positive number from a flag's text, or an error that names the flag. */
export function positive(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} debe ser un número positivo (se recibió '${text}')`);
  return n;
}
