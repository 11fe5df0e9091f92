/**
 * Degree texts (health, engineering, exact, biological and agricultural sciences). Each degree
 * has two openings and one detail; the description combines them with a campus sentence.
 */
import type { AreaKey } from './reference-data.ts';

export interface DegreeTemplate {
  area: AreaKey;
  intro: [string, string];
  detail: string;
}

export const SCIENCE_DEGREES = {
  Medicina: {
    area: 'salud',
    intro: [
      'Forma médicos generales capaces de diagnosticar, tratar y prevenir las enfermedades más frecuentes en México.',
      'Prepárate para cuidar la salud de las personas con bases sólidas en ciencias biomédicas y práctica clínica desde los primeros semestres.',
    ],
    detail: 'Incluye rotaciones hospitalarias, internado de pregrado y un año de servicio social.',
  },
  Enfermería: {
    area: 'salud',
    intro: [
      'Aprende a brindar cuidados integrales a pacientes, familias y comunidades en hospitales, clínicas y centros de salud.',
      'Una carrera con alta demanda laboral que combina conocimiento científico, técnica clínica y trato humano.',
    ],
    detail: 'Las prácticas en instituciones de salud comienzan desde el segundo año.',
  },
  Nutrición: {
    area: 'salud',
    intro: [
      'Estudia cómo la alimentación influye en la salud y diseña planes nutricionales para personas y poblaciones.',
      'Conviértete en especialista en alimentación saludable, nutrición clínica y prevención de la obesidad y la diabetes.',
    ],
    detail: 'Trabajarás en consultorio, hospitales, industria alimentaria y programas comunitarios.',
  },
  Odontología: {
    area: 'salud',
    intro: [
      'Forma cirujanos dentistas que previenen, diagnostican y tratan las enfermedades de la boca.',
      'Combina ciencia, destreza manual y atención al paciente para cuidar la salud bucal.',
    ],
    detail: 'Atenderás pacientes reales en clínicas universitarias bajo la supervisión de especialistas.',
  },
  Psicología: {
    area: 'salud',
    intro: [
      'Comprende el comportamiento humano y los procesos mentales para apoyar el bienestar de personas y grupos.',
      'Estudia la mente y la conducta con enfoques clínico, educativo, social y organizacional.',
    ],
    detail: 'Realizarás prácticas supervisadas en centros de atención psicológica, escuelas y empresas.',
  },
  Fisioterapia: {
    area: 'salud',
    intro: [
      'Aprende a rehabilitar el movimiento y la función física de pacientes con lesiones o enfermedades.',
      'Una carrera para quienes disfrutan ayudar a otros a recuperar su movilidad y calidad de vida.',
    ],
    detail: 'Cuenta con laboratorios de biomecánica y prácticas en centros de rehabilitación.',
  },
  'Ingeniería en Sistemas Computacionales': {
    area: 'ingenieria',
    intro: [
      'Diseña, desarrolla y administra sistemas de software, redes y bases de datos para organizaciones de todo tipo.',
      'Aprende a programar y a resolver problemas reales con tecnología, desde aplicaciones web hasta inteligencia artificial.',
    ],
    detail: 'Trabajarás en proyectos con empresas del sector tecnológico desde los últimos semestres.',
  },
  'Ingeniería en Software': {
    area: 'ingenieria',
    intro: [
      'Forma ingenieros que construyen software confiable, seguro y escalable trabajando en equipo.',
      'Domina el ciclo completo de un producto digital: requisitos, diseño, código, pruebas y despliegue.',
    ],
    detail: 'Usarás metodologías ágiles y herramientas que emplea la industria hoy.',
  },
  'Ingeniería Mecatrónica': {
    area: 'ingenieria',
    intro: [
      'Integra mecánica, electrónica y programación para diseñar robots, máquinas inteligentes y sistemas automatizados.',
      'Si te gusta armar, programar y entender cómo funcionan las máquinas, esta carrera es para ti.',
    ],
    detail: 'Los laboratorios de robótica y manufactura te permiten construir prototipos desde el inicio.',
  },
  'Ingeniería Civil': {
    area: 'ingenieria',
    intro: [
      'Planea, diseña y construye la infraestructura que mueve al país: puentes, carreteras, edificios y redes de agua.',
      'Aprende a calcular estructuras y a dirigir obras seguras, sostenibles y resistentes a sismos.',
    ],
    detail: 'Harás prácticas de campo en obras y laboratorios de materiales y suelos.',
  },
  'Ingeniería Industrial': {
    area: 'ingenieria',
    intro: [
      'Optimiza procesos de producción y servicios para que las organizaciones sean más eficientes y competitivas.',
      'Combina ingeniería, administración y análisis de datos para mejorar la calidad y la productividad.',
    ],
    detail: 'Es una de las carreras con más oportunidades en la industria manufacturera del país.',
  },
  'Ingeniería Mecánica': {
    area: 'ingenieria',
    intro: [
      'Diseña y mantiene máquinas, motores y sistemas térmicos que impulsan a la industria.',
      'Estudia la energía, el movimiento y los materiales para crear soluciones mecánicas innovadoras.',
    ],
    detail: 'Trabajarás con software de diseño asistido y talleres de manufactura.',
  },
  'Ingeniería en Energías Renovables': {
    area: 'ingenieria',
    intro: [
      'Desarrolla proyectos de energía solar, eólica y de biomasa para un futuro más limpio.',
      'Prepárate para la transición energética diseñando sistemas eficientes y sostenibles.',
    ],
    detail: 'Incluye prácticas en instalaciones fotovoltaicas y auditorías energéticas.',
  },
  'Ingeniería Biomédica': {
    area: 'ingenieria',
    intro: [
      'Aplica la ingeniería a la medicina: diseña equipo médico, prótesis y tecnología para hospitales.',
      'Une electrónica, biología y programación para mejorar el diagnóstico y el tratamiento de pacientes.',
    ],
    detail: 'Colaborarás con hospitales en proyectos de mantenimiento y desarrollo de dispositivos.',
  },
  'Matemáticas Aplicadas': {
    area: 'exactas',
    intro: [
      'Usa modelos matemáticos para resolver problemas de ingeniería, finanzas, ciencia de datos y logística.',
      'Una carrera para quienes disfrutan el razonamiento lógico y quieren aplicarlo en problemas reales.',
    ],
    detail: 'Aprenderás programación científica, optimización y estadística.',
  },
  Actuaría: {
    area: 'exactas',
    intro: [
      'Mide y administra el riesgo con matemáticas, estadística y finanzas.',
      'Los actuarios diseñan seguros, pensiones e inversiones con base en modelos de probabilidad.',
    ],
    detail: 'Tiene excelente empleabilidad en aseguradoras, bancos y consultorías.',
  },
  Física: {
    area: 'exactas',
    intro: [
      'Estudia las leyes fundamentales de la naturaleza, desde las partículas hasta el universo.',
      'Desarrolla pensamiento científico y habilidades experimentales para investigar y crear tecnología.',
    ],
    detail: 'Participarás en proyectos de investigación con laboratorios de óptica y física computacional.',
  },
  Química: {
    area: 'exactas',
    intro: [
      'Comprende y transforma la materia para desarrollar medicamentos, materiales y procesos industriales.',
      'Una formación científica sólida con mucho trabajo de laboratorio y análisis instrumental.',
    ],
    detail: 'Egresarás listo para la industria farmacéutica, alimentaria o para la investigación.',
  },
  'Ciencia de Datos': {
    area: 'exactas',
    intro: [
      'Aprende a extraer conocimiento de grandes volúmenes de datos con estadística, programación y aprendizaje automático.',
      'Convierte los datos en decisiones: una de las profesiones más buscadas por empresas y gobiernos.',
    ],
    detail: 'Trabajarás con casos reales de salud, comercio y movilidad urbana.',
  },
  Biología: {
    area: 'biologia',
    intro: [
      'Estudia los seres vivos, su evolución y sus interacciones con el ambiente.',
      'México es uno de los países con mayor biodiversidad del mundo: aprende a conocerla y protegerla.',
    ],
    detail: 'Incluye salidas de campo y trabajo en laboratorios de biología molecular.',
  },
  'Ciencias Ambientales': {
    area: 'biologia',
    intro: [
      'Analiza los problemas ambientales y diseña soluciones para el agua, el aire, el suelo y la biodiversidad.',
      'Forma profesionales que impulsan el desarrollo sostenible en comunidades, empresas y gobierno.',
    ],
    detail: 'Realizarás proyectos de campo sobre cambio climático y manejo de recursos naturales.',
  },
  Biotecnología: {
    area: 'biologia',
    intro: [
      'Utiliza organismos y procesos biológicos para crear productos en salud, alimentos y medio ambiente.',
      'Une biología, química e ingeniería para innovar en vacunas, biocombustibles y alimentos.',
    ],
    detail: 'Cuenta con laboratorios de microbiología y bioprocesos.',
  },
  'Ingeniería Ambiental': {
    area: 'biologia',
    intro: [
      'Diseña sistemas para tratar agua, manejar residuos y controlar la contaminación.',
      'Aplica la ingeniería al cuidado del planeta con proyectos de remediación y gestión ambiental.',
    ],
    detail: 'Harás prácticas en plantas de tratamiento y empresas con certificación ambiental.',
  },
  Agronomía: {
    area: 'agro',
    intro: [
      'Aprende a producir alimentos de forma eficiente y sostenible con tecnología agrícola moderna.',
      'Forma profesionales del campo mexicano: cultivos, suelos, riego y agronegocios.',
    ],
    detail: 'Tendrás prácticas en campos experimentales e invernaderos.',
  },
  'Medicina Veterinaria y Zootecnia': {
    area: 'agro',
    intro: [
      'Cuida la salud de animales de compañía, de granja y silvestres, y la inocuidad de los alimentos de origen animal.',
      'Una carrera para quienes aman a los animales y quieren trabajar con ciencia y responsabilidad.',
    ],
    detail: 'Incluye prácticas en hospital veterinario y ranchos de producción.',
  },
} satisfies Record<string, DegreeTemplate>;
