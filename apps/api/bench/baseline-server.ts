// The baseline of `npm run bench`: a bare Fastify server with one route that reads one campus
// by primary key through a pg Pool (the same pool size as the API's), no logger, no plugins.
// What the API adds on top of this (auth, validation, serialisation, joins) is what the ratio
// column of the benchmark shows.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get<{ Params: { id: string } }>('/campuses/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from campuses where id = $1', [Number(request.params.id)]);
  if (!rows[0]) return reply.code(404).send({ message: 'not found' });
  return rows[0];
});

const shutdown = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
