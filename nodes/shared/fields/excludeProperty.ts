import { fieldListProperty } from './fieldList';

/** The `exclude` parameter of post lists: replies, reposts, or both left out. */
export const excludeProperty = fieldListProperty(
	'Exclude',
	'exclude',
	'exclude',
	['replies', 'reposts'],
	'Kinds of posts to leave out of the list; none selected keeps every post',
);
