import type { DegreeListItem } from '@tlp/shared/degrees';
import { paths } from '@/config/paths.ts';
import { AdminList, RowLink, type AdminColumn } from '@/components/admin-list/admin-list.tsx';
import { useDegreesPage } from '../api/get-degrees-page.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';

const columns: AdminColumn<DegreeListItem>[] = [
  { header: TEXT.columns.name, cell: (d) => <RowLink to={paths.degree.getHref(d.id)}>{d.name}</RowLink> },
  { header: TEXT.columns.campus, cell: (d) => <RowLink to={paths.campus.getHref(d.campus_id)}>{d.campus}</RowLink> },
];

/** /degrees (admins): every degree, searchable by its name or its campus, paged by the server. */
export function DegreeList() {
  return <AdminList text={TEXT} createHref={paths.degreeCreate.getHref()} columns={columns} usePage={useDegreesPage} />;
}
