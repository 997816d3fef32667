import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a substantial edit of an approved directory entry proposes (decision 102). */
export type ProfessionalChanges = {
  name: string;
  profession: string;
  description: string | null;
  specialties: string[];
  services: string[];
  imageUrl: string | null;
};

// Spanish full text over unaccented words, as the listings search (decision 050). The array
// columns go through public.immutable_text_array_join() (created by migration 0015):
// array_to_string() itself is only STABLE, which a generated column does not accept.
const resourceSearchSql = sql.raw(
  [
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("title", ''))), 'A')`,
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("description", '') || ' ' || coalesce("type", ''))), 'B')`,
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("content", ''))), 'C')`,
  ].join(' || '),
);
const professionalSearchSql = sql.raw(
  [
    `setweight(to_tsvector('spanish', public.immutable_unaccent(coalesce("name", '') || ' ' || coalesce("profession", ''))), 'A')`,
    `setweight(to_tsvector('spanish', public.immutable_unaccent(public.immutable_text_array_join("specialties") || ' ' || public.immutable_text_array_join("services"))), 'B')`,
  ].join(' || '),
);

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
    /** Only published resources are public; admins see every one. */
    published: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    searchVector: tsvector().generatedAlwaysAs(resourceSearchSql),
    ...timestamps,
  },
  (t) => [
    index('resources_type_idx').on(t.type),
    index('resources_published_id_idx').on(t.id).where(sql`${t.published}`),
    index('resources_search_vector_idx').using('gin', t.searchVector),
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
    yearsExperience: integer(),
    /** A phone number; a mobile is also offered as WhatsApp. */
    phone: text(),
    /** How the professional prefers to be reached: message | email | phone | whatsapp. */
    contactPreference: text(),
    /**
     * pending → approved | rejected (docs/decisions/102-professionals-directory.md). Only
     * approved entries are public; a substantial edit sends an entry back to pending.
     */
    status: text().notNull().default('pending'),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    /**
     * A substantial edit of an approved entry, waiting for review: the proposed name,
     * profession, description, specialties, services and photo. The columns above keep the
     * approved version, which stays public until an admin approves the change (decision 102).
     */
    pendingChanges: jsonb().$type<ProfessionalChanges>(),
    searchVector: tsvector().generatedAlwaysAs(professionalSearchSql),
    ...timestamps,
  },
  (t) => [
    check('professionals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'professionals_contact_preference_check',
      sql`${t.contactPreference} is null or ${t.contactPreference} in ('message', 'email', 'phone', 'whatsapp')`,
    ),
    check(
      'professionals_years_experience_check',
      sql`${t.yearsExperience} is null or ${t.yearsExperience} between 0 and 80`,
    ),
    index('professionals_approved_id_idx').on(t.id).where(sql`${t.status} = 'approved'`),
    index('professionals_review_idx').on(t.status, t.submittedAt),
    // The review queue: new entries and approved ones with a change waiting (decision 102).
    index('professionals_in_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending' or ${t.pendingChanges} is not null`),
    index('professionals_search_vector_idx').using('gin', t.searchVector),
    // One directory entry per account.
    uniqueIndex('professionals_user_id_unique').on(t.userId).where(sql`${t.userId} is not null`),
    index('professionals_category_idx').on(t.category),
  ],
);

/**
 * Who looked at a professional's public page, one row per visitor per day (the hash of
 * listing-stats/visitor.rules.ts, salted daily): views per day are the rows counted.
 */
export const professionalViews = pgTable(
  'professional_views',
  {
    professionalId: integer()
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.day, t.visitorHash] })],
);
