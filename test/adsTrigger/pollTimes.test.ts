import type { INodeProperties } from 'n8n-workflow';
import { DirectoryLoader } from 'n8n-core';
import { toCronExpression } from 'n8n-workflow';

import { PlatformAdsTrigger } from '../../nodes/PlatformAdsTrigger/PlatformAdsTrigger.node';

/** The Ads Trigger's Poll Times: every hour unless the user chooses otherwise. */
test('Poll Times defaults to every hour once n8n adds the field, which it does only once', () => {
	const nodeType = new PlatformAdsTrigger();
	// What n8n's loader does to a node with `polling: true` (1.x and 2.x).
	(
		DirectoryLoader.prototype as unknown as { applySpecialNodeParameters: (node: unknown) => void }
	).applySpecialNodeParameters.call(undefined, nodeType);
	const pollTimes = nodeType.description.properties.filter(({ name }) => name === 'pollTimes');
	expect(pollTimes).toHaveLength(1);
	const { default: fallback } = pollTimes[0] as INodeProperties & {
		default: { item: Array<{ mode: string }> };
	};
	expect(fallback).toEqual({ item: [{ mode: 'everyHour' }] });
	// Every hour at a fixed minute: at most 24 polls a day, each a few stats requests.
	expect(fallback.item.map((item) => toCronExpression(item as never))).toEqual([
		expect.stringMatching(/^\S+ \S+ \* \* \* \*$/),
	]);
	// The description n8n sends to the editor carries the same default.
	const sent = JSON.parse(JSON.stringify(nodeType.description)) as {
		properties: INodeProperties[];
	};
	expect(sent.properties[0]).toMatchObject({ name: 'pollTimes', default: fallback });
});
