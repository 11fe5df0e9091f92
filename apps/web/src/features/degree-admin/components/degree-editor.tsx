import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { paths } from '@/config/paths.ts';
import { DangerZone } from '@/features/campus-admin/components/danger-zone.tsx';
import { FormPage } from '@/features/campus-admin/components/form-layout.tsx';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { useDegree } from '@/features/degrees/api/get-degree.ts';
import { isNotFound, parseId } from '@/lib/is-not-found.ts';
import { createDegree, deleteDegree, updateDegree } from '../api/save-degree.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';
import { DegreeForm } from './degree-form.tsx';

/** /degrees/create: registers a degree, then opens its page. */
export function DegreeCreate() {
  const navigate = useNavigate();
  return (
    <FormPage
      title={TEXT.createTitle}
      pageTitle={TEXT.createPageTitle}
      backHref={paths.degrees.getHref()}
      backLabel={TEXT.back}
    >
      <DegreeForm
        cancelHref={paths.degrees.getHref()}
        failureMessage={TEXT.createError}
        onSubmit={async (body) => {
          const degree = await createDegree(body);
          showNotice(TEXT.created);
          await navigate(paths.degree.getHref(degree.id));
        }}
      />
    </FormPage>
  );
}

/** /degrees/{degreeId}/edit: loads the degree, then edits or deletes it. */
export function DegreeEdit() {
  const navigate = useNavigate();
  const degreeId = parseId(useParams().id);
  const { degree, error, isLoading, retry } = useDegree(degreeId);

  if (degreeId === null || (!degree && isNotFound(error))) {
    return <NotFoundState title={TEXT.notFoundTitle} body={TEXT.notFoundBody} />;
  }
  if (!degree) {
    if (error && !isLoading) return <LoadErrorState onRetry={retry} />;
    return <FullPageLoader label={TEXT.loadingDegree} />;
  }

  return (
    <FormPage
      title={TEXT.editTitle}
      pageTitle={TEXT.editPageTitle(degree.name)}
      backHref={paths.degree.getHref(degree.id)}
      backLabel={TEXT.backToDegree}
    >
      <DegreeForm
        key={degree.id}
        degree={degree}
        cancelHref={paths.degree.getHref(degree.id)}
        failureMessage={TEXT.updateError}
        onSubmit={async (body) => {
          await updateDegree(degree.id, degree.campus_id, body);
          showNotice(TEXT.updated);
          await navigate(paths.degree.getHref(degree.id));
        }}
      />
      <DangerZone
        title={TEXT.deleteTitle}
        body={TEXT.deleteBody}
        phrase={TEXT.deletePhrase}
        buttonLabel={TEXT.deleteButton}
        failureMessage={TEXT.deleteError}
        onDelete={async () => {
          await deleteDegree(degree.id, degree.campus_id);
          showNotice(TEXT.deleted);
          await navigate(paths.degrees.getHref(), { replace: true });
        }}
      />
    </FormPage>
  );
}
