/** Labels and status texts of the catalog's selects. */
export const CATALOG_TEXT = {
  cityPicker: { label: 'Ciudad', loading: 'Cargando ciudades…', error: 'No pudimos cargar las ciudades.' },
  areaPicker: { label: 'Área de estudio', loading: 'Cargando áreas…', error: 'No pudimos cargar las áreas.' },
} as const;
