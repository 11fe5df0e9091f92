import type { AuditAction } from '@tlp/shared';
import type { Db, DbOrTx } from '../db/client.ts';

/** Something to do once a unit of work has committed, never when it rolls back (wake the mail sender, forget a cached session). */
export type Effect = () => void;

/** One staff action in the audit trail: who, what, on which record, its fields before and after. */
export interface AuditEvent {
  actorId: number | null;
  action: AuditAction;
  /** The kind of record (`campus`, `access_link`, …); the action's prefix when not given. */
  entity?: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** How a unit of work reads a record's audited fields and appends to the trail (the audit module gives it). */
export interface AuditTrail {
  snapshot(db: DbOrTx, entity: string, id: string | number): Promise<Record<string, unknown> | null>;
  append(db: DbOrTx, event: AuditEvent): Promise<void>;
}

/** The record a write touches: its id when known before the write, or read from its result (a creation). */
export type AuditTarget<T> = string | number | ((result: T) => string | number);

export const entityOf = (action: AuditAction) => action.slice(0, action.indexOf('.'));

/**
 * The one place that opens a transaction. A service does its writes in `run` (or `audited`, for a
 * staff write that the audit trail records with its before and after): the transaction commits
 * or rolls back as a whole, and what must happen only after the commit (`afterCommit`) runs then.
 * Inside a unit, `run` joins it: a service called by another one writes in the caller's transaction.
 */
export interface Work {
  /** The database, or the transaction of the unit in progress. */
  readonly db: DbOrTx;
  run<T>(work: (unit: Work) => Promise<T>): Promise<T>;
  audited<T>(
    actorId: number,
    action: AuditAction,
    target: AuditTarget<T>,
    work: (unit: Work) => Promise<T>,
  ): Promise<T>;
  /** Appends an event to the audit trail, in the unit's transaction (on its own outside one). */
  audit(event: AuditEvent): Promise<void>;
  /** Runs `effect` after the commit (at once outside a unit); the same effect queued twice runs once. */
  afterCommit(effect: Effect): void;
}

export function unitOfWork(db: Db, trail: AuditTrail): Work {
  const outside: Work = {
    db,
    async run(work) {
      const effects = new Set<Effect>();
      const result = await db.transaction((tx) => work(inside(tx, effects)));
      for (const effect of effects) effect();
      return result;
    },
    audited: (actorId, action, target, work) => outside.run((unit) => unit.audited(actorId, action, target, work)),
    audit: (event) => trail.append(db, event),
    afterCommit: (effect) => effect(),
  };

  function inside(tx: DbOrTx, effects: Set<Effect>): Work {
    const unit: Work = {
      db: tx,
      run: (work) => work(unit),
      async audited(actorId, action, target, work) {
        const entity = entityOf(action);
        const knownId = typeof target === 'function' ? null : target;
        const before = knownId === null ? null : await trail.snapshot(tx, entity, knownId);
        const result = await work(unit);
        const id = typeof target === 'function' ? target(result) : target;
        const after = await trail.snapshot(tx, entity, id);
        await trail.append(tx, { actorId, action, entity, entityId: id, before, after });
        return result;
      },
      audit: (event) => trail.append(tx, event),
      afterCommit: (effect) => void effects.add(effect),
    };
    return unit;
  }

  return outside;
}
