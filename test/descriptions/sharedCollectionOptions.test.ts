import type { IDisplayOptions, INodeProperties, INodeType } from 'n8n-workflow';

import { ACCOUNT } from '../ads/adsFixtures';
import { byId, nodeHarness } from '../helpers/nodeHarness';
import {
	builtWithAndWithout,
	pairsOf,
	shownFor,
	shownOptions,
	type Pair,
} from '../helpers/shownOptions';

/**
 * shareCollectionOptions gives every ads list the same Options collection, each option shown
 * only where its list showed it. For every resource and operation, the panel must list exactly
 * the options it listed before, in the same order; and routing must send only those.
 */
const SHARE_MODULE = '../../nodes/PlatformAds/shared/sharedCollectionOptions';

function load(): INodeType {
	const { PlatformAds } = require('../../nodes/PlatformAds/PlatformAds.node');
	return new PlatformAds();
}

const { built, without: unshared } = builtWithAndWithout(
	SHARE_MODULE,
	'shareCollectionOptions',
	load,
);
const pairs = pairsOf(unshared);

/** The option as its list wrote it: without the display options sharing added. */
function asWritten(option: INodeProperties): INodeProperties {
	const { displayOptions: _shared, ...written } = option;
	const displayOptions: INodeProperties['displayOptions'] = {};
	for (const key of ['show', 'hide'] as const) {
		const conditions: IDisplayOptions['show'] = { ...option.displayOptions?.[key] };
		delete conditions['/resource'];
		delete conditions['/operation'];
		if (Object.keys(conditions).length > 0) displayOptions[key] = conditions;
	}
	return Object.keys(displayOptions).length === 0 ? written : { ...written, displayOptions };
}

/** The collections the build shares: the ads lists' Options, the audience users' two. */
const SHARED = ['listOptions', 'inputFieldNames', 'userOptions'];

const collectionsOf = (properties: INodeProperties[], name: string, pair: Pair) =>
	properties.filter((property) => property.name === name && shownFor(property, pair));

/** The collection apart from its options and from when resource and operation show it. */
function headerOf({ options: _options, ...header }: INodeProperties) {
	const show = { ...header.displayOptions?.show };
	delete show.resource;
	delete show.operation;
	return { ...header, displayOptions: { ...header.displayOptions, show } };
}

test.each(SHARED)('one %s collection serves every operation that has one', (name) => {
	expect(built.filter((property) => property.name === name)).toHaveLength(1);
});

test.each(
	SHARED.flatMap((name) =>
		pairs.map((pair) => [`${name} of ${pair.resource} ${pair.operation}`, name, pair] as const),
	),
)('%s: the panel lists the same options, in the same order', (_title, name, pair) => {
	const before = collectionsOf(unshared, name, pair);
	const after = collectionsOf(built, name, pair);
	expect(after).toHaveLength(before.length);
	if (before.length === 0) return;
	expect(shownOptions(built, name, pair)?.map(asWritten)).toEqual(before[0].options);
	expect(headerOf(after[0])).toEqual(headerOf(before[0]));
});

describe('routing sends only the options of the list shown', () => {
	const { run, requests } = nodeHarness('ads');

	test("an option another list shows (Account Media's Creative Types) is not sent with campaigns", async () => {
		const result = await run({
			resource: 'campaign',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			limit: 1,
			listOptions: { creativeTypes: 'BANNER', withDraft: true },
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/campaigns`,
				query: { with_draft: 'true', count: '1' },
			},
		]);
	});
});
