import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openapiTransform, openapiTransformObject } from './openapi-transform.ts';

/** The operations' groups (tag: description), in the order the reference shows them. */
const OPENAPI_TAGS: Readonly<Record<string, string>> = {
  sesión: 'Inicio y cierre de sesión; renovación del token de acceso con la cookie de renovación',
  usuarios: 'Registro de estudiantes, orientadores y representantes de campus, y el usuario con sesión iniciada',
  'enlaces de acceso':
    'Enlaces con los que los orientadores se registran en una preparatoria, y los representantes en un campus',
  estudiantes: 'Preferencias, registro inicial y sugerencias de carreras del estudiante',
  catálogos: 'Áreas de estudio, ciudades y semestres',
  preparatorias: 'Preparatorias, sus estadísticas, sus orientadores y las claves de orientador',
  grupos: 'Grupos de estudiantes de una preparatoria',
  campus: 'Campus universitarios',
  carreras: 'Carreras que ofrece cada campus',
  favoritas: 'Carreras favoritas del estudiante',
  'test de intereses': 'El test de intereses (RIASEC): sus afirmaciones y los resultados de cada estudiante',
  'mercado laboral':
    'Campos de estudio (CMPE 2016) y sus cifras del mercado laboral: salario, desempleo, informalidad y retorno; su importación en CSV',
  coincidencias: 'Las carreras de las ciudades del estudiante que coinciden con su perfil de intereses',
  'comparar carreras': 'Las carreras que el estudiante compara (hasta 4), guardadas por usuario',
  reuniones: 'Reuniones que agendan los estudiantes sobre sus carreras favoritas',
  'reuniones con universidades':
    'El lado de la universidad: la bandeja del representante de un campus, sus horarios, la asistencia y los resúmenes de reuniones',
  reportes: 'Reportes descargables en CSV',
  archivos: 'Imágenes y PDF subidos por los administradores',
  correos: 'La bandeja de salida de correos: su lista y el reintento de un correo que falló',
  auditoría: 'La bitácora de auditoría de las acciones del personal (solo anexar) y su CSV',
  'datos personales': 'Con quién se compartieron los datos personales del usuario (registro de solo anexar)',
  consentimiento:
    'Antes de compartir datos: la edad del estudiante, la autorización de su madre, padre o tutor si es menor (enlace de un solo uso) y si sus solicitudes pueden salir',
  familias:
    'La vista para familias: la madre, padre o tutor de una o un menor entra con un enlace enviado a su correo, ve lo que hace y con quién se compartieron sus datos, y puede retirar su autorización',
  medios: 'Imágenes y PDF generados del catálogo de demostración',
  sistema: 'Estado del proceso y de la base de datos',
};

/** OpenAPI generated from the same zod schemas that validate each route (see openapi-transform.ts). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toca la Puerta API',
        description:
          'API de la plataforma de orientación universitaria Toca la Puerta. Las operaciones piden un token de acceso ' +
          '(`Authorization: Bearer …`, de POST /api/v1/auth/login o GET /api/v1/auth/refresh) salvo las marcadas sin ' +
          'seguridad. Los errores tienen siempre la forma `ApiError`, con mensajes en español.',
        version: '1.0.0',
      },
      // The API lives under /api/v1 on the same origin as the web app; paths carry the prefix.
      servers: [{ url: '/', description: 'El mismo origen que sirve este documento' }],
      tags: Object.entries(OPENAPI_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'El token de acceso (`accessToken`) de POST /auth/login, GET /auth/refresh o POST /users',
          },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The reference UI sets a few inline styles of its own.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    uiConfig: { deepLinking: true },
  });
});
