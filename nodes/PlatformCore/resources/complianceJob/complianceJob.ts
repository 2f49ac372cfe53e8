import type { IDataObject } from 'n8n-workflow';

import { dataRecord } from '../../../shared/transport/platformRequest';
import { coreRequest } from '../../../shared/transport/coreRequest';
import { dropdown } from '../../../shared/descriptions/properties';
import { fieldListProperty } from '../../../shared/fields/fieldList';
import { parseExactJson } from '../../../shared/exactJson';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

const JOB_FIELDS = [
	'created_at',
	'download_expires_at',
	'download_url',
	'name',
	'resumable',
	'status',
	'type',
	'upload_expires_at',
	'upload_url',
];

/** What the node itself reads of a job: its state, and where to upload and download. */
const FIELDS_THE_NODE_READS = ['download_url', 'status', 'upload_url'];

/** compliance_job.fields of every compliance job operation. */
export const jobFieldsProperty = fieldListProperty(
	'Job Fields',
	'jobFields',
	'compliance_job.fields',
	JOB_FIELDS,
	"Fields of the job to return besides its ID; the state and the upload and download addresses are always asked for. None selected returns the platform's usual set.",
);

/** compliance_job.fields of Create and Get (written as code): what is selected, plus what the node reads. */
function jobFieldsQuery(selected: string[]): IDataObject | undefined {
	if (selected.length === 0) return undefined;
	return {
		'compliance_job.fields': [...new Set([...selected, ...FIELDS_THE_NODE_READS])].join(','),
	};
}

/** A GET or POST of the compliance jobs endpoints, with the node's credential. */
export async function complianceRequest(
	context: CodeOperationContext,
	itemIndex: number,
	method: 'GET' | 'POST',
	path: string,
	body?: IDataObject,
): Promise<IDataObject> {
	const qs = jobFieldsQuery(context.getNodeParameter('jobFields', itemIndex, []) as string[]);
	const answer = await coreRequest<{ data: IDataObject }>(
		context,
		{ method, path, body, qs },
		{ expect: dataRecord('the compliance job'), itemIndex },
	);
	return answer.data;
}

/** The job's result file: one JSON record per line (posts or users that changed), as items. */
export function resultRecords(text: string): IDataObject[] {
	return text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
		.map((line) => {
			try {
				return parseExactJson(line) as IDataObject;
			} catch {
				return { line };
			}
		});
}

/** What the IDs of a job are: posts or users (both operations name it). */
export const jobTypeProperty = dropdown(
	'Type',
	'jobType',
	{ Posts: 'posts', Users: 'users' },
	'posts',
);
