/**
 * The demo campuses: invented universities (no real trademarks) spread over every city, each
 * with its own description and the degrees it teaches.
 */
import type { CityName } from './reference-data.ts';
import type { SCIENCE_DEGREES } from './degree-templates-science.ts';
import type { SOCIETY_DEGREES } from './degree-templates-society.ts';

export type DegreeName = keyof typeof SCIENCE_DEGREES | keyof typeof SOCIETY_DEGREES;

interface CampusSeed {
  name: string;
  city: CityName;
  descripcion: string;
  /** A campus video URL, or null. Demo campuses have none: no video id here could be checked. */
  video: string | null;
  degrees: DegreeName[];
}

const UMC = 'Universidad Metropolitana del Centro';
const ITA = 'Instituto Tecnológico del Altiplano';
const UAPN = 'Universidad Autónoma del Pacífico Norte';
const URCA = 'Universidad Regiomontana de Ciencias y Artes';
const UOJ = 'Universidad Occidental de Jalisco';
const ICTM = 'Instituto Culinario y Turístico Mesoamericano';

const c = (name: string, city: CityName, descripcion: string, degrees: DegreeName[]): CampusSeed => ({
  name,
  city,
  descripcion,
  video: null,
  degrees,
});

export const CAMPUSES: CampusSeed[] = [
  c(
    `${UMC}, Campus Coyoacán`,
    'Ciudad de México',
    'Un campus arbolado en el sur de la ciudad, a unos pasos del transporte público. Sus laboratorios de cómputo y robótica están abiertos a los estudiantes todo el día. Cuenta con biblioteca, gimnasio y un programa de tutorías para primer ingreso.',
    [
      'Ingeniería en Sistemas Computacionales',
      'Ingeniería Mecatrónica',
      'Medicina',
      'Psicología',
      'Administración de Empresas',
      'Derecho',
      'Comunicación',
    ],
  ),
  c(
    `${UMC}, Campus Santa Fe`,
    'Ciudad de México',
    'Un edificio moderno en el corredor corporativo de Santa Fe, con vinculación directa con empresas de tecnología y finanzas. Ofrece horarios matutino y vespertino y un centro de emprendimiento.',
    [
      'Ingeniería en Software',
      'Ingeniería Industrial',
      'Ciencia de Datos',
      'Finanzas',
      'Negocios Internacionales',
      'Mercadotecnia',
    ],
  ),
  c(
    'Instituto de Ciencias de la Salud Xochimilco',
    'Ciudad de México',
    'Una institución dedicada a las ciencias de la salud, con clínicas universitarias que atienden a la comunidad. Sus estudiantes practican en hospitales con los que tiene convenio desde los primeros semestres.',
    ['Medicina', 'Enfermería', 'Nutrición', 'Odontología', 'Fisioterapia', 'Ingeniería Biomédica'],
  ),
  c(
    'Centro Universitario Lomas del Bosque',
    'Ciudad de México',
    'Un campus pequeño y cercano, con grupos reducidos y profesores que conocen a cada estudiante por su nombre. Destaca por sus talleres de diseño y su programa de intercambio.',
    [
      'Arquitectura',
      'Diseño Gráfico',
      'Diseño Industrial',
      'Ingeniería Civil',
      'Relaciones Internacionales',
      'Pedagogía',
      'Psicología',
    ],
  ),
  c(
    `${ICTM}, Campus Ciudad de México`,
    'Ciudad de México',
    'Cocinas profesionales, un restaurante escuela abierto al público y un hotel de prácticas en la colonia Roma. Aquí la teoría se aprende con las manos en la masa.',
    ['Gastronomía', 'Turismo', 'Administración Hotelera', 'Mercadotecnia'],
  ),
  c(
    `${UOJ}, Campus Zapopan`,
    'Guadalajara',
    'El campus más grande de la universidad, con áreas verdes, canchas y un parque tecnológico donde se incuban empresas de software. Tiene un fuerte vínculo con la industria electrónica de Jalisco.',
    [
      'Ingeniería en Sistemas Computacionales',
      'Ingeniería en Software',
      'Ingeniería Mecatrónica',
      'Administración de Empresas',
      'Mercadotecnia',
      'Diseño Gráfico',
      'Ciencia de Datos',
    ],
  ),
  c(
    `${UOJ}, Campus Centro`,
    'Guadalajara',
    'Ubicado en un edificio histórico restaurado del centro tapatío. Reúne las carreras de humanidades, derecho y salud, con una biblioteca de más de cien mil volúmenes.',
    ['Derecho', 'Psicología', 'Medicina', 'Enfermería', 'Historia', 'Letras Hispánicas'],
  ),
  c(
    `${ICTM}, Campus Guadalajara`,
    'Guadalajara',
    'Un campus dedicado a la gastronomía y la hospitalidad, con cocina de tradición jalisciense y talleres de coctelería y panadería.',
    ['Gastronomía', 'Turismo', 'Administración Hotelera', 'Nutrición'],
  ),
  c(
    `${URCA}, Campus Cumbres`,
    'Monterrey',
    'Un campus con vista al Cerro de las Mitras, laboratorios de manufactura avanzada y un centro deportivo completo. Sus egresados trabajan en la industria regiomontana y en empresas globales.',
    [
      'Ingeniería Industrial',
      'Ingeniería Mecánica',
      'Ingeniería Civil',
      'Contaduría Pública',
      'Administración de Empresas',
      'Arquitectura',
    ],
  ),
  c(
    `${URCA}, Campus San Pedro`,
    'Monterrey',
    'Un campus orientado a los negocios y el diseño, con salas de simulación financiera y estudios de producción audiovisual.',
    [
      'Finanzas',
      'Economía',
      'Negocios Internacionales',
      'Diseño de Modas',
      'Producción Audiovisual',
      'Comunicación Digital',
      'Derecho',
    ],
  ),
  c(
    'Instituto de Ingeniería del Noreste',
    'Monterrey',
    'Una escuela de ingeniería con proyectos aplicados para la industria del acero, el automóvil y la energía. Cada estudiante realiza una residencia profesional antes de egresar.',
    [
      'Ingeniería Mecatrónica',
      'Ingeniería en Energías Renovables',
      'Ingeniería Ambiental',
      'Química',
      'Física',
      'Matemáticas Aplicadas',
    ],
  ),
  c(
    `${UMC}, Campus Puebla`,
    'Puebla',
    'A unos minutos del centro histórico, con laboratorios de química y un hospital de simulación. Su programa de becas apoya a estudiantes de toda la región.',
    ['Medicina', 'Enfermería', 'Química', 'Ingeniería Industrial', 'Administración de Empresas', 'Derecho'],
  ),
  c(
    'Universidad Talavera',
    'Puebla',
    'Una universidad de tradición humanista, con talleres de arte, música y diseño en una antigua casona poblana. Promueve la cultura y el servicio a la comunidad.',
    ['Artes Visuales', 'Música', 'Filosofía', 'Arquitectura', 'Pedagogía', 'Diseño Gráfico'],
  ),
  c(
    `${UMC}, Campus Querétaro`,
    'Querétaro',
    'Un campus nuevo junto al parque industrial, con laboratorios de aeronáutica y automatización. Ideal para quienes buscan ingeniería con prácticas en empresas desde el quinto semestre.',
    [
      'Ingeniería Mecatrónica',
      'Ingeniería Industrial',
      'Ingeniería en Sistemas Computacionales',
      'Ingeniería Biomédica',
      'Medicina',
      'Nutrición',
      'Negocios Internacionales',
    ],
  ),
  c(
    `${ITA}, Campus Querétaro`,
    'Querétaro',
    'Un instituto tecnológico con enfoque práctico y residencias profesionales en la industria del Bajío. Cuenta con invernaderos y laboratorios de biotecnología.',
    ['Ingeniería en Software', 'Ingeniería Civil', 'Biotecnología', 'Agronomía', 'Psicología', 'Contaduría Pública'],
  ),
  c(
    'Universidad Peninsular Maya, Campus Norte',
    'Mérida',
    'Un campus rodeado de vegetación yucateca, con centro de investigación sobre cenotes y ecosistemas costeros. Ofrece carreras en salud, ciencias y negocios.',
    ['Biología', 'Ciencias Ambientales', 'Medicina', 'Odontología', 'Administración de Empresas', 'Arquitectura'],
  ),
  c(
    `${ICTM}, Campus Mérida`,
    'Mérida',
    'Cocina yucateca, turismo de naturaleza y hospitalidad en la capital cultural del sureste. Sus estudiantes hacen prácticas en haciendas y hoteles de la península.',
    ['Gastronomía', 'Turismo', 'Administración Hotelera', 'Enseñanza del Inglés'],
  ),
  c(
    'Universidad Leonesa del Bajío, Campus Centro',
    'León',
    'Una universidad con tradición en diseño y negocios, ligada a la industria del calzado y la piel. Su incubadora apoya proyectos de emprendimiento estudiantil.',
    ['Diseño de Modas', 'Diseño Industrial', 'Administración de Empresas', 'Mercadotecnia', 'Derecho', 'Psicología'],
  ),
  c(
    `${ITA}, Campus León`,
    'León',
    'Un campus tecnológico con talleres de manufactura y laboratorios de electrónica. Mantiene convenios con la industria automotriz de Guanajuato.',
    [
      'Ingeniería Mecánica',
      'Ingeniería Industrial',
      'Ingeniería Mecatrónica',
      'Ingeniería en Sistemas Computacionales',
      'Contaduría Pública',
    ],
  ),
  c(
    `${UMC}, Campus Toluca`,
    'Toluca',
    'Un campus amplio en la zona de Metepec con canchas, auditorio y biblioteca digital. Ofrece carreras en salud, derecho y ciencias sociales.',
    [
      'Derecho',
      'Criminología',
      'Enfermería',
      'Psicología',
      'Ciencias Políticas y Administración Pública',
      'Ingeniería Civil',
    ],
  ),
  c(
    'Universidad Xinantécatl',
    'Toluca',
    'Una universidad a la sombra del Nevado de Toluca, con estación de campo para estudios ambientales y agropecuarios.',
    ['Medicina Veterinaria y Zootecnia', 'Agronomía', 'Ciencias Ambientales', 'Biología', 'Educación Física y Deporte'],
  ),
  c(
    `${UAPN}, Campus Tijuana`,
    'Tijuana',
    'Un campus binacional a minutos de la frontera, con programas en inglés y español y prácticas en la industria maquiladora y médica.',
    [
      'Ingeniería Biomédica',
      'Ingeniería Industrial',
      'Negocios Internacionales',
      'Enseñanza del Inglés',
      'Medicina',
      'Odontología',
    ],
  ),
  c(
    'Centro de Estudios Superiores Frontera Norte',
    'Tijuana',
    'Una institución joven enfocada en la creatividad y la tecnología, con estudios de video, sonido y desarrollo de videojuegos.',
    ['Producción Audiovisual', 'Comunicación Digital', 'Diseño Gráfico', 'Ingeniería en Software'],
  ),
  c(
    `${ITA}, Campus San Luis Potosí`,
    'San Luis Potosí',
    'Un instituto con laboratorios de metalurgia y automatización, y vínculos con la industria automotriz del estado.',
    ['Ingeniería Mecánica', 'Ingeniería Mecatrónica', 'Ingeniería Ambiental', 'Química', 'Administración de Empresas'],
  ),
  c(
    'Universidad Potosina de Humanidades',
    'San Luis Potosí',
    'Una universidad en el centro histórico potosino, con fuerte tradición en humanidades, educación y ciencias sociales.',
    ['Historia', 'Filosofía', 'Sociología', 'Pedagogía', 'Educación Preescolar', 'Trabajo Social'],
  ),
  c(
    `${ITA}, Campus Aguascalientes`,
    'Aguascalientes',
    'Un campus con espacios de coworking, laboratorios de cómputo y un programa de emprendimiento tecnológico. Cerca del corredor industrial de la ciudad.',
    [
      'Ingeniería en Sistemas Computacionales',
      'Ingeniería Industrial',
      'Ciencia de Datos',
      'Actuaría',
      'Contaduría Pública',
      'Psicología',
    ],
  ),
  c(
    'Universidad Tierra Purépecha',
    'Morelia',
    'Una universidad en la capital michoacana comprometida con la cultura y el desarrollo regional. Tiene laboratorios de ciencias y un programa de servicio comunitario.',
    ['Medicina', 'Enfermería', 'Biología', 'Agronomía', 'Derecho', 'Historia', 'Arquitectura'],
  ),
  c(
    'Universidad del Valle de Antequera',
    'Oaxaca',
    'Un campus con arquitectura de cantera verde, inspirado en la riqueza cultural de Oaxaca. Impulsa proyectos de turismo sostenible y gastronomía tradicional.',
    ['Turismo', 'Gastronomía', 'Sociología', 'Artes Visuales', 'Ciencias Ambientales', 'Administración de Empresas'],
  ),
  c(
    'Universidad Costa de Sotavento',
    'Veracruz',
    'Un campus junto al mar, con laboratorio de biología marina y escuela de negocios portuarios. Sus estudiantes hacen prácticas en el puerto de Veracruz.',
    ['Biología', 'Negocios Internacionales', 'Ingeniería Civil', 'Turismo', 'Medicina', 'Comunicación'],
  ),
  c(
    'Instituto Superior Sierra Alta',
    'Chihuahua',
    'Un instituto con enfoque en ingeniería, minería sustentable y agronegocios del norte del país. Ofrece becas para estudiantes de comunidades serranas.',
    ['Ingeniería Industrial', 'Ingeniería en Energías Renovables', 'Agronomía', 'Contaduría Pública', 'Enfermería'],
  ),
  c(
    `${UAPN}, Campus Hermosillo`,
    'Hermosillo',
    'Un campus con uno de los parques solares universitarios más grandes del país. Destaca en energías renovables, medicina y ciencias exactas.',
    ['Ingeniería en Energías Renovables', 'Física', 'Matemáticas Aplicadas', 'Medicina', 'Nutrición', 'Derecho'],
  ),
  c(
    `${UAPN}, Campus Culiacán`,
    'Culiacán',
    'Un campus con campos experimentales y laboratorios de sanidad vegetal, en el corazón agrícola de Sinaloa.',
    ['Agronomía', 'Medicina Veterinaria y Zootecnia', 'Biotecnología', 'Administración de Empresas', 'Psicología'],
  ),
  c(
    `${URCA}, Campus Saltillo`,
    'Saltillo',
    'Un campus con tradición en artes y negocios, con galería, teatro universitario y laboratorios de manufactura.',
    ['Artes Visuales', 'Música', 'Ingeniería Mecánica', 'Mercadotecnia', 'Periodismo', 'Economía'],
  ),
];
