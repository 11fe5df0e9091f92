/** Texts of the shared page states (loading, error, external links). */
export const PAGE_STATE_TEXT = {
  loading: 'Cargando la página',
  errorTitle: 'No pudimos cargar la página',
  errorBody: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  retry: 'Reintentar',
  newTab: '(se abre en una pestaña nueva)',
} as const;
