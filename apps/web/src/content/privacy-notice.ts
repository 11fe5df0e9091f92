import { LIMITS } from '@tlp/shared/limits';
import { sharedFieldsWords } from '@tlp/shared/shared-fields';
import { company } from './company.ts';

/**
 * The privacy notice, shown in a dialog from /login and /signup. The data controller
 * and its contact come from the company module, whose values are still to be confirmed.
 */
interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  closing?: readonly string[];
}

export const PRIVACY_NOTICE_TITLE = 'Aviso de privacidad';

export const privacyIntro: readonly string[] = [
  `En Toca la Puerta cuidamos la información que nos confías. Este aviso explica qué datos personales recabamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y demás normativa aplicable.`,
  `Te pedimos leerlo completo antes de crear tu cuenta. Si eres menor de edad, léelo junto con tu madre, padre o tutor.`,
];

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'responsable',
    title: '1. Responsable de tus datos personales',
    paragraphs: [
      `${company.legalName} (en adelante, «${company.name}» o «nosotros»), con domicilio en ${company.address}, es responsable del tratamiento de los datos personales que recabamos a través de la plataforma Toca la Puerta.`,
      `Para cualquier asunto relacionado con tus datos personales puedes escribir a nuestro Departamento de Datos Personales al correo ${company.privacyEmail}.`,
    ],
  },
  {
    id: 'datos',
    title: '2. Datos personales que recabamos',
    paragraphs: [
      'Recabamos tus datos cuando te registras, cuando usas la plataforma y cuando participas en una reunión virtual. Según tu tipo de cuenta, tratamos los siguientes:',
    ],
    items: [
      'Datos de identificación y contacto: nombre(s), apellidos, correo electrónico, fecha de nacimiento (de estudiantes) y, en el caso de orientadores, número de teléfono.',
      'Si eres menor de edad: el correo de tu madre, padre o tutor, para pedirle su autorización, y su respuesta.',
      'Datos de acceso: contraseña (la guardamos cifrada; nadie en nuestro equipo puede leerla) y la clave de orientador con la que te registraste.',
      'Datos académicos: preparatoria o unidad académica, ciudad de la escuela, semestre que cursas, grupo escolar y, si ya estudias en una universidad, el nombre de la institución y de la carrera.',
      'Preferencias: áreas de estudio y ciudades de tu interés, el avatar que elijas, las carreras que marcas como favoritas y las reuniones virtuales que agendas.',
      'Imagen y voz: las reuniones virtuales con universidades se graban, por lo que tratamos tu imagen y tu voz durante la videollamada.',
      'Datos de uso: fecha y hora de acceso, dirección IP, tipo de navegador y dispositivo, y registros de seguridad (por ejemplo, intentos de inicio de sesión fallidos).',
    ],
    closing: [
      'No solicitamos datos personales sensibles, como origen étnico, estado de salud, creencias religiosas, opiniones políticas o preferencia sexual. Te pedimos no compartirlos en las reuniones virtuales ni en ningún campo de la plataforma.',
    ],
  },
  {
    id: 'menores',
    title: '3. Datos de menores de edad',
    paragraphs: [
      'La mayoría de nuestros usuarios estudiantes son menores de edad. Al registrarte te pedimos tu fecha de nacimiento; si tienes menos de 18 años, también el correo de tu madre, padre o tutor. Le enviamos un enlace para que lea qué compartimos, con quién y para qué, y lo autorice o no. Mientras no lo autorice, tus datos no salen de la plataforma hacia ninguna universidad.',
      'Tu madre, padre o tutor puede entrar sin contraseña, con un enlace que le llega a su correo, a la vista para familias (/familia): ahí ve tus favoritas, tus reuniones y con quién se compartieron tus datos, y puede retirar su autorización en cualquier momento.',
      'Si eres madre, padre o tutor y crees que tu hija o hijo se registró sin tu autorización, escríbenos y daremos de baja su cuenta y sus datos.',
    ],
  },
  {
    id: 'finalidades',
    title: '4. Para qué usamos tus datos',
    paragraphs: ['Finalidades necesarias para darte el servicio:'],
    items: [
      'Crear y administrar tu cuenta, verificar tu identidad al iniciar sesión y mantener segura tu sesión.',
      'Relacionar tus áreas de estudio y ciudades de interés con campus y carreras, para mostrarte las opciones que coinciden con tus preferencias.',
      `Guardar tus carreras favoritas y agendar reuniones virtuales con universidades, así como enviarte los recordatorios y avisos de esas reuniones. Cada estudiante puede tener hasta ${LIMITS.maxFavorites} favoritas y hasta ${LIMITS.maxMeetings} reuniones.`,
      'Grabar las videollamadas de las reuniones virtuales con fines de control de calidad: revisar que la atención de las universidades sea correcta, atender quejas y mejorar el servicio.',
      'Permitir que la orientadora u orientador de tu escuela dé seguimiento a tu avance (registros, favoritas y reuniones) y que tu escuela reciba reportes de participación.',
      'Calcular la recompensa de tu escuela: contamos cuántos estudiantes de cada preparatoria se registran y cuántas reuniones piden. La recompensa la da Toca la Puerta, no una universidad; reconoce la labor de orientación de la escuela y nunca depende de que algún estudiante sea admitido en una universidad. Para calcularla solo usamos esos totales, no tus datos personales.',
      'Atender tus dudas, solicitudes y reportes de fallas, y cumplir con obligaciones legales.',
    ],
    closing: [
      'Finalidades adicionales, que no son necesarias para el servicio:',
      'Enviarte correos electrónicos de mercadotecnia y promoción sobre nuestros cursos de habilidades blandas, materiales educativos y eventos, y elaborar estadísticas sobre el uso de la plataforma. Si no quieres que usemos tus datos para estas finalidades, escríbenos en cualquier momento al correo de privacidad o usa el enlace para darte de baja que incluye cada correo; negarte no afecta tu acceso a la plataforma.',
    ],
  },
  {
    id: 'transferencias',
    title: '5. Con quién compartimos tus datos',
    paragraphs: ['No vendemos tus datos personales. Solo los compartimos en estos casos:'],
    items: [
      `Con universidades: únicamente cuando tú das clic para manifestar tu interés en su proceso de admisión (por ejemplo, al agendar una reunión virtual). Compartimos con esa universidad tu ${sharedFieldsWords()}, para que pueda contactarte; si eres menor de edad, solo después de que tu madre, padre o tutor lo autorice.`,
      'Con empresas aliadas (por ejemplo, plataformas de cursos o certificaciones): únicamente cuando tú das clic para manifestar tu interés en registrarte en sus programas. Compartimos solo los datos necesarios para tu registro.',
      'En ambos casos, la transferencia solo ocurre si tu escuela autorizó previamente que sus estudiantes compartan datos con universidades y empresas aliadas. Si tu escuela no lo ha autorizado, tus datos no salen de la plataforma.',
      'Con tu escuela: la orientadora u orientador de tu preparatoria puede ver tu nombre, correo, grupo y tu actividad en la plataforma.',
      'Con proveedores que nos prestan servicios de alojamiento, correo electrónico y videollamadas, que tratan tus datos por cuenta nuestra, bajo contrato y con obligaciones de confidencialidad.',
      'Con autoridades competentes, cuando una ley o una orden judicial lo exija.',
    ],
  },
  {
    id: 'internacional',
    title: '6. Transferencia internacional',
    paragraphs: [
      'Los servidores donde se aloja la plataforma y se guardan las grabaciones de las reuniones virtuales se encuentran en los Estados Unidos de América. Por ello, tus datos se transfieren y almacenan fuera de México, con proveedores obligados contractualmente a protegerlos con medidas de seguridad equivalentes a las que exige la legislación mexicana.',
    ],
  },
  {
    id: 'arco',
    title: '7. Tus derechos ARCO y la revocación del consentimiento',
    paragraphs: [
      'Tienes derecho a conocer qué datos tenemos de ti y cómo los usamos (Acceso), a pedir que los corrijamos si están incompletos o son inexactos (Rectificación), a pedir que los eliminemos de nuestros registros cuando ya no sean necesarios (Cancelación) y a oponerte a su uso para fines específicos (Oposición). También puedes revocar el consentimiento que nos diste, limitar el uso o divulgación de tus datos y pedir que dejemos de enviarte publicidad.',
      `Para ejercer estos derechos envía un correo a ${company.privacyEmail} con: tu nombre completo y el correo de tu cuenta; una copia de tu identificación oficial (o, si eres menor de edad, la de tu madre, padre o tutor junto con la tuya o tu credencial escolar); la descripción clara del derecho que quieres ejercer y de los datos involucrados; y, en caso de rectificación, los documentos que respalden el cambio.`,
      'Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud completa, y, si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes. Ten en cuenta que si revocas el consentimiento para las finalidades necesarias, o pides la cancelación de tus datos, ya no podremos darte el servicio y tu cuenta será dada de baja.',
      'Si consideras que tu derecho a la protección de datos fue vulnerado, puedes acudir ante la autoridad competente en materia de protección de datos personales.',
    ],
  },
  {
    id: 'conservacion',
    title: '8. Cuánto tiempo conservamos tus datos',
    items: [
      'Los datos de tu cuenta, favoritas y reuniones se conservan mientras tu cuenta esté activa y hasta por 2 años después de tu último inicio de sesión; después se eliminan o se anonimizan.',
      'Las grabaciones de las reuniones virtuales se conservan hasta por 6 meses después de la reunión, salvo que exista una queja en curso que requiera revisarlas.',
      'Los registros de seguridad y de acceso se conservan hasta por 1 año.',
      'Cuando una ley nos obligue a conservar cierta información por más tiempo, la guardaremos bloqueada, solo para ese fin, y la eliminaremos al terminar el plazo.',
    ],
  },
  {
    id: 'seguridad',
    title: '9. Cómo protegemos tus datos',
    paragraphs: [
      'Aplicamos medidas de seguridad administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas con algoritmos de cifrado de un solo sentido, accesos limitados al personal que los necesita y registros de actividad. Ninguna medida es infalible; si ocurriera una vulneración que afecte tus derechos, te avisaremos sin demora.',
    ],
  },
  {
    id: 'cookies',
    title: '10. Cookies y tecnologías similares',
    paragraphs: [
      'Usamos una cookie técnica, indispensable para mantener tu sesión iniciada de forma segura. No usamos cookies de publicidad ni compartimos tu navegación con redes publicitarias. Puedes borrar las cookies desde tu navegador, pero tendrás que volver a iniciar sesión.',
    ],
  },
  {
    id: 'cambios',
    title: '11. Cambios a este aviso',
    paragraphs: [
      'Podemos actualizar este aviso por cambios en la ley, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en la plataforma, con su fecha de actualización, y te avisaremos por correo electrónico cuando el cambio sea importante.',
    ],
  },
];

/** Shown at the end of the notice, e.g. 'Última actualización: 15 de enero de 2026'. */
export const PRIVACY_UPDATED_LABEL = 'Última actualización:';
