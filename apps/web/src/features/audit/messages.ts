import { AUDIT_ACTION_LABELS } from '@tlp/shared/audit';
import { pageTitle } from '@/config/page-title.ts';

/** What /auditoria says. */
export const AUDIT_TEXT = {
  pageTitle: pageTitle('Auditoría'),
  title: 'Auditoría',
  intro:
    'Cada acción del personal (administradores y orientadores) y cada descarga de datos personales, de la más reciente a la más antigua. Nadie puede editar ni borrar este registro.',
  actions: AUDIT_ACTION_LABELS,
  filters: 'Filtros',
  user: 'Usuario (correo o número)',
  action: 'Acción',
  allActions: 'Todas',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Filtrar',
  clear: 'Limpiar',
  download: 'Descargar CSV',
  downloading: 'Descargando…',
  downloadError: 'No pudimos descargar el CSV. Inténtalo de nuevo.',
  loading: 'Cargando la bitácora',
  error: 'No pudimos cargar la bitácora. Revisa tu conexión e inténtalo de nuevo.',
  empty: 'Aún no hay acciones registradas.',
  emptyFiltered: 'No hay acciones con estos filtros.',
  columns: {
    when: 'Fecha',
    who: 'Usuario',
    action: 'Acción',
    record: 'Registro',
    changes: 'Cambios',
  },
  deletedUser: (id: number) => `Usuario ${id} (cuenta eliminada)`,
  noActor: '—',
  noChanges: '—',
  created: 'Creado',
  deleted: 'Eliminado',
  empty_value: 'vacío',
} as const;
