/**
 * Seeds the demo database (decisions.md, "Demo data") on an empty database, in one transaction:
 * reference data, the catalogue, the three demo accounts, their preferences, favourites and
 * meeting, the authorization of 'Preparatoria Demo' to share its students' data, and one access
 * link of it. Does nothing when data already exists.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, PRIVACY_NOTICE_VERSION, riasecOfArea } from '@tlp/shared';
import type { Db, DbOrTx } from '../client.ts';
import {
  accessLinks,
  areas,
  campuses,
  cities,
  degrees,
  favoriteDegrees,
  fieldFigures,
  fieldsOfStudy,
  highschoolDataSharing,
  highschools,
  meetings,
  meetingSlots,
  orienterKeys,
  semesters,
  studentGroupMembers,
  studentGroups,
  userAreas,
  userCities,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { CATALOG, MEDIA_PREFIX } from './catalog-data.ts';
import { DEGREE_FIELDS, EXAMPLE_FIGURES, FIELDS_OF_STUDY } from './labour-data.ts';
import { AREA_LIST, AREAS, CITIES, cityRow, DEMO_SCHOOL, HIGHSCHOOLS, SEMESTERS } from './reference-data.ts';
import { disclosuresRepository } from '../../modules/disclosures/disclosures.repository.ts';
import type { SubjectKeys } from '../../modules/disclosures/subject-key.ts';

export const DEMO_PASSWORD = 'Demo12345';
const DEMO_ORIENTER_KEY = 'DEMO2026';
const DEMO_ACCESS_LINK_NAME = 'Orientadores turno matutino';
/** The demo student's birth date: an adult's (18 or older). */
export const DEMO_STUDENT_BIRTH_DATE = '2007-08-21';
const DEMO_EMAILS = {
  admin: 'admin@demo.mx',
  orienter: 'orientador@demo.mx',
  student: 'estudiante@demo.mx',
  representative: 'representante@demo.mx',
} as const;

/** The demo student's preferences and favourites (the first favourite has the meeting). */
const STUDENT_AREAS = [AREAS.ingenieria.name, AREAS.salud.name];
const STUDENT_CITIES = ['Ciudad de México', 'Querétaro'];
const STUDENT_FAVORITES = [
  { campus: 'Universidad Metropolitana del Centro, Campus Coyoacán', degree: 'Ingeniería en Sistemas Computacionales' },
  { campus: 'Instituto de Ciencias de la Salud Xochimilco', degree: 'Medicina' },
];
const DEMO_GROUPS = ['Grupo 5º A', 'Grupo 5º B'];

/** Serialises concurrent seeders (two API processes starting on one PostgreSQL). */
const SEED_LOCK_KEY = 7_202_611;

interface SeedResult {
  seeded: boolean;
  accessLinkUuid?: string;
}

async function hasData(db: DbOrTx): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  if (user) return true;
  const [area] = await db.select({ id: areas.id }).from(areas).limit(1);
  return Boolean(area);
}

function byName<T extends { id: number; name: string }>(rows: T[]): (name: string) => number {
  const map = new Map(rows.map((r) => [r.name, r.id]));
  return (name) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`seed: no existe '${name}'`);
    return id;
  };
}

export async function demoAccessLinkUuid(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: accessLinks.uuid })
    .from(accessLinks)
    .innerJoin(highschools, eq(highschools.id, accessLinks.highschoolId))
    .where(and(eq(highschools.name, DEMO_SCHOOL), eq(accessLinks.name, DEMO_ACCESS_LINK_NAME)))
    .orderBy(asc(accessLinks.id))
    .limit(1);
  return row?.uuid;
}

async function insertAll(tx: DbOrTx, passwordHash: string, keys?: SubjectKeys): Promise<string> {
  const areaId = byName(
    await tx
      .insert(areas)
      .values(AREA_LIST.map((a) => ({ name: a.name, riasec: riasecOfArea(a.name) })))
      .returning(),
  );
  const cityId = byName(await tx.insert(cities).values(CITIES.map(cityRow)).returning());
  const semesterId = byName(await tx.insert(semesters).values(SEMESTERS).returning());
  const schools = await tx
    .insert(highschools)
    .values(HIGHSCHOOLS.map((h) => ({ name: h.name, cityId: cityId(h.city), notebooks: h.notebooks })))
    .returning({ id: highschools.id, name: highschools.name });
  const schoolId = byName(schools)(DEMO_SCHOOL);

  // The demo accounts accepted the notice in force, as a signup does.
  const accepted = { privacyVersion: PRIVACY_NOTICE_VERSION, privacyAcceptedAt: new Date() };
  const accounts = await tx
    .insert(users)
    .values([
      {
        type: 'admin',
        firstName: 'Ana',
        lastName: 'Administradora',
        email: DEMO_EMAILS.admin,
        passwordHash,
        ...accepted,
        onboarded: true,
      },
      {
        type: 'orienter',
        firstName: 'Óscar',
        lastName: 'Orientador Ramírez',
        email: DEMO_EMAILS.orienter,
        passwordHash,
        ...accepted,
        phone: '5512345678',
        highschoolId: schoolId,
        onboarded: true,
      },
      {
        type: 'student',
        firstName: 'Sofía',
        lastName: 'Estudiante López',
        email: DEMO_EMAILS.student,
        passwordHash,
        ...accepted,
        avatar: 'girl-B-2',
        highschoolId: schoolId,
        semesterId: semesterId('5º semestre'),
        // An adult: her own consent is enough, so her meeting request leaves (docs/privacy.md).
        birthDate: DEMO_STUDENT_BIRTH_DATE,
        onboarded: true,
      },
    ])
    .returning({ id: users.id, email: users.email });
  const userId = (email: string) => accounts.find((a) => a.email === email)!.id;
  const [adminId, orienterId, studentId] = [
    userId(DEMO_EMAILS.admin),
    userId(DEMO_EMAILS.orienter),
    userId(DEMO_EMAILS.student),
  ];
  await tx.insert(orienterKeys).values({ orienterId, key: DEMO_ORIENTER_KEY, active: true });
  // The demo school authorized sharing its students' data, as its director would in writing.
  await tx
    .insert(highschoolDataSharing)
    .values({ highschoolId: schoolId, authorizedBy: adminId, note: 'Autorización de demostración de la dirección' });

  const campusRows = await tx
    .insert(campuses)
    .values(CATALOG.campuses.map(({ city, ...c }) => ({ ...c, cityId: cityId(city) })))
    .returning({ id: campuses.id, name: campuses.name });
  const campusId = byName(campusRows);
  // The fields of study come with migration 0025; a reset (which empties every table, those
  // included) gets them back here. The demo shows example figures for some of them.
  await tx
    .insert(fieldsOfStudy)
    .values([...FIELDS_OF_STUDY])
    .onConflictDoNothing();
  // By code, as the figures and the degrees name them.
  const fieldId = byName(await tx.select({ id: fieldsOfStudy.id, name: fieldsOfStudy.code }).from(fieldsOfStudy));
  await tx
    .insert(fieldFigures)
    .values(EXAMPLE_FIGURES.map(({ code, ...figures }) => ({ ...figures, fieldId: fieldId(code) })));
  const degreeRows = await tx
    .insert(degrees)
    .values(
      CATALOG.degrees.map((d) => ({
        name: d.name,
        campusId: campusId(d.campusName),
        areaId: areaId(d.area.name),
        descripcion: d.descripcion,
        fotoPerfil: d.fotoPerfil,
        fotoPortada: d.fotoPortada,
        galeria: d.galeria,
        modalidad: d.modalidad,
        duracion: d.duracion,
        duracionUnidad: d.duracionUnidad,
        costoPeriodo: d.costoPeriodo,
        fieldId: fieldId(DEGREE_FIELDS[d.name]),
      })),
    )
    .returning({ id: degrees.id, name: degrees.name, campusId: degrees.campusId });
  // The PDFs are addressed by degree id, known only now.
  await tx.update(degrees).set({
    pdfPlanEstudios: sql`${`${MEDIA_PREFIX}/generated-pdf/plan/`}::text || ${degrees.id}::text || '.pdf'`,
    pdfBecas: sql`${`${MEDIA_PREFIX}/generated-pdf/becas/`}::text || ${degrees.id}::text || '.pdf'`,
  });

  const favoriteIds = STUDENT_FAVORITES.map(({ campus, degree }) => {
    const row = degreeRows.find((d) => d.name === degree && d.campusId === campusId(campus));
    if (!row) throw new Error(`seed: '${degree}' no se imparte en '${campus}'`);
    return row.id;
  });
  await tx.insert(userAreas).values(STUDENT_AREAS.map((name) => ({ userId: studentId, areaId: areaId(name) })));
  await tx.insert(userCities).values(STUDENT_CITIES.map((name) => ({ userId: studentId, cityId: cityId(name) })));
  await tx.insert(favoriteDegrees).values(favoriteIds.map((degreeId) => ({ userId: studentId, degreeId })));
  // As booking it does: 'Mis datos' then says with whom the demo student's data was shared, and
  // the request is in the campus's inbox.
  const [meeting] = await tx
    .insert(meetings)
    .values({ userId: studentId, degreeId: favoriteIds[0]!, sharedAt: new Date() })
    .returning({ id: meetings.id });
  if (keys) await disclosuresRepository(tx, keys).recordRequests([meeting!.id], studentId);
  await addRepresentative(tx, passwordHash, accepted, campusId(STUDENT_FAVORITES[0]!.campus));

  const groups = await tx
    .insert(studentGroups)
    .values(DEMO_GROUPS.map((name) => ({ highschoolId: schoolId, name })))
    .returning({ id: studentGroups.id, name: studentGroups.name });
  await tx.insert(studentGroupMembers).values({ groupId: byName(groups)(DEMO_GROUPS[0]!), userId: studentId });

  const [link] = await tx
    .insert(accessLinks)
    .values({ highschoolId: schoolId, name: DEMO_ACCESS_LINK_NAME, seats: 5, createdBy: adminId })
    .returning({ uuid: accessLinks.uuid });
  return link!.uuid;
}

/** Where the demo representative's calls happen. */
const DEMO_VIDEO_URL = 'https://meet.jit.si/toca-la-puerta-demo';

/**
 * The demo representative of the campus the demo student asked for a meeting, with times offered
 * over the next two weeks: weekdays at 10:00 and 16:00 of the campus's city (central time).
 */
async function addRepresentative(
  tx: DbOrTx,
  passwordHash: string,
  accepted: { privacyVersion: string; privacyAcceptedAt: Date },
  campusId: number,
) {
  const [rep] = await tx
    .insert(users)
    .values({
      type: 'university',
      firstName: 'Renata',
      lastName: 'Representante Díaz',
      email: DEMO_EMAILS.representative,
      passwordHash,
      ...accepted,
      campusId,
      onboarded: true,
    })
    .returning({ id: users.id });
  const slots = [];
  for (let day = 1; slots.length < 8; day++) {
    const date = new Date(Date.now() + day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (const hour of [10, 16]) {
      // Central Mexico keeps UTC−6 all year.
      const startsAt = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour + 6));
      slots.push({
        campusId,
        representativeId: rep!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        minutes: 30,
        seats: 3,
        videoUrl: DEMO_VIDEO_URL,
        timeZone: DEFAULT_TIME_ZONE,
      });
    }
  }
  await tx.insert(meetingSlots).values(slots);
}

/**
 * Seeds the demo data if the database has no users and no areas; otherwise leaves it alone.
 * Either way returns the demo access link's uuid when that link exists. With the app's `keys`, the
 * demo meeting is recorded in the disclosure ledger, as a booking is.
 */
export async function seedDemo(db: Db, log: (msg: string) => void = () => {}, keys?: SubjectKeys): Promise<SeedResult> {
  if (await hasData(db)) return { seeded: false, accessLinkUuid: await demoAccessLinkUuid(db) };
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once, shared by the demo accounts
  const uuid = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if (await hasData(tx)) return undefined; // another process seeded meanwhile
    return insertAll(tx, passwordHash, keys);
  });
  if (!uuid) return { seeded: false, accessLinkUuid: await demoAccessLinkUuid(db) };
  log(
    `Datos de demostración creados: ${CATALOG.campuses.length} campus, ${CATALOG.degrees.length} carreras, ` +
      `${HIGHSCHOOLS.length} preparatorias (${Math.round(performance.now() - started)} ms)`,
  );
  return { seeded: true, accessLinkUuid: uuid };
}
