import type { ReactNode } from 'react';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { deleteUser } from '../api/delete-user.ts';
import { DELETE_USER_TEXT as TEXT } from '../messages.ts';

/**
 * Deleting an orienter or a student (admins, DELETE /users/{id}): asks first, then says
 * 'Usuario eliminado', 'No fue posible eliminar el usuario' or, on a 403, 'No tienes permisos
 * para eliminar usuarios', and runs `onDeleted` (the page refreshes its lists). Render `ui` once;
 * call `ask` from each row's button.
 */
export function useDeleteUser(onDeleted: () => Promise<unknown>): {
  ask: (user: { id: number; name: string }) => void;
  ui: ReactNode;
} {
  const { ask, ui } = useConfirmedAction<{ id: number; name: string }>({
    action: async (user) => {
      await deleteUser(user.id);
      await onDeleted();
      return { severity: 'success', message: TEXT.deleted };
    },
    failure: (error) => ({
      severity: 'error',
      message: isApiRequestError(error) && error.status === 403 ? TEXT.forbidden : TEXT.failed,
    }),
    confirm: (user) => ({
      title: TEXT.title,
      body: TEXT.body(user.name),
      confirmLabel: TEXT.confirm,
      busyLabel: UI_TEXT.deleting,
    }),
  });
  return { ask, ui };
}
