import { MAIL_STATUS_LABELS } from '@tlp/shared/mail';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

/** What /correos says. */
export const MAIL_TEXT = {
  pageTitle: pageTitle('Correos'),
  title: 'Correos',
  intro: 'Los correos que envía la plataforma, del más reciente al más antiguo.',
  statusFilter: 'Estado',
  allStatuses: 'Todos',
  statuses: MAIL_STATUS_LABELS,
  loading: 'Cargando correos',
  listLabel: 'Correos enviados y por enviar',
  error: 'No pudimos cargar los correos. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'Aún no se ha enviado ningún correo',
  emptyFiltered: 'No hay correos con este estado.',
  columns: {
    subject: 'Asunto',
    recipient: 'Destinatario',
    status: 'Estado',
    attempts: 'Intentos',
    lastError: 'Último error',
    createdAt: 'Creado',
    actions: 'Acciones',
  },
  noError: '—',
  retry: UI_TEXT.retry,
  retryLabel: (subject: string) => `Reintentar el correo «${subject}»`,
  confirmTitle: '¿Reintentar este correo?',
  confirmBody: (subject: string, recipient: string) =>
    `Volveremos a enviar «${subject}» a ${recipient}, con sus intentos en cero.`,
  confirm: 'Reintentar',
  retrying: 'Reintentando…',
  retried: 'El correo volvió a la cola: se enviará en unos segundos',
  retryConflict: 'Este correo ya no se puede reintentar. Actualizamos la lista.',
  retryFailed: 'No pudimos reintentar el correo. Inténtalo de nuevo.',
} as const;
