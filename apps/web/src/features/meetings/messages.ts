/** The home's 'Reuniones' section. */
export const HOME_MEETINGS_TEXT = {
  title: 'Reuniones',
  empty:
    'Aún no tienes reuniones agendadas. Presiona “Agendar reunión” en tus carreras favoritas para platicar con la universidad.',
  loading: 'Cargando tus reuniones',
  error: 'No pudimos cargar tus reuniones.',
  scheduled: (date: string) => `Agendada el ${date}`,
} as const;

/** The admin's CSV report of every meeting. */
export const MEETINGS_REPORT_TEXT = {
  download: 'Descargar reporte',
  downloading: 'Descargando…',
  downloadError: 'No se pudo descargar el reporte, inténtalo más tarde',
} as const;
