/**
 * A 1,200-character text with two links (one with a scheme, one without), for the thread tests.
 */
const sentences = [
	'Our spring campaign starts today and we want to share what we learned while planning it.',
	'First, we talked to forty customers about how they choose tools for their marketing work.',
	'Most of them said they want fewer steps and clearer reports, not more dashboards to watch.',
	'The full notes are here: https://example.com/research/spring-campaign-customer-interviews-2026?utm_source=thread',
	'Second, we rebuilt the onboarding flow so that a new team can publish its first post in minutes.',
	'The old flow asked for eleven settings before anything happened, which scared people away.',
	'Now it asks for three, and everything else has a sensible default you can change later on.',
	'Third, we measured everything twice, once before and once after each change, to be honest with ourselves.',
	'Sign-ups grew by a third and support questions fell by half during the first two weeks.',
	'We wrote the whole story down with charts at blog.example.com/spring-story for anyone curious.',
	'Thank you to everyone who tested early versions and told us plainly what did not work.',
	'We could not have done it without you, and we will keep listening to what you tell us.',
	'Next month we will share the numbers of the summer plans in the same open way, good or bad.',
];
export const LONG_TEXT = sentences.join(' ');
