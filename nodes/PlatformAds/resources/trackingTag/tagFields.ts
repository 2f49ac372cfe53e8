import type { INodeProperties } from 'n8n-workflow';

import { enumField } from '../../../shared/ads/enums';
import { rules, type FieldCheck } from '../../../shared/validation';

export const TAG_TYPES = ['CLICK_TRACKER', 'IMPRESSION_TAG'] as const;

/** The record Get, Update and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: 'trackingTagId',
	field: 'Tracking Tag',
	rules: [rules.adsId],
};

/** The partner's URL (required on create and update). */
export const urlField = (show: Record<string, string[]>): INodeProperties => ({
	displayName: 'Tracking Tag URL',
	name: 'trackingTagUrl',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'https://ad.doubleclick.net/ddm/trackimp/N1234.5678/B9;ord=[timestamp]',
	description: 'The URL the measurement partner gave',
	displayOptions: { show },
	routing: { send: { type: 'query', property: 'tracking_tag_url' } },
});
export const URL_CHECK: FieldCheck = {
	parameter: 'trackingTagUrl',
	field: 'Tracking Tag URL',
	rules: [rules.matches(/^https?:\/\/\S+$/i, 'an http:// or https:// URL')],
};

export const typeField = enumField(
	{
		displayName: 'Tracking Tag Type',
		name: 'trackingTagType',
		required: true,
		default: 'IMPRESSION_TAG',
		description: 'An impression tag counts views; a click tracker counts clicks',
		displayOptions: { show: { resource: ['trackingTag'], operation: ['create'] } },
		routing: { send: { type: 'query', property: 'tracking_tag_type' } },
	},
	TAG_TYPES,
);
