import Fastify from 'fastify';
import pg from 'pg';

// The ceiling the pick path is compared with: a Fastify route that inserts one row with a unique key
// through `pg` and answers its id, nothing else (no session, no rules, no lock, no event). Started by
// picks-near-limit.ts as its own process; prints its address on stdout.
//   DATABASE_URL=... POOL_SIZE=10 node --import tsx scripts/bench/picks/bare-insert-server.ts
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });

app.post<{ Body: { userId: number; gameId: number } }>('/bare', async (req, reply) => {
  const { rows } = await pool.query<{ id: number }>(
    'insert into bare_picks (user_id, game_id) values ($1, $2) on conflict (user_id, game_id) do nothing returning id',
    [req.body.userId, req.body.gameId],
  );
  if (rows.length === 0) return reply.status(409).send({ message: 'already picked' });
  return { id: rows[0]!.id };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
