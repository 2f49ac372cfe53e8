import { fieldListProperty } from '../../../shared/fields/fieldList';

/** news.fields values of the reference description (schema News). */
const NEWS_FIELDS = [
	'category',
	'cluster_posts_results',
	'contexts',
	'disclaimer',
	'hook',
	'keywords',
	'name',
	'summary',
	'updated_at',
];

export const newsFieldsProperty = fieldListProperty(
	'News Fields',
	'newsFields',
	'news.fields',
	NEWS_FIELDS,
	'Fields to return besides the ID and the name. None selected sends no news.fields parameter.',
);
