import type { ListingDocument } from '@traspasa/shared/businesses';
import { DOCUMENT_MAX_BYTES } from '@traspasa/shared/listings';
import { FileTextIcon, FileUpIcon } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { normaliseDocuments } from '@/lib/listing-documents';
import { listingErrorMessage } from '@/lib/listing-error-message';
import { uploadDocument } from '../api/business-media-api';
import { type UploadItem, UploadList } from './upload-list';

export type DocumentManagerProps = {
  businessId: number;
  documents: ListingDocument[];
  onDocuments: (docs: ListingDocument[]) => void;
};

/** Step 5: private PDFs (only buyers with a signed NDA can download them). */
export function DocumentManager({ businessId, documents, onDocuments }: DocumentManagerProps) {
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const list = normaliseDocuments(businessId, documents);
  const patch = (key: string, p: Partial<UploadItem>) =>
    setUploads((items) => items.map((u) => (u.key === key ? { ...u, ...p } : u)));

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const items = files.map((file, i) => ({ key: `${Date.now()}-${i}`, name: file.name, progress: 0 }));
    setUploads((prev) => [...prev.filter((u) => !u.done), ...items]);
    for (const [i, file] of files.entries()) {
      const item = items[i];
      if (!item) continue;
      if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
        patch(item.key, { error: 'Solo documentos PDF.' });
        continue;
      }
      if (file.size > DOCUMENT_MAX_BYTES) {
        patch(item.key, { error: 'El documento supera los 20 MB.' });
        continue;
      }
      try {
        const result = await uploadDocument(businessId, file, (progress) => patch(item.key, { progress }));
        patch(item.key, { done: true, progress: 100 });
        onDocuments(result.documents);
      } catch (error) {
        patch(item.key, { error: listingErrorMessage(error, 'No pudimos subir el documento.') });
      }
    }
  };

  return (
    <div className="grid gap-3">
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        multiple
        className="sr-only"
        id="document-input"
        // The button below opens it; screen readers and Tab reach that button, not this input.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFiles(e)}
      />
      <Button
        type="button"
        variant="outline"
        className="w-full border-dashed sm:w-auto"
        onClick={() => inputRef.current?.click()}
      >
        <FileUpIcon aria-hidden="true" />
        Añadir documentos PDF
      </Button>
      <UploadList items={uploads} />
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Sin documentos todavía. Estados financieros, permisos o contratos de arriendo ayudan a cerrar la
          venta.
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((doc) => (
            <li key={doc.id}>
              <a
                href={doc.href}
                className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline"
              >
                <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
                {doc.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
