import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** The resources library. `type` is free text: the spec gives no value set. */
export const resources = pgTable(
  'resources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text(),
    content: text(),
    type: text().notNull(),
    imageUrl: text(),
    externalUrl: text(),
    isExternal: boolean().notNull().default(false),
    source: text(),
    ...timestamps,
  },
  (t) => [
    index('resources_type_idx').on(t.type),
    check('resources_external_url_check', sql`not ${t.isExternal} or ${t.externalUrl} is not null`),
  ],
);

/** The directory of professionals (lawyers, accountants, valuers, brokers). */
export const professionals = pgTable(
  'professionals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    profession: text().notNull(),
    description: text(),
    contact: text(),
    /** The account behind the entry, when there is one; needed to message them in the app. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    category: text().notNull().default('Todos'),
    specialties: text().array().notNull().default(sql`'{}'`),
    services: text().array().notNull().default(sql`'{}'`),
    website: text(),
    linkedin: text(),
    imageUrl: text(),
    location: text(),
    experience: text(),
    ...timestamps,
  },
  (t) => [
    // One directory entry per account.
    uniqueIndex('professionals_user_id_unique').on(t.userId).where(sql`${t.userId} is not null`),
    index('professionals_category_idx').on(t.category),
  ],
);
