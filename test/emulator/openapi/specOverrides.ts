import type { Schema } from './schemaCheck';

interface Described {
	paths: Record<string, unknown>;
	components: { schemas: Record<string, Schema>; parameters: Record<string, { schema: Schema }> };
}

/** The direction filter of an activity subscription, in the spec's words (the spec wins). */
const SPEC_DIRECTIONS = ['sent', 'received', 'both'];

/**
 * User fields the platform's user object has that the reference's user.fields list leaves out:
 * the pinned post's ID and the affiliation. Where the two disagree, the platform's contract wins.
 */
const SPEC_USER_FIELDS = ['affiliation', 'pinned_post_id'];

/**
 * Post fields the platform's post object and its lookups have that the reference's post.fields
 * list leaves out: the author, the user replied to, the posts referred to, the edit history.
 */
const SPEC_POST_FIELDS = [
	'author_id',
	'edit_history_post_ids',
	'in_reply_to_user_id',
	'referenced_posts',
];

/**
 * The reference description with the spec's facts where the two disagree (the spec documents
 * win): the community note evaluation path is the spec's (served by its route, not described
 * here), the direction filter takes sent, received or both, and user.fields and post.fields take the fields
 * the spec names.
 */
export function applySpecOverrides<T extends Described>(reference: T): T {
	const { schemas, parameters } = reference.components;
	for (const name of ['ActivitySubscriptionFilter', 'CreateActivitySubscriptionFilter']) {
		const direction = schemas[name]?.properties?.direction;
		if (direction) direction.enum = SPEC_DIRECTIONS;
	}
	delete reference.paths['/2/notes/evaluate'];
	const described = [
		...Object.values(parameters),
		...Object.values(reference.paths).flatMap((methods) =>
			Object.values(methods as Record<string, { parameters?: unknown[] }>).flatMap(
				(operation) => operation.parameters ?? [],
			),
		),
	] as Array<{ name?: string; schema?: Schema }>;
	for (const parameter of described) {
		if (parameter.name === 'user.fields') widenEnum(parameter.schema?.items, SPEC_USER_FIELDS);
		if (parameter.name === 'post.fields') widenEnum(parameter.schema?.items, SPEC_POST_FIELDS);
	}
	return reference;
}

function widenEnum(schema: Schema | undefined, values: string[]): void {
	if (schema?.enum) schema.enum = [...new Set([...schema.enum, ...values])];
}
