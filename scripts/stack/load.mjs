// A steady load of a signed-in student through the proxy, reads and writes, until stopped.
// Every answer must be a 2xx, or one of the 4xx that these writes give under concurrency: 409 (a
// favourite already there) and 404 (already gone). Anything else counts as failed: a 5xx, a 429,
// another 4xx, a connection error or a timeout.
import autocannon from 'autocannon';

/** What the writes below may answer besides 2xx when connections race on one student's list. */
const EXPECTED_4XX = new Set([404, 409]);

/**
 * @param {object} o
 * @param {string} o.url the proxy's origin
 * @param {string} o.token a student's access token
 * @param {number} o.userId
 * @param {number} o.campusId
 * @param {number[]} o.degreeIds degrees the student may add and remove as favourites
 */
export function startLoad({ url, token, userId, campusId, degreeIds, connections = 8 }) {
  const headers = { authorization: `Bearer ${token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  const requests = [
    { method: 'GET', path: '/api/v1/degrees?search=ing&pageSize=24' },
    { method: 'GET', path: `/api/v1/campuses/${campusId}` },
    { method: 'GET', path: `/api/v1/users/${userId}/favorite-degrees` },
  ];
  for (const degreeId of degreeIds) {
    requests.push(
      {
        method: 'POST',
        path: `/api/v1/users/${userId}/favorite-degrees`,
        headers: json,
        body: JSON.stringify({ degreeId }),
      },
      { method: 'GET', path: `/api/v1/degrees/${degreeId}/preferences` },
      { method: 'DELETE', path: `/api/v1/users/${userId}/favorite-degrees/${degreeId}` },
    );
  }
  const instance = autocannon({ url, connections, duration: 600, timeout: 10, headers, requests });
  const result = new Promise((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
  return {
    /** Stops the load; resolves to the totals. */
    async stop() {
      instance.stop();
      const r = await result;
      const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
      const unexpected = Object.entries(statusCodes).filter(([code]) => {
        const status = Number(code);
        return !(status >= 200 && status < 300) && !EXPECTED_4XX.has(status);
      });
      return {
        requests: r.requests.total,
        failed: unexpected.reduce((sum, [, count]) => sum + count, 0) + r.errors,
        errors: r.errors,
        timeouts: r.timeouts,
        unexpected: Object.fromEntries(unexpected),
        statusCodes,
      };
    },
  };
}
