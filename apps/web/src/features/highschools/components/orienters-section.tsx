import { useState } from 'react';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { StaffAccountList } from '@/components/ui/staff-account-list.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { ORIENTERS_PAGE_SIZE, useOrienters } from '../api/get-orienters.ts';
import { HS_TEXT } from '../messages.ts';

/**
 * The school's orienters (admin), each with a delete button: `onDelete` asks and deletes (the
 * page hands it in, as the deletion of accounts is the users feature's).
 */
export function OrientersSection({
  highschoolId,
  onDelete,
}: {
  highschoolId: number | string;
  onDelete: (orienter: { id: number; name: string }) => void;
}) {
  const paging = useState(1);
  const { data, error, retry } = useOrienters(highschoolId, paging[0]);

  let body;
  if (data?.rows.length) {
    body = (
      <StaffAccountList
        accounts={data.rows}
        label={HS_TEXT.orientersLabel}
        nameLevel="h3"
        since={(date) => `${HS_TEXT.colCreated}: ${date}`}
        phoneLabel={(phone) => `${HS_TEXT.colPhone}: ${phone}`}
        onDelete={onDelete}
      />
    );
  } else if (data) {
    body = <EmptyNote>{HS_TEXT.orientersEmpty}</EmptyNote>;
  } else if (error) {
    body = <BlockError message={HS_TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={HS_TEXT.orientersLoading} rows={2} />;
  }

  return (
    <PageSection title={HS_TEXT.orientersTitle}>
      {body}
      <PagePicker paging={paging} total={data?.total} pageSize={ORIENTERS_PAGE_SIZE} label={HS_TEXT.orientersLabel} />
    </PageSection>
  );
}
