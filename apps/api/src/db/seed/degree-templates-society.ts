/** Degree texts (social sciences, business, humanities, law, design, education, media, tourism). */
import type { DegreeTemplate } from './degree-templates-science.ts';

export const SOCIETY_DEGREES = {
  'Relaciones Internacionales': {
    area: 'sociales',
    intro: [
      'Analiza la política global, el comercio y la cooperación entre países.',
      'Prepárate para trabajar en diplomacia, organismos internacionales y empresas globales.',
    ],
    detail: 'Incluye el estudio de idiomas y simulaciones de negociación internacional.',
  },
  Sociología: {
    area: 'sociales',
    intro: [
      'Estudia cómo se organizan las sociedades y por qué cambian.',
      'Investiga la desigualdad, la cultura y los movimientos sociales con métodos científicos.',
    ],
    detail: 'Realizarás trabajo de campo e investigación aplicada en comunidades.',
  },
  'Ciencias Políticas y Administración Pública': {
    area: 'sociales',
    intro: [
      'Comprende el poder, el gobierno y las políticas públicas que afectan la vida de todos.',
      'Forma profesionales para el servicio público, las organizaciones civiles y la consultoría política.',
    ],
    detail: 'Harás prácticas en dependencias de gobierno y organizaciones de la sociedad civil.',
  },
  'Trabajo Social': {
    area: 'sociales',
    intro: [
      'Diseña e implementa programas que mejoran las condiciones de vida de personas y comunidades.',
      'Una carrera de vocación social enfocada en la inclusión, la salud comunitaria y los derechos humanos.',
    ],
    detail: 'Las prácticas comunitarias forman parte de cada año de la carrera.',
  },
  'Administración de Empresas': {
    area: 'negocios',
    intro: [
      'Aprende a dirigir organizaciones: planeación, finanzas, mercadotecnia y talento humano.',
      'Desarrolla visión de negocio y liderazgo para emprender o crecer dentro de una empresa.',
    ],
    detail: 'Trabajarás en proyectos de consultoría con pequeñas y medianas empresas.',
  },
  'Contaduría Pública': {
    area: 'negocios',
    intro: [
      'Domina la contabilidad, los impuestos y la auditoría para dar certeza financiera a las organizaciones.',
      'Los contadores públicos son clave en toda empresa: siempre hay demanda de su trabajo.',
    ],
    detail: 'Aprenderás a usar los sistemas contables y fiscales vigentes en México.',
  },
  Economía: {
    area: 'negocios',
    intro: [
      'Analiza cómo se producen y distribuyen los recursos y cómo se toman decisiones económicas.',
      'Usa datos y modelos para entender la inflación, el empleo, el comercio y el desarrollo.',
    ],
    detail: 'Tendrás una fuerte formación cuantitativa en estadística y econometría.',
  },
  Mercadotecnia: {
    area: 'negocios',
    intro: [
      'Descubre qué quieren los consumidores y crea estrategias para marcas, productos y servicios.',
      'Combina creatividad, análisis de datos y comunicación digital para posicionar marcas.',
    ],
    detail: 'Desarrollarás campañas reales para clientes en los talleres de la carrera.',
  },
  'Negocios Internacionales': {
    area: 'negocios',
    intro: [
      'Aprende a llevar empresas mexicanas al mundo: comercio exterior, logística y aduanas.',
      'Una carrera global para quienes quieren negociar con otros países y culturas.',
    ],
    detail: 'Incluye opciones de intercambio académico en el extranjero.',
  },
  Finanzas: {
    area: 'negocios',
    intro: [
      'Aprende a evaluar inversiones, administrar riesgos y tomar decisiones financieras inteligentes.',
      'Forma especialistas en banca, mercados bursátiles y finanzas corporativas.',
    ],
    detail: 'Practicarás con simuladores de mercado y casos de empresas reales.',
  },
  Historia: {
    area: 'artes',
    intro: [
      'Investiga el pasado para comprender el presente de México y del mundo.',
      'Aprende a analizar fuentes, archivos y testimonios para contar la historia con rigor.',
    ],
    detail: 'Trabajarás en archivos, museos y proyectos de divulgación.',
  },
  Filosofía: {
    area: 'artes',
    intro: [
      'Reflexiona sobre las grandes preguntas: el conocimiento, la ética, la política y el sentido de la vida.',
      'Desarrolla pensamiento crítico y argumentación, habilidades valiosas en cualquier profesión.',
    ],
    detail: 'Los seminarios en grupos pequeños fomentan el diálogo y la escritura académica.',
  },
  'Letras Hispánicas': {
    area: 'artes',
    intro: [
      'Estudia la lengua y la literatura en español, de los clásicos a los autores contemporáneos.',
      'Forma escritores, editores, correctores y docentes apasionados por la lectura.',
    ],
    detail: 'Participarás en talleres de creación literaria y proyectos editoriales.',
  },
  'Artes Visuales': {
    area: 'artes',
    intro: [
      'Desarrolla tu propio lenguaje artístico en pintura, escultura, fotografía y medios digitales.',
      'Una formación que combina técnica, teoría del arte y producción de obra propia.',
    ],
    detail: 'Expondrás tu trabajo en la galería universitaria cada semestre.',
  },
  Música: {
    area: 'artes',
    intro: [
      'Profesionaliza tu talento musical en interpretación, composición y producción.',
      'Estudia teoría, historia y práctica instrumental con maestros en activo.',
    ],
    detail: 'Cuenta con salas de ensayo y un estudio de grabación.',
  },
  Derecho: {
    area: 'derecho',
    intro: [
      'Aprende a interpretar y aplicar las leyes para defender los derechos de las personas y las organizaciones.',
      'Forma abogados con ética y argumentación sólida para litigar, asesorar o servir en la función pública.',
    ],
    detail: 'Practicarás en juicios orales simulados y en el bufete jurídico gratuito de la universidad.',
  },
  Criminología: {
    area: 'derecho',
    intro: [
      'Estudia las causas del delito y las estrategias para prevenirlo.',
      'Combina derecho, psicología y ciencias forenses para apoyar la procuración de justicia.',
    ],
    detail: 'Incluye laboratorio de criminalística y prácticas en instituciones de seguridad.',
  },
  Arquitectura: {
    area: 'arquitectura',
    intro: [
      'Diseña espacios habitables, bellos y funcionales, desde viviendas hasta edificios públicos.',
      'Aprende a proyectar y construir con conciencia social, ambiental y estética.',
    ],
    detail: 'El taller de proyectos es el corazón de la carrera en cada semestre.',
  },
  'Diseño Gráfico': {
    area: 'arquitectura',
    intro: [
      'Comunica ideas con imágenes: identidad de marca, editorial, ilustración y diseño digital.',
      'Convierte tu creatividad en una profesión con bases sólidas de composición, color y tipografía.',
    ],
    detail: 'Armarás un portafolio profesional con proyectos para clientes reales.',
  },
  'Diseño Industrial': {
    area: 'arquitectura',
    intro: [
      'Crea objetos y productos útiles, atractivos y fabricables, del mueble al dispositivo electrónico.',
      'Une creatividad, ergonomía y procesos de manufactura para innovar en productos.',
    ],
    detail: 'Los talleres de modelado y prototipado rápido incluyen impresión 3D.',
  },
  'Diseño de Modas': {
    area: 'arquitectura',
    intro: [
      'Diseña colecciones de ropa y accesorios con identidad propia y visión de negocio.',
      'Aprende patronaje, confección, textiles y tendencias de la industria de la moda.',
    ],
    detail: 'Presentarás tu colección en una pasarela al final de la carrera.',
  },
  Urbanismo: {
    area: 'arquitectura',
    intro: [
      'Planea ciudades más habitables, seguras y sostenibles.',
      'Estudia la movilidad, la vivienda y el espacio público para mejorar la vida urbana.',
    ],
    detail: 'Trabajarás con gobiernos locales en proyectos de planeación urbana.',
  },
  Pedagogía: {
    area: 'educacion',
    intro: [
      'Estudia cómo aprendemos y diseña experiencias educativas para escuelas, empresas y comunidades.',
      'Forma especialistas en planeación educativa, orientación y tecnología para el aprendizaje.',
    ],
    detail: 'Harás prácticas en escuelas y áreas de capacitación.',
  },
  'Educación Preescolar': {
    area: 'educacion',
    intro: [
      'Acompaña el desarrollo de niñas y niños en sus primeros años de escuela.',
      'Aprende a diseñar actividades de juego y aprendizaje para la primera infancia.',
    ],
    detail: 'Realizarás prácticas docentes desde el primer año.',
  },
  'Enseñanza del Inglés': {
    area: 'educacion',
    intro: [
      'Forma docentes de inglés con dominio del idioma y de su didáctica.',
      'Combina lingüística, cultura y métodos de enseñanza para escuelas e institutos de idiomas.',
    ],
    detail: 'Te preparamos para certificaciones internacionales de dominio del idioma.',
  },
  'Educación Física y Deporte': {
    area: 'educacion',
    intro: [
      'Promueve la actividad física, el deporte y la salud en escuelas y clubes.',
      'Aprende entrenamiento deportivo, fisiología del ejercicio y gestión deportiva.',
    ],
    detail: 'Cuenta con instalaciones deportivas y prácticas en ligas escolares.',
  },
  Comunicación: {
    area: 'comunicacion',
    intro: [
      'Crea mensajes para medios, organizaciones y redes digitales con responsabilidad y creatividad.',
      'Aprende a contar historias en video, audio, texto e imagen para públicos diversos.',
    ],
    detail: 'Produce contenido en la radio y el canal de video universitarios.',
  },
  Periodismo: {
    area: 'comunicacion',
    intro: [
      'Investiga, verifica y cuenta los hechos que importan a la sociedad.',
      'Forma periodistas con ética y dominio de las plataformas digitales.',
    ],
    detail: 'Publicarás en el medio informativo de la universidad desde el primer semestre.',
  },
  'Comunicación Digital': {
    area: 'comunicacion',
    intro: [
      'Diseña estrategias de contenido para redes sociales, sitios web y comunidades en línea.',
      'Une comunicación, diseño y analítica para conectar marcas y personas en entornos digitales.',
    ],
    detail: 'Gestionarás campañas digitales con métricas reales.',
  },
  'Producción Audiovisual': {
    area: 'comunicacion',
    intro: [
      'Aprende a realizar cine, series, documentales y contenido audiovisual.',
      'Domina guion, cámara, iluminación, sonido y edición en equipos profesionales.',
    ],
    detail: 'Cada semestre produces un cortometraje con tu equipo.',
  },
  Gastronomía: {
    area: 'turismo',
    intro: [
      'Domina las técnicas culinarias, la cocina mexicana e internacional y la administración de restaurantes.',
      'Convierte tu pasión por la cocina en una carrera profesional y creativa.',
    ],
    detail: 'Practicarás en cocinas industriales y en el restaurante escuela.',
  },
  Turismo: {
    area: 'turismo',
    intro: [
      'Diseña y gestiona experiencias turísticas que aprovechan la riqueza natural y cultural de México.',
      'Prepárate para una de las industrias más importantes del país: hoteles, agencias y destinos.',
    ],
    detail: 'Incluye prácticas profesionales en destinos turísticos nacionales.',
  },
  'Administración Hotelera': {
    area: 'turismo',
    intro: [
      'Aprende a dirigir hoteles y centros de hospedaje con estándares internacionales de servicio.',
      'Combina administración, servicio al cliente e idiomas para la industria de la hospitalidad.',
    ],
    detail: 'Realizarás estancias en cadenas hoteleras.',
  },
} satisfies Record<string, DegreeTemplate>;
