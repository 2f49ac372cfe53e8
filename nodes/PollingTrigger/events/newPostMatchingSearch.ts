import { queryProperty } from '../../shared/fields/searchQuery';
import { ANY } from '../../shared/authenticationKinds';
import { checkValue, invalidField, rules } from '../../shared/validation';
import { pollByIdOrder } from '../feeds';
import type { PollEvent } from './pollEvent';
import { postFeed, postFieldProperties } from './postFeeds';

/** GET /2/posts/search/recent with since_id: each new post matching the query. */
export const newPostMatchingSearch: PollEvent = {
	name: 'New Post Matching Search',
	value: 'newPostMatchingSearch',
	description: 'A new post matches a search query (keywords, hashtags, from:, has:media, ...)',
	requests: 'GET /2/posts/search/recent with since_id',
	acceptedAuthentication: ANY,
	fields: [queryProperty, ...postFieldProperties],
	settings: ['query'],
	async poll(run) {
		const node = run.context.getNode();
		const query = String(run.context.getNodeParameter('query', '')).trim();
		if (query === '') throw invalidField(node, 0, 'Query', 'is required');
		checkValue(node, 0, 'Query', query, [rules.chars(1, 4096)]);
		return await pollByIdOrder(run, postFeed(run, '/2/posts/search/recent', { query }, 10));
	},
};
