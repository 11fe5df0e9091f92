import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { paths } from '@/config/paths.ts';
import { useCampus } from '@/features/campuses/api/get-campus.ts';
import { isNotFound, parseId } from '@/lib/is-not-found.ts';
import { createCampus, deleteCampus, updateCampus } from '../api/save-campus.ts';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { CampusForm } from './campus-form.tsx';
import { DangerZone } from './danger-zone.tsx';
import { FormPage } from './form-layout.tsx';

/** /campus/create: registers a campus, then opens its page. */
export function CampusCreate() {
  const navigate = useNavigate();
  return (
    <FormPage
      title={TEXT.createTitle}
      pageTitle={TEXT.createPageTitle}
      backHref={paths.campuses.getHref()}
      backLabel={TEXT.back}
    >
      <CampusForm
        cancelHref={paths.campuses.getHref()}
        failureMessage={TEXT.createError}
        onSubmit={async (body) => {
          const campus = await createCampus(body);
          showNotice(TEXT.created);
          await navigate(paths.campus.getHref(campus.id));
        }}
      />
    </FormPage>
  );
}

/** /campus/{campusId}/edit: loads the campus, then edits or deletes it. */
export function CampusEdit() {
  const navigate = useNavigate();
  const campusId = parseId(useParams().campusId);
  const { campus, error, isLoading, retry } = useCampus(campusId);

  if (campusId === null || (!campus && isNotFound(error))) {
    return <NotFoundState title={TEXT.notFoundTitle} body={TEXT.notFoundBody} />;
  }
  if (!campus) {
    if (error && !isLoading) return <LoadErrorState onRetry={retry} />;
    return <FullPageLoader label={TEXT.loadingCampus} />;
  }

  return (
    <FormPage
      title={TEXT.editTitle}
      pageTitle={TEXT.editPageTitle(campus.name)}
      backHref={paths.campus.getHref(campus.id)}
      backLabel={TEXT.backToCampus}
    >
      <CampusForm
        key={campus.id}
        campus={campus}
        cancelHref={paths.campus.getHref(campus.id)}
        failureMessage={TEXT.updateError}
        onSubmit={async (body) => {
          await updateCampus(campus.id, body);
          showNotice(TEXT.updated);
          await navigate(paths.campus.getHref(campus.id));
        }}
      />
      <DangerZone
        title={TEXT.deleteTitle}
        body={TEXT.deleteBody}
        phrase={TEXT.deletePhrase}
        buttonLabel={TEXT.deleteButton}
        failureMessage={TEXT.deleteError}
        onDelete={async () => {
          await deleteCampus(campus.id);
          showNotice(TEXT.deleted);
          await navigate(paths.campuses.getHref(), { replace: true });
        }}
      />
    </FormPage>
  );
}
