import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { answerRecords, listRecords } from '../../../shared/routing/answerShapes';
import { mergedItems } from '../../../shared/routing/foundItems';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { outputProperty } from '../../../shared/descriptions/output';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { topicFieldsProperty } from '../../../shared/fields/referredFields';

/** Spaces with their expanded users merged in: `creator`, `hosts`, `speakers`, `invited_users`. */
export function spacesWithExpansions(body: IDataObject): IDataObject[] {
	const users = new Map(
		listRecords({ data: (body.includes as IDataObject | undefined)?.users }).map((user) => [
			String(user.id),
			user,
		]),
	);
	const pick = (ids: unknown) =>
		Array.isArray(ids) ? ids.map((id) => users.get(String(id))).filter(Boolean) : [];
	return answerRecords(body).map((space) => {
		const merged: IDataObject = { ...space };
		const creator = users.get(String(space.creator_id));
		if (creator) merged.creator = creator;
		for (const [ids, name] of [
			['host_ids', 'hosts'],
			['speaker_ids', 'speakers'],
			['invited_user_ids', 'invited_users'],
		]) {
			const found = pick(space[ids]);
			if (found.length) merged[name] = found as IDataObject[];
		}
		return merged;
	});
}

/** postReceive of space lookups and search: merged spaces, or the answer whole. */
export const spacesOutput = mergedItems(spacesWithExpansions, 'expected spaces, in `data`');

/** space.fields, expansions, user.fields and output of every operation that returns spaces. */
export const spaceFieldsProperties: INodeProperties[] = [
	fieldListProperty(
		'Space Fields',
		'spaceFields',
		'space.fields',
		[
			'created_at',
			'ended_at',
			'is_ticketed',
			'lang',
			'participant_count',
			'scheduled_start',
			'started_at',
			'subscriber_count',
			'title',
			'updated_at',
		],
		'Fields to return besides ID and state. A new node asks for the title, the start times and the number of participants.',
		['participant_count', 'scheduled_start', 'started_at', 'title'],
	),
	fieldListProperty(
		'Expansions',
		'spaceExpansions',
		'expansions',
		['creator_id', 'host_ids', 'invited_user_ids', 'speaker_ids', 'topic_ids'],
		'Objects to return with the spaces: Creator ID adds the creator (name, username). A new node adds the creator.',
		['creator_id'],
	),
	{
		...userFieldsProperty,
		default: [],
		description: 'Fields of expanded users besides ID, name and username',
	},
	topicFieldsProperty,
	outputProperty(
		{
			name: 'Spaces With Expansions Merged In',
			value: 'merged',
			description: 'One item per space, with its creator, hosts and speakers added to it',
		},
		'One item per answer, exactly as the platform sends it',
	),
];
