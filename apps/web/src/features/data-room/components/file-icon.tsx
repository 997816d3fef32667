import type { DataRoomFileKind } from '@traspasa/shared/data-room';
import { FileImageIcon, FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';

const icons = { pdf: FileTextIcon, image: FileImageIcon, spreadsheet: FileSpreadsheetIcon } as const;

export function FileIcon({ kind }: { kind: DataRoomFileKind }) {
  const Icon = icons[kind];
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
