import { LIMITS } from '@tlp/shared/limits';
import { pageTitle } from '@/config/page-title.ts';

/** What the favourites screen says. */
export const FAVORITES_TEXT = {
  pageTitle: pageTitle('Mis carreras favoritas'),
  title: 'Mis carreras favoritas',
  intro: `Aquí guardas las carreras que más te interesan; puedes tener hasta ${LIMITS.maxFavorites}. Desde cada carrera puedes agendar una reunión con la universidad.`,
  count: (n: number) => (n === 1 ? '1 carrera favorita' : `${n} carreras favoritas`),
  loading: 'Cargando tus carreras favoritas',
  loadError: 'No pudimos cargar tus carreras favoritas.',
  empty:
    'Aún no tienes carreras favoritas. Explora los campus que coinciden con tus preferencias y presiona “Agregar a favoritas” en las carreras que te gusten.',
  discover: 'Descubrir campus',
  remove: 'Quitar',
  removeLabel: (name: string) => `Quitar de favoritas: ${name}`,
  /** Under a favourite that has a meeting, beside its disabled 'Quitar'. */
  removeBlocked: 'Tiene una reunión agendada, así que no puedes quitarla de tus favoritas.',
  confirmTitle: '¿Quitar de tus favoritas?',
  confirmBody: (name: string, campus: string) =>
    `${name} (${campus}) dejará de estar en tus favoritas. Puedes volver a agregarla desde la página de la carrera.`,
  confirm: 'Quitar',
  removing: 'Quitando…',
  removed: (name: string) => `Quitaste ${name} de tus favoritas`,
} as const;

/** The home's 'Favoritas' section. */
export const HOME_FAVORITES_TEXT = {
  title: 'Favoritas',
  more: 'Ver más',
  empty:
    'Aún no tienes carreras favoritas. Presiona “Agregar a favoritas” en las carreras que te interesen y aparecerán aquí.',
  loading: 'Cargando tus carreras favoritas',
  error: 'No pudimos cargar tus carreras favoritas.',
} as const;
