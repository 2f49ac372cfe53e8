import {
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
	type IPairedItemData,
} from 'n8n-workflow';

import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import { cutBatches, sameTargetCheck } from '../../../shared/ads/runBatches';
import { invalidField, itemLabel } from '../../../shared/validation';
import { operationBytes } from '../../shared/audienceUsers/bodyBytes';
import { inputFieldNames } from '../../shared/audienceUsers/identifierSource';
import {
	readIdentifiers,
	userReader,
	type ReadSettings,
	type UserEntry,
} from '../../shared/audienceUsers/readUser';
import { batchLocatorId } from '../../shared/audienceUsers/target';
import { sendBatch, USERS_BATCH_LIMITS, type UsersTarget } from '../../shared/audienceUsers/upload';
import { readTerms } from '../../shared/audienceUsers/userTerms';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { counted } from '../../../shared/descriptions/thousands';
import { isRecord } from '../../../shared/isRecord';

export const PREVIOUS_LIST_PARAMETER = 'previousList';
const PREVIOUS_LIST_FIELD = 'Previous List';

/**
 * Who a user is, whatever way their identifiers were written: the hashed identifiers, each kind's
 * values sorted. "Ann@Example.com " and "ann@example.com" are the same person; a person whose
 * identifiers changed (a new phone number) is someone who left and someone who joined.
 */
function userKey(user: IDataObject): string {
	const parts: string[] = [];
	for (const kind of Object.keys(user).sort())
		parts.push(`${kind}:${[...(user[kind] as string[])].sort().join(',')}`);
	return parts.join('|');
}

/**
 * Previous List as given: an array (from an expression) or JSON text of one. Its entries are
 * objects holding identifiers; entries of `$('Node').all()` (n8n items) are read from their json.
 * An empty object is skipped: it is what a node set to Always Output Data gives for no rows.
 */
function previousEntries(context: CodeOperationContext): IDataObject[] {
	let value = context.getNodeParameter(PREVIOUS_LIST_PARAMETER, 0, []) as unknown;
	if (typeof value === 'string') {
		const text = value.trim();
		if (text === '') return [];
		try {
			value = JSON.parse(text);
		} catch {
			throw invalidField(
				context.getNode(),
				0,
				PREVIOUS_LIST_FIELD,
				'is not JSON text of an array: give an array of people, e.g. {{ $("Read Last Synced List").all() }}',
			);
		}
	}
	if (value === undefined || value === null) return [];
	if (!Array.isArray(value))
		throw invalidField(
			context.getNode(),
			0,
			PREVIOUS_LIST_FIELD,
			'must be an array of people (objects with identifier fields)',
		);
	const entries: IDataObject[] = [];
	value.forEach((entry: unknown, position) => {
		const object = isRecord(entry) ? entry : undefined;
		if (!object)
			throw invalidField(
				context.getNode(),
				0,
				`${PREVIOUS_LIST_FIELD} (entry ${position + 1})`,
				'must be an object with identifier fields (email, phone_number, ...)',
			);
		const fields = isRecord(object.json) ? object.json : object;
		entries.push(Object.keys(fields).length === 0 ? {} : fields);
	});
	return entries;
}

interface Change {
	entry: UserEntry;
}

/** A Delete of one user, without a membership window. */
function removal(user: IDataObject): Change {
	const operation = { operation_type: 'Delete' as const, params: { users: [user] } };
	return { entry: { operation, output: {}, bytes: operationBytes(operation) } };
}

/**
 * Sync With List: the input items are the list as it is now, Previous List the list at the last
 * sync. Both are normalized and hashed the same way, compared by person, and only the difference
 * is sent: first those who left (Delete), then those who joined (Update), so a person whose
 * identifiers changed ends with the new ones. Any bad item or entry stops the run before the
 * first request: a person whose item cannot be read would otherwise count as having left.
 */
export const usersSyncOperation = (
	target: UsersTarget,
	settings: Omit<ReadSettings, 'operationType'>,
) =>
	async function (this: CodeOperationContext): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const allItems = items.map((_, item) => ({ item }));
		const accountId = batchLocatorId(this, ACCOUNT_PARAMETER, 'Account');
		const id = batchLocatorId(this, target.parameter, target.field);
		const targetOutput = { [target.outputKey]: decodeURIComponent(id) };
		const checkSameTarget = sameTargetCheck(this, [
			ACCOUNT_FIELD,
			{ parameter: target.parameter, field: target.field },
		]);
		const readUser = userReader(this, { ...settings, operationType: 'Update' });

		const current = new Map<string, Change>();
		const failed: INodeExecutionData[] = [];
		// Under Continue On Fail a bad item or entry becomes an error item, and nothing is sent.
		const kept = (error: Error) => {
			if (!this.continueOnFail()) throw error;
			return error.message;
		};
		const fail = (error: Error, itemIndex: number) => {
			failed.push({ json: { error: kept(error) }, pairedItem: { item: itemIndex } });
		};
		for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
			try {
				checkSameTarget(itemIndex);
				const entry = readUser(itemIndex);
				const key = userKey((entry.operation.params.users as IDataObject[])[0]);
				if (!current.has(key)) current.set(key, { entry });
			} catch (error) {
				fail(error as Error, itemIndex);
			}
		}

		const previous = new Map<string, IDataObject>();
		let previousProblem: string | undefined;
		try {
			const terms = readTerms(this, 0, { ...settings, operationType: 'Delete' });
			const names = inputFieldNames(this, settings.kinds);
			previousEntries(this).forEach((fields, position) => {
				if (Object.keys(fields).length === 0) return;
				const user = readIdentifiers(
					this,
					0,
					settings,
					(_, kind) => fields[names[kind]],
					terms,
					`${PREVIOUS_LIST_FIELD} (entry ${position + 1}): `,
				);
				previous.set(userKey(user), user);
			});
		} catch (error) {
			previousProblem = kept(error as Error);
		}
		if (failed.length > 0 || previousProblem !== undefined) {
			// Every input item ends once: a bad one with its own error, the others with the reason
			// nothing was sent for them either.
			const bad = new Set(failed.map((error) => (error.pairedItem as IPairedItemData).item));
			const others = allItems.filter(({ item }) => !bad.has(item));
			const reasons = [
				...(failed.length > 0 ? [`${failed.length} of the list's items could not be read`] : []),
				...(previousProblem !== undefined ? [previousProblem] : []),
			];
			const summary = {
				...targetOutput,
				error: `Nothing was sent: ${reasons.join('; ')}. A person whose item or entry cannot be read would count as having left: correct them and run again.`,
			};
			return [others.length > 0 ? [...failed, { json: summary, pairedItem: others }] : failed];
		}

		const left = [...previous]
			.filter(([key]) => !current.has(key))
			.map(([, user]) => removal(user));
		const joined = [...current].filter(([key]) => !previous.has(key)).map(([, change]) => change);
		const sent = { requests: 0 };
		const batches: IDataObject[] = [];
		const refused: string[] = [];
		const applied = { Update: 0, Delete: 0 };
		let stopped: string | undefined;
		const path = target.path(accountId, id);
		for (const batch of [
			...cutBatches(left, USERS_BATCH_LIMITS),
			...cutBatches(joined, USERS_BATCH_LIMITS),
		]) {
			const number = batches.length + 1;
			let results: IDataObject[];
			try {
				results = await sendBatch(
					this,
					{ path },
					batch.map(({ entry }) => entry),
					number,
					sent,
				);
			} catch (error) {
				// The later requests are not sent: the list is then applied in order or not at all.
				stopped = `request ${number} of the sync: ${kept(error as Error)}`;
				break;
			}
			const errors = results.filter((result) => typeof result.error === 'string');
			for (const result of errors) refused.push(String(result.error));
			const type = batch[0].entry.operation.operation_type;
			applied[type] += batch.length - errors.length;
			batches.push({
				number,
				operation_type: type,
				operations: batch.length,
				refused: errors.length,
			});
			if (errors.length > 0 && !this.continueOnFail())
				throw new NodeOperationError(
					this.getNode(),
					`${itemLabel(0)}: request ${number} of the sync: ${refused[0]}${refused.length > 1 ? ` (and ${refused.length - 1} more)` : ''}`,
					{
						description:
							'The requests before it were applied; the rest of this request and the later ones were not. Correct the list and run the sync again: what was applied already is then unchanged.',
					},
				);
		}
		const summary: IDataObject = {
			...targetOutput,
			added: applied.Update,
			removed: applied.Delete,
			unchanged: current.size - joined.length,
			requests: sent.requests,
			current_count: current.size,
			previous_count: previous.size,
			batches,
		};
		if (refused.length > 0) summary.refused = refused;
		// Under Continue On Fail a sync the platform did not wholly apply is an error item, once for
		// all the input items: what it applied is in the counts beside the error.
		const problems = [
			...(stopped !== undefined ? [stopped] : []),
			...(refused.length > 0
				? [`the platform refused ${counted(refused.length, 'user')}: ${refused[0]}`]
				: []),
		];
		if (problems.length > 0)
			summary.error = `The sync was not wholly applied: ${problems.join('; ')}. Correct the list and run the sync again: what was applied already is then unchanged.`;
		return [[{ json: summary, pairedItem: allItems }]];
	};
