import {
  DATA_ROOM_RECORDING_NOTICE,
  type DataRoomFile,
  type DataRoomFolder,
  type DataRoomResponse,
  dataRoomFileKindLabels,
} from '@traspasa/shared/data-room';
import {
  EyeIcon,
  FolderIcon,
  FolderOpenIcon,
  MessageCircleQuestionIcon,
  ShieldAlertIcon,
} from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/page/states';
import { Button } from '@/components/ui/button';
import { AskQuestionDialog, type QuestionSubject } from './ask-question-dialog';
import { DocumentViewer, type ViewerTarget } from './document-viewer';
import { FileIcon } from './file-icon';

/** Told on entry (decision 172): every view and download is recorded and carries the buyer's name. */
export function RecordingNotice({ detail }: { detail: string }) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <ShieldAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          Tus vistas y descargas quedan registradas y cada documento lleva tu nombre.
        </p>
        <p className="mt-1 text-sm">{detail}</p>
      </div>
    </div>
  );
}

/** The room as a buyer with access sees it: the folders they may see, the viewer, questions. */
export function BuyerRoom({ room }: { room: DataRoomResponse }) {
  const [viewing, setViewing] = useState<ViewerTarget | null>(null);
  const [asking, setAsking] = useState<QuestionSubject | null>(null);
  const filled = room.folders.filter((f) => f.files.length > 0);
  const empty = room.folders.filter((f) => f.files.length === 0);
  const askFolder = (folder: DataRoomFolder) => setAsking({ folderId: folder.id, folderName: folder.name });

  return (
    <div className="grid gap-6">
      <RecordingNotice
        detail={`${DATA_ROOM_RECORDING_NOTICE} No los compartas: la marca de agua identifica tu copia.`}
      />
      {filled.length === 0 ? (
        <EmptyState icon={FolderOpenIcon} title="El vendedor todavía no ha compartido documentos">
          Cuando suba documentos a una carpeta que puedas ver, aparecerán aquí. Puedes preguntarle por lo que
          necesites con «Preguntar» junto a cada carpeta.
        </EmptyState>
      ) : (
        filled.map((folder) => (
          <section
            key={folder.id}
            aria-labelledby={`folder-${folder.id}`}
            className="rounded-xl border bg-card p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id={`folder-${folder.id}`}
                className="flex min-w-0 items-center gap-2 text-lg font-semibold"
              >
                <FolderIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="break-words">{folder.name}</span>
              </h2>
              <AskFolderButton name={folder.name} onClick={() => askFolder(folder)} />
            </div>
            <ul className="mt-3 divide-y">
              {folder.files.map((file) => (
                <BuyerFileRow
                  key={file.id}
                  file={file}
                  onView={() => setViewing({ file, versionUrl: file.viewUrl })}
                  onAsk={() =>
                    setAsking({
                      folderId: folder.id,
                      folderName: folder.name,
                      fileId: file.id,
                      fileName: file.name,
                    })
                  }
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {empty.length > 0 ? (
        <section aria-labelledby="empty-folders" className="rounded-xl border border-dashed p-4 sm:p-5">
          <h2 id="empty-folders" className="font-semibold">
            Carpetas todavía sin documentos
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Si esperas algo en una de ellas, pregúntale al vendedor.
          </p>
          <ul className="mt-2 divide-y">
            {empty.map((folder) => (
              <li key={folder.id} className="flex items-center justify-between gap-3 py-1">
                <span className="flex min-w-0 items-center gap-2 text-sm">
                  <FolderIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="break-words">{folder.name}</span>
                </span>
                <AskFolderButton name={folder.name} onClick={() => askFolder(folder)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {viewing ? (
        <DocumentViewer
          businessId={room.businessId}
          target={viewing}
          watermarked
          onClose={() => setViewing(null)}
        />
      ) : null}
      {asking ? (
        <AskQuestionDialog businessId={room.businessId} subject={asking} onClose={() => setAsking(null)} />
      ) : null}
    </div>
  );
}

function AskFolderButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="min-h-11"
      onClick={onClick}
      aria-label={`Preguntar sobre la carpeta ${name}`}
    >
      <MessageCircleQuestionIcon aria-hidden="true" />
      Preguntar
    </Button>
  );
}

function BuyerFileRow({
  file,
  onView,
  onAsk,
}: {
  file: DataRoomFile;
  onView: () => void;
  onAsk: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <FileIcon kind={file.kind} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{file.name}</p>
        <p className="text-xs text-muted-foreground">
          {dataRoomFileKindLabels[file.kind]}
          {file.downloadUrl ? '' : ' · solo en el visor'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`Ver ${file.name}`}>
          <EyeIcon aria-hidden="true" />
          Ver
        </Button>
        <Button variant="ghost" size="sm" onClick={onAsk} aria-label={`Preguntar sobre ${file.name}`}>
          <MessageCircleQuestionIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Preguntar</span>
        </Button>
      </div>
    </li>
  );
}
