import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordBody,
  currentUser,
  hasRole,
  idParam,
  PERMISSIONS,
  studentSignupBody,
  tokenResponse,
  updateMeBody,
  updateProfileBody,
  staffSignupBody,
  type StaffSignupBody,
  type StudentSignupBody,
} from '@tlp/shared';
import { forbidden, unsupportedMedia } from '../../lib/errors.ts';
import { errorResponse, errorResponses, sessionResponse } from '../../lib/openapi.ts';
import { created, noContent } from '../../lib/replies.ts';
import { apiRoutes, BEFORE_PRIVACY_ACCEPTANCE } from '../../lib/route-options.ts';
import { sendSession } from '../../lib/session-cookie.ts';
import { currentUserOf } from '../../lib/request-user.ts';

/**
 * Signup takes one of two payloads, told apart by media type: a student in JSON (with an orienter
 * key), an orienter in form data (through an access link). Fastify validates the body with the
 * schema of its media type, and the handler of that media type runs; any other is a 415.
 */
const SIGNUP_BODIES = {
  'application/json': studentSignupBody,
  'multipart/form-data': staffSignupBody,
  'application/x-www-form-urlencoded': staffSignupBody,
} as const;
type SignupMediaType = keyof typeof SIGNUP_BODIES;
const isSignupMediaType = (type: string | undefined): type is SignupMediaType =>
  !!type && Object.hasOwn(SIGNUP_BODIES, type);

export const usersRoutes = apiRoutes('usuarios', async (app, op) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 2048, files: 0, parts: 20, fileSize: 1 },
  });
  const { users, signup, auth, passwords } = app.services;

  app.get(
    '/users/me',
    op(
      'signed-in',
      {
        summary: 'El usuario con sesión iniciada',
        response: { 200: currentUser, ...errorResponses(401) },
      },
      BEFORE_PRIVACY_ACCEPTANCE,
    ),
    (request) => users.current(currentUserOf(request).id),
  );

  app.patch(
    '/users/me',
    op(
      PERMISSIONS.studentArea,
      {
        summary:
          'Cambia el semestre del estudiante y, con la clave de orientador de la nueva preparatoria, su preparatoria',
        body: updateMeBody,
        response: { 200: currentUser, ...errorResponses(400, 401, 403, 429) },
      },
      { rateLimit: app.routeLimits.schoolChange },
    ),
    (request) => users.changeSchool(currentUserOf(request).id, request.body),
  );

  app.patch(
    '/users/me/profile',
    op(PERMISSIONS.profile, {
      summary: 'Cambia el nombre y el avatar del usuario con sesión',
      description:
        'Los nombres siguen las reglas del registro del usuario: de 3 a 60 caracteres los de un estudiante, hasta 100 los de los demás. Sin `avatar`, el avatar no cambia.',
      body: updateProfileBody,
      response: { 200: currentUser, ...errorResponses(400, 401, 403) },
    }),
    (request) => users.updateProfile(currentUserOf(request), request.body),
  );

  app.put(
    '/users/me/password',
    op(
      'signed-in',
      {
        summary: 'Cambia la contraseña con la actual',
        description:
          'Cierra todas las demás sesiones del usuario y le envía el aviso «Tu contraseña cambió»; quien la cambió sigue con una sesión nueva.',
        body: changePasswordBody,
        response: {
          200: sessionResponse(
            tokenResponse,
            'Contraseña cambiada: un token de acceso nuevo, y la cookie de renovación de la sesión nueva',
          ),
          ...errorResponses(401, 403, 429),
          ...errorResponse(
            400,
            'Datos no válidos, o la contraseña actual no es correcta (WrongCurrentPassword); `details` señala el campo',
          ),
        },
      },
      { sameSiteOnly: true, ...BEFORE_PRIVACY_ACCEPTANCE },
    ),
    async (request, reply) => {
      const session = await passwords.change(currentUserOf(request).id, request.body);
      return sendSession(request, reply, session);
    },
  );

  async function signupStudent(request: FastifyRequest, reply: FastifyReply, body: StudentSignupBody) {
    const { id } = await signup.signupStudent(body);
    request.log.info({ event: 'signup', userId: id, type: 'student' }, 'student signed up');
    return created(reply, { id });
  }

  /**
   * An orienter (or a campus's representative) starts with a session: they go straight to their
   * school's page (or their campus's requests).
   */
  async function signupStaff(request: FastifyRequest, reply: FastifyReply, body: StaffSignupBody) {
    const { id } = await signup.signupStaff(body);
    request.log.info({ event: 'signup', userId: id, type: body.type }, 'staff signed up');
    const session = await auth.startSession({ id, type: body.type, sessionVersion: 0 });
    return created(reply, sendSession(request, reply, session, { id }));
  }

  app.post(
    '/users',
    op(
      'public',
      {
        summary:
          'Registro: estudiante en JSON (con clave de orientador); orientador (`type: orienter`, enlace de una preparatoria) o representante de un campus (`type: university`, enlace del campus) en multipart/form-data o x-www-form-urlencoded',
        body: {
          content: Object.fromEntries(Object.entries(SIGNUP_BODIES).map(([type, schema]) => [type, { schema }])),
        },
        response: {
          201: sessionResponse(
            z.object({
              id: z.number().describe('El id del usuario nuevo'),
              accessToken: z.string().optional().describe('Solo en el registro de orientador: su token de acceso'),
            }),
            'Registrado. El orientador queda con la sesión iniciada: recibe su token de acceso y la cookie de renovación',
          ),
          ...errorResponses(400, 403, 404, 409, 410, 415, 429),
        },
      },
      { sameSiteOnly: true, rateLimit: app.routeLimits.signup },
    ),
    async (request, reply) => {
      const type = request.mediaType;
      if (!isSignupMediaType(type)) {
        throw unsupportedMedia();
      }
      // The body has passed SIGNUP_BODIES[type].
      return type === 'application/json'
        ? signupStudent(request, reply, request.body as StudentSignupBody)
        : signupStaff(request, reply, request.body as StaffSignupBody);
    },
  );

  app.delete(
    '/users/:id',
    op('signed-in', {
      summary: 'Elimina un usuario (solo administradores)',
      params: idParam,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      // Checked here rather than by the route's roles: after validation, and with its own message.
      const by = currentUserOf(request);
      if (!hasRole(by.type, PERMISSIONS.deleteUsers)) throw forbidden('No tienes permisos para eliminar usuarios');
      await users.remove(by.id, request.params.id);
      request.log.info({ event: 'user_deleted', userId: request.params.id, by: by.id }, 'user deleted');
      return noContent(reply);
    },
  );
});
