import {
  closingItemStatuses,
  closingResponsibles,
  milestoneKinds,
  milestoneStatuses,
} from '@traspasa/shared/closing';
import { businessCategories } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { dataRoomFiles } from './data-room.ts';
import { negotiations } from './offers.ts';
import { users } from './users.ts';

// The road to closing (decision 175). Templates are data an admin edits; a checklist copies
// the template's items when its negotiation is accepted, so later edits never change an open
// deal.

/** One template per country (Ecuador first); items say which categories they apply to. */
export const closingTemplates = pgTable(
  'closing_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** As listings write it («Ecuador»); matched without case or surrounding spaces. */
    country: text().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('closing_templates_country_unique').on(sql`lower(trim(${t.country}))`)],
);

export const closingTemplateItems = pgTable(
  'closing_template_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer()
      .notNull()
      .references(() => closingTemplates.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    responsible: text().notNull(),
    /** Days after the signing (or the acceptance, until both signed) the step is due. */
    dueOffsetDays: integer().notNull(),
    /** The business categories it applies to; empty: every category. */
    categories: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    unique('closing_template_items_position_unique').on(t.templateId, t.position),
    check('closing_template_items_responsible_check', oneOf(t.responsible, closingResponsibles)),
    check('closing_template_items_offset_check', sql`${t.dueOffsetDays} between 0 and 365`),
    check(
      'closing_template_items_categories_check',
      sql`${t.categories} <@ array[${sql.raw(businessCategories.map((c) => `'${c}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** The checklist of one negotiation, opened once when it is accepted. */
export const closingChecklists = pgTable(
  'closing_checklists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'restrict' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The template copied (null when none covered the country), and what the listing said. */
    templateId: integer().references(() => closingTemplates.id, { onDelete: 'set null' }),
    country: text(),
    category: text(),
    /** The day due dates count from: the acceptance until both signed, then the signing. */
    baseDate: date({ mode: 'string' }).notNull(),
    baseKind: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('closing_checklists_negotiation_unique').on(t.negotiationId),
    index('closing_checklists_buyer_idx').on(t.buyerId),
    index('closing_checklists_seller_idx').on(t.sellerId),
    check('closing_checklists_base_kind_check', oneOf(t.baseKind, ['accepted', 'signed'])),
  ],
);

export const closingItems = pgTable(
  'closing_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    checklistId: integer()
      .notNull()
      .references(() => closingChecklists.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    responsible: text().notNull(),
    dueOffsetDays: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('pendiente'),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The overdue reminder went (once per due date: moving the date sends a new one). */
    reminderSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('closing_items_position_unique').on(t.checklistId, t.position),
    check('closing_items_status_check', oneOf(t.status, closingItemStatuses)),
    check('closing_items_responsible_check', oneOf(t.responsible, closingResponsibles)),
    // The reminder job: open items past their date, not reminded yet.
    index('closing_items_overdue_idx')
      .on(t.dueDate, t.id)
      .where(sql`${t.status} in ('pendiente', 'en_curso') and ${t.reminderSentAt} is null`),
  ],
);

export const closingItemComments = pgTable(
  'closing_item_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => closingItems.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closing_item_comments_item_idx').on(t.itemId, t.id)],
);

/** An item's evidence: a file of the listing's data room (decision 172). */
export const closingItemEvidence = pgTable(
  'closing_item_evidence',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => closingItems.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closing_item_evidence_item_idx').on(t.itemId, t.id)],
);

/** A payment of the accepted terms. Traspasa holds no money: it keeps the receipt and who confirmed it. */
export const closingMilestones = pgTable(
  'closing_milestones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    checklistId: integer()
      .notNull()
      .references(() => closingChecklists.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().notNull(),
    label: text().notNull(),
    amountCents: bigint({ mode: 'bigint' }).notNull(),
    dueDate: date({ mode: 'string' }),
    status: text().notNull().default('pendiente'),
    /** Private storage key of the cleaned receipt (decision 040). */
    receiptKey: text(),
    receiptContentType: text(),
    receiptFileName: text(),
    receiptSha256: text(),
    receiptUploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    receiptUploadedAt: timestamp({ withTimezone: true }),
    confirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
    disputedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    disputedAt: timestamp({ withTimezone: true }),
    disputeReason: text(),
    /** What the milestone was before the dispute; it returns there when an admin resolves it. */
    statusBeforeDispute: text(),
    disputeResolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    disputeResolvedAt: timestamp({ withTimezone: true }),
    disputeResolution: text(),
    ...timestamps,
  },
  (t) => [
    unique('closing_milestones_position_unique').on(t.checklistId, t.position),
    check('closing_milestones_kind_check', oneOf(t.kind, milestoneKinds)),
    check('closing_milestones_status_check', oneOf(t.status, milestoneStatuses)),
    check('closing_milestones_amount_check', sql`${t.amountCents} > 0`),
    // The uploader of a receipt never confirms it (decision 175), also in the data.
    check(
      'closing_milestones_confirmer_check',
      sql`${t.confirmedBy} is null or ${t.receiptUploadedBy} is null or ${t.confirmedBy} <> ${t.receiptUploadedBy}`,
    ),
    index('closing_milestones_disputed_idx').on(t.disputedAt).where(sql`${t.disputedAt} is not null`),
  ],
);
