import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { PlatformAdsMeasurement } from '../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node';
import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { PlatformPollingTrigger } from '../../nodes/PollingTrigger/PlatformPollingTrigger.node';

/**
 * This project's own budget for a node's description, not a limit of n8n (n8n sets no size
 * limit on a description): n8n keeps every node's description in memory and sends it to the
 * editor, so each stays within 250 KB (the JSON's length). A node that would grow past it is
 * split, as Platform Ads Measurement was (docs/architecture.md).
 */
const BUDGET = 250 * 1024;

test.each([
	['Platform', new PlatformCore()],
	['Platform Ads', new PlatformAds()],
	['Platform Ads Measurement', new PlatformAdsMeasurement()],
	['Platform Ads Trigger', new PlatformAdsTrigger()],
	['Platform Polling Trigger', new PlatformPollingTrigger()],
	['Platform Activity Trigger', new PlatformActivityTrigger()],
])("the description of %s is within the project's 250 KB budget", (_, type) => {
	const size = JSON.stringify(type.description).length;
	expect(size).toBeGreaterThan(1024);
	expect(size).toBeLessThanOrEqual(BUDGET);
});
