/** Autosave bookkeeping: every edit bumps `version`; a save confirms the version it sent. */
export type SaveState = {
  version: number;
  savedVersion: number;
  saving: boolean;
  error: string | null;
};

export type SaveAction =
  | { type: 'edit' }
  | { type: 'start' }
  | { type: 'success'; version: number }
  | { type: 'failure'; message: string }
  | { type: 'reset' };

export const initialSaveState: SaveState = { version: 0, savedVersion: 0, saving: false, error: null };

export function saveReducer(state: SaveState, action: SaveAction): SaveState {
  switch (action.type) {
    case 'edit':
      // A new edit clears a failed save so autosave tries again after the debounce.
      return { ...state, version: state.version + 1, error: null };
    case 'start':
      return { ...state, saving: true, error: null };
    case 'success':
      return {
        ...state,
        saving: false,
        error: null,
        savedVersion: Math.max(state.savedVersion, action.version),
      };
    case 'failure':
      return { ...state, saving: false, error: action.message };
    case 'reset':
      return initialSaveState;
  }
}

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export function saveStatus(state: SaveState): SaveStatus {
  if (state.saving) return 'saving';
  if (state.error) return 'error';
  if (state.version > state.savedVersion) return 'pending';
  return state.savedVersion > 0 ? 'saved' : 'idle';
}

export const saveStatusLabels: Record<SaveStatus, string> = {
  idle: '',
  pending: 'Cambios sin guardar',
  saving: 'Guardando…',
  saved: 'Guardado',
  error: 'No se pudo guardar',
};
