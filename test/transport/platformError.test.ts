import { describePlatformError, problemSlug } from '../../nodes/shared/transport/platformError';

const problem = (slug: string, extra: Record<string, unknown> = {}) => ({
	type: slug === 'about:blank' ? slug : `https://api.platform.example/2/problems/${slug}`,
	title: `Title of ${slug}`,
	detail: `Detail of ${slug}.`,
	...extra,
});

// Every problem type the platform documents, with the extra fields the message must show.
const SLUG_CASES: Array<[string, Record<string, unknown>, string[]]> = [
	['about:blank', {}, ['generic problem']],
	['client-disconnected', {}, ['went away']],
	[
		'client-forbidden',
		{ reason: 'client-not-enrolled', registration_url: 'https://example.test/enroll' },
		['client-not-enrolled', 'https://example.test/enroll'],
	],
	['conflict', {}, ['already in progress']],
	[
		'disallowed-resource',
		{ resource_id: '42', resource_type: 'post', section: 'data' },
		['post 42', 'data'],
	],
	['duplicate-rules', { id: '120', value: 'cats has:images' }, ['cats has:images', '120']],
	[
		'invalid-request',
		{ errors: [{ message: 'url is too long', parameters: { url: ['x'.repeat(3)] } }] },
		['url is too long', 'url=xxx'],
	],
	['invalid-rules', {}, ['rule is invalid']],
	['noncompliant-rules', {}, ['not compliant']],
	[
		'not-authorized-for-field',
		{ resource_type: 'user', field: 'email', section: 'includes' },
		['email', 'user', 'includes'],
	],
	[
		'not-authorized-for-resource',
		{ value: '9', resource_id: '9', resource_type: 'post', section: 'data', parameter: 'ids' },
		['post 9', 'ids', '= 9'],
	],
	['operational-disconnect', { disconnect_type: 'SlowReader' }, ['SlowReader']],
	// Without the fields that name the record; with them, see "says a not-found once".
	['resource-not-found', {}, ['No resource was found', 'Check the ID']],
	[
		'resource-unavailable',
		{ parameter: 'id', resource_id: '77', resource_type: 'user' },
		['user 77', 'not available'],
	],
	['rule-cap', {}, ['maximum number of rules']],
	['streaming-connection', { connection_issue: 'TooManyConnections' }, ['TooManyConnections']],
	['unsupported-authentication', {}, ['does not take this kind of credential']],
	['usage-capped', { period: 'Monthly', scope: 'Product' }, ['Monthly', 'Product']],
];

describe('describePlatformError', () => {
	it.each(SLUG_CASES)(
		'problem+json %s reads well and shows its fields',
		(slug, extra, expected) => {
			const described = describePlatformError(400, problem(slug, extra));
			expect(described.code).toBe(slug);
			expect(described.message).toBe(`Title of ${slug} (HTTP 400, ${slug})`);
			expect(described.description).toContain(`Detail of ${slug}.`);
			for (const text of expected) expect(described.description).toContain(text);
		},
	);

	it.each([
		['id', '1234', 'No post has the ID 1234'],
		['ids', '1234', 'No post has the ID 1234'],
		['media_id', '1234', 'No post has the ID 1234'],
		['usernames', 'ann', 'No post has the username ann'],
	])('says a not-found once (parameter %s)', (parameter, value, sentence) => {
		const described = describePlatformError(
			404,
			problem('resource-not-found', {
				parameter,
				value,
				resource_id: value,
				resource_type: 'post',
			}),
		);
		expect(described.message).toBe(`${sentence} (HTTP 404, resource-not-found)`);
		expect(described.description).toBe(
			`Check the ${sentence.split(' ')[4]}: the post may have been deleted, or this credential may not be allowed to see it.`,
		);
		expect(described.code).toBe('resource-not-found');
	});

	it('reads a problem body that arrives as text', () => {
		const described = describePlatformError(
			404,
			JSON.stringify(
				problem('resource-not-found', { parameter: 'id', value: '5', resource_type: 'post' }),
			),
		);
		expect(described.code).toBe('resource-not-found');
	});

	it.each([
		[89, 'invalid or expired'],
		[99, 'requested too often'],
		[32, 'could not authenticate'],
		[88, 'rate limit'],
	])('explains code %i of {errors: [{code, message}]}', (code, advice) => {
		const described = describePlatformError(code === 99 ? 403 : 401, {
			errors: [{ code, message: 'Platform says no' }],
		});
		expect(described.code).toBe(String(code));
		expect(described.message).toContain('Platform says no');
		expect(described.message).toContain(`code ${code}`);
		expect(described.description.toLowerCase()).toContain(advice);
	});

	it('describes the ads error body with code, parameter and value', () => {
		const described = describePlatformError(400, {
			errors: [
				{
					code: 'INVALID_PARAMETER',
					message: 'count must be at most 1000',
					parameter: 'count',
					value: '5000',
				},
				{ code: 'MISSING_PARAMETER', message: 'account_id is required', parameter: 'account_id' },
			],
			request: { params: { count: '5000' } },
		});
		expect(described.code).toBe('INVALID_PARAMETER');
		expect(described.message).toBe('count must be at most 1000 (HTTP 400, INVALID_PARAMETER)');
		expect(described.description).toBe(
			'(Parameter count, value 5000.) Also: account_id is required (parameter account_id) (MISSING_PARAMETER).',
		);
	});

	it('says an ads error once, in words, with the code at the end', () => {
		const described = describePlatformError(404, {
			errors: [
				{
					code: 'NOT_FOUND',
					message: 'Line item abc12 was not found',
					details: 'Line item abc12 does not exist or is deleted',
				},
			],
		});
		expect(described.message).toBe('Line item abc12 was not found (HTTP 404, NOT_FOUND)');
		expect(described.description).toBe(
			'Check the ID: the record may have been deleted, or this credential may not be allowed to see it.',
		);
		expect(`${described.message} ${described.description}`.match(/abc12/g)).toHaveLength(1);
	});

	it("shows an ads error's details where no advice is known", () => {
		const described = describePlatformError(400, {
			errors: [
				{
					code: 'INVALID_PARAMETER',
					message: 'bad count',
					details: 'count must be from 1 to 1000',
				},
			],
		});
		expect(described.description).toBe('count must be from 1 to 1000.');
	});

	it.each([
		[401, /press Connect/],
		[403, /no access to this ads account/],
	])('tells an unsigned ads request (%s) from one without access', (status, advice) => {
		const described = describePlatformError(status, {
			errors: [
				{ code: 'UNAUTHORIZED_ACCESS', message: 'This request is not properly authenticated' },
			],
		});
		expect(described.description).toMatch(advice);
	});

	it.each(['ACCOUNT_NOT_FOUND', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'OVER_CAPACITY'])(
		'adds advice for the ads code %s',
		(code) => {
			expect(
				describePlatformError(404, { errors: [{ code, message: 'm' }] }).description.length,
			).toBeGreaterThan(`${code}: m`.length + 5);
		},
	);

	it('falls back to the status for unknown bodies', () => {
		expect(describePlatformError(502, '<html>bad gateway</html>')).toEqual({
			message: 'The platform answered with HTTP 502',
			description: '<html>bad gateway</html>',
		});
		expect(describePlatformError(500, undefined).description).toBe('No details were given.');
	});

	it('finds the slug of a problem type', () => {
		expect(problemSlug('https://api.x.com/2/problems/usage-capped')).toBe('usage-capped');
		expect(problemSlug('about:blank')).toBe('about:blank');
	});
});
