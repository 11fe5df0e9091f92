import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_GROUP_KEY } from '@tlp/shared/school-students';
import { normalizeSearch } from '@tlp/shared/search';
import { useState } from 'react';
import { RowLink } from '@/components/admin-list/admin-list.tsx';
import { FilterSelect } from '@/components/admin-list/filter-select.tsx';
import { PagedTable, usePaging, type PagedTableColumn } from '@/components/admin-list/paged-table.tsx';
import { DownloadButton, useDownload } from '@/components/ui/download-button.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { paths } from '@/config/paths.ts';
import { useActiveSemesters } from '@/features/catalog/api/get-semesters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { downloadStudentsCsv } from '../api/download-students-csv.ts';
import { useGroupOptions } from '../api/get-group-options.ts';
import { useStudentsPage, type StudentFilters } from '../api/get-students.ts';
import { formatCount } from '../format.ts';
import { STUDENTS_TEXT as TEXT } from '../messages.ts';
import type { SchoolStudent } from '../types.ts';
import { InsightSection } from './insight-section.tsx';

type Column = 'student' | 'semester' | 'group' | 'onboarded' | 'favorites' | 'meetings';

/** Fixed widths for the short columns: the student's name and e-mail take the rest. */
const COLUMNS: readonly PagedTableColumn<Column>[] = [
  { key: 'student', header: TEXT.student },
  { key: 'semester', header: TEXT.semester, width: 120 },
  { key: 'group', header: TEXT.group, width: 130 },
  { key: 'onboarded', header: TEXT.onboarded, width: 115 },
  { key: 'favorites', header: TEXT.favorites, align: 'right', width: 110 },
  { key: 'meetings', header: TEXT.meetings, align: 'right', width: 125 },
];

/**
 * 'Estudiantes' (the school's orienter, admins): the students by last name, searched by name or
 * e-mail and filtered by group and semester, each linking to their page; the CSV has the same filters.
 */
export function StudentsSection({ highschoolId }: { highschoolId: number | string }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(normalizeSearch(input), 350);
  const [groupId, setGroupId] = useState('');
  const [semesterId, setSemesterId] = useState('');
  const paging = usePaging();
  // A new search starts on its first page.
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    paging.setPageIndex(0);
  }
  const filters: StudentFilters = { search, groupId, semesterId };
  const result = useStudentsPage(highschoolId, { ...filters, ...paging.query });
  const groups = useGroupOptions(highschoolId);
  const { semesters } = useActiveSemesters();
  const [failure, setFailure] = useState<Result | null>(null);
  const download = useDownload(
    () => downloadStudentsCsv(highschoolId, filters),
    () => setFailure({ severity: 'error', message: TEXT.downloadFailed }),
  );
  const groupNames = new Map(groups.map((g) => [String(g.id), g.name]));
  const semesterNames = new Map(semesters.map((s) => [String(s.id), s.name]));
  const filtered = Boolean(search || groupId || semesterId);

  const cells = (student: SchoolStudent) => ({
    student: (
      <>
        <RowLink to={paths.highschoolStudent.getHref(highschoolId, student.id)}>
          {student.last_name}, {student.first_name}
        </RowLink>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {student.email}
        </Typography>
      </>
    ),
    semester: student.semester ?? TEXT.none,
    group: student.group?.name ?? TEXT.noGroup,
    onboarded: student.onboarded ? TEXT.onboardedYes : TEXT.onboardedNo,
    favorites: formatCount(student.favorites),
    meetings: formatCount(student.meetings),
  });

  return (
    <InsightSection
      title={TEXT.title}
      action={
        <DownloadButton
          busy={download.downloading}
          label={TEXT.download}
          busyLabel={TEXT.downloading}
          onClick={() => void download.run()}
        />
      }
    >
      {(headingId) => (
        <>
          <SearchBox label={TEXT.search} name="search" value={input} onChange={setInput} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <FilterSelect
              label={TEXT.group}
              allLabel={TEXT.allGroups}
              options={[...groupNames.keys(), NO_GROUP_KEY]}
              optionLabel={(id) => (id === NO_GROUP_KEY ? TEXT.noGroup : (groupNames.get(id) ?? id))}
              value={groupId}
              onChange={(event) => {
                setGroupId(event.target.value);
                paging.setPageIndex(0);
              }}
              fullWidth={false}
              sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
            />
            <FilterSelect
              label={TEXT.semester}
              allLabel={TEXT.allSemesters}
              options={[...semesterNames.keys()]}
              optionLabel={(id) => semesterNames.get(id) ?? id}
              value={semesterId}
              onChange={(event) => {
                setSemesterId(event.target.value);
                paging.setPageIndex(0);
              }}
              fullWidth={false}
              sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
            />
          </Box>
          <PagedTable
            labelledBy={headingId}
            columns={COLUMNS}
            cells={cells}
            result={result}
            text={{ loading: TEXT.loading, error: TEXT.error, empty: filtered ? TEXT.emptyFiltered : TEXT.empty }}
            paging={paging}
            stackBelow="lg"
          />
          <ResultSnackbar result={failure} onClose={() => setFailure(null)} />
        </>
      )}
    </InsightSection>
  );
}
