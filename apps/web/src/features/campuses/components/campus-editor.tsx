import { catalogEditors } from '@/components/catalog-form/catalog-editor.tsx';
import { paths } from '@/config/paths.ts';
import { useCampus } from '../api/get-campus.ts';
import { createCampus, deleteCampus, updateCampus } from '../api/save-campus.ts';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import { CampusForm } from './campus-form.tsx';

/** /campus/create (registers a campus, then opens its page) and /campus/{campusId}/edit (edits or deletes it). */
export const { Create: CampusCreate, Edit: CampusEdit } = catalogEditors({
  text: TEXT,
  hrefs: { list: paths.campuses.getHref(), record: paths.campus.getHref },
  param: 'campusId',
  useRecord: useCampus,
  api: { create: createCampus, update: updateCampus, remove: deleteCampus },
  Form: CampusForm,
});
