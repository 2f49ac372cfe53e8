import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { invalidField, rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { requireIds } from '../../../shared/ads/adsRouting';
import {
	adsListFields,
	adsListRouting,
	LIST_OPTIONS,
	type AdsListSettings,
} from '../../../shared/ads/adsList';
import { enumCheck, enumOptions } from '../../../shared/ads/enums';
import { LIBRARY_PAGE, MAX_TERM } from './mediaKeyLocator';
import { COLLECTION } from './libraryMediaKey';
import type { Operation } from '../../../shared/descriptions/resource';

const MEDIA_TYPES = ['GIF', 'IMAGE', 'VIDEO'];

/** q takes 1 to 255 characters: an added but empty Search Term would be refused by the platform. */
async function checkSearchTerm(
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const listOptions = this.getNodeParameter(LIST_OPTIONS, {}) as IDataObject;
	if (!('q' in listOptions)) return options;
	const term = String(listOptions.q ?? '');
	const problem =
		term.trim() === ''
			? 'must not be empty (1 to 255 characters); remove the option to list everything'
			: rules.chars(1, MAX_TERM)(term);
	if (problem) throw invalidField(this.getNode(), this.getItemIndex(), 'Search Term', problem);
	return options;
}

/**
 * GET /12/accounts/:account_id/media_library: count is 1 to 50, and the list takes no sort_by,
 * with_deleted or with_total_count, so only its own filters are offered.
 */
const settings: AdsListSettings = {
	show: { resource: ['mediaLibrary'], operation: ['getAll'] },
	url: accountPath(COLLECTION),
	maxCount: LIBRARY_PAGE,
	standardOptions: false,
	options: [
		{
			displayName: 'Media Type',
			name: 'mediaType',
			type: 'options',
			options: enumOptions(MEDIA_TYPES),
			default: 'IMAGE',
			description: 'Only media of this type',
			routing: { send: { type: 'query', property: 'media_type' } },
		},
		{
			displayName: 'Search Term',
			name: 'q',
			type: 'string',
			default: '',
			placeholder: 'e.g. launch',
			description:
				'Only items whose name, title, file name or description holds this term (case-insensitive, 1 to 255 characters)',
			routing: { send: { type: 'query', property: 'q' } },
		},
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(enumCheck(`${LIST_OPTIONS}.mediaType`, 'Media Type', MEDIA_TYPES)),
		checkSearchTerm,
	],
};

export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many media library items',
	description: 'List the images, GIFs and videos of the account’s media library',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
