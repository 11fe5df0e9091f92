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

/**
 * Read, create, replace (every field) and delete of such rows. The database judges references and
 * uniqueness (`rules`, no read-then-write race); a missing row is `missing()`; a write answers the
 * row as read back.
 */
export function editableRows<Body, Row>(
  repo: EditableRepository<Body, Row>,
  rules: ConstraintRules,
  missing: () => AppError,
) {
  const find = async (id: number) => found(await repo.find(id), missing);
  return {
    find,
    create: async (body: Body) => find(await withConstraintErrors(() => repo.create(body), rules)),
    async update(id: number, body: Body) {
      if (!(await withConstraintErrors(() => repo.update(id, body), rules))) throw missing();
      return find(id);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw missing();
    },
  };
}
