import { pageTitle } from '@/config/page-title.ts';

/** Labels and status texts of the catalog's selects. */
export const CATALOG_TEXT = {
  cityPicker: { label: 'Ciudad', loading: 'Cargando ciudades…', error: 'No pudimos cargar las ciudades.' },
  areaPicker: { label: 'Área de estudio', loading: 'Cargando áreas…', error: 'No pudimos cargar las áreas.' },
} as const;

/** How /catalogos names each list and its entries (áreas and ciudades are feminine, semestres masculine). */
const LIST_TEXT = {
  areas: {
    tab: 'Áreas de estudio',
    newLabel: 'Nueva área de estudio',
    active: 'Activa',
    retired: 'Retirada',
    loading: 'Cargando áreas de estudio',
    error: 'No pudimos cargar las áreas de estudio.',
    empty: 'Aún no hay áreas de estudio. Escribe la primera arriba y elige «Agregar».',
    listLabel: 'Áreas de estudio',
    retireBody:
      'Dejará de ofrecerse al elegir áreas (intereses, Explorar y el editor de carreras). Las carreras y los estudiantes que ya la tienen la conservan.',
  },
  cities: {
    tab: 'Ciudades',
    newLabel: 'Nueva ciudad',
    active: 'Activa',
    retired: 'Retirada',
    loading: 'Cargando ciudades',
    error: 'No pudimos cargar las ciudades.',
    empty: 'Aún no hay ciudades. Escribe la primera arriba y elige «Agregar».',
    listLabel: 'Ciudades',
    retireBody:
      'Dejará de ofrecerse al elegir ciudad (intereses, Explorar, campus y preparatorias nuevas). Los campus, las preparatorias y los estudiantes que ya la tienen la conservan.',
  },
  semesters: {
    tab: 'Semestres',
    newLabel: 'Nuevo semestre',
    active: 'Activo',
    retired: 'Retirado',
    loading: 'Cargando semestres',
    error: 'No pudimos cargar los semestres.',
    empty: 'Aún no hay semestres. Escribe el primero arriba y elige «Agregar».',
    listLabel: 'Semestres, en su orden',
    retireBody: 'Dejará de ofrecerse en el registro y en el perfil. Los estudiantes que ya lo tienen lo conservan.',
  },
} as const;

/** What /catalogos says (admins: areas of study, cities and semesters). */
export const CATALOG_ADMIN_TEXT = {
  pageTitle: pageTitle('Catálogos'),
  title: 'Catálogos',
  intro:
    'Las listas de las que eligen estudiantes, orientadores y administradores. Lo retirado ya no se ofrece, pero se queda en los registros que lo tienen.',
  tabsLabel: 'Catálogos',
  lists: LIST_TEXT,
  add: 'Agregar',
  adding: 'Agregando…',
  rename: 'Renombrar',
  renameLabel: (name: string) => `Renombrar «${name}»`,
  renameTitle: (name: string) => `Renombrar «${name}»`,
  nameField: 'Nombre',
  /** A city's name and time zone are edited together. */
  edit: 'Editar',
  editLabel: (name: string) => `Editar «${name}»`,
  editTitle: (name: string) => `Editar «${name}»`,
  timeZoneField: 'Zona horaria',
  timeZoneHint: 'Los horarios de los campus de la ciudad se muestran en esta zona.',
  /** 'hora del centro' → 'Hora del centro'. */
  zoneLabel: (label: string) => label.charAt(0).toUpperCase() + label.slice(1),
  retire: 'Retirar',
  retireLabel: (name: string) => `Retirar «${name}»`,
  retireTitle: (name: string) => `¿Retirar «${name}»?`,
  retiring: 'Retirando…',
  reactivate: 'Reactivar',
  reactivateLabel: (name: string) => `Reactivar «${name}»`,
  position: (n: number) => `${n}.`,
  added: (name: string) => `Se agregó «${name}»`,
  renamed: (name: string) => `Se renombró a «${name}»`,
  edited: (name: string) => `Se guardaron los cambios de «${name}»`,
  retired: (name: string) => `Se retiró «${name}»`,
  reactivated: (name: string) => `Se reactivó «${name}»`,
  saveError: 'No pudimos guardar el cambio. Inténtalo de nuevo.',
} as const;
