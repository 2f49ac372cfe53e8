import { requestOptionsProperty } from '../../nodes/shared/descriptions/requestOptions';
import {
	DEFAULT_TIMEOUT_SECONDS,
	requestSettingsFrom,
} from '../../nodes/shared/transport/requestSettings';
import { DEFAULT_RETRY_POLICY } from '../../nodes/shared/transport/retryPolicy';

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
