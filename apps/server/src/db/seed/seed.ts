import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { createLocalStorage, type Storage } from '../../lib/storage.ts';
import { hashPassword } from '../../modules/auth/password.service.ts';
import { appendNdaEvent } from '../../modules/ndas/nda-events.service.ts';
import { cataloguePlans } from '../../modules/payments/catalogue.rules.ts';
import { ensureCatalogue } from '../../modules/payments/checkout.service.ts';
import type { Db } from '../client.ts';
import { businesses } from '../schema/businesses.ts';
import { professionals, resources } from '../schema/content.ts';
import { ndaDocuments, ndas } from '../schema/ndas.ts';
import { discountCodes } from '../schema/payments.ts';
import { bankAccounts } from '../schema/transfers.ts';
import { users } from '../schema/users.ts';
import { seedActivity } from './activity.ts';
import { seedBankAccounts } from './bank-accounts.ts';
import { seedDemoDeals } from './deals.ts';
import { renderSeedImages } from './images.ts';
import { buildBusinessRows, seedListings } from './listings.ts';
import { NDA_CONTENT, NDA_DOCUMENT_HASH, NDA_TITLE, NDA_VERSION } from './nda-text.ts';
import { seedDiscountCodes } from './plans.ts';
import { seedProfessionals } from './professionals.ts';
import { seedResources } from './resources.ts';
import { seedSupport } from './support.ts';
import type { SellerKey } from './types.ts';
import { DEMO_PASSWORD, type DemoUser, demoAccounts, extraSellers } from './users.ts';

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoUsers {
  admin: UserRow;
  seller: UserRow;
  buyer: UserRow;
  consultant: UserRow;
}

export interface SeedOptions {
  /** Root of the public uploads area: photos go to `${publicUploadsDir}/businesses/`. */
  publicUploadsDir: string;
  /**
   * Where the data room's demo documents go (private, decision 040): the server's storage.
   * Without it, the local storage whose public area is `publicUploadsDir`.
   */
  storage?: Storage;
  log: (msg: string) => void;
}

/** The demo buyer's deals (decisions 170–175): the listing negotiated, the listing reserved. */
const NEGOTIATED_LISTING = 'ec-mascotas-loja';
const RESERVED_LISTING = 'ec-minimarket-cumbaya';

// Serialises instances that start at the same moment against one empty database.
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('traspasa:seed'))`;

async function toUserRows(accounts: readonly DemoUser[]): Promise<(typeof users.$inferInsert)[]> {
  // One hash per account: each gets its own salt, as a real sign-up would.
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));
  return accounts.map((a, i) => ({
    username: a.username,
    email: a.email,
    password: hashes[i]!,
    fullName: a.fullName,
    role: a.role,
    cedula: a.cedula,
    identityVerified: a.identityVerified,
  }));
}

async function findByEmails(db: Db | Tx, emails: readonly string[]): Promise<Map<string, UserRow>> {
  const rows = await db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

function pick(found: Map<string, UserRow>, email: string): UserRow {
  const row = found.get(email.toLowerCase());
  if (!row) throw new Error(`Demo account ${email} is missing after seeding`);
  return row;
}

function byRole(found: Map<string, UserRow>): DemoUsers {
  return {
    admin: pick(found, demoAccounts.admin.email),
    seller: pick(found, demoAccounts.seller.email),
    buyer: pick(found, demoAccounts.buyer.email),
    consultant: pick(found, demoAccounts.consultant.email),
  };
}

/** Creates only the four role accounts (password Demo12345!); existing ones are kept. Tests use it. */
export async function seedDemoUsers(db: Db): Promise<DemoUsers> {
  const accounts = Object.values(demoAccounts);
  const rows = await toUserRows(accounts);
  await db.insert(users).values(rows).onConflictDoNothing();
  return byRole(
    await findByEmails(
      db,
      accounts.map((a) => a.email),
    ),
  );
}

/**
 * Loads the demo catalogue into an empty database: accounts, the active NDA,
 * listings with their photos, resources, professionals, plans and discount codes, and the demo
 * buyer's deals (a negotiation in three versions with its data room, a reserved listing with its
 * road to closing).
 * Does nothing when admin@traspasa.test already exists. The catalogue goes in one transaction;
 * the deals follow it, through the modules' services.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const started = performance.now();
  const adminEmail = demoAccounts.admin.email;
  if ((await findByEmails(db, [adminEmail])).size > 0) return { seeded: false };

  const accounts: DemoUser[] = [...Object.values(demoAccounts), ...Object.values(extraSellers)];
  // Hashing and rendering are independent and both leave the event loop.
  const [userRows, imageCount] = await Promise.all([
    toUserRows(accounts),
    renderSeedImages(opts.publicUploadsDir),
  ]);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    // Another instance may have seeded while we rendered.
    if ((await findByEmails(tx, [adminEmail])).size > 0) return null;

    const now = new Date();
    const inserted = await tx.insert(users).values(userRows).returning();
    const byEmail = new Map(inserted.map((u) => [u.email.toLowerCase(), u]));
    const sellerIds = {
      vendedor: pick(byEmail, demoAccounts.seller.email).id,
      ...Object.fromEntries(Object.entries(extraSellers).map(([key, s]) => [key, pick(byEmail, s.email).id])),
    } as Record<SellerKey, number>;

    const [ndaDocument] = await tx
      .insert(ndaDocuments)
      .values({
        version: NDA_VERSION,
        title: NDA_TITLE,
        content: NDA_CONTENT,
        documentHash: NDA_DOCUMENT_HASH,
        isActive: true,
      })
      .returning({ id: ndaDocuments.id });

    const businessRows = buildBusinessRows(sellerIds, now);
    const listings = await tx.insert(businesses).values(businessRows).returning({
      id: businesses.id,
      sellerId: businesses.sellerId,
      status: businesses.status,
      requiresEnhancedSignature: businesses.requiresEnhancedSignature,
    });
    const listingOf = (key: string) => {
      const i = seedListings.findIndex((l) => l.key === key);
      const row = listings[i];
      if (!row || row.sellerId !== sellerIds.vendedor || row.status !== 'approved') {
        throw new Error(`Demo listing ${key} must be an approved listing of the demo seller`);
      }
      return { id: row.id, ...seedListings[i]! };
    };
    const negotiated = listingOf(NEGOTIATED_LISTING);
    const reserved = listingOf(RESERVED_LISTING);

    // The demo buyer has signed the NDA of two of the demo seller's listings, so the
    // confidential part and the conversation with the seller can be tried at once, and the
    // deals below have a buyer with access.
    if (ndaDocument) {
      for (const listing of [negotiated, reserved]) {
        await seedSignedNda(tx, {
          buyer: pick(byEmail, demoAccounts.buyer.email),
          businessId: listing.id,
          ndaDocumentId: ndaDocument.id,
          at: now,
        });
      }
    }

    const resourceRows = seedResources(now);
    await tx.insert(resources).values(resourceRows);

    const consultantId = pick(byEmail, demoAccounts.consultant.email).id;
    const professionalRows = seedProfessionals(consultantId, now);
    await tx.insert(professionals).values(professionalRows);

    await ensureCatalogue(tx);
    await tx.insert(discountCodes).values(seedDiscountCodes(now));
    await tx.insert(bankAccounts).values(seedBankAccounts).onConflictDoNothing();
    await seedSupport(
      tx,
      {
        admin: pick(byEmail, adminEmail),
        buyer: pick(byEmail, demoAccounts.buyer.email),
        seller: pick(byEmail, demoAccounts.seller.email),
      },
      now,
    );
    await seedActivity(tx, { adminId: pick(byEmail, adminEmail).id }, now);

    return {
      users: inserted.length,
      businesses: businessRows.length,
      resources: resourceRows.length,
      professionals: professionalRows.length,
      deal: {
        buyer: pick(byEmail, demoAccounts.buyer.email),
        seller: pick(byEmail, demoAccounts.seller.email),
        negotiated,
        reserved,
      },
    };
  });

  if (!counts) return { seeded: false };

  // The deals go through the modules' services after the catalogue committed, each action in
  // the service's own transaction on the pool, as the requests would run them (the services
  // read in parallel, which one transaction's single connection cannot). Today's clock: the
  // offers' validity, the exclusivity and the road's due dates count from now. Only the
  // instance that seeded the catalogue gets here, so they are written once.
  const dealsStarted = performance.now();
  const deals = await seedDemoDeals(
    db,
    opts.storage ?? createLocalStorage(path.dirname(opts.publicUploadsDir)),
    counts.deal,
  );
  const dealsMs = Math.round(performance.now() - dealsStarted);
  opts.log(
    `Datos de demostración: ${counts.users} cuentas, ${counts.businesses} negocios, ${imageCount} imágenes, ` +
      `${counts.resources} recursos, ${counts.professionals} profesionales, ` +
      `${cataloguePlans.length} planes, ${deals.files} documentos en la sala de datos, ` +
      `una negociación en curso y un negocio reservado (${Math.round(performance.now() - started)} ms; ` +
      `las negociaciones ${dealsMs} ms).`,
  );
  return { seeded: true };
}

/** A clickwrap NDA with its evidence chain, as `POST /api/ndas` would have recorded it. */
async function seedSignedNda(
  tx: Tx,
  nda: { buyer: UserRow; businessId: number; ndaDocumentId: number; at: Date },
): Promise<void> {
  const signerName = nda.buyer.fullName ?? nda.buyer.username;
  const evidence = { ipAddress: '127.0.0.1', userAgent: 'Traspasa (datos de demostración)' };
  const [row] = await tx
    .insert(ndas)
    .values({
      businessId: nda.businessId,
      userId: nda.buyer.id,
      ndaDocumentId: nda.ndaDocumentId,
      status: 'signed',
      clickwrapAcceptedAt: nda.at,
      clickwrapAcceptedAtLocal: nda.at.toISOString().replace('Z', '+00:00'),
      ...evidence,
      documentHash: NDA_DOCUMENT_HASH,
      documentVersion: NDA_VERSION,
      firmadoPor: signerName,
      fechaFirma: nda.at,
      signedAt: nda.at,
    })
    .returning({ id: ndas.id });
  if (!row) return;
  const metadata = { documentHash: NDA_DOCUMENT_HASH, documentVersion: NDA_VERSION, demo: true };
  for (const eventType of ['created', 'viewed', 'accepted'] as const) {
    await appendNdaEvent(tx, {
      ndaId: row.id,
      eventType,
      actorUserId: nda.buyer.id,
      ...evidence,
      metadata,
    });
  }
}
