/** Every table, for Drizzle and drizzle-kit: each lives in the module that writes it (`modules/<module>/<module>.schema.ts`). */
export * from '../../modules/catalog/catalog.schema.ts';
export * from '../../modules/highschools/highschools.schema.ts';
export * from '../../modules/users/users.schema.ts';
export * from '../../modules/highschools/orienter-keys.schema.ts';
export * from '../../modules/auth/auth.schema.ts';
export * from '../../modules/access-links/access-links.schema.ts';
export * from '../../modules/groups/groups.schema.ts';
export * from '../../modules/campuses/campuses.schema.ts';
export * from '../../modules/degrees/degrees.schema.ts';
export * from '../../modules/favorites/favorites.schema.ts';
export * from '../../modules/meetings/meetings.schema.ts';
export * from '../../modules/uploads/uploads.schema.ts';
export * from '../../modules/mail/mail.schema.ts';
export * from '../../modules/disclosures/disclosures.schema.ts';
export * from '../../modules/audit/audit.schema.ts';
export * from '../../modules/consents/consents.schema.ts';
export * from '../../modules/family/family.schema.ts';
