import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where files live (DESIGN.md §2). Public files (listing photos, avatars) are served
 * under /uploads; private ones only through authorised endpoints.
 */
export interface Storage {
  /** Saves a public file under `folder` with a server-generated name; returns its public URL. */
  putPublic(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Deletes a public file given the URL putPublic returned; unknown URLs are ignored. */
  deletePublic(url: string): Promise<void>;
  publicDir: string;
}

const PUBLIC_PREFIX = '/uploads/';

export function createLocalStorage(uploadsDir: string): Storage {
  const publicDir = path.join(uploadsDir, 'public');
  return {
    publicDir,
    async putPublic(folder, extension, data) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
      const name = `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      await fs.mkdir(path.join(publicDir, safeFolder), { recursive: true });
      await fs.writeFile(path.join(publicDir, safeFolder, name), data);
      return `${PUBLIC_PREFIX}${safeFolder}/${name}`;
    },
    async deletePublic(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return;
      const target = path.resolve(publicDir, url.slice(PUBLIC_PREFIX.length));
      if (!target.startsWith(publicDir + path.sep)) return;
      await fs.rm(target, { force: true });
    },
  };
}
