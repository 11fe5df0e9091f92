import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { deleteUser } from '../api/delete-user.ts';
import { HS_TEXT } from '../messages.ts';

export interface UserToDelete {
  id: number;
  name: string;
}

/**
 * Deleting a counselor or a student (admins): asks first, then says 'Usuario eliminado',
 * 'No fue posible eliminar el usuario' or, on a 403, 'No tienes permisos para eliminar usuarios'.
 * Render `ui` once; call `ask` from each row's button.
 */
export function useDeleteUser(onDeleted: () => Promise<unknown>): { ask: (user: UserToDelete) => void; ui: ReactNode } {
  const [pending, setPending] = useState<UserToDelete | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteUser(pending.id);
      setResult({ severity: 'success', message: HS_TEXT.userDeleted });
      await onDeleted();
    } catch (failure) {
      const forbidden = isApiRequestError(failure) && failure.status === 403;
      setResult({ severity: 'error', message: forbidden ? HS_TEXT.userDeleteForbidden : HS_TEXT.userDeleteFailed });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const ui = (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={HS_TEXT.deleteUserTitle}
        body={pending ? HS_TEXT.deleteUserBody(pending.name) : ''}
        confirmLabel={HS_TEXT.deleteUser}
        busyLabel={HS_TEXT.deleting}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </>
  );
  return { ask: setPending, ui };
}
