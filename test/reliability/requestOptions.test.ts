import { serverError } from '../emulator/faults';
import { requestOptionsProperty } from '../../nodes/shared/descriptions/requestOptions';
import {
	DEFAULT_TIMEOUT_SECONDS,
	requestSettingsFrom,
} from '../../nodes/shared/transport/requestSettings';
import { DEFAULT_RETRY_POLICY } from '../../nodes/shared/transport/retryPolicy';
import { reliabilityHarness, traffic } from './harness';

/** The Request Options the user sees are the policy the transport applies. */

const defaults = Object.fromEntries(
	(requestOptionsProperty.options ?? []).map((option) => [
		option.name,
		(option as { default: unknown }).default,
	]),
);

test("the shown defaults are the policy's defaults", () => {
	expect(defaults).toEqual({
		maxRateLimitWaitSeconds: DEFAULT_RETRY_POLICY.maxRateLimitWaitMs / 1000,
		serverErrorRetries: DEFAULT_RETRY_POLICY.maxServerErrorRetries,
		retryDelaySeconds: DEFAULT_RETRY_POLICY.serverErrorDelayMs / 1000,
		timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
	});
	expect(requestSettingsFrom({})).toEqual({
		policy: DEFAULT_RETRY_POLICY,
		timeoutMs: DEFAULT_TIMEOUT_SECONDS * 1000,
	});
});

test('set options become the policy and the timeout', () => {
	expect(
		requestSettingsFrom({
			maxRateLimitWaitSeconds: 5,
			serverErrorRetries: 0,
			retryDelaySeconds: 0.25,
			timeoutSeconds: 2,
		}),
	).toEqual({
		policy: {
			...DEFAULT_RETRY_POLICY,
			maxRateLimitWaitMs: 5_000,
			maxServerErrorRetries: 0,
			serverErrorDelayMs: 250,
		},
		timeoutMs: 2_000,
	});
});

describe('every operation obeys Request Options, on the wire', () => {
	const { emulator, run } = reliabilityHarness({ bearerTokenMinIntervalMs: 0 });

	test('Activity Subscription > Read Events with Retries After Server Errors at 0 connects once after a 503', async () => {
		emulator().injectFault({ ...serverError({ path: '/2/activity/stream' }, 503), times: 9 });
		const { error } = await run('core', {
			authentication: 'bearerToken',
			resource: 'activitySubscription',
			operation: 'readEvents',
			maxDurationSeconds: 1,
			requestOptions: { serverErrorRetries: 0 },
		});
		expect(error?.message).toBe('Item 1: Service unavailable (HTTP 503, code 131)');
		expect(traffic(emulator())).toEqual(['GET /2/activity/stream 503']);
	});
});
