import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { nodeRegistry } from '../shared/descriptions/registry';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { jsonRequestDefaults } from '../shared/descriptions/requestOptions';
import { resourceProperties } from '../shared/descriptions/resource';
import { searchAccounts } from '../shared/ads/accountSearch';
import { ADS_BASE_URL, environmentProperty } from '../shared/ads/adsRequest';
import { conversionResource } from './resources/conversion';
import { abTestResource } from './resources/abTest';
import { appEventProviderConfigurationResource } from './resources/appEventProviderConfiguration';
import { appEventTagResource } from './resources/appEventTag';
import { appListResource } from './resources/appList';
import { conversionAttributionResource } from './resources/conversionAttribution';
import { conversionEventResource } from './resources/conversionEvent';
import { webEventTagResource } from './resources/webEventTag';

// The ads interface accepts OAuth 1.0a user context only.
const authentication = authenticationDescription(['oAuth1', 'oAuth1SignIn'], 'oAuth1');

/**
 * The resources in the order of the Resource dropdown. Sending conversions is what most people
 * come for, so it comes first; the tags and tests it relies on follow (Web Event Tag, A/B Test,
 * Conversion Event, Conversion Attribution, App Event Tag, App Event Provider Configuration,
 * App List): one line each.
 */
const registry = nodeRegistry(
	[
		['Conversion', conversionResource],
		['Web Event Tag', webEventTagResource],
		['A/B Test', abTestResource],
		['Conversion Event', conversionEventResource],
		['Conversion Attribution', conversionAttributionResource],
		['App Event Tag', appEventTagResource],
		['App Event Provider Configuration', appEventProviderConfigurationResource],
		['App List', appListResource],
	],
	{
		listSearch: { searchAccounts },
	},
);
const resources = registry.resources;

/** Every resource's operations, as written: the node's panel and docs/operations.md read them. */
export const resourceDescriptions = registry.descriptions;

/**
 * Measurement of the ads interface v12 (conversions, event tags, A/B tests), beside Platform Ads:
 * that node's description is close to this project's 250 KB budget for a description (a budget
 * of ours: n8n sets no size limit), and n8n builds it on every start (see docs/architecture.md).
 */
export class PlatformAdsMeasurement implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform Ads Measurement',
		name: 'platformAdsMeasurement',
		icon: nodeIcon,
		group: ['transform'],
		version: 1,
		// Replaced by the readable subtitle below; n8n's lint reads only a written-out one.
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Send website conversions (purchases, leads, sign-ups) to the ads platform and manage the event tags that count them (ads interface v12)',
		defaults: { name: 'Platform Ads Measurement' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		requestDefaults: jsonRequestDefaults(ADS_BASE_URL),
		properties: mergeIdenticalProperties('platformAdsMeasurement', [
			authentication.property,
			environmentProperty('Whether to measure on real ads accounts or in the ads sandbox'),
			...resourceProperties(resources, resourceDescriptions, 'conversion'),
		]),
	};
	constructor() {
		this.description.subtitle = readableSubtitle(resources, resourceDescriptions);
	}

	methods = registry.methods;

	/** The operations written as code, by resource (see nodeRegistry). */
	customOperations = registry.customOperations;
}
