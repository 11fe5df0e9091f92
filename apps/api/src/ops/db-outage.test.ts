// Fault test (PostgreSQL only): the real server keeps running while its database drops every
// connection and then refuses new ones; it answers 503 + Retry-After meanwhile (never 500), is
// ready again without a restart, and every write it acknowledged is in the database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  createScratchDatabase,
  EXPECTED_503,
  login,
  onPostgres,
  request,
  sleep,
  startServer,
  type Reply,
  type ServerProcess,
} from './testing/server-process.ts';

const SKIP_REASON = 'skipped: needs PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL)';

type Phase = 'before' | 'terminated' | 'refusing' | 'after';
const PHASES: Phase[] = ['before', 'terminated', 'refusing', 'after'];

describe.skipIf(!onPostgres)(`database outage on PostgreSQL${onPostgres ? '' : ` (${SKIP_REASON})`}`, () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, inject('pgTemplate'));
    server = await startServer({ DATABASE_URL: scratch.url });
  });

  afterAll(async () => {
    await server?.kill();
    await scratch?.drop();
  });

  it('survives terminated and refused connections, answers 503 meanwhile and loses no acknowledged write', async () => {
    const base = server.baseUrl;
    const token = await login(base, 'admin@demo.mx', 'orienter');
    const schools = await request(base, '/api/v1/highschools');
    const highschoolId = schools.body[0].id as number;

    let phase: Phase = 'before';
    // Answers to writes, by phase and status; /ready answers apart.
    const statuses = new Map<Phase, Map<number, number>>(PHASES.map((p) => [p, new Map()]));
    const readyStatuses: number[] = [];
    const bad503: Reply[] = [];
    const networkErrors: string[] = [];
    const acked: Array<{ id: number; name: string }> = [];
    const record = (res: Reply, kind: 'write' | 'ready' = 'write') => {
      if (kind === 'write') {
        const counts = statuses.get(phase)!;
        counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      } else readyStatuses.push(res.status);
      if (
        res.status === 503 &&
        (res.headers['retry-after'] !== '5' || JSON.stringify(res.body) !== JSON.stringify(EXPECTED_503))
      )
        bad503.push(res);
    };
    const count = (p: Phase, status: number) => statuses.get(p)!.get(status) ?? 0;

    // Writers: a plain insert (a new group, verified afterwards) then a transaction on it (its
    // member set), so that connections are checked out of the pool when they are cut.
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `falla ${w}-${i}`;
        try {
          const created = await request(base, '/api/v1/students-groups', {
            method: 'POST',
            token,
            body: { highschool_id: highschoolId, name },
          });
          record(created);
          if (created.status === 201) {
            acked.push({ id: created.body.id, name });
            record(
              await request(base, `/api/v1/students-groups/${created.body.id}`, {
                method: 'PUT',
                token,
                body: { members: [] },
              }),
            );
          } else if (created.status === 503) {
            await sleep(50);
          }
        } catch (err) {
          networkErrors.push(`${phase}: ${(err as Error).message}`);
          await sleep(100);
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));

    const terminate = () =>
      scratch.admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [scratch.name],
      );
    const ready = async (): Promise<Reply> => {
      try {
        const res = await request(base, '/api/v1/ready');
        record(res, 'ready');
        return res;
      } catch (err) {
        networkErrors.push(`${phase} (ready): ${(err as Error).message}`);
        return { status: 0, headers: {}, body: undefined };
      }
    };

    await sleep(800);

    // 1. Every connection of the database is cut, several times, while writes run.
    phase = 'terminated';
    for (let i = 0; i < 4; i++) {
      await terminate();
      await sleep(150);
    }
    await sleep(300);

    // 2. The database refuses connections for ~2 s.
    phase = 'refusing';
    await scratch.admin.query(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS false`);
    await terminate();
    const readyDuringOutage: Reply[] = [];
    const outageEnds = Date.now() + 2_000;
    while (Date.now() < outageEnds) {
      readyDuringOutage.push(await ready());
      await sleep(100);
    }
    await scratch.admin.query(`ALTER DATABASE ${scratch.name} ALLOW_CONNECTIONS true`);

    // 3. Back without a restart.
    phase = 'after';
    const recovered = Date.now();
    let readyAfter = await ready();
    while (readyAfter.status !== 200 && Date.now() - recovered < 10_000 && server.alive()) {
      await sleep(100);
      readyAfter = await ready();
    }
    const recoveryMs = Date.now() - recovered;
    const ackedBeforeAfter = acked.length;
    await sleep(800);
    stop = true;
    await Promise.all(writers);

    const alive = server.alive();
    const ids = acked.map((a) => a.id);
    const found = new Map<number, string>();
    const check = new pg.Client({ connectionString: scratch.url });
    await check.connect();
    const { rows } = await check.query<{ id: number; name: string }>(
      'SELECT id, name FROM student_groups WHERE id = ANY($1::int[])',
      [ids],
    );
    await check.end();
    for (const r of rows) found.set(r.id, r.name);
    const lost = acked.filter((a) => found.get(a.id) !== a.name);
    const answered503 = PHASES.reduce((n, p) => n + count(p, 503), 0);
    const others = [
      ...PHASES.flatMap((p) =>
        [...statuses.get(p)!].filter(([s]) => ![200, 201, 503].includes(s)).map(([s, n]) => `${p}: ${n}× ${s}`),
      ),
      ...readyStatuses.filter((s) => s !== 200 && s !== 503).map((s) => `ready: ${s}`),
    ];

    console.log(
      `fault (PostgreSQL outage): ${acked.length} writes acknowledged, ${lost.length} lost, ` +
        `${answered503} writes answered 503 during the outage (${count('terminated', 503)} while connections were cut, ` +
        `${count('refusing', 503)} while refused), ${others.length} other errors, ready again ${readyAfter.status === 200 ? `${recoveryMs} ms after` : 'never'}, ` +
        `process ${alive ? 'alive' : 'DEAD'}`,
    );

    const context = () => server.tail();
    expect(alive, `the server process died${context()}`).toBe(true);
    expect(networkErrors, `requests without an HTTP answer${context()}`).toEqual([]);
    expect(others, `answers other than 2xx/503${context()}`).toEqual([]);
    expect(bad503.map((r) => ({ h: r.headers['retry-after'], b: r.body }))).toEqual([]);
    expect(readyDuringOutage.map((r) => r.status)).toEqual(readyDuringOutage.map(() => 503));
    expect(JSON.stringify(readyDuringOutage[0]!.body)).not.toMatch(/postgres|pglite/i);
    expect(count('refusing', 503)).toBeGreaterThan(0);
    expect(readyAfter.status).toBe(200);
    expect(readyAfter.body).toEqual({ status: 'ready' });
    expect(acked.length).toBeGreaterThan(ackedBeforeAfter);
    expect(lost).toEqual([]);
  }, 60_000);
});
