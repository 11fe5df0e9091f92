import { LIMITS } from '@tlp/shared/limits';
import { DEFAULT_GROUP_KEY, type GroupMember, type GroupMembersPage, type GroupStats } from '@tlp/shared/groups';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, swrFetcher } from '@/lib/api-client.ts';

/** A group by id, or null for the default group ("Sin grupo"). */
export type GroupRef = number | null;

/** Which students of a list: a search by name and a semester, both optional. */
export interface MembersFilter {
  search?: string;
  semesterId?: number | null;
}

interface MembersQuery extends MembersFilter {
  after?: string | null;
  limit?: number;
}

/**
 * GET /highschools/{id}/groups/members?group=…&search=…&semesterId=…&after=…: a page of a member
 * list (also its SWR key).
 */
export function groupMembersKey(highschoolId: number | string, group: GroupRef, query: MembersQuery = {}): string {
  const params = new URLSearchParams({ group: group === null ? DEFAULT_GROUP_KEY : String(group) });
  if (query.search) params.set('search', query.search);
  if (query.semesterId) params.set('semesterId', String(query.semesterId));
  if (query.after) params.set('after', query.after);
  if (query.limit) params.set('limit', String(query.limit));
  return `/highschools/${highschoolId}/groups/members?${params.toString()}`;
}

/** What the overview carries of a group: its stats and its first page of members. */
export interface FirstPage {
  stats: GroupStats;
  members: GroupMember[];
  next_cursor: string | null;
}

export interface MemberList {
  /** The students shown: the first page and those "Ver más" added. */
  members: GroupMember[];
  /** The whole list (of the filter, when there is one); undefined while a filtered list loads. */
  total: number | undefined;
  hasMore: boolean;
  loadMore: () => void;
  /** The filtered list's first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** The filtered list's first page failed (then nothing is shown). */
  error: unknown;
  /** A page after the first failed (the members shown stay). */
  moreError: unknown;
  retry: () => void;
}

/**
 * The member list of a group: with no filter, the first page the overview carried (`first`),
 * then the pages "Ver más" adds; with a search or a semester, its own pages. Every page is cached
 * under its API path; when the first page changes (the overview or the filtered list was fetched
 * again, after a save or a deletion), the pages shown after it are fetched again too, following
 * the new cursors. A new filter starts from one page: mount the list with the filter as its React key.
 */
export function useGroupMembers(
  highschoolId: number | string,
  group: GroupRef,
  first: FirstPage,
  { search = '', semesterId = null }: MembersFilter,
): MemberList {
  const searching = search !== '' || semesterId !== null;
  const searched = useSWR<GroupMembersPage>(
    searching ? groupMembersKey(highschoolId, group, { search, semesterId }) : null,
    swrFetcher,
  );
  const base = searching
    ? searched.data
    : { members: first.members, next_cursor: first.next_cursor ?? null, total: first.stats.members };
  const more = useSWRInfinite<GroupMembersPage>(
    (index, previous: GroupMembersPage | null) => {
      const after = index === 0 ? base?.next_cursor : previous?.next_cursor;
      return after ? groupMembersKey(highschoolId, group, { search, semesterId, after }) : null;
    },
    swrFetcher,
    // Pages are added by "Ver más" only, and refreshed with the first page (below).
    { initialSize: 0, persistSize: true, revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const source = searching ? searched.data : first;
  const shownSource = useRef(source);
  const { size, mutate } = more;
  useEffect(() => {
    if (shownSource.current === source) return;
    shownSource.current = source;
    if (size > 0) void mutate();
  }, [source, size, mutate]);

  const pages = more.data ?? [];
  const last = pages.length > 0 ? pages[pages.length - 1] : base;
  const hasMore = !!last?.next_cursor;
  return {
    members: [...(base?.members ?? []), ...pages.flatMap((page) => page.members)],
    total: base?.total,
    hasMore,
    loadMore: () => void more.setSize(pages.length + 1),
    loading: searching && !searched.data && !searched.error,
    loadingMore: hasMore && size > pages.length && !more.error,
    error: searching && !searched.data ? searched.error : undefined,
    moreError: more.error,
    retry: () => void (searching && !searched.data ? searched.mutate() : mutate()),
  };
}

/** Every member id of a group, page by page (the largest pages the API gives). */
export async function fetchGroupMemberIds(highschoolId: number | string, groupId: number): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  do {
    const page: GroupMembersPage = await api.get<GroupMembersPage>(
      groupMembersKey(highschoolId, groupId, { after, limit: LIMITS.pageSizeMax }),
    );
    ids.push(...page.members.map((member) => member.user_id));
    after = page.next_cursor;
  } while (after);
  return ids;
}
