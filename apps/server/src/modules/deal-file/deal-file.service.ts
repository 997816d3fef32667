// The negotiation's deal file («expediente», decision 176): one ZIP with the NDA, every letter of
// intent and the certificates, the road to closing with its evidence, the payments, the data
// room's access log and the evidence chains, and manifest.json with the SHA-256 of every file and
// the chains' heads, signed by the instance's Ed25519 key (manifest.sig), with its own verifier
// (verificar.mjs). Each part is read through its owner's service, as the people would read it, so
// every read is recorded where those reads are (certificate and letter events, file access logs).
import { sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { listingReference } from '@traspasa/shared/business-labels';
import {
  type ClosingItemStatus,
  type ClosingResponsible,
  closingItemStatusLabels,
  closingResponsibleLabels,
  type MilestoneStatus,
  milestoneStatusLabels,
} from '@traspasa/shared/closing';
import { DEAL_FILE_PUBLIC_KEY_PATH } from '@traspasa/shared/deal-file';
import { formatCents, type NegotiationDetail } from '@traspasa/shared/offers';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { instanceSigningKey } from '../../lib/app-secrets.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { serverDir } from '../../paths.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { closingRecordOf } from '../closing/closing.service.ts';
import { roomAccessLog, roomFileOriginal } from '../data-room/data-room.service.ts';
import { ndaForDealFile } from '../ndas/nda-deal-file.service.ts';
import { verifyNdaChain } from '../ndas/nda-events.service.ts';
import { negotiationChainRows, verifyNegotiationChain } from '../offers/negotiation-events.service.ts';
import { OffersService } from '../offers/offers.service.ts';
import { OffersPdfService } from '../offers/offers-pdf.service.ts';
import {
  DEAL_FILE_BUCKET,
  DEAL_FILES_PER_HOUR,
  dealFileName,
  type ManifestChain,
  type ManifestFile,
  type ManifestPart,
  manifestBytes,
  safeSegment,
  sha256Hex,
  toCsv,
  uniquePath,
} from './deal-file.rules.ts';

/** The verifier that travels inside every ZIP, read from the source tree (decision 140's layout). */
const VERIFIER_PATH = path.join(serverDir, 'src/modules/deal-file/verificar.mjs');

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The ZIP being written: each file is hashed as it goes in and listed for the manifest. */
class Entries {
  readonly files: ManifestFile[] = [];
  private readonly taken = new Set<string>();

  constructor(
    private readonly zip: ZipFile,
    private readonly top: string,
    private readonly at: Date,
  ) {}

  add(wanted: string, data: Buffer, descripcion: string): string {
    const ruta = uniquePath(this.taken, wanted);
    this.files.push({ ruta, bytes: data.length, sha256: sha256Hex(data), descripcion });
    this.zip.addBuffer(data, `${this.top}/${ruta}`, { mtime: this.at });
    return ruta;
  }

  /** Written last, not listed: the manifest and its signature. */
  addUnlisted(ruta: string, data: Buffer) {
    this.zip.addBuffer(data, `${this.top}/${ruta}`, { mtime: this.at });
  }
}

interface Build {
  user: CurrentUser;
  ctx: RequestContext;
  detail: NegotiationDetail;
  entries: Entries;
  chains: ManifestChain[];
  parts: ManifestPart[];
  omitted: Array<{ que: string; motivo: string }>;
}

export class DealFileService {
  constructor(private readonly app: FastifyInstance) {}

  /** The instance's public key, as `/.well-known/traspasa-expediente.pem` serves it. */
  async publicKeyPem(): Promise<string> {
    return (await instanceSigningKey(this.app.db)).publicKeyPem;
  }

  /**
   * The deal file of a negotiation for its buyer, its seller or an admin (anyone else: the
   * negotiation's 404, byte for byte). Access is checked before anything is written; then the
   * ZIP streams while its parts are read one after the other.
   */
  async open(
    user: CurrentUser,
    negotiationId: number,
    ctx: RequestContext,
  ): Promise<{ name: string; stream: Readable }> {
    const first = await new OffersService(this.app).detail(user, negotiationId);
    // Each one renders every PDF and appends the certificates' events to the chains: a person
    // needs a few, a loop would fill the chains (decision 176).
    await this.app.rateLimiter.consume(
      { bucket: DEAL_FILE_BUCKET, key: String(user.id), max: DEAL_FILES_PER_HOUR, windowMs: 3600_000 },
      'Descargaste muchos expedientes en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    const at = new Date();
    const name = dealFileName(listingReference(first.business.id), first.id);
    const zip = new ZipFile();
    const stream = zip.outputStream as unknown as Readable;
    const entries = new Entries(zip, name, at);
    this.write({ user, ctx, detail: first, entries, chains: [], parts: [], omitted: [] }, at).then(
      () => zip.end(),
      (err: unknown) => {
        this.app.log.error({ err, negotiationId }, 'deal file failed while streaming');
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return { name, stream };
  }

  private async write(b: Build, at: Date): Promise<void> {
    await this.nda(b);
    const detail = await this.negotiation(b);
    await this.closing(b);
    await this.dataRoom(b);

    const key = await instanceSigningKey(this.app.db);
    b.entries.add('clave-publica.pem', Buffer.from(key.publicKeyPem), 'Clave pública Ed25519 de la firma');
    b.entries.add(
      'verificar.mjs',
      await readFile(VERIFIER_PATH),
      'Verificador: node verificar.mjs expediente.zip (o sin argumentos en la carpeta extraída)',
    );
    b.entries.add(
      'LEEME.txt',
      Buffer.from(readme(detail, key.fingerprint, this.keyUrl())),
      'Qué contiene y cómo verificarlo',
    );

    const manifest = manifestBytes({
      instance: this.app.config.appUrl,
      generatedAt: at,
      generatedBy: { id: b.user.id, role: detail.role ?? 'admin' },
      negotiation: {
        id: detail.id,
        status: detail.status,
        business: {
          id: detail.business.id,
          reference: listingReference(detail.business.id),
          title: detail.business.title,
        },
        buyer: detail.buyer,
        seller: detail.seller,
      },
      key: { publicKeyPem: key.publicKeyPem, fingerprint: key.fingerprint, url: this.keyUrl() },
      files: b.entries.files,
      chains: b.chains,
      parts: b.parts,
      omitted: b.omitted,
    });
    const signature = sign(null, manifest, key.privateKey).toString('base64');
    b.entries.addUnlisted('manifest.json', manifest);
    b.entries.addUnlisted('manifest.sig', Buffer.from(`${signature}\n`));
    await recordAudit(this.app.db, {
      userId: b.user.id,
      action: 'deal_file.download',
      description: `Descargó el expediente de la negociación n.º ${detail.id} («${detail.business.title}»).`,
      metadata: {
        negotiationId: detail.id,
        businessId: detail.business.id,
        manifestSha256: sha256Hex(manifest),
        files: b.entries.files.length,
        ip: b.ctx.ip,
      },
      targetType: 'negotiation',
      targetId: detail.id,
    });
  }

  private keyUrl() {
    return `${this.app.config.appUrl}${DEAL_FILE_PUBLIC_KEY_PATH}`;
  }

  private async nda(b: Build) {
    const { detail } = b;
    const found = await ndaForDealFile(
      this.app,
      b.user,
      { buyerId: detail.buyer.id, businessId: detail.business.id },
      b.ctx,
    );
    if (!found) {
      b.parts.push({
        parte: 'acuerdo_confidencialidad',
        incluida: false,
        motivo: 'No hay un acuerdo de confidencialidad de este comprador para este negocio.',
      });
      return;
    }
    const names = {
      document: ['acuerdo-confidencialidad/acuerdo.pdf', 'El texto del acuerdo que aceptó el comprador'],
      certificate: ['acuerdo-confidencialidad/certificado.pdf', 'Certificado de evidencia del acuerdo'],
      signed_electronically: [
        'acuerdo-confidencialidad/firmado-electronicamente.pdf',
        'El acuerdo con la firma electrónica estampada',
      ],
      signed_by_hand: [
        'acuerdo-confidencialidad/firmado-a-mano',
        'El acuerdo firmado a mano que subió el comprador',
      ],
    } as const;
    for (const file of found.files) {
      const [wanted, what] = names[file.role];
      const ext = file.role === 'signed_by_hand' ? `.${extensionOf(file.data)}` : '';
      b.entries.add(`${wanted}${ext}`, file.data, what);
    }
    b.entries.add(
      'acuerdo-confidencialidad/acuerdo.json',
      json(found.nda),
      'El acuerdo: estado, versión, hash del texto',
    );
    const chainFile = b.entries.add(
      'cadenas/acuerdo-confidencialidad.json',
      json({ tipo: 'acuerdo', id: found.nda.id, eventos: found.chain }),
      'Cadena de eventos del acuerdo (decisión 060), cada evento con su hash',
    );
    b.chains.push({
      archivo: chainFile,
      tipo: 'acuerdo',
      id: found.nda.id,
      eventos: found.chain.length,
      cabeza: found.chain.at(-1)?.hash ?? null,
      integraAlExportar: (await verifyNdaChain(this.app.db, found.nda.id)).intact,
    });
    b.parts.push({ parte: 'acuerdo_confidencialidad', incluida: true });
  }

  /** Every letter, the certificate, the chain: the letters' and the certificate's download events go in first. */
  private async negotiation(b: Build): Promise<NegotiationDetail> {
    const pdfs = new OffersPdfService(this.app);
    const id = b.detail.id;
    for (const version of b.detail.versions) {
      b.entries.add(
        `negociacion/carta-version-${version.number}.pdf`,
        Buffer.from(await pdfs.letter(b.user, id, version.number, b.ctx)),
        `Carta de intención, versión ${version.number}, con las páginas del certificado`,
      );
    }
    b.entries.add(
      'negociacion/certificado.pdf',
      Buffer.from(await pdfs.certificate(b.user, id, b.ctx)),
      'Certificado de evidencia de la negociación',
    );
    const detail = await new OffersService(this.app).detail(b.user, id);
    b.entries.add(
      'negociacion/negociacion.json',
      json(detail),
      'La negociación: versiones con sus términos y hashes, firmas, eventos',
    );
    const rows = await negotiationChainRows(this.app.db, id);
    const chainFile = b.entries.add(
      'cadenas/negociacion.json',
      json({ tipo: 'negociacion', id, eventos: rows }),
      'Cadena de eventos de la negociación (decisión 170), cada evento con su hash',
    );
    b.chains.push({
      archivo: chainFile,
      tipo: 'negociacion',
      id,
      eventos: rows.length,
      cabeza: rows.at(-1)?.hash ?? null,
      integraAlExportar: (await verifyNegotiationChain(this.app.db, id)).intact,
    });
    b.parts.push({ parte: 'negociacion', incluida: true });
    return detail;
  }

  private async closing(b: Build) {
    const record = await closingRecordOf(this.app.db, b.detail.id);
    if (!record) {
      b.parts.push({
        parte: 'ruta_de_traspaso',
        incluida: false,
        motivo: 'La negociación no tiene ruta de traspaso: se abre cuando se acepta una oferta.',
      });
      return;
    }
    const who = (id: number | null) =>
      id === null
        ? null
        : id === b.detail.buyer.id
          ? 'comprador'
          : id === b.detail.seller.id
            ? 'vendedor'
            : `usuario ${id}`;
    const evidencePaths = new Map<number, string>();
    for (const item of record.items) {
      for (const evidence of item.evidence) {
        const original = await roomFileOriginal(this.app, b.detail.business.id, evidence.fileId);
        if (!original) {
          b.omitted.push({
            que: `Evidencia «${evidence.fileName}» del paso ${item.position}`,
            motivo: 'El archivo ya no está en la sala de datos.',
          });
          continue;
        }
        const intact = sha256Hex(original.data) === original.sha256;
        evidencePaths.set(
          evidence.fileId,
          b.entries.add(
            `ruta-de-traspaso/evidencias/paso-${String(item.position).padStart(2, '0')}/${safeSegment(original.fileName)}`,
            original.data,
            intact
              ? `Evidencia del paso ${item.position} (sala de datos, versión ${original.version}), subida el ${evidence.createdAt}`
              : `Evidencia del paso ${item.position}: NO coincide con el SHA-256 que la sala registró al subirla (${original.sha256})`,
          ),
        );
      }
    }
    const receiptPaths = new Map<number, string>();
    for (const m of record.milestones) {
      if (!m.receipt) continue;
      const stored = await this.app.storage.getPrivate(m.receipt.storageKey);
      if (!stored) {
        b.omitted.push({ que: `Comprobante de «${m.label}»`, motivo: 'El archivo guardado ya no está.' });
        continue;
      }
      const data = await readAll(stored.body);
      const intact = m.receipt.sha256 === null || sha256Hex(data) === m.receipt.sha256;
      receiptPaths.set(
        m.position,
        b.entries.add(
          `ruta-de-traspaso/comprobantes/pago-${m.position}-${safeSegment(m.receipt.fileName ?? 'comprobante')}`,
          data,
          intact
            ? `Comprobante de «${m.label}», subido el ${m.receipt.uploadedAt}`
            : `Comprobante de «${m.label}»: NO coincide con el SHA-256 registrado al subirlo (${m.receipt.sha256})`,
        ),
      );
    }
    // The storage keys stay on the server (decision 060): the JSON names the file in the ZIP instead.
    const shown = {
      ...record,
      items: record.items.map((item) => ({
        ...item,
        statusChangedBy: who(item.statusChangedBy),
        comments: item.comments.map((c) => ({ ...c, author: who(c.authorId) })),
        evidence: item.evidence.map((e) => ({
          ...e,
          uploadedBy: who(e.uploadedBy),
          enElExpediente: evidencePaths.get(e.fileId) ?? null,
        })),
      })),
      milestones: record.milestones.map((m) => ({
        ...m,
        confirmedBy: who(m.confirmedBy),
        receipt: m.receipt && {
          fileName: m.receipt.fileName,
          contentType: m.receipt.contentType,
          sha256: m.receipt.sha256,
          uploadedBy: who(m.receipt.uploadedBy),
          uploadedAt: m.receipt.uploadedAt,
          enElExpediente: receiptPaths.get(m.position) ?? null,
        },
        dispute: m.dispute && { ...m.dispute, by: who(m.dispute.by), resolvedBy: who(m.dispute.resolvedBy) },
      })),
    };
    b.entries.add(
      'ruta-de-traspaso/ruta.json',
      json(shown),
      'La ruta de traspaso: pasos, quién y cuándo, comentarios, evidencias, pagos',
    );
    b.entries.add(
      'ruta-de-traspaso/pasos.csv',
      toCsv(
        [
          'Paso',
          'Título',
          'Responsable',
          'Vence',
          'Estado',
          'Estado cambiado (UTC)',
          'Por',
          'Evidencias',
          'Comentarios',
        ],
        shown.items.map((item) => [
          item.position,
          item.title,
          closingResponsibleLabels[item.responsible as ClosingResponsible] ?? item.responsible,
          item.dueDate,
          closingItemStatusLabels[item.status as ClosingItemStatus] ?? item.status,
          item.statusChangedAt,
          item.statusChangedBy,
          item.evidence.map((e) => e.enElExpediente ?? `${e.fileName} (no incluida)`).join(' | '),
          item.comments.map((c) => `${c.createdAt} ${c.author}: ${c.body}`).join(' | '),
        ]),
      ),
      'Los pasos de la ruta, legibles en una hoja de cálculo',
    );
    b.entries.add(
      'ruta-de-traspaso/pagos.csv',
      toCsv(
        [
          'Pago',
          'Monto',
          'Monto (centavos)',
          'Vence',
          'Estado',
          'Comprobante subido (UTC)',
          'Comprobante',
          'Confirmado (UTC)',
          'Disputa',
        ],
        shown.milestones.map((m) => [
          m.label,
          formatCents(Number(m.amountCents)),
          m.amountCents,
          m.dueDate,
          milestoneStatusLabels[m.status as MilestoneStatus] ?? m.status,
          m.receipt?.uploadedAt ?? null,
          m.receipt?.enElExpediente ?? null,
          m.confirmedAt,
          m.dispute
            ? `${m.dispute.at} (${m.dispute.by}): ${m.dispute.reason}${m.dispute.resolvedAt ? ` — resuelta ${m.dispute.resolvedAt}: ${m.dispute.resolution ?? ''}` : ''}`
            : null,
        ]),
      ),
      'Los pagos acordados: comprobantes, confirmaciones y disputas',
    );
    b.parts.push({ parte: 'ruta_de_traspaso', incluida: true });
  }

  private async dataRoom(b: Build) {
    const log = await roomAccessLog(this.app.db, {
      businessId: b.detail.business.id,
      buyerId: b.detail.buyer.id,
    });
    b.entries.add(
      'sala-de-datos/accesos.csv',
      toCsv(
        [
          'Fecha (UTC)',
          'Carpeta',
          'Archivo',
          'Versión',
          'SHA-256 de la versión',
          'Modo',
          'Identificador de la copia',
          'IP',
          'Navegador',
        ],
        log.copies.map((c) => [
          c.at,
          c.folderName,
          c.fileName,
          c.version,
          c.versionSha256,
          c.mode === 'download' ? 'descarga' : 'vista',
          c.traceId,
          c.ipAddress,
          c.userAgent,
        ]),
      ),
      'Cada copia de la sala de datos que recibió el comprador, con su marca de agua rastreable',
    );
    b.entries.add(
      'sala-de-datos/accesos.json',
      json(log),
      'Las mismas copias y los segundos por página que registró el visor',
    );
    b.parts.push({ parte: 'sala_de_datos', incluida: true });
  }
}

function extensionOf(data: Buffer): string {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data[0] === 0x89 && data[1] === 0x50) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpg';
  return 'bin';
}

function readme(detail: NegotiationDetail, fingerprint: string, keyUrl: string): string {
  return [
    `EXPEDIENTE DE LA NEGOCIACIÓN N.º ${detail.id} — ${detail.business.title} (${listingReference(detail.business.id)})`,
    '',
    `Comprador: ${detail.buyer.name}. Vendedor: ${detail.seller.name}. Estado: ${detail.status}.`,
    '',
    'Qué contiene',
    '- acuerdo-confidencialidad/: el acuerdo de confidencialidad, su certificado y las copias firmadas.',
    '- negociacion/: cada versión de la carta de intención en PDF, el certificado y la negociación en JSON.',
    '- ruta-de-traspaso/: los pasos (JSON y CSV), sus evidencias, los pagos y sus comprobantes.',
    '- sala-de-datos/: cada copia de la sala de datos que recibió el comprador (CSV y JSON).',
    '- cadenas/: las cadenas de eventos, cada evento con el hash del anterior.',
    '- manifest.json: el SHA-256 de cada archivo y la cabeza de cada cadena; manifest.sig: su firma Ed25519.',
    '  Lo que falta y por qué está en «partes» y «omitido».',
    '',
    'Cómo verificarlo (Node 20 o posterior, sin instalar nada)',
    '  node verificar.mjs expediente.zip     el ZIP tal como se descargó',
    '  node verificar.mjs                    dentro de la carpeta extraída',
    'Dice «Expediente íntegro» o nombra el primer archivo o evento que no coincide.',
    '',
    `La firma es de la clave con huella SHA-256 ${fingerprint}.`,
    `Compárala con la clave que publica Traspasa en ${keyUrl}.`,
    '',
  ].join('\r\n');
}
