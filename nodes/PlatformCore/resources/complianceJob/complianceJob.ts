import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { credentialTypeFor } from '../../../shared/credentialTypes';
import { dataRecord, platformRequest } from '../../../shared/transport/platformRequest';
import { baseUrlOf } from '../../../shared/transport/baseUrl';
import { dropdown } from '../../../shared/descriptions/properties';

/** A GET or POST of the compliance jobs endpoints, with the node's credential. */
export async function complianceRequest(
	context: IExecuteFunctions,
	itemIndex: number,
	method: 'GET' | 'POST',
	path: string,
	body?: IDataObject,
): Promise<IDataObject> {
	const credentialType = credentialTypeFor(
		context.getNodeParameter('authentication', 0, 'oAuth1') as string,
	);
	const { baseUrl } = await context.getCredentials(credentialType);
	const answer = (await platformRequest.call(
		context,
		credentialType,
		{ method, url: `${baseUrlOf(baseUrl)}${path}`, ...(body ? { body } : {}) },
		{ expect: dataRecord('the compliance job'), itemIndex },
	)) as { data: IDataObject };
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
				return JSON.parse(line) as IDataObject;
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
