// In the browser: an anonymous visitor on a phone sends a comment through the
// footer's «Enviar comentarios» dialog (after seeing the Spanish errors at their fields),
// the demo admin finds it in /admin/feedback, answers it, the status becomes «Respondido»
// and the answer is mailed (the dev outbox prints every mail to the server log).
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { settle, unique, until, waitForPath, waitForToast } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('feedback from a visitor to an answer', () => {
  it('a visitor writes from the footer, the admin answers, the status is «Respondido» and the mail is queued', async () => {
    const id = unique();
    const name = `Visitante ${id}`;
    const email = `visitante.${id}@example.com`;
    const message = `No encuentro cómo filtrar negocios por ciudad (${id}).`;

    // The visitor, signed out, on a phone.
    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto('/faq');
    await settle(visitor);
    await visitor.getByRole('contentinfo').getByRole('button', { name: 'Enviar comentarios' }).click();
    // By role alone: after sending, the dialog's title (its name) becomes the confirmation.
    const dialog = visitor.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect.poll(() => dialog.getByText('Elige de qué trata tu comentario.').isVisible()).toBe(true);
    expect(await dialog.getByText('Escribe tu nombre para que sepamos a quién responder.').isVisible()).toBe(
      true,
    );
    expect(await dialog.getByText('Escribe tu correo: ahí te llegará nuestra respuesta.').isVisible()).toBe(
      true,
    );

    await dialog.getByRole('combobox', { name: '¿De qué trata?' }).click();
    await visitor.getByRole('option', { name: 'Algo no funciona' }).click();
    await dialog.getByRole('textbox', { name: 'Tu comentario' }).fill(message);
    expect(await dialog.getByText(`${message.length} de 2000 caracteres`).isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Tu nombre' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Tu correo' }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect
      .poll(() => dialog.getByText('¡Gracias por escribirnos!').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await dialog.getByText(`Te responderemos a ${email}.`).isVisible()).toBe(true);

    // The admin, on a computer.
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    await admin.goto(`/admin/feedback?buscar=${encodeURIComponent(id)}`);
    const open = admin.getByRole('link', { name: `Responder el comentario de ${name}` });
    await open.waitFor({ timeout: 15_000 });
    expect(await admin.getByRole('table').getByText(message).isVisible()).toBe(true);
    await open.click();
    await admin.getByRole('heading', { name: 'Mensaje' }).waitFor();
    expect(await admin.getByText(message).isVisible()).toBe(true);
    expect(await admin.getByRole('link', { name: '/faq (se abre en otra pestaña)' }).isVisible()).toBe(true);

    const answer = `Gracias, ${name}: ya puedes escribir la ciudad en el buscador de negocios.`;
    await admin.getByRole('textbox', { name: 'Tu respuesta' }).fill(answer);
    await admin.getByRole('button', { name: 'Enviar respuesta' }).click();
    await waitForToast(admin, 'Respuesta enviada');
    await admin.getByRole('heading', { name: 'Respuesta enviada' }).waitFor();
    expect(await admin.getByText(answer).isVisible()).toBe(true);
    expect(
      await admin
        .getByRole('region', { name: 'Estado y prioridad' })
        .getByText('Respondido', { exact: true })
        .isVisible(),
    ).toBe(true);

    // Back in the list, under «Respondido».
    await admin.goto(`/admin/feedback?estado=responded&buscar=${encodeURIComponent(id)}`);
    await admin.getByRole('link', { name: `Ver el comentario de ${name}` }).waitFor({ timeout: 15_000 });
    expect(await admin.getByRole('table').getByText('Respondido', { exact: true }).isVisible()).toBe(true);

    // The mail, in the outbox the server printed.
    const mailLine = await until(() => {
      const log = fs.readFileSync(inject('e2e').logFile, 'utf8');
      return log
        .split('\n')
        .find((l) => l.includes('[outbox] Respondimos tu comentario') && l.includes(email));
    }, 'the response mail in the outbox');
    expect(mailLine).toContain(email);
  });
});
