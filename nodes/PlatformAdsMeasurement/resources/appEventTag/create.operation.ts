import { accountCreateOperation, type PreSend } from '../../../shared/ads/adsRouting';
import { collection, requiredText } from '../../../shared/descriptions/properties';
import { booleanQueryOption } from '../../../shared/ads/booleanQueryOption';
import { validateParameters } from '../../../shared/validation';
import {
	checkViewWithinEngagement,
	CLICK_WINDOWS,
	CONVERSION_TYPE_CHECK,
	conversionTypeField,
	OS_TYPE_CHECK,
	osTypeField,
	VIEW_WINDOWS,
	windowCheck,
	windowField,
} from '../../shared/mobileConversion';
import { APP_EVENT_TAGS } from './appEventTagLocator';

const text = (displayName: string, name: string, property: string, description: string) => ({
	...requiredText(displayName, name, description),
	routing: { send: { type: 'query' as const, property } },
});

const ENGAGEMENT = 'tagOptions.postEngagementAttributionWindow';
const VIEW = 'tagOptions.postViewAttributionWindow';

/**
 * Whether the view window may exceed the engagement window is not documented for app event tags;
 * web event tags forbid it, so the node refuses it here too (the safe reading).
 */
const windowsInOrder: PreSend = async function (request) {
	checkViewWithinEngagement(
		this,
		{ parameter: ENGAGEMENT, field: 'Post-Engagement Attribution Window', fallback: 30 },
		{ parameter: VIEW, field: 'Post-View Attribution Window', fallback: 1 },
	);
	return request;
};

/** POST /12/accounts/:account_id/app_event_tags */
export const createOperation = accountCreateOperation({
	collection: APP_EVENT_TAGS,
	action: 'Create an app event tag',
	description: 'Set the attribution windows of one app and conversion type',
	preSend: [
		validateParameters(
			{
				parameter: 'appStoreIdentifier',
				field: 'App Store Identifier',
				rules: [],
				required: true,
			},
			{ ...OS_TYPE_CHECK, required: true },
			{ ...CONVERSION_TYPE_CHECK, required: true },
			{
				parameter: 'providerAppEventId',
				field: 'Provider App Event ID',
				rules: [],
				required: true,
			},
			{
				parameter: 'providerAppEventName',
				field: 'Provider App Event Name',
				rules: [],
				required: true,
			},
			windowCheck(ENGAGEMENT, 'Post-Engagement Attribution Window', CLICK_WINDOWS),
			windowCheck(VIEW, 'Post-View Attribution Window', VIEW_WINDOWS),
		),
		windowsInOrder,
	],
	fields: [
		text(
			'App Store Identifier',
			'appStoreIdentifier',
			'app_store_identifier',
			"The app's store ID: the numeric App Store ID or the Android package name",
		),
		osTypeField(),
		conversionTypeField(),
		text(
			'Provider App Event ID',
			'providerAppEventId',
			'provider_app_event_id',
			"The event's ID at the measurement partner",
		),
		text(
			'Provider App Event Name',
			'providerAppEventName',
			'provider_app_event_name',
			"The event's name at the measurement partner",
		),
		collection('Options', 'tagOptions', 'Add Option', [
			{
				displayName: 'Deep Link Scheme',
				name: 'deepLinkScheme',
				type: 'string',
				default: '',
				placeholder: 'myapp://',
				description: "The app's deep link URI",
				routing: { send: { type: 'query', property: 'deep_link_scheme' } },
			},
			windowField(
				'Post-Engagement Attribution Window',
				'postEngagementAttributionWindow',
				'post_engagement_attribution_window',
				CLICK_WINDOWS,
				30,
				'Days after an engagement during which a conversion is credited to it (30 when not set)',
			),
			windowField(
				'Post-View Attribution Window',
				'postViewAttributionWindow',
				'post_view_attribution_window',
				VIEW_WINDOWS,
				1,
				'Days after a view during which a conversion is credited to it (1 when not set). Whether it may exceed the post-engagement window is not documented; the node keeps it at most that window, as for web event tags',
			),
			{
				...booleanQueryOption(
					'Retargeting Enabled',
					'retargetingEnabled',
					'retargeting_enabled',
					'Whether the tag may be used for retargeting (on when not set)',
				),
				default: true,
			},
		]),
	],
});
