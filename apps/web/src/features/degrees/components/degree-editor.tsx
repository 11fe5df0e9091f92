import type { DegreeBody } from '@tlp/shared/degrees';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CatalogCreate, CatalogEdit } from '@/features/campus-admin/components/catalog-editor.tsx';
import { useDegree } from '@/features/degrees/api/get-degree.ts';
import { parseId } from '@/lib/is-not-found.ts';
import { createDegree, deleteDegree, updateDegree } from '../api/save-degree.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { DegreeForm } from './degree-form.tsx';

/** /degrees/create: registers a degree, then opens its page. */
export function DegreeCreate() {
  return (
    <CatalogCreate
      text={TEXT}
      listHref={paths.degrees.getHref()}
      entityHref={(id) => paths.degree.getHref(id)}
      create={createDegree}
      renderForm={(props) => <DegreeForm {...props} />}
    />
  );
}

/** /degrees/{degreeId}/edit: loads the degree, then edits or deletes it. */
export function DegreeEdit() {
  const degreeId = parseId(useParams().id);
  const { degree, ...query } = useDegree(degreeId);
  return (
    <CatalogEdit
      text={TEXT}
      listHref={paths.degrees.getHref()}
      entityHref={(id) => paths.degree.getHref(id)}
      backLabel={TEXT.backToDegree}
      loadingLabel={TEXT.loadingDegree}
      id={degreeId}
      entity={degree}
      {...query}
      update={(saved, body: DegreeBody) => updateDegree(saved.id, saved.campus_id, body)}
      remove={(saved) => deleteDegree(saved.id, saved.campus_id)}
      renderForm={(saved, props) => <DegreeForm key={saved.id} degree={saved} {...props} />}
    />
  );
}
