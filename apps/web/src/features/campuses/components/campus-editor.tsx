import type { CampusBody } from '@tlp/shared/campuses';
import { useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useCampus } from '@/features/campuses/api/get-campus.ts';
import { parseId } from '@/lib/is-not-found.ts';
import { createCampus, deleteCampus, updateCampus } from '../api/save-campus.ts';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import { CampusForm } from './campus-form.tsx';
import { CatalogCreate, CatalogEdit } from './catalog-editor.tsx';

/** /campus/create: registers a campus, then opens its page. */
export function CampusCreate() {
  return (
    <CatalogCreate
      text={TEXT}
      listHref={paths.campuses.getHref()}
      entityHref={(id) => paths.campus.getHref(id)}
      create={createCampus}
      renderForm={(props) => <CampusForm {...props} />}
    />
  );
}

/** /campus/{campusId}/edit: loads the campus, then edits or deletes it. */
export function CampusEdit() {
  const campusId = parseId(useParams().campusId);
  const { campus, ...query } = useCampus(campusId);
  return (
    <CatalogEdit
      text={TEXT}
      listHref={paths.campuses.getHref()}
      entityHref={(id) => paths.campus.getHref(id)}
      backLabel={TEXT.backToCampus}
      loadingLabel={TEXT.loadingCampus}
      id={campusId}
      entity={campus}
      {...query}
      update={(saved, body: CampusBody) => updateCampus(saved.id, body)}
      remove={(saved) => deleteCampus(saved.id)}
      renderForm={(saved, props) => <CampusForm key={saved.id} campus={saved} {...props} />}
    />
  );
}
