import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { recordRouting, type PreSend } from '../../../shared/ads/adsRouting';
import { collection } from '../../../shared/descriptions/properties';
import { isoUtc, platformTimeToMs } from '../../../shared/times';
import { invalidField, locatorValue, someFieldToChange } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { liveRecords } from '../../shared/liveRecords';
import { AB_TESTS, RECORD } from './abTestLocator';
import { checkEntities, checkPeriod, readTime } from './abTestChecks';
import { TEXT_CHECKS, testTextFields } from './create.operation';
import {
	GROUPS,
	groupSetProblem,
	typedGroups,
	userGroupsField,
	wireGroup,
	type TypedGroup,
} from './userGroups';

const FIELDS = 'updateFields';
const LABELS: Record<string, string> = {
	name: 'Name',
	description: 'Description',
	startTime: 'Start Time',
	endTime: 'End Time',
	[GROUPS]: 'User Groups',
	removeName: 'Remove Name',
	removeDescription: 'Remove Description',
};

/** The texts a test may lose, each with the switch that removes it. */
const REMOVALS = [
	['name', 'removeName'],
	['description', 'removeDescription'],
] as const;

/** The stored test (the list with ab_test_ids: there is no single read). */
async function storedTest(context: IExecuteSingleFunctions, id: string): Promise<IDataObject> {
	const [test] = await liveRecords(context, AB_TESTS, { ab_test_ids: id });
	if (!test)
		throw invalidField(
			context.getNode(),
			context.getItemIndex(),
			'A/B Test',
			`${id} was not found (or is deleted)`,
		);
	// What may change follows from the status: without one, nothing is sent.
	if (typeof test.status !== 'string' || test.status === '')
		throw invalidField(
			context.getNode(),
			context.getItemIndex(),
			'A/B Test',
			`${id} came back from the platform without a status, so whether it can change is unknown; nothing was changed`,
		);
	return test;
}

const storedGroups = (test: IDataObject): TypedGroup[] =>
	((test.user_groups as IDataObject[] | undefined) ?? []).map((group) => ({
		id: String(group.id),
		entityIds: (group.entity_ids as string[] | undefined) ?? [],
		size: Math.round(Number(group.size) * 100),
		name: (group.name as string | null) ?? undefined,
		description: (group.description as string | null) ?? undefined,
	}));

/**
 * The groups after the change: all replaced when no group names an id, else each named group
 * changed by what it sets. Undefined when User Groups is not changed.
 */
function mergedGroups(
	context: IExecuteSingleFunctions,
	sent: TypedGroup[],
	stored: TypedGroup[],
): TypedGroup[] {
	const fail = (problem: string) =>
		invalidField(context.getNode(), context.getItemIndex(), 'User Groups', problem);
	const withIds = sent.filter((group) => group.id);
	if (withIds.length === 0) {
		if (sent.some((group) => group.size === undefined))
			throw fail('need a Size (%) on every group when they replace all groups');
		return sent;
	}
	if (withIds.length !== sent.length)
		throw fail('need a Group ID on every group (to change them) or on none (to replace them all)');
	const unknown = sent.find((group) => !stored.some((candidate) => candidate.id === group.id));
	if (unknown)
		throw fail(`name group ${String(unknown.id)}, which is not a group of this A/B test`);
	return stored.map((group) => {
		const change = sent.find((candidate) => candidate.id === group.id);
		if (!change) return group;
		return {
			...group,
			...change,
			entityIds: change.entityIds?.length ? change.entityIds : group.entityIds,
		};
	});
}

/**
 * Only a SCHEDULED test is edited; a LIVE one changes its end time only. The change is checked
 * with the stored test merged in (sizes still adding up to 100.00, the period), then sent.
 */
const updateBody: PreSend = async function (request) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const id = String(locatorValue(this.getNodeParameter(RECORD.parameter)));
	const fields = this.getNodeParameter(FIELDS, {}) as IDataObject;
	const changed = Object.keys(LABELS).filter((key) => {
		const value = fields[key];
		return (
			value !== undefined &&
			value !== '' &&
			value !== false &&
			!(key === GROUPS && !(value as IDataObject).group)
		);
	});
	const clash = REMOVALS.find(([key, remove]) => changed.includes(key) && changed.includes(remove));
	if (clash)
		throw invalidField(
			node,
			item,
			LABELS[clash[1]],
			`cannot be used with a new ${LABELS[clash[0]]}`,
		);
	const test = await storedTest(this, id);
	const status = String(test.status);
	if (status === 'COMPLETED')
		throw invalidField(node, item, 'A/B Test', `${id} is COMPLETED and can no longer change`);
	const frozen = changed.find((key) => status !== 'SCHEDULED' && key !== 'endTime');
	if (frozen)
		throw invalidField(
			node,
			item,
			LABELS[frozen],
			`can change only while the test is SCHEDULED; ${id} is ${status}, which changes only its End Time`,
		);
	const newStart = readTime(this, `${FIELDS}.startTime`, 'Start Time');
	const newEnd = readTime(this, `${FIELDS}.endTime`, 'End Time');
	const start = newStart ?? platformTimeToMs(test.start_time) ?? 0;
	const end = newEnd ?? platformTimeToMs(test.end_time) ?? 0;
	if (newStart !== undefined || newEnd !== undefined)
		checkPeriod(this, start, end, newStart !== undefined);
	if (newEnd !== undefined && newEnd <= Date.now())
		throw invalidField(node, item, 'End Time', `must be in the future, got ${isoUtc(newEnd)}`);
	const body: IDataObject = {};
	for (const [key, remove] of REMOVALS) {
		// null removes the value (an empty text is not sent at all).
		if (changed.includes(remove)) body[key] = null;
		else if (changed.includes(key)) body[key] = fields[key];
	}
	if (newStart !== undefined) body.start_time = isoUtc(newStart);
	if (newEnd !== undefined) body.end_time = isoUtc(newEnd);
	const lineItemLevel = test.entity_type === 'LINE_ITEM';
	let groups = storedGroups(test);
	if (changed.includes(GROUPS)) {
		const sent = typedGroups(
			this.getNodeParameter(`${FIELDS}.${GROUPS}.group`, []) as IDataObject[],
			true,
		);
		const badSize = sent.findIndex((group) => group.sizeProblem);
		if (badSize !== -1)
			throw invalidField(
				node,
				item,
				'User Groups',
				`group ${badSize + 1}: Size (%) ${sent[badSize].sizeProblem}`,
			);
		groups = mergedGroups(this, sent, groups);
		const problem = groupSetProblem(groups, lineItemLevel);
		if (problem) throw invalidField(node, item, 'User Groups', problem);
		body.user_groups = sent.map(wireGroup);
	}
	// New groups or a new period: the test holds its entities alone, within their flights.
	if (body.user_groups || newStart !== undefined || newEnd !== undefined)
		await checkEntities(
			this,
			groups.flatMap((group) => group.entityIds ?? []),
			lineItemLevel,
			{
				testId: id,
				period: [start, end],
			},
		);
	return { ...request, body };
};

/** PUT /12/accounts/:account_id/ab_tests/:ab_test_id */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update an A/B test',
	description: 'Change a SCHEDULED test, or the end time of a LIVE one',
	routing: recordRouting('PUT', AB_TESTS, RECORD, [
		someFieldToChange(),
		TEXT_CHECKS(FIELDS),
		updateBody,
	]),
	fields: [
		collection('Update Fields', FIELDS, 'Add Field', [
			...testTextFields,
			{
				displayName: 'Start Time',
				name: 'startTime',
				type: 'dateTime',
				default: '',
				description: 'A new start, in the future (SCHEDULED tests only)',
			},
			{
				displayName: 'End Time',
				name: 'endTime',
				type: 'dateTime',
				default: '',
				description: 'A new end, at least 1 day after the start (SCHEDULED or LIVE tests)',
			},
			userGroupsField(true),
			{
				displayName: 'Remove Name',
				name: 'removeName',
				type: 'boolean',
				default: false,
				description: 'Whether to remove the name of the test (sent as null)',
			},
			{
				displayName: 'Remove Description',
				name: 'removeDescription',
				type: 'boolean',
				default: false,
				description: 'Whether to remove the description of the test (sent as null)',
			},
		]),
	],
};
