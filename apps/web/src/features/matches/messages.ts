import { MATCHES_MESSAGES } from '@tlp/shared/matches';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

export const MATCHES_TEXT = {
  pageTitle: pageTitle('Carreras que coinciden contigo'),
  title: 'Carreras que coinciden contigo',
  intro:
    'Carreras de las ciudades que elegiste cuyas áreas coinciden con tu perfil de intereses, de la que más coincide a la que menos.',
  count: (n: number) => (n === 1 ? '1 carrera coincide contigo' : `${n} carreras coinciden contigo`),
  loading: 'Cargando las carreras que coinciden contigo',
  loadError: 'No pudimos cargar las carreras que coinciden contigo.',
  empty:
    'Por ahora ninguna carrera de tus ciudades coincide con tu perfil. Prueba agregar otra ciudad en tu perfil o explora todas las carreras.',
  explore: 'Ir a Explorar',
  noTest: MATCHES_MESSAGES.testMissing,
  takeTest: 'Hacer el test de intereses',
  seeProfile: 'Ver tu perfil de intereses',
  pager: 'Páginas de carreras que coinciden',
  list: 'Carreras que coinciden contigo',
  modality: 'Modalidad',
  yearlyCost: 'Costo por año',
  noCost: 'Sin dato',
  favorite: 'Agregar a favoritas',
  favoriteLabel: (name: string) => `Agregar a favoritas: ${name}`,
  isFavorite: 'Entre tus favoritas',
  favoriteAdded: '¡Se agregó esta carrera a tu lista de favoritos!',
  failed: UI_TEXT.tryLater,
} as const;
