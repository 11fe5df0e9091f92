/**
 * GET /api/v1/openapi.json is a contract clients can use: it passes Redocly's recommended rules,
 * it documents exactly the routes the app registers, and it says who may call each one, what each
 * answer means, which headers come with it and in which media type.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helper.ts';
import { BEFORE_PRIVACY_ACCEPTANCE_ROUTES } from '../security/access-matrix.ts';
import { apiRoutes, withRouteTable, zodKeys, type RegisteredRoute } from '../security/route-table.ts';

/** Registered routes the document leaves out on purpose. */
const UNDOCUMENTED = new Set([
  'GET /api/v1/openapi.json', // the document itself (`schema.hide`)
]);

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface Operation {
  /** `METHOD /api/v1/path/:param`, the key of the route table. */
  key: string;
  op: Record<string, any>;
}

let ctx: TestContext;
let routes: RegisteredRoute[];
let doc: Record<string, any>;
let operations: Operation[];

beforeAll(async () => {
  const { built, routes: all } = await withRouteTable(() => createTestApp());
  ctx = built;
  routes = apiRoutes(all);
  doc = (await call(ctx.app, { method: 'GET', url: '/api/v1/openapi.json' })).body;
  operations = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op })),
  );
});
afterAll(() => ctx?.close());

const operation = (key: string) => operations.find((o) => o.key === key)!.op;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the OpenAPI document', () => {
  it('passes the Redocly recommended rules with no error and no warning', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        'info-license': 'off', // a private project: there is no license to name
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const count = (severity: string) => problems.filter((p) => p.severity === severity).length;
    console.log(`openapi lint: ${operations.length} operations, ${count('error')} errors, ${count('warn')} warnings`);
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it('documents every route the app registers, and nothing else', () => {
    const registered = routes.map((r) => r.key);
    for (const key of UNDOCUMENTED) expect(registered).toContain(key);
    expect(operations.map((o) => o.key).sort()).toEqual(registered.filter((k) => !UNDOCUMENTED.has(k)).sort());
  });

  it('gives every operation a unique operationId and declared tags, and public ones security: []', () => {
    const declared = new Map<string, string>(
      doc.tags.map((t: { name: string; description: string }) => [t.name, t.description]),
    );
    for (const [name, description] of declared) expect(description, name).toBeTruthy();
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const byKey = new Map(routes.map((r) => [r.key, r]));
    const ids = new Map<string, string>();
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^(get|put|post|delete|patch)[A-Z][A-Za-z0-9]*$/);
      expect(ids.get(op.operationId), `${key} repeats the operationId of another`).toBeUndefined();
      ids.set(op.operationId, key);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags) expect(declared.has(tag), `${key}: tag "${tag}" is not declared`).toBe(true);
      if (byKey.get(key)!.public) expect(op.security, key).toEqual([]);
      else expect(op.security, `${key} needs the document's bearer token`).toBeUndefined();
    }
    expect(operation('GET /api/v1/highschools/:id/orienters').operationId).toBe('getHighschoolOrienters');
    expect(operation('POST /api/v1/auth/login').operationId).toBe('postAuthLogin');
  });

  it('describes every answer, errors as ApiError in JSON with Retry-After on 429 and 503', () => {
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    for (const { key, op } of operations) {
      expect(op.responses['400'], `${key}: the input guard answers 400 on every route`).toBeDefined();
      for (const [status, response] of Object.entries<Record<string, any>>(op.responses)) {
        expect(response.description, `${key} ${status}`).toBeTruthy();
        if (Number(status) < 400) continue;
        expect(response.content, `${key} ${status}`).toEqual({ 'application/json': { schema: ref('ApiError') } });
        if (status === '429' || status === '503')
          expect(response.headers?.['Retry-After'], `${key} ${status}`).toMatchObject({ schema: { type: 'integer' } });
      }
    }
    expect(JSON.stringify(doc.paths)).not.toContain('"statusCode"'); // the error body is never inlined
  });

  it('documents 403 on every signed-in route a user who has not accepted the privacy notice is refused', () => {
    const byKey = new Map(routes.map((r) => [r.key, r]));
    for (const { key, op } of operations) {
      const refused = !byKey.get(key)!.public && !BEFORE_PRIVACY_ACCEPTANCE_ROUTES.has(key);
      if (refused) expect(op.responses['403'], `${key}: 403 PrivacyNoticeNotAccepted`).toBeDefined();
    }
    expect(operation('GET /api/v1/areas').responses['403'].description).toContain('PrivacyNoticeNotAccepted');
  });

  it('names the shared read shapes as components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'CurrentUser', 'Campus', 'Degree', 'AccessToken', 'HighschoolGroups']),
    );
    const ok = (key: string, status = '200') => operation(key).responses[status].content['application/json'].schema;
    expect(ok('GET /api/v1/users/me')).toEqual(ref('CurrentUser'));
    expect(ok('GET /api/v1/campuses/:id')).toEqual(ref('Campus'));
    expect(ok('GET /api/v1/degrees/:id')).toEqual(ref('Degree'));
  });

  it('documents the headers of paged lists and of the answers that set the session cookie', () => {
    const pagedKeys = routes.filter((r) => zodKeys(r.schema?.querystring).includes('page')).map((r) => r.key);
    expect(pagedKeys.sort()).toEqual([
      'GET /api/v1/audit',
      'GET /api/v1/campuses',
      'GET /api/v1/degrees',
      'GET /api/v1/highschools',
      'GET /api/v1/highschools/:id/guardian-consents',
      'GET /api/v1/highschools/:id/orienters',
      'GET /api/v1/highschools/:id/students',
      'GET /api/v1/highschools/funnel',
      'GET /api/v1/mail',
      'GET /api/v1/university/meeting-requests',
      'GET /api/v1/users/:id/degrees-suggestions',
      'GET /api/v1/users/me/disclosures',
      'GET /api/v1/users/me/matches',
    ]);
    for (const key of pagedKeys)
      expect(operation(key).responses['200'].headers?.['X-Total-Count'], key).toMatchObject({
        schema: { type: 'integer' },
      });
    for (const [key, status] of [
      ['POST /api/v1/auth/login', '200'],
      ['GET /api/v1/auth/refresh', '200'],
      ['POST /api/v1/users', '201'],
    ] as const)
      expect(operation(key).responses[status].headers?.['Set-Cookie'], key).toBeDefined();
  });

  it('gives files, the CSV report and the signup their true media types', () => {
    const binary = { schema: { type: 'string', format: 'binary' } };
    const content = (key: string) => operation(key).responses['200'].content;
    expect(content('GET /api/v1/uploads/:name')).toEqual({
      'image/png': binary,
      'image/jpeg': binary,
      'image/webp': binary,
      'image/svg+xml': binary,
      'application/pdf': binary,
    });
    expect(Object.keys(content('GET /api/v1/media/generated/:kind/:file'))).toEqual(['image/svg+xml']);
    expect(content('GET /api/v1/media/generated-pdf/:kind/:file')).toEqual({ 'application/pdf': binary });
    expect(Object.keys(content('GET /api/v1/meetings'))).toEqual(['text/csv']);
    expect(Object.keys(content('GET /api/v1/highschools/funnel.csv'))).toEqual(['text/csv']);
    expect(Object.keys(content('GET /api/v1/highschools/:id/students.csv'))).toEqual(['text/csv']);
    expect(content('GET /api/v1/highschools/:id/report.pdf')).toEqual({ 'application/pdf': binary });

    const signup = operation('POST /api/v1/users').requestBody.content;
    expect(Object.keys(signup)).toEqual([
      'application/json',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ]);
    expect(signup['application/json'].schema.properties).toHaveProperty('orienterKey');
    // An orienter's or a campus representative's, told apart by `type`: each takes the access link.
    const staffBodies = signup['multipart/form-data'].schema.oneOf as Array<{ properties: Record<string, unknown> }>;
    expect(staffBodies.map((b) => Object.keys(b.properties))).toEqual([
      expect.arrayContaining(['accessUuid', 'type']),
      expect.arrayContaining(['accessUuid', 'type']),
    ]);
    expect(signup['application/x-www-form-urlencoded']).toEqual(signup['multipart/form-data']);
    expect(Object.keys(operation('POST /api/v1/uploads').requestBody.content)).toEqual(['multipart/form-data']);

    const login = operation('POST /api/v1/auth/login').requestBody.content['application/json'].schema;
    expect(login.properties.email).toMatchObject({ type: 'string', format: 'email' });
  });

  it('is what the reference UI at /api/docs shows', async () => {
    const page = await call(ctx.app, { method: 'GET', url: '/api/docs/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).body).toEqual(doc);
  });
});
