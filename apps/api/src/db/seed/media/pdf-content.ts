/**
 * Text of the generated 'Plan de estudios' and 'Becas' PDFs of a degree (illustrative demo
 * content, built from the degree, its campus and its area).
 */
import { AREAS } from '../reference-data.ts';

export interface DegreeInfo {
  id: number;
  name: string;
  campus: string;
  city: string;
  area: string;
}

/** Disciplinary subjects by area (semesters 3 to 6). */
const AREA_SUBJECTS: Record<string, string[]> = {
  [AREAS.salud.name]: [
    'Anatomía',
    'Fisiología',
    'Bioquímica',
    'Farmacología',
    'Salud pública',
    'Epidemiología',
    'Práctica clínica I',
    'Práctica clínica II',
  ],
  [AREAS.ingenieria.name]: [
    'Cálculo diferencial',
    'Cálculo integral',
    'Programación',
    'Física',
    'Electrónica',
    'Diseño asistido por computadora',
    'Control automático',
    'Gestión de proyectos',
  ],
  [AREAS.sociales.name]: [
    'Teoría social',
    'Historia de México',
    'Métodos de investigación',
    'Estadística social',
    'Economía política',
    'Políticas públicas',
    'Geopolítica',
    'Análisis de datos sociales',
  ],
  [AREAS.negocios.name]: [
    'Contabilidad',
    'Microeconomía',
    'Macroeconomía',
    'Matemáticas financieras',
    'Mercadotecnia',
    'Derecho mercantil',
    'Finanzas corporativas',
    'Emprendimiento',
  ],
  [AREAS.artes.name]: [
    'Historia del arte',
    'Teoría crítica',
    'Taller de escritura',
    'Estética',
    'Pensamiento latinoamericano',
    'Gestión cultural',
    'Taller de producción',
    'Seminario de investigación',
  ],
  [AREAS.exactas.name]: [
    'Cálculo',
    'Álgebra lineal',
    'Probabilidad',
    'Ecuaciones diferenciales',
    'Análisis numérico',
    'Programación científica',
    'Estadística',
    'Modelación matemática',
  ],
  [AREAS.derecho.name]: [
    'Introducción al derecho',
    'Derecho romano',
    'Derecho constitucional',
    'Derecho civil',
    'Derecho penal',
    'Amparo',
    'Juicios orales',
    'Derechos humanos',
  ],
  [AREAS.arquitectura.name]: [
    'Dibujo',
    'Geometría descriptiva',
    'Taller de diseño I',
    'Taller de diseño II',
    'Materiales',
    'Historia del diseño',
    'Representación digital',
    'Diseño sustentable',
  ],
  [AREAS.educacion.name]: [
    'Teorías del aprendizaje',
    'Psicología del desarrollo',
    'Didáctica',
    'Planeación educativa',
    'Evaluación',
    'Tecnología educativa',
    'Inclusión educativa',
    'Práctica docente',
  ],
  [AREAS.comunicacion.name]: [
    'Teoría de la comunicación',
    'Redacción',
    'Fotografía',
    'Producción de audio',
    'Producción de video',
    'Comunicación digital',
    'Opinión pública',
    'Ética y medios',
  ],
  [AREAS.biologia.name]: [
    'Biología celular',
    'Química general',
    'Ecología',
    'Genética',
    'Microbiología',
    'Botánica',
    'Zoología',
    'Gestión ambiental',
  ],
  [AREAS.turismo.name]: [
    'Fundamentos de cocina',
    'Patrimonio turístico',
    'Inglés para la hospitalidad',
    'Costos de alimentos y bebidas',
    'Servicio al cliente',
    'Cocina mexicana',
    'Gestión de destinos',
    'Eventos y banquetes',
  ],
  [AREAS.agro.name]: [
    'Biología vegetal',
    'Química agrícola',
    'Edafología',
    'Fisiología animal',
    'Sistemas de riego',
    'Sanidad vegetal',
    'Producción pecuaria',
    'Agronegocios',
  ],
};

const GENERIC = [
  'Fundamentos de la disciplina I',
  'Fundamentos de la disciplina II',
  'Métodos de investigación',
  'Estadística',
  'Taller aplicado I',
  'Taller aplicado II',
  'Ética profesional',
  'Seminario',
];

function subjects(area: string): string[] {
  return AREA_SUBJECTS[area] ?? GENERIC;
}

export function planTitle(d: DegreeInfo): string {
  return `Plan de estudios: ${d.name}`;
}

export function planLines(d: DegreeInfo): string[] {
  const s = subjects(d.area);
  const pair = (i: number) => `${s[i] ?? ''}, ${s[i + 1] ?? ''}`;
  return [
    `${d.campus} · ${d.city}`,
    `Área: ${d.area}. Modalidad escolarizada, 8 semestres (4 años).`,
    '',
    '## Primer año: tronco común',
    '- 1º semestre: Introducción a la profesión, Matemáticas básicas, Comunicación escrita, Inglés I.',
    `- 2º semestre: ${pair(0)}, Pensamiento crítico, Inglés II.`,
    '## Segundo y tercer año: formación disciplinar',
    `- 3º semestre: ${pair(2)}, Tecnologías de la información.`,
    `- 4º semestre: ${pair(4)}, Optativa I.`,
    `- 5º semestre: ${pair(6)}, Metodología de la investigación.`,
    '- 6º semestre: Proyecto integrador I, Optativa II, Optativa III, Liderazgo.',
    '## Cuarto año: especialización y práctica',
    '- 7º semestre: Prácticas profesionales, Proyecto integrador II, Optativa IV.',
    '- 8º semestre: Seminario de titulación, Emprendimiento e innovación, Servicio social.',
    '',
    '## Requisitos de egreso',
    '- Servicio social de 480 horas.',
    '- Acreditar el nivel B1 de inglés.',
    '- Titulación por tesis, proyecto integrador o examen general de egreso.',
  ];
}

export function becasTitle(d: DegreeInfo): string {
  return `Becas: ${d.name}`;
}

export function becasLines(d: DegreeInfo): string[] {
  return [
    `${d.campus} · ${d.city}`,
    `Apoyos disponibles para estudiantes de nuevo ingreso a ${d.name}.`,
    '',
    '## Tipos de beca',
    '- Beca académica: del 20 % al 50 % de la colegiatura para promedios de 8.5 o más.',
    '- Beca de excelencia: hasta 90 % para promedios de 9.5 o más y examen de admisión sobresaliente.',
    '- Beca socioeconómica: según estudio socioeconómico, del 15 % al 60 %.',
    '- Beca deportiva y cultural: para integrantes de equipos representativos y grupos artísticos.',
    '- Convenio con preparatorias: 10 % adicional para egresados de preparatorias con convenio.',
    '',
    '## Requisitos',
    '- Certificado o constancia de estudios de preparatoria con promedio.',
    '- Solicitud de beca y carta de motivos.',
    '- Mantener el promedio mínimo cada semestre para renovarla.',
    '',
    '## Fechas',
    'La convocatoria se publica dos veces al año, antes de cada periodo de inscripción. Agenda una reunión desde Toca la Puerta para conocer los detalles.',
  ];
}
