import type { CampusListItem } from '@tlp/shared/campuses';
import { paths } from '@/config/paths.ts';
import { AdminList, RowLink, type AdminColumn } from '@/components/admin-list/admin-list.tsx';
import { useCampusesPage } from '../api/get-campuses-page.ts';
import { CAMPUS_ADMIN_TEXT as TEXT } from '../messages.ts';
import { mxNumber } from '@tlp/shared/mx-numbers';

const columns: AdminColumn<CampusListItem>[] = [
  { header: TEXT.columns.name, cell: (c) => <RowLink to={paths.campus.getHref(c.id)}>{c.name}</RowLink> },
  { header: TEXT.columns.city, cell: (c) => c.city },
  {
    header: TEXT.columns.degrees,
    cell: (c) => mxNumber(c.degrees_count),
    align: 'right',
    width: '6.5rem',
  },
];

/** /campus (admins): every campus, searchable by name or city, paged by the server. */
export function CampusList() {
  return (
    <AdminList text={TEXT} createHref={paths.campusCreate.getHref()} columns={columns} usePage={useCampusesPage} />
  );
}
