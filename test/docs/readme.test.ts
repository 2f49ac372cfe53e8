import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isAmbiguous, isIdempotent } from '../../nodes/shared/transport/retryPolicy';

/**
 * The README's word on retries is the retry policy's: the statuses it says are sent again are
 * the ones the policy sends again, and so are the failures without a usable answer it names.
 */
const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const retryParagraph =
	readme.split('\n\n').find((paragraph) => /is sent again/.test(paragraph)) ?? '';
const text = retryParagraph.replace(/\s+/g, ' ');

describe("the README's retry paragraph", () => {
	test('names exactly the statuses the retry policy sends again', () => {
		const named = [...text.matchAll(/\b([1-5]\d\d)\b/g)].map(([, status]) => Number(status));
		const statuses = Array.from({ length: 200 }, (_, index) => 400 + index);
		const retried = statuses.filter((status) => isAmbiguous({ status, headers: {} }));
		expect(retried.length).toBeGreaterThan(0);
		expect(named.sort()).toEqual(retried);
	});

	test('names the failures without an answer, and a broken body, that the policy sends again', () => {
		expect(isAmbiguous({ headers: {}, problem: 'timeout' })).toBe(true);
		expect(isAmbiguous({ headers: {} })).toBe(true);
		expect(text).toContain('lost, refused or timed-out connection');
		expect(isAmbiguous({ status: 200, headers: {}, problem: 'malformed-body' })).toBe(true);
		expect(text).toContain('a success whose body is not valid JSON');
	});

	test('says a create is never sent twice, and reads are', () => {
		expect(isIdempotent('POST')).toBe(false);
		expect(text).toContain('a create is never sent twice');
		expect(isIdempotent('GET')).toBe(true);
		expect(text).toMatch(/only when repeating it is safe: reads/);
	});
});
