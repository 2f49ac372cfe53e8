import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { nodeRegistry } from '../shared/descriptions/registry';
import { shareCollectionOptions } from './shared/sharedCollectionOptions';
import { LIST_OPTIONS } from '../shared/ads/adsList';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { jsonRequestDefaults } from '../shared/descriptions/requestOptions';
import { resourceProperties } from '../shared/descriptions/resource';
import { listSearch } from './shared/listSearch';
import { russiaHints } from './shared/targeting/russiaHints';
import { ADS_BASE_URL, environmentProperty } from '../shared/ads/adsRequest';
import { accountResource } from './resources/account';
import { accountHistoryResource } from './resources/accountHistory';
import { accountMediaResource } from './resources/accountMedia';
import { adsPostResource } from './resources/adsPost';
import { analyticsResource } from './resources/analytics';
import { audienceEstimateResource } from './resources/audienceEstimate';
import { audiencePermissionResource } from './resources/audiencePermission';
import { biddingRuleResource } from './resources/biddingRule';
import { businessCategoryResource } from './resources/businessCategory';
import { campaignResource } from './resources/campaign';
import { cardResource } from './resources/card';
import { contentCategoryResource } from './resources/contentCategory';
import { curatedCategoryResource } from './resources/curatedCategory';
import { customAudienceResource } from './resources/customAudience';
import { customAudienceUserResource } from './resources/customAudienceUser';
import { doNotReachListResource } from './resources/doNotReachList';
import { draftPostResource } from './resources/draftPost';
import { featureResource } from './resources/feature';
import { fundingInstrumentResource } from './resources/fundingInstrument';
import { iabCategoryResource } from './resources/iabCategory';
import { keywordInsightResource } from './resources/keywordInsight';
import { lineItemResource } from './resources/lineItem';
import { lineItemCuratedCategoryResource } from './resources/lineItemCuratedCategory';
import { mediaLibraryResource } from './resources/mediaLibrary';
import { pollCardResource } from './resources/pollCard';
import { postPreviewResource } from './resources/postPreview';
import { productResource } from './resources/product';
import { productCatalogResource } from './resources/productCatalog';
import { productSetResource } from './resources/productSet';
import { promotableUserResource } from './resources/promotableUser';
import { promotedAccountResource } from './resources/promotedAccount';
import { promotedPostResource } from './resources/promotedPost';
import { scheduledPostResource } from './resources/scheduledPost';
import { scheduledPromotedPostResource } from './resources/scheduledPromotedPost';
import { targetedAudienceResource } from './resources/targetedAudience';
import { targetingCriterionResource } from './resources/targetingCriterion';
import { targetingOptionResource } from './resources/targetingOption';
import { trackingTagResource } from './resources/trackingTag';
import { videoConversationCardResource } from './resources/videoConversationCard';

// The ads interface accepts OAuth 1.0a user context only.
const authentication = authenticationDescription(['oAuth1', 'oAuth1SignIn'], 'oAuth1');

/**
 * The resources in the order of the Resource dropdown, each with its name there; their operations,
 * code and pickers are read from their modules. What a marketer uses most comes first: n8n's nodes
 * panel lists the actions in this order, so the panel opens on campaigns and line items rather than
 * on sandbox accounts.
 */
const registry = nodeRegistry(
	[
		['Campaign', campaignResource],
		['Line Item', lineItemResource],
		['Promoted Post', promotedPostResource],
		['Analytics', analyticsResource],
		['Targeting Criterion', targetingCriterionResource],
		['Ads Post', adsPostResource],
		['Scheduled Promoted Post', scheduledPromotedPostResource],
		['Promoted Account', promotedAccountResource],
		['Custom Audience', customAudienceResource],
		['Custom Audience User', customAudienceUserResource],
		['Funding Instrument', fundingInstrumentResource],
		['Account', accountResource],
		['Account History', accountHistoryResource],
		['Account Media', accountMediaResource],
		['Audience Estimate', audienceEstimateResource],
		['Audience Permission', audiencePermissionResource],
		['Bidding Rule', biddingRuleResource],
		['Business Category', businessCategoryResource],
		['Card', cardResource],
		['Content Category', contentCategoryResource],
		['Curated Category', curatedCategoryResource],
		['Do-Not-Reach List', doNotReachListResource],
		['Draft Post', draftPostResource],
		['Feature', featureResource],
		['IAB Category', iabCategoryResource],
		['Keyword Insight', keywordInsightResource],
		['Line Item Curated Category', lineItemCuratedCategoryResource],
		['Media Library', mediaLibraryResource],
		['Poll Card', pollCardResource],
		['Post Preview', postPreviewResource],
		['Product', productResource],
		['Product Catalog', productCatalogResource],
		['Product Set', productSetResource],
		['Promotable User', promotableUserResource],
		['Scheduled Post', scheduledPostResource],
		['Targeted Audience', targetedAudienceResource],
		['Targeting Option', targetingOptionResource],
		['Tracking Tag', trackingTagResource],
		['Video Conversation Card', videoConversationCardResource],
	],
	{ listSearch },
);
const resources = registry.resources;

/** Every resource's operations, as written: the node's panel and docs/operations.md read them. */
export const resourceDescriptions = registry.descriptions;

/** Ads interface v12, against production or the sandbox. */
export class PlatformAds implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform Ads',
		name: 'platformAds',
		icon: nodeIcon,
		group: ['transform'],
		// 1.1: Analytics' Entity starts on Campaign (entityFields); a node saved on 1 keeps Line Item.
		version: [1, 1.1],
		// Replaced by the readable subtitle below; n8n's lint reads only a written-out one.
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Run ads campaigns, line items, audiences and catalogs: budgets, targeting, promoted posts and their spend and other stats (ads interface v12)',
		defaults: { name: 'Platform Ads' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		hints: russiaHints,
		requestDefaults: jsonRequestDefaults(ADS_BASE_URL),
		// One property for the copies of a field that several operations show, and one Options
		// collection for every list (see the functions).
		properties: mergeIdenticalProperties(
			'platformAds',
			shareCollectionOptions(
				[LIST_OPTIONS, 'inputFieldNames', 'userOptions'],
				[
					authentication.property,
					environmentProperty('Whether to work on real ads accounts or in the ads sandbox'),
					...resourceProperties(resources, resourceDescriptions, 'account'),
				],
			),
		),
	};
	constructor() {
		this.description.subtitle = readableSubtitle(resources, resourceDescriptions);
	}

	methods = registry.methods;

	/** The operations written as code, by resource (see nodeRegistry). */
	customOperations = registry.customOperations;
}
