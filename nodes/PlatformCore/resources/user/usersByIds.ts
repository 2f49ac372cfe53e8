import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkValue, invalidField, joinedList, listOf, rules } from '../../../shared/validation';
import { USERNAME } from '../../../shared/patterns';

/** The `ids` query parameter of GET /2/users: 1 to 100 user ids. */
export async function sendUserIds(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const ids = listOf(this.getNodeParameter('userIds', ''));
	if (ids.length === 0)
		throw invalidField(
			this.getNode(),
			this.getItemIndex(),
			'User IDs',
			'needs at least one user ID',
		);
	checkValue(this.getNode(), this.getItemIndex(), 'User IDs', ids, [
		rules.entries(1, 100),
		rules.ids,
	]);
	return { ...requestOptions, qs: { ...requestOptions.qs, ids: joinedList(ids) } };
}

/** The `usernames` query parameter of GET /2/users/by: 1 to 100 usernames, @ dropped. */
export async function sendUsernames(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const names = listOf(this.getNodeParameter('usernames', ''));
	const fail = (problem: string) =>
		invalidField(this.getNode(), this.getItemIndex(), 'Usernames', problem);
	if (names.length === 0) throw fail('needs at least one username');
	checkValue(this.getNode(), this.getItemIndex(), 'Usernames', names, [
		rules.list(1, 100, {
			pattern: USERNAME,
			what: 'usernames of 1 to 15 letters, digits or underscores',
		}),
	]);
	const usernames = names.map((name) => name.replace(/^@/, ''));
	return { ...requestOptions, qs: { ...requestOptions.qs, usernames: usernames.join(',') } };
}
