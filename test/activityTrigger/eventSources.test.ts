import type { IDataObject } from 'n8n-workflow';

import {
	SOURCE_REQUESTS,
	WEBHOOK_REQUESTS,
	type EventSource,
	type SetupRequests,
} from '../../nodes/ActivityTrigger/eventSources';
import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { startEmulator, type Emulator } from '../emulator';
import { accountSubscriptions } from '../emulator/routes/accountActivity';
import { streamRules } from '../emulator/routes/streamRules';
import { webhookConfigs } from '../emulator/routes/webhooks';
import { postRecords } from '../emulator/stores';
import { streamLinks } from '../emulator/streamDeliveries';
import { sendDelivery, webhookDeliveries } from '../emulator/webhookDeliveries';
import { declaredCalls } from '../helpers/declaredCalls';
import { actAs, PLATFORMDEV } from '../pollingTrigger/actAs';
import { ServedTrigger } from './hookContext';

/**
 * The Activity Trigger's other event sources against the emulator, with its webhook served on
 * loopback: posts matching stream rules (rules tagged with the workflow, the filtered stream
 * linked) and account activity (the signed-in user subscribed). Each delivery starts one run;
 * deactivation leaves nothing of the setup behind, and nothing of anyone else's is touched.
 */
const ME = '1000000000000000001';
const WORKFLOW = 'wf-42';
const methods = new PlatformActivityTrigger().webhookMethods.default;

let emulator: Emulator;
let staticData: IDataObject;
let served: ServedTrigger;

beforeEach(async () => {
	emulator = await startEmulator();
	staticData = {};
	served = new ServedTrigger(staticData, WORKFLOW);
});
afterEach(async () => {
	await served.close();
	await emulator.close();
});

const serve = (source: IDataObject) => served.serve(emulator, source);
const hookContext = () => served.hookContext();

/** Waits for the deliveries the emulator sends after answering (they are not awaited there). */
async function runsAfterDeliveries(count: number) {
	for (
		let waited = 0;
		webhookDeliveries(emulator.state).length < count && waited < 5000;
		waited += 20
	)
		await new Promise((resolve) => setTimeout(resolve, 20));
	await new Promise((resolve) => setTimeout(resolve, 50));
	return served.runs;
}

describe('Posts Matching Stream Rules', () => {
	const rules = {
		rule: [
			{ value: 'rocket', label: 'rockets' },
			{ value: 'launch from:platformdev', label: '' },
		],
	};

	it('adds its tagged rules, links the stream, runs once per matching post and removes only its own', async () => {
		const others = (await actAs(emulator, ME)('GET', '/2/users/me')) && streamRules(emulator.state);
		others.push({ id: '1900000000000000001', value: 'rocket science', tag: 'another workflow' });
		await serve({ source: 'streamRules', rules });
		expect(await methods.checkExists.call(hookContext())).toBe(false);
		expect(await methods.create.call(hookContext())).toBe(true);

		const [config] = webhookConfigs(emulator.state);
		expect(streamLinks(emulator.state)).toEqual([
			expect.objectContaining({ webhook_id: config.id }),
		]);
		const ours = streamRules(emulator.state).filter((rule) => rule.tag?.includes(WORKFLOW));
		expect(ours.map(({ value, tag }) => [value, tag])).toEqual([
			['rocket', expect.stringMatching(/^rockets \(n8n workflow wf-42 [0-9a-f]{8}\)$/)],
			['launch from:platformdev', expect.stringMatching(/^rule 2 \(n8n workflow wf-42 /)],
		]);
		expect(await methods.checkExists.call(hookContext())).toBe(true);

		await actAs(emulator, PLATFORMDEV)('POST', '/2/posts', { text: 'rocket launch today' });
		await actAs(emulator, PLATFORMDEV)('POST', '/2/posts', { text: 'gardening' });
		const runs = await runsAfterDeliveries(1);
		expect(runs).toHaveLength(1);
		expect(runs[0].map((item) => item.json)).toEqual([
			expect.objectContaining({
				text: 'rocket launch today',
				tags: [ours[0].tag, ours[1].tag],
			}),
		]);
		// The platform may deliver again: the same post starts no second run.
		const [delivery] = webhookDeliveries(emulator.state);
		await sendDelivery(emulator.state, config, delivery.raw_body, delivery.headers);
		expect(served.runs).toHaveLength(1);

		expect(await methods.delete.call(hookContext())).toBe(true);
		expect(streamLinks(emulator.state)).toEqual([]);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(streamRules(emulator.state)).toEqual([
			{ id: '1900000000000000001', value: 'rocket science', tag: 'another workflow' },
		]);
		expect(staticData.setups).toBeUndefined();
	});

	it('refuses an empty rule before anything is registered', async () => {
		await serve({ source: 'streamRules', rules: { rule: [{ value: ' ', label: 'x' }] } });
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'Item 1: Rules 1 needs a rule',
		);
		expect(emulator.log).toEqual([]);
	});

	it('keeps nothing when the platform refuses a rule (a duplicate of another workflow’s)', async () => {
		streamRules(emulator.state).push({ id: '1900000000000000002', value: 'rocket', tag: 'theirs' });
		await serve({ source: 'streamRules', rules });
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'The platform refused the stream rule "rocket": DuplicateRule',
		);
		expect(streamRules(emulator.state)).toEqual([
			{ id: '1900000000000000002', value: 'rocket', tag: 'theirs' },
		]);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(streamLinks(emulator.state)).toEqual([]);
	});
});

describe('Account Activity', () => {
	it('subscribes the signed-in user, runs once per event and unsubscribes on delete', async () => {
		await serve({ source: 'accountActivity', userAuthentication: 'oAuth1' });
		expect(await methods.create.call(hookContext())).toBe(true);
		const [config] = webhookConfigs(emulator.state);
		expect(accountSubscriptions(emulator.state)).toEqual([{ webhook_id: config.id, user_id: ME }]);
		const subscribe = emulator.log.find((entry) => entry.path.endsWith('/subscriptions/all'));
		expect(subscribe?.auth.scheme).toBe('oauth1');
		expect(await methods.checkExists.call(hookContext())).toBe(true);

		await actAs(emulator, PLATFORMDEV)('POST', '/2/posts', { text: 'hello @emulator_user' });
		const runs = await runsAfterDeliveries(1);
		// The entry's 64-bit numeric id, exact: the string beside it (docs/answers.md).
		const posted = postRecords(emulator.state).at(-1);
		expect((runs[0][0].json.payload as IDataObject).id).toBe(posted?.id);
		expect((runs[0][0].json.payload as IDataObject).id_str).toBe(posted?.id);
		expect(runs.map((run) => run.map((item) => item.json))).toEqual([
			[
				{
					event_type: 'post_create',
					for_user_id: ME,
					payload: expect.objectContaining({
						text: 'hello @emulator_user',
						author_id: PLATFORMDEV,
					}),
				},
			],
		]);

		expect(await methods.delete.call(hookContext())).toBe(true);
		expect(accountSubscriptions(emulator.state)).toEqual([]);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(staticData.setups).toBeUndefined();
	});
});

describe('what docs/operations.md says each event source sends (declared in eventSources.ts)', () => {
	const settings: Record<EventSource, IDataObject> = {
		activity: { source: 'activity', events: ['post.create'], userIds: ME },
		streamRules: {
			source: 'streamRules',
			rules: { rule: [{ value: 'rocket', label: 'rockets' }] },
		},
		accountActivity: { source: 'accountActivity', userAuthentication: 'oAuth1' },
	};

	it.each(Object.keys(settings) as EventSource[])(
		'%s: every request declared for activation, the check and deactivation is sent then',
		async (source) => {
			await serve(settings[source]);
			const sent = async (phase: () => Promise<unknown>) => {
				emulator.clearLog();
				await phase();
				return emulator.log.map((entry) => `${entry.method} ${entry.path}`);
			};
			const phases: Record<keyof SetupRequests, string[]> = {
				activation: await sent(async () => await methods.create.call(hookContext())),
				check: await sent(async () => await methods.checkExists.call(hookContext())),
				deactivation: await sent(async () => await methods.delete.call(hookContext())),
			};
			for (const phase of Object.keys(phases) as Array<keyof SetupRequests>) {
				const declared = [
					...declaredCalls(WEBHOOK_REQUESTS[phase]),
					...declaredCalls(SOURCE_REQUESTS[source][phase]),
				];
				expect(declared.length).toBeGreaterThan(0);
				const unsent = declared.filter((call) => !phases[phase].some((one) => call.test(one)));
				expect([phase, unsent]).toEqual([phase, []]);
			}
		},
	);
});
