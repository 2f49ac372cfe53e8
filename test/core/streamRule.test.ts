import { streamRules } from '../emulator/routes/streamRules';
import { nodeHarness } from '../helpers/nodeHarness';

const core = nodeHarness('core', { emulatorPerTest: true });
const { emulator } = core;

const PATH = '/2/posts/search/stream/rules';
const run = (operation: string, extra: Record<string, unknown> = {}, continueOnFail = false) =>
	core.run(
		{ authentication: 'bearerToken', resource: 'streamRule', operation, ...extra },
		{ continueOnFail },
	);
const wire = () => emulator().log.map((r) => [r.method, r.path, r.query, r.body]);

test('Add sends {add: [{value, tag}]} and returns the created rule', async () => {
	const { items, error } = await run('add', { value: 'cat has:images', tag: 'cats' });
	expect(error).toBeUndefined();
	expect(wire()).toEqual([['POST', PATH, {}, { add: [{ value: 'cat has:images', tag: 'cats' }] }]]);
	expect(items.map((i) => i.json)).toEqual([
		{ id: expect.stringMatching(/^\d+$/), value: 'cat has:images', tag: 'cats' },
	]);
	expect(streamRules(emulator().state)).toHaveLength(1);
});

test('Add with Dry Run sends dry_run=true and adds nothing', async () => {
	const { items } = await run('add', { value: 'dog', dryRun: true });
	expect(wire()).toEqual([['POST', PATH, { dry_run: 'true' }, { add: [{ value: 'dog' }] }]]);
	expect(items[0].json).toMatchObject({ value: 'dog' });
	expect(streamRules(emulator().state)).toHaveLength(0);
});

test('Add of a duplicate rule fails with the duplicate-rules problem of the 200 answer', async () => {
	await run('add', { value: 'cat' });
	emulator().clearLog();
	const { error } = await run('add', { value: 'cat' });
	expect(error?.message).toBe('DuplicateRule (HTTP 200, duplicate-rules)');
	expect(error?.description).toMatch(/duplicate of "cat" \(rule id \d+\)/);
	expect(emulator().log.map((r) => r.status)).toEqual([200]);
});

test('Add takes a value of exactly 2,048 characters (one more: the bad-input matrix)', async () => {
	const atLimit = await run('add', { value: 'a'.repeat(2048) });
	expect(atLimit.error).toBeUndefined();
});

test('Delete by IDs sends {delete: {ids}} and returns the summary', async () => {
	streamRules(emulator().state).push({ id: '101', value: 'a' }, { id: '102', value: 'b' });
	const { items, error } = await run('delete', { deleteBy: 'ids', ruleIds: '101, 102' });
	expect(error).toBeUndefined();
	expect(wire()).toEqual([['POST', PATH, {}, { delete: { ids: ['101', '102'] } }]]);
	expect(items.map((i) => i.json)).toEqual([
		{ sent: expect.any(String), summary: { deleted: 2, not_deleted: 0 } },
	]);
	expect(streamRules(emulator().state)).toEqual([]);
});

test('Delete by value sends {delete: {values}}', async () => {
	streamRules(emulator().state).push({ id: '101', value: 'cat has:images' });
	const { items } = await run('delete', { deleteBy: 'value', ruleValue: 'cat has:images' });
	expect(wire()).toEqual([['POST', PATH, {}, { delete: { values: ['cat has:images'] } }]]);
	expect(items[0].json).toMatchObject({ summary: { deleted: 1, not_deleted: 0 } });
});

test('Delete checks rule IDs before sending; continueOnFail makes it an error item', async () => {
	const { items } = await run('delete', { deleteBy: 'ids', ruleIds: '101,x1' }, true);
	expect(items).toHaveLength(1);
	expect(items[0]).toMatchObject({
		json: { error: 'Item 1: Rule IDs must hold numeric IDs of 1 to 19 digits; "x1" is not one' },
		pairedItem: { item: 0 },
	});
	expect(emulator().log).toEqual([]);
});

test('Get Many with Return All pages with max_results=1000', async () => {
	const rules = streamRules(emulator().state);
	for (let n = 0; n < 2500; n++) rules.push({ id: String(5000 + n), value: `rule ${n}` });
	const { items, error } = await run('getAll', { returnAll: true });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(2500);
	expect(wire()).toEqual([
		['GET', PATH, { max_results: '1000' }, undefined],
		['GET', PATH, { max_results: '1000', pagination_token: expect.any(String) }, undefined],
		['GET', PATH, { max_results: '1000', pagination_token: expect.any(String) }, undefined],
	]);
});

test('Get Many with Rule IDs sends ids and checks them first', async () => {
	streamRules(emulator().state).push({ id: '101', value: 'a' }, { id: '102', value: 'b' });
	const { items } = await run('getAll', { limit: 5, ruleIds: '102' });
	expect(wire()).toEqual([['GET', PATH, { ids: '102', max_results: '5' }, undefined]]);
	expect(items.map((i) => i.json)).toEqual([{ id: '102', value: 'b' }]);
	emulator().clearLog();
	const { error } = await run('getAll', { ruleIds: '12345678901234567890' });
	expect(error?.message).toBe(
		'Item 1: Rule IDs must hold numeric IDs of 1 to 19 digits; "12345678901234567890" is not one',
	);
	expect(emulator().log).toEqual([]);
});

test('Get Many Powerstream Rules sends GET /2/powerstream/rules, one item per rule', async () => {
	const { items, error } = await run('getPowerstreamRules');
	expect(error).toBeUndefined();
	expect(wire()).toEqual([['GET', '/2/powerstream/rules', {}, undefined]]);
	expect(items.map((i) => i.json)).toEqual([
		{ id: '1800000000000000001', value: '(cats OR dogs) lang:en', tag: 'pets' },
		{ id: '1800000000000000002', value: 'from:platform_news', tag: 'news' },
	]);
});
