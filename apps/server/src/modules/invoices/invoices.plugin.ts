import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InvoicesService } from './invoices.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SRI electronic documents (decision 092): issued by the payments effects, signed after commit. */
    invoices: InvoicesService;
  }
}

/** `app.invoices`; registered before payments, whose effects issue the documents. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'invoices',
      new InvoicesService({
        db: app.db,
        sri: app.config.sri,
        log: app.log,
        trigger: (job) => app.jobs?.trigger(job),
      }),
    );
  },
  { name: 'invoices', dependencies: ['db', 'jobs'] },
);
