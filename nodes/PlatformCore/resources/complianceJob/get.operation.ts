import { sleep, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { checkRequired, checkValue, rules } from '../../../shared/validation';
import { checkCustomAuthentication } from '../../authentication';
import { forEachItem } from '../../shared/eachItem';
import { complianceRequest, jobFieldsProperty, resultRecords } from './complianceJob';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { APP } from '../../../shared/authenticationKinds';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

const DONE = ['complete', 'failed', 'expired'];

/**
 * GET /2/compliance/jobs/{id}: a job's state. With Wait Until Complete it asks again every few
 * seconds until the job ends (or the wait is over), and with Download Result it reads the result
 * file and returns one item per record in it (a custom operation: several requests per item).
 */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a compliance job',
	description:
		'Look up a compliance job, optionally waiting for it to finish and reading its result',
	acceptedAuthentication: APP,
	requests:
		"GET /2/compliance/jobs/{id} (again until the job ends when waiting), then GET of the job's download URL",
	fields: [
		requiredText(
			'Job ID',
			'jobId',
			'The ID of the job (Create outputs it)',
			'e.g. 1421185651106480129',
		),
		{
			displayName: 'Wait Until Complete',
			name: 'waitUntilComplete',
			type: 'boolean',
			default: false,
			description: 'Whether to wait for the job to finish before returning',
		},
		{
			displayName: 'Download Result',
			name: 'downloadResult',
			type: 'boolean',
			default: true,
			displayOptions: { show: { waitUntilComplete: [true] } },
			description:
				'Whether to return the records of the finished job, one item each, instead of the job',
		},
		{
			displayName: 'Max Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 300,
			displayOptions: { show: { waitUntilComplete: [true] } },
			description: 'How long to wait before the item fails',
		},
		{
			displayName: 'Check Every (Seconds)',
			name: 'pollSeconds',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 10,
			displayOptions: { show: { waitUntilComplete: [true] } },
			description: 'How often to ask for the job state while waiting',
		},
		jobFieldsProperty,
	],
	execute: getJob,
};

export async function getJob(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	return await forEachItem(this, async (itemIndex): Promise<IDataObject | IDataObject[]> => {
		checkCustomAuthentication(this, itemIndex, 'Compliance Job', getOperation);
		const id = String(this.getNodeParameter('jobId', itemIndex, '')).trim();
		checkRequired(this.getNode(), itemIndex, 'Job ID', id);
		checkValue(this.getNode(), itemIndex, 'Job ID', id, [rules.id]);
		const path = `/2/compliance/jobs/${id}`;
		let job = await complianceRequest(this, itemIndex, 'GET', path);
		if (!this.getNodeParameter('waitUntilComplete', itemIndex, false)) return job;
		const deadline =
			Date.now() + Number(this.getNodeParameter('maxWaitSeconds', itemIndex, 300)) * 1000;
		const every = Number(this.getNodeParameter('pollSeconds', itemIndex, 10)) * 1000;
		while (!DONE.includes(String(job.status))) {
			if (Date.now() + every > deadline)
				throw new Error(
					`Compliance job ${id} is still ${String(job.status)} after the wait; get it again later`,
				);
			await sleep(every);
			job = await complianceRequest(this, itemIndex, 'GET', path);
		}
		if (job.status !== 'complete' || !this.getNodeParameter('downloadResult', itemIndex, true))
			return job;
		// The result sits at a storage address the platform names: no platform credential goes there.
		// Read as bytes: n8n would parse a one-line file as JSON.
		const file = (await this.helpers.httpRequest({
			method: 'GET',
			url: String(job.download_url),
			encoding: 'arraybuffer',
			json: false,
		})) as ArrayBuffer;
		return resultRecords(Buffer.from(file).toString('utf8'));
	});
}
