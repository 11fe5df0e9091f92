import type { CampusBody } from '@tlp/shared';
import { cities, highschools, users } from './schema/index.ts';

// Column sets that several repositories answer with the same names.

/** A person's name and how to reach them. */
export const contactColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
};

/** A school by name and city (the query joins `highschools` and their `cities`). */
export const schoolNameColumns = { highschool_name: highschools.name, highschool_city: cities.name };

type EditorMedia = Pick<CampusBody, 'profilePicture' | 'coverPicture' | 'video' | 'description' | 'gallery'>;

/** The columns of what the campus and degree editors share: pictures, video, description, gallery. */
export const editorMediaColumns = (b: EditorMedia) => ({
  fotoPerfil: b.profilePicture,
  fotoPortada: b.coverPicture,
  video: b.video,
  descripcion: b.description,
  galeria: b.gallery,
});
