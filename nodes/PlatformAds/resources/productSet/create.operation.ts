import { type IDataObject } from 'n8n-workflow';

import type { PreSend } from '../../../shared/ads/adsRouting';
import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField, listOf } from '../../../shared/validation';
import { adsRecords } from '../../../shared/ads/envelope';
import { catalogIdCheck, catalogPath, productCatalogLocator } from '../../shared/catalogLocator';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';

const FILTER_ATTRIBUTES = [
	'price',
	'product_type',
	'vendor_product_category',
	'sale_price',
	'inventory',
	'custom_label_0',
	'custom_label_1',
	'custom_label_2',
	'custom_label_3',
	'custom_label_4',
];
const FILTER_OPERATORS = [
	'GREATER_THAN',
	'EQUAL_TO',
	'LESS_THAN',
	'MATCH',
	'NOT_CONTAINS',
	'CONTAINS',
];
const titled = (value: string) =>
	value
		.split('_')
		.map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
		.join(' ');

/**
 * The JSON body of POST product_sets: MANUAL with product_keys, FILTERED with filters (each
 * needed by its type), checked here so a set that cannot be built is never sent.
 */
const productSetBody: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const type = this.getNodeParameter('type') as string;
	const body: IDataObject = { name: this.getNodeParameter('name'), type };
	const description = this.getNodeParameter('additionalFields.description', '') as string;
	if (description) body.description = description;
	if (type === 'MANUAL') {
		const keys = listOf(this.getNodeParameter('productKeys', ''));
		if (keys.length === 0)
			throw invalidField(
				node,
				item,
				'Product Keys',
				'needs at least one product key when the type is Manual',
			);
		body.product_keys = keys;
	} else {
		const filters = (this.getNodeParameter('filters.filter', []) as IDataObject[]).map(
			({ attribute, operator, value }) => ({ attribute, operator, value: String(value ?? '') }),
		);
		if (filters.length === 0)
			throw invalidField(
				node,
				item,
				'Filters',
				'needs at least one filter when the type is Filtered',
			);
		const empty = filters.findIndex((filter) => filter.value.trim() === '');
		if (empty !== -1) throw invalidField(node, item, 'Filters', `filter ${empty + 1} has no value`);
		body.filters = filters;
	}
	return { ...request, body };
};

/** POST /12/product_catalogs/:id/product_sets. */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a product set',
	description: 'Create a product set from chosen products (Manual) or from filters (Filtered)',
	routing: policyRouting({
		request: { method: 'POST', url: `=${catalogPath}/product_sets` },
		send: { preSend: [catalogIdCheck, productSetBody] },
		output: { postReceive: [adsRecords] },
	}),
	fields: [
		productCatalogLocator(),
		requiredText('Name', 'name', 'Name of the product set'),
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: [
				{ name: 'Manual', value: 'MANUAL', description: 'The products you list by product key' },
				{
					name: 'Filtered',
					value: 'FILTERED',
					description:
						'The products that match every filter (built after creation: status PROCESSING, then DONE)',
				},
			],
			default: 'MANUAL',
		},
		{
			displayName: 'Product Keys',
			name: 'productKeys',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. pk1a2b3c, pk4d5e6f',
			description:
				'Product keys the platform gave the products, comma-separated (or an array from an expression)',
			displayOptions: { show: { type: ['MANUAL'] } },
		},
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add Filter',
			default: {},
			description: 'A product belongs to the set when it matches every filter',
			displayOptions: { show: { type: ['FILTERED'] } },
			options: [
				{
					displayName: 'Filter',
					name: 'filter',
					values: [
						{
							displayName: 'Attribute',
							name: 'attribute',
							type: 'options',
							options: FILTER_ATTRIBUTES.map((value) => ({ name: titled(value), value })),
							default: 'price',
						},
						{
							displayName: 'Operator',
							name: 'operator',
							type: 'options',
							options: FILTER_OPERATORS.map((value) => ({ name: titled(value), value })),
							default: 'EQUAL_TO',
						},
						{
							displayName: 'Value',
							name: 'value',
							type: 'string',
							default: '',
							placeholder: 'e.g. 20',
						},
					],
				},
			],
		},
		additionalFieldsCollection([
			{
				displayName: 'Description',
				name: 'description',
				type: 'string',
				default: '',
				description: 'Description of the product set',
			},
		]),
	],
};
