import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { PLACE_ID } from '../../../shared/patterns';
import { listOf, rules, type Rule } from '../../../shared/validation';

/**
 * Fields of POST /2/posts beyond text, media, poll and quote: how a reply names its thread, who
 * is tagged in the media, a promoted-only post and the place it is tagged with.
 */
export const extraCreateOptions: INodeProperties[] = [
	{
		displayName: 'Auto Populate Reply Metadata',
		name: 'autoPopulateReplyMetadata',
		type: 'boolean',
		default: false,
		description:
			"Whether the platform fills in the reply's mentions from the thread (needs Reply To Post ID)",
	},
	{
		displayName: 'Exclude Reply User IDs',
		name: 'excludeReplyUserIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2244994945, 783214',
		description:
			'Comma-separated IDs of users in the thread not to mention in the reply (needs Reply To Post ID)',
	},
	{
		displayName: 'Nullcast (Promoted Only)',
		name: 'nullcast',
		type: 'boolean',
		default: false,
		description:
			'Whether the post is kept out of the public timeline, to be shown only as a promoted post',
	},
	{
		displayName: 'Place ID',
		name: 'placeId',
		type: 'string',
		default: '',
		description: 'ID of the place the post is tagged with',
	},
	{
		displayName: 'Tagged User IDs',
		name: 'taggedUserIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 2244994945, 783214',
		description: 'Comma-separated IDs of users tagged in the media, at most 10 (needs Media IDs)',
	},
];

type Check = (field: string, value: unknown, fieldRules: Rule[]) => void;
type Refuse = (field: string, problem: string) => never;

/** Adds the extra fields the user set to the body; a field whose companion is missing is refused. */
export function addExtraFields(
	body: IDataObject,
	options: IDataObject,
	check: Check,
	refuse: Refuse,
): void {
	const reply = body.reply as IDataObject | undefined;
	const excluded = listOf(options.excludeReplyUserIds ?? '');
	if (excluded.length > 0) {
		if (!reply) refuse('Exclude Reply User IDs', 'needs Reply To Post ID');
		check('Exclude Reply User IDs', excluded, [rules.ids]);
		reply.exclude_reply_user_ids = excluded;
	}
	if (options.autoPopulateReplyMetadata !== undefined) {
		if (!reply) refuse('Auto Populate Reply Metadata', 'needs Reply To Post ID');
		reply.auto_populate_reply_metadata = options.autoPopulateReplyMetadata;
	}
	const tagged = listOf(options.taggedUserIds ?? '');
	if (tagged.length > 0) {
		const media = body.media as IDataObject | undefined;
		if (!media) refuse('Tagged User IDs', 'needs Media IDs');
		check('Tagged User IDs', tagged, [rules.entries(1, 10), rules.ids]);
		media.tagged_user_ids = tagged;
	}
	if (options.nullcast !== undefined) body.nullcast = options.nullcast;
	const placeId = String(options.placeId ?? '').trim();
	if (placeId) {
		check('Place ID', placeId, [rules.matches(PLACE_ID, 'a place ID of letters and digits')]);
		body.geo = { place_id: placeId };
	}
}
