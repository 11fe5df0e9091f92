import { LABOUR_CSV_COLUMNS } from '@tlp/shared/labour-market';
import { pageTitle } from '@/config/page-title.ts';
import { UI_TEXT } from '@/config/ui-text.ts';

export const LABOUR_PAGE_TEXT = {
  pageTitle: pageTitle('Cifras laborales'),
  title: 'Cifras laborales',
  intro:
    'Salario, desempleo, informalidad y retorno de cada campo de estudio (CMPE 2016). Las carreras de un campo muestran sus cifras del año más reciente a los estudiantes.',
  importTitle: 'Importar cifras',
  importIntro:
    'Sube un archivo CSV o pega su contenido. Si alguna fila tiene un error, no se importa ninguna: corrige el archivo y vuelve a intentarlo.',
  header: 'Encabezado del archivo',
  columns: LABOUR_CSV_COLUMNS.join(','),
  pickFile: 'Elegir archivo CSV',
  fileChosen: (name: string) => `Archivo: ${name}`,
  fileUnreadable: 'No pudimos leer el archivo. Revisa que sea un CSV de texto.',
  paste: 'Contenido del CSV',
  pasteHelp: 'Al elegir un archivo, su contenido aparece aquí; también puedes pegarlo o corregirlo.',
  nothing: 'Elige un archivo o pega el contenido del CSV.',
  import: 'Importar',
  importing: 'Importando…',
  imported: (n: number) => (n === 1 ? 'Se importó 1 campo' : `Se importaron ${n} campos`),
  errorsCaption: 'Errores del archivo, por fila',
  row: 'Fila',
  problem: 'Columna y error',
  rowOf: (row: number) => `Fila ${row}`,
  wholeRow: 'Toda la fila',
  failed: UI_TEXT.tryLater,
  listTitle: 'Cifras actuales',
  loading: 'Cargando las cifras laborales',
  loadError: 'No pudimos cargar las cifras laborales.',
  empty: 'Aún no hay cifras laborales. Importa un CSV para que las carreras las muestren.',
  yearOf: (year: number) => `Año ${year}`,
  tableCaption: 'Cifras laborales actuales por campo de estudio',
  fieldColumn: 'Campo de estudio',
  yearColumn: 'Año',
  sourceColumn: 'Fuente',
} as const;
