import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDb } from '../db/client.ts';

/** Shares one pool; the pool itself belongs to whoever built the app (main.ts or the tests). */
export default fp(
  async (app: FastifyInstance, opts: { pool: pg.Pool }) => {
    app.decorate('pool', opts.pool);
    app.decorate('db', createDb(opts.pool));
  },
  { name: 'db' },
);
