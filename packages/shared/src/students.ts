import { z } from 'zod';
import { AVATARS } from './avatars.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { avatarChoice, cardFields, idField, requiredText, text } from './zod-helpers.ts';

const idList = (min: string, max: string, limit: number) =>
  z
    .array(idField(), { error: min })
    .min(1, { error: min })
    .max(limit, { error: max })
    .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION.invalidValue });

export const areaIds = () => idList(VALIDATION.areasMin, VALIDATION.areasMax, LIMITS.maxAreas);
export const cityIds = () => idList(VALIDATION.citiesMin, VALIDATION.citiesMax, LIMITS.maxCities);

/** PUT /users/me/preferences. */
export const preferencesBody = z.object({
  prefered_areas: areaIds(),
  prefered_cities: cityIds(),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

export const preferences = z
  .object({
    areas: z.array(z.object({ id: z.number(), name: z.string() })),
    cities: z.array(z.object({ id: z.number(), name: z.string() })),
  })
  .meta({ id: 'Preferences', description: 'Áreas y ciudades de interés del estudiante' });
export type Preferences = z.infer<typeof preferences>;

/** The two answers of an enrolled student, joined as 'campus degree' in currentUniversity. */
export const universityAnswer = () => requiredText().max(LIMITS.onboardingTextMax, { error: VALIDATION.answerTooLong });

/** POST /users/{id}/onboarding-data. */
export const onboardingBody = z
  .object({
    avatar: avatarChoice(),
    universityCheck: z.boolean({ error: VALIDATION.required }),
    currentUniversity: text()
      .max(LIMITS.onboardingTextMax * 2 + 1, { error: VALIDATION.answerTooLong })
      .optional(),
    areas: z.array(idField()).optional(),
    cities: z.array(idField()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.universityCheck) {
      if (!v.currentUniversity)
        ctx.addIssue({ code: 'custom', path: ['currentUniversity'], message: VALIDATION.required });
      return;
    }
    for (const [key, parsed] of [
      ['areas', areaIds().safeParse(v.areas ?? [])],
      ['cities', cityIds().safeParse(v.cities ?? [])],
    ] as const) {
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: [key], message: parsed.error.issues[0]!.message });
    }
  });
export type OnboardingBody = z.infer<typeof onboardingBody>;

/** The onboarding form on the client: two separate answers when enrolled. */
export const onboardingForm = z
  .object({
    avatar: z
      .string({ error: VALIDATION.avatarRequired })
      .refine((a) => AVATARS.includes(a), { error: VALIDATION.avatarRequired }),
    universityCheck: z.boolean(),
    university: z.string().optional(),
    degree: z.string().optional(),
    areas: z.array(z.number()),
    cities: z.array(z.number()),
  })
  .superRefine((v, ctx) => {
    if (v.universityCheck) {
      for (const key of ['university', 'degree'] as const) {
        const parsed = universityAnswer().safeParse(v[key] ?? '');
        if (!parsed.success) ctx.addIssue({ code: 'custom', path: [key], message: parsed.error.issues[0]!.message });
      }
      return;
    }
    if (v.areas.length < 1) ctx.addIssue({ code: 'custom', path: ['areas'], message: VALIDATION.areasMin });
    if (v.areas.length > LIMITS.maxAreas)
      ctx.addIssue({ code: 'custom', path: ['areas'], message: VALIDATION.areasMax });
    if (v.cities.length < 1) ctx.addIssue({ code: 'custom', path: ['cities'], message: VALIDATION.citiesMin });
    if (v.cities.length > LIMITS.maxCities)
      ctx.addIssue({ code: 'custom', path: ['cities'], message: VALIDATION.citiesMax });
  });
export type OnboardingForm = z.infer<typeof onboardingForm>;

/** One row per (campus, matching area): the client groups rows by campus id. */
export const degreeSuggestion = cardFields
  .extend({ areaId: z.number() })
  .meta({ id: 'DegreeSuggestion', description: 'Un campus sugerido para un área de interés' });
export type DegreeSuggestion = z.infer<typeof degreeSuggestion>;
