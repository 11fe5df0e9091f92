export * from './catalog.ts';
export * from './users.ts';
export * from './campuses.ts';
export * from './highschools.ts';
export * from './uploads.ts';
export * from './mail.ts';
export * from './privacy.ts';
