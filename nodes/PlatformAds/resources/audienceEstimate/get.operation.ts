import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountLocator, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { enumField } from '../../../shared/ads/enums';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { criterionIssue } from '../../shared/targeting/criterionChecks';
import { PRIMARY_TYPES, TARGETING_TYPES } from '../../shared/targeting/targetingTypes';
import { dropdown } from '../../../shared/descriptions/properties';
import type { Operation } from '../../../shared/descriptions/resource';

const CRITERIA = 'criteria';

const criteriaField: INodeProperties = {
	displayName: 'Criteria',
	name: CRITERIA,
	type: 'fixedCollection',
	required: true,
	typeOptions: { multipleValues: true },
	placeholder: 'Add Criterion',
	default: {
		criterion: [{ targetingType: 'BROAD_KEYWORD', targetingValue: '', operatorType: 'EQ' }],
	},
	description:
		'The targeting to estimate; at least one must be a followers, custom audience, interest, keyword or TV criterion',
	options: [
		{
			displayName: 'Criterion',
			name: 'criterion',
			values: [
				enumField(
					{ displayName: 'Targeting Type', name: 'targetingType', default: 'BROAD_KEYWORD' },
					TARGETING_TYPES,
				),
				{
					displayName: 'Targeting Value',
					name: 'targetingValue',
					type: 'string',
					default: '',
					placeholder: 'coffee',
					description:
						'The value as Targeting Option > Search gives it (a location code, interest number, ...), a keyword, or a user or audience ID',
				},
				{
					...dropdown(
						'Operator',
						'operatorType',
						{ 'Include (EQ)': 'EQ', 'Exclude (NE)': 'NE' },
						'EQ',
					),
					description: 'Whether to include or exclude the value',
				},
			],
		},
	],
};

/** The criteria checked, then sent as the JSON body. */
const criteriaBody: PreSend = async function (options) {
	const fail = (field: string, problem: string) =>
		invalidField(this.getNode(), this.getItemIndex(), field, problem);
	const rows = ((this.getNodeParameter(`${CRITERIA}.criterion`, []) as IDataObject[]) ?? []).map(
		(row) => ({
			type: String(row.targetingType ?? '').trim(),
			value: String(row.targetingValue ?? '').trim(),
			operator: String(row.operatorType ?? 'EQ').trim() || 'EQ',
		}),
	);
	if (rows.length === 0) throw fail('Criteria', 'needs at least one criterion');
	rows.forEach((row, index) => {
		const found = criterionIssue(row, { batch: true });
		// The estimate types every value in Targeting Value (no dropdowns for ages and genders).
		const field = found?.field === 'Operator' ? 'Operator' : 'Targeting Value';
		if (found)
			throw fail(
				`Criteria ${index + 1}: ${found.field === 'Targeting Type' ? found.field : field}`,
				found.problem,
			);
		if (!['EQ', 'NE'].includes(row.operator))
			throw fail(
				`Criteria ${index + 1}: Operator`,
				'must be Include (EQ) or Exclude (NE) for an estimate',
			);
	});
	if (!rows.some((row) => PRIMARY_TYPES.includes(row.type)))
		throw fail(
			'Criteria',
			'needs at least one followers, custom audience, interest, keyword or TV criterion (the platform estimates from these)',
		);
	return {
		...options,
		body: {
			targeting_criteria: rows.map((row) => ({
				targeting_type: row.type,
				targeting_value: row.value,
				operator_type: row.operator,
			})),
		},
	};
};

/** POST /12/accounts/:account_id/audience_estimate: the size of the audience some targeting reaches. */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an audience estimate',
	description: 'Estimate how many people a set of targeting criteria reaches (a range, min to max)',
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/audience_estimate') },
		{ preSend: [requireIds(ACCOUNT_FIELD), criteriaBody] },
	),
	fields: [accountLocator(), criteriaField, envelopeProperty()],
};
