import { PageSection } from '@/components/ui/page-section.tsx';
import { useCampusMeetingsSummary } from '../api/get-campus-meetings-summary.ts';
import { MEETINGS_SUMMARY_TEXT as TEXT } from '../messages.ts';
import { MeetingsSummary } from './meetings-summary.tsx';

/** 'Reuniones por preparatoria' (admins): the campus's meetings, by school. */
export function CampusMeetingsSection({ campusId }: { campusId: number | string }) {
  const { summary, error, retry } = useCampusMeetingsSummary(campusId);
  return (
    <PageSection title={TEXT.campusTitle}>
      <MeetingsSummary
        totals={summary}
        rows={summary?.schools.map((s) => ({ ...s, id: s.highschool_id, name: s.highschool_name }))}
        error={error}
        onRetry={retry}
        nameHeader={TEXT.school}
        tableLabel={TEXT.bySchoolLabel}
        empty={TEXT.campusEmpty}
      />
    </PageSection>
  );
}
