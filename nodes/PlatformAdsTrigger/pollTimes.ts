import type { INodeProperties } from 'n8n-workflow';

/**
 * The Poll Times a new Ads Trigger starts with: every hour. One poll sends an active-entities
 * request and a stats request per 20 changed entities, against the platform's 250 stats requests
 * per 15 minutes an account; the changes come in hourly buckets, so polling more often mostly
 * reads the same hour again.
 */
export const DEFAULT_POLL_TIMES = { item: [{ mode: 'everyHour' }] };

/**
 * The node's properties. n8n adds its own Poll Times (every minute) in front of those of a node
 * with `polling: true` when it loads it (`properties.unshift`), in 1.x and 2.x alike, and offers
 * no other way to choose its default: this array hands n8n's field on with the default above.
 * Should n8n add it another way, the field keeps n8n's default and the node works as before.
 */
export class PollingProperties extends Array<INodeProperties> {
	static get [Symbol.species]() {
		return Array;
	}

	unshift(...properties: INodeProperties[]): number {
		return super.unshift(
			...properties.map((property) =>
				property.name === 'pollTimes' ? { ...property, default: DEFAULT_POLL_TIMES } : property,
			),
		);
	}
}

/** The properties as a PollingProperties array. */
export const pollingProperties = (properties: INodeProperties[]): INodeProperties[] => {
	const array = new PollingProperties();
	array.push(...properties);
	return array;
};
