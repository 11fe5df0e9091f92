/**
 * The words of the interface that every screen repeats (buttons, busy states, page titles),
 * written once. A feature's own sentences stay in its messages.ts.
 */
export const UI_TEXT = {
  retry: 'Reintentar',
  cancel: 'Cancelar',
  /** The button that closes a message or a panel (MUI's default says 'Close'). */
  close: 'Cerrar',
  save: 'Guardar',
  saveChanges: 'Guardar cambios',
  saving: 'Guardando…',
  edit: 'Editar',
  delete: 'Eliminar',
  deleting: 'Eliminando…',
  update: 'Actualizar',
  updating: 'Actualizando…',
  loadingPage: 'Cargando la página',
  newTab: '(se abre en una pestaña nueva)',
  copyFailed: 'No se pudo copiar al portapapeles',
  /** A student's action (favourite, meeting) failed for a reason the server does not explain. */
  tryLater: 'Ocurrió un error, por favor inténtalo más tarde',
  /** The accessible name of a button that deletes a person's account. */
  deletePerson: (name: string) => `Eliminar a ${name}`,
} as const;
