import { catalogEditors } from '@/components/catalog-form/catalog-editor.tsx';
import { paths } from '@/config/paths.ts';
import { useDegree } from '../api/get-degree.ts';
import { createDegree, deleteDegree, updateDegree } from '../api/save-degree.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { DegreeForm } from './degree-form.tsx';

/** /degrees/create (registers a degree, then opens its page) and /degrees/{id}/edit (edits or deletes it). */
export const { Create: DegreeCreate, Edit: DegreeEdit } = catalogEditors({
  text: TEXT,
  hrefs: { list: paths.degrees.getHref(), record: paths.degree.getHref },
  param: 'id',
  useRecord: useDegree,
  api: { create: createDegree, update: updateDegree, remove: deleteDegree },
  Form: DegreeForm,
});
