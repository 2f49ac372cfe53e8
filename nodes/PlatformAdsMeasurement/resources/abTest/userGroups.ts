import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { listOf } from '../../../shared/validation';

export const MIN_GROUPS = 2;
export const MAX_GROUPS = 30;
export const MAX_LINE_ITEM_GROUPS = 5;
export const GROUPS = 'userGroups';

/** One user group as typed in the panel (sizes in hundredths of a percent, 3333 for 33.33). */
export interface TypedGroup {
	id?: string;
	entityIds?: string[];
	size?: number;
	name?: string;
	description?: string;
}

const CREATE_SIZE: INodeProperties = {
	displayName: 'Size (%)',
	name: 'size',
	type: 'number',
	typeOptions: { minValue: 0, maxValue: 99, numberPrecision: 2 },
	default: 50,
	description:
		'Share of users in this group, from 1.00 to 99.00 with at most two decimals; all groups add up to exactly 100',
	// With Split Evenly the node sets every size: the field is not asked for.
	displayOptions: { show: { '/splitEvenly': [false] } },
};
const UPDATE_SIZE: INodeProperties = {
	...CREATE_SIZE,
	displayOptions: undefined,
	default: 0,
	description:
		'New share of users in this group, from 1.00 to 99.00 with at most two decimals (0 keeps the current one); all groups still add up to exactly 100',
};

/** The User Groups collection; on Update each group may name the existing group it changes. */
export const userGroupsField = (update: boolean): INodeProperties => ({
	displayName: 'User Groups',
	name: GROUPS,
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add User Group',
	default: {},
	description: update
		? 'With a Group ID on every group: changes only what each sets. Without any Group ID: replaces all groups (2 to 30, sizes adding up to 100)'
		: 'The randomised, mutually exclusive user groups: 2 to 30 (at most 5 at line item level), each served by its own campaigns or line item',
	options: [
		{
			displayName: 'User Group',
			name: 'group',
			values: [
				...(update
					? [
							{
								displayName: 'Group ID',
								name: 'id',
								type: 'string',
								default: '',
								placeholder: 'g12ab3',
								description:
									'The existing group to change (as the A/B test shows it); leave empty on every group to replace them all',
							} as INodeProperties,
						]
					: []),
				{
					displayName: 'Campaigns or Line Items',
					name: 'entityIds',
					type: 'multiOptions',
					typeOptions: {
						loadOptionsMethod: 'abTestEntities',
						loadOptionsDependsOn: ['accountId.value', 'entityType', 'campaignId.value'],
					},
					default: [],
					description:
						'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
					hint: 'The campaigns (campaign level) or the one line item (line item level) serving this group; each can be in one A/B test only; campaigns without line items are not listed (a test needs them set up)',
				},
				update ? UPDATE_SIZE : CREATE_SIZE,
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'Name of the group, at most 255 characters',
				},
				{
					displayName: 'Description',
					name: 'description',
					type: 'string',
					default: '',
					description: 'Description of the group, at most 1,024 characters',
				},
			],
		},
	],
});

/** The groups as typed: entity IDs as a list (an expression may give text), sizes in hundredths. */
export function typedGroups(
	raw: IDataObject[],
	zeroKeepsSize = false,
): Array<TypedGroup & { sizeProblem?: string }> {
	return raw.map((group) => {
		const typed: TypedGroup & { sizeProblem?: string } = {};
		const id = String(group.id ?? '').trim();
		if (id) typed.id = id;
		if (group.entityIds !== undefined) typed.entityIds = listOf(group.entityIds);
		const unset =
			group.size === undefined || group.size === '' || (zeroKeepsSize && Number(group.size) === 0);
		if (!unset) {
			const size = Number(group.size);
			const hundredths = Math.round(size * 100);
			if (!Number.isFinite(size) || Math.abs(size * 100 - hundredths) > 1e-6)
				typed.sizeProblem = `must be a number with at most two decimals, got ${String(group.size)}`;
			else if (hundredths < 100 || hundredths > 9900)
				typed.sizeProblem = `must be from 1.00 to 99.00, got ${size.toFixed(2)}`;
			else typed.size = hundredths;
		}
		for (const field of ['name', 'description'] as const) {
			const text = String(group[field] ?? '');
			if (text) typed[field] = text;
		}
		return typed;
	});
}

/**
 * Even sizes in hundredths adding up to exactly 100.00: the first groups get the rounded-down
 * share, the last ones a hundredth more (3 groups: 33.33, 33.33, 33.34).
 */
export function evenSizes(count: number): number[] {
	const share = Math.floor(10_000 / count);
	const extra = 10_000 - share * count;
	return Array.from({ length: count }, (_, index) => share + (index >= count - extra ? 1 : 0));
}

/** A size as the interface takes it: a string with two decimals ("33.33"). */
export const sizeText = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** A group's wire form: entity_ids, size and what else it sets. */
export function wireGroup(group: TypedGroup): IDataObject {
	const wire: IDataObject = {};
	if (group.id) wire.id = group.id;
	if (group.entityIds?.length) wire.entity_ids = group.entityIds;
	if (group.size !== undefined) wire.size = sizeText(group.size);
	if (group.name) wire.name = group.name;
	if (group.description) wire.description = group.description;
	return wire;
}

/**
 * What is wrong with a whole set of groups (after an update, the stored ones merged in), as
 * [group label, problem], or undefined: 2 to 30 groups, each with entities, sizes adding up to
 * 100.00, no entity twice; at line item level at most 5 groups of one line item each, equal sizes.
 */
export function groupSetProblem(groups: TypedGroup[], lineItemLevel: boolean): string | undefined {
	if (groups.length < MIN_GROUPS || groups.length > MAX_GROUPS)
		return `need ${MIN_GROUPS} to ${MAX_GROUPS} groups (there are ${groups.length})`;
	if (lineItemLevel && groups.length > MAX_LINE_ITEM_GROUPS)
		return `need at most ${MAX_LINE_ITEM_GROUPS} groups at line item level (there are ${groups.length})`;
	for (const [index, group] of groups.entries()) {
		const label = `group ${index + 1}`;
		if (!group.entityIds?.length) return `${label} needs at least one campaign or line item`;
		if (lineItemLevel && group.entityIds.length !== 1)
			return `${label} needs exactly one line item at line item level (it has ${group.entityIds.length})`;
		if ((group.name ?? '').length > 255) return `${label}: Name must be at most 255 characters`;
		if ((group.description ?? '').length > 1024)
			return `${label}: Description must be at most 1,024 characters`;
	}
	const ids = groups.flatMap((group) => group.entityIds ?? []);
	const twice = ids.find((id, index) => ids.indexOf(id) !== index);
	if (twice) return `name ${twice} in more than one group; each serves one group only`;
	const sizes = groups.map((group) => group.size ?? 0);
	const total = sizes.reduce((sum, size) => sum + size, 0);
	if (lineItemLevel && sizes.some((size) => size !== sizes[0]))
		return `need equal sizes at line item level (${sizes.map(sizeText).join(', ')}${groups.length === 3 ? '; 3 equal groups cannot add up to exactly 100.00, use 2, 4 or 5' : ''})`;
	if (total !== 10_000)
		return `sizes add up to ${sizeText(total)}, not exactly 100.00 (${sizes.map(sizeText).join(' + ')})`;
	return undefined;
}
