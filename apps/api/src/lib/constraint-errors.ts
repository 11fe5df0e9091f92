import {
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  validationError,
  type AppError,
  type ErrorDetail,
} from './errors.ts';

/** The name of the constraint a driver error broke (node-postgres and PGlite both carry it). */
function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface ConstraintRules {
  /** A foreign key of the schema, by name: the body field it checks, and what to tell the user. */
  foreignKeys?: Readonly<Record<string, ErrorDetail>>;
  /** A unique constraint, by name: the error that its violation answers. */
  unique?: Readonly<Record<string, () => AppError>>;
}

/**
 * Runs a write whose references and uniqueness the database judges (no read-then-write race): a
 * broken foreign key of the rules is a 400 on its field, a broken unique constraint its error.
 */
export async function withConstraintErrors<T>(write: () => Promise<T>, rules: ConstraintRules): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const name = constraintOf(err) ?? '';
    const code = pgCode(err);
    const fk = code === PG_FOREIGN_KEY_VIOLATION ? rules.foreignKeys?.[name] : undefined;
    if (fk) throw validationError([fk]);
    const unique = code === PG_UNIQUE_VIOLATION ? rules.unique?.[name] : undefined;
    if (unique) throw unique();
    throw err;
  }
}
