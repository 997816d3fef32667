// What admins do with the road to closing (decision 175): edit the templates (data, not code)
// and resolve disputed payments. Every change is written to the audit trail in its transaction.
import type {
  ClosingDisputeList,
  ClosingTemplate,
  ClosingTemplateList,
  closingTemplateInput,
  createClosingTemplateInput,
  ResolveDisputeInput,
} from '@traspasa/shared/closing';
import type { BusinessCategory } from '@traspasa/shared/enums';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { type DecisionNotice, mailNotice, recordNotice } from '../notices/notices.service.ts';
import { disputeResolvedNotice } from './closing.mails.ts';
import { sideOfUser } from './closing.mapper.ts';
import { findDisputedMilestone, listDisputes, updateMilestone } from './closing.repository.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplateItems,
  listTemplates,
  replaceTemplateItems,
  type TemplateItemRow,
  type TemplateRow,
} from './closing-templates.repository.ts';

const TEMPLATE_NOT_FOUND = 'No encontramos esa plantilla de la ruta de traspaso.';
const DISPUTE_NOT_FOUND = 'No encontramos ese pago en disputa.';

function toTemplate(t: TemplateRow, items: TemplateItemRow[]): ClosingTemplate {
  return {
    id: t.id,
    country: t.country,
    updatedAt: t.updatedAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      title: i.title,
      description: i.description,
      responsible: i.responsible as ClosingTemplate['items'][number]['responsible'],
      dueOffsetDays: i.dueOffsetDays,
      categories: i.categories as BusinessCategory[],
    })),
  };
}

const itemSummary = (
  items: Array<{ title: string; responsible: string; dueOffsetDays: number; categories: string[] }>,
) =>
  items.map((i) => ({
    title: i.title,
    responsible: i.responsible,
    dueOffsetDays: i.dueOffsetDays,
    categories: i.categories,
  }));

export class ClosingAdminService {
  constructor(private readonly app: FastifyInstance) {}

  async templates(): Promise<ClosingTemplateList> {
    const rows = await listTemplates(this.app.db);
    return {
      items: rows.map((r) => ({
        id: r.id,
        country: r.country,
        itemCount: Number(r.itemCount),
        updatedAt: r.updatedAt.toISOString(),
      })),
    };
  }

  async template(id: number): Promise<ClosingTemplate> {
    const t = await findTemplate(this.app.db, id);
    if (!t) throw AppError.notFound(TEMPLATE_NOT_FOUND);
    return toTemplate(t, await listTemplateItems(this.app.db, id));
  }

  async createTemplate(
    admin: CurrentUser,
    input: z.infer<typeof createClosingTemplateInput>,
  ): Promise<ClosingTemplate> {
    const id = await this.app.db.transaction(async (tx) => {
      const t = await insertTemplate(tx, input.country, admin.id);
      if (!t) throw AppError.conflict(`Ya hay una plantilla para ${input.country}: edítala.`);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'closing_template.create',
        description: `Creó la plantilla de la ruta de traspaso de ${t.country}`,
        metadata: { country: t.country },
        targetType: 'closing_template',
        targetId: t.id,
      });
      return t.id;
    });
    return this.template(id);
  }

  /** Saves the whole ordered list; checklists already open keep the items they copied. */
  async saveTemplate(
    admin: CurrentUser,
    id: number,
    input: z.infer<typeof closingTemplateInput>,
  ): Promise<ClosingTemplate> {
    await this.app.db.transaction(async (tx) => {
      const t = await findTemplate(tx, id, { forUpdate: true });
      if (!t) throw AppError.notFound(TEMPLATE_NOT_FOUND);
      const before = await listTemplateItems(tx, id);
      await replaceTemplateItems(tx, id, input.items, admin.id);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'closing_template.update',
        description: `Editó la plantilla de la ruta de traspaso de ${t.country} (${before.length} → ${input.items.length} pasos)`,
        metadata: { country: t.country, before: itemSummary(before), after: itemSummary(input.items) },
        targetType: 'closing_template',
        targetId: t.id,
      });
    });
    return this.template(id);
  }

  async deleteTemplate(admin: CurrentUser, id: number): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const t = await findTemplate(tx, id, { forUpdate: true });
      if (!t) throw AppError.notFound(TEMPLATE_NOT_FOUND);
      const before = await listTemplateItems(tx, id);
      await deleteTemplate(tx, id);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'closing_template.delete',
        description: `Eliminó la plantilla de la ruta de traspaso de ${t.country}`,
        metadata: { country: t.country, before: itemSummary(before) },
        targetType: 'closing_template',
        targetId: t.id,
      });
    });
  }

  async disputes(open: boolean): Promise<ClosingDisputeList> {
    const rows = await listDisputes(this.app.db, open);
    return {
      items: rows.map((r) => ({
        milestoneId: r.milestone.id,
        negotiationId: r.negotiationId,
        businessTitle: r.businessTitle,
        buyer: { name: r.buyerName },
        seller: { name: r.sellerName },
        label: r.milestone.label,
        amountCents: r.milestone.amountCents.toString(),
        reason: r.milestone.disputeReason ?? '',
        side: sideOfUser(r, r.milestone.disputedBy),
        disputedAt: r.milestone.disputedAt!.toISOString(),
        hasReceipt: r.milestone.receiptKey !== null,
        resolvedAt: r.milestone.disputeResolvedAt?.toISOString() ?? null,
        resolution: r.milestone.disputeResolution,
      })),
    };
  }

  /** The payment returns to where it was before the dispute; both parties are told. */
  async resolveDispute(admin: CurrentUser, milestoneId: number, input: ResolveDisputeInput): Promise<void> {
    const notices: DecisionNotice[] = [];
    await this.app.db.transaction(async (tx) => {
      const row = await findDisputedMilestone(tx, milestoneId);
      if (row?.milestone.status !== 'en_disputa') throw AppError.notFound(DISPUTE_NOT_FOUND);
      const { milestone: m, checklist: c } = row;
      const back = m.statusBeforeDispute ?? (m.receiptKey ? 'comprobante_subido' : 'pendiente');
      await updateMilestone(tx, m.id, {
        status: back,
        disputeResolvedBy: admin.id,
        disputeResolvedAt: new Date(),
        disputeResolution: input.resolution,
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'closing.dispute_resolve',
        description: `Resolvió la disputa sobre «${m.label}» de «${row.businessTitle}»`,
        metadata: {
          negotiationId: c.negotiationId,
          businessId: c.businessId,
          milestoneId: m.id,
          statusAfter: back,
          resolution: input.resolution,
        },
        targetType: 'closing_milestone',
        targetId: m.id,
      });
      const deal = {
        negotiationId: c.negotiationId,
        businessId: c.businessId,
        businessTitle: row.businessTitle,
      };
      for (const userId of [c.buyerId, c.sellerId]) {
        const n = disputeResolvedNotice(deal, userId, m.label, input.resolution);
        await recordNotice(tx, n);
        notices.push(n);
      }
    });
    for (const n of notices) await mailNotice(this.app, n);
  }
}
