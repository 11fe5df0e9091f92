import { pageTitle } from '@/config/page-title.ts';
import { mxNumber } from '@tlp/shared/mx-numbers';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${mxNumber(n)} ${many}`);

/** What the Explore screen says. */
export const EXPLORE_TEXT = {
  pageTitle: pageTitle('Explorar'),
  title: 'Explorar',
  intro: 'Busca carreras y campus por nombre, área de estudio o ciudad, y abre los que te llamen la atención.',
  search: 'Buscar carreras o campus',
  view: 'Mostrar',
  views: { degrees: 'Carreras', campuses: 'Campus' },
  filters: 'Filtros',
  areas: 'Áreas de estudio',
  cities: 'Ciudades',
  anyArea: 'Todas las áreas',
  anyCity: 'Todas las ciudades',
  loadingOptions: 'Cargando opciones…',
  clear: 'Quitar filtros',
  results: { degrees: 'Carreras encontradas', campuses: 'Campus encontrados' },
  count: {
    degrees: (n: number) => count(n, 'carrera', 'carreras'),
    campuses: (n: number) => count(n, 'campus', 'campus'),
  },
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  pages: 'Páginas de resultados',
  loading: { degrees: 'Cargando carreras', campuses: 'Cargando campus' },
  error: {
    degrees: 'No pudimos cargar las carreras. Revisa tu conexión e inténtalo de nuevo.',
    campuses: 'No pudimos cargar los campus. Revisa tu conexión e inténtalo de nuevo.',
  },
  noResults: {
    degrees:
      'No encontramos carreras con esa búsqueda y esos filtros. Prueba con otras palabras o quita algunos filtros.',
    campuses:
      'No encontramos campus con esa búsqueda y esos filtros. Prueba con otras palabras o quita algunos filtros.',
  },
  empty: {
    degrees: 'Aún no hay carreras registradas. Vuelve pronto.',
    campuses: 'Aún no hay campus registrados. Vuelve pronto.',
  },
  pastTheEnd: 'Esta página ya no tiene resultados.',
  firstPage: 'Ir a la primera página',
  degreesOfCampus: (n: number) => count(n, 'carrera', 'carreras'),
  areaOf: (area: string) => `Área: ${area}`,
  perYear: (amount: string) => `${amount} al año`,
} as const;
