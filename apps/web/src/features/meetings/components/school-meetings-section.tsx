import { PageSection } from '@/components/ui/page-section.tsx';
import { useSchoolMeetingsSummary } from '../api/get-school-meetings-summary.ts';
import { MEETINGS_SUMMARY_TEXT as TEXT } from '../messages.ts';
import { MeetingsSummary } from './meetings-summary.tsx';

/** 'Reuniones con universidades' (the school's orienter, admins): its students' meetings, by campus. */
export function SchoolMeetingsSection({ highschoolId }: { highschoolId: number | string }) {
  const { summary, error, retry } = useSchoolMeetingsSummary(highschoolId);
  return (
    <PageSection title={TEXT.schoolTitle}>
      <MeetingsSummary
        totals={summary}
        rows={summary?.campuses.map((c) => ({ ...c, id: c.campus_id, name: c.campus_name }))}
        error={error}
        onRetry={retry}
        nameHeader={TEXT.campus}
        tableLabel={TEXT.byCampusLabel}
        empty={TEXT.schoolEmpty}
      />
    </PageSection>
  );
}
