import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type BuyerProfileCard, emptyBuyerProfile } from '@traspasa/shared/buyer-profiles';
import type { BuyerCard as BuyerCardData, MessageAttachment } from '@traspasa/shared/messages';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buyerCardKey } from '@/lib/buyer-cards';
import type { ThreadMessage } from '../lib/merge-messages';
import { BuyerCard } from './buyer-card';
import { MessageBubble } from './message-bubble';
import { PendingFiles } from './pending-files';

const photo: MessageAttachment = {
  id: '3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  kind: 'image',
  name: 'Fachada.webp',
  size: 120_000,
  width: 1200,
  height: 800,
  url: '/api/messages/attachments/3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  thumbnailUrl: '/api/messages/attachments/3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c?size=thumb',
};
const pdf: MessageAttachment = {
  id: '7a1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  kind: 'pdf',
  name: 'Propuesta de compra.pdf',
  size: Math.round(1.5 * 1024 * 1024),
  width: null,
  height: null,
  url: '/api/messages/attachments/7a1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
  thumbnailUrl: null,
};

function bubble(over: Partial<ThreadMessage>, mine = false) {
  const message: ThreadMessage = {
    id: 5,
    conversationId: 1,
    senderId: mine ? 1 : 2,
    content: '',
    messageType: 'text',
    attachments: [],
    readBy: [2],
    clientMessageId: null,
    createdAt: '2026-11-24T15:00:00.000Z',
    ...over,
  };
  return renderToStaticMarkup(
    <MessageBubble
      message={message}
      mine={mine}
      senderName="Lucía"
      readByOther={false}
      firstOfRun
      lastOwn={mine}
      onRetry={() => {}}
      onDiscard={() => {}}
    />,
  );
}

describe('a send on its way', () => {
  it('says «Reintentando…» with why while a saturated server is asked again, with no retry button', () => {
    const html = bubble(
      { id: -1, content: 'Hola', clientMessageId: 'cm-12345678', sendState: 'retrying', readBy: [1] },
      true,
    );
    expect(html).toContain('Reintentando…');
    expect(html).toContain('role="status"');
    expect(html).toContain('El servidor está muy ocupado');
    expect(html).not.toContain('Reintentar<');
  });

  it('a failed send shows its reason and the buttons to retry or discard', () => {
    const html = bubble(
      {
        id: -1,
        content: 'Hola',
        clientMessageId: 'cm-12345678',
        sendState: 'failed',
        sendError: 'No pudimos enviarlo: el servidor sigue muy ocupado.',
        readBy: [1],
      },
      true,
    );
    expect(html).toContain('No pudimos enviarlo: el servidor sigue muy ocupado.');
    expect(html).toContain('Reintentar');
    expect(html).toContain('Descartar');
  });
});

describe('a message with files', () => {
  it('shows the photo as a thumbnail from the authorised route and the PDF as a download with its size', () => {
    const html = bubble({ content: 'Te mando la foto y la propuesta.', attachments: [photo, pdf] });
    expect(html).toContain(`src="${photo.thumbnailUrl}"`);
    expect(html).toContain('alt="Foto: Fachada.webp"');
    expect(html).toContain('(abrir en tamaño completo)');
    expect(html).toContain(`href="${pdf.url}"`);
    expect(html).toContain('download="Propuesta de compra.pdf"');
    expect(html).toContain('PDF · 1,5 MB');
    expect(html).toContain('Te mando la foto y la propuesta.');
  });

  it('files only: no empty text bubble, the sender still named for screen readers', () => {
    const html = bubble({ attachments: [pdf] });
    expect(html).toContain('Lucía: ');
    expect(html).not.toContain('Archivo eliminado');
    expect(html).toContain('Propuesta de compra.pdf');
  });

  it('a message whose files were erased says so instead of an empty bubble', () => {
    expect(bubble({ attachments: [] })).toContain('Archivo eliminado');
  });
});

describe('the files in the composer', () => {
  it('shows the upload progress and why one failed, each with a way to remove it', () => {
    const file = (name: string) => ({ name, type: 'application/pdf', size: 2048 }) as File;
    const html = renderToStaticMarkup(
      <PendingFiles
        files={[
          {
            key: 1,
            file: file('balance.pdf'),
            previewUrl: null,
            status: 'uploading',
            progress: 40,
            error: null,
            attachment: null,
          },
          {
            key: 2,
            file: file('falso.pdf'),
            previewUrl: null,
            status: 'failed',
            progress: 0,
            error: 'No pudimos usar ese archivo: adjunta una foto (JPG, PNG o WebP) o un PDF.',
            attachment: null,
          },
        ]}
        onRemove={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(html).toContain('Subiendo… 40 %');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('No pudimos usar ese archivo');
    expect(html).toContain('aria-label="Quitar balance.pdf"');
    expect(html).toContain('aria-label="Quitar falso.pdf"');
    expect(html).toContain('Reintentar');
  });
});

/** Renders with a query cache, holding the buyer profile card when one is given. */
function withCache(node: ReactNode, profile?: BuyerProfileCard): string {
  const client = new QueryClient();
  if (profile) client.setQueryData(buyerCardKey(profile.userId), profile);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe("the buyer's card", () => {
  const card: BuyerCardData = {
    userId: 7,
    name: 'Lucía Andrade',
    identityVerified: true,
    memberSince: '2026-03-10T15:00:00.000Z',
    agreementsWithYou: 1,
    agreementsTotal: 3,
  };
  it('says who writes: verified, since when, agreements with you and in total', () => {
    const html = withCache(<BuyerCard card={card} />);
    expect(html).toContain('Lucía Andrade');
    expect(html).toContain('Identidad verificada');
    expect(html).toContain('En Traspasa desde marzo de 2026');
    expect(html).toContain('1 acuerdo firmado contigo · 3 en total');
  });
  it('an unverified buyer with agreements only with you', () => {
    const html = withCache(
      <BuyerCard card={{ ...card, identityVerified: false, agreementsWithYou: 2, agreementsTotal: 2 }} />,
    );
    expect(html).toContain('Identidad aún no verificada');
    expect(html).toContain('2 acuerdos firmados contigo');
    expect(html).not.toContain('en total');
    // No profile card yet: no funds line and nothing to open.
    expect(html).not.toContain('Fondos verificados');
    expect(html).not.toContain('Ver perfil');
  });
  it('with the buyer profile card: the funds badge in the header and «Ver perfil» to open the profile', () => {
    const profile: BuyerProfileCard = {
      userId: 7,
      displayName: 'Lucía Andrade',
      hasProfile: true,
      profile: { ...emptyBuyerProfile, presentation: 'Busco una cafetería en Quito.' },
      badges: {
        identityVerified: true,
        funds: {
          band: '25k_100k',
          verifiedAt: '2026-12-01T15:00:00.000Z',
          expiresAt: '2027-03-01T15:00:00.000Z',
          state: 'expired',
          text: 'Fondos verificados hasta $100.000 · diciembre 2026',
        },
        memberSince: '2026-03-10T15:00:00.000Z',
        ndasSigned: 3,
        responseTime: null,
      },
    };
    const html = withCache(<BuyerCard card={card} />, profile).replace(/<!-- -->/g, '');
    expect(html).toContain('Fondos verificados hasta $100.000 · diciembre 2026 (vencido)');
    expect(html).toMatch(
      /aria-expanded="false"[^>]*>Ver perfil<span class="sr-only"> de comprador de Lucía Andrade/,
    );
    // Closed until asked: the presentation is not in the header yet.
    expect(html).not.toContain('Busco una cafetería en Quito.');
  });
});
