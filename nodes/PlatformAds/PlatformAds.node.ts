import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { listSearch } from './methods/listSearch';
import { accountFields, accountOperations } from './resources/account';
import { accountHistoryFields, accountHistoryOperations } from './resources/accountHistory';
import { businessCategoryFields, businessCategoryOperations } from './resources/businessCategory';
import { curatedCategoryFields, curatedCategoryOperations } from './resources/curatedCategory';
import { customAudienceUserCustomOperations, customAudienceUserFields, customAudienceUserOperations } from './resources/customAudienceUser';
import { doNotReachListCustomOperations, doNotReachListFields, doNotReachListOperations } from './resources/doNotReachList';
import { featureFields, featureOperations } from './resources/feature';
import { lineItemFields, lineItemOperations } from './resources/lineItem';
import { lineItemCuratedCategoryFields, lineItemCuratedCategoryOperations } from './resources/lineItemCuratedCategory';
import { productCustomOperations, productFields, productOperations } from './resources/product';
import { productCatalogFields, productCatalogOperations, searchProductCatalogs } from './resources/productCatalog';
import { productSetFields, productSetOperations } from './resources/productSet';

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
		description: 'Manage ads accounts, campaigns, catalogs, audiences and creatives (ads interface v12)',
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
					{ name: 'Business Category', value: 'businessCategory' },
					{ name: 'Curated Category', value: 'curatedCategory' },
					{ name: 'Custom Audience User', value: 'customAudienceUser' },
					{ name: 'Do-Not-Reach List', value: 'doNotReachList' },
					{ name: 'Feature', value: 'feature' },
					{ name: 'Line Item', value: 'lineItem' },
					{ name: 'Line Item Curated Category', value: 'lineItemCuratedCategory' },
					{ name: 'Product', value: 'product' },
					{ name: 'Product Catalog', value: 'productCatalog' },
					{ name: 'Product Set', value: 'productSet' },
				],
				default: 'account',
			},
			accountOperations,
			...accountFields,
			accountHistoryOperations,
			...accountHistoryFields,
			businessCategoryOperations,
			...businessCategoryFields,
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
			productCatalogOperations,
			...productCatalogFields,
			productOperations,
			...productFields,
			productSetOperations,
			...productSetFields,
			requestOptionsProperty,
		],
	};

	methods = { listSearch: { ...listSearch, searchProductCatalogs } };

	customOperations = {
		product: productCustomOperations,
		customAudienceUser: customAudienceUserCustomOperations,
		doNotReachList: doNotReachListCustomOperations,
	};
}
