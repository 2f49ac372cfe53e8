import { nodeHarness } from '../helpers/nodeHarness';
import { seedPost } from './postFixtures';

/**
 * Around the bad-input matrix (test/validation/, which holds every limit): what Continue On Fail
 * does with an item that breaks one, and n8n's own check of literal locator values.
 */
const { emulator, run, requests } = nodeHarness('core');
beforeAll(() => {
	seedPost(emulator(), { id: '1500000000000000301', text: 'a post' });
});

test('under Continue On Fail an item that breaks a limit becomes an error item, the others are sent', async () => {
	const { items, error } = await run(
		{ resource: 'post', operation: 'create', text: '={{ $json.text }}' },
		{
			continueOnFail: true,
			items: [
				{ json: { text: 'first' } },
				{ json: { text: 'x'.repeat(25_001) } },
				{ json: { text: 'third' } },
			],
		},
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json)).toEqual([
		{ id: expect.any(String), text: 'first', edit_history_post_ids: [expect.any(String)] },
		{
			error:
				'Item 2: Text is 25,001 of 25,000 characters as the platform counts them (links count as 23, most CJK characters and emoji as 2)',
		},
		{ id: expect.any(String), text: 'third', edit_history_post_ids: [expect.any(String)] },
	]);
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	expect(requests().map((request) => request.body)).toEqual([{ text: 'first' }, { text: 'third' }]);
});

test('a literal post id that breaks the locator pattern is flagged by n8n before the workflow runs', async () => {
	const { error } = await run({
		resource: 'post',
		operation: 'get',
		postId: { __rl: true, mode: 'id', value: 'abc' },
	}).catch((thrown: Error) => ({ error: thrown }));
	expect(error?.message).toContain('A post ID is 1 to 19 digits');
	expect(emulator().log).toEqual([]);
});
