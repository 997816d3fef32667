// Decision 176 in the browser, at 390 and 1280 px: the buyer of an accepted negotiation presses
// «Descargar expediente» on the negotiation page, gets the ZIP, and the verifier inside it, run with
// plain node, says «Expediente íntegro»; the road to closing offers the same button. With
// CLOSING_SHOTS=<dir> both screens are saved there.
import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { entriesOfZip } from '../apps/server/src/modules/deal-file/verificar.mjs';
import { expectHeading, registerAccount, waitForPath } from './support/app';
import { signIn, useBrowser } from './support/browser';
import { acceptedNegotiation, closingTerms, shot } from './support/closing';
import { publishedListing } from './support/offers';

const browser = useBrowser();
const run = promisify(execFile);

describe('deal file', () => {
  for (const width of [390, 1280]) {
    it(`the buyer downloads the deal file and its own verifier says it is intact (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const buyer = await registerAccount('buyer');
      const listing = await publishedListing(seller, {
        title: `Ferretería El Tornillo ${width}`,
        askingPrice: 50_000,
      });
      const id = await acceptedNegotiation({
        businessId: listing.id,
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        terms: closingTerms(5_000_000),
      });

      const page = await browser.newPage({ width, height: 900 });
      await signIn(page, buyer.email, buyer.password);
      await waitForPath(page, '/buyer/dashboard');
      await page.goto(`/offers/${id}`);
      await expectHeading(page, listing.title);
      const button = page.getByRole('button', { name: 'Descargar expediente' });
      await button.scrollIntoViewIfNeeded();
      await shot(page, `deal-file-negotiation-${width}`);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^expediente-.+-negociacion-${id}\\.zip$`));

      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'traspasa-e2e-deal-file-'));
      const zipPath = path.join(dir, 'expediente.zip');
      await download.saveAs(zipPath);
      const { files } = entriesOfZip(await fsp.readFile(zipPath));
      const verifier = path.join(dir, 'verificar.mjs');
      await fsp.writeFile(verifier, files.get('verificar.mjs') as Buffer);
      const { stdout } = await run(process.execPath, [verifier, zipPath]);
      expect(stdout).toContain('Expediente íntegro');

      await page.goto(`/offers/${id}/ruta`);
      await expectHeading(page, listing.title);
      await page.getByRole('button', { name: 'Descargar expediente' }).waitFor();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);
      await shot(page, `deal-file-road-${width}`);
      await page.close();
    });
  }
});
