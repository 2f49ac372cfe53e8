import type { IDataObject } from 'n8n-workflow';

import type { ExpectedAnswer } from '../../../shared/transport/platformRequest';
import { coreRequest } from '../../../shared/transport/coreRequest';
import { answerRecords, listRecords } from '../../../shared/routing/answerShapes';
import { authenticatedUserId } from '../../../shared/users/authenticatedUser';
import { LINK_PATTERN } from './weightedLength';
import type { ThreadPart } from './threadParts';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** A request of Create Thread with the node's credential. */
export async function threadRequest(
	context: CodeOperationContext,
	itemIndex: number,
	method: 'GET' | 'POST',
	path: string,
	payload: { body?: IDataObject; qs?: IDataObject },
	expect: ExpectedAnswer,
): Promise<IDataObject> {
	return await coreRequest(context, { method, path, ...payload }, { itemIndex, expect });
}

/** An answer about one record with its `id` (in `data`, or flat), as the platform may send it. */
export const recordWithId = (what: string): ExpectedAnswer => ({
	what: `expected ${what} with its \`id\``,
	holds: (body) => answerRecords(body).some((record) => record.id !== undefined),
});

/** The record of such an answer. */
export const recordOfAnswer = (body: IDataObject): IDataObject =>
	answerRecords(body).find((record) => record.id !== undefined) ?? {};

/** A page of posts: any JSON object (no `data`: the user has posted nothing). */
const POST_PAGE: ExpectedAnswer = {
	what: 'expected your recent posts',
	holds: (body) => typeof body === 'object' && body !== null,
};

/** The platform shortens links in stored text: texts are compared with every link blanked. */
const comparable = (text: string) => text.normalize('NFC').replace(LINK_PATTERN, '<link>').trim();

interface PostedRecord {
	id: string;
	text: string;
	replyTo?: string;
}

const recordOf = (post: IDataObject): PostedRecord => ({
	id: String(post.id),
	text: comparable(String(post.text ?? '')),
	replyTo: ((post.referenced_posts as IDataObject[] | undefined) ?? []).find(
		(reference) => reference.type === 'replied_to',
	)?.id as string | undefined,
});

/**
 * Why the resume reads the user's own recent posts: a run that failed midway leaves no trace
 * n8n keeps for a manual execution (static data is saved for active workflows only), while the
 * posts themselves are on the platform. So before posting, the 100 most recent posts of the
 * signed-in user are read, and the thread's parts are matched in order: part 1 by its text (and
 * the post it replies to, when it replies to one), each next part by its text and by replying to
 * the part before. The parts found are not posted again; posting continues after the last one.
 * A thread whose every part is found is not posted again at all.
 */
export async function partsAlreadyPosted(
	context: CodeOperationContext,
	parts: ThreadPart[],
	firstReplyTo: string | undefined,
): Promise<string[]> {
	const userId = await authenticatedUserId(context);
	const page = await threadRequest(
		context,
		0,
		'GET',
		`/2/users/${userId}/posts`,
		{ qs: { max_results: 100, 'post.fields': 'referenced_posts' } },
		POST_PAGE,
	);
	const recent = listRecords(page).map(recordOf);
	const found: string[] = [];
	for (const part of parts) {
		const replyTo = found.length > 0 ? found[found.length - 1] : firstReplyTo;
		const text = comparable(part.text);
		const match = recent.find(
			(post) =>
				post.text === text &&
				(replyTo === undefined ? found.length === 0 : post.replyTo === replyTo),
		);
		if (!match) break;
		found.push(match.id);
	}
	return found;
}
