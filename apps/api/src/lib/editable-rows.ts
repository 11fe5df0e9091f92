import type { AuditAction } from '@tlp/shared';
import type { Work } from '../core/unit-of-work.ts';
import type { DbOrTx } from '../db/client.ts';
import { withConstraintErrors, type ConstraintRules } from './constraint-errors.ts';
import { found, type AppError } from './errors.ts';

/** A repository of rows edited as a whole by their editor (campuses, degrees). */
export interface EditableRepository<Body, Row> {
  find(id: number): Promise<Row | undefined>;
  create(body: Body): Promise<number>;
  /** False when there is no such row. */
  update(id: number, body: Body): Promise<boolean>;
  /** False when there is no such row. */
  remove(id: number): Promise<boolean>;
}

/** The audited kinds of record edited this way. */
type EditableEntity = 'campus' | 'degree';

/**
 * Read, create, replace (every field) and delete of such rows, each write a unit of work recorded
 * in the audit trail (`<entity>.create`, `.update`, `.delete`, by `actorId`). The database judges
 * references and uniqueness (`rules`, no read-then-write race); a missing row is `missing()`; a
 * write answers the row as read back in its transaction.
 */
export function editableRows<Body, Row extends { id: number }>(
  work: Work,
  entity: EditableEntity,
  repositoryOf: (db: DbOrTx) => EditableRepository<Body, Row>,
  rules: ConstraintRules,
  missing: () => AppError,
  /**
   * A check of a body the database cannot judge (a retired city or area), inside the write's unit:
   * `current` is the row being replaced (undefined on create), so a row may keep what it has.
   */
  assertBody: (db: DbOrTx, body: Body, current: Row | undefined) => Promise<void> = async () => {},
) {
  const action = (verb: 'create' | 'update' | 'delete') => `${entity}.${verb}` as AuditAction;
  const findIn = async (db: DbOrTx, id: number) => found(await repositoryOf(db).find(id), missing);
  return {
    find: (id: number) => findIn(work.db, id),
    create: (actorId: number, body: Body) =>
      work.audited(
        actorId,
        action('create'),
        (row: Row) => row.id,
        async ({ db }) => {
          await assertBody(db, body, undefined);
          return findIn(db, await withConstraintErrors(() => repositoryOf(db).create(body), rules));
        },
      ),
    update: (actorId: number, id: number, body: Body) =>
      work.audited(actorId, action('update'), id, async ({ db }) => {
        const current = await repositoryOf(db).find(id);
        if (!current) throw missing();
        await assertBody(db, body, current);
        if (!(await withConstraintErrors(() => repositoryOf(db).update(id, body), rules))) throw missing();
        return findIn(db, id);
      }),
    remove: (actorId: number, id: number) =>
      work.audited(actorId, action('delete'), id, async ({ db }) => {
        if (!(await repositoryOf(db).remove(id))) throw missing();
      }),
  };
}
