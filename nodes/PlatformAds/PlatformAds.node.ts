import {
	NodeConnectionTypes,
	type INodePropertyOptions,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { mergeIdenticalProperties } from '../shared/descriptions/mergeIdenticalProperties';
import { shareCollectionOptions } from './shared/sharedCollectionOptions';
import { LIST_OPTIONS } from './shared/adsList';
import { nodeIcon } from '../shared/descriptions/icon';
import { readableSubtitle } from '../shared/descriptions/subtitle';
import { jsonRequestDefaults } from '../shared/descriptions/requestOptions';
import { resourceProperties } from '../shared/descriptions/resource';
import { listSearch } from './shared/listSearch';
import { accountResource } from './resources/account';
import { accountHistoryResource } from './resources/accountHistory';
import { accountMediaResource, searchAccountMedia } from './resources/accountMedia';
import { adsPostResource } from './resources/adsPost';
import {
	analyticsCustomOperations,
	analyticsPickers,
	analyticsResource,
} from './resources/analytics';
import {
	audiencePermissionResource,
	searchAudiencePermissions,
} from './resources/audiencePermission';
import { biddingRuleResource } from './resources/biddingRule';
import { contentCategoryResource } from './resources/contentCategory';
import { draftPostResource } from './resources/draftPost';
import { iabCategoryResource } from './resources/iabCategory';
import { postPreviewResource } from './resources/postPreview';
import { promotableUserResource } from './resources/promotableUser';
import { scheduledPostResource } from './resources/scheduledPost';
import { trackingTagResource } from './resources/trackingTag';
import { searchPromotableUserRecords, searchPromotableUsers } from './shared/promotableUserLocator';
import { searchTrackingTags } from './shared/trackingTagLocator';
import { businessCategoryResource } from './resources/businessCategory';
import { campaignCustomOperations, campaignResource } from './resources/campaign';
import { cardResource } from './resources/card';
import { curatedCategoryResource } from './resources/curatedCategory';
import { customAudienceResource } from './resources/customAudience';
import {
	customAudienceUserCustomOperations,
	customAudienceUserResource,
} from './resources/customAudienceUser';
import { doNotReachListCustomOperations, doNotReachListResource } from './resources/doNotReachList';
import { fundingInstrumentResource } from './resources/fundingInstrument';
import { featureResource } from './resources/feature';
import { keywordInsightResource } from './resources/keywordInsight';
import { lineItemCustomOperations, lineItemResource } from './resources/lineItem';
import { lineItemCuratedCategoryResource } from './resources/lineItemCuratedCategory';
import {
	mediaLibraryKeys,
	mediaLibraryResource,
	postMediaLibraryKeys,
	searchMediaLibrary,
} from './resources/mediaLibrary';
import { pollCardResource } from './resources/pollCard';
import { productCustomOperations, productResource } from './resources/product';
import { productCatalogResource, searchProductCatalogs } from './resources/productCatalog';
import { productSetResource } from './resources/productSet';
import { promotedAccountResource } from './resources/promotedAccount';
import { promotedPostCustomOperations, promotedPostResource } from './resources/promotedPost';
import { scheduledPromotedPostResource } from './resources/scheduledPromotedPost';
import { targetedAudienceResource } from './resources/targetedAudience';
import {
	targetingCriterionCustomOperations,
	targetingCriterionResource,
} from './resources/targetingCriterion';
import { targetingOptionResource } from './resources/targetingOption';
import { audienceEstimateResource } from './resources/audienceEstimate';
import { searchTargetingValues } from './shared/targeting/targetingValueSearch';
import { russiaHints } from './shared/targeting/russiaHints';
import { videoConversationCardResource } from './resources/videoConversationCard';
import { dropdown } from '../shared/descriptions/properties';

// The ads interface accepts OAuth 1.0a user context only.
const authentication = authenticationDescription(['oAuth1', 'oAuth1SignIn'], 'oAuth1');

// What a marketer uses most comes first: n8n's nodes panel lists the actions in this order, so the
// panel opens on campaigns and line items rather than on sandbox accounts.
const resources: INodePropertyOptions[] = [
	{ name: 'Campaign', value: 'campaign' },
	{ name: 'Line Item', value: 'lineItem' },
	{ name: 'Promoted Post', value: 'promotedPost' },
	{ name: 'Analytics', value: 'analytics' },
	{ name: 'Targeting Criterion', value: 'targetingCriterion' },
	{ name: 'Ads Post', value: 'adsPost' },
	{ name: 'Scheduled Promoted Post', value: 'scheduledPromotedPost' },
	{ name: 'Promoted Account', value: 'promotedAccount' },
	{ name: 'Custom Audience', value: 'customAudience' },
	{ name: 'Custom Audience User', value: 'customAudienceUser' },
	{ name: 'Funding Instrument', value: 'fundingInstrument' },
	{ name: 'Account', value: 'account' },
	{ name: 'Account History', value: 'accountHistory' },
	{ name: 'Account Media', value: 'accountMedia' },
	{ name: 'Audience Estimate', value: 'audienceEstimate' },
	{ name: 'Audience Permission', value: 'audiencePermission' },
	{ name: 'Bidding Rule', value: 'biddingRule' },
	{ name: 'Business Category', value: 'businessCategory' },
	{ name: 'Card', value: 'card' },
	{ name: 'Content Category', value: 'contentCategory' },
	{ name: 'Curated Category', value: 'curatedCategory' },
	{ name: 'Do-Not-Reach List', value: 'doNotReachList' },
	{ name: 'Draft Post', value: 'draftPost' },
	{ name: 'Feature', value: 'feature' },
	{ name: 'IAB Category', value: 'iabCategory' },
	{ name: 'Keyword Insight', value: 'keywordInsight' },
	{ name: 'Line Item Curated Category', value: 'lineItemCuratedCategory' },
	{ name: 'Media Library', value: 'mediaLibrary' },
	{ name: 'Poll Card', value: 'pollCard' },
	{ name: 'Post Preview', value: 'postPreview' },
	{ name: 'Product', value: 'product' },
	{ name: 'Product Catalog', value: 'productCatalog' },
	{ name: 'Product Set', value: 'productSet' },
	{ name: 'Promotable User', value: 'promotableUser' },
	{ name: 'Scheduled Post', value: 'scheduledPost' },
	{ name: 'Targeted Audience', value: 'targetedAudience' },
	{ name: 'Targeting Option', value: 'targetingOption' },
	{ name: 'Tracking Tag', value: 'trackingTag' },
	{ name: 'Video Conversation Card', value: 'videoConversationCard' },
];

/** Every resource's operations, as written: the node's panel and docs/operations.md read them. */
export const resourceDescriptions = [
	accountResource,
	accountHistoryResource,
	accountMediaResource,
	biddingRuleResource,
	businessCategoryResource,
	campaignResource,
	cardResource,
	curatedCategoryResource,
	customAudienceResource,
	customAudienceUserResource,
	doNotReachListResource,
	featureResource,
	fundingInstrumentResource,
	lineItemResource,
	lineItemCuratedCategoryResource,
	mediaLibraryResource,
	pollCardResource,
	productCatalogResource,
	productResource,
	productSetResource,
	promotedAccountResource,
	promotedPostResource,
	scheduledPromotedPostResource,
	keywordInsightResource,
	audiencePermissionResource,
	targetedAudienceResource,
	targetingCriterionResource,
	targetingOptionResource,
	audienceEstimateResource,
	adsPostResource,
	videoConversationCardResource,
	analyticsResource,
	promotableUserResource,
	scheduledPostResource,
	draftPostResource,
	postPreviewResource,
	trackingTagResource,
	iabCategoryResource,
	contentCategoryResource,
];

/** Ads interface v12, against production or the sandbox. */
export class PlatformAds implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform Ads',
		name: 'platformAds',
		icon: nodeIcon,
		group: ['transform'],
		version: 1,
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
		requestDefaults: jsonRequestDefaults(
			'={{$parameter["environment"] === "sandbox" ? $credentials.adsSandboxBaseUrl : $credentials.adsBaseUrl}}',
		),
		// One property for the copies of a field that several operations show, and one Options
		// collection for every list (see the functions).
		properties: mergeIdenticalProperties(
			'platformAds',
			shareCollectionOptions(
				[LIST_OPTIONS, 'inputFieldNames', 'userOptions'],
				[
					authentication.property,
					{
						...dropdown(
							'Environment',
							'environment',
							{ Production: 'production', Sandbox: 'sandbox' },
							'production',
						),
						description: 'Whether to work on real ads accounts or in the ads sandbox',
					},
					...resourceProperties(resources, resourceDescriptions, 'account'),
				],
			),
		),
	};
	constructor() {
		this.description.subtitle = readableSubtitle(resources, resourceDescriptions);
	}

	methods = {
		listSearch: {
			...listSearch,
			searchProductCatalogs,
			searchAudiencePermissions,
			searchAccountMedia,
			searchMediaLibrary,
			searchPromotableUsers,
			searchPromotableUserRecords,
			searchTrackingTags,
			searchTargetingValues,
		},
		loadOptions: { mediaLibraryKeys, postMediaLibraryKeys, ...analyticsPickers },
	};

	customOperations = {
		campaign: campaignCustomOperations,
		lineItem: lineItemCustomOperations,
		targetingCriterion: targetingCriterionCustomOperations,
		product: productCustomOperations,
		customAudienceUser: customAudienceUserCustomOperations,
		doNotReachList: doNotReachListCustomOperations,
		promotedPost: promotedPostCustomOperations,
		analytics: analyticsCustomOperations,
	};
}
