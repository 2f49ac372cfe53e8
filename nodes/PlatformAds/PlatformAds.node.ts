import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { listSearch } from './methods/listSearch';
import { accountFields, accountOperations } from './resources/account';
import { accountHistoryFields, accountHistoryOperations } from './resources/accountHistory';
import {
	accountMediaFields,
	accountMediaOperations,
	searchAccountMedia,
} from './resources/accountMedia';
import { adsPostFields, adsPostOperations } from './resources/adsPost';
import {
	audiencePermissionFields,
	audiencePermissionOperations,
	searchAudiencePermissions,
} from './resources/audiencePermission';
import { businessCategoryFields, businessCategoryOperations } from './resources/businessCategory';
import { cardFields, cardOperations } from './resources/card';
import { curatedCategoryFields, curatedCategoryOperations } from './resources/curatedCategory';
import {
	customAudienceUserCustomOperations,
	customAudienceUserFields,
	customAudienceUserOperations,
} from './resources/customAudienceUser';
import {
	doNotReachListCustomOperations,
	doNotReachListFields,
	doNotReachListOperations,
} from './resources/doNotReachList';
import { featureFields, featureOperations } from './resources/feature';
import { keywordInsightFields, keywordInsightOperations } from './resources/keywordInsight';
import { lineItemFields, lineItemOperations } from './resources/lineItem';
import {
	lineItemCuratedCategoryFields,
	lineItemCuratedCategoryOperations,
} from './resources/lineItemCuratedCategory';
import {
	mediaLibraryFields,
	mediaLibraryOperations,
	searchMediaLibrary,
} from './resources/mediaLibrary';
import { pollCardFields, pollCardOperations } from './resources/pollCard';
import { productCustomOperations, productFields, productOperations } from './resources/product';
import {
	productCatalogFields,
	productCatalogOperations,
	searchProductCatalogs,
} from './resources/productCatalog';
import { productSetFields, productSetOperations } from './resources/productSet';
import { targetedAudienceFields, targetedAudienceOperations } from './resources/targetedAudience';
import {
	videoConversationCardFields,
	videoConversationCardOperations,
} from './resources/videoConversationCard';

// The ads interface accepts OAuth 1.0a user context only.
const authentication = authenticationDescription(['oAuth1', 'oAuth1SignIn'], 'oAuth1');

/** Ads interface v12, against production or the sandbox. */
export class PlatformAds implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Platform Ads',
		name: 'platformAds',
		icon: nodeIcon,
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Manage ads accounts, campaigns, catalogs, audiences and creatives (ads interface v12)',
		defaults: { name: 'Platform Ads' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		requestDefaults: {
			baseURL:
				'={{$parameter["environment"] === "sandbox" ? $credentials.adsSandboxBaseUrl : $credentials.adsBaseUrl}}',
			headers: { Accept: 'application/json' },
			json: true,
		},
		properties: [
			authentication.property,
			{
				displayName: 'Environment',
				name: 'environment',
				type: 'options',
				options: [
					{ name: 'Production', value: 'production' },
					{ name: 'Sandbox', value: 'sandbox' },
				],
				default: 'production',
				description: 'Whether to work on real ads accounts or in the ads sandbox',
			},
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Account', value: 'account' },
					{ name: 'Account History', value: 'accountHistory' },
					{ name: 'Account Media', value: 'accountMedia' },
					{ name: 'Ads Post', value: 'adsPost' },
					{ name: 'Audience Permission', value: 'audiencePermission' },
					{ name: 'Business Category', value: 'businessCategory' },
					{ name: 'Card', value: 'card' },
					{ name: 'Curated Category', value: 'curatedCategory' },
					{ name: 'Custom Audience User', value: 'customAudienceUser' },
					{ name: 'Do-Not-Reach List', value: 'doNotReachList' },
					{ name: 'Feature', value: 'feature' },
					{ name: 'Keyword Insight', value: 'keywordInsight' },
					{ name: 'Line Item', value: 'lineItem' },
					{ name: 'Line Item Curated Category', value: 'lineItemCuratedCategory' },
					{ name: 'Media Library', value: 'mediaLibrary' },
					{ name: 'Poll Card', value: 'pollCard' },
					{ name: 'Product', value: 'product' },
					{ name: 'Product Catalog', value: 'productCatalog' },
					{ name: 'Product Set', value: 'productSet' },
					{ name: 'Targeted Audience', value: 'targetedAudience' },
					{ name: 'Video Conversation Card', value: 'videoConversationCard' },
				],
				default: 'account',
			},
			accountOperations,
			...accountFields,
			accountHistoryOperations,
			...accountHistoryFields,
			accountMediaOperations,
			...accountMediaFields,
			businessCategoryOperations,
			...businessCategoryFields,
			cardOperations,
			...cardFields,
			curatedCategoryOperations,
			...curatedCategoryFields,
			customAudienceUserOperations,
			...customAudienceUserFields,
			doNotReachListOperations,
			...doNotReachListFields,
			featureOperations,
			...featureFields,
			lineItemOperations,
			...lineItemFields,
			lineItemCuratedCategoryOperations,
			...lineItemCuratedCategoryFields,
			mediaLibraryOperations,
			...mediaLibraryFields,
			pollCardOperations,
			...pollCardFields,
			productCatalogOperations,
			...productCatalogFields,
			productOperations,
			...productFields,
			productSetOperations,
			...productSetFields,
			keywordInsightOperations,
			...keywordInsightFields,
			audiencePermissionOperations,
			...audiencePermissionFields,
			targetedAudienceOperations,
			...targetedAudienceFields,
			adsPostOperations,
			...adsPostFields,
			videoConversationCardOperations,
			...videoConversationCardFields,
			requestOptionsProperty,
		],
	};

	methods = {
		listSearch: {
			...listSearch,
			searchProductCatalogs,
			searchAudiencePermissions,
			searchAccountMedia,
			searchMediaLibrary,
		},
	};

	customOperations = {
		product: productCustomOperations,
		customAudienceUser: customAudienceUserCustomOperations,
		doNotReachList: doNotReachListCustomOperations,
	};
}
