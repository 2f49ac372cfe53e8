import { startEmulator, type Emulator } from '..';

/**
 * The demo (`npm start`) starts the emulator with a few mentions of the seeded user, so that a
 * manual run of the Polling Trigger on New Mention shows something; tests start without them.
 */
const mentions = async (emulator: Emulator) => {
	const response = await fetch(
		`${emulator.url}/2/users/${emulator.seed.userId}/mentions?expansions=author_id&post.fields=author_id`,
		{ headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` } },
	);
	return (await response.json()) as {
		data?: Array<{ id: string; text: string; author_id: string }>;
		includes?: { users: Array<{ username: string }> };
	};
};

let demo: Emulator;
let plain: Emulator;
beforeAll(async () => {
	[demo, plain] = await Promise.all([startEmulator({ demoPosts: true }), startEmulator()]);
});
afterAll(async () => await Promise.all([demo.close(), plain.close()]));

test('with demoPosts, three mentions of the seeded user by the other users, newest first', async () => {
	const { data, includes } = await mentions(demo);
	expect(data?.map((post) => post.text)).toEqual([
		'@emulator_user quick question: do you ship to Canada?',
		'@emulator_user your spring collection is in our weekly picks',
		'Welcome to the platform, @emulator_user! Tell us what you are building.',
	]);
	expect(data?.every((post) => post.author_id !== demo.seed.userId)).toBe(true);
	expect(includes?.users.map((user) => user.username).sort()).toEqual(['platform', 'platformdev']);
});

test('a post created later has a larger id than the demo mentions (what polls count as new)', async () => {
	const { data } = await mentions(demo);
	const later = demo.state.nextNumericId();
	expect(data?.every((post) => BigInt(post.id) < BigInt(later))).toBe(true);
});

test('without the option, no mentions', async () => {
	expect((await mentions(plain)).data ?? []).toEqual([]);
});
