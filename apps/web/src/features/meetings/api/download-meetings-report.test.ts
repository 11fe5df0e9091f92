import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadMeetingsReport, reportFileName } from './download-meetings-report.ts';

describe('meetings report', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the file meetings-{YYYY-MM-DD}.csv, with the day in Mexico City', () => {
    expect(reportFileName(new Date('2026-03-05T16:00:00Z'))).toBe('meetings-2026-03-05.csv');
    // 21:00 of 5 March in Mexico City, already the 6th in UTC.
    expect(reportFileName(new Date('2026-03-06T03:00:00Z'))).toBe('meetings-2026-03-05.csv');
  });

  it('fetches GET /meetings and saves it through a Blob URL', async () => {
    const fetchMock = vi.fn(
      async () => new Response('a,b\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^meetings-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:report');
    });
    await downloadMeetingsReport();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/meetings');
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
